//! Storage: one small trait ([`Store`]) with an SQLite implementation, and
//! the [`Writer`] that batches every game's writes into shared transactions.
//!
//! The trait speaks in rows, not in games. Its one implementation,
//! [`SqlStore`], is written once for SQLite and PostgreSQL; each database
//! adds only its connection, migrations and dialect.

/// `ITEM where BOUNDS BODY`: the bounds on sqlx's types that every part
/// of the SQL store needs, for both databases (a trait cannot carry
/// where-clauses over to its implementations, so they are written once
/// here and put on each generic item by the macros below).
macro_rules! with_sql_bounds {
    ({ $($item:tt)* } { $($body:tt)* }) => {
        $($item)*
        where
            DB: super::dialect::Dialect,
            for<'c> &'c mut DB::Connection: sqlx::Executor<'c, Database = DB>,
            for<'q> DB::Arguments<'q>: sqlx::IntoArguments<'q, DB>,
            for<'q> String: sqlx::Encode<'q, DB> + sqlx::Decode<'q, DB> + sqlx::Type<DB>,
            for<'q> i64: sqlx::Encode<'q, DB> + sqlx::Decode<'q, DB> + sqlx::Type<DB>,
            for<'q> Option<&'q str>: sqlx::Encode<'q, DB>,
            for<'q> Option<i64>: sqlx::Encode<'q, DB>,
            for<'q> &'q str: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
            &'static str: sqlx::ColumnIndex<DB::Row>,
        $($body)*
    };
}

/// `impl TRAIT for SqlStore<DB> { … }` for both databases; without a
/// trait, `SqlStore<DB>`'s own methods.
macro_rules! sql_store_impl {
    ($trait:ident { $($body:tt)* }) => {
        with_sql_bounds!({
            #[async_trait::async_trait]
            impl<DB> $trait for super::sql::SqlStore<DB>
        } {{ $($body)* }});
    };
    ({ $($body:tt)* }) => {
        with_sql_bounds!({ impl<DB> super::sql::SqlStore<DB> } {{ $($body)* }});
    };
}

