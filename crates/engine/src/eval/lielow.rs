//! Lielow evaluation: stacks and their heights, mobility, attacks on enemy
//! stacks, and the safety of each crown (how many enemy stacks can land on
//! it next move).

use regalia_rules::lielow::{can_leave, reach, Crown};
use regalia_rules::{Color, Game, Lielow, LielowMove};

use super::weights::*;
use super::{Evaluate, Verdict};

/// Every square `player`'s stacks can land on next move (own stacks
/// included), and per-stack sums used by the evaluation.
struct Reach {
    /// Landing squares not holding an own stack.
    targets: u64,
    mobility: i32,
    /// Own stacks that can capture some enemy stack.
    attackers: i32,
}

fn reach_of(pos: &Lielow, player: Color) -> Reach {
    let own = pos.stacks(player);
    let enemy = pos.stacks(!player);
    let mut r = Reach {
        targets: 0,
        mobility: 0,
        attackers: 0,
    };
    let mut bb = own;
    while bb != 0 {
        let sq = bb.trailing_zeros() as u8;
        bb &= bb - 1;
        let h = pos.height(sq);
        let lands = reach(sq, h) & !own;
        r.targets |= lands;
        r.mobility += lands.count_ones() as i32 + i32::from(can_leave(sq, h));
        if lands & enemy != 0 {
            r.attackers += 1;
        }
    }
    r
}

/// How many of `by`'s stacks can land on `square` next move.
fn stacks_reaching(pos: &Lielow, by: Color, square: u8) -> i32 {
    let mut count = 0;
    let mut bb = pos.stacks(by);
    while bb != 0 {
        let sq = bb.trailing_zeros() as u8;
        bb &= bb - 1;
        if reach(sq, pos.height(sq)) >> square & 1 != 0 {
            count += 1;
        }
    }
    count
}

fn side_score(pos: &Lielow, player: Color, own: &Reach) -> i32 {
    let mut s = 0;
    let mut bb = pos.stacks(player);
    while bb != 0 {
        let sq = bb.trailing_zeros() as u8;
        bb &= bb - 1;
        s += LIELOW_STACK[pos.height(sq) as usize];
    }
    s += LIELOW_MOBILITY * own.mobility;
    s += LIELOW_ATTACK * own.attackers;
    match pos.crown(player) {
        Crown::NotYet => s += LIELOW_CROWNLESS,
        Crown::On(sq) => {
            s += LIELOW_CROWN_HEIGHT[pos.height(sq) as usize];
            s -= LIELOW_CROWN_THREAT * stacks_reaching(pos, !player, sq);
        }
        Crown::Captured | Crown::LeftBoard => {}
    }
    s
}

impl Evaluate for Lielow {
    /// A lone crowned stack that must move may have to walk off the board:
    /// passing is never allowed, so no null move and no static pruning.
    /// Late-move reductions stay (a reduced move is searched again when it
    /// looks good).
    const PRUNING: bool = false;
    const REDUCTIONS: bool = true;
    const CHECK_EXTENSION: bool = false;

    fn evaluate(&self) -> i32 {
        let white = reach_of(self, Color::White);
        let black = reach_of(self, Color::Black);
        let score = side_score(self, Color::White, &white) - side_score(self, Color::Black, &black);
        let relative = if self.turn().is_white() {
            score
        } else {
            -score
        };
        relative + TEMPO
    }

    fn verdict(&self) -> Option<Verdict> {
        if !self.is_over() {
            return None;
        }
        let turn = self.turn();
        Some(if self.crown(turn).is_lost() {
            Verdict::Loss
        } else if self.crown(!turn).is_lost() {
            Verdict::Win
        } else {
            Verdict::Draw
        })
    }

    fn is_tactical(&self, m: LielowMove) -> bool {
        self.is_capture(m)
    }

    fn is_critical(&self, m: LielowMove) -> bool {
        self.is_capture(m) || self.crown_square(self.turn()) == Some(m.from)
    }

    fn threat_to_win(&self) -> bool {
        let turn = self.turn();
        self.crown_square(turn)
            .is_some_and(|sq| stacks_reaching(self, !turn, sq) > 0)
    }

    fn tactical_order(&self, m: LielowMove) -> i32 {
        let Some(to) = m.to else { return 0 };
        if self.crown_square(!self.turn()) == Some(to) {
            return 1_000_000;
        }
        i32::from(self.height(to)) * 100 - i32::from(self.height(m.from))
    }

    fn move_code(m: LielowMove) -> u16 {
        u16::from(m.from & 63) | (u16::from(m.to.map_or(64, |t| t & 63)) << 6)
    }
}
