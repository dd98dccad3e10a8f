//! What the nodes of a cluster agree on through PostgreSQL: who is alive
//! (heartbeats, judged by the database's clock so nodes' clocks do not
//! matter) and which node owns each game (leases).

use std::time::Duration;

use sqlx::postgres::PgPool;
use sqlx::Row;

use crate::app::Owner;
use crate::store::StoreError;

fn db(e: sqlx::Error) -> StoreError {
    StoreError::from(e)
}

/// The database side of a cluster node.
#[derive(Clone)]
pub struct Leases {
    pool: PgPool,
    node: String,
    /// A node silent this long is dead.
    dead_after: Duration,
}

impl Leases {
    pub fn new(pool: PgPool, node: String, dead_after: Duration) -> Leases {
        Leases {
            pool,
            node,
            dead_after,
        }
    }

    fn dead_secs(&self) -> f64 {
        self.dead_after.as_secs_f64()
    }

    /// The cluster's name, made by the first migration.
    pub async fn cluster_id(&self) -> Result<String, StoreError> {
        sqlx::query_scalar("SELECT id FROM cluster LIMIT 1")
            .fetch_one(&self.pool)
            .await
            .map_err(db)
    }

    /// Says this node is alive; returns the ids of the live nodes
    /// (this one included).
    pub async fn heartbeat(&self) -> Result<Vec<String>, StoreError> {
        sqlx::query(
            "INSERT INTO nodes (id, seen_at) VALUES ($1, now()) \
             ON CONFLICT (id) DO UPDATE SET seen_at = now()",
        )
        .bind(&self.node)
        .execute(&self.pool)
        .await
        .map_err(db)?;
        sqlx::query_scalar(
            "SELECT id FROM nodes WHERE seen_at > now() - make_interval(secs => $1) ORDER BY id",
        )
        .bind(self.dead_secs())
        .fetch_all(&self.pool)
        .await
        .map_err(db)
    }

    /// Forgets nodes gone for a long time, and their leases' games that are
    /// over (kept tidy; correctness does not depend on it).
    pub async fn tidy(&self) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM nodes WHERE seen_at < now() - interval '1 day'")
            .execute(&self.pool)
            .await
            .map_err(db)?;
        sqlx::query(
            "DELETE FROM game_leases l USING games g \
             WHERE g.id = l.game_id AND g.status NOT IN ('waiting', 'playing') \
             AND l.taken_at < now() - interval '1 hour'",
        )
        .execute(&self.pool)
        .await
        .map_err(db)?;
        Ok(())
    }

    /// Leaves the cluster at a clean stop: the node is marked dead, so
    /// others take its games at their next sweep.
    pub async fn leave(&self) -> Result<(), StoreError> {
        sqlx::query("UPDATE nodes SET seen_at = 'epoch' WHERE id = $1")
            .bind(&self.node)
            .execute(&self.pool)
            .await
            .map_err(db)?;
        Ok(())
    }

    /// Who runs `game` now.
    pub async fn owner(&self, game: &str) -> Result<Owner, StoreError> {
        let row = sqlx::query(
            "SELECT l.node, n.seen_at > now() - make_interval(secs => $2) AS alive, \
             (extract(epoch FROM n.seen_at) * 1000)::bigint AS seen_ms \
             FROM game_leases l LEFT JOIN nodes n ON n.id = l.node WHERE l.game_id = $1",
        )
        .bind(game)
        .bind(self.dead_secs())
        .fetch_optional(&self.pool)
        .await
        .map_err(db)?;
        Ok(match row {
            None => Owner::Free {
                dead_since_ms: None,
            },
            Some(r) => {
                let node: String = r.try_get("node").map_err(db)?;
                let alive: Option<bool> = r.try_get("alive").map_err(db)?;
                let seen_ms: Option<i64> = r.try_get("seen_ms").map_err(db)?;
                if node == self.node {
                    Owner::Free {
                        dead_since_ms: None,
                    }
                } else if alive == Some(true) {
                    Owner::Other(node)
                } else {
                    Owner::Free {
                        dead_since_ms: seen_ms,
                    }
                }
            }
        })
    }

    /// Takes `game` for this node, unless a live other node holds it.
    /// Returns whether this node owns it now.
    pub async fn claim(&self, game: &str) -> Result<bool, StoreError> {
        let row = sqlx::query(
            "INSERT INTO game_leases (game_id, node, epoch) VALUES ($1, $2, 1) \
             ON CONFLICT (game_id) DO UPDATE \
               SET node = EXCLUDED.node, epoch = game_leases.epoch + 1, taken_at = now() \
             WHERE game_leases.node = EXCLUDED.node OR NOT EXISTS ( \
               SELECT 1 FROM nodes n WHERE n.id = game_leases.node \
               AND n.seen_at > now() - make_interval(secs => $3)) \
             RETURNING epoch",
        )
        .bind(game)
        .bind(&self.node)
        .bind(self.dead_secs())
        .fetch_optional(&self.pool)
        .await
        .map_err(db)?;
        Ok(row.is_some())
    }

    /// Unfinished games whose node has died, oldest first, with that
    /// node's last heartbeat (Unix milliseconds). Cheap enough to ask every
    /// second: it starts from the dead nodes' leases.
    pub async fn orphans(&self, limit: i64) -> Result<Vec<(String, Option<i64>)>, StoreError> {
        sqlx::query_as(
            "SELECT g.id, (extract(epoch FROM n.seen_at) * 1000)::bigint FROM nodes n \
             JOIN game_leases l ON l.node = n.id \
             JOIN games g ON g.id = l.game_id \
             WHERE n.seen_at <= now() - make_interval(secs => $1) \
             AND g.status IN ('waiting', 'playing') \
             ORDER BY g.created_at, g.id LIMIT $2",
        )
        .bind(self.dead_secs())
        .bind(limit)
        .fetch_all(&self.pool)
        .await
        .map_err(db)
    }

    /// Unfinished games with no lease, or the lease of a node long
    /// forgotten (stored before the cluster began, or left when every node
    /// was down for a long time). Asked once, when a node starts.
    pub async fn strays(&self) -> Result<Vec<(String, Option<i64>)>, StoreError> {
        sqlx::query_as(
            "SELECT g.id, NULL::bigint FROM games g \
             LEFT JOIN game_leases l ON l.game_id = g.id \
             LEFT JOIN nodes n ON n.id = l.node \
             WHERE g.status IN ('waiting', 'playing') AND n.id IS NULL \
             ORDER BY g.created_at, g.id",
        )
        .fetch_all(&self.pool)
        .await
        .map_err(db)
    }
}
