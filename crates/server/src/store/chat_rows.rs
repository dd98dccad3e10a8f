//! The rows of game chats (tables `chat_lines` and `chat_reports`) and the
//! statements that write them, run by `sql.rs` inside a game's change.

use super::dialect::{Int, Param, Text};

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
pub(super) const LINES_SQL: &str = "SELECT game_id, room, n, author, text, preset, said_at \
     FROM chat_lines WHERE game_id = ? ORDER BY room, n";
pub(super) const REPORTS_SQL: &str = "SELECT game_id, room, reporter, lines, created_at \
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
