//! Lielow: stacks of checkers that move exactly as far as they are tall.
//!
//! A position is two occupancy bitboards (one per player), a height per
//! square, a crown state per player, the side to move and an incrementally
//! kept Zobrist hash; about 100 bytes, so copy-make is cheap. The rules are
//! in `RULES.md` (section Lielow); the position text is described in
//! `docs/lielow-position-text.md`.

mod board;
mod moves;
mod text;

use std::fmt;

use crate::game::{Color, Game, MoveBuf, MoveError, Outcome, PositionError, Reason};
use crate::Variant;

pub use board::{can_leave, landing, parse_square, reach, square_name, Bitboard};
pub use board::{MAX_HEIGHT, MAX_STACKS};
pub use moves::LielowMove;

use board::{side, CROWN_CAPTURED, CROWN_LEFT_BOARD, CROWN_NOT_YET, ZOBRIST};

/// Where a player's crown is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Crown {
    /// The player has never had a unique tallest stack.
    NotYet,
    /// On the stack standing on this square (0 = a1 .. 63 = h8).
    On(u8),
    /// The crowned stack was captured: the player has lost.
    Captured,
    /// The player moved the crowned stack off the board: the player has lost.
    LeftBoard,
}

impl Crown {
    fn from_code(code: u8) -> Crown {
        match code {
            0..=63 => Crown::On(code),
            CROWN_CAPTURED => Crown::Captured,
            CROWN_LEFT_BOARD => Crown::LeftBoard,
            _ => Crown::NotYet,
        }
    }

    /// Whether the crown is gone (the game is over, this player lost).
    pub fn is_lost(self) -> bool {
        matches!(self, Crown::Captured | Crown::LeftBoard)
    }
}

/// A Lielow position.
#[derive(Clone, PartialEq, Eq)]
pub struct Lielow {
    /// Height of the stack on each square, 0 where the square is empty.
    heights: [u8; 64],
    /// Occupied squares per player (White 0, Black 1).
    stacks: [Bitboard; 2],
    /// Crown state per player: a square, or `CROWN_NOT_YET`,
    /// `CROWN_CAPTURED`, `CROWN_LEFT_BOARD`.
    crowns: [u8; 2],
    turn: Color,
    hash: u64,
}

impl Lielow {
    /// Builds a position from its parts and computes its hash. The caller
    /// (the text reader, the start) has checked that the parts agree.
    fn from_parts(heights: [u8; 64], stacks: [Bitboard; 2], crowns: [u8; 2], turn: Color) -> Self {
        let mut pos = Lielow {
            heights,
            stacks,
            crowns,
            turn,
            hash: 0,
        };
        pos.hash = pos.hash_from_scratch();
        pos
    }

    /// The Zobrist hash computed from the whole position (the incremental
    /// one kept by `play` always equals it).
    fn hash_from_scratch(&self) -> u64 {
        let mut hash = 0;
        for (c, &bb) in self.stacks.iter().enumerate() {
            let mut bb = bb;
            while bb != 0 {
                let sq = bb.trailing_zeros() as usize;
                bb &= bb - 1;
                hash ^= ZOBRIST.stack[c][self.heights[sq] as usize][sq];
            }
            hash ^= ZOBRIST.crown[c][self.crowns[c] as usize];
        }
        if self.turn == Color::Black {
            hash ^= ZOBRIST.black_to_move;
        }
        hash
    }

    /// The height of the stack on `square` (0 = a1 .. 63 = h8), 0 when the
    /// square is empty.
    #[inline]
    pub fn height(&self, square: u8) -> u8 {
        self.heights[square as usize & 63]
    }

