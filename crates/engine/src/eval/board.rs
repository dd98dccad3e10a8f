//! Board measurements shared by the three games played with chess pieces.

use regalia_rules::pieces::PieceRules;
use shakmaty::attacks::king_attacks;
use shakmaty::{Bitboard, Board, Color, Move, Role, Square};

use super::Verdict;

/// The four hill squares of King of the Hill.
pub const HILL: Bitboard = Bitboard::CENTER;

/// The squares one side attacks, worked out once per evaluation.
#[derive(Clone, Copy, Debug)]
pub struct Attacks {
    /// Every square attacked by the side's pieces, kings included.
    pub all: Bitboard,
    /// Every square attacked by its pieces other than the king.
    pub pieces: Bitboard,
    /// Mobility: the squares attacked by each knight, bishop, rook and
    /// queen that its own pieces do not occupy, summed over them.
    pub mobility: i32,
}

/// The attacks of `color`'s pieces.
pub fn attacks_of(board: &Board, color: Color) -> Attacks {
    let ours = board.by_color(color);
    let mut pieces = Bitboard::EMPTY;
    let mut mobility = 0;
    for sq in ours & !board.kings() {
        let reach = board.attacks_from(sq);
        pieces |= reach;
        if !board.pawns().contains(sq) {
            mobility += (reach & !ours).count() as i32;
        }
    }
    let mut all = pieces;
    for sq in ours & board.kings() {
        all |= board.attacks_from(sq);
    }
    Attacks {
        all,
        pieces,
        mobility,
    }
}

/// What the variant's own end (the hill reached, the race over) means for
/// the side to move, if the position is such an end.
pub fn variant_verdict<P: PieceRules>(pos: &P) -> Option<Verdict> {
    pos.variant_end().map(|o| Verdict::for_side(pos.turn(), o))
}

/// Whether `m` takes the king onto a square of `goal` (the hill, rank 8):
/// a move that wins at once.
pub fn king_onto(m: Move, goal: Bitboard) -> bool {
    m.role() == Role::King && goal.contains(m.to())
}

/// The ordering key of a move that wins at once ([`king_onto`]): before
/// every capture.
pub const WINNING_ORDER: i32 = 1_000_000;

/// The squares one king step from any square of `set`, and `set` itself.
pub fn grow(set: Bitboard) -> Bitboard {
    let b = set.0;
    const NOT_A: u64 = !0x0101_0101_0101_0101;
    const NOT_H: u64 = !0x8080_8080_8080_8080;
    let side = b | ((b << 1) & NOT_A) | ((b >> 1) & NOT_H);
    Bitboard(side | (side << 8) | (side >> 8))
}

/// The fewest king steps from `from` to a square of `goal`, stepping only
/// on `passable` squares (the goal squares must be passable too), or
/// `None` when it takes more than `max` steps.
pub fn king_steps(from: Square, goal: Bitboard, passable: Bitboard, max: usize) -> Option<usize> {
    let mut reached = Bitboard::from_square(from);
    for step in 1..=max {
        let next = grow(reached) & passable;
        if (next & goal).any() {
            return Some(step);
        }
        if next == reached {
            return None;
        }
        reached = next | Bitboard::from_square(from);
    }
    None
}

/// How far a square is from the centre: 0 for the four centre squares, 3
/// for the edge.
pub fn centre_distance(sq: Square) -> usize {
    let f = sq.file().to_u32() as i32;
    let r = sq.rank().to_u32() as i32;
    let df = if f < 4 { 3 - f } else { f - 4 };
    let dr = if r < 4 { 3 - r } else { r - 4 };
    df.max(dr) as usize
}

/// The rank from `color`'s side: 0 for its first rank.
pub fn relative_rank(color: Color, sq: Square) -> usize {
    let r = sq.rank().to_usize();
    if color.is_white() {
        r
    } else {
        7 - r
    }
}

/// Material of one side by a value table indexed by role.
pub fn material(board: &Board, color: Color, values: &[i32; 6]) -> i32 {
    let ours = board.by_color(color);
    Role::ALL
        .into_iter()
        .map(|role| (board.by_role(role) & ours).count() as i32 * values[role as usize - 1])
        .sum()
}

/// Squares next to a king.
pub fn king_ring(sq: Square) -> Bitboard {
    king_attacks(sq)
}

/// Most valuable victim, least valuable attacker; promotions count as
/// winning the difference.
pub fn mvv_lva(m: Move, values: &[i32; 6]) -> i32 {
    let victim = m.capture().map_or(0, |r| values[r as usize - 1]);
    let victim = if m.is_en_passant() { values[0] } else { victim };
    let promotion = m
        .promotion()
        .map_or(0, |r| values[r as usize - 1] - values[0]);
    let attacker = values[m.role() as usize - 1].min(1000) / 10;
    victim * 10 + promotion * 10 - attacker
}

/// Origin and destination in 12 bits, plus the promotion role above them.
pub fn piece_move_code(m: Move) -> u16 {
    let from = m.from().map_or(0, |s| s as u16);
    let to = m.to() as u16;
    let promotion = m.promotion().map_or(0, |r| r as u16);
    from | (to << 6) | (promotion << 12)
}

