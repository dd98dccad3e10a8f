//! The repetition hash of the piece games, kept up to date move by move.
//!
//! The value is always shakmaty's own Zobrist hash of the position, counting
//! the en-passant square only when a capture there is legal
//! (`zobrist_hash::<Zobrist64>(EnPassantMode::Legal)`), so a position read
//! from text and the same position reached by moves hash alike. shakmaty's
//! own update gives up on king moves, castling, double steps and every move
//! after a double step, and a full recount of the board cost King of the
//! Hill's perft about a tenth of its time; this update covers every move of
//! the three games.

use shakmaty::zobrist::{Zobrist64, ZobristValue};
use shakmaty::{CastlingSide, Color, EnPassantMode, File, Move, Position, Rank, Role, Square};

/// The hash of `pos`, counted from scratch.
pub(super) fn full<P: Position>(pos: &P) -> u64 {
    let z: Zobrist64 = pos.zobrist_hash(EnPassantMode::Legal);
    z.0
}

/// The part of the hash that stands for a legal en-passant capture (0 when
/// there is none).
pub(super) fn en_passant<P: Position>(pos: &P) -> u64 {
    pos.ep_square(EnPassantMode::Legal)
        .map_or(0, |sq| Zobrist64::zobrist_for_en_passant_file(sq.file()).0)
}

/// Plays the legal move `m` on `pos`, whose hash is `hash` and whose
/// en-passant part of it is `ep`; gives the new position's hash and
/// en-passant part.
pub(super) fn play<P: Position>(pos: &mut P, hash: u64, ep: u64, m: Move) -> (u64, u64) {
    let us = pos.turn();
    let rights = pos.castles().castling_rights();
    let mut hash = hash ^ ep ^ Zobrist64::zobrist_for_white_turn().0 ^ placement(m, us);
    pos.play_unchecked(m);
    let lost = rights & !pos.castles().castling_rights();
    for rook in lost {
        hash ^= castling_right(rook);
    }
    let ep = if pos.maybe_ep_square().is_some() {
        en_passant(pos)
    } else {
        0
    };
    (hash ^ ep, ep)
}

/// The keys of the pieces `m` lifts and sets down (captures included).
fn placement(m: Move, us: Color) -> u64 {
    let piece =
        |sq: Square, role: Role, color: Color| Zobrist64::zobrist_for_piece(sq, role.of(color)).0;
    match m {
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => {
            let taken = capture.map_or(0, |taken| piece(to, taken, !us));
            piece(from, role, us) ^ piece(to, promotion.unwrap_or(role), us) ^ taken
        }
        Move::EnPassant { from, to } => {
            let taken = Square::from_coords(to.file(), from.rank());
            piece(from, Role::Pawn, us) ^ piece(to, Role::Pawn, us) ^ piece(taken, Role::Pawn, !us)
        }
        Move::Castle { king, rook } => {
            let side = CastlingSide::from_king_side(king < rook);
            let king_to = Square::from_coords(side.king_to_file(), king.rank());
            let rook_to = Square::from_coords(side.rook_to_file(), rook.rank());
            piece(king, Role::King, us)
                ^ piece(king_to, Role::King, us)
                ^ piece(rook, Role::Rook, us)
                ^ piece(rook_to, Role::Rook, us)
        }
        Move::Put { role, to } => piece(to, role, us),
    }
}

/// The key of the castling right of the rook on `rook`. The games are read
/// with standard castling, so castling rooks stand in the corners: the first
/// rank is White's, the a-file the queen side.
fn castling_right(rook: Square) -> u64 {
    let color = Color::from_white(rook.rank() == Rank::First);
    let side = CastlingSide::from_queen_side(rook.file() == File::A);
    Zobrist64::zobrist_for_castling_right(color, side).0
}

#[cfg(test)]
mod tests {
    use crate::game::{Game, MoveBuf};
    use crate::pieces::{Chess, KingOfTheHill, PieceGame, PieceRules, RacingKings};

    /// Checks every position up to `depth` plies below `game`, ply by ply,
    /// against the hash counted afresh; gives the number of leaves.
    fn walk<P: PieceRules>(game: &PieceGame<P>, depth: u32) -> usize {
        let mut ply = vec![game.clone()];
        for below in 0..=depth {
            for game in &ply {
                let fen = game.to_fen();
                assert_eq!(game.hash, super::full(game.position()), "{fen}");
                assert_eq!(game.en_passant, super::en_passant(game.position()), "{fen}");
            }
            if below == depth {
                break;
            }
            ply = ply
                .iter()
                .flat_map(|game| {
                    let mut moves = MoveBuf::new();
                    game.legal_moves(&mut moves);
                    moves.into_iter().map(|m| {
                        let mut child = game.clone();
                        child.play(m);
                        child
                    })
                })
                .collect();
        }
        ply.len()
    }

    fn from_fen<P: PieceRules>(fen: &str) -> PieceGame<P> {
        PieceGame::from_fen(fen).expect("the test position is valid")
    }

    #[test]
    fn castling_and_rook_captures_on_the_corners_keep_the_hash_true() {
        // "Kiwipete" and "position 4" of the chess programming wiki: both
        // castlings, rights lost by king and rook moves and by captures and
        // promotions on the rook corners.
        let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        assert_eq!(walk(&from_fen::<shakmaty::Chess>(kiwipete), 3), 97_862);
        let four = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
        assert_eq!(walk(&from_fen::<shakmaty::Chess>(four), 3), 9_467);
    }

    #[test]
    fn double_steps_count_en_passant_only_when_the_capture_is_legal() {
        // "Position 3": en-passant captures that would expose the king to a
        // rook along the rank, so the square is in the hash only sometimes.
        let three = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
        assert_eq!(walk(&from_fen::<shakmaty::Chess>(three), 4), 43_238);
        assert_eq!(walk(&Chess::start(), 3), 8_902);
    }

    #[test]
    fn king_of_the_hill_and_racing_kings_keep_the_hash_true() {
        assert_eq!(walk(&KingOfTheHill::start(), 3), 8_902);
        let hill = "8/5k2/1pp2p2/8/3P1PP1/P3K3/1P6/8 b - - 0 1";
        assert_eq!(
            walk(&from_fen::<shakmaty::variant::KingOfTheHill>(hill), 4),
            12_460
        );
        assert_eq!(walk(&RacingKings::start(), 3), 11_264);
    }
}
