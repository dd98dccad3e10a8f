//! What TV needs from storage: the games being played, with their
//! players' names and the ratings shown when they sat down.

use async_trait::async_trait;
use sqlx::Row;

use super::dialect::{Int, Text};
use super::sql::db;
use super::StoreError;

/// A game being played, as TV weighs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveGameRow {
    pub id: String,
    pub variant: String,
    pub white_rating: Option<String>,
    pub black_rating: Option<String>,
    pub created_at: i64,
}

#[async_trait]
pub trait TvStore {
    /// The `limit` newest games of `variant` being played.
    async fn live_games(&self, variant: &str, limit: i64) -> Result<Vec<LiveGameRow>, StoreError>;
}

sql_store_impl!(TvStore {
    async fn live_games(&self, variant: &str, limit: i64) -> Result<Vec<LiveGameRow>, StoreError> {
        let rows = self
            .select(
                "SELECT id, variant, white_rating, black_rating, created_at FROM games \
                 WHERE status = 'playing' AND variant = ? ORDER BY created_at DESC LIMIT ?",
                &[Text(Some(variant)), Int(Some(limit))],
            )
            .await?;
        rows.iter()
            .map(|r| {
                Ok(LiveGameRow {
                    id: r.try_get("id")?,
                    variant: r.try_get("variant")?,
                    white_rating: r.try_get("white_rating")?,
                    black_rating: r.try_get("black_rating")?,
                    created_at: r.try_get("created_at")?,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(db)
    }
});
