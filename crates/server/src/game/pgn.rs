//! A game as PGN: the players' names, the time control, and an aborted
//! game's record without a result.

use regalia_rules::pgn::{to_pgn, PgnTags};
use regalia_rules::{Color, GameRecord};

use super::{idx, Game};
use crate::protocol::Status;

impl Game {
    /// The game as PGN.
    pub fn pgn(&self) -> String {
        let name = |c: Color| match (&self.seats[idx(c)].level, &self.seats[idx(c)].player) {
            (Some(level), _) => format!("Regalia level {level}"),
            (None, Some(player)) => player.name.clone(),
            (None, None) => "Anonymous".to_owned(),
        };
        let tags = PgnTags {
            event: Some(format!("Regalia {} game", self.variant().title())),
            site: Some(format!("/game/{}", self.id)),
            date: Some(pgn_date(self.created_at)),
            white: Some(name(Color::White)),
            black: Some(name(Color::Black)),
            time_control: Some(match &self.clock {
                Some(k) => format!(
                    "{}+{}",
                    k.control.initial_ms / 1000,
                    k.control.increment_ms / 1000
                ),
                None => "-".to_owned(),
            }),
        };
        let mut record = self.record.clone();
        if self.status == Status::Aborted {
            // An aborted game has no result; its record must not show one.
            record = match GameRecord::from_moves(
                self.variant(),
                self.record.start_fen(),
                &self.record.uci_moves(),
            ) {
                Ok(r) => r,
                Err(_) => record,
            };
        }
        to_pgn(&record, &tags)
    }
}

/// `YYYY.MM.DD` for a Unix time (UTC), as PGN dates are written (the
/// epoch for one beyond the year 9999, which no game reaches).
pub fn pgn_date(unix: i64) -> String {
    let at =
        time::OffsetDateTime::from_unix_timestamp(unix).unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
    at.format(time::macros::format_description!("[year].[month].[day]"))
        .unwrap_or_default()
}
