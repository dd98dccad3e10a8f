//! The PostgreSQL store, for running several server nodes on one database.
//! Same tables and behaviour as the SQLite store; migrations embedded.

use std::borrow::Cow;
use std::time::Duration;

use async_trait::async_trait;
use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::postgres::{PgPool, PgPoolOptions};
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
                Cow::Borrowed(include_str!("../../migrations/postgres/0001_games.sql")),
                false,
            ),
            Migration::new(
                2,
                Cow::Borrowed("cluster"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/postgres/0002_cluster.sql")),
                false,
            ),
            Migration::new(
                3,
                Cow::Borrowed("seats by session"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!(
                    "../../migrations/postgres/0003_seats_by_session.sql"
                )),
                false,
            ),
            Migration::new(
                4,
                Cow::Borrowed("reviews"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/postgres/0004_reviews.sql")),
                false,
            ),
        ]),
        ..Migrator::DEFAULT
    }
}

/// Games kept in a PostgreSQL database.
pub struct PostgresStore {
    pool: PgPool,
}

impl PostgresStore {
    /// Connects to `url` (`postgres://user@host:port/db`) and brings the
    /// schema up to date. Several nodes may do this at once: the migrator
    /// takes an advisory lock.
    pub async fn open(url: &str) -> Result<PostgresStore, StoreError> {
        let pool = PgPoolOptions::new()
            .max_connections(16)
            .acquire_timeout(Duration::from_secs(10))
            .connect(url)
            .await
            .map_err(db)?;
        migrator().run(&pool).await.map_err(db)?;
        Ok(PostgresStore { pool })
    }

    /// The connection pool, for the parts of a cluster that coordinate
    /// through the database (game ownership leases).
    pub fn pool(&self) -> &PgPool {
        &self.pool
    }
}

async fn apply_one(conn: &mut sqlx::PgConnection, write: &Write) -> Result<(), sqlx::Error> {
    match write {
        Write::Insert(g) => {
            sqlx::query(&format!(
                "INSERT INTO games ({GAME_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, \
                 $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)"
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
                "UPDATE games SET white_ms = $1, black_ms = $2, white_seat = $3, \
                 black_seat = $4, white_session = $5, black_session = $6, status = $7, \
                 winner = $8, reason = $9, seq = $10, rematch_id = $11, ended_at = $12 \
                 WHERE id = $13",
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
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
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
            sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply > $2")
                .bind(game_id)
                .bind(ply)
                .execute(&mut *conn)
                .await?;
        }
        // Checked for the whole transaction first (`hold_leases`).
        Write::HoldLease { .. } => {}
    }
    Ok(())
}

/// Checks, in one statement, that each `HoldLease` of a transaction's
/// writes is still true, and keeps those lease rows locked until the
/// transaction ends (a node taking a game over waits for it, then sees
/// what it stored).
async fn hold_leases(conn: &mut sqlx::PgConnection, writes: &[Write]) -> Result<(), sqlx::Error> {
    let mut games: Vec<String> = Vec::new();
    let mut nodes: Vec<String> = Vec::new();
    for write in writes {
        if let Write::HoldLease { game_id, node } = write {
            games.push(game_id.clone());
            nodes.push(node.clone());
        }
    }
    if games.is_empty() {
        return Ok(());
    }
    let held: Vec<String> = sqlx::query_scalar(
        "SELECT l.game_id FROM game_leases l \
         JOIN unnest($1::text[], $2::text[]) AS want(game_id, node) \
           ON want.game_id = l.game_id AND want.node = l.node \
         FOR SHARE OF l",
    )
    .bind(&games)
    .bind(&nodes)
    .fetch_all(&mut *conn)
    .await?;
    let held: std::collections::HashSet<String> = held.into_iter().collect();
    match games.iter().zip(&nodes).find(|(g, _)| !held.contains(*g)) {
        None => Ok(()),
        Some((game, node)) => Err(sqlx::Error::Protocol(format!(
            "game {game} is no longer run by node {node}"
        ))),
    }
}

#[async_trait]
impl Store for PostgresStore {
    async fn apply(&self, writes: &[Write]) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await.map_err(db)?;
        hold_leases(&mut tx, writes).await.map_err(db)?;
        for write in writes {
            apply_one(&mut tx, write).await.map_err(db)?;
        }
        tx.commit().await.map_err(db)
    }

    async fn load(&self, id: &str) -> Result<Option<(GameRow, Vec<MoveRow>)>, StoreError> {
        let row = sqlx::query(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await
            .map_err(db)?;
        let Some(row) = row else { return Ok(None) };
        let game = game_from_row(&row).map_err(db)?;
        let moves = sqlx::query(
            "SELECT ply, uci, san, white_ms, black_ms, played_at FROM moves \
             WHERE game_id = $1 ORDER BY ply",
        )
        .bind(id)
        .fetch_all(&self.pool)
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
            .fetch_all(&self.pool)
            .await
            .map_err(db)?
            .iter()
            .map(|r| r.try_get("id").map_err(db))
            .collect()
    }

    async fn seats_of(&self, session: &str, finished: i64) -> Result<Vec<SeatGame>, StoreError> {
        let mut games = Vec::new();
        for (over, limit) in [(false, super::MAX_UNFINISHED_SEATS), (true, finished)] {
            let rows = sqlx::query(&seats_sql(over, ["$1", "$2", "$3"]))
                .bind(session)
                .bind(session)
                .bind(limit)
                .fetch_all(&self.pool)
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
            .fetch_all(&self.pool)
            .await
            .map_err(db)?
            .iter()
            .map(|r| result_from_row(r).map_err(db))
            .collect()
    }

    async fn review(&self, game_id: &str) -> Result<Option<String>, StoreError> {
        sqlx::query_scalar("SELECT body FROM reviews WHERE game_id = $1")
            .bind(game_id)
            .fetch_optional(&self.pool)
            .await
            .map_err(db)
    }

    async fn save_review(&self, game_id: &str, body: &str, now: i64) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO reviews (game_id, body, created_at) VALUES ($1, $2, $3) \
             ON CONFLICT (game_id) DO NOTHING",
        )
        .bind(game_id)
        .bind(body)
        .bind(now)
        .execute(&self.pool)
        .await
        .map_err(db)?;
        Ok(())
    }

    async fn finished_since(&self, variant: &str, since: i64) -> Result<Vec<String>, StoreError> {
        sqlx::query(&finished_since_sql(["$1", "$2"]))
            .bind(variant)
            .bind(since)
            .fetch_all(&self.pool)
            .await
            .map_err(db)?
            .iter()
            .map(|r| r.try_get("id").map_err(db))
            .collect()
    }
}
