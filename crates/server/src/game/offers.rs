//! Offers one player makes and the other answers (a draw, a takeback, a
//! rematch), the draw claims the rules allow, and victory claimed against
//! a player who has gone. Like every operation, each checks first and
//! changes afterwards.

use regalia_rules::{Color, GameRecord, Outcome, Reason};

use super::ops::refuse;
use super::{Change, Game, Now, Offers, Refusal, Seat};
use crate::error::ErrorCode;
use crate::ids::{GameId, Secret};
use crate::protocol::{ServerMsg, Side, Status};
use crate::store::Write;

impl Game {
    pub fn draw_offer(&mut self, color: Color, now: Now) -> Result<Change, Refusal> {
        self.must_be_playing()?;
        if !self.variant().is_chess_family() {
            // Lielow has no draws: every game ends with a crown leaving the
            // board (or a resignation, a flag, an abandonment).
            return refuse(
                ErrorCode::NoOffer,
                "Lielow has no draws: a draw cannot be offered",
            );
        }
        if self.offers.draw == Some(!color) {
            return self.draw_accept(color, now);
        }
        if self.offers.draw == Some(color) {
            return Ok(Change::default());
        }
        let mut change = Change::default();
        let n = self.next_n();
        change.events.push(ServerMsg::DrawOffer {
            n,
            by: color.into(),
        });
        if self.opponent_is_computer(color) {
            // The computer plays on.
            let n = self.next_n();
            change.events.push(ServerMsg::DrawDeclined {
                n,
                by: Side::from(!color),
            });
        } else {
            self.offers.draw = Some(color);
        }
        Ok(self.finish_change(change))
    }

    pub fn draw_accept(&mut self, color: Color, now: Now) -> Result<Change, Refusal> {
        self.must_be_playing()?;
        if self.offers.draw != Some(!color) {
            return refuse(ErrorCode::NoOffer, "your opponent has not offered a draw");
        }
        Ok(self.decide(Outcome::draw(Reason::Agreement), now))
    }

    pub fn draw_decline(&mut self, color: Color) -> Result<Change, Refusal> {
        self.must_be_playing()?;
        if self.offers.draw != Some(!color) {
            return refuse(ErrorCode::NoOffer, "your opponent has not offered a draw");
        }
        self.offers.draw = None;
        let n = self.next_n();
        Ok(self.finish_change(Change {
            events: vec![ServerMsg::DrawDeclined {
                n,
                by: color.into(),
            }],
            ..Change::default()
        }))
    }

    pub fn draw_claim(&mut self, color: Color, now: Now) -> Result<Change, Refusal> {
        self.must_be_playing()?;
        if self.turn() != color {
            return refuse(
                ErrorCode::NoClaim,
                "only the player to move can claim a draw",
            );
        }
        if !self.record.claims().any() {
            return refuse(
                ErrorCode::NoClaim,
                "no draw claim is available: the position has not occurred three times \
                 and 50 moves have not passed without a capture or pawn move",
            );
        }
        self.record
            .claim_draw()
            .map_err(|e| Refusal::new(ErrorCode::NoClaim, e.to_string()))?;
        let event = self.end(Status::Finished, now);
        Ok(self.finish_change(Change {
            events: vec![event],
            ..Change::default()
        }))
    }

    /// Whether `color` has a move on the board to take back.
    fn has_moved(&self, color: Color) -> bool {
        (1..=self.ply()).any(|k| self.mover_of(k) == color)
    }

    pub fn takeback_offer(&mut self, color: Color, now: Now) -> Result<Change, Refusal> {
        self.must_be_playing()?;
        if !self.has_moved(color) {
            return refuse(ErrorCode::CannotTakeback, "you have no move to take back");
        }
        if self.offers.takeback == Some(!color) || self.opponent_is_computer(color) {
            return self.take_back(color, now);
        }
        if self.offers.takeback == Some(color) {
            return Ok(Change::default());
        }
        self.offers.takeback = Some(color);
        let n = self.next_n();
        Ok(self.finish_change(Change {
            events: vec![ServerMsg::TakebackOffer {
                n,
                by: color.into(),
            }],
            ..Change::default()
        }))
    }

    pub fn takeback_accept(&mut self, color: Color, now: Now) -> Result<Change, Refusal> {
        self.must_be_playing()?;
        if self.offers.takeback != Some(!color) {
            return refuse(
                ErrorCode::NoOffer,
                "your opponent has not asked for a takeback",
            );
        }
        self.take_back(!color, now)
    }

    pub fn takeback_decline(&mut self, color: Color) -> Result<Change, Refusal> {
        self.must_be_playing()?;
        if self.offers.takeback != Some(!color) {
            return refuse(
                ErrorCode::NoOffer,
                "your opponent has not asked for a takeback",
            );
        }
        self.offers.takeback = None;
        let n = self.next_n();
        Ok(self.finish_change(Change {
            events: vec![ServerMsg::TakebackDeclined {
                n,
                by: color.into(),
            }],
            ..Change::default()
        }))
    }

