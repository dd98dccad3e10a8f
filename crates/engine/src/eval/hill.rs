//! King of the Hill evaluation: the king's road to the hill (through
//! squares the enemy does not attack), control of the hill, king safety
//! and material.

use regalia_rules::pieces::PieceRules;
use regalia_rules::KingOfTheHill;
use shakmaty::{Board, Color, Move, Position, Role};

use super::board::{
    attacked_by, king_steps, material, mobility, mvv_lva, piece_move_code, see, HILL,
};
use super::chess::{king_safety, pawn_structure, phase, placement_score};
use super::weights::*;
use super::{Evaluate, Verdict};

/// The king steps `color` needs to reach the hill through squares the
/// enemy does not attack and its own pieces do not occupy.
fn safe_hill_steps(
    board: &Board,
    color: Color,
    enemy_attacks: shakmaty::Bitboard,
) -> Option<usize> {
    let king = board.king_of(color)?;
    let passable = !enemy_attacks & !board.by_color(color);
    king_steps(king, HILL, passable, 5)
}

/// Subtracted from the ordering key of a capture that loses material by
/// [`see`], so it comes after the killers and the quiet moves with history.
const LOSING_CAPTURE: i32 = 1_000_000_000;

/// The king's road to each hill square: for every hill square, the king
/// steps to it plus one per enemy piece guarding it, plus one when an own
/// piece stands on it (and one more when that is a pawn blocked by an enemy
/// pawn). Each square scores by that count, so a square the king could step
/// onto next move weighs most, and every guard the enemy adds or loses moves
/// the score.
fn hill_road(board: &Board, color: Color) -> i32 {
    let Some(king) = board.king_of(color) else {
        return 0;
    };
    let occupied = board.occupied();
    let own = board.by_color(color) & !board.kings();
    let enemy_pawns = board.pawns() & board.by_color(!color);
    let mut score = 0;
    for hill in HILL {
        let guards = board.attacks_to(hill, !color, occupied).count();
        let mut count = king.distance(hill) as usize + guards;
        if own.contains(hill) {
            count += 1;
            let ahead = if color.is_white() {
                hill.offset(8)
            } else {
                hill.offset(-8)
            };
            if board.pawns().contains(hill) && ahead.is_some_and(|a| enemy_pawns.contains(a)) {
                count += 1;
            }
        }
        let index = count.saturating_sub(1).min(HILL_ROAD.len() - 1);
        score += HILL_ROAD[index];
    }
    score
}

fn evaluate_hill(board: &Board, turn: Color) -> i32 {
    let phase = phase(board);
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
        let mut s = material(board, color, &HILL_MATERIAL);
        s += placement_score(board, color, phase) / 2;
        s += pawn_structure(board, color) / 2;
        s += MOBILITY * mobility(board, color);
        s += king_safety(board, color, enemy, HILL_KING_RING_ATTACK);
        s += hill_road(board, color);
        if let Some(steps) = safe_hill_steps(board, color, enemy) {
            s += HILL_SAFE_PATH[steps];
            if steps == 1 && color != turn {
                s += HILL_THREAT_PENDING;
            }
        }
        s += HILL_CONTROL * (own & HILL).count() as i32;
        s += HILL_OCCUPANT * (board.by_color(color) & !board.kings() & HILL).count() as i32;
        white += if color.is_white() { s } else { -s };
    }
    let relative = if turn.is_white() { white } else { -white };
    relative + TEMPO
}

impl Evaluate for KingOfTheHill {
    const PRUNING: bool = true;
    const CHECK_EXTENSION: bool = true;
    /// Games are short: the hill is usually won or lost within 30 moves.
    const TIME_HORIZON: u32 = HILL_TIME_HORIZON;

    fn evaluate(&self) -> i32 {
        let pos = self.position();
        evaluate_hill(pos.board(), pos.turn())
    }

    fn verdict(&self) -> Option<Verdict> {
        let pos = self.position();
        pos.variant_end().map(|o| Verdict::for_side(pos.turn(), o))
    }

    fn is_tactical(&self, m: Move) -> bool {
        m.is_capture()
            || m.promotion() == Some(Role::Queen)
            || (m.role() == Role::King && HILL.contains(m.to()))
    }

    fn is_critical(&self, m: Move) -> bool {
        self.is_tactical(m) || m.role() == Role::King
    }

    fn loses_material(&self, m: Move) -> bool {
        m.is_capture() && see(self.position(), m, &HILL_MATERIAL) < 0
    }

    fn threat_to_win(&self) -> bool {
        super::board::king_threatens(self.position(), HILL)
    }

    fn tactical_order(&self, m: Move) -> i32 {
        if m.role() == Role::King && HILL.contains(m.to()) {
            return 1_000_000;
        }
        let order = mvv_lva(m, &HILL_MATERIAL);
        if m.is_capture() && see(self.position(), m, &HILL_MATERIAL) < 0 {
            // A losing capture: after the quiet moves that caused cut-offs.
            order - LOSING_CAPTURE
        } else {
            order
        }
    }

    fn null_move(&self) -> Option<Self> {
        if super::board::has_pieces(self.position().board(), self.position().turn()) {
            self.null_move_position()
        } else {
            None
        }
    }

    fn move_code(m: Move) -> u16 {
        piece_move_code(m)
    }
}
