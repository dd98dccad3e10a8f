//! Evaluation, one implementation per game, behind the [`Evaluate`] trait
//! the search is generic over. Tuning constants live in [`weights`].

mod board;
mod chess;
mod hill;
mod lielow;
mod pieces;
mod race;
pub mod weights;

pub(crate) use hill::hill_race_difference;

use regalia_rules::Game;

/// What the rules have already decided in a position, seen from the side to
/// move, found without generating moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Win,
    Loss,
    Draw,
}

impl Verdict {
    /// The verdict for the side to move (`turn`) of a game's result.
    pub fn for_side(turn: regalia_rules::Color, outcome: regalia_rules::Outcome) -> Verdict {
        match outcome.winner {
            Some(w) if w == turn => Verdict::Win,
            Some(_) => Verdict::Loss,
            None => Verdict::Draw,
        }
    }
}

/// A game the engine can search: the rules plus an evaluation and the few
/// facts the search needs to order and prune moves soundly for this game.
pub trait Evaluate: Game {
    /// Whether static-evaluation pruning (reverse futility, futility at the
    /// frontier) is sound enough: it assumes a move rarely hurts the mover
    /// (no zugzwang).
    const PRUNING: bool;

    /// Whether late quiet moves are searched with reduced depth first (and
    /// again at full depth when they look good).
    const REDUCTIONS: bool = Self::PRUNING;

    /// Whether a move that gives check is searched one ply deeper.
    const CHECK_EXTENSION: bool;

    /// The null move's reduction in plies, `base + depth / divisor` (plus
    /// up to 2 when the static evaluation is far above beta). Measured per
    /// game: King of the Hill gains from 4 + depth/4, chess did not.
    const NULL_MOVE_REDUCTION: (i32, i32) = (3, 6);

    /// How many more moves a game is expected to last, for the clock: a
    /// move gets about `time left / TIME_HORIZON`.
    const TIME_HORIZON: u32 = crate::limits::DEFAULT_HORIZON;

    /// The static score in centipawns from the side to move's point of view.
    fn evaluate(&self) -> i32;

    /// A result the position already holds (hill reached, race over, crown
    /// gone, dead draw), cheaper than [`Game::outcome`]: it does not look
    /// for checkmate or stalemate, which the search finds by itself.
    fn verdict(&self) -> Option<Verdict>;

    /// Moves searched in quiescence: captures, promotions, and moves that
    /// end the game at once (a king onto the hill or onto rank 8).
    fn is_tactical(&self, m: Self::Move) -> bool;

    /// Moves never reduced or pruned as "quiet" even when not tactical
    /// (king moves in the racing games).
    fn is_critical(&self, m: Self::Move) -> bool {
        self.is_tactical(m)
    }

    /// Whether the side that just moved threatens to win with its next
    /// move (King of the Hill: its king beside a hill square nobody guards;
    /// Racing Kings: its king beside a free square of rank 8). Searched like
    /// a check: extended, and never stood pat on in quiescence.
    fn threat_to_win(&self) -> bool {
        false
    }

    /// Whether a quiet move gives check from a square where it is not lost
    /// by exchange; quiescence tries these at its first ply. Only where a
    /// check matters beyond chess's (King of the Hill: every check stops
    /// the king's walk).
    fn quiet_check(&self, _m: Self::Move) -> bool {
        false
    }

    /// Whether a capture obviously loses material (a more valuable piece
    /// takes a defended, less valuable one); quiescence skips these.
    fn loses_material(&self, _m: Self::Move) -> bool {
        false
    }

    /// What the mover wins (negative: loses) on the move's square if both
    /// sides go on capturing there with their cheapest piece (static
    /// exchange). Only asked where [`Evaluate::PRUNING`] is set.
    fn exchange(&self, _m: Self::Move) -> i32 {
        0
    }

    /// Ordering key for tactical moves: most valuable victim first, then
    /// least valuable attacker.
    fn tactical_order(&self, m: Self::Move) -> i32;

    /// The position with the turn passed, for null-move pruning, or `None`
    /// where passing is unsound (in check, only king and pawns left, or a
    /// game with zugzwang-like positions).
    fn null_move(&self) -> Option<Self> {
        None
    }

    /// A compact code for a move (origin and destination), used by the
    /// transposition table and the history heuristic. Codes of different
    /// legal moves of one position differ.
    fn move_code(m: Self::Move) -> u16;
}
