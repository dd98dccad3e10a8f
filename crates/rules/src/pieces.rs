//! The three games played with chess pieces, on top of shakmaty: chess,
//! King of the Hill and Racing Kings.
//!
//! shakmaty supplies move generation and the variant end conditions; this
//! module adds what the [`Game`] trait promises on top (hashing for
//! repetition, notation, outcome reasons, FEN validation messages).

use std::fmt;

use shakmaty::fen::Fen;
use shakmaty::san::{San, SanPlus};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, EnPassantMode, FromSetup, Position, PositionErrorKinds, Rank, Role};

use crate::game::{Color, Game, MoveBuf, MoveError, Outcome, PositionError, Reason};
use crate::problem::{Problem, ProblemKind};
use crate::Variant;

mod hash;

/// A shakmaty position type that Regalia plays.
pub trait PieceRules:
    Position + FromSetup + Clone + Default + fmt::Debug + Send + Sync + 'static
{
    const VARIANT: Variant;

    /// The result the variant's own end condition gives (hill or race), if
    /// the position is such an end.
    fn variant_end(&self) -> Option<Outcome>;

    /// What makes a setup no position of this game, in the game's own
    /// words, checked before shakmaty's own validation (whose kinds are
    /// generic). Empty when nothing is.
    fn setup_problems(_setup: &shakmaty::Setup) -> Vec<Problem> {
        Vec::new()
    }
}

impl PieceRules for shakmaty::Chess {
    const VARIANT: Variant = Variant::Chess;

    fn variant_end(&self) -> Option<Outcome> {
        None
    }
}

impl PieceRules for shakmaty::variant::KingOfTheHill {
    const VARIANT: Variant = Variant::KingOfTheHill;

    fn variant_end(&self) -> Option<Outcome> {
        let board = self.board();
        Color::ALL
            .into_iter()
            .find(|&c| (board.by_color(c) & board.kings() & shakmaty::Bitboard::CENTER).any())
            .map(|c| Outcome::win(c, Reason::HillReached))
    }
}

impl PieceRules for shakmaty::variant::RacingKings {
    const VARIANT: Variant = Variant::RacingKings;

    fn setup_problems(setup: &shakmaty::Setup) -> Vec<Problem> {
        let mut problems = Vec::new();
        if setup.board.pawns().any() {
            problems.push(Problem::new(
                ProblemKind::RacingKingsPawns,
                "Racing Kings is played without pawns",
            ));
        }
        if setup.castling_rights.any() {
            let (kind, text) = RACING_KINGS_CASTLING;
            problems.push(Problem::new(kind, text));
        }
        problems.extend(missing_kings(&setup.board));
        problems
    }

    fn variant_end(&self) -> Option<Outcome> {
        if !self.is_variant_end() {
            return None;
        }
        let goal = self.board().kings() & Rank::Eighth;
        let white = (goal & self.board().white()).any();
        let black = (goal & self.board().black()).any();
        Some(match (white, black) {
            (true, true) => Outcome::draw(Reason::RaceDrawn),
            (true, false) => Outcome::win(Color::White, Reason::RaceWon),
            _ => Outcome::win(Color::Black, Reason::RaceWon),
        })
    }
}

/// A position of one of the piece games, with its repetition hash kept up
/// to date move by move.
#[derive(Clone, Debug)]
pub struct PieceGame<P> {
    pos: P,
    hash: u64,
    /// The part of `hash` that stands for a legal en-passant capture, taken
    /// out again by the next move.
    en_passant: u64,
}

/// Standard chess.
pub type Chess = PieceGame<shakmaty::Chess>;
/// King of the Hill.
pub type KingOfTheHill = PieceGame<shakmaty::variant::KingOfTheHill>;
/// Racing Kings.
pub type RacingKings = PieceGame<shakmaty::variant::RacingKings>;

impl<P: PieceRules> PieceGame<P> {
    fn new(pos: P) -> Self {
        PieceGame {
            hash: hash::full(&pos),
            en_passant: hash::en_passant(&pos),
            pos,
        }
    }

    /// The underlying shakmaty position (for evaluation and display).
    pub fn position(&self) -> &P {
        &self.pos
    }

    fn legal_list(&self) -> shakmaty::MoveList {
        self.pos.legal_moves()
    }
}

impl<P: PieceRules> PartialEq for PieceGame<P> {
    fn eq(&self, other: &Self) -> bool {
        self.to_fen() == other.to_fen()
    }
}

/// One problem per player without a king.
fn missing_kings(board: &shakmaty::Board) -> Vec<Problem> {
    Color::ALL
        .into_iter()
        .filter(|&c| board.king_of(c).is_none())
        .map(|c| Problem::new(ProblemKind::MissingKing, format!("the {c} king is missing")).of(c))
        .collect()
}

