//! Why a move cannot be played: [`why_illegal`] reads a move text the way
//! [`AnyPosition::play_text`] does and, when it is not a legal move, finds
//! the rule it breaks (a pinned piece, a king walking into an attack, a
//! check left standing, a check Racing Kings forbids), so a player is told
//! the reason and not only that the move was refused.

use shakmaty::san::San;
use shakmaty::uci::UciMove;
use shakmaty::{attacks, Bitboard, Board, EnPassantMode, Piece, Position, Rank, Role, Square};

use crate::pieces::{PieceGame, PieceRules};
use crate::{AnyPosition, Variant};

/// The rule a refused move breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The text reads as no move at all.
    NotAMove,
    /// The game is over.
    GameOver,
    /// No piece of the side to move can go there (none of that kind, or
    /// none that moves that way).
    NoPiece,
    /// Two or more pieces may make the move: the text must say which.
    Ambiguous,
    /// The side to move is in check and the move does not end it.
    InCheck,
    /// The piece is pinned: moving it would expose its own king.
    Pinned,
    /// The king would stand on a square the other side attacks.
    KingAttacked,
    /// King of the Hill: the hill square is attacked, the king may not step on it.
    HillAttacked,
    /// Racing Kings: the move would give check, which the game forbids.
    GivesCheck,
    /// Castling is not possible now (rights lost, in check, or a square
    /// on the way attacked or taken).
    Castling,
    /// Against a rule of Lielow (a stack's reach, a crown's step).
    NotThisWay,
}

impl Illegal {
    /// A stable name for the wire and the translations (`why-<name>`).
    pub const fn name(self) -> &'static str {
        match self {
            Illegal::NotAMove => "not-a-move",
            Illegal::GameOver => "game-over",
            Illegal::NoPiece => "no-piece",
            Illegal::Ambiguous => "ambiguous",
            Illegal::InCheck => "in-check",
            Illegal::Pinned => "pinned",
            Illegal::KingAttacked => "king-attacked",
            Illegal::HillAttacked => "hill-attacked",
            Illegal::GivesCheck => "gives-check",
            Illegal::Castling => "castling",
            Illegal::NotThisWay => "not-this-way",
        }
    }
}

/// Why `text` (UCI, SAN, or Lielow's notation) is not a legal move in
/// `pos`; `None` when it is one.
pub fn why_illegal(pos: &AnyPosition, text: &str) -> Option<Illegal> {
    if pos.outcome().is_some() {
        return Some(Illegal::GameOver);
    }
    if pos.clone().play_text(text).is_ok() {
        // Legal, unless SAN names two moves (shakmaty refuses those too,
        // so a legal answer here is one move).
        return None;
    }
    match pos {
        AnyPosition::Chess(g) => Some(pieces_why(g, text)),
        AnyPosition::KingOfTheHill(g) => Some(pieces_why(g, text)),
        AnyPosition::RacingKings(g) => Some(pieces_why(g, text)),
        AnyPosition::Lielow(_) => Some(lielow_why(pos, text)),
    }
}

fn lielow_why(pos: &AnyPosition, text: &str) -> Illegal {
    // Lielow's moves are `e2-e3`, `d4xg7`, `a2-off` or UCI; one that reads
    // but is refused breaks a stack's reach or the crown's rule.
    let t = text.trim();
    let squares = t.len() >= 4 && t.is_char_boundary(2) && t[..2].parse::<Square>().is_ok();
    if !squares {
        return Illegal::NotAMove;
    }
    let from = &t[..2];
    if !pos.dests().contains_key(from) {
        return Illegal::NoPiece;
    }
    Illegal::NotThisWay
}

/// What the text asks for: which pieces, to which square.
struct Wanted {
    role: Option<Role>,
    from: Bitboard,
    to: Square,
}

fn read<P: Position>(pos: &P, text: &str) -> Result<Wanted, Illegal> {
    let core = text.trim().trim_end_matches(['!', '?', '+', '#']);
    if let Ok(UciMove::Normal { from, to, .. }) = core.parse::<UciMove>() {
        return Ok(Wanted {
            role: pos.board().role_at(from),
            from: Bitboard::from_square(from),
            to,
        });
    }
    match San::from_ascii(core.as_bytes()) {
        Ok(San::Normal {
            role,
            file,
            rank,
            to,
            ..
        }) => {
            let mut from = Bitboard::FULL;
            if let Some(f) = file {
                from &= Bitboard::from_file(f);
            }
            if let Some(r) = rank {
                from &= Bitboard::from_rank(r);
            }
            Ok(Wanted {
                role: Some(role),
                from,
                to,
            })
        }
        Ok(San::Castle(_)) => Err(Illegal::Castling),
        _ => Err(Illegal::NotAMove),
    }
}

