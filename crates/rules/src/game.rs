//! The one abstraction every game implements.
//!
//! [`Game`] is what the engine is generic over (static dispatch, one copy of
//! the search per game). [`crate::AnyPosition`] wraps the four implementations
//! in an enum for callers that pick the game by name at run time.

use std::fmt;
use std::hash::Hash;

use arrayvec::ArrayVec;

pub use shakmaty::Color;

use crate::problem::{Problem, ProblemKind};
use crate::Variant;

/// Room for every legal move of any position of any game (chess has at most
/// 218; Lielow at most 16 stacks x 9 moves).
pub const MAX_MOVES: usize = 256;

/// A fixed-capacity move list: generating moves never allocates.
pub type MoveBuf<M> = ArrayVec<M, MAX_MOVES>;

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// Chess, King of the Hill: the side to move is checkmated.
    Checkmate,
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// Chess only: neither side can ever mate (FIDE dead position by material).
    InsufficientMaterial,
    /// King of the Hill: a king arrived on d4, e4, d5 or e5.
    HillReached,
    /// Racing Kings: a king reached rank 8 and the other could not follow.
    RaceWon,
    /// Racing Kings: both kings reached rank 8.
    RaceDrawn,
    /// Lielow: the loser's crowned stack was captured.
    CrownCaptured,
    /// Lielow: the loser moved their own crowned stack off the board.
    CrownLeftBoard,
    /// A player resigned (decided by the server).
    Resignation,
    /// A player ran out of time (decided by the server).
    Timeout,
    /// Both players agreed to a draw.
    Agreement,
    /// A draw was claimed by threefold repetition.
    ThreefoldRepetition,
    /// A draw was claimed under the 50-move rule.
    FiftyMoves,
    /// The opponent left the game and the remaining player claimed victory.
    Abandoned,
}

