//! The chat reports page (`/reports`, behind the site's secret): the
//! newest reports, each with its game, room, reporter, time and the room's
//! lines as they stood, presets in the reader's language. Every line is
//! escaped: the page shows what players typed, never runs it.

use super::i18n::Tr;
use super::layout::{esc, Page};
use crate::protocol::{ChatLine, ChatRoom};
use crate::store::ReportRow;

/// `YYYY-MM-DD HH:MM UTC` of a Unix time (days to civil date, Howard
/// Hinnant's algorithm).
fn utc(unix: i64) -> String {
    let days = unix.div_euclid(86_400);
    let secs = unix.rem_euclid(86_400);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        secs / 3600,
        secs % 3600 / 60
    )
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
