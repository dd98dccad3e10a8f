//! The operations players (and the clock, and the computer) perform on a
//! game. Each checks first and changes afterwards, so a refusal leaves the
//! game exactly as it was.

use regalia_rules::{Color, Outcome, Reason};

use super::{idx, Change, Game, Now, Offers, Refusal, Seat};
use crate::clock::Flagged;
use crate::error::ErrorCode;
use crate::ids::Secret;
use crate::protocol::{Named, Opponent, OutcomeView, ServerMsg, Status};
use crate::rating::Score;
use crate::store::{ExploredGame, MoveRow, RatedEnd, Write};

/// Longest move text accepted (UCI is at most 6 characters, SAN about 8).
const MAX_MOVE_TEXT: usize = 12;

pub(super) fn refuse<T>(code: ErrorCode, message: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal::new(code, message))
}

impl Game {
    pub(super) fn must_be_playing(&self) -> Result<(), Refusal> {
        match self.status {
            Status::Playing => Ok(()),
            Status::Waiting => refuse(ErrorCode::NotPlaying, "the game has not started yet"),
            Status::Finished | Status::Aborted => refuse(ErrorCode::NotPlaying, "the game is over"),
        }
    }

    pub(super) fn opponent_is_computer(&self, color: Color) -> bool {
        self.seats[idx(!color)].is_computer()
    }

    /// Stores the row and closes the change; the end of a rated game
    /// rates it in the same transaction, and a finished game's opening
    /// goes to the explorer in it.
    pub(super) fn finish_change(&self, mut change: Change) -> Change {
        change.writes.push(Write::Update(self.row()));
        let finished = change.events.iter().any(|e| {
            matches!(
                e,
                ServerMsg::End {
                    status: Status::Finished,
                    ..
                }
            )
        });
        if finished {
            change.writes.extend(self.rated_end().map(Write::Rate));
            change.writes.push(Write::Explore(self.explored()));
        }
        change
    }

    /// What the opening explorer takes of this finished game (stored
    /// with its end, so it is counted exactly once).
    fn explored(&self) -> ExploredGame {
        let bots = self
            .seats
            .iter()
            .any(|s| s.player.as_ref().is_some_and(|p| p.bot));
        crate::explorer::explored(&self.row(), &self.record.uci_moves(), bots)
    }

    /// What rating this game's end needs, if it is rated and finished.
    fn rated_end(&self) -> Option<RatedEnd> {
        if !self.rated || self.status != Status::Finished {
            return None;
        }
        let outcome = self.record.outcome()?;
        let white = self.seats[0].player.as_ref()?;
        let black = self.seats[1].player.as_ref()?;
        if white.name == black.name {
            return None;
        }
        Some(RatedEnd {
            game_id: self.id.to_string(),
            variant: self.variant().name().to_owned(),
            white: white.name.clone(),
            black: black.name.clone(),
            score: match outcome.winner {
                Some(Color::White) => Score::WhiteWins,
                Some(Color::Black) => Score::BlackWins,
                None => Score::Draw,
            },
            ended_at: self.ended_at.unwrap_or(self.created_at),
        })
    }

    /// Ends the game (the record already holds its outcome, or `aborted`).
    pub(super) fn end(&mut self, status: Status, now: Now) -> ServerMsg {
        self.status = status;
        if let Some(clock) = &mut self.clock {
            clock.stop(now.mono);
        }
        self.move_by = None;
        self.offers = Offers::default();
        self.ended_at = Some(now.unix);
        let n = self.next_n();
        ServerMsg::End {
            n,
            status,
            outcome: if status == Status::Finished {
                self.record.outcome().map(OutcomeView::from)
            } else {
                None
            },
            clock: self.clock.as_ref().map(|k| k.view(now.mono)),
        }
    }

    /// Ends the game by a decision off the board.
    pub(super) fn decide(&mut self, outcome: Outcome, now: Now) -> Change {
        // The game is playing, so the record has no outcome and accepts one.
        let _ = self.record.end(outcome);
        let event = self.end(Status::Finished, now);
        self.finish_change(Change {
            events: vec![event],
            ..Change::default()
        })
    }

