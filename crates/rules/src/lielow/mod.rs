//! Lielow: stacks of checkers that move exactly as far as they are tall.
//!
//! PLACEHOLDER: the real implementation is being written on its own branch.
//! Until it lands, this type has the shape the rest of the crate relies on.

use crate::game::{Color, Game, MoveBuf, MoveError, Outcome, PositionError};
use crate::Variant;

/// A Lielow move: a stack leaves `from` and lands on `to`, or leaves the
/// board when `to` is `None`. Squares are 0 (a1) to 63 (h8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LielowMove {
    pub from: u8,
    pub to: Option<u8>,
}

/// A Lielow position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lielow {
    _private: (),
}

impl Game for Lielow {
    type Move = LielowMove;
    const VARIANT: Variant = Variant::Lielow;
    fn start() -> Self {
        unimplemented!("lielow")
    }
    fn from_fen(_text: &str) -> Result<Self, PositionError> {
        unimplemented!("lielow")
    }
    fn to_fen(&self) -> String {
        unimplemented!("lielow")
    }
    fn turn(&self) -> Color {
        unimplemented!("lielow")
    }
    fn legal_moves(&self, _moves: &mut MoveBuf<Self::Move>) {
        unimplemented!("lielow")
    }
    fn play(&mut self, _m: Self::Move) {
        unimplemented!("lielow")
    }
    fn outcome(&self) -> Option<Outcome> {
        unimplemented!("lielow")
    }
    fn is_capture(&self, _m: Self::Move) -> bool {
        unimplemented!("lielow")
    }
    fn is_check(&self) -> bool {
        false
    }
    fn hash(&self) -> u64 {
        unimplemented!("lielow")
    }
    fn halfmove_clock(&self) -> u32 {
        0
    }
    fn move_to_uci(&self, _m: Self::Move) -> String {
        unimplemented!("lielow")
    }
    fn move_from_uci(&self, _text: &str) -> Result<Self::Move, MoveError> {
        unimplemented!("lielow")
    }
    fn move_to_display(&self, _m: Self::Move) -> String {
        unimplemented!("lielow")
    }
    fn move_from_text(&self, _text: &str) -> Result<Self::Move, MoveError> {
        unimplemented!("lielow")
    }
}
