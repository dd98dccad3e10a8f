//! The store, written once for every database sqlx speaks to: the same
//! statements, rows and transactions for SQLite and PostgreSQL. Only what
//! differs is left to each database's [`Dialect`]: how a statement names
//! its parameters, and what a transaction checks before its writes (in a
//! cluster's PostgreSQL, the game leases it depends on).

use std::borrow::Cow;

use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::{Database, Pool, Row};

pub(super) use super::dialect::{bind, Dialect, Int, Param, Text};
use super::rows::{
    seats_sql, Stored, FINISHED_SINCE_SQL, GAME_COLUMNS, RESULTS_SQL, UNFINISHED_SQL,
};
use super::{GameRow, MoveRow, ResultCount, SeatGame, Store, StoreError, Write};

pub(super) fn db(e: sqlx::Error) -> StoreError {
    StoreError::from(e)
}

/// Migrations embedded in the binary: (version, name, SQL) each.
pub(super) fn migrator(steps: &[(i64, &'static str, &'static str)]) -> Migrator {
    Migrator {
        migrations: Cow::Owned(
            steps
                .iter()
                .map(|&(version, name, sql)| {
                    Migration::new(
                        version,
                        Cow::Borrowed(name),
                        MigrationType::Simple,
                        Cow::Borrowed(sql),
                        false,
                    )
                })
                .collect(),
        ),
        ..Migrator::DEFAULT
    }
}

/// Games kept in a database of dialect `DB`: one pool that writes and one
/// that reads (the same pool where the database needs no split).
pub struct SqlStore<DB: Database> {
    pub(super) writer: Pool<DB>,
    pub(super) reader: Pool<DB>,
}

/// `?` parameters numbered `$1`, `$2`… (for PostgreSQL).
pub(super) fn numbered(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len() + 16);
    let mut n = 0;
    for ch in sql.chars() {
        if ch == '?' {
            n += 1;
            out.push('$');
            out.push_str(&n.to_string());
        } else {
            out.push(ch);
        }
    }
    out
}

/// The columns `Write::Update` sets (every column that changes).
const UPDATED_COLUMNS: [&str; 20] = [
    "white_ms",
    "black_ms",
    "white_seat",
    "black_seat",
    "white_session",
    "black_session",
    "status",
    "winner",
    "reason",
    "seq",
    "rematch_id",
    "ended_at",
    "rated",
    "white_player",
    "black_player",
    "white_rating",
    "black_rating",
    "berserk",
    "move_by",
    "seek_address",
];
const ADD_MOVE_SQL: &str = "INSERT INTO moves \
     (game_id, ply, uci, san, white_ms, black_ms, played_at) VALUES (?, ?, ?, ?, ?, ?, ?)";
const TRUNCATE_SQL: &str = "DELETE FROM moves WHERE game_id = ? AND ply > ?";
const MOVES_SQL: &str = "SELECT ply, uci, san, white_ms, black_ms, played_at FROM moves \
     WHERE game_id = ? ORDER BY ply";

/// The statement inserting the columns named.
fn insert_sql(columns: &[&str]) -> String {
    let marks = vec!["?"; columns.len()].join(", ");
    format!(
        "INSERT INTO games ({}) VALUES ({marks})",
        columns.join(", ")
    )
}

fn update_sql() -> String {
    let set: Vec<String> = UPDATED_COLUMNS.iter().map(|c| format!("{c} = ?")).collect();
    format!("UPDATE games SET {} WHERE id = ?", set.join(", "))
}

