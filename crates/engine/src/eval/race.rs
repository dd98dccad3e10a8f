//! Racing Kings evaluation: king advance, the king's road to rank 8
//! through squares the enemy does not attack, control of the squares
//! ahead, blockers, material.

use shakmaty::{Bitboard, Color, Position, Rank};

use super::board::{king_steps, Attacks};
use super::pieces::PieceEval;
use super::weights::*;

const GOAL: Bitboard = Bitboard(0xff00_0000_0000_0000);

/// Every square on a higher rank than `rank` and within `width` files of `file`.
fn cone_ahead(file: u32, rank: u32, width: u32) -> Bitboard {
    let mut cone = Bitboard::EMPTY;
    for r in (rank + 1)..8 {
        let spread = width + (r - rank - 1);
        for f in file.saturating_sub(spread)..=(file + spread).min(7) {
            cone |= Bitboard(1u64 << (r * 8 + f));
        }
    }
    cone
}

impl PieceEval for shakmaty::variant::RacingKings {
    /// Racing Kings positions are often zugzwang-like (every move of a
    /// blocker opens a road): no static pruning and no null move. Late
    /// quiet moves are still reduced (never king moves).
    const PRUNING: bool = false;
    const REDUCTIONS: bool = true;
    /// No move may give check in Racing Kings.
    const CHECK_EXTENSION: bool = false;
    const GOAL: Bitboard = GOAL;
    const MATERIAL: [i32; 6] = RACE_MATERIAL;

    fn side_score(&self, color: Color, own: &Attacks, enemy: &Attacks) -> i32 {
        let board = self.board();
        let mut s = own.mobility * 2;
        let (own, enemy) = (own.all, enemy.all);
        if let Some(king) = board.king_of(color) {
            let rank = king.rank().to_u32();
            let file = king.file().to_u32();
            s += RACE_KING_RANK[rank as usize];
            let passable = !enemy & !board.by_color(color);
            let steps = king_steps(king, GOAL, passable, 7).unwrap_or(8);
            s += RACE_SAFE_PATH[steps];
            if rank < 7 {
                let ahead = shakmaty::attacks::king_attacks(king)
                    & Bitboard::from_rank(Rank::new(rank + 1));
                s -= RACE_AHEAD_ATTACKED * (ahead & enemy).count() as i32;
                s += RACE_AHEAD_CONTROL * (cone_ahead(file, rank, 1) & own).count() as i32;
                s -= RACE_BLOCKER
                    * (cone_ahead(file, rank, 1) & board.by_color(!color)).count() as i32;
            }
        }
        if color == Color::Black {
            s += RACE_LAST_MOVE;
        }
        s
    }
}
