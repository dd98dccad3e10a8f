//! One game as the server holds it: the rules record, seats, status, clock,
//! offers and the event counter. Every operation is synchronous and pure
//! (time is passed in), checks everything before changing anything, and
//! returns a [`Change`]: the events to send and the rows to store. The game
//! task ([`actor`]) stores the rows, and only then sends the events; it
//! reaches the server around it only through its [`hall::Hall`].

pub mod actor;
mod answers;
mod berserk;
pub mod chat;
pub mod hall;
mod history;
mod offers;
mod ops;
mod pgn;
mod presence;
mod restore;

use rand::Rng;
use regalia_rules::{Color, GameRecord, PositionError, Variant};

use crate::clock::{Clock, TimeControl};
use crate::error::{ApiError, ErrorCode};
use crate::ids::{GameId, Secret};
use crate::protocol::{
    ClaimsView, ColorChoice, CreateGame, GameView, MoveView, Named, OffersView, Opponent,
    OutcomeView, PlayerKind, PlayerTag, PlayerView, PlayersView, RatingRange, ServerMsg, Side,
    Status, TournamentTag,
};
use crate::store::{GameRow, Write};

pub use offers::Offer;
pub use pgn::pgn_date;

/// Longest time control accepted, in seconds (three hours).
pub const MAX_INITIAL_SECS: u32 = 3 * 60 * 60;
/// Largest increment accepted, in seconds.
pub const MAX_INCREMENT_SECS: u32 = 180;
pub use crate::protocol::CORRESPONDENCE_DAYS;

/// The time an operation happens: monotonic milliseconds for clocks, Unix
/// seconds for what is stored.
#[derive(Clone, Copy, Debug)]
pub struct Now {
    pub mono: u64,
    pub unix: i64,
}

/// One side of the board.
#[derive(Clone, Debug, Default)]
pub struct Seat {
    /// The secret in the holder's URL (a human seat that has been taken).
    pub secret: Option<Secret>,
    /// The browser session that took the seat.
    pub session: Option<String>,
    /// The computer's level (a computer seat).
    pub level: Option<u8>,
    /// The player's name and rating, when the holder has a name.
    pub player: Option<PlayerTag>,
}

impl Seat {
    fn human(session: &str, player: Option<PlayerTag>) -> Seat {
        Seat {
            secret: Some(Secret::random()),
            session: Some(session.to_owned()),
            level: None,
            player,
        }
    }

    fn computer(level: u8) -> Seat {
        Seat {
            secret: None,
            session: None,
            level: Some(level),
            player: None,
        }
    }

    pub fn is_taken(&self) -> bool {
        self.secret.is_some() || self.level.is_some()
    }

    pub fn is_computer(&self) -> bool {
        self.level.is_some()
    }
}

/// Pending offers, by the colour that made them.
#[derive(Clone, Copy, Debug, Default)]
pub struct Offers {
    pub draw: Option<Color>,
    pub takeback: Option<Color>,
    pub rematch: Option<Color>,
}

/// A game in memory.
#[derive(Clone, Debug)]
pub struct Game {
    pub id: GameId,
    pub record: GameRecord,
    pub status: Status,
    pub opponent: Opponent,
    pub color_choice: ColorChoice,
    /// White's seat, then Black's.
    pub seats: [Seat; 2],
    pub clock: Option<Clock>,
    pub offers: Offers,
    pub rematch_of: Option<GameId>,
    pub rematch_id: Option<GameId>,
    /// The seats of the rematch, by this game's colours (known only to the
    /// process that created it; after a restart players find it by session).
    pub rematch_seats: Option<[Option<Secret>; 2]>,
    /// Number of the last event.
    pub seq: u64,
    pub created_at: i64,
    pub ended_at: Option<i64>,
    /// Rated: both players named and chose it, a clock, two players.
    pub rated: bool,
    /// The ratings a rated seek accepts.
    pub range: Option<RatingRange>,
    /// The client address that made a correspondence seek, while it waits:
    /// stored, so the address's cap on such seeks holds after a restart.
    pub seek_address: Option<std::net::IpAddr>,
    /// The arena that paired this game.
    pub tournament: Option<GameId>,
    /// Who berserked (White, Black): an arena game only.
    pub berserk: [bool; 2],
    /// A correspondence game being played: the Unix second by which the
    /// side to move must move (its clock says the same on the monotonic
    /// scale; this is what is stored).
    pub move_by: Option<i64>,
}

