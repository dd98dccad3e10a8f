//! The chat reports page (`/reports`, behind the site's secret): the
//! newest reports, each with its game, room, reporter, time and the room's
//! lines as they stood, presets in the reader's language. Every line is
//! escaped: the page shows what players typed, never runs it.

use super::i18n::Tr;
use super::layout::{esc, Page};
use crate::protocol::{ChatLine, ChatRoom};
use crate::store::ReportRow;

/// `YYYY-MM-DD HH:MM UTC` of a Unix time (the epoch for one beyond the
/// year 9999, which no report reaches).
fn utc(unix: i64) -> String {
    let at =
        time::OffsetDateTime::from_unix_timestamp(unix).unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
    at.format(time::macros::format_description!(
        "[year]-[month]-[day] [hour]:[minute] UTC"
    ))
    .unwrap_or_default()
}

fn line_html(tr: Tr, line: &ChatLine) -> String {
    let who = tr.t(&format!("chat-author-{}", line.from.name()));
    let what = match (&line.text, line.preset) {
        (Some(text), _) => esc(text),
        (None, Some(p)) => format!(
            "<em>{}</em>",
            esc(&tr.t(&format!("chat-preset-{}", p.name())))
        ),
        (None, None) => String::new(),
    };
    format!("<li><strong>{}</strong> {what}</li>", esc(&who))
}

fn report_html(tr: Tr, row: &ReportRow) -> String {
    let room = ChatRoom::from_name(&row.room).unwrap_or(ChatRoom::Players);
    let lines: Vec<ChatLine> = serde_json::from_str(&row.lines).unwrap_or_default();
    let list: String = lines.iter().map(|l| line_html(tr, l)).collect();
    let id = esc(&row.game_id);
    format!(
        r#"<article class="panel report"><h2><a href="/game/{id}">{id}</a> · {room}</h2><p class="muted">{by} · {at}</p><ol class="chat-lines">{list}</ol></article>"#,
        room = esc(&tr.t(&format!("chat-room-{}", room.name()))),
        by = esc(&tr.t(&format!("chat-author-{}", row.reporter))),
        at = utc(row.created_at),
    )
}

pub fn page(tr: Tr, path: &str, rows: &[ReportRow]) -> Page {
    let body = if rows.is_empty() {
        "<p>[[reports-none]]</p>".to_owned()
    } else {
        rows.iter().map(|r| report_html(tr, r)).collect()
    };
    let main = format!(
        r#"<section class="reports"><h1>[[reports-title]]</h1><p class="muted">[[reports-hint]]</p>{body}</section>"#
    );
    Page::new("site", tr.t("reports-title"), main, path)
}

#[cfg(test)]
mod tests {
    #[test]
    fn times_read_as_utc_dates() {
        assert_eq!(super::utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(super::utc(1_796_083_200 + 3_660), "2026-12-01 01:01 UTC");
    }
}
