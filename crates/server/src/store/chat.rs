//! Game chats in storage (migrations `0007_chat` / postgres `0008_chat`),
//! read back: the lines of each game's two rooms, written by the game's
//! task through the group commit (`Write::AddChat`, `chat_rows.rs`), and
//! the reports kept for a person to read (`Write::Report`).

use async_trait::async_trait;
use sqlx::{ColumnIndex, Decode, Encode, Executor, IntoArguments, Row, Type};

use super::chat_rows::{ChatRow, ReportRow, LINES_SQL, REPORTS_SQL};
use super::dialect::{Dialect, Int, Text};
use super::sql::{db, SqlStore};
use super::StoreError;

/// Chats in storage.
#[async_trait]
pub trait ChatStore {
    /// Every line of game `game_id`'s rooms, by room then in order.
    async fn chat_lines(&self, game_id: &str) -> Result<Vec<ChatRow>, StoreError>;
    /// The `limit` newest reports, newest first.
    async fn reports(&self, limit: i64) -> Result<Vec<ReportRow>, StoreError>;
}

#[async_trait]
impl<DB> ChatStore for SqlStore<DB>
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
    async fn chat_lines(&self, game_id: &str) -> Result<Vec<ChatRow>, StoreError> {
        let rows = self.select(LINES_SQL, &[Text(Some(game_id))]).await?;
        rows.iter()
            .map(|r| {
                Ok(ChatRow {
                    game_id: r.try_get("game_id")?,
                    room: r.try_get("room")?,
                    n: r.try_get("n")?,
                    author: r.try_get("author")?,
                    text: r.try_get("text")?,
                    preset: r.try_get("preset")?,
                    said_at: r.try_get("said_at")?,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(db)
    }

    async fn reports(&self, limit: i64) -> Result<Vec<ReportRow>, StoreError> {
        let rows = self.select(REPORTS_SQL, &[Int(Some(limit))]).await?;
        rows.iter()
            .map(|r| {
                Ok(ReportRow {
                    game_id: r.try_get("game_id")?,
                    room: r.try_get("room")?,
                    reporter: r.try_get("reporter")?,
                    lines: r.try_get("lines")?,
                    created_at: r.try_get("created_at")?,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(db)
    }
}
