//! Game chats in storage (migrations `0007_chat` / postgres `0008_chat`):
//! the lines of each game's two rooms, written by the game's task in the
//! same group commit as its moves (`Write::AddChat`), and the reports kept
//! for a person to read (`Write::Report`).

use async_trait::async_trait;
use sqlx::{ColumnIndex, Decode, Encode, Executor, IntoArguments, Row, Type};

use super::dialect::{Dialect, Int, Param, Text};
use super::sql::{db, SqlStore};
use super::StoreError;

/// A row of `chat_lines`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatRow {
    pub game_id: String,
    /// `players` or `spectators`.
    pub room: String,
    /// 1 for the room's first line.
    pub n: i64,
    /// `white`, `black` or `spectator`.
    pub author: String,
    pub text: Option<String>,
    pub preset: Option<String>,
    pub said_at: i64,
}

/// A row of `chat_reports`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReportRow {
    pub game_id: String,
    pub room: String,
    /// `white`, `black` or `spectator`.
    pub reporter: String,
    /// The room's lines when it was reported, as JSON (`ChatLine`s).
    pub lines: String,
    pub created_at: i64,
}

const ADD_LINE_SQL: &str = "INSERT INTO chat_lines \
     (game_id, room, n, author, text, preset, said_at) VALUES (?, ?, ?, ?, ?, ?, ?)";
const REPORT_SQL: &str = "INSERT INTO chat_reports \
     (game_id, room, reporter, lines, created_at) VALUES (?, ?, ?, ?, ?) \
     ON CONFLICT (game_id, room, reporter) \
     DO UPDATE SET lines = excluded.lines, created_at = excluded.created_at";
const LINES_SQL: &str = "SELECT game_id, room, n, author, text, preset, said_at \
     FROM chat_lines WHERE game_id = ? ORDER BY room, n";
const REPORTS_SQL: &str = "SELECT game_id, room, reporter, lines, created_at \
     FROM chat_reports ORDER BY created_at DESC, game_id LIMIT ?";

/// The statement and values that store a chat line.
pub(super) fn add_line(row: &ChatRow) -> (String, Vec<Param<'_>>) {
    (
        ADD_LINE_SQL.to_owned(),
        vec![
            Text(Some(&row.game_id)),
            Text(Some(&row.room)),
            Int(Some(row.n)),
            Text(Some(&row.author)),
            Text(row.text.as_deref()),
            Text(row.preset.as_deref()),
            Int(Some(row.said_at)),
        ],
    )
}

/// The statement and values that keep a report (replacing the same
/// reporter's earlier one of the same room).
pub(super) fn report(row: &ReportRow) -> (String, Vec<Param<'_>>) {
    (
        REPORT_SQL.to_owned(),
        vec![
            Text(Some(&row.game_id)),
            Text(Some(&row.room)),
            Text(Some(&row.reporter)),
            Text(Some(&row.lines)),
            Int(Some(row.created_at)),
        ],
    )
}

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