impl Reason {
    /// A stable machine name (`checkmate`, `hill`, `race`, ...), used in the
    /// database, the protocol and statistics.
    pub const fn name(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::InsufficientMaterial => "insufficient-material",
            Reason::HillReached => "hill",
            Reason::RaceWon => "race",
            Reason::RaceDrawn => "race-draw",
            Reason::CrownCaptured => "crown-captured",
            Reason::CrownLeftBoard => "crown-off-board",
            Reason::Resignation => "resignation",
            Reason::Timeout => "timeout",
            Reason::Agreement => "agreement",
            Reason::ThreefoldRepetition => "threefold",
            Reason::FiftyMoves => "fifty-moves",
            Reason::Abandoned => "abandoned",
        }
    }

    pub const ALL: [Reason; 14] = [
        Reason::Checkmate,
        Reason::Stalemate,
        Reason::InsufficientMaterial,
        Reason::HillReached,
        Reason::RaceWon,
        Reason::RaceDrawn,
        Reason::CrownCaptured,
        Reason::CrownLeftBoard,
        Reason::Resignation,
        Reason::Timeout,
        Reason::Agreement,
        Reason::ThreefoldRepetition,
        Reason::FiftyMoves,
        Reason::Abandoned,
    ];

    /// The inverse of [`Reason::name`].
    pub fn from_name(name: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.name() == name)
    }

    /// The PGN `Termination` text for this reason.
    pub const fn pgn_termination(self) -> &'static str {
        match self {
            Reason::Checkmate
            | Reason::Stalemate
            | Reason::InsufficientMaterial
            | Reason::HillReached
            | Reason::RaceWon
            | Reason::RaceDrawn
            | Reason::CrownCaptured
            | Reason::CrownLeftBoard => "Normal",
            Reason::Resignation => "Normal",
            Reason::Timeout => "Time forfeit",
            Reason::Agreement => "Normal",
            Reason::ThreefoldRepetition | Reason::FiftyMoves => "Normal",
            Reason::Abandoned => "Abandoned",
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How a game ended: the winner (`None` for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub reason: Reason,
}

impl Outcome {
    pub const fn win(winner: Color, reason: Reason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }

    pub const fn draw(reason: Reason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }

    /// `1-0`, `0-1` or `1/2-1/2`.
    pub const fn result_text(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

/// A position text (FEN, or Lielow's position text) that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// The text does not follow the format.
    #[error("malformed position text: {0}")]
    Malformed(String),
    /// The text parses but is not a legal position of this game: every
    /// problem found (at least one), each with its stable code.
    #[error("impossible position: {}", crate::problem::sentence(.0))]
    Impossible(Vec<Problem>),
}

impl PositionError {
    /// What is wrong, as problems with stable codes (a malformed text is
    /// one problem of kind [`ProblemKind::Malformed`]).
    pub fn problems(&self) -> Vec<Problem> {
        match self {
            PositionError::Malformed(text) => vec![Problem::new(ProblemKind::Malformed, text)],
            PositionError::Impossible(problems) => problems.clone(),
        }
    }

    /// A position that is impossible for this one reason.
    pub fn impossible(problem: Problem) -> PositionError {
        PositionError::Impossible(vec![problem])
    }
}

/// A move text that is not a legal move in the position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error("cannot read move `{0}`")]
    Malformed(String),
    #[error("illegal move `{0}` in this position")]
    Illegal(String),
    #[error("the game is over: no move can be played")]
    GameOver,
}

/// The rules of one game, seen from one position.
///
/// A value is a position; moves are small `Copy` values. The engine plays by
/// copy-make (`clone`, then [`Game::play`]), so implementations keep positions
/// small and `play` cheap.
pub trait Game: Clone + Send + Sync + fmt::Debug + 'static {
    /// A move of this game. Only meaningful together with the position it was
    /// generated from.
    type Move: Copy + Eq + Hash + fmt::Debug + Send + Sync + 'static;

    const VARIANT: Variant;

    /// The standard starting position.
    fn start() -> Self;

    /// Reads a position text (FEN for the chess games).
    fn from_fen(text: &str) -> Result<Self, PositionError>;

    /// The position text; `from_fen(p.to_fen())` gives back `p`.
    fn to_fen(&self) -> String;

    /// The side to move.
    fn turn(&self) -> Color;

    /// Appends every legal move to `moves`. A finished position has none.
    fn legal_moves(&self, moves: &mut MoveBuf<Self::Move>);

    /// How many legal moves there are (perft's last ply), without keeping
    /// them.
    fn legal_move_count(&self) -> usize {
        let mut moves = MoveBuf::new();
        self.legal_moves(&mut moves);
        moves.len()
    }

    /// Plays a move that [`Game::legal_moves`] produced for this position.
    /// Playing anything else leaves the position unspecified (but memory safe).
    fn play(&mut self, m: Self::Move);

    /// The result if the rules end the game in this position by themselves
    /// (checkmate, stalemate, hill, race, crown). Draw claims never do.
    fn outcome(&self) -> Option<Outcome>;

    /// Whether the move captures something (used by move ordering and
    /// quiescence; also resets the 50-move count in chess).
    fn is_capture(&self, m: Self::Move) -> bool;

    /// Whether the side to move is in check (always false where the game has
    /// no check).
    fn is_check(&self) -> bool;

    /// A 64-bit hash of everything that makes positions "the same" under the
    /// repetition rule: placement, side to move, castling rights and a legal
    /// en-passant capture (Lielow: stacks, heights, crowns, side to move).
    fn hash(&self) -> u64;

    /// Plies since the last capture or pawn move (always 0 in Lielow).
    fn halfmove_clock(&self) -> u32;

    /// The move in engine (UCI) text: `e2e4`, `e7e8q`, `a2off`.
    fn move_to_uci(&self, m: Self::Move) -> String;

    /// Reads UCI move text and checks that it is legal here.
    fn move_from_uci(&self, text: &str) -> Result<Self::Move, MoveError>;

    /// The move as players read it: SAN for the chess games (`Nf3`, `Kd4#`),
    /// `e2-e3` / `d4xg7` / `a2-off` for Lielow.
    fn move_to_display(&self, m: Self::Move) -> String;

    /// Reads either the display notation or UCI text, and checks legality.
    fn move_from_text(&self, text: &str) -> Result<Self::Move, MoveError>;
}
