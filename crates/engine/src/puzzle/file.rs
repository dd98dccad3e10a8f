//! The puzzle file format: one file per game (made by `regalia puzzles
//! generate` and `regalia puzzles from-games`, shipped under `puzzles/`),
//! text, one puzzle a line, fields separated by tabs:
//!
//! ```text
//! id  position  line (UCI moves, space-separated)  goal  difficulty  [game]
//! ```
//!
//! The sixth field, present only for puzzles taken from finished games,
//! is the id of the site's game the position arose in (8 letters and
//! digits).
//!
//! Lines starting with `#` and empty lines are comments. A line that does
//! not read is an error naming its file and line: nothing is skipped
//! silently.

use std::collections::HashMap;

use regalia_rules::{AnyPosition, Reason, Variant};

use super::{Difficulty, Puzzle};

/// The games that have puzzles.
pub const VARIANTS: [Variant; 3] = [
    Variant::KingOfTheHill,
    Variant::RacingKings,
    Variant::Lielow,
];

/// One line of a puzzle file, read and checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FilePuzzle {
    pub id: String,
    pub variant: Variant,
    pub fen: String,
    pub moves: Vec<String>,
    pub goal: Reason,
    pub difficulty: Difficulty,
    /// The site's game the puzzle was found in, if it was.
    pub game: Option<String>,
    /// Its place in its file, 1 for the first.
    pub number: usize,
}

/// A puzzle file that does not read: which file, which line, what is wrong.
#[derive(Debug, PartialEq, Eq)]
pub struct PuzzleFileError {
    pub file: String,
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for PuzzleFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} line {}: {}", self.file, self.line, self.message)
    }
}

impl std::error::Error for PuzzleFileError {}

/// The puzzles of one file, in file order.
#[derive(Debug, Default)]
pub struct Shelf {
    puzzles: Vec<FilePuzzle>,
    by_id: HashMap<String, usize>,
    /// Puzzle ids by [`position_key`].
    by_position: HashMap<String, String>,
}

impl Shelf {
    pub fn len(&self) -> usize {
        self.puzzles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.puzzles.is_empty()
    }

    pub fn puzzles(&self) -> &[FilePuzzle] {
        &self.puzzles
    }

    /// The puzzle after `after` in file order (the first one after the
    /// last), or the first one when `after` is `None`. `None` when `after`
    /// is not a puzzle of this shelf.
    pub fn next(&self, after: Option<&str>) -> Option<&FilePuzzle> {
        let index = match after {
            None => 0,
            Some(id) => (self.by_id.get(id)? + 1) % self.puzzles.len().max(1),
        };
        self.puzzles.get(index)
    }

    pub fn get(&self, id: &str) -> Option<&FilePuzzle> {
        self.by_id.get(id).map(|&i| &self.puzzles[i])
    }

    /// Whether a puzzle of this shelf has the position of `fen` (move
    /// counters aside).
    pub fn has_position(&self, fen: &str) -> bool {
        self.by_position.contains_key(&position_key(fen))
    }
}

/// A puzzle's id: a letter for the game and seven base-36 digits of a hash
/// of its position, so regenerating a file keeps the ids of the puzzles it
/// keeps.
pub fn puzzle_id(variant: Variant, fen: &str) -> String {
    // FNV-1a, 64 bits: stable across builds and platforms.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in variant.name().bytes().chain(fen.bytes()) {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    let letter = match variant {
        Variant::Chess => 'c',
        Variant::KingOfTheHill => 'h',
        Variant::RacingKings => 'r',
        Variant::Lielow => 'l',
    };
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut id = String::with_capacity(8);
    id.push(letter);
    for _ in 0..7 {
        id.push(char::from(DIGITS[(hash % 36) as usize]));
        hash /= 36;
    }
    id
}

/// A puzzle's position without its move counters: two puzzles of the same
/// game with the same key are the same puzzle.
pub fn position_key(fen: &str) -> String {
    fen.split_whitespace().take(4).collect::<Vec<_>>().join(" ")
}

