//! [`AnyPosition`]: the four games behind one enum, for callers that choose
//! the game by name at run time (server, CLI). Generic code gets at the
//! concrete game with [`crate::dispatch!`].

use std::collections::BTreeMap;

use crate::game::{Color, Game, MoveBuf, MoveError, Outcome, PositionError};
use crate::lielow::Lielow;
use crate::pieces::{Chess, KingOfTheHill, RacingKings};
use crate::Variant;

/// A position of any of the four games.
#[derive(Clone, Debug)]
pub enum AnyPosition {
    Chess(Chess),
    KingOfTheHill(KingOfTheHill),
    RacingKings(RacingKings),
    Lielow(Lielow),
}

/// Runs code on the concrete game inside an [`AnyPosition`], monomorphised
/// per game: `dispatch!(pos, g => perft(g, 3))`. Works on values,
/// references and mutable references alike.
#[macro_export]
macro_rules! dispatch {
    ($any:expr, $g:ident => $body:expr) => {
        match $any {
            $crate::AnyPosition::Chess($g) => $body,
            $crate::AnyPosition::KingOfTheHill($g) => $body,
            $crate::AnyPosition::RacingKings($g) => $body,
            $crate::AnyPosition::Lielow($g) => $body,
        }
    };
}

/// A move that was played: its engine text and its display text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// UCI text: `e2e4`, `e7e8q`, `a2off`.
    pub uci: String,
    /// SAN for the chess games, `e2-e3` / `d4xg7` / `a2-off` for Lielow.
    pub display: String,
}

fn wrap<G: Game>(g: G, f: fn(G) -> AnyPosition) -> AnyPosition {
    f(g)
}

impl AnyPosition {
    /// The standard start of a game.
    pub fn start(variant: Variant) -> AnyPosition {
        match variant {
            Variant::Chess => AnyPosition::Chess(Chess::start()),
            Variant::KingOfTheHill => AnyPosition::KingOfTheHill(KingOfTheHill::start()),
            Variant::RacingKings => AnyPosition::RacingKings(RacingKings::start()),
            Variant::Lielow => AnyPosition::Lielow(Lielow::start()),
        }
    }

    /// Reads a position text of the given game.
    pub fn from_fen(variant: Variant, text: &str) -> Result<AnyPosition, PositionError> {
        Ok(match variant {
            Variant::Chess => wrap(Chess::from_fen(text)?, AnyPosition::Chess),
            Variant::KingOfTheHill => {
                wrap(KingOfTheHill::from_fen(text)?, AnyPosition::KingOfTheHill)
            }
            Variant::RacingKings => wrap(RacingKings::from_fen(text)?, AnyPosition::RacingKings),
            Variant::Lielow => wrap(Lielow::from_fen(text)?, AnyPosition::Lielow),
        })
    }

    pub fn variant(&self) -> Variant {
        match self {
            AnyPosition::Chess(_) => Variant::Chess,
            AnyPosition::KingOfTheHill(_) => Variant::KingOfTheHill,
            AnyPosition::RacingKings(_) => Variant::RacingKings,
            AnyPosition::Lielow(_) => Variant::Lielow,
        }
    }

    pub fn to_fen(&self) -> String {
        dispatch!(self, g => g.to_fen())
    }

    pub fn turn(&self) -> Color {
        dispatch!(self, g => g.turn())
    }

    pub fn is_check(&self) -> bool {
        dispatch!(self, g => g.is_check())
    }

    pub fn halfmove_clock(&self) -> u32 {
        dispatch!(self, g => g.halfmove_clock())
    }

    pub fn hash(&self) -> u64 {
        dispatch!(self, g => g.hash())
    }

    /// The result if the rules have ended the game in this position.
    pub fn outcome(&self) -> Option<Outcome> {
        dispatch!(self, g => g.outcome())
    }

    /// Every legal move in UCI text.
    pub fn legal_uci(&self) -> Vec<String> {
        dispatch!(self, g => legal_uci(g))
    }

    /// Every legal move with its display text, in generation order.
    pub fn legal_moves(&self) -> Vec<PlayedMove> {
        dispatch!(self, g => legal_played(g))
    }

    /// Legal destinations by origin square, as a board UI wants them:
    /// `{"e2": ["e3", "e4"], "a2": ["a3", "off"]}`. A promotion appears once
    /// per destination (the UI asks which piece).
    pub fn dests(&self) -> BTreeMap<String, Vec<String>> {
        let mut map: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for uci in self.legal_uci() {
            let (from, rest) = uci.split_at(2);
            let to = if rest.starts_with("off") {
                "off"
            } else {
                &rest[..2]
            };
            let entry = map.entry(from.to_owned()).or_default();
            if !entry.iter().any(|d| d == to) {
                entry.push(to.to_owned());
            }
        }
        map
    }

    /// Reads a move (UCI text, SAN, or Lielow's display notation), checks
    /// it, and plays it. On error nothing changes.
    pub fn play_text(&mut self, text: &str) -> Result<PlayedMove, MoveError> {
        dispatch!(self, g => play_text(g, text))
    }

    /// Reads UCI move text only, checks it, and plays it. On error nothing
    /// changes.
    pub fn play_uci(&mut self, text: &str) -> Result<PlayedMove, MoveError> {
        dispatch!(self, g => play_uci(g, text))
    }

    /// The FIDE "same position" key for repetition (chess games): the FEN
    /// without its move counters, en passant only when legal. Lielow
    /// positions never repeat; their key is their full text.
    pub fn repetition_key(&self) -> String {
        match self {
            AnyPosition::Chess(g) => g.repetition_key(),
            AnyPosition::KingOfTheHill(g) => g.repetition_key(),
            AnyPosition::RacingKings(g) => g.repetition_key(),
            AnyPosition::Lielow(g) => g.to_fen(),
        }
    }
}

fn legal_uci<G: Game>(g: &G) -> Vec<String> {
    let mut moves = MoveBuf::new();
    g.legal_moves(&mut moves);
    moves.iter().map(|&m| g.move_to_uci(m)).collect()
}

fn legal_played<G: Game>(g: &G) -> Vec<PlayedMove> {
    let mut moves = MoveBuf::new();
    g.legal_moves(&mut moves);
    moves
        .iter()
        .map(|&m| PlayedMove {
            uci: g.move_to_uci(m),
            display: g.move_to_display(m),
        })
        .collect()
}

fn apply<G: Game>(g: &mut G, m: G::Move) -> PlayedMove {
    let played = PlayedMove {
        uci: g.move_to_uci(m),
        display: g.move_to_display(m),
    };
    g.play(m);
    played
}

fn play_text<G: Game>(g: &mut G, text: &str) -> Result<PlayedMove, MoveError> {
    if g.outcome().is_some() {
        return Err(MoveError::GameOver);
    }
    let m = g.move_from_text(text)?;
    Ok(apply(g, m))
}

fn play_uci<G: Game>(g: &mut G, text: &str) -> Result<PlayedMove, MoveError> {
    if g.outcome().is_some() {
        return Err(MoveError::GameOver);
    }
    let m = g.move_from_uci(text)?;
    Ok(apply(g, m))
}
