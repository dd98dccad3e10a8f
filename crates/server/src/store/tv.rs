//! What TV needs from storage: the games being played, with their
//! players' names and the ratings shown when they sat down.

use async_trait::async_trait;
use sqlx::{ColumnIndex, Decode, Encode, Executor, IntoArguments, Row, Type};

use super::dialect::{Dialect, Int, Text};
use super::sql::{db, SqlStore};
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

#[async_trait]
impl<DB> TvStore for SqlStore<DB>
where
    DB: Dialect,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    for<'q> DB::Arguments<'q>: IntoArguments<'q, DB>,
    for<'q> String: Encode<'q, DB> + Decode<'q, DB> + Type<DB>,
    for<'q> i64: Encode<'q, DB> + Decode<'q, DB> + Type<DB>,
    for<'q> Option<&'q str>: Encode<'q, DB>,
    for<'q> Option<i64>: Encode<'q, DB>,
    for<'q> &'q str: Encode<'q, DB> + Type<DB>,
    &'static str: ColumnIndex<DB::Row>,
{
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
}