/// Whether the piece on `from` could go to `to` if kings could be left
/// attacked (a pseudo-legal move, castling aside).
fn reaches<P: Position>(pos: &P, from: Square, piece: Piece, to: Square) -> bool {
    let board = pos.board();
    let occupied = board.occupied();
    if pos.us().contains(to) {
        return false;
    }
    if piece.role != Role::Pawn {
        return attacks::attacks(from, piece, occupied).contains(to);
    }
    let forward: i32 = if piece.color.is_white() { 8 } else { -8 };
    if from.file() != to.file() {
        let capture = pos.them().contains(to) || pos.ep_square(EnPassantMode::Always) == Some(to);
        return capture && attacks::pawn_attacks(piece.color, from).contains(to);
    }
    let one = from.offset(forward);
    if one == Some(to) {
        return !occupied.contains(to);
    }
    let start = if piece.color.is_white() {
        Rank::Second
    } else {
        Rank::Seventh
    };
    from.rank() == start
        && one.is_some_and(|o| !occupied.contains(o))
        && from.offset(2 * forward) == Some(to)
        && !occupied.contains(to)
}

/// The board after the piece on `from` goes to `to`, legal or not.
fn after<P: Position>(pos: &P, from: Square, piece: Piece, to: Square) -> Board {
    let mut board = pos.board().clone();
    board.discard_piece_at(from);
    if piece.role == Role::Pawn && from.file() != to.file() && board.piece_at(to).is_none() {
        // En passant: the captured pawn stands beside the capturing one.
        board.discard_piece_at(Square::from_coords(to.file(), from.rank()));
    }
    board.set_piece_at(to, piece);
    board
}

fn pieces_why<P: PieceRules>(game: &PieceGame<P>, text: &str) -> Illegal {
    let pos = game.position();
    let wanted = match read(pos, text) {
        Ok(w) => w,
        Err(Illegal::Castling) => return castling_why(pos),
        Err(e) => return e,
    };
    let us = pos.turn();
    let candidates: Vec<(Square, Piece)> = (pos.us() & wanted.from)
        .into_iter()
        .filter_map(|sq| pos.board().piece_at(sq).map(|p| (sq, p)))
        .filter(|(_, p)| wanted.role.is_none_or(|r| r == p.role))
        .collect();
    // A king two files over (`e1g1`) or onto its own rook is castling.
    if let [(from, piece)] = candidates.as_slice() {
        let rook_of_ours = pos.board().piece_at(wanted.to) == Some(Role::Rook.of(us));
        let two_files = from.file().distance(wanted.to.file()) == 2;
        if piece.role == Role::King
            && from.rank() == wanted.to.rank()
            && (rook_of_ours || two_files)
        {
            return castling_why(pos);
        }
    }
    let reaching: Vec<(Square, Piece)> = candidates
        .into_iter()
        .filter(|&(from, piece)| reaches(pos, from, piece, wanted.to))
        .collect();
    let Some(&(from, piece)) = reaching.first() else {
        return Illegal::NoPiece;
    };
    let legal = pos
        .legal_moves()
        .iter()
        .filter(|m| {
            m.to() == wanted.to && m.from().is_some_and(|f| reaching.iter().any(|r| r.0 == f))
        })
        .count();
    if legal > 1 {
        return Illegal::Ambiguous;
    }
    let board = after(pos, from, piece, wanted.to);
    let occupied = board.occupied();
    let king = if piece.role == Role::King {
        Some(wanted.to)
    } else {
        board.king_of(us)
    };
    if let Some(king) = king {
        if board.attacks_to(king, !us, occupied).any() {
            return if piece.role == Role::King {
                if P::VARIANT == Variant::KingOfTheHill && Bitboard::CENTER.contains(wanted.to) {
                    Illegal::HillAttacked
                } else {
                    Illegal::KingAttacked
                }
            } else if pos.is_check() {
                Illegal::InCheck
            } else {
                Illegal::Pinned
            };
        }
    }
    if P::VARIANT == Variant::RacingKings {
        if let Some(theirs) = board.king_of(!us) {
            if board.attacks_to(theirs, us, occupied).any() {
                return Illegal::GivesCheck;
            }
        }
    }
    // Left: a pawn's move without its promotion, or the like.
    Illegal::NotAMove
}

fn castling_why<P: Position>(pos: &P) -> Illegal {
    if pos.is_check() {
        return Illegal::InCheck;
    }
    Illegal::Castling
}

#[cfg(test)]
mod tests;