/// The columns of `games` (all of [`GAME_COLUMNS`]) with their values in
/// `g`.
fn game_params(g: &GameRow) -> [(&'static str, Param<'_>); 35] {
    [
        ("id", Text(Some(&g.id))),
        ("variant", Text(Some(&g.variant))),
        ("start_fen", Text(g.start_fen.as_deref())),
        ("opponent", Text(Some(&g.opponent))),
        ("color_choice", Text(Some(&g.color_choice))),
        ("clock_initial_ms", Int(g.clock_initial_ms)),
        ("clock_increment_ms", Int(g.clock_increment_ms)),
        ("white_ms", Int(g.white_ms)),
        ("black_ms", Int(g.black_ms)),
        ("white_seat", Text(g.white_seat.as_deref())),
        ("black_seat", Text(g.black_seat.as_deref())),
        ("white_session", Text(g.white_session.as_deref())),
        ("black_session", Text(g.black_session.as_deref())),
        ("white_level", Int(g.white_level)),
        ("black_level", Int(g.black_level)),
        ("status", Text(Some(&g.status))),
        ("winner", Text(g.winner.as_deref())),
        ("reason", Text(g.reason.as_deref())),
        ("seq", Int(Some(g.seq))),
        ("rematch_of", Text(g.rematch_of.as_deref())),
        ("rematch_id", Text(g.rematch_id.as_deref())),
        ("created_at", Int(Some(g.created_at))),
        ("ended_at", Int(g.ended_at)),
        ("rated", Int(Some(g.rated))),
        ("white_player", Text(g.white_player.as_deref())),
        ("black_player", Text(g.black_player.as_deref())),
        ("white_rating", Text(g.white_rating.as_deref())),
        ("black_rating", Text(g.black_rating.as_deref())),
        ("tournament_id", Text(g.tournament_id.as_deref())),
        ("berserk", Int(Some(g.berserk))),
        ("days", Int(g.days)),
        ("move_by", Int(g.move_by)),
        ("seek_address", Text(g.seek_address.as_deref())),
        ("range_min", Int(g.range_min)),
        ("range_max", Int(g.range_max)),
    ]
}

/// The statement (with `?` parameters) that stores one write, and its
/// values; `None` for a write that stores nothing itself.
fn statement(write: &Write) -> Option<(String, Vec<Param<'_>>)> {
    Some(match write {
        Write::Insert(g) => {
            let params = game_params(g);
            let columns: Vec<&str> = params.iter().map(|(name, _)| *name).collect();
            (insert_sql(&columns), params.map(|(_, v)| v).to_vec())
        }
        // Gathered and sent by `flush_plain`.
        Write::AddMove(_) | Write::Update(_) => return None,
        Write::TruncateMoves { game_id, ply } => (
            TRUNCATE_SQL.to_owned(),
            vec![Text(Some(game_id)), Int(Some(*ply))],
        ),
        // Checked for the whole transaction first (`Dialect::before_writes`).
        Write::HoldLease { .. } => return None,
        // Reads before it writes (`players::rate`).
        Write::Rate(_) => return None,
        // Writes only if the game was not counted before (`explorer::count`).
        Write::Explore(_) => return None,
        Write::AddChat(row) => super::chat_rows::add_line(row),
        Write::Report(row) => super::chat_rows::report(row),
        Write::Arena(a) => super::arena_rows::statement(a),
    })
}

/// The moves and game rows of a transaction written so far but not yet
/// sent: under load a group commit holds hundreds of plain moves (a move
/// and its game's row), and each statement is a round trip to the
/// database (for SQLite, to its worker thread and back). Consecutive ones
/// go as one multi-row statement per kind. A game's writes keep their
/// order: a second row for the same game, or any other kind of write,
/// sends what is pending first.
#[derive(Default)]
struct Plain<'a> {
    moves: Vec<&'a MoveRow>,
    updates: Vec<&'a GameRow>,
    /// Games with a row pending.
    updated: std::collections::HashSet<&'a str>,
}

impl<'a> Plain<'a> {
    /// Holds `write` back if it is a plain one that may join the pending.
    fn take(&mut self, write: &'a Write) -> bool {
        match write {
            Write::AddMove(m) if !self.updated.contains(m.game_id.as_str()) => {
                self.moves.push(m);
                true
            }
            Write::Update(g) if self.updated.insert(g.id.as_str()) => {
                self.updates.push(g);
                true
            }
            _ => false,
        }
    }
}

/// How many rows one multi-row statement carries: a few fixed sizes, so
/// each connection prepares at most a few statements of each kind.
fn chunk(left: usize) -> usize {
    [64, 16, 4, 1].into_iter().find(|&n| n <= left).unwrap_or(1)
}

/// `(?, …, ?)` for `columns` values, `rows` times, comma-separated.
fn value_rows(columns: usize, rows: usize) -> String {
    let row = format!("({})", vec!["?"; columns].join(", "));
    vec![row; rows].join(", ")
}