/// A problem as told: its kind and its words.
type Told = (ProblemKind, &'static str);

const RACING_KINGS_CASTLING: Told = (
    ProblemKind::RacingKingsCastling,
    "Racing Kings has no castling",
);
const RACING_KINGS_CHECK: Told = (
    ProblemKind::RacingKingsCheck,
    "a king is in check, which never happens in Racing Kings",
);

/// shakmaty's error kinds that are one problem each, in the order they are
/// told: the problem, and how Racing Kings says it where it differs.
const NAMED_KINDS: [(PositionErrorKinds, Told, Option<Told>); 6] = [
    (
        PositionErrorKinds::PAWNS_ON_BACKRANK,
        (
            ProblemKind::PawnOnBackRank,
            "a pawn stands on the first or last rank",
        ),
        None,
    ),
    (
        PositionErrorKinds::INVALID_CASTLING_RIGHTS,
        (
            ProblemKind::CastlingRights,
            "the castling rights do not match the kings and rooks",
        ),
        Some(RACING_KINGS_CASTLING),
    ),
    (
        PositionErrorKinds::INVALID_EP_SQUARE,
        (
            ProblemKind::EnPassantSquare,
            "the en-passant square is not possible",
        ),
        None,
    ),
    (
        PositionErrorKinds::OPPOSITE_CHECK,
        (
            ProblemKind::OppositeCheck,
            "the side not to move is in check",
        ),
        Some(RACING_KINGS_CHECK),
    ),
    (
        PositionErrorKinds::IMPOSSIBLE_CHECK,
        (
            ProblemKind::ImpossibleCheck,
            "the check cannot have come from a legal move",
        ),
        Some(RACING_KINGS_CHECK),
    ),
    (
        PositionErrorKinds::TOO_MUCH_MATERIAL,
        (
            ProblemKind::TooMuchMaterial,
            "a side has more pieces than the game allows",
        ),
        None,
    ),
];

/// Explains a shakmaty position error as problems with codes.
fn describe(kinds: PositionErrorKinds, board: &shakmaty::Board, variant: Variant) -> Vec<Problem> {
    let racing = variant == Variant::RacingKings;
    let mut problems = Vec::new();
    // Racing Kings names two kinds of check alike: each problem once.
    let mut push = |problem: Problem| {
        if !problems
            .iter()
            .any(|p: &Problem| p.kind == problem.kind && p.color == problem.color)
        {
            problems.push(problem);
        }
    };
    if kinds.contains(PositionErrorKinds::EMPTY_BOARD) {
        push(Problem::new(ProblemKind::EmptyBoard, "the board is empty"));
    } else if kinds.contains(PositionErrorKinds::MISSING_KING) {
        missing_kings(board).into_iter().for_each(&mut push);
    }
    if kinds.contains(PositionErrorKinds::TOO_MANY_KINGS) {
        for c in Color::ALL {
            if (board.kings() & board.by_color(c)).more_than_one() {
                push(
                    Problem::new(
                        ProblemKind::TooManyKings,
                        format!("{c} has more than one king"),
                    )
                    .of(c),
                );
            }
        }
    }
    for &(kind, problem, in_racing_kings) in &NAMED_KINDS {
        if kinds.contains(kind) {
            let (kind, text) = match in_racing_kings {
                Some(told) if racing => told,
                _ => problem,
            };
            push(Problem::new(kind, text));
        }
    }
    let not_this_game = || {
        Problem::new(
            ProblemKind::NotThisGame,
            format!("not a valid {} position", variant.title()),
        )
    };
    if kinds.contains(PositionErrorKinds::VARIANT) {
        push(if racing {
            Problem::new(
                ProblemKind::RacingKingsBothHome,
                "not a Racing Kings position (with Black to move, both kings cannot already stand on rank 8)",
            )
        } else {
            not_this_game()
        });
    }
    if problems.is_empty() {
        problems.push(not_this_game());
    }
    problems
}

impl<P: PieceRules> Game for PieceGame<P> {
    type Move = shakmaty::Move;

    const VARIANT: Variant = P::VARIANT;

    fn start() -> Self {
        Self::new(P::default())
    }

    fn from_fen(text: &str) -> Result<Self, PositionError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(PositionError::Malformed("the FEN is empty".into()));
        }
        // shakmaty reads a move counter too large for 32 bits as the largest
        // one; such a text is refused rather than read as another position.
        let counters = text.split_ascii_whitespace().skip(4).take(2);
        if counters
            .filter(|c| c.bytes().all(|b| b.is_ascii_digit()))
            .any(|c| c.parse::<u32>().is_err())
        {
            return Err(PositionError::Malformed(format!(
                "a move counter above {} in the FEN",
                u32::MAX
            )));
        }
        let fen = Fen::from_ascii(text.as_bytes())
            .map_err(|e| PositionError::Malformed(format!("{e} in `{text}`")))?;
        let setup = fen.into_setup();
        let problems = P::setup_problems(&setup);
        if !problems.is_empty() {
            return Err(PositionError::Impossible(problems));
        }
        let board = setup.board.clone();
        let pos = P::from_setup(setup, CastlingMode::Standard)
            .map_err(|e| PositionError::Impossible(describe(e.kinds(), &board, P::VARIANT)))?;
        Ok(Self::new(pos))
    }

    fn to_fen(&self) -> String {
        Fen::from_position(&self.pos, EnPassantMode::Legal).to_string()
    }

    fn turn(&self) -> Color {
        self.pos.turn()
    }

    fn legal_moves(&self, moves: &mut MoveBuf<Self::Move>) {
        moves
            .try_extend_from_slice(&self.legal_list())
            .expect("no position of the piece games has more than MAX_MOVES legal moves");
    }

    fn legal_move_count(&self) -> usize {
        self.legal_list().len()
    }

    fn play(&mut self, m: Self::Move) {
        (self.hash, self.en_passant) = hash::play(&mut self.pos, self.hash, self.en_passant, m);
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(end) = self.pos.variant_end() {
            return Some(end);
        }
        let moves = self.legal_list();
        if moves.is_empty() {
            return Some(if self.pos.is_check() {
                Outcome::win(!self.pos.turn(), Reason::Checkmate)
            } else {
                Outcome::draw(Reason::Stalemate)
            });
        }
        if self.pos.is_insufficient_material() {
            return Some(Outcome::draw(Reason::InsufficientMaterial));
        }
        None
    }

    fn is_capture(&self, m: Self::Move) -> bool {
        m.is_capture()
    }

    fn is_check(&self) -> bool {
        self.pos.is_check()
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn halfmove_clock(&self) -> u32 {
        self.pos.halfmoves()
    }

    fn move_to_uci(&self, m: Self::Move) -> String {
        UciMove::from_standard(m).to_string()
    }

    fn move_from_uci(&self, text: &str) -> Result<Self::Move, MoveError> {
        let uci = UciMove::from_ascii(text.trim().as_bytes())
            .map_err(|_| MoveError::Malformed(text.to_owned()))?;
        if self.legal_list().is_empty() {
            return Err(MoveError::GameOver);
        }
        uci.to_move(&self.pos)
            .map_err(|_| MoveError::Illegal(text.to_owned()))
    }

    fn move_to_display(&self, m: Self::Move) -> String {
        SanPlus::from_move(self.pos.clone(), m).to_string()
    }

    fn move_from_text(&self, text: &str) -> Result<Self::Move, MoveError> {
        let trimmed = text.trim();
        if self.legal_list().is_empty() {
            return Err(MoveError::GameOver);
        }
        if let Ok(m) = self.move_from_uci(trimmed) {
            return Ok(m);
        }
        // SAN, with or without a check suffix and annotation.
        let core = trimmed.trim_end_matches(['!', '?']);
        match SanPlus::from_ascii(core.as_bytes()) {
            Ok(san) => san
                .san
                .to_move(&self.pos)
                .map_err(|_| MoveError::Illegal(text.to_owned())),
            Err(_) => match San::from_ascii(core.as_bytes()) {
                Ok(san) => san
                    .to_move(&self.pos)
                    .map_err(|_| MoveError::Illegal(text.to_owned())),
                Err(_) => Err(MoveError::Malformed(text.to_owned())),
            },
        }
    }
}

impl<P: PieceRules> PieceGame<P> {
    /// The key that decides whether two positions are "the same" for the
    /// threefold-repetition claim (FIDE): placement, side to move, castling
    /// rights and the en-passant square only when a capture there is legal.
    pub fn repetition_key(&self) -> String {
        let fen = Fen::from_position(&self.pos, EnPassantMode::Legal).to_string();
        fen.split(' ').take(4).collect::<Vec<_>>().join(" ")
    }

    /// The same position with the other side to move and no en-passant
    /// square (a "null move", used by the engine's search), or `None` when
    /// the side to move is in check (the result would be impossible).
    pub fn null_move_position(&self) -> Option<Self> {
        if self.pos.is_check() {
            return None;
        }
        let swapped = self.pos.clone().swap_turn().ok()?;
        Some(Self::new(swapped))
    }

    /// The role of the piece a move moves (useful to evaluation code).
    pub fn moving_role(m: shakmaty::Move) -> Role {
        m.role()
    }
}
