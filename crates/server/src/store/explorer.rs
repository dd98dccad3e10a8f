//! What the opening explorer reads from storage: the moves played from
//! one position (one range scan of the primary key), and the finished
//! games it has not looked at yet. What it writes is in
//! [`super::explorer_rows`].

use async_trait::async_trait;
use sqlx::Row;

use super::dialect::Int;
use super::explorer_rows::ExplorerMoveRow;
use super::sql::db;
use super::StoreError;

#[async_trait]
pub trait ExplorerStore {
    /// The moves played from the position with key `position`.
    async fn explorer_moves(&self, position: i64) -> Result<Vec<ExplorerMoveRow>, StoreError>;

    /// Up to `limit` finished games the explorer has not looked at yet
    /// (games that ended before it existed), each with whether a bot
    /// account played in it.
    async fn unexplored(&self, limit: i64) -> Result<Vec<(String, bool)>, StoreError>;
}

sql_store_impl!(ExplorerStore {
    async fn explorer_moves(&self, position: i64) -> Result<Vec<ExplorerMoveRow>, StoreError> {
        let rows = self
            .select(
                "SELECT uci, white, draws, black, rated, rating_sum FROM explorer_moves \
                 WHERE position = ?",
                &[Int(Some(position))],
            )
            .await?;
        rows.iter()
            .map(|r| {
                Ok(ExplorerMoveRow {
                    uci: r.try_get("uci")?,
                    white: r.try_get("white")?,
                    draws: r.try_get("draws")?,
                    black: r.try_get("black")?,
                    rated: r.try_get("rated")?,
                    rating_sum: r.try_get("rating_sum")?,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(db)
    }

    async fn unexplored(&self, limit: i64) -> Result<Vec<(String, bool)>, StoreError> {
        let rows = self
            .select(
                "SELECT g.id, (SELECT COUNT(*) FROM players p WHERE p.bot = 1 \
                 AND (p.name = g.white_player OR p.name = g.black_player)) AS bots \
                 FROM games g WHERE g.status = 'finished' \
                 AND NOT EXISTS (SELECT 1 FROM explorer_games e WHERE e.game_id = g.id) \
                 ORDER BY g.id LIMIT ?",
                &[Int(Some(limit))],
            )
            .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("id")?, r.try_get::<i64, _>("bots")? > 0)))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(db)
    }
});
