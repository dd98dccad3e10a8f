//! What the three games played with chess pieces share as the search sees
//! them: one [`Evaluate`] for every [`PieceGame`], made of the few facts
//! in which the games differ ([`PieceEval`], implemented per game in
//! `chess.rs`, `hill.rs` and `race.rs`).

use regalia_rules::pieces::{PieceGame, PieceRules};
use shakmaty::{Bitboard, Color, Move, Role};

use super::board::{
    attacks_of, has_pieces, king_onto, king_threatens, material, mvv_lva, piece_move_code,
    variant_verdict, Attacks, WINNING_ORDER,
};
use super::weights::TEMPO;
use super::{Evaluate, Verdict};

/// One game played with chess pieces, as its evaluation sees the shakmaty
/// position. The constants mean what [`Evaluate`]'s of the same name mean.
pub trait PieceEval: PieceRules {
    /// Also whether passing is tried (null-move pruning) when the side to
    /// move has a piece other than king and pawns: both assume a move
    /// rarely hurts the mover.
    const PRUNING: bool;
    const REDUCTIONS: bool = Self::PRUNING;
    const CHECK_EXTENSION: bool = true;
    const TIME_HORIZON: u32 = crate::limits::DEFAULT_HORIZON;
    /// See [`Evaluate::NULL_MOVE_REDUCTION`].
    const NULL_MOVE_REDUCTION: (i32, i32) = (3, 6);
    /// The squares a king wins on by reaching them (the hill, rank 8);
    /// empty in chess. A king move onto one is tried first, king moves are
    /// never reduced, and a king beside a free one is a threat to win.
    const GOAL: Bitboard;
    /// Material by role (pawn to king), for ordering and exchanges.
    const MATERIAL: [i32; 6];

    /// One side's score in centipawns beyond its material (which
    /// [`Evaluate::evaluate`] adds), given the squares `color`'s pieces
    /// attack (`own`) and the enemy's (`enemy`).
    fn side_score(&self, color: Color, own: &Attacks, enemy: &Attacks) -> i32;

    /// See [`Evaluate::verdict`]: by default the variant's own end.
    fn verdict(&self) -> Option<Verdict> {
        variant_verdict(self)
    }

    /// See [`Evaluate::loses_material`].
    fn loses_material(&self, m: Move) -> bool {
        super::board::loses_material(self, m, &Self::MATERIAL)
    }

    /// The ordering key of a capture or promotion.
    fn capture_order(&self, m: Move) -> i32 {
        mvv_lva(m, &Self::MATERIAL)
    }

    /// Whether a quiet king move is never reduced or pruned (in a game with
    /// goal squares): by default every one.
    fn king_move_critical(&self, _m: Move) -> bool {
        true
    }

    /// See [`Evaluate::quiet_check`].
    fn quiet_check(&self, _m: Move) -> bool {
        false
    }
}

impl<P: PieceEval> Evaluate for PieceGame<P> {
    const PRUNING: bool = P::PRUNING;
    const REDUCTIONS: bool = P::REDUCTIONS;
    const CHECK_EXTENSION: bool = P::CHECK_EXTENSION;
    const TIME_HORIZON: u32 = P::TIME_HORIZON;
    const NULL_MOVE_REDUCTION: (i32, i32) = P::NULL_MOVE_REDUCTION;

    /// White's side score and material less Black's, from the side to
    /// move's point of view, plus the bonus for having the move.
    fn evaluate(&self) -> i32 {
        let pos = self.position();
        let board = pos.board();
        let side = |color: Color, own: &Attacks, enemy: &Attacks| {
            material(board, color, &P::MATERIAL) + pos.side_score(color, own, enemy)
        };
        let white_attacks = attacks_of(board, Color::White);
        let black_attacks = attacks_of(board, Color::Black);
        let white = side(Color::White, &white_attacks, &black_attacks)
            - side(Color::Black, &black_attacks, &white_attacks);
        let relative = if pos.turn().is_white() { white } else { -white };
        relative + TEMPO
    }

    fn verdict(&self) -> Option<Verdict> {
        PieceEval::verdict(self.position())
    }

    fn is_tactical(&self, m: Move) -> bool {
        m.is_capture() || m.promotion() == Some(Role::Queen) || king_onto(m, P::GOAL)
    }

    fn is_critical(&self, m: Move) -> bool {
        self.is_tactical(m)
            || (P::GOAL.any() && m.role() == Role::King && self.position().king_move_critical(m))
    }

    fn threat_to_win(&self) -> bool {
        P::GOAL.any() && king_threatens(self.position(), P::GOAL)
    }

    fn quiet_check(&self, m: Move) -> bool {
        PieceEval::quiet_check(self.position(), m)
    }

    fn loses_material(&self, m: Move) -> bool {
        PieceEval::loses_material(self.position(), m)
    }

    fn exchange(&self, m: Move) -> i32 {
        super::board::see(self.position(), m, &P::MATERIAL)
    }

    fn tactical_order(&self, m: Move) -> i32 {
        if king_onto(m, P::GOAL) {
            WINNING_ORDER
        } else {
            self.position().capture_order(m)
        }
    }

    fn null_move(&self) -> Option<Self> {
        let pos = self.position();
        if P::PRUNING && has_pieces(pos.board(), pos.turn()) {
            self.null_move_position()
        } else {
            None
        }
    }

    fn move_code(m: Move) -> u16 {
        piece_move_code(m)
    }
}
