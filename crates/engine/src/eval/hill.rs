//! King of the Hill evaluation: the king's road to the hill (through
//! squares the enemy does not attack), control of the hill, king safety
//! and material.

use shakmaty::attacks::{attacks, bishop_attacks, king_attacks, knight_attacks, rook_attacks};
use shakmaty::{Bitboard, Board, Color, Move, Piece, Position, Role};

use super::board::{attacks_of, centre_distance, king_steps, mvv_lva, see, Attacks, HILL};
use super::chess::{pawn_structure, phase, placement_score};
use super::pieces::PieceEval;
use super::weights::*;

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
/// pawn). Each square counts once in `features[count - 1]` (the last index
/// gathers the longer roads), so a square the king could step onto next
/// move weighs most, and every guard the enemy adds or loses moves the
/// score.
fn hill_road(board: &Board, color: Color, features: &mut [i32; HILL_RACE_LEN]) {
    let Some(king) = board.king_of(color) else {
        return;
    };
    let occupied = board.occupied();
    let own = board.by_color(color) & !board.kings();
    let enemy_pawns = board.pawns() & board.by_color(!color);
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
        features[count.saturating_sub(1).min(5)] += 1;
    }
}

/// What `color`'s race to the hill scores by, one count per weight of
/// [`HillRace`] (in [`HillRace::to_vec`]'s order): the road to each hill
/// square, the safe king steps to the hill (and whether the side not to
/// move is one safe step away: a threat to win), the attacks on the hill
/// squares and the own pieces standing on them. `own` and `enemy` are the
/// squares each side attacks; `turn` the side to move.
pub(crate) fn hill_race_features(
    board: &Board,
    color: Color,
    own: Bitboard,
    enemy: Bitboard,
    turn: Color,
) -> [i32; HILL_RACE_LEN] {
    let mut f = [0; HILL_RACE_LEN];
    hill_road(board, color, &mut f);
    if let Some(steps) = safe_hill_steps(board, color, enemy) {
        f[6 + steps] = 1;
        if steps == 1 && color != turn {
            f[12] = 1;
        }
    }
    f[13] = (own & HILL).count() as i32;
    f[14] = (board.by_color(color) & !board.kings() & HILL).count() as i32;
    f
}

/// White's hill-race features less Black's, for the tuner.
pub(crate) fn hill_race_difference(pos: &shakmaty::variant::KingOfTheHill) -> [i32; HILL_RACE_LEN] {
    let board = pos.board();
    let white = attacks_of(board, Color::White).all;
    let black = attacks_of(board, Color::Black).all;
    let w = hill_race_features(board, Color::White, white, black, pos.turn());
    let b = hill_race_features(board, Color::Black, black, white, pos.turn());
    std::array::from_fn(|i| w[i] - b[i])
}