/// Whether `color` has a piece other than king and pawns (null-move
/// pruning is unsound without one: zugzwang).
pub fn has_pieces(board: &Board, color: Color) -> bool {
    (board.by_color(color) & !board.pawns() & !board.kings()).any()
}

/// Whether a capture gives a more valuable piece for a less valuable one
/// on a square the enemy defends.
pub fn loses_material<P: shakmaty::Position>(pos: &P, m: Move, values: &[i32; 6]) -> bool {
    let Some(victim) = m.capture() else {
        return false;
    };
    let attacker = m.role();
    if attacker == Role::King
        || m.is_promotion()
        || values[victim as usize - 1] >= values[attacker as usize - 1]
    {
        return false;
    }
    let board = pos.board();
    let Some(from) = m.from() else {
        return false;
    };
    let occupied = board.occupied().without(from);
    board.attacks_to(m.to(), !pos.turn(), occupied).any()
}

/// Whether the side not to move has its king next to a square of `goal`
/// that its own pieces leave free and the side to move does not attack.
pub fn king_threatens<P: shakmaty::Position>(pos: &P, goal: Bitboard) -> bool {
    let board = pos.board();
    let mover = pos.turn();
    let Some(king) = board.king_of(!mover) else {
        return false;
    };
    let targets = king_attacks(king) & goal & !board.by_color(!mover);
    let occupied = board.occupied().without(king);
    targets
        .into_iter()
        .any(|sq| board.attacks_to(sq, mover, occupied).is_empty())
}

/// Static exchange evaluation: the material the mover of `m` wins (or,
/// when negative, loses) if both sides then keep capturing on the
/// destination square, each with its least valuable piece and each free to
/// stop. Pins are ignored; a king only takes last (when nothing guards the
/// square any more).
pub fn see<P: shakmaty::Position>(pos: &P, m: Move, values: &[i32; 6]) -> i32 {
    let Some(from) = m.from() else {
        return 0;
    };
    let board = pos.board();
    let to = m.to();
    let value = |role: Role| -> i32 {
        if role == Role::King {
            SEE_KING
        } else {
            values[role as usize - 1]
        }
    };
    let mut occupied = board.occupied().without(from);
    let mut captured = m.capture().map_or(0, value);
    if m.is_en_passant() {
        captured = values[0];
        let behind = Square::from_coords(to.file(), from.rank());
        occupied = occupied.without(behind);
    }
    let mut on_square = value(m.promotion().unwrap_or(m.role()));
    if let Some(p) = m.promotion() {
        captured += values[p as usize - 1] - values[0];
    }
    // gains[i]: what the side making capture i has won so far, if the
    // exchange stopped right after it.
    let mut gains = [0i32; 34];
    gains[0] = captured;
    let mut depth = 0;
    let mut side = !pos.turn();
    loop {
        let attackers = board.attacks_to(to, side, occupied) & occupied;
        let Some((role, sq)) = Role::ALL.into_iter().find_map(|role| {
            (attackers & board.by_role(role))
                .first()
                .map(|sq| (role, sq))
        }) else {
            break;
        };
        if role == Role::King
            && (board.attacks_to(to, !side, occupied.without(sq)) & occupied.without(sq)).any()
        {
            break;
        }
        depth += 1;
        if depth >= gains.len() {
            break;
        }
        gains[depth] = on_square - gains[depth - 1];
        on_square = value(role);
        occupied = occupied.without(sq);
        side = !side;
    }
    while depth > 0 {
        gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
        depth -= 1;
    }
    gains[0]
}

/// The value a king stands for in [`see`]: more than everything else.
const SEE_KING: i32 = 20_000;

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;
    use shakmaty::uci::UciMove;
    use shakmaty::{CastlingMode, Chess};

    fn see_of(fen: &str, uci: &str) -> i32 {
        let pos: Chess = fen
            .parse::<Fen>()
            .expect("a valid FEN")
            .into_position(CastlingMode::Standard)
            .expect("a legal position");
        let m = uci
            .parse::<UciMove>()
            .expect("a UCI move")
            .to_move(&pos)
            .expect("a legal move");
        see(&pos, m, &[100, 300, 300, 500, 900, 0])
    }

    #[test]
    fn see_counts_the_whole_exchange() {
        // A free pawn.
        assert_eq!(see_of("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"), 100);
        // A queen takes a pawn guarded by a pawn.
        assert_eq!(see_of("4k3/4p3/3p4/8/8/8/8/3QK3 w - - 0 1", "d1d6"), -800);
        // A rook for a rook.
        assert_eq!(see_of("3rk3/8/8/3r4/8/8/8/3RKR2 w - - 0 1", "d1d5"), 0);
        // Rook takes rook, rook takes back, the second rook takes again.
        assert_eq!(see_of("4k3/3r4/8/3r4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), 500);
        // The king takes back only when nothing else guards the square.
        assert_eq!(see_of("8/8/4k3/3n4/8/8/8/3RK3 w - - 0 1", "d1d5"), -200);
        assert_eq!(see_of("8/8/4k3/3n4/8/8/B7/3RK3 w - - 0 1", "d1d5"), 300);
    }
}
