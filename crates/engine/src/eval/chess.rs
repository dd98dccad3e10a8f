//! Chess evaluation: material, piece placement, pawn structure, king safety.
//! Shared placement terms are reused by King of the Hill.

use std::sync::LazyLock;

use regalia_rules::pieces::PieceRules;
use shakmaty::{Bitboard, Board, Color, Position, Role, Square};

use super::board::{centre_distance, king_ring, relative_rank, Attacks};
use super::pieces::PieceEval;
use super::weights::*;
use super::Verdict;

/// Game phase: 24 with all pieces on the board, 0 with kings and pawns.
pub fn phase(board: &Board) -> i32 {
    let minors = (board.knights() | board.bishops()).count() as i32;
    let rooks = board.rooks().count() as i32;
    let queens = board.queens().count() as i32;
    (minors + 2 * rooks + 4 * queens).min(24)
}

/// Placement bonus of one piece, middlegame and endgame.
fn placement(role: Role, color: Color, sq: Square) -> (i32, i32) {
    let cd = centre_distance(sq);
    let rank = relative_rank(color, sq);
    let file = sq.file().to_u32();
    match role {
        Role::Pawn => {
            let central = if (3..=4).contains(&file) && (2..=4).contains(&rank) {
                12
            } else {
                0
            };
            (rank as i32 * 4 + central, rank as i32 * 10)
        }
        Role::Knight => {
            let v = [18, 8, -6, -30][cd];
            (v, v)
        }
        Role::Bishop => {
            let v = [10, 8, 0, -10][cd];
            (v, v)
        }
        Role::Rook => {
            let seventh = if rank == 6 { 20 } else { 0 };
            let central = if (2..=5).contains(&file) { 4 } else { 0 };
            (seventh + central, seventh)
        }
        Role::Queen => {
            let v = [5, 4, 0, -6][cd];
            (v, v)
        }
        Role::King => {
            let mg = if rank == 0 {
                [20, 28, 12, 0, 0, 8, 28, 20][file as usize]
            } else {
                -25 * rank.min(3) as i32
            };
            let eg = [30, 15, 0, -25][cd];
            (mg, eg)
        }
    }
}

/// A middlegame and an endgame bonus for each square.
type SquareTable = [(i32, i32); 64];

/// [`placement`] of every role of each color on every square, worked out
/// once: indexed by color (Black, White), role (pawn first) and square.
static PLACEMENT: LazyLock<[[SquareTable; 6]; 2]> = LazyLock::new(|| {
    let mut table = [[[(0, 0); 64]; 6]; 2];
    for color in Color::ALL {
        for role in Role::ALL {
            for sq in Square::ALL {
                table[color as usize][role as usize - 1][sq as usize] = placement(role, color, sq);
            }
        }
    }
    table
});

/// Piece placement of one side, tapered by phase.
pub fn placement_score(board: &Board, color: Color, phase: i32) -> i32 {
    let table = &PLACEMENT[color as usize];
    let ours = board.by_color(color);
    let mut mg = 0;
    let mut eg = 0;
    for role in Role::ALL {
        let squares = &table[role as usize - 1];
        for sq in board.by_role(role) & ours {
            let (m, e) = squares[sq as usize];
            mg += m;
            eg += e;
        }
    }
    (mg * phase + eg * (24 - phase)) / 24
}

/// The squares ahead of a pawn on its own and the neighbouring files, by
/// square: a pawn with no enemy pawn there is passed. White's, then
/// Black's.
static PASSED_FRONT: [[u64; 64]; 2] = [pawn_fronts(true), pawn_fronts(false)];

const fn pawn_fronts(white: bool) -> [u64; 64] {
    let mut fronts = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (file, rank) = (sq % 8, sq / 8);
        let mut r = 0;
        while r < 8 {
            if (white && r > rank) || (!white && r < rank) {
                let mut f = if file > 0 { file - 1 } else { 0 };
                while f <= file + 1 && f < 8 {
                    fronts[sq] |= 1u64 << (r * 8 + f);
                    f += 1;
                }
            }
            r += 1;
        }
        sq += 1;
    }
    fronts
}