/// Danger to `color`'s king on its walk: the enemy pieces bearing on the
/// squares around it (each by its weight), the squares next to it the enemy
/// attacks and only the king defends, the checks the enemy could give from
/// squares `color` does not guard, and files beside the king without an
/// own pawn for the enemy rooks and queens. The penalty grows with the
/// square of the danger: one attacker costs little, a coordinated attack
/// with checks to come costs a lot.
fn king_danger(board: &Board, color: Color, own: &Attacks, enemy_attacks: Bitboard) -> i32 {
    let Some(king) = board.king_of(color) else {
        return 0;
    };
    let enemy = board.by_color(!color);
    let occupied = board.occupied();
    let ring = king_attacks(king);
    let zone = ring | Bitboard::from_square(king);
    let knight_checks = knight_attacks(king);
    let bishop_checks = bishop_attacks(king, occupied);
    let rook_checks = rook_attacks(king, occupied);
    // Squares an enemy piece may check from without being taken: not
    // guarded by `color` (the king counts: it may take a lone checker
    // beside it) and not already holding an enemy piece.
    let safe = !own.all & !enemy;
    let mut attackers = 0;
    let mut weight = 0;
    let mut checks = 0;
    let mut queens = 0;
    for sq in enemy & !board.pawns() & !board.kings() {
        let Some(role) = board.role_at(sq) else {
            continue;
        };
        let reach = board.attacks_from(sq);
        if (reach & zone).any() {
            attackers += 1;
            weight += HILL_DANGER.attacker[role as usize - 1];
        }
        let check_from = match role {
            Role::Knight => knight_checks,
            Role::Bishop => bishop_checks,
            Role::Rook => rook_checks,
            Role::Queen => {
                queens += 1;
                bishop_checks | rook_checks
            }
            _ => Bitboard::EMPTY,
        };
        if (reach & check_from & safe).any() {
            checks += HILL_DANGER.safe_check[role as usize - 1];
        }
    }
    let heavy = (board.rooks() | board.queens()) & enemy;
    let mut open_files = 0;
    if heavy.any() {
        let own_pawns = board.pawns() & board.by_color(color);
        let file = king.file().to_u32();
        for f in file.saturating_sub(1)..=(file + 1).min(7) {
            if (own_pawns & Bitboard(0x0101_0101_0101_0101 << f)).is_empty() {
                open_files += 1;
            }
        }
    }
    // Ring squares the enemy attacks that no own piece but the king guards.
    let guarded = own.pieces;
    let weak = (ring & enemy_attacks & !guarded).count() as i32;
    let danger =
        attackers * weight + HILL_DANGER.weak * weak + checks + HILL_DANGER.open_file * open_files
            - if queens == 0 { HILL_DANGER.no_queen } else { 0 };
    if danger <= 0 {
        0
    } else {
        -(danger * danger / HILL_DANGER.scale).min(HILL_DANGER.max)
    }
}

impl PieceEval for shakmaty::variant::KingOfTheHill {
    const PRUNING: bool = true;
    /// Games are short: the hill is usually won or lost within 30 moves.
    const TIME_HORIZON: u32 = HILL_TIME_HORIZON;
    const NULL_MOVE_REDUCTION: (i32, i32) = (4, 4);
    const GOAL: Bitboard = HILL;
    const MATERIAL: [i32; 6] = HILL_MATERIAL;

    fn side_score(&self, color: Color, own: &Attacks, enemy: &Attacks) -> i32 {
        let board = self.board();
        let mut s = placement_score(board, color, phase(board)) / 2;
        s += pawn_structure(board, color) / 2;
        s += MOBILITY * own.mobility;
        s += king_danger(board, color, own, enemy.all);
        s + HILL_RACE.score(&hill_race_features(
            board,
            color,
            own.all,
            enemy.all,
            self.turn(),
        ))
    }

    /// A capture that loses material by [`see`].
    fn loses_material(&self, m: Move) -> bool {
        m.is_capture() && see(self, m, &HILL_MATERIAL) < 0
    }

    /// A capture that loses material by [`see`] comes after the quiet
    /// moves that caused cut-offs.
    fn capture_order(&self, m: Move) -> i32 {
        let order = mvv_lva(m, &HILL_MATERIAL);
        if m.is_capture() && see(self, m, &HILL_MATERIAL) < 0 {
            order - LOSING_CAPTURE
        } else {
            order
        }
    }

    /// Only a king step toward the hill: a step back or aside is reduced
    /// and pruned like any quiet move.
    fn king_move_critical(&self, m: Move) -> bool {
        m.from()
            .is_some_and(|from| centre_distance(m.to()) < centre_distance(from))
    }

    /// Every check stops the king's walk to the hill.
    fn quiet_check(&self, m: Move) -> bool {
        let board = self.board();
        let (Some(king), Some(from)) = (board.king_of(!self.turn()), m.from()) else {
            return false;
        };
        if m.role() == Role::King || m.is_promotion() {
            return false;
        }
        let occupied = board.occupied().without(from) | Bitboard::from_square(m.to());
        let piece = Piece {
            color: self.turn(),
            role: m.role(),
        };
        attacks(m.to(), piece, occupied).contains(king) && see(self, m, &HILL_MATERIAL) >= 0
    }
}
