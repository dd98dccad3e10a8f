//! The operations players (and the clock, and the computer) perform on a
//! game. Each checks first and changes afterwards, so a refusal leaves the
//! game exactly as it was.

use regalia_rules::{Color, GameRecord, Outcome, Reason};

use super::{idx, Change, Game, Now, Offers, Refusal, Seat};
use crate::clock::Flagged;
use crate::ids::{GameId, Secret};
use crate::protocol::{ErrorCode, OutcomeView, ServerMsg, Side, Status};
use crate::store::{MoveRow, Write};

/// Longest move text accepted (UCI is at most 6 characters, SAN about 8).
const MAX_MOVE_TEXT: usize = 12;

fn refuse<T>(code: ErrorCode, message: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal::new(code, message))
}

impl Game {
    fn must_be_playing(&self) -> Result<(), Refusal> {
        match self.status {
            Status::Playing => Ok(()),
            Status::Waiting => refuse(ErrorCode::NotPlaying, "the game has not started yet"),
            Status::Finished | Status::Aborted => refuse(ErrorCode::NotPlaying, "the game is over"),
        }
    }

    fn opponent_is_computer(&self, color: Color) -> bool {
        self.seats[idx(!color)].is_computer()
    }

    /// Stores the row and closes the change.
    fn finish_change(&self, mut change: Change) -> Change {
        change.writes.push(Write::Update(self.row()));
        change
    }

    /// Ends the game (the record already holds its outcome, or `aborted`).
    fn end(&mut self, status: Status, now: Now) -> ServerMsg {
        self.status = status;
        if let Some(clock) = &mut self.clock {
            clock.stop(now.mono);
        }
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
    fn decide(&mut self, outcome: Outcome, now: Now) -> Change {
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
        let loser = self.clock.as_ref()?.flagged(now.mono)?;
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

    /// A session takes the open seat. Returns its colour and secret.
    pub fn join(&mut self, session: &str) -> Result<(Color, Secret, Change), Refusal> {
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
        let seat = Seat::human(session);
        let secret = seat.secret.expect("a human seat has a secret");
        self.seats[idx(color)] = seat;
        self.status = Status::Playing;
        let n = self.next_n();
        let change = Change {
            events: vec![ServerMsg::Joined {
                n,
                color: color.into(),
            }],
            ..Change::default()
        };
        Ok((color, secret, self.finish_change(change)))
    }
}