/// One move's values, in [`ADD_MOVE_SQL`]'s order.
fn move_params(m: &MoveRow) -> [Param<'_>; 7] {
    [
        Text(Some(&m.game_id)),
        Int(Some(m.ply)),
        Text(Some(&m.uci)),
        Text(Some(&m.san)),
        Int(m.white_ms),
        Int(m.black_ms),
        Int(Some(m.played_at)),
    ]
}

/// The game's id, then its [`UPDATED_COLUMNS`] values.
fn update_params(g: &GameRow) -> Vec<Param<'_>> {
    let params = game_params(g);
    let mut values = vec![Text(Some(&g.id))];
    values.extend(
        UPDATED_COLUMNS
            .iter()
            .filter_map(|c| params.iter().find(|(name, _)| name == c).map(|p| p.1)),
    );
    values
}

/// Several games' rows updated by one statement: the new values come as a
/// table (`VALUES`, whose columns both databases name `column1`, …).
fn update_many_sql(rows: usize) -> String {
    let set: Vec<String> = UPDATED_COLUMNS
        .iter()
        .enumerate()
        .map(|(i, c)| format!("{c} = v.column{}", i + 2))
        .collect();
    format!(
        "UPDATE games SET {} FROM (VALUES {}) AS v WHERE games.id = v.column1",
        set.join(", "),
        value_rows(UPDATED_COLUMNS.len() + 1, rows)
    )
}

sql_fn! {
    /// Runs one statement written with `?` parameters.
    async fn execute(conn: &mut DB::Connection, sql: &str, params: &[Param<'_>]) -> Result<(), StoreError> {
        let sql = DB::params(sql);
        bind(sqlx::query(&sql), params)
            .execute(&mut *conn)
            .await
            .map_err(db)?;
        Ok(())
    }
}

sql_fn! {
    /// Sends the pending plain writes: the moves, then the games' rows.
    async fn flush_plain(conn: &mut DB::Connection, plain: &mut Plain<'_>) -> Result<(), StoreError> {
        let mut moves = &plain.moves[..];
        while !moves.is_empty() {
            let n = chunk(moves.len());
            let params: Vec<Param> = moves[..n].iter().flat_map(|m| move_params(m)).collect();
            let sql = if n == 1 {
                ADD_MOVE_SQL.to_owned()
            } else {
                format!(
                    "INSERT INTO moves (game_id, ply, uci, san, white_ms, black_ms, played_at) VALUES {}",
                    value_rows(7, n)
                )
            };
            execute::<DB>(conn, &sql, &params).await?;
            moves = &moves[n..];
        }
        let mut updates = &plain.updates[..];
        while !updates.is_empty() {
            let n = chunk(updates.len());
            let (sql, params) = if n == 1 {
                let mut params = update_params(updates[0]);
                params.rotate_left(1);
                (update_sql(), params)
            } else {
                let params: Vec<Param> = updates[..n].iter().flat_map(|g| update_params(g)).collect();
                (update_many_sql(n), params)
            };
            execute::<DB>(conn, &sql, &params).await?;
            updates = &updates[n..];
        }
        plain.moves.clear();
        plain.updates.clear();
        plain.updated.clear();
        Ok(())
    }
}

sql_store_impl!(Store {
    async fn apply(&self, writes: &[Write]) -> Result<(), StoreError> {
        let mut tx = self.writer.begin().await.map_err(db)?;
        DB::before_writes(&mut tx, writes).await?;
        let mut plain = Plain::default();
        for write in writes {
            if plain.take(write) {
                continue;
            }
            let conn: &mut DB::Connection = &mut tx;
            flush_plain::<DB>(conn, &mut plain).await?;
            if plain.take(write) {
                continue;
            }
            if let Write::Rate(end) = write {
                super::rate::rate::<DB>(conn, end).await.map_err(db)?;
                continue;
            }
            if let Write::Explore(game) = write {
                super::explorer_rows::count::<DB>(conn, game).await.map_err(db)?;
                continue;
            }
            let Some((sql, params)) = statement(write) else {
                continue;
            };
            execute::<DB>(conn, &sql, &params).await?;
        }
        flush_plain::<DB>(&mut tx, &mut plain).await?;
        tx.commit().await.map_err(db)
    }

    async fn load(&self, id: &str) -> Result<Option<(GameRow, Vec<MoveRow>)>, StoreError> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?");
        let Some(row) = self.select(&sql, &[Text(Some(id))]).await?.pop() else {
            return Ok(None);
        };
        let game = Stored(&row).game().map_err(db)?;
        let moves = self.select(MOVES_SQL, &[Text(Some(id))]).await?;
        let moves = moves.iter().map(|r| Stored(r).game_move(id));
        Ok(Some((game, moves.collect::<Result<_, _>>().map_err(db)?)))
    }

    async fn unfinished(&self) -> Result<Vec<String>, StoreError> {
        let rows = self.select(UNFINISHED_SQL, &[]).await?;
        rows.iter().map(|r| Stored(r).id().map_err(db)).collect()
    }

    async fn seats_of(&self, session: &str, finished: i64) -> Result<Vec<SeatGame>, StoreError> {
        let mut games = Vec::new();
        for (over, limit) in [(false, super::MAX_UNFINISHED_SEATS), (true, finished)] {
            let params = [Text(Some(session)), Text(Some(session)), Int(Some(limit))];
            for row in &self.select(&seats_sql(over), &params).await? {
                games.push(Stored(row).seat_game().map_err(db)?);
            }
        }
        Ok(games)
    }

    async fn finished_since(&self, variant: &str, since: i64) -> Result<Vec<String>, StoreError> {
        let params = [Text(Some(variant)), Int(Some(since))];
        let rows = self.select(FINISHED_SINCE_SQL, &params).await?;
        rows.iter().map(|r| Stored(r).id().map_err(db)).collect()
    }

    async fn review(&self, game_id: &str) -> Result<Option<String>, StoreError> {
        let sql = "SELECT body FROM reviews WHERE game_id = ?";
        let rows = self.select(sql, &[Text(Some(game_id))]).await?;
        rows.first()
            .map(|r| r.try_get("body").map_err(db))
            .transpose()
    }

    async fn save_review(&self, game_id: &str, body: &str, now: i64) -> Result<(), StoreError> {
        let sql = "INSERT INTO reviews (game_id, body, created_at) VALUES (?, ?, ?) \
             ON CONFLICT (game_id) DO NOTHING";
        let params = [Text(Some(game_id)), Text(Some(body)), Int(Some(now))];
        self.write(sql, &params).await
    }

    async fn results(&self) -> Result<Vec<ResultCount>, StoreError> {
        let rows = self.select(RESULTS_SQL, &[]).await?;
        rows.iter()
            .map(|r| Stored(r).result().map_err(db))
            .collect()
    }
});

