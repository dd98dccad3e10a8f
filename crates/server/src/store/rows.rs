//! Reading `games` and `moves` rows, the same for every database sqlx
//! speaks to (both stores select the same columns by name).

use sqlx::{ColumnIndex, Decode, Row, Type};

use super::{GameRow, MoveRow, ResultCount, SeatGame};

/// The columns of `games`, in the order the stores insert them.
pub(super) const GAME_COLUMNS: &str = "id, variant, start_fen, opponent, color_choice, \
     clock_initial_ms, clock_increment_ms, white_ms, black_ms, white_seat, black_seat, \
     white_session, black_session, white_level, black_level, status, winner, reason, seq, \
     rematch_of, rematch_id, created_at, ended_at, rated, white_player, black_player, \
     white_rating, black_rating, tournament_id, berserk, days, move_by, seek_address, range_min, range_max";

/// Ids of the games not over yet, oldest first (no parameters).
pub(super) const UNFINISHED_SQL: &str =
    "SELECT id FROM games WHERE status IN ('waiting', 'playing') ORDER BY created_at, id";

/// Ids of the finished games of a variant that ended at or after a time
/// (parameters: the variant and the time), in the order they ended.
pub(super) const FINISHED_SINCE_SQL: &str = "SELECT id FROM games WHERE status = 'finished' \
     AND variant = ? AND ended_at >= ? ORDER BY ended_at, id";

/// Finished games counted by variant, winner and reason (no parameters).
pub(super) const RESULTS_SQL: &str = "SELECT variant, winner, reason, COUNT(*) AS games \
     FROM games WHERE status = 'finished' AND reason IS NOT NULL \
     GROUP BY variant, winner, reason";

/// The games a session holds a seat in (parameters: the session twice and
/// the most rows wanted): unfinished ones (`over` = false) or finished
/// ones, the most recently active first, with the number of moves played
/// and the time of the last one.
pub(super) fn seats_sql(over: bool) -> String {
    let (status, order) = if over {
        ("status = 'finished'", "ended_at DESC, id")
    } else {
        ("status IN ('waiting', 'playing')", "active_at DESC, id")
    };
    format!(
        "SELECT {GAME_COLUMNS}, \
         (SELECT COUNT(*) FROM moves WHERE moves.game_id = games.id) AS plies, \
         COALESCE((SELECT MAX(played_at) FROM moves WHERE moves.game_id = games.id), \
         created_at) AS active_at \
         FROM games WHERE (white_session = ? OR black_session = ?) AND {status} \
         ORDER BY {order} LIMIT ?"
    )
}

/// The struct `$ty` from row `$row`, each field named before `;` read from
/// the column of its name, the fields after it given.
macro_rules! by_name {
    ($row:expr => $ty:ident { $($field:ident)+ $(; $($name:ident: $value:expr),+)? }) => {
        $ty {
            $($field: $row.try_get(stringify!($field))?,)+
            $($($name: $value,)+)?
        }
    };
}

/// A row of any database whose rows decode text and 64-bit integers, read
/// by column name (every store selects the same columns).
pub(super) struct Stored<'r, R>(pub &'r R);

impl<'r, R> Stored<'r, R>
where
    R: Row,
    &'static str: ColumnIndex<R>,
    String: Decode<'r, R::Database> + Type<R::Database>,
    i64: Decode<'r, R::Database> + Type<R::Database>,
{
    /// A `games` row.
    pub fn game(&self) -> Result<GameRow, sqlx::Error> {
        Ok(by_name!(self.0 => GameRow {
            id variant start_fen opponent color_choice clock_initial_ms clock_increment_ms
            white_ms black_ms white_seat black_seat white_session black_session
            white_level black_level status winner reason seq rematch_of rematch_id
            created_at ended_at rated white_player black_player white_rating black_rating
            tournament_id berserk days move_by seek_address range_min range_max
        }))
    }

    /// A `moves` row (selected as `ply, uci, san, white_ms, black_ms,
    /// played_at`) of game `game_id`.
    pub fn game_move(&self, game_id: &str) -> Result<MoveRow, sqlx::Error> {
        Ok(by_name!(self.0 => MoveRow {
            ply uci san white_ms black_ms played_at; game_id: game_id.to_owned()
        }))
    }

    /// The `id` column (of [`UNFINISHED_SQL`] and [`FINISHED_SINCE_SQL`]).
    pub fn id(&self) -> Result<String, sqlx::Error> {
        self.0.try_get("id")
    }

    /// A row of [`RESULTS_SQL`].
    pub fn result(&self) -> Result<ResultCount, sqlx::Error> {
        Ok(by_name!(self.0 => ResultCount { variant winner reason games }))
    }

    /// A row of [`seats_sql`].
    pub fn seat_game(&self) -> Result<SeatGame, sqlx::Error> {
        Ok(by_name!(self.0 => SeatGame { plies active_at; game: self.game()? }))
    }
}
