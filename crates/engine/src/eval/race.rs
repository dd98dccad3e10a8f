//! Racing Kings evaluation: king advance, the king's road to rank 8
//! through squares the enemy does not attack, control of the squares
//! ahead, blockers, material.

use regalia_rules::pieces::PieceRules;
use regalia_rules::RacingKings;
use shakmaty::{Bitboard, Board, Color, Move, Position, Rank, Role};

use super::board::{attacked_by, king_steps, material, mobility, mvv_lva, piece_move_code};
use super::weights::*;
use super::{Evaluate, Verdict};

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

fn evaluate_race(board: &Board, turn: Color) -> i32 {
    let attacks = [
        attacked_by(board, Color::White),
        attacked_by(board, Color::Black),
    ];
    let mut white = 0;
    for color in Color::ALL {
        let (own, enemy) = if color.is_white() {
            (attacks[0], attacks[1])
        } else {
            (attacks[1], attacks[0])
        };
        let mut s = material(board, color, &RACE_MATERIAL);
        s += mobility(board, color) * 2;
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
        white += if color.is_white() { s } else { -s };
    }
    let relative = if turn.is_white() { white } else { -white };
    relative + TEMPO
}

impl Evaluate for RacingKings {
    /// Racing Kings positions are often zugzwang-like (every move of a
    /// blocker opens a road): no static pruning and no null move. Late
    /// quiet moves are still reduced (never king moves, see `is_critical`).
    const PRUNING: bool = false;
    const REDUCTIONS: bool = true;
    const CHECK_EXTENSION: bool = false;

    fn evaluate(&self) -> i32 {
        let pos = self.position();
        evaluate_race(pos.board(), pos.turn())
    }

    fn verdict(&self) -> Option<Verdict> {
        let pos = self.position();
        pos.variant_end().map(|o| Verdict::for_side(pos.turn(), o))
    }

    fn is_tactical(&self, m: Move) -> bool {
        m.is_capture() || (m.role() == Role::King && GOAL.contains(m.to()))
    }

    fn is_critical(&self, m: Move) -> bool {
        self.is_tactical(m) || m.role() == Role::King
    }

    fn loses_material(&self, m: Move) -> bool {
        super::board::loses_material(self.position(), m, &RACE_MATERIAL)
    }

    fn threat_to_win(&self) -> bool {
        super::board::king_threatens(self.position(), GOAL)
    }

    fn tactical_order(&self, m: Move) -> i32 {
        if m.role() == Role::King && GOAL.contains(m.to()) {
            return 1_000_000;
        }
        mvv_lva(m, &RACE_MATERIAL)
    }

    fn move_code(m: Move) -> u16 {
        piece_move_code(m)
    }
}
