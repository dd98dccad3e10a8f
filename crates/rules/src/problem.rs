//! What makes a position text unusable, named by stable codes.
//!
//! A [`PositionError`](crate::PositionError) carries one or more
//! [`Problem`]s. Each has a [`ProblemKind`] whose [`code`](ProblemKind::code)
//! never changes (pages translate it: `position-problem-<code>` in the
//! locales), the player it concerns when there is one, a square and a
//! number where the sentence needs them, and an English sentence for logs
//! and tests.

use std::fmt;

use crate::game::Color;

/// The kinds of problem a position can have, in every game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ProblemKind {
    /// The text does not follow the format (FEN, or Lielow's position text).
    Malformed,
    /// Chess games: there is no piece on the board.
    EmptyBoard,
    /// Chess games: a player has no king (the problem names the player).
    MissingKing,
    /// Chess games: a player has more than one king.
    TooManyKings,
    /// Chess and King of the Hill: a pawn on the first or last rank.
    PawnOnBackRank,
    /// Chess and King of the Hill: a castling right whose king or rook is
    /// not on its square.
    CastlingRights,
    /// Chess games: an en-passant square no double pawn step could have
    /// left.
    EnPassantSquare,
    /// Chess and King of the Hill: the player who just moved is in check.
    OppositeCheck,
    /// Chess and King of the Hill: a check no legal move could have given
    /// (three checkers, two aligned ones...).
    ImpossibleCheck,
    /// Chess games: more pieces than promotions could give.
    TooMuchMaterial,
    /// A position the game's own rules forbid, for a reason without a
    /// kind of its own.
    NotThisGame,
    /// Racing Kings: a pawn on the board.
    RacingKingsPawns,
    /// Racing Kings: castling rights.
    RacingKingsCastling,
    /// Racing Kings: a king in check (no move may ever give one).
    RacingKingsCheck,
    /// Racing Kings: both kings on rank 8 with Black to move (White's
    /// arrival would already have ended the race).
    RacingKingsBothHome,
    /// Lielow: more than 8 stacks for a player.
    LielowTooManyStacks,
    /// Lielow: two crowned stacks for one player.
    LielowTwoCrowns,
    /// Lielow: a crowned stack for a player whose crown is recorded lost.
    LielowLostCrownWorn,
    /// Lielow: a captured crown, yet its owner is not to move.
    LielowCapturedCrownTurn,
    /// Lielow: a crown moved off the board, yet its owner is to move.
    LielowOffCrownTurn,
    /// Lielow: a player still in the game has no stack.
    LielowNoStacks,
    /// Lielow: a player's unique tallest stack does not wear the crown.
    LielowCrownNotOnTallest,
    /// Lielow: a player without a crown has a stack taller than 1.
    LielowGrownWithoutCrown,
}

impl ProblemKind {
    /// Every kind, for tests and the pages' translations.
    pub const ALL: [ProblemKind; 23] = [
        ProblemKind::Malformed,
        ProblemKind::EmptyBoard,
        ProblemKind::MissingKing,
        ProblemKind::TooManyKings,
        ProblemKind::PawnOnBackRank,
        ProblemKind::CastlingRights,
        ProblemKind::EnPassantSquare,
        ProblemKind::OppositeCheck,
        ProblemKind::ImpossibleCheck,
        ProblemKind::TooMuchMaterial,
        ProblemKind::NotThisGame,
        ProblemKind::RacingKingsPawns,
        ProblemKind::RacingKingsCastling,
        ProblemKind::RacingKingsCheck,
        ProblemKind::RacingKingsBothHome,
        ProblemKind::LielowTooManyStacks,
        ProblemKind::LielowTwoCrowns,
        ProblemKind::LielowLostCrownWorn,
        ProblemKind::LielowCapturedCrownTurn,
        ProblemKind::LielowOffCrownTurn,
        ProblemKind::LielowNoStacks,
        ProblemKind::LielowCrownNotOnTallest,
        ProblemKind::LielowGrownWithoutCrown,
    ];

    /// The stable code (`missing-king`, `racing-kings-pawns`...).
    pub const fn code(self) -> &'static str {
        match self {
            ProblemKind::Malformed => "malformed",
            ProblemKind::EmptyBoard => "empty-board",
            ProblemKind::MissingKing => "missing-king",
            ProblemKind::TooManyKings => "too-many-kings",
            ProblemKind::PawnOnBackRank => "pawn-on-back-rank",
            ProblemKind::CastlingRights => "castling-rights",
            ProblemKind::EnPassantSquare => "en-passant-square",
            ProblemKind::OppositeCheck => "opposite-check",
            ProblemKind::ImpossibleCheck => "impossible-check",
            ProblemKind::TooMuchMaterial => "too-much-material",
            ProblemKind::NotThisGame => "not-this-game",
            ProblemKind::RacingKingsPawns => "racing-kings-pawns",
            ProblemKind::RacingKingsCastling => "racing-kings-castling",
            ProblemKind::RacingKingsCheck => "racing-kings-check",
            ProblemKind::RacingKingsBothHome => "racing-kings-both-home",
            ProblemKind::LielowTooManyStacks => "lielow-too-many-stacks",
            ProblemKind::LielowTwoCrowns => "lielow-two-crowns",
            ProblemKind::LielowLostCrownWorn => "lielow-lost-crown-worn",
            ProblemKind::LielowCapturedCrownTurn => "lielow-captured-crown-turn",
            ProblemKind::LielowOffCrownTurn => "lielow-off-crown-turn",
            ProblemKind::LielowNoStacks => "lielow-no-stacks",
            ProblemKind::LielowCrownNotOnTallest => "lielow-crown-not-on-tallest",
            ProblemKind::LielowGrownWithoutCrown => "lielow-grown-without-crown",
        }
    }

    /// The inverse of [`ProblemKind::code`].
    pub fn from_code(code: &str) -> Option<ProblemKind> {
        ProblemKind::ALL.into_iter().find(|k| k.code() == code)
    }
}

/// One thing wrong with a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub kind: ProblemKind,
    /// The player the problem concerns, when it concerns one.
    pub color: Option<Color>,
    /// A square the sentence names (`e4`), when it names one.
    pub square: Option<String>,
    /// A number the sentence names (a height, a count of stacks).
    pub count: Option<u32>,
    /// What is wrong, in English.
    pub text: String,
}

impl Problem {
    /// A problem with its English sentence and nothing else.
    pub fn new(kind: ProblemKind, text: impl Into<String>) -> Problem {
        Problem {
            kind,
            color: None,
            square: None,
            count: None,
            text: text.into(),
        }
    }

    /// The same problem, concerning `color`.
    pub fn of(mut self, color: Color) -> Problem {
        self.color = Some(color);
        self
    }

    /// The same problem, naming `square`.
    pub fn at(mut self, square: impl Into<String>) -> Problem {
        self.square = Some(square.into());
        self
    }

    /// The same problem, naming the number `count`.
    pub fn counting(mut self, count: u32) -> Problem {
        self.count = Some(count);
        self
    }

    /// The stable code of its kind.
    pub fn code(&self) -> &'static str {
        self.kind.code()
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// The problems as one English sentence: `a king is missing; ...`.
pub(crate) fn sentence(problems: &[Problem]) -> String {
    problems
        .iter()
        .map(|p| p.text.as_str())
        .collect::<Vec<_>>()
        .join("; ")
}