/// `fn NAME<DB>(…)` for both databases: a statement helper that works on
/// a connection (inside a transaction) rather than on the store, or reads
/// a row.
macro_rules! sql_fn {
    ($(#[$meta:meta])* $vis:vis async fn $name:ident ($($args:tt)*) -> $ret:ty $body:block) => {
        with_sql_bounds!({ $(#[$meta])* $vis async fn $name<DB>($($args)*) -> $ret } { $body });
    };
    ($(#[$meta:meta])* $vis:vis fn $name:ident ($($args:tt)*) -> $ret:ty $body:block) => {
        with_sql_bounds!({ $(#[$meta])* $vis fn $name<DB>($($args)*) -> $ret } { $body });
    };
}

mod arena;
mod arena_rows;
mod chat;
mod chat_rows;
mod dialect;
mod explorer;
mod explorer_rows;
mod player_rows;
mod players;
mod postgres;
mod push;
mod rate;
mod rows;
mod sql;
mod sqlite;
mod tokens;
mod tv;
mod writer;

use async_trait::async_trait;

pub use arena::{ArenaStore, StoredArena};
pub use arena_rows::{ArenaGameRow, ArenaPlayerRow, ArenaRow, ArenaWrite};
pub use chat::ChatStore;
pub use chat_rows::{ChatRow, ReportRow};
pub use explorer::ExplorerStore;
pub use explorer_rows::{ExploredGame, ExplorerMoveRow, ExplorerStep, Tally};
pub use player_rows::{RatedGameRow, RatingRow, RATING_UNIT};
pub use players::{DeviceRow, NewPlayer, PlayerRow, PlayerStore};
pub use postgres::PostgresStore;
pub use push::{PushStore, PushSubscriptionRow};
pub use sql::SqlStore;
pub use sqlite::{backup as backup_sqlite, SqliteStore};
pub use tokens::{TokenRow, TokenStore};
pub use tv::{LiveGameRow, TvStore};
pub use writer::Writer;

/// A storage failure: what happened, with the database's own words.
#[derive(Clone, Debug, thiserror::Error)]
pub enum StoreError {
    /// In a cluster: this node no longer holds the game's lease (another
    /// node took it over), so nothing of the change was stored.
    #[error("game {game} is no longer run by node {node}")]
    LeaseLost { game: String, node: String },
    /// The database cannot be reached or did not answer in time (a
    /// connection refused or lost, a pool that timed out, a busy file).
    #[error("the database is unavailable: {0}")]
    Unavailable(String),
    /// A write the database's rules refuse (a key taken, a row missing).
    #[error("the database refused a write: {0}")]
    Constraint(String),
    /// A row that should be there is not.
    #[error("not found in the database: {0}")]
    NotFound(String),
    /// Any other failure of the database.
    #[error("database error: {0}")]
    Database(String),
    #[error(
        "database URL `{0}` is not supported (expected sqlite://PATH, sqlite::memory: or postgres://USER@HOST/DB)"
    )]
    UnsupportedUrl(String),
    #[error("stored game `{id}` cannot be read: {why}")]
    Corrupt { id: String, why: String },
    #[error("the database writer has stopped")]
    WriterGone,
    #[error("backup: {0}")]
    Backup(String),
}

impl StoreError {
    /// Whether trying again later may succeed: the database (or its
    /// writer) is out of reach, not the request at fault.
    pub fn is_unavailable(&self) -> bool {
        matches!(self, StoreError::Unavailable(_) | StoreError::WriterGone)
    }
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> StoreError {
        use sqlx::error::ErrorKind;
        match &e {
            sqlx::Error::RowNotFound => StoreError::NotFound(e.to_string()),
            sqlx::Error::Io(_)
            | sqlx::Error::Tls(_)
            | sqlx::Error::PoolTimedOut
            | sqlx::Error::PoolClosed
            | sqlx::Error::WorkerCrashed => StoreError::Unavailable(e.to_string()),
            sqlx::Error::Database(d) => match d.kind() {
                ErrorKind::UniqueViolation
                | ErrorKind::ForeignKeyViolation
                | ErrorKind::NotNullViolation
                | ErrorKind::CheckViolation => StoreError::Constraint(e.to_string()),
                _ if unreachable_code(d.code().as_deref()) => {
                    StoreError::Unavailable(e.to_string())
                }
                _ => StoreError::Database(e.to_string()),
            },
            _ => StoreError::Database(e.to_string()),
        }
    }
}

/// Database error codes that say the database is out of reach for now
/// rather than that the statement is wrong: SQLite's busy and locked
/// (5, 6), PostgreSQL's connection exceptions (class 08), shutdowns and
/// cancellations (57P01-57P03, 57014) and too many connections (53300).
fn unreachable_code(code: Option<&str>) -> bool {
    match code {
        Some("5" | "6" | "53300" | "57014" | "57P01" | "57P02" | "57P03") => true,
        Some(code) => code.starts_with("08"),
        None => false,
    }
}

/// A row of the `games` table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    pub id: String,
    pub variant: String,
    pub start_fen: Option<String>,
    pub opponent: String,
    pub color_choice: String,
    pub clock_initial_ms: Option<i64>,
    pub clock_increment_ms: Option<i64>,
    pub white_ms: Option<i64>,
    pub black_ms: Option<i64>,
    pub white_seat: Option<String>,
    pub black_seat: Option<String>,
    pub white_session: Option<String>,
    pub black_session: Option<String>,
    pub white_level: Option<i64>,
    pub black_level: Option<i64>,
    pub status: String,
    pub winner: Option<String>,
    pub reason: Option<String>,
    pub seq: i64,
    pub rematch_of: Option<String>,
    pub rematch_id: Option<String>,
    pub created_at: i64,
    pub ended_at: Option<i64>,
    /// 1 when the game was created rated (both players named, a clock).
    pub rated: i64,
    /// The players' names, when they have one.
    pub white_player: Option<String>,
    pub black_player: Option<String>,
    /// The ratings shown when they sat down ("1500?").
    pub white_rating: Option<String>,
    pub black_rating: Option<String>,
    /// The arena that paired this game, if one did.
    pub tournament_id: Option<String>,
    /// Who berserked in an arena game: 1 White, 2 Black, 3 both.
    pub berserk: i64,
    /// A correspondence game's days per move.
    pub days: Option<i64>,
    /// A correspondence game in play: the Unix second by which the side
    /// to move must move.
    pub move_by: Option<i64>,
    /// A correspondence seek while it waits: the client address that made
    /// it (its cap per address holds across a restart).
    pub seek_address: Option<String>,
    /// A rated seek's rating range, while it waits.
    pub range_min: Option<i64>,
    pub range_max: Option<i64>,
}

impl GameRow {
    /// A game of `variant` between friends with nothing more said: no
    /// seat, clock, players or result, status `playing`, created at second
    /// 0. Tests, benches and tools that write games straight to a store
    /// start from it and set what they need
    /// (`GameRow { status: "finished".into(), ..GameRow::blank("g1", "chess") }`).
    pub fn blank(id: &str, variant: &str) -> GameRow {
        GameRow {
            id: id.to_owned(),
            variant: variant.to_owned(),
            start_fen: None,
            opponent: "friend".to_owned(),
            color_choice: "white".to_owned(),
            clock_initial_ms: None,
            clock_increment_ms: None,
            white_ms: None,
            black_ms: None,
            white_seat: None,
            black_seat: None,
            white_session: None,
            black_session: None,
            white_level: None,
            black_level: None,
            status: "playing".to_owned(),
            winner: None,
            reason: None,
            seq: 0,
            rematch_of: None,
            rematch_id: None,
            created_at: 0,
            ended_at: None,
            rated: 0,
            white_player: None,
            black_player: None,
            white_rating: None,
            black_rating: None,
            tournament_id: None,
            berserk: 0,
            days: None,
            move_by: None,
            seek_address: None,
            range_min: None,
            range_max: None,
        }
    }
}

/// A row of the `moves` table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    pub game_id: String,
    /// 1 for the first move.
    pub ply: i64,
    pub uci: String,
    pub san: String,
    pub white_ms: Option<i64>,
    pub black_ms: Option<i64>,
    pub played_at: i64,
}

/// One change to storage. A game's change is a list of these, applied in
/// one transaction.
#[derive(Clone, Debug)]
pub enum Write {
    /// A new game.
    Insert(GameRow),
    /// The game's row as it is now (every mutable column).
    Update(GameRow),
    AddMove(MoveRow),
    /// Moves taken back: every move after `ply` is removed.
    TruncateMoves {
        game_id: String,
        ply: i64,
    },
    /// In a cluster: the change is only stored if `node` still holds the
    /// game's lease, which stays locked until the change is committed, so
    /// a node that lost a game (it froze and another took over) can never
    /// store a move the new owner does not know of. Nothing on SQLite.
    HoldLease {
        game_id: String,
        node: String,
    },
    /// A rated game ended: both ratings change in this transaction, once
    /// (a game already rated is not rated again).
    Rate(RatedEnd),
    /// A line said in a game's chat.
    AddChat(ChatRow),
    /// A chat reported for a person to read.
    Report(ReportRow),
    /// An arena's change (`store/arena.rs`).
    Arena(ArenaWrite),
    /// A finished game's first moves added to the opening explorer, once
    /// (`store/explorer_rows.rs`).
    Explore(ExploredGame),
}

/// What rating a game's end needs.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedEnd {
    pub game_id: String,
    pub variant: String,
    pub white: String,
    pub black: String,
    pub score: crate::rating::Score,
    pub ended_at: i64,
}

/// Finished games of one variant, by winner and reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultCount {
    pub variant: String,
    /// `white`, `black`, or `None` for a draw.
    pub winner: Option<String>,
    pub reason: String,
    pub games: i64,
}

/// A game a browser session holds a seat in, with what its row lacks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatGame {
    pub game: GameRow,
    /// Moves (plies) played.
    pub plies: i64,
    /// Unix time of the last move, or of the creation before any move.
    pub active_at: i64,
}

/// At most this many unfinished games are listed for one session.
pub const MAX_UNFINISHED_SEATS: i64 = 100;

/// What the server needs from a database.
#[async_trait]
pub trait Store:
    PlayerStore
    + ArenaStore
    + ChatStore
    + TokenStore
    + TvStore
    + PushStore
    + ExplorerStore
    + Send
    + Sync
    + 'static
{
    /// Applies the writes in one transaction: all or nothing.
    async fn apply(&self, writes: &[Write]) -> Result<(), StoreError>;

    /// A game and its moves (in order), if it exists.
    async fn load(&self, id: &str) -> Result<Option<(GameRow, Vec<MoveRow>)>, StoreError>;

    /// Ids of the games that are not over (waiting or playing), oldest first.
    async fn unfinished(&self) -> Result<Vec<String>, StoreError>;

    /// The games whose seats `session` took: every unfinished one (up to
    /// [`MAX_UNFINISHED_SEATS`], most recently active first), then the
    /// `finished` most recently finished ones.
    async fn seats_of(&self, session: &str, finished: i64) -> Result<Vec<SeatGame>, StoreError>;

    /// Finished games counted by variant, winner and reason.
    async fn results(&self) -> Result<Vec<ResultCount>, StoreError>;

    /// The review of finished game `game_id` (JSON, docs/protocol.md), if
    /// one was made.
    async fn review(&self, game_id: &str) -> Result<Option<String>, StoreError>;

    /// Keeps the review of finished game `game_id`, made at unix time
    /// `now`; the first one kept stays.
    async fn save_review(&self, game_id: &str, body: &str, now: i64) -> Result<(), StoreError>;

    /// Ids of the finished games of `variant` that ended at or after unix
    /// time `since` (seconds), in the order they ended.
    async fn finished_since(&self, variant: &str, since: i64) -> Result<Vec<String>, StoreError>;
}

/// Opens the store named by a URL: `sqlite://path/to/file.db` (created if
/// missing), `sqlite::memory:`, or `postgres://user@host:port/database`.
pub async fn open(url: &str) -> Result<std::sync::Arc<dyn Store>, StoreError> {
    if url.starts_with("sqlite:") {
        Ok(std::sync::Arc::new(SqliteStore::open(url).await?))
    } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        Ok(std::sync::Arc::new(PostgresStore::open(url).await?))
    } else {
        Err(StoreError::UnsupportedUrl(url.to_owned()))
    }
}
