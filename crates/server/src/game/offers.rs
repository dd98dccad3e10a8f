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

/// What one player offers and the other answers (the wire's `kind`).
pub use crate::protocol::OfferKind as Offer;

/// What an offer does on the wire and in words for logs.
trait OfferEvents {
    fn made(self, n: u64, by: Side) -> ServerMsg;
    fn declined(self, n: u64, by: Side) -> ServerMsg;
    fn not_made(self) -> &'static str;
}

impl OfferEvents for Offer {
    /// The event of `by` making this offer.
    fn made(self, n: u64, by: Side) -> ServerMsg {
        ServerMsg::Offered { n, kind: self, by }
    }

    /// The event of `by` declining this offer.
    fn declined(self, n: u64, by: Side) -> ServerMsg {
        ServerMsg::Declined { n, kind: self, by }
    }

    /// Why an answer to this offer is refused when there is none.
    fn not_made(self) -> &'static str {
        match self {
            Offer::Draw => "your opponent has not offered a draw",
            Offer::Takeback => "your opponent has not asked for a takeback",
            Offer::Rematch => "your opponent has not offered a rematch",
        }
    }
}

impl Offers {
    /// Who stands by `offer`, if anyone.
    fn of(&mut self, offer: Offer) -> &mut Option<Color> {
        match offer {
            Offer::Draw => &mut self.draw,
            Offer::Takeback => &mut self.takeback,
            Offer::Rematch => &mut self.rematch,
        }
    }
}

impl Game {
    /// `color` makes `offer`. The same offer from the opponent, or a
    /// takeback or rematch asked of the computer, is agreed at once; the
    /// computer declines draws and plays on.
    pub fn offer(&mut self, offer: Offer, color: Color, now: Now) -> Result<Change, Refusal> {
        self.answerable(offer)?;
        if offer == Offer::Draw && !self.variant().is_chess_family() {
            // Lielow has no draws: every game ends with a crown leaving the
            // board (or a resignation, a flag, an abandonment).
            return refuse(
                ErrorCode::NoOffer,
                "Lielow has no draws: a draw cannot be offered",
            );
        }
        if offer == Offer::Takeback && !self.has_moved(color) {
            return refuse(ErrorCode::CannotTakeback, "you have no move to take back");
        }
        let standing = *self.offers.of(offer);
        let computer = self.opponent_is_computer(color);
        if standing == Some(!color) || (computer && offer != Offer::Draw) {
            return self.agreed(offer, color, now);
        }
        if standing == Some(color) {
            return Ok(Change::default());
        }
        let n = self.next_n();
        let mut events = vec![offer.made(n, color.into())];
        if computer {
            let n = self.next_n();
            events.push(offer.declined(n, Side::from(!color)));
        } else {
            *self.offers.of(offer) = Some(color);
        }
        Ok(self.finish_change(Change {
            events,
            ..Change::default()
        }))
    }

    /// `color` accepts the offer their opponent made.
    pub fn accept(&mut self, offer: Offer, color: Color, now: Now) -> Result<Change, Refusal> {
        self.made_to(offer, color)?;
        self.agreed(offer, !color, now)
    }

    /// `color` declines the offer their opponent made.
    pub fn decline(&mut self, offer: Offer, color: Color) -> Result<Change, Refusal> {
        self.made_to(offer, color)?;
        *self.offers.of(offer) = None;
        let n = self.next_n();
        Ok(self.finish_change(Change {
            events: vec![offer.declined(n, color.into())],
            ..Change::default()
        }))
    }

    /// Draws and takebacks are for a game in play, a rematch for a
    /// finished one.
    fn answerable(&self, offer: Offer) -> Result<(), Refusal> {
        if self.tournament.is_some() && offer != Offer::Draw {
            return refuse(
                ErrorCode::InArena,
                "arena games have no takebacks and no rematches",
            );
        }
        match offer {
            Offer::Rematch => self.must_be_finished(),
            Offer::Draw | Offer::Takeback => self.must_be_playing(),
        }
    }

    /// Whether the opponent of `color` stands by `offer`.
    fn made_to(&mut self, offer: Offer, color: Color) -> Result<(), Refusal> {
        self.answerable(offer)?;
        if *self.offers.of(offer) != Some(!color) {
            return refuse(ErrorCode::NoOffer, offer.not_made());
        }
        Ok(())
    }

    /// Both players agree on `offer`, which `requester` made.
    fn agreed(&mut self, offer: Offer, requester: Color, now: Now) -> Result<Change, Refusal> {
        match offer {
            Offer::Draw => Ok(self.decide(Outcome::draw(Reason::Agreement), now)),
            Offer::Takeback => self.take_back(requester, now),
            Offer::Rematch => Ok(self.create_rematch(now)),
        }
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
    pub(super) fn has_moved(&self, color: Color) -> bool {
        (1..=self.ply()).any(|k| self.mover_of(k) == color)
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
        self.next_deadline(now);
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
        // In a correspondence game, the claim is against an opponent
        // whose days ran out, not one who left the page.
        let reason = if self.days().is_some() {
            Reason::Timeout
        } else {
            Reason::Abandoned
        };
        Ok(self.decide(Outcome::win(color, reason), now))
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

    /// The same game again with colours swapped; it starts at once.
    fn create_rematch(&mut self, now: Now) -> Change {
        let record = GameRecord::new(self.variant(), self.record.start_fen())
            .expect("the start of a game that was played is a valid start");
        let swap = |seat: &Seat| Seat {
            secret: seat.secret.map(|_| Secret::random()),
            session: seat.session.clone(),
            level: seat.level,
            player: seat.player.clone(),
        };
        // New White is the old Black.
        let seats = [swap(&self.seats[1]), swap(&self.seats[0])];
        let mut rematch = Game {
            id: GameId::random(),
            record,
            status: Status::Playing,
            opponent: self.opponent,
            color_choice: self.color_choice,
            clock: self.clock.as_ref().map(|k| match k.days {
                Some(days) => crate::clock::Clock::correspondence(
                    days,
                    k.control.initial_ms / i64::from(days),
                ),
                None => crate::clock::Clock::new(k.control),
            }),
            offers: Offers::default(),
            rematch_of: Some(self.id.clone()),
            rematch_id: None,
            rematch_seats: None,
            seq: 0,
            created_at: now.unix,
            ended_at: None,
            seats,
            rated: self.rated,
            range: None,
            tournament: None,
            berserk: [false; 2],
            move_by: None,
            seek_address: None,
        };
        rematch.next_deadline(now);
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