sql_store_impl!({
    /// The rows statement `sql` (with `?` parameters) selects, `params`
    /// bound.
    pub(super) async fn select(
        &self,
        sql: &str,
        params: &[Param<'_>],
    ) -> Result<Vec<DB::Row>, StoreError> {
        let sql = DB::params(sql);
        bind(sqlx::query(&sql), params)
            .fetch_all(&self.reader)
            .await
            .map_err(db)
    }

    /// Runs statement `sql` (with `?` parameters) on the writing pool,
    /// outside any game's change.
    pub(super) async fn write(&self, sql: &str, params: &[Param<'_>]) -> Result<(), StoreError> {
        let sql = DB::params(sql);
        bind(sqlx::query(&sql), params)
            .execute(&self.writer)
            .await?;
        Ok(())
    }
});

#[cfg(test)]
mod tests {
    #[test]
    fn question_marks_become_numbered_parameters() {
        assert_eq!(
            super::numbered("DELETE FROM moves WHERE game_id = ? AND ply > ?"),
            "DELETE FROM moves WHERE game_id = $1 AND ply > $2"
        );
        assert_eq!(
            super::insert_sql(&["id", "seq"]),
            "INSERT INTO games (id, seq) VALUES (?, ?)"
        );
        assert!(super::update_sql().starts_with("UPDATE games SET white_ms = ?, black_ms = ?"));
        assert!(super::update_sql().ends_with("ended_at = ?, rated = ?, white_player = ?, black_player = ?, white_rating = ?, black_rating = ?, berserk = ?, move_by = ?, seek_address = ? WHERE id = ?"));
    }
}
