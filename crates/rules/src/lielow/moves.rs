//! Move generation and making moves: the rules of play and of crowns.

use super::board::{can_leave, reach, MAX_HEIGHT};
use super::board::{side, Bitboard, CROWN_CAPTURED, CROWN_LEFT_BOARD, CROWN_NOT_YET, ZOBRIST};
use super::Lielow;
use crate::game::MoveBuf;

/// A Lielow move: a stack leaves `from` and lands on `to`, or leaves the
/// board when `to` is `None`. Squares are 0 (a1) to 63 (h8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LielowMove {
    pub from: u8,
    pub to: Option<u8>,
}

impl Lielow {
    /// Appends every legal move; none once a crown is lost.
    #[inline]
    pub(super) fn generate(&self, moves: &mut MoveBuf<LielowMove>) {
        if self.is_over() {
            return;
        }
        let own = self.stacks[side(self.turn)];
        let mut stacks = own;
        while stacks != 0 {
            let from = stacks.trailing_zeros() as u8;
            stacks &= stacks - 1;
            let height = self.heights[from as usize];
            let mut targets = reach(from, height) & !own;
            while targets != 0 {
                let to = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                moves.push(LielowMove { from, to: Some(to) });
            }
            // Every direction that goes off the board gives the same
            // position: one move.
            if can_leave(from, height) {
                moves.push(LielowMove { from, to: None });
            }
        }
    }

    /// Plays a legal move: moves the stack, captures, grows, then reassigns
    /// the crowns and flips the side to move, keeping the hash up to date.
    #[inline]
    pub(super) fn apply(&mut self, m: LielowMove) {
        let us = side(self.turn);
        let them = us ^ 1;
        let from = (m.from & 63) as usize;
        let height = self.heights[from] as usize;
        self.stacks[us] &= !(1u64 << from);
        self.heights[from] = 0;
        self.hash ^= ZOBRIST.stack[us][height][from] ^ ZOBRIST.black_to_move;
        let carries_crown = self.crowns[us] as usize == from;
        let mut captured = false;
        match m.to {
            None => {
                if carries_crown {
                    self.set_crown(us, CROWN_LEFT_BOARD);
                }
            }
            Some(to) => {
                let to = (to & 63) as usize;
                let bit = 1u64 << to;
                let new_height = if self.stacks[them] & bit != 0 {
                    let theirs = self.heights[to] as usize;
                    self.stacks[them] &= !bit;
                    self.hash ^= ZOBRIST.stack[them][theirs][to];
                    if self.crowns[them] as usize == to {
                        self.set_crown(them, CROWN_CAPTURED);
                    }
                    captured = true;
                    1
                } else {
                    // Only a move `generate` produced may be played; the
                    // bound keeps anything else from indexing past the
                    // tables.
                    (height + 1).min(MAX_HEIGHT as usize)
                };
                self.stacks[us] |= bit;
                self.heights[to] = new_height as u8;
                self.hash ^= ZOBRIST.stack[us][new_height][to];
                if carries_crown {
                    self.set_crown(us, to as u8);
                }
            }
        }
        // The opponent's stacks only change on a capture; otherwise their
        // crown already satisfies the crown rule and stays put.
        self.settle_crown(us);
        if captured {
            self.settle_crown(them);
        }
        self.turn = !self.turn;
    }

    #[inline(always)]
    fn set_crown(&mut self, player: usize, code: u8) {
        let old = self.crowns[player] as usize;
        self.hash ^= ZOBRIST.crown[player][old] ^ ZOBRIST.crown[player][code as usize];
        self.crowns[player] = code;
    }

    /// The crown rule for one player: unless their crown is lost, their
    /// unique tallest stack (if there is one) wears it.
    #[inline]
    fn settle_crown(&mut self, player: usize) {
        if self.crowns[player] > CROWN_NOT_YET {
            return;
        }
        if let Some(sq) = unique_tallest(&self.heights, self.stacks[player]) {
            if self.crowns[player] != sq {
                self.set_crown(player, sq);
            }
        }
    }
}

/// The square of the single tallest stack among `stacks`, `None` when the
/// tallest height is shared (or there are no stacks).
#[inline]
pub(super) fn unique_tallest(heights: &[u8; 64], stacks: Bitboard) -> Option<u8> {
    let mut best = 0u8;
    let mut best_sq = 0u8;
    let mut unique = false;
    let mut bb = stacks;
    while bb != 0 {
        let sq = bb.trailing_zeros() as u8;
        bb &= bb - 1;
        let h = heights[sq as usize];
        if h > best {
            best = h;
            best_sq = sq;
            unique = true;
        } else if h == best {
            unique = false;
        }
    }
    unique.then_some(best_sq)
}
