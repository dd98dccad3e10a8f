//! Evaluation, one implementation per game, behind the [`Evaluate`] trait
//! the search is generic over. Tuning constants live in [`weights`].

mod board;
mod chess;
mod hill;
mod lielow;
mod race;
pub mod weights;

use regalia_rules::Game;

/// What the rules have already decided in a position, seen from the side to
/// move, found without generating moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Win,
    Loss,
    Draw,
}

/// A game the engine can search: the rules plus an evaluation and the few
/// facts the search needs to order and prune moves soundly for this game.
pub trait Evaluate: Game {
    /// Whether static-evaluation pruning (reverse futility, futility at the
    /// frontier) and late-move reductions of quiet moves are sound enough.
    /// They assume a move rarely hurts the mover (no zugzwang).
    const PRUNING: bool;

    /// Whether a move that gives check is searched one ply deeper.
    const CHECK_EXTENSION: bool;

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

    /// Ordering key for tactical moves: most valuable victim first, then
    /// least valuable attacker.
    fn tactical_order(&self, m: Self::Move) -> i32;

    /// A compact code for a move (origin and destination), used by the
    /// transposition table and the history heuristic. Codes of different
    /// legal moves of one position differ.
    fn move_code(m: Self::Move) -> u16;
}
