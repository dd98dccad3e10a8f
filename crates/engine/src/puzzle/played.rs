//! Puzzles from played games: each position of a game is put to the same
//! tests as the miner's self-play positions (a fixed-depth search that sees
//! a short win, then the proof search that keeps only a unique winning
//! line), so a puzzle taken from a game is as sound as a mined one.

use std::collections::HashSet;

use super::{looks_won, make_puzzle, Puzzle};
use crate::eval::Evaluate;
use crate::tt::TranspositionTable;

/// A puzzle found in a game, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// Moves (plies) played before the puzzle's position.
    pub ply: usize,
    pub puzzle: Puzzle,
}

/// The puzzles among the positions of a game that starts at `start` and
/// goes on with `moves` (UCI text), in the order they arose. While the
/// player who had a puzzle keeps to its line, the positions that follow are
/// not offered again (each would be the same puzzle, shorter); once that
/// player leaves it (a missed win), they are. A position seen twice is
/// tested once. An illegal move is an error naming it.
pub fn from_game<G: Evaluate>(start: &G, moves: &[String]) -> Result<Vec<Found>, String> {
    let mut tt = TranspositionTable::new(2);
    let mut seen: HashSet<u64> = HashSet::new();
    let mut found = Vec::new();
    let mut pos = start.clone();
    // The last puzzle's line, and how much of it the game has followed
    // (all of it once the player leaves it).
    let mut line: Vec<String> = Vec::new();
    let mut followed = 0;
    for ply in 0..=moves.len() {
        if pos.outcome().is_some() {
            break;
        }
        let on_line = followed < line.len();
        if !on_line && seen.insert(pos.hash()) && looks_won(&pos, &mut tt).is_some() {
            if let Some(puzzle) = make_puzzle(&pos) {
                line = puzzle.moves.clone();
                followed = 0;
                found.push(Found { ply, puzzle });
            }
        }
        let Some(text) = moves.get(ply) else { break };
        let m = pos
            .move_from_uci(text)
            .map_err(|e| format!("move {} ({text}): {e}", ply + 1))?;
        // The replies are free (another defence only loses sooner or the
        // same); a solver's move other than the line's leaves the puzzle.
        let solver_keeps_to_it = followed % 2 == 1 || line.get(followed) == Some(text);
        followed = if followed < line.len() && solver_keeps_to_it {
            followed + 1
        } else {
            line.len()
        };
        pos.play(m);
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use regalia_rules::{Game, KingOfTheHill};

    /// White walks to the hill in two moves by b2-c3 alone.
    const HILL_IN_TWO: &str = "7k/8/8/8/8/8/1K6/8 w - - 0 1";

    fn found(moves: &[&str]) -> Result<Vec<Found>, String> {
        let start = KingOfTheHill::from_fen(HILL_IN_TWO).expect("test position");
        let moves: Vec<String> = moves.iter().map(|m| (*m).to_owned()).collect();
        from_game(&start, &moves)
    }

    #[test]
    fn a_missed_hill_in_two_is_found_where_it_arose() {
        let found = found(&["b2b3", "h8g7", "b3c4", "g7f6", "c4d5"]).expect("legal");
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].ply, 0);
        assert_eq!(found[0].puzzle.fen, HILL_IN_TWO);
        assert_eq!(found[0].puzzle.moves[0], "b2c3");
    }

    #[test]
    fn a_win_played_as_the_line_says_is_one_puzzle_not_two() {
        // Whatever Black answers, the position after it is the same puzzle
        // shorter (c3-d4 in one): not offered again.
        for reply in ["h8g8", "h8h7"] {
            let found = found(&["b2c3", reply, "c3d4"]).expect("legal");
            assert_eq!(found.len(), 1, "{reply}: {found:?}");
        }
    }

    #[test]
    fn an_illegal_move_is_an_error_naming_it() {
        let error = found(&["b2b3", "h8h6"]).expect_err("h8h6 is no king move");
        assert!(error.starts_with("move 2 (h8h6)"), "{error}");
    }
}