    /// Takes back the requester's last move, and the opponent's reply if
    /// there is one, so that it is the requester's turn again.
    fn take_back(&mut self, requester: Color, now: Now) -> Result<Change, Refusal> {
        let plies = if self.turn() == requester { 2 } else { 1 };
        if self.ply() < plies || !self.has_moved(requester) {
            return refuse(ErrorCode::CannotTakeback, "there is no move to take back");
        }
        let mut record = self.record.clone();
        for _ in 0..plies {
            if record.take_back().is_none() {
                return refuse(ErrorCode::CannotTakeback, "there is no move to take back");
            }
        }
        self.record = record;
        self.offers.draw = None;
        self.offers.takeback = None;
        let ply = self.ply();
        let turn = self.turn();
        if let Some(clock) = &mut self.clock {
            clock.after_takeback(ply, turn, now.mono);
        }
        let n = self.next_n();
        let pos = self.record.position();
        let event = ServerMsg::Takeback {
            n,
            plies,
            ply,
            fen: pos.to_fen(),
            turn: turn.into(),
            check: pos.is_check(),
            last_move: self.record.moves().last().map(|m| m.uci.clone()),
            dests: pos.dests(),
            claims: self.record.claims().into(),
            clock: self.clock.as_ref().map(|k| k.view(now.mono)),
        };
        let change = Change {
            events: vec![event],
            writes: vec![Write::TruncateMoves {
                game_id: self.id.to_string(),
                ply: ply as i64,
            }],
            created: None,
        };
        Ok(self.finish_change(change))
    }

    /// Victory claimed because the opponent left; `claimable` is the colour
    /// the presence tracking allows to claim.
    pub fn claim_victory(
        &mut self,
        color: Color,
        claimable: Option<Color>,
        now: Now,
    ) -> Result<Change, Refusal> {
        self.must_be_playing()?;
        if claimable != Some(color) {
            return refuse(
                ErrorCode::NotClaimable,
                "your opponent has not been gone long enough to claim victory",
            );
        }
        Ok(self.decide(Outcome::win(color, Reason::Abandoned), now))
    }

    fn must_be_finished(&self) -> Result<(), Refusal> {
        if self.status != Status::Finished {
            return refuse(ErrorCode::NotPlaying, "a rematch needs a finished game");
        }
        if self.rematch_id.is_some() {
            return refuse(
                ErrorCode::NotPlaying,
                "the rematch has already been created",
            );
        }
        Ok(())
    }

    pub fn rematch_offer(&mut self, color: Color, now: Now) -> Result<Change, Refusal> {
        self.must_be_finished()?;
        if self.offers.rematch == Some(!color) || self.opponent_is_computer(color) {
            return Ok(self.create_rematch(now));
        }
        if self.offers.rematch == Some(color) {
            return Ok(Change::default());
        }
        self.offers.rematch = Some(color);
        let n = self.next_n();
        Ok(self.finish_change(Change {
            events: vec![ServerMsg::RematchOffer {
                n,
                by: color.into(),
            }],
            ..Change::default()
        }))
    }

    pub fn rematch_accept(&mut self, color: Color, now: Now) -> Result<Change, Refusal> {
        self.must_be_finished()?;
        if self.offers.rematch != Some(!color) {
            return refuse(
                ErrorCode::NoOffer,
                "your opponent has not offered a rematch",
            );
        }
        Ok(self.create_rematch(now))
    }

    pub fn rematch_decline(&mut self, color: Color) -> Result<Change, Refusal> {
        self.must_be_finished()?;
        if self.offers.rematch != Some(!color) {
            return refuse(
                ErrorCode::NoOffer,
                "your opponent has not offered a rematch",
            );
        }
        self.offers.rematch = None;
        let n = self.next_n();
        Ok(self.finish_change(Change {
            events: vec![ServerMsg::RematchDeclined {
                n,
                by: color.into(),
            }],
            ..Change::default()
        }))
    }

    /// The same game again with colours swapped; it starts at once.
    fn create_rematch(&mut self, now: Now) -> Change {
        let record = GameRecord::new(self.variant(), self.record.start_fen())
            .expect("the start of a game that was played is a valid start");
        let swap = |seat: &Seat| Seat {
            secret: seat.secret.map(|_| Secret::random()),
            session: seat.session.clone(),
            level: seat.level,
        };
        // New White is the old Black.
        let seats = [swap(&self.seats[1]), swap(&self.seats[0])];
        let rematch = Game {
            id: GameId::random(),
            record,
            status: Status::Playing,
            opponent: self.opponent,
            color_choice: self.color_choice,
            clock: self
                .clock
                .as_ref()
                .map(|k| crate::clock::Clock::new(k.control)),
            offers: Offers::default(),
            rematch_of: Some(self.id.clone()),
            rematch_id: None,
            rematch_seats: None,
            seq: 0,
            created_at: now.unix,
            ended_at: None,
            seats,
        };
        // Old White now sits at Black, and the other way round.
        self.rematch_seats = Some([rematch.seats[1].secret, rematch.seats[0].secret]);
        self.rematch_id = Some(rematch.id.clone());
        self.offers.rematch = None;
        let n = self.next_n();
        let change = Change {
            events: vec![ServerMsg::Rematch {
                n,
                id: rematch.id.clone(),
                url: format!("/game/{}", rematch.id),
            }],
            writes: vec![Write::Insert(rematch.row())],
            created: Some(Box::new(rematch)),
        };
        self.finish_change(change)
    }
}
