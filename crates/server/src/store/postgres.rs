//! The PostgreSQL store, for running several server nodes on one database.
//! Same tables, statements and behaviour as the SQLite store (the shared
//! body is [`super::sql`]); parameters are numbered, and a transaction
//! first checks the game leases it depends on. Migrations embedded.

use std::borrow::Cow;
use std::time::Duration;

use async_trait::async_trait;
use sqlx::migrate::Migrator;
use sqlx::postgres::{PgConnection, PgPool, PgPoolOptions, Postgres};

use super::sql::{db, migrator, numbered, Dialect, SqlStore};
use super::{StoreError, Write};

fn migrations() -> Migrator {
    migrator(&[
        (
            1,
            "games",
            include_str!("../../migrations/postgres/0001_games.sql"),
        ),
        (
            2,
            "cluster",
            include_str!("../../migrations/postgres/0002_cluster.sql"),
        ),
        (
            3,
            "seats by session",
            include_str!("../../migrations/postgres/0003_seats_by_session.sql"),
        ),
        (
            4,
            "reviews",
            include_str!("../../migrations/postgres/0004_reviews.sql"),
        ),
        (
            5,
            "players",
            include_str!("../../migrations/postgres/0005_players.sql"),
        ),
        (
            6,
            "rated order",
            include_str!("../../migrations/postgres/0006_rated_order.sql"),
        ),
        (
            7,
            "arenas",
            include_str!("../../migrations/postgres/0007_arenas.sql"),
        ),
        (
            8,
            "chat",
            include_str!("../../migrations/postgres/0008_chat.sql"),
        ),
        (
            9,
            "correspondence",
            include_str!("../../migrations/postgres/0009_correspondence.sql"),
        ),
        (
            10,
            "bots",
            include_str!("../../migrations/postgres/0010_bots.sql"),
        ),
        (
            11,
            "explorer",
            include_str!("../../migrations/postgres/0011_explorer.sql"),
        ),
        (
            12,
            "correspondence seeks",
            include_str!("../../migrations/postgres/0012_correspondence_seeks.sql"),
        ),
    ])
}

/// Games kept in a PostgreSQL database.
pub type PostgresStore = SqlStore<Postgres>;

#[async_trait]
impl Dialect for Postgres {
    fn params(sql: &str) -> Cow<'_, str> {
        Cow::Owned(numbered(sql))
    }

    async fn before_writes(conn: &mut PgConnection, writes: &[Write]) -> Result<(), StoreError> {
        hold_leases(conn, writes).await
    }
}

impl SqlStore<Postgres> {
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
        migrations().run(&pool).await.map_err(|e| db(e.into()))?;
        Ok(PostgresStore {
            writer: pool.clone(),
            reader: pool,
        })
    }

    /// The connection pool, for the parts of a cluster that coordinate
    /// through the database (game ownership leases).
    pub fn pool(&self) -> &PgPool {
        &self.writer
    }
}

/// Checks, in one statement, that each `HoldLease` of a transaction's
/// writes is still true, and keeps those lease rows locked until the
/// transaction ends (a node taking a game over waits for it, then sees
/// what it stored).
async fn hold_leases(conn: &mut sqlx::PgConnection, writes: &[Write]) -> Result<(), StoreError> {
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
        Some((game, node)) => Err(StoreError::LeaseLost {
            game: game.clone(),
            node: node.clone(),
        }),
    }
}