/// Doubled, isolated and passed pawns of one side.
pub fn pawn_structure(board: &Board, color: Color) -> i32 {
    let ours = board.pawns() & board.by_color(color);
    let theirs = board.pawns() & board.by_color(!color);
    let mut score = 0;
    for file in 0..8u32 {
        let mask = Bitboard(0x0101_0101_0101_0101 << file);
        let count = (ours & mask).count() as i32;
        if count > 1 {
            score -= DOUBLED_PAWN * (count - 1);
        }
        if count > 0 {
            let left = if file > 0 {
                Bitboard(mask.0 >> 1)
            } else {
                Bitboard::EMPTY
            };
            let right = if file < 7 {
                Bitboard(mask.0 << 1)
            } else {
                Bitboard::EMPTY
            };
            if (ours & (left | right)).is_empty() {
                score -= ISOLATED_PAWN * count;
            }
        }
    }
    let fronts = if color.is_white() {
        &PASSED_FRONT[0]
    } else {
        &PASSED_FRONT[1]
    };
    for sq in ours {
        if (theirs & Bitboard(fronts[sq as usize])).is_empty() {
            score += PASSED_PAWN[relative_rank(color, sq)];
        }
    }
    score
}

/// King safety: enemy attacks next to the king, weighted by the enemy's
/// attacking material; missing shield pawns for a king on its back ranks.
pub fn king_safety(board: &Board, color: Color, enemy_attacks: Bitboard, ring_weight: i32) -> i32 {
    let Some(king) = board.king_of(color) else {
        return 0;
    };
    let enemy = board.by_color(!color);
    let enemy_force = ((board.knights() | board.bishops()) & enemy).count() as i32
        + 2 * (board.rooks() & enemy).count() as i32
        + 4 * (board.queens() & enemy).count() as i32;
    let attacked = (king_ring(king) & enemy_attacks).count() as i32;
    let mut score = -(attacked * ring_weight * enemy_force.min(12)) / 8;
    if relative_rank(color, king) <= 1 && enemy_force >= 6 {
        let shield_rank = if color.is_white() {
            king.rank().to_u32() + 1
        } else {
            king.rank().to_u32().saturating_sub(1)
        };
        let file = king.file().to_u32();
        let ours = board.pawns() & board.by_color(color);
        for f in file.saturating_sub(1)..=(file + 1).min(7) {
            let sq = Bitboard(1u64 << (shield_rank * 8 + f));
            let next = if color.is_white() {
                Bitboard(sq.0 << 8)
            } else {
                Bitboard(sq.0 >> 8)
            };
            if (ours & (sq | next)).is_empty() {
                score -= KING_SHIELD_MISSING;
            }
        }
    }
    score
}

/// Against a bare king, with a force that can mate it (a queen, a rook,
/// two bishops or bishop and knight): the enemy king driven to the edge and
/// our own king brought close, which is how such mates are made.
pub fn mop_up(board: &Board, color: Color) -> i32 {
    let enemy = board.by_color(!color);
    let ours = board.by_color(color);
    if enemy.more_than_one() {
        return 0;
    }
    let heavy = (board.queens() | board.rooks()) & ours;
    let minors_mate = (board.bishops() & ours).any()
        && ((board.knights() | board.bishops()) & ours).more_than_one();
    if heavy.is_empty() && !minors_mate {
        return 0;
    }
    let (Some(theirs), Some(king)) = (board.king_of(!color), board.king_of(color)) else {
        return 0;
    };
    let edge = centre_manhattan(theirs);
    let apart = (king.file().to_u32() as i32 - theirs.file().to_u32() as i32).abs()
        + (king.rank().to_u32() as i32 - theirs.rank().to_u32() as i32).abs();
    MOP_UP_EDGE * edge + MOP_UP_CLOSE * (14 - apart)
}

/// Steps from a square to the centre by file plus by rank (0 to 6).
fn centre_manhattan(sq: Square) -> i32 {
    let f = sq.file().to_u32() as i32;
    let r = sq.rank().to_u32() as i32;
    let df = if f < 4 { 3 - f } else { f - 4 };
    let dr = if r < 4 { 3 - r } else { r - 4 };
    df + dr
}

impl PieceEval for shakmaty::Chess {
    const PRUNING: bool = true;
    const GOAL: Bitboard = Bitboard::EMPTY;
    const MATERIAL: [i32; 6] = CHESS_MATERIAL;

    fn side_score(&self, color: Color, own: &Attacks, enemy: &Attacks) -> i32 {
        let board = self.board();
        let mut s = placement_score(board, color, phase(board));
        if (board.bishops() & board.by_color(color)).more_than_one() {
            s += BISHOP_PAIR;
        }
        s += pawn_structure(board, color);
        s += MOBILITY * own.mobility;
        s += mop_up(board, color);
        s + king_safety(board, color, enemy.all, KING_RING_ATTACK)
    }

    /// Only dead draws by material: chess has no end of its own.
    fn verdict(&self) -> Option<Verdict> {
        if self.board().occupied().count() <= 4 && self.is_insufficient_material() {
            return Some(Verdict::Draw);
        }
        self.variant_end().map(|_| Verdict::Draw)
    }
}
