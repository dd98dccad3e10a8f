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

/// `YYYY.MM.DD` for a Unix time (UTC), as PGN dates are written.
pub fn pgn_date(unix: i64) -> String {
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let z = unix.div_euclid(86_400) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}
