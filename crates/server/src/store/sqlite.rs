//! The SQLite store: one file, WAL journal, migrations embedded in the
//! binary. One connection writes (SQLite has a single writer anyway); a
//! small pool reads alongside it, which WAL allows.

use std::borrow::Cow;
use std::str::FromStr;
use std::time::Duration;

use async_trait::async_trait;
use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use sqlx::Row;

use super::rows::{
    finished_since_sql, game_from_row, move_from_row, result_from_row, seat_game_from_row,
    seats_sql, GAME_COLUMNS, RESULTS_SQL, UNFINISHED_SQL,
};
use super::{GameRow, MoveRow, ResultCount, SeatGame, Store, StoreError, Write};

fn db(e: impl std::fmt::Display) -> StoreError {
    StoreError::Database(e.to_string())
}

fn migrator() -> Migrator {
    Migrator {
        migrations: Cow::Owned(vec![
            Migration::new(
                1,
                Cow::Borrowed("games"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0001_games.sql")),
                false,
            ),
            Migration::new(
                2,
                Cow::Borrowed("seats by session"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0002_seats_by_session.sql")),
                false,
            ),
            Migration::new(
                3,
                Cow::Borrowed("reviews"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0003_reviews.sql")),
                false,
            ),
        ]),
        ..Migrator::DEFAULT
    }
}

/// Games kept in an SQLite database.
pub struct SqliteStore {
    writer: SqlitePool,
    reader: SqlitePool,
}

impl SqliteStore {
    /// Opens (creating if needed) the database at `url` and brings its
    /// schema up to date.
    pub async fn open(url: &str) -> Result<SqliteStore, StoreError> {
        let memory = url.contains(":memory:") || url.contains("mode=memory");
        let options = SqliteConnectOptions::from_str(url)
            .map_err(db)?
            .create_if_missing(true)
            .journal_mode(if memory {
                SqliteJournalMode::Memory
            } else {
                SqliteJournalMode::Wal
            })
            // In WAL mode NORMAL loses nothing when the process dies; only
            // a power cut can lose the last commits.
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(Duration::from_secs(10))
            .foreign_keys(true);
        let writer = SqlitePoolOptions::new()
            .max_connections(1)
            .min_connections(1)
            .idle_timeout(None)
            .max_lifetime(None)
            .connect_with(options.clone())
            .await
            .map_err(db)?;
        migrator().run(&writer).await.map_err(db)?;
        let reader = if memory {
            // A memory database exists once per connection: read through
            // the writer.
            writer.clone()
        } else {
            SqlitePoolOptions::new()
                .max_connections(4)
                .connect_with(options.read_only(true))
                .await
                .map_err(db)?
        };
        Ok(SqliteStore { writer, reader })
    }
}

async fn apply_one(conn: &mut sqlx::SqliteConnection, write: &Write) -> Result<(), sqlx::Error> {
    match write {
        Write::Insert(g) => {
            sqlx::query(&format!(
                "INSERT INTO games ({GAME_COLUMNS}) VALUES \
                 (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            ))
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
            .await?;
        }
        Write::Update(g) => {
            sqlx::query(
                "UPDATE games SET white_ms = ?, black_ms = ?, white_seat = ?, black_seat = ?, \
                 white_session = ?, black_session = ?, status = ?, winner = ?, reason = ?, \
                 seq = ?, rematch_id = ?, ended_at = ? WHERE id = ?",
            )
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
            .await?;
        }
        Write::AddMove(m) => {
            sqlx::query(
                "INSERT INTO moves (game_id, ply, uci, san, white_ms, black_ms, played_at) \
                 VALUES (?, ?, ?, ?, ?, ?, ?)",
            )
            .bind(&m.game_id)
            .bind(m.ply)
            .bind(&m.uci)
            .bind(&m.san)
            .bind(m.white_ms)
            .bind(m.black_ms)
            .bind(m.played_at)
            .execute(&mut *conn)
            .await?;
        }
        Write::TruncateMoves { game_id, ply } => {
            sqlx::query("DELETE FROM moves WHERE game_id = ? AND ply > ?")
                .bind(game_id)
                .bind(ply)
                .execute(&mut *conn)
                .await?;
        }
        // One node, no leases.
        Write::HoldLease { .. } => {}
    }
    Ok(())
}

#[async_trait]
impl Store for SqliteStore {
    async fn apply(&self, writes: &[Write]) -> Result<(), StoreError> {
        let mut tx = self.writer.begin().await.map_err(db)?;
        for write in writes {
            apply_one(&mut tx, write).await.map_err(db)?;
        }
        tx.commit().await.map_err(db)
    }

    async fn load(&self, id: &str) -> Result<Option<(GameRow, Vec<MoveRow>)>, StoreError> {
        let row = sqlx::query(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?"))
            .bind(id)
            .fetch_optional(&self.reader)
            .await
            .map_err(db)?;
        let Some(row) = row else { return Ok(None) };
        let game = game_from_row(&row).map_err(db)?;
        let moves = sqlx::query(
            "SELECT ply, uci, san, white_ms, black_ms, played_at FROM moves \
             WHERE game_id = ? ORDER BY ply",
        )
        .bind(id)
        .fetch_all(&self.reader)
        .await
        .map_err(db)?
        .iter()
        .map(|r| move_from_row(id, r))
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
            let rows = sqlx::query(&seats_sql(over, ["?", "?", "?"]))
                .bind(session)
                .bind(session)
                .bind(limit)
                .fetch_all(&self.reader)
                .await
                .map_err(db)?;
            for row in &rows {
                games.push(seat_game_from_row(row).map_err(db)?);
            }
        }
        Ok(games)
    }

    async fn results(&self) -> Result<Vec<ResultCount>, StoreError> {
        sqlx::query(RESULTS_SQL)
            .fetch_all(&self.reader)
            .await
            .map_err(db)?
            .iter()
            .map(|r| result_from_row(r).map_err(db))
            .collect()
    }

    async fn review(&self, game_id: &str) -> Result<Option<String>, StoreError> {
        sqlx::query_scalar("SELECT body FROM reviews WHERE game_id = ?")
            .bind(game_id)
            .fetch_optional(&self.reader)
            .await
            .map_err(db)
    }

    async fn save_review(&self, game_id: &str, body: &str, now: i64) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO reviews (game_id, body, created_at) VALUES (?, ?, ?) \
             ON CONFLICT (game_id) DO NOTHING",
        )
        .bind(game_id)
        .bind(body)
        .bind(now)
        .execute(&self.writer)
        .await
        .map_err(db)?;
        Ok(())
    }

    async fn finished_since(&self, variant: &str, since: i64) -> Result<Vec<String>, StoreError> {
        sqlx::query(&finished_since_sql(["?", "?"]))
            .bind(variant)
            .bind(since)
            .fetch_all(&self.reader)
            .await
            .map_err(db)?
            .iter()
            .map(|r| r.try_get("id").map_err(db))
            .collect()
    }
}