/// What an accepted operation did.
#[derive(Debug, Default)]
pub struct Change {
    /// Numbered events, in order, to send once `writes` are stored.
    pub events: Vec<ServerMsg>,
    pub writes: Vec<Write>,
    /// A game this change created (a rematch).
    pub created: Option<Box<Game>>,
}

/// Why an operation was refused. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub code: ErrorCode,
    pub message: String,
}

impl Refusal {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
        }
    }
}

/// Why a game could not be created. The request itself read (its variant,
/// colour and opponent are types); these are what only the game can judge.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CreateError {
    /// The start position text does not read, or is not a position of
    /// this game.
    #[error(transparent)]
    Position(#[from] PositionError),
    #[error("this position is already over: no move can be played from it")]
    AlreadyOver,
    #[error("clock initial time must be 1 to {MAX_INITIAL_SECS} seconds")]
    InitialTime,
    #[error("clock increment must be 0 to {MAX_INCREMENT_SECS} seconds")]
    Increment,
    #[error("days per move must be 1, 2, 3, 5, 7 or 14")]
    Days,
    #[error("a game has a clock or days per move, not both")]
    ClockAndDays,
    #[error("games against the computer have no days per move")]
    DaysComputer,
    #[error("computer level must be 1 to 8, not {0}")]
    Level(u8),
    #[error("a computer game needs a level from 1 to 8")]
    NoLevel,
    #[error("a rated game needs a name: take one first")]
    RatedNoName,
    #[error("a rated game needs a clock")]
    RatedNoClock,
    #[error("games against the computer are never rated")]
    RatedComputer,
}

impl From<CreateError> for ApiError {
    fn from(e: CreateError) -> ApiError {
        let code = match e {
            CreateError::Position(_) => ErrorCode::BadPosition,
            CreateError::AlreadyOver => ErrorCode::PositionOver,
            CreateError::InitialTime
            | CreateError::Increment
            | CreateError::Days
            | CreateError::ClockAndDays
            | CreateError::DaysComputer => ErrorCode::BadClock,
            CreateError::Level(_) | CreateError::NoLevel => ErrorCode::BadLevel,
            CreateError::RatedNoName => ErrorCode::NoName,
            CreateError::RatedNoClock => ErrorCode::RatedNeedsClock,
            CreateError::RatedComputer => ErrorCode::RatedNotComputer,
        };
        ApiError::refused(code, e.to_string())
    }
}

pub fn idx(c: Color) -> usize {
    if c.is_white() {
        0
    } else {
        1
    }
}

/// The URL of a player's own page.
pub fn seat_url(id: &GameId, secret: &Secret) -> String {
    format!("/game/{id}/{}", secret.hex())
}

impl Game {
    /// A new game as asked by `session`, who plays as `player` when it
    /// has a name; a correspondence game's day is `day_ms` long (shorter
    /// in tests). Returns the game and the creator's colour.
    pub fn create(
        req: &CreateGame,
        session: &str,
        player: Option<&Named>,
        day_ms: i64,
        now: Now,
    ) -> Result<(Game, Color), CreateError> {
        if req.rated {
            if req.opponent == Opponent::Computer {
                return Err(CreateError::RatedComputer);
            }
            if player.is_none() {
                return Err(CreateError::RatedNoName);
            }
            if req.clock.is_none() && req.days.is_none() {
                return Err(CreateError::RatedNoClock);
            }
        }
        if let Some(days) = req.days {
            if req.clock.is_some() {
                return Err(CreateError::ClockAndDays);
            }
            if req.opponent == Opponent::Computer {
                return Err(CreateError::DaysComputer);
            }
            if !CORRESPONDENCE_DAYS.contains(&days) {
                return Err(CreateError::Days);
            }
        }
        let record = GameRecord::new(req.variant.into(), req.fen.as_deref())?;
        if record.outcome().is_some() {
            return Err(CreateError::AlreadyOver);
        }
        let clock = match req.clock {
            None => req.days.map(|days| Clock::correspondence(days, day_ms)),
            Some(spec) => {
                if spec.initial == 0 || spec.initial > MAX_INITIAL_SECS {
                    return Err(CreateError::InitialTime);
                }
                if spec.increment > MAX_INCREMENT_SECS {
                    return Err(CreateError::Increment);
                }
                Some(Clock::new(TimeControl {
                    initial_ms: i64::from(spec.initial) * 1000,
                    increment_ms: i64::from(spec.increment) * 1000,
                }))
            }
        };
        let level = match (req.opponent, req.level) {
            (Opponent::Computer, Some(level @ 1..=8)) => Some(level),
            (Opponent::Computer, Some(level)) => return Err(CreateError::Level(level)),
            (Opponent::Computer, None) => return Err(CreateError::NoLevel),
            (_, _) => None,
        };
        let color = match req.color {
            ColorChoice::White => Color::White,
            ColorChoice::Black => Color::Black,
            ColorChoice::Random => {
                if rand::thread_rng().gen_bool(0.5) {
                    Color::White
                } else {
                    Color::Black
                }
            }
        };
        let mut seats = [Seat::default(), Seat::default()];
        let tag = player
            .filter(|_| req.opponent != Opponent::Computer)
            .map(|p| p.tag(req.variant));
        seats[idx(color)] = Seat::human(session, tag);
        if let Some(level) = level {
            seats[idx(!color)] = Seat::computer(level);
        }
        let game = Game {
            id: GameId::random(),
            record,
            status: if level.is_some() {
                Status::Playing
            } else {
                Status::Waiting
            },
            opponent: req.opponent,
            color_choice: req.color,
            seats,
            clock,
            offers: Offers::default(),
            rematch_of: None,
            rematch_id: None,
            rematch_seats: None,
            seq: 0,
            created_at: now.unix,
            ended_at: None,
            // A rated game starts from the standard position.
            rated: req.rated && req.fen.is_none(),
            range: req
                .range
                .filter(|_| req.rated && req.opponent == Opponent::Seek),
            tournament: None,
            berserk: [false; 2],
            move_by: None,
            seek_address: None,
        };
        Ok((game, color))
    }