    /// The time-out, if the running clock's flag has fallen by `now`.
    pub fn flag(&mut self, now: Now) -> Option<Change> {
        if self.status != Status::Playing {
            return None;
        }
        // A correspondence game's time out is claimed by the opponent.
        let loser = self
            .clock
            .as_ref()
            .filter(|k| k.days.is_none())?
            .flagged(now.mono)?;
        Some(self.decide(Outcome::win(!loser, Reason::Timeout), now))
    }

    /// A move by `color`. `ply` is how many plies the client had seen.
    pub fn play(
        &mut self,
        color: Color,
        text: &str,
        ply: Option<u32>,
        now: Now,
    ) -> Result<Change, Refusal> {
        self.must_be_playing()?;
        if let Some(change) = self.flag(now) {
            // Too late: the flag fell before the move arrived.
            return Ok(change);
        }
        if self.turn() != color {
            return refuse(ErrorCode::NotYourTurn, "it is not your turn");
        }
        if ply.is_some_and(|p| p as usize != self.ply()) {
            return refuse(
                ErrorCode::StaleMove,
                format!(
                    "the game has moved on: {} plies played, your move was for {}",
                    self.ply(),
                    ply.unwrap_or_default()
                ),
            );
        }
        if text.len() > MAX_MOVE_TEXT {
            return refuse(ErrorCode::IllegalMove, "a move is at most 12 characters");
        }
        // The record is unchanged when the move is refused.
        let played = self
            .record
            .play(text)
            .map_err(|e| Refusal::new(ErrorCode::IllegalMove, e.to_string()))?
            .clone();
        let ply_now = self.record.moves().len();
        if let Some(clock) = &mut self.clock {
            // The flag was checked at `now` above, so this cannot fail; if
            // it did, the move would not count.
            if let Err(Flagged(loser)) = clock.after_move(color, ply_now, now.mono) {
                self.record.take_back();
                return Ok(self.decide(Outcome::win(!loser, Reason::Timeout), now));
            }
        }
        self.next_deadline(now);
        self.offers.draw = None;
        self.offers.takeback = None;
        let n = self.next_n();
        let pos = self.record.position();
        let over = self.record.outcome().is_some();
        let clock = self.clock.as_ref();
        let mut change = Change::default();
        change.writes.push(Write::AddMove(MoveRow {
            game_id: self.id.to_string(),
            ply: ply_now as i64,
            uci: played.uci.clone(),
            san: played.display.clone(),
            white_ms: clock.map(|k| k.stored_left(Color::White)),
            black_ms: clock.map(|k| k.stored_left(Color::Black)),
            played_at: now.unix,
        }));
        change.events.push(ServerMsg::Move {
            n,
            uci: played.uci,
            san: played.display,
            ply: ply_now,
            fen: pos.to_fen(),
            turn: pos.turn().into(),
            check: pos.is_check(),
            dests: if over {
                Default::default()
            } else {
                pos.dests()
            },
            claims: self.record.claims().into(),
            clock: clock.map(|k| k.view(now.mono)),
        });
        if over {
            let end = self.end(Status::Finished, now);
            change.events.push(end);
        }
        Ok(self.finish_change(change))
    }

    pub fn resign(&mut self, color: Color, now: Now) -> Result<Change, Refusal> {
        self.must_be_playing()?;
        Ok(self.decide(Outcome::win(!color, Reason::Resignation), now))
    }

    /// Abort: while waiting for an opponent, or before both sides moved.
    pub fn abort(&mut self, now: Now) -> Result<Change, Refusal> {
        match self.status {
            Status::Waiting => {}
            Status::Playing if self.ply() < 2 => {}
            Status::Playing => {
                return refuse(
                    ErrorCode::CannotAbort,
                    "both sides have moved: the game can no longer be aborted (resign instead)",
                )
            }
            _ => return refuse(ErrorCode::NotPlaying, "the game is over"),
        }
        let event = self.end(Status::Aborted, now);
        Ok(self.finish_change(Change {
            events: vec![event],
            ..Change::default()
        }))
    }

