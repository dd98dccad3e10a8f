//! Reading a game back from its stored rows.

use std::str::FromStr;

use regalia_rules::{Color, GameRecord, Outcome, Reason, Variant};

use super::{Game, Now, Offers, Seat};
use crate::clock::{Clock, TimeControl};
use crate::ids::{GameId, Secret};
use crate::protocol::{ColorChoice, Opponent, PlayerTag, Status};
use crate::store::{GameRow, MoveRow, StoreError};

impl Game {
    /// Rebuilds a game from its row and moves: the moves are replayed
    /// through the rules, so a stored game is as checked as a live one.
    pub fn from_rows(row: &GameRow, moves: &[MoveRow], now: Now) -> Result<Game, StoreError> {
        let corrupt = |why: String| StoreError::Corrupt {
            id: row.id.clone(),
            why,
        };
        let id = GameId::parse(&row.id).ok_or_else(|| corrupt("bad id".into()))?;
        let variant = Variant::from_str(&row.variant).map_err(|e| corrupt(e.to_string()))?;
        let status = Status::from_name(&row.status)
            .ok_or_else(|| corrupt(format!("unknown status `{}`", row.status)))?;
        let opponent = Opponent::from_name(&row.opponent)
            .ok_or_else(|| corrupt(format!("unknown opponent `{}`", row.opponent)))?;
        let color_choice = ColorChoice::from_name(&row.color_choice).unwrap_or_default();
        let uci: Vec<&str> = moves.iter().map(|m| m.uci.as_str()).collect();
        let mut record = GameRecord::from_moves(variant, row.start_fen.as_deref(), &uci)
            .map_err(|e| corrupt(e.to_string()))?;
        if status == Status::Finished && record.outcome().is_none() {
            let reason = row
                .reason
                .as_deref()
                .and_then(Reason::from_name)
                .ok_or_else(|| corrupt("finished without a known reason".into()))?;
            let winner = match row.winner.as_deref() {
                Some("white") => Some(Color::White),
                Some("black") => Some(Color::Black),
                _ => None,
            };
            let outcome = match winner {
                Some(c) => Outcome::win(c, reason),
                None => Outcome::draw(reason),
            };
            if matches!(reason, Reason::ThreefoldRepetition | Reason::FiftyMoves) {
                record.claim_draw().map_err(|e| corrupt(e.to_string()))?;
            } else {
                record.end(outcome).map_err(|e| corrupt(e.to_string()))?;
            }
        }
        let seat = |secret: &Option<String>,
                    session: &Option<String>,
                    level: Option<i64>,
                    player: (&Option<String>, &Option<String>)| {
            Ok::<Seat, StoreError>(Seat {
                player: match player {
                    (Some(name), rating) => Some(PlayerTag {
                        name: name.clone(),
                        rating: rating.clone().unwrap_or_default(),
                        bot: false,
                    }),
                    (None, _) => None,
                },
                secret: match secret {
                    Some(s) => Some(Secret::parse(s).ok_or_else(|| corrupt("bad seat".into()))?),
                    None => None,
                },
                session: session.clone(),
                level: level.and_then(|l| u8::try_from(l).ok()),
            })
        };
        let seats = [
            seat(
                &row.white_seat,
                &row.white_session,
                row.white_level,
                (&row.white_player, &row.white_rating),
            )?,
            seat(
                &row.black_seat,
                &row.black_session,
                row.black_level,
                (&row.black_player, &row.black_rating),
            )?,
        ];
        let days = row.days.and_then(|d| u8::try_from(d).ok());
        let clock = match (row.clock_initial_ms, row.clock_increment_ms, days) {
            // A correspondence clock runs to the stored deadline.
            (Some(initial_ms), Some(increment_ms), Some(days)) => {
                let control = TimeControl {
                    initial_ms,
                    increment_ms,
                };
                let left_ms = row
                    .move_by
                    .filter(|_| status == Status::Playing)
                    .map(|t| (t - now.unix).saturating_mul(1000));
                Some(Clock::restore_correspondence(
                    days,
                    control,
                    record.position().turn(),
                    left_ms,
                    now.mono,
                ))
            }
            (Some(initial_ms), Some(increment_ms), None) => {
                let control = TimeControl {
                    initial_ms,
                    increment_ms,
                };
                Some(Clock::restore(
                    control,
                    row.white_ms.unwrap_or(initial_ms),
                    row.black_ms.unwrap_or(initial_ms),
                    record.moves().len(),
                    record.position().turn(),
                    status == Status::Playing,
                    now.mono,
                ))
            }
            _ => None,
        };
        let berserk = [row.berserk & 1 != 0, row.berserk & 2 != 0];
        let mut clock = clock;
        if let Some(clock) = &mut clock {
            clock.restore_berserk(berserk);
        }
        Ok(Game {
            id,
            record,
            status,
            opponent,
            color_choice,
            seats,
            clock,
            offers: Offers::default(),
            rematch_of: row.rematch_of.as_deref().and_then(GameId::parse),
            rematch_id: row.rematch_id.as_deref().and_then(GameId::parse),
            rematch_seats: None,
            seq: u64::try_from(row.seq).unwrap_or(0),
            created_at: row.created_at,
            ended_at: row.ended_at,
            rated: row.rated != 0,
            range: match (row.range_min, row.range_max) {
                (Some(min), Some(max)) => Some(crate::protocol::RatingRange {
                    min: u16::try_from(min).map_err(|e| corrupt(e.to_string()))?,
                    max: u16::try_from(max).map_err(|e| corrupt(e.to_string()))?,
                }),
                _ => None,
            },
            seek_address: row
                .seek_address
                .as_deref()
                .filter(|_| status == Status::Waiting)
                .and_then(|a| a.parse().ok()),
            tournament: row.tournament_id.as_deref().and_then(GameId::parse),
            berserk,
            move_by: row.move_by.filter(|_| status == Status::Playing),
        })
    }

    /// A game taken over from a node that died: the player to move is
    /// charged the time they spent thinking before the node's last sign
    /// of life (`alive_until_ms`, Unix milliseconds), not the time while
    /// no node ran the game. Moves are stored to the second, so the charge
    /// starts a second after the stored time: never more than was used.
    pub fn charge_outage(&mut self, moves: &[MoveRow], alive_until_ms: i64) {
        if self.status != Status::Playing {
            return;
        }
        let (Some(clock), Some(last)) = (self.clock.as_mut(), moves.last()) else {
            return;
        };
        if clock.days.is_some() {
            // Its deadline is stored as a time of day: nothing to charge.
            return;
        }
        let thinking_since_ms = (last.played_at + 1) * 1000;
        clock.backdate(alive_until_ms - thinking_since_ms);
    }
}