/// Whether `text` is a game id of the site: 8 ASCII letters and digits.
fn is_game_id(text: &str) -> bool {
    text.len() == 8 && text.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// One line of a puzzle file for `puzzle` (no newline), found in the
/// site's game `game` if it was.
pub fn file_line(puzzle: &Puzzle, game: Option<&str>) -> String {
    let mut line = format!(
        "{}\t{}\t{}\t{}\t{}",
        puzzle_id(puzzle.variant, &puzzle.fen),
        puzzle.fen,
        puzzle.moves.join(" "),
        puzzle.goal.name(),
        puzzle.difficulty.name()
    );
    if let Some(game) = game {
        line.push('\t');
        line.push_str(game);
    }
    line
}

/// The goals a puzzle may have: a win the rules declare on the board.
fn is_goal(reason: Reason) -> bool {
    matches!(
        reason,
        Reason::Checkmate
            | Reason::HillReached
            | Reason::RaceWon
            | Reason::CrownCaptured
            | Reason::CrownLeftBoard
    )
}

/// Reads a puzzle file of `variant`. Every line is checked against the
/// rules: the position reads, the line is legal and ends the game with a
/// win for the side to move by the stated goal, and ids are unique.
pub fn read_file(variant: Variant, file: &str, text: &str) -> Result<Shelf, PuzzleFileError> {
    let mut shelf = Shelf::default();
    for (index, raw) in text.lines().enumerate() {
        let fail = |message: String| PuzzleFileError {
            file: file.to_owned(),
            line: index + 1,
            message,
        };
        let line = raw.trim_end_matches('\r');
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        let (id, fen, moves, goal, difficulty, game) = match fields[..] {
            [id, fen, moves, goal, difficulty] => (id, fen, moves, goal, difficulty, None),
            [id, fen, moves, goal, difficulty, game] => {
                if !is_game_id(game) {
                    return Err(fail(format!("bad game id `{game}`")));
                }
                (id, fen, moves, goal, difficulty, Some(game))
            }
            _ => {
                return Err(fail(format!(
                    "expected 5 or 6 tab-separated fields (id, position, line, goal, difficulty, \
                     and the game it was found in), found {}",
                    fields.len()
                )))
            }
        };
        if id.is_empty() || !id.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(fail(format!("bad puzzle id `{id}`")));
        }
        let mut pos = AnyPosition::from_fen(variant, fen).map_err(|e| fail(e.to_string()))?;
        let solver = pos.turn();
        let moves: Vec<String> = moves.split_whitespace().map(str::to_owned).collect();
        if moves.is_empty() {
            return Err(fail("the line has no moves".into()));
        }
        for (i, m) in moves.iter().enumerate() {
            if pos.outcome().is_some() {
                return Err(fail(format!("move {}: the game is already over", i + 1)));
            }
            pos.play_uci(m)
                .map_err(|e| fail(format!("move {}: {e}", i + 1)))?;
        }
        let goal = Reason::from_name(goal)
            .filter(|&r| is_goal(r))
            .ok_or_else(|| fail(format!("unknown goal `{goal}`")))?;
        match pos.outcome() {
            Some(o) if o.winner == Some(solver) && o.reason == goal => {}
            other => {
                return Err(fail(format!(
                    "the line does not end in a win by {goal} for the side to move (it ends in {})",
                    other.map_or("no result".to_owned(), |o| o.reason.name().to_owned())
                )))
            }
        }
        let difficulty = Difficulty::from_name(difficulty)
            .ok_or_else(|| fail(format!("unknown difficulty `{difficulty}`")))?;
        if shelf.by_id.contains_key(id) {
            return Err(fail(format!("the id `{id}` is used twice")));
        }
        if let Some(first) = shelf.by_position.insert(position_key(fen), id.to_owned()) {
            return Err(fail(format!(
                "the position of `{id}` is already the puzzle `{first}`"
            )));
        }
        shelf.by_id.insert(id.to_owned(), shelf.puzzles.len());
        shelf.puzzles.push(FilePuzzle {
            id: id.to_owned(),
            variant,
            fen: fen.to_owned(),
            moves,
            goal,
            difficulty,
            game: game.map(str::to_owned),
            number: shelf.puzzles.len() + 1,
        });
    }
    Ok(shelf)
}

#[cfg(test)]
mod tests {
    use super::*;

    const HILL_IN_ONE: &str = "7k/8/8/8/8/2K5/8/8 w - - 0 1";