    /// A friend's invitation declined by the visitor of its link (who holds
    /// no seat): the creator is told, and the game is aborted, so nobody
    /// can join it any more. Lobby seeks are open to anyone and cannot be
    /// declined.
    pub fn decline_invitation(&mut self, session: &str, now: Now) -> Result<Change, Refusal> {
        if self.status != Status::Waiting || self.opponent != crate::protocol::Opponent::Friend {
            return refuse(
                ErrorCode::NoOpenSeat,
                "this game is not waiting for an invited friend",
            );
        }
        if self.seat_of_session(session).is_some() {
            return refuse(
                ErrorCode::Conflict,
                "the creator of an invitation aborts it rather than declines it",
            );
        }
        let n = self.next_n();
        let declined = ServerMsg::InviteDeclined { n };
        let end = self.end(Status::Aborted, now);
        Ok(self.finish_change(Change {
            events: vec![declined, end],
            ..Change::default()
        }))
    }

    /// Its creator's session withdraws a seek or an invitation nobody has
    /// joined yet: the game is aborted and leaves the lobby.
    pub fn withdraw(&mut self, session: &str, now: Now) -> Result<Change, Refusal> {
        if self.seat_of_session(session).is_none() {
            return refuse(
                ErrorCode::NotAPlayer,
                "only its creator may cancel this game",
            );
        }
        if self.status != Status::Waiting {
            return refuse(
                ErrorCode::Conflict,
                "the game is no longer waiting for an opponent",
            );
        }
        let end = self.end(Status::Aborted, now);
        Ok(self.finish_change(Change {
            events: vec![end],
            ..Change::default()
        }))
    }

    /// A session takes the open seat. Returns its colour and secret.
    pub fn join(
        &mut self,
        session: &str,
        player: Option<&Named>,
        now: Now,
    ) -> Result<(Color, Secret, Change), Refusal> {
        let Some(color) = self.open_seat() else {
            return refuse(
                ErrorCode::NoOpenSeat,
                match self.status {
                    Status::Playing => "both seats are taken",
                    Status::Finished | Status::Aborted => "the game is over",
                    Status::Waiting => "no seat is open",
                },
            );
        };
        if self.opponent == Opponent::Seek && player.is_some_and(|p| p.bot) {
            return refuse(
                ErrorCode::BotAccount,
                "bot accounts play by challenge, never from the lobby",
            );
        }
        let variant = self.variant().into();
        let creator = self.seats[idx(!color)].player.as_ref().map(|p| &p.name);
        let same_player = creator.is_some() && creator == player.map(|p| &p.name);
        if self.rated && self.opponent == Opponent::Seek {
            let Some(named) = player else {
                return refuse(
                    ErrorCode::NoName,
                    "a rated seek needs a name: take one first",
                );
            };
            if let Some(range) = self.range {
                let (rating, _) = named.rating(variant);
                if !range.contains(rating) {
                    return refuse(
                        ErrorCode::OutOfRange,
                        "your rating is outside this seek's range",
                    );
                }
            }
        }
        // A friend without a name, or another device of the same player,
        // plays the game casual.
        if player.is_none() || same_player {
            self.rated = false;
        }
        let seat = Seat::human(session, player.map(|p| p.tag(variant)));
        let secret = seat.secret.expect("a human seat has a secret");
        self.seats[idx(color)] = seat;
        self.status = Status::Playing;
        self.next_deadline(now);
        let n = self.next_n();
        let change = Change {
            events: vec![ServerMsg::Joined {
                n,
                color: color.into(),
                player: self.seats[idx(color)].player.clone(),
                rated: self.rated,
            }],
            ..Change::default()
        };
        Ok((color, secret, self.finish_change(change)))
    }
}
