//! Lielow evaluation.

use regalia_rules::{Game, Lielow, LielowMove};

use super::{Evaluate, Verdict};

impl Evaluate for Lielow {
    /// Lielow has zugzwang-like endings (a lone crowned stack must move and
    /// may have to walk off the board): no static pruning, no reductions.
    const PRUNING: bool = false;
    const CHECK_EXTENSION: bool = false;

    fn evaluate(&self) -> i32 {
        0
    }

    fn verdict(&self) -> Option<Verdict> {
        self.outcome().map(|o| match o.winner {
            Some(w) if w == self.turn() => Verdict::Win,
            Some(_) => Verdict::Loss,
            None => Verdict::Draw,
        })
    }

    fn is_tactical(&self, m: LielowMove) -> bool {
        self.is_capture(m)
    }

    fn tactical_order(&self, _m: LielowMove) -> i32 {
        0
    }

    fn move_code(m: LielowMove) -> u16 {
        u16::from(m.from) | (u16::from(m.to.unwrap_or(64)) << 7)
    }
}