    #[test]
    fn a_good_line_reads() {
        let text = format!("# comment\n\nh0000001\t{HILL_IN_ONE}\tc3d4\thill\teasy\n");
        let shelf = read_file(Variant::KingOfTheHill, "t.tsv", &text).expect("reads");
        assert_eq!(shelf.len(), 1);
        assert_eq!(shelf.next(None).map(|p| p.id.as_str()), Some("h0000001"));
        assert_eq!(
            shelf.next(Some("h0000001")).map(|p| p.id.as_str()),
            Some("h0000001")
        );
        assert!(shelf.next(Some("nope")).is_none());
    }

    #[test]
    fn a_sixth_field_names_the_game_the_puzzle_was_found_in() {
        let text = format!(
            "h0000001\t{HILL_IN_ONE}\tc3d4\thill\teasy\tAbCd1234\n\
             h0000002\t6k1/8/8/8/8/2K5/8/8 w - - 0 1\tc3d4\thill\teasy\n"
        );
        let shelf = read_file(Variant::KingOfTheHill, "t.tsv", &text).expect("reads");
        assert_eq!(
            shelf.get("h0000001").and_then(|p| p.game.as_deref()),
            Some("AbCd1234")
        );
        assert_eq!(shelf.get("h0000002").map(|p| p.game.clone()), Some(None));

        let bad = format!("h0000001\t{HILL_IN_ONE}\tc3d4\thill\teasy\tnot-a-game\n");
        let error = read_file(Variant::KingOfTheHill, "t.tsv", &bad).expect_err("bad game id");
        assert!(error.message.contains("not-a-game"), "{error}");
    }

    #[test]
    fn a_file_line_reads_back_with_its_game() {
        let puzzle = Puzzle {
            variant: Variant::KingOfTheHill,
            fen: HILL_IN_ONE.to_owned(),
            moves: vec!["c3d4".to_owned()],
            goal: Reason::HillReached,
            difficulty: Difficulty::Easy,
        };
        let text = format!("{}\n{}\n", file_line(&puzzle, Some("Zz9Yy8Xx")), {
            let mut other = puzzle.clone();
            other.fen = "6k1/8/8/8/8/2K5/8/8 w - - 0 1".to_owned();
            file_line(&other, None)
        });
        let shelf = read_file(Variant::KingOfTheHill, "t.tsv", &text).expect("reads");
        let first = &shelf.puzzles()[0];
        assert_eq!(first.id, puzzle_id(Variant::KingOfTheHill, HILL_IN_ONE));
        assert_eq!(first.game.as_deref(), Some("Zz9Yy8Xx"));
        assert_eq!(shelf.puzzles()[1].game, None);
    }

    #[test]
    fn a_bad_line_is_an_error_naming_the_line() {
        let text = format!(
            "h0000001\t{HILL_IN_ONE}\tc3d4\thill\teasy\nh0000002\t{HILL_IN_ONE}\tc3c4\thill\teasy\n"
        );
        let error =
            read_file(Variant::KingOfTheHill, "t.tsv", &text).expect_err("c3c4 wins nothing");
        assert_eq!(error.line, 2);
        assert!(error.to_string().starts_with("t.tsv line 2: "), "{error}");
    }

    #[test]
    fn missing_fields_illegal_moves_and_twice_used_ids_are_errors() {
        let cases = [
            "h1\tc3d4\thill\teasy".to_owned(),
            format!("h1\t{HILL_IN_ONE}\tc3d5\thill\teasy"),
            format!("h1\t{HILL_IN_ONE}\tc3d4\tcheckmate\teasy"),
            format!("h1\t{HILL_IN_ONE}\tc3d4\thill\ttrivial"),
            format!("h1\t{HILL_IN_ONE}\tc3d4\thill\teasy\nh1\t{HILL_IN_ONE}\tc3d4\thill\teasy"),
            // The same position with other move counters.
            format!(
                "h1\t{HILL_IN_ONE}\tc3d4\thill\teasy\n\
                 h2\t7k/8/8/8/8/2K5/8/8 w - - 3 40\tc3d4\thill\teasy"
            ),
        ];
        for text in cases {
            assert!(
                read_file(Variant::KingOfTheHill, "t.tsv", &text).is_err(),
                "{text}"
            );
        }
    }

    #[test]
    fn ids_are_stable_and_name_the_game() {
        let id = puzzle_id(Variant::Lielow, "x");
        assert_eq!(id.len(), 8);
        assert!(id.starts_with('l'));
        assert_eq!(id, puzzle_id(Variant::Lielow, "x"));
        assert_ne!(id, puzzle_id(Variant::Lielow, "y"));
    }
}
