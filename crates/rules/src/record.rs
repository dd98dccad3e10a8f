//! Game records: a game, its start, its moves, and what follows from them
//! (current position, result, draw claims available now).

use crate::any::{AnyPosition, PlayedMove};
use crate::game::{MoveError, Outcome, PositionError, Reason};
use crate::Variant;

/// Which draw claims the player to move could make right now. Claims never
/// end a game by themselves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Claims {
    /// The current position has occurred at least three times (same
    /// placement, side to move, castling rights and en-passant possibility).
    pub threefold: bool,
    /// 100 plies (50 moves by each side) without a capture or a pawn move.
    pub fifty_moves: bool,
}

impl Claims {
    pub fn any(self) -> bool {
        self.threefold || self.fifty_moves
    }
}

/// The position a move led to: its text (FEN, or Lielow's position text)
/// and whether the side to move is in check, so a past ply can be shown
/// without replaying the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionAfter {
    pub fen: String,
    pub check: bool,
}

impl PositionAfter {
    fn of(pos: &AnyPosition) -> PositionAfter {
        PositionAfter {
            fen: pos.to_fen(),
            check: pos.is_check(),
        }
    }
}

/// Why a record could not be built or changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error(transparent)]
    Position(#[from] PositionError),
    #[error("move {ply}: {error}")]
    Move { ply: usize, error: MoveError },
    #[error("no draw claim is available in this position")]
    NoClaim,
    #[error("the game is already over")]
    Finished,
}

/// A game: variant, start position, moves; and the state they lead to.
#[derive(Clone, Debug)]
pub struct GameRecord {
    variant: Variant,
    /// `None` for the game's standard start.
    start_fen: Option<String>,
    start: AnyPosition,
    position: AnyPosition,
    moves: Vec<PlayedMove>,
    /// The position after each move, index 0 after the first.
    after: Vec<PositionAfter>,
    /// Repetition key of every position so far; index 0 is the start.
    keys: Vec<String>,
    /// Set when the game ended by a decision off the board (resignation,
    /// time, agreement, claim, abandonment).
    decided: Option<Outcome>,
}

impl GameRecord {
    /// A new game from the standard start (`fen` = `None`) or from a
    /// position text of this game. A FEN equal to the standard start is
    /// recorded as the standard start; an empty text is no position (as
    /// [`AnyPosition::from_fen`] says), not the standard start.
    pub fn new(variant: Variant, fen: Option<&str>) -> Result<GameRecord, PositionError> {
        let standard = AnyPosition::start(variant);
        let (start, start_fen) = match fen.map(str::trim) {
            None => (standard, None),
            Some(text) => {
                let pos = AnyPosition::from_fen(variant, text)?;
                if pos.to_fen() == standard.to_fen() {
                    (pos, None)
                } else {
                    let fen = pos.to_fen();
                    (pos, Some(fen))
                }
            }
        };
        Ok(GameRecord {
            variant,
            start_fen,
            keys: vec![start.repetition_key()],
            position: start.clone(),
            start,
            moves: Vec::new(),
            after: Vec::new(),
            decided: None,
        })
    }

    /// Replays a list of moves (UCI or display text) from a start.
    pub fn from_moves<S: AsRef<str>>(
        variant: Variant,
        fen: Option<&str>,
        moves: &[S],
    ) -> Result<GameRecord, RecordError> {
        let mut record = GameRecord::new(variant, fen)?;
        for (i, m) in moves.iter().enumerate() {
            record
                .play(m.as_ref())
                .map_err(|error| RecordError::Move { ply: i + 1, error })?;
        }
        Ok(record)
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The start position text when it is not the standard start.
    pub fn start_fen(&self) -> Option<&str> {
        self.start_fen.as_deref()
    }

    pub fn start(&self) -> &AnyPosition {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &AnyPosition {
        &self.position
    }

    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// The position after each move, in order (one per move).
    pub fn positions_after(&self) -> &[PositionAfter] {
        &self.after
    }

    /// The moves in UCI text.
    pub fn uci_moves(&self) -> Vec<String> {
        self.moves.iter().map(|m| m.uci.clone()).collect()
    }

    /// Plays a move given as UCI, SAN or Lielow display text. A claimable
    /// position still accepts moves. On error nothing changes.
    pub fn play(&mut self, text: &str) -> Result<&PlayedMove, MoveError> {
        if self.outcome().is_some() {
            return Err(MoveError::GameOver);
        }
        let mut next = self.position.clone();
        let played = next.play_text(text)?;
        self.keys.push(next.repetition_key());
        self.after.push(PositionAfter::of(&next));
        self.position = next;
        self.moves.push(played);
        Ok(self.moves.last().expect("a move was just pushed"))
    }

    /// Takes back the last move, if any and if the game is not decided off
    /// the board. Returns the move taken back.
    pub fn take_back(&mut self) -> Option<PlayedMove> {
        if self.decided.is_some() {
            return None;
        }
        let last = self.moves.pop()?;
        self.keys.pop();
        self.after.pop();
        let mut pos = self.start.clone();
        for m in &self.moves {
            pos.play_uci(&m.uci)
                .expect("a move that was legal replays legally");
        }
        self.position = pos;
        Some(last)
    }

    /// The result: by the rules of the position (checkmate, hill, race,
    /// crown, stalemate) or by a decision recorded with [`GameRecord::end`].
    pub fn outcome(&self) -> Option<Outcome> {
        self.decided.or_else(|| self.position.outcome())
    }

    /// The draw claims available to the player to move now.
    pub fn claims(&self) -> Claims {
        if !self.variant.is_chess_family() || self.outcome().is_some() {
            return Claims::default();
        }
        let current = self.keys.last().expect("the start key is always there");
        let occurrences = self.keys.iter().filter(|k| *k == current).count();
        Claims {
            threefold: occurrences >= 3,
            fifty_moves: self.position.halfmove_clock() >= 100,
        }
    }

    /// How many times the current position has occurred (1 the first time).
    pub fn repetitions(&self) -> usize {
        let current = self.keys.last().expect("the start key is always there");
        self.keys.iter().filter(|k| *k == current).count()
    }

    /// The player to move claims a draw. Threefold repetition is preferred
    /// when both claims are available.
    pub fn claim_draw(&mut self) -> Result<Outcome, RecordError> {
        if self.outcome().is_some() {
            return Err(RecordError::Finished);
        }
        let claims = self.claims();
        let reason = if claims.threefold {
            Reason::ThreefoldRepetition
        } else if claims.fifty_moves {
            Reason::FiftyMoves
        } else {
            return Err(RecordError::NoClaim);
        };
        let outcome = Outcome::draw(reason);
        self.decided = Some(outcome);
        Ok(outcome)
    }

    /// Ends the game by a decision off the board (resignation, time,
    /// agreement, abandonment).
    pub fn end(&mut self, outcome: Outcome) -> Result<(), RecordError> {
        if self.outcome().is_some() {
            return Err(RecordError::Finished);
        }
        self.decided = Some(outcome);
        Ok(())
    }
}