    /// The player whose stack stands on `square`, if any.
    #[inline]
    pub fn owner(&self, square: u8) -> Option<Color> {
        let bit = 1u64 << (square & 63);
        if self.stacks[0] & bit != 0 {
            Some(Color::White)
        } else if self.stacks[1] & bit != 0 {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The squares holding `player`'s stacks (bit `n` = square `n`).
    #[inline]
    pub fn stacks(&self, player: Color) -> Bitboard {
        self.stacks[side(player)]
    }

    /// The squares holding any stack.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.stacks[0] | self.stacks[1]
    }

    /// How many stacks `player` has on the board.
    #[inline]
    pub fn stack_count(&self, player: Color) -> u32 {
        self.stacks[side(player)].count_ones()
    }

    /// The sum of the heights of `player`'s stacks.
    pub fn total_height(&self, player: Color) -> u32 {
        let mut bb = self.stacks[side(player)];
        let mut total = 0;
        while bb != 0 {
            total += self.heights[bb.trailing_zeros() as usize] as u32;
            bb &= bb - 1;
        }
        total
    }

    /// The square of `player`'s crowned stack, `None` when the player has
    /// no crown yet or has lost it.
    #[inline]
    pub fn crown_square(&self, player: Color) -> Option<u8> {
        let code = self.crowns[side(player)];
        (code < 64).then_some(code)
    }

    /// The full crown state of `player`.
    #[inline]
    pub fn crown(&self, player: Color) -> Crown {
        Crown::from_code(self.crowns[side(player)])
    }

    /// Whether the game is over (a crown has been lost).
    #[inline]
    pub fn is_over(&self) -> bool {
        self.crowns[0] > CROWN_NOT_YET || self.crowns[1] > CROWN_NOT_YET
    }

    /// Whether the legal move `m` lands on an enemy stack (the body of
    /// [`Game::is_capture`]).
    #[inline]
    pub(super) fn captures(&self, m: LielowMove) -> bool {
        match m.to {
            Some(to) => self.stacks[side(!self.turn)] >> (to & 63) & 1 != 0,
            None => false,
        }
    }
}

impl fmt::Debug for Lielow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Lielow").field(&self.to_fen()).finish()
    }
}

impl Game for Lielow {
    type Move = LielowMove;

    const VARIANT: Variant = Variant::Lielow;

    fn start() -> Self {
        let mut heights = [0u8; 64];
        for h in &mut heights[8..16] {
            *h = 1;
        }
        for h in &mut heights[48..56] {
            *h = 1;
        }
        Lielow::from_parts(
            heights,
            [0x0000_0000_0000_FF00, 0x00FF_0000_0000_0000],
            [CROWN_NOT_YET; 2],
            Color::White,
        )
    }

    fn from_fen(text: &str) -> Result<Self, PositionError> {
        text::parse_position(text)
    }

    fn to_fen(&self) -> String {
        text::write_position(self)
    }

    #[inline]
    fn turn(&self) -> Color {
        self.turn
    }

    #[inline]
    fn legal_moves(&self, moves: &mut MoveBuf<Self::Move>) {
        self.generate(moves);
    }

    #[inline]
    fn play(&mut self, m: Self::Move) {
        self.apply(m);
    }

    fn outcome(&self) -> Option<Outcome> {
        for player in [Color::White, Color::Black] {
            match self.crown(player) {
                Crown::Captured => return Some(Outcome::win(!player, Reason::CrownCaptured)),
                Crown::LeftBoard => return Some(Outcome::win(!player, Reason::CrownLeftBoard)),
                Crown::NotYet | Crown::On(_) => {}
            }
        }
        None
    }

    #[inline]
    fn is_capture(&self, m: Self::Move) -> bool {
        self.captures(m)
    }

    fn is_check(&self) -> bool {
        false
    }

    #[inline]
    fn hash(&self) -> u64 {
        self.hash
    }

    fn halfmove_clock(&self) -> u32 {
        0
    }

    fn move_to_uci(&self, m: Self::Move) -> String {
        text::move_uci(m)
    }

    fn move_from_uci(&self, text: &str) -> Result<Self::Move, MoveError> {
        text::read_uci(self, text)
    }

    fn move_to_display(&self, m: Self::Move) -> String {
        text::move_display(self, m)
    }

    fn move_from_text(&self, text: &str) -> Result<Self::Move, MoveError> {
        text::read_text(self, text)
    }
}
