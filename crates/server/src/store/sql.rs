//! The store, written once for every database sqlx speaks to: the same
//! statements, rows and transactions for SQLite and PostgreSQL. Only what
//! differs is left to each database's [`Dialect`]: how a statement names
//! its parameters, and what a transaction checks before its writes (in a
//! cluster's PostgreSQL, the game leases it depends on).

use std::borrow::Cow;

use async_trait::async_trait;
use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::{ColumnIndex, Database, Decode, Encode, Executor, IntoArguments, Pool, Row, Type};

use super::rows::{
    seats_sql, Stored, FINISHED_SINCE_SQL, GAME_COLUMNS, RESULTS_SQL, UNFINISHED_SQL,
};
use super::{GameRow, MoveRow, ResultCount, SeatGame, Store, StoreError, Write};

pub(super) fn db(e: impl std::fmt::Display) -> StoreError {
    StoreError::Database(e.to_string())
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

/// What one database does its own way.
#[async_trait]
pub trait Dialect: Database {
    /// A statement written with `?` parameters, as this database wants it.
    fn params(sql: &str) -> Cow<'_, str>;

    /// Checks made inside a transaction before its writes; an error
    /// aborts the whole transaction.
    async fn before_writes(
        conn: &mut Self::Connection,
        writes: &[Write],
    ) -> Result<(), sqlx::Error>;
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
const UPDATE_SQL: &str = "UPDATE games SET white_ms = ?, black_ms = ?, white_seat = ?, \
     black_seat = ?, white_session = ?, black_session = ?, status = ?, winner = ?, \
     reason = ?, seq = ?, rematch_id = ?, ended_at = ? WHERE id = ?";
const ADD_MOVE_SQL: &str = "INSERT INTO moves \
     (game_id, ply, uci, san, white_ms, black_ms, played_at) VALUES (?, ?, ?, ?, ?, ?, ?)";
const TRUNCATE_SQL: &str = "DELETE FROM moves WHERE game_id = ? AND ply > ?";
const MOVES_SQL: &str = "SELECT ply, uci, san, white_ms, black_ms, played_at FROM moves \
     WHERE game_id = ? ORDER BY ply";

fn insert_sql() -> String {
    let marks = vec!["?"; GAME_COLUMNS.split(',').count()].join(", ");
    format!("INSERT INTO games ({GAME_COLUMNS}) VALUES ({marks})")
}

#[async_trait]
impl<DB> Store for SqlStore<DB>
where
    DB: Dialect,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    for<'q> DB::Arguments<'q>: IntoArguments<'q, DB>,
    for<'q> String: Encode<'q, DB> + Decode<'q, DB> + Type<DB>,
    for<'q> i64: Encode<'q, DB> + Decode<'q, DB> + Type<DB>,
    for<'q> Option<String>: Encode<'q, DB>,
    for<'q> Option<i64>: Encode<'q, DB>,
    for<'q> &'q str: Encode<'q, DB> + Type<DB>,
    &'static str: ColumnIndex<DB::Row>,
{
    async fn apply(&self, writes: &[Write]) -> Result<(), StoreError> {
        let mut tx = self.writer.begin().await.map_err(db)?;
        DB::before_writes(&mut tx, writes).await.map_err(db)?;
        for write in writes {
            let conn: &mut DB::Connection = &mut tx;
            match write {
                Write::Insert(g) => {
                    let sql = insert_sql();
                    sqlx::query(&DB::params(&sql))
                        .bind(&g.id)
                        .bind(&g.variant)
                        .bind(&g.start_fen)
                        .bind(&g.opponent)
                        .bind(&g.color_choice)
                        .bind(g.clock_initial_ms)
                        .bind(g.clock_increment_ms)
                        .bind(g.white_ms)
                        .bind(g.black_ms)
                        .bind(&g.white_seat)
                        .bind(&g.black_seat)
                        .bind(&g.white_session)
                        .bind(&g.black_session)
                        .bind(g.white_level)
                        .bind(g.black_level)
                        .bind(&g.status)
                        .bind(&g.winner)
                        .bind(&g.reason)
                        .bind(g.seq)
                        .bind(&g.rematch_of)
                        .bind(&g.rematch_id)
                        .bind(g.created_at)
                        .bind(g.ended_at)
                        .execute(&mut *conn)
                        .await
                        .map_err(db)?;
                }
                Write::Update(g) => {
                    sqlx::query(&DB::params(UPDATE_SQL))
                        .bind(g.white_ms)
                        .bind(g.black_ms)
                        .bind(&g.white_seat)
                        .bind(&g.black_seat)
                        .bind(&g.white_session)
                        .bind(&g.black_session)
                        .bind(&g.status)
                        .bind(&g.winner)
                        .bind(&g.reason)
                        .bind(g.seq)
                        .bind(&g.rematch_id)
                        .bind(g.ended_at)
                        .bind(&g.id)
                        .execute(&mut *conn)
                        .await
                        .map_err(db)?;
                }
                Write::AddMove(m) => {
                    sqlx::query(&DB::params(ADD_MOVE_SQL))
                        .bind(&m.game_id)
                        .bind(m.ply)
                        .bind(&m.uci)
                        .bind(&m.san)
                        .bind(m.white_ms)
                        .bind(m.black_ms)
                        .bind(m.played_at)
                        .execute(&mut *conn)
                        .await
                        .map_err(db)?;
                }
                Write::TruncateMoves { game_id, ply } => {
                    sqlx::query(&DB::params(TRUNCATE_SQL))
                        .bind(game_id)
                        .bind(ply)
                        .execute(&mut *conn)
                        .await
                        .map_err(db)?;
                }
                // Checked for the whole transaction first (`before_writes`).
                Write::HoldLease { .. } => {}
            }
        }
        tx.commit().await.map_err(db)
    }

    async fn load(&self, id: &str) -> Result<Option<(GameRow, Vec<MoveRow>)>, StoreError> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?");
        let row = sqlx::query(&DB::params(&sql))
            .bind(id)
            .fetch_optional(&self.reader)
            .await
            .map_err(db)?;
        let Some(row) = row else { return Ok(None) };
        let game = Stored(&row).game().map_err(db)?;
        let moves = sqlx::query(&DB::params(MOVES_SQL))
            .bind(id)
            .fetch_all(&self.reader)
            .await
            .map_err(db)?
            .iter()
            .map(|r| Stored(r).game_move(id))
            .collect::<Result<Vec<_>, sqlx::Error>>()
            .map_err(db)?;
        Ok(Some((game, moves)))
    }

    async fn unfinished(&self) -> Result<Vec<String>, StoreError> {
        sqlx::query(UNFINISHED_SQL)
            .fetch_all(&self.reader)
            .await
            .map_err(db)?
            .iter()
            .map(|r| r.try_get("id").map_err(db))
            .collect()
    }

    async fn seats_of(&self, session: &str, finished: i64) -> Result<Vec<SeatGame>, StoreError> {
        let mut games = Vec::new();
        for (over, limit) in [(false, super::MAX_UNFINISHED_SEATS), (true, finished)] {
            let sql = seats_sql(over);
            let rows = sqlx::query(&DB::params(&sql))
                .bind(session)
                .bind(session)
                .bind(limit)
                .fetch_all(&self.reader)
                .await
                .map_err(db)?;
            for row in &rows {
                games.push(Stored(row).seat_game().map_err(db)?);
            }
        }
        Ok(games)
    }

    async fn finished_since(&self, variant: &str, since: i64) -> Result<Vec<String>, StoreError> {
        sqlx::query(&DB::params(FINISHED_SINCE_SQL))
            .bind(variant)
            .bind(since)
            .fetch_all(&self.reader)
            .await
            .map_err(db)?
            .iter()
            .map(|r| r.try_get("id").map_err(db))
            .collect()
    }

    async fn review(&self, game_id: &str) -> Result<Option<String>, StoreError> {
        let row = sqlx::query(&DB::params("SELECT body FROM reviews WHERE game_id = ?"))
            .bind(game_id)
            .fetch_optional(&self.reader)
            .await
            .map_err(db)?;
        row.map(|r| r.try_get("body").map_err(db)).transpose()
    }

    async fn save_review(&self, game_id: &str, body: &str, now: i64) -> Result<(), StoreError> {
        let sql = "INSERT INTO reviews (game_id, body, created_at) VALUES (?, ?, ?) \
             ON CONFLICT (game_id) DO NOTHING";
        sqlx::query(&DB::params(sql))
            .bind(game_id)
            .bind(body)
            .bind(now)
            .execute(&self.writer)
            .await
            .map_err(db)?;
        Ok(())
    }

    async fn results(&self) -> Result<Vec<ResultCount>, StoreError> {
        sqlx::query(RESULTS_SQL)
            .fetch_all(&self.reader)
            .await
            .map_err(db)?
            .iter()
            .map(|r| Stored(r).result().map_err(db))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn question_marks_become_numbered_parameters() {
        assert_eq!(
            super::numbered("DELETE FROM moves WHERE game_id = ? AND ply > ?"),
            "DELETE FROM moves WHERE game_id = $1 AND ply > $2"
        );
        assert!(super::insert_sql().ends_with("?, ?)"));
        assert_eq!(super::insert_sql().matches('?').count(), 23);
    }
}
