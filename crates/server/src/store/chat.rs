//! Game chats in storage (migrations `0007_chat` / postgres `0008_chat`),
//! read back: the lines of each game's two rooms, written by the game's
//! task through the group commit (`Write::AddChat`, `chat_rows.rs`), and
//! the reports kept for a person to read (`Write::Report`).

use async_trait::async_trait;
use sqlx::Row;

use super::chat_rows::{ChatRow, ReportRow, LINES_SQL, REPORTS_SQL};
use super::dialect::{Int, Text};
use super::sql::db;
use super::StoreError;

/// Chats in storage.
#[async_trait]
pub trait ChatStore {
    /// Every line of game `game_id`'s rooms, by room then in order.
    async fn chat_lines(&self, game_id: &str) -> Result<Vec<ChatRow>, StoreError>;
    /// The `limit` newest reports, newest first.
    async fn reports(&self, limit: i64) -> Result<Vec<ReportRow>, StoreError>;
}

sql_store_impl!(ChatStore {
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
});