    pub fn variant(&self) -> Variant {
        self.record.variant()
    }

    /// A correspondence game's days per move.
    pub fn days(&self) -> Option<u8> {
        self.clock.as_ref().and_then(|k| k.days)
    }

    /// A correspondence game's side to move is given its whole time from
    /// `now` (the game started, or a move or takeback was made).
    fn next_deadline(&mut self, now: Now) {
        let turn = self.turn();
        let Some(clock) = self.clock.as_mut().filter(|k| k.days.is_some()) else {
            return;
        };
        clock.start(turn, now.mono);
        self.move_by = Some(now.unix + clock.control.initial_ms / 1000);
    }

    pub fn ply(&self) -> usize {
        self.record.moves().len()
    }

    pub fn turn(&self) -> Color {
        self.record.position().turn()
    }

    /// The seat a secret opens, if any (compared in constant time, and
    /// against both seats whatever the first gives).
    pub fn seat_of(&self, secret: &Secret) -> Option<Color> {
        let white = self.seats[0].secret.is_some_and(|s| s.matches(secret));
        let black = self.seats[1].secret.is_some_and(|s| s.matches(secret));
        match (white, black) {
            (true, _) => Some(Color::White),
            (_, true) => Some(Color::Black),
            _ => None,
        }
    }

    /// The seat held by a browser session, if any.
    pub fn seat_of_session(&self, session: &str) -> Option<Color> {
        [Color::White, Color::Black]
            .into_iter()
            .find(|&c| self.seats[idx(c)].session.as_deref() == Some(session))
    }

    /// The colour whose seat is still open.
    pub fn open_seat(&self) -> Option<Color> {
        if self.status != Status::Waiting {
            return None;
        }
        [Color::White, Color::Black]
            .into_iter()
            .find(|&c| !self.seats[idx(c)].is_taken())
    }

    /// The colour of the computer whose turn it is, if it must move now.
    pub fn computer_to_move(&self) -> Option<u8> {
        if self.status != Status::Playing {
            return None;
        }
        self.seats[idx(self.turn())].level
    }

    fn next_n(&mut self) -> u64 {
        self.seq += 1;
        self.seq
    }

    /// The mover of ply `k` (1-based).
    fn mover_of(&self, k: usize) -> Color {
        let first = self.record.start().turn();
        if k % 2 == 1 {
            first
        } else {
            !first
        }
    }

    /// The game's row as it is now.
    pub fn row(&self) -> GameRow {
        let clock = self.clock.as_ref();
        // A running clock is stored as it stood when it started running
        // (at the last move); the time since is not charged after a restart.
        let stored_left = |c: Color| clock.map(|k| k.stored_left(c));
        GameRow {
            id: self.id.to_string(),
            variant: self.variant().name().to_owned(),
            start_fen: self.record.start_fen().map(str::to_owned),
            opponent: self.opponent.name().to_owned(),
            color_choice: self.color_choice.name().to_owned(),
            clock_initial_ms: clock.map(|k| k.control.initial_ms),
            clock_increment_ms: clock.map(|k| k.control.increment_ms),
            white_ms: stored_left(Color::White),
            black_ms: stored_left(Color::Black),
            white_seat: self.seats[0].secret.map(|s| s.hex()),
            black_seat: self.seats[1].secret.map(|s| s.hex()),
            white_session: self.seats[0].session.clone(),
            black_session: self.seats[1].session.clone(),
            white_level: self.seats[0].level.map(i64::from),
            black_level: self.seats[1].level.map(i64::from),
            status: self.status.name().to_owned(),
            winner: self
                .record
                .outcome()
                .and_then(|o| o.winner)
                .filter(|_| self.status == Status::Finished)
                .map(|c| Side::from(c).name().to_owned()),
            reason: self
                .record
                .outcome()
                .filter(|_| self.status == Status::Finished)
                .map(|o| o.reason.name().to_owned()),
            seq: self.seq as i64,
            rematch_of: self.rematch_of.as_ref().map(|g| g.to_string()),
            rematch_id: self.rematch_id.as_ref().map(|g| g.to_string()),
            created_at: self.created_at,
            ended_at: self.ended_at,
            rated: i64::from(self.rated),
            white_player: self.seats[0].player.as_ref().map(|p| p.name.clone()),
            black_player: self.seats[1].player.as_ref().map(|p| p.name.clone()),
            white_rating: self.seats[0].player.as_ref().map(|p| p.rating.clone()),
            black_rating: self.seats[1].player.as_ref().map(|p| p.rating.clone()),
            tournament_id: self.tournament.as_ref().map(|t| t.to_string()),
            berserk: i64::from(self.berserk[0]) | (i64::from(self.berserk[1]) << 1),
            days: self.days().map(i64::from),
            move_by: self.move_by.filter(|_| self.status == Status::Playing),
            seek_address: self
                .seek_address
                .filter(|_| self.status == Status::Waiting)
                .map(|a| a.to_string()),
            range_min: self.range.map(|r| i64::from(r.min)),
            range_max: self.range.map(|r| i64::from(r.max)),
        }
    }

    /// A snapshot for clients. `online` says which players have a socket.
    pub fn view(&self, online: [bool; 2], now: Now) -> GameView {
        let pos = self.record.position();
        let player = |c: Color| {
            let seat = &self.seats[idx(c)];
            PlayerView {
                kind: if seat.is_computer() {
                    PlayerKind::Computer
                } else {
                    PlayerKind::Human
                },
                level: seat.level,
                level_rating: seat
                    .level
                    .and_then(|l| regalia_engine::ratings::level_rating(self.variant(), l)),
                joined: seat.is_taken(),
                online: seat.is_computer() || online[idx(c)],
                player: seat.player.clone(),
            }
        };
        let over = self.status.is_over();
        GameView {
            id: self.id.clone(),
            variant: self.variant().into(),
            status: self.status,
            opponent: self.opponent,
            initial_fen: self.record.start().to_fen(),
            fen: pos.to_fen(),
            turn: pos.turn().into(),
            ply: self.ply(),
            moves: MoveView::all(&self.record),
            last_move: self.record.moves().last().map(|m| m.uci.clone()),
            check: pos.is_check(),
            dests: if over {
                Default::default()
            } else {
                pos.dests()
            },
            claims: if over {
                ClaimsView::default()
            } else {
                self.record.claims().into()
            },
            clock: self.clock.as_ref().map(|k| k.view(now.mono)),
            players: PlayersView {
                white: player(Color::White),
                black: player(Color::Black),
            },
            offers: OffersView {
                draw: self.offers.draw.map(Side::from),
                takeback: self.offers.takeback.map(Side::from),
                rematch: self.offers.rematch.map(Side::from),
            },
            outcome: if self.status == Status::Finished {
                self.record.outcome().map(OutcomeView::from)
            } else {
                None
            },
            rematch: self.rematch_id.clone(),
            n: self.seq,
            rated: self.rated,
            tournament: self.tournament.as_ref().map(|id| TournamentTag {
                id: id.clone(),
                url: format!("/tournament/{id}"),
                berserk: self.berserk,
            }),
        }
    }
}

#[cfg(test)]
mod tests;
