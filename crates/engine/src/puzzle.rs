//! Puzzles: positions where exactly one move wins by force, and the proof
//! search that finds and checks them.
//!
//! The proof search ([`Solver`]) is exhaustive to a fixed depth: "the side
//! to move wins within `n` of its own moves" is true only if some move wins
//! against *every* reply. It knows nothing but the rules' results (hill,
//! race, crown, checkmate), so a puzzle it accepts is a fact, not an opinion
//! of the evaluation. A puzzle's line is:
//!
//! - the solver's first move: the only move that wins within `n` moves,
//!   `n` being the least number of moves that wins;
//! - each reply: the defence that holds out longest (ties broken by the
//!   evaluation: the reply that leaves the solver the worst-looking
//!   position);
//! - each later solver move: again the only move that wins in the moves
//!   left.
//!
//! [`generate`] mines puzzles from engine self-play: a fixed-depth alpha-beta
//! search flags positions that look won, and the proof search keeps those
//! that are puzzles. Everything is deterministic for a given seed.

pub mod file;
mod played;

use std::collections::{HashMap, HashSet};
use std::sync::atomic::AtomicBool;

use regalia_rules::{Color, Game, MoveBuf, Reason, Variant};

use crate::eval::Evaluate;
use crate::rng::Rng;
use crate::search::{is_decisive, mate_in_moves, Search, SearchConfig};
use crate::tt::TranspositionTable;
use crate::Limits;

pub use played::{from_game, Found};

/// The longest puzzle (in the solver's moves) the miner looks for.
pub const MAX_MOVES: u32 = 3;
/// Plays (moves made) one proof may spend before the position is given up.
const PROOF_BUDGET: u64 = 3_000_000;
/// Depth (plies) of the alpha-beta search that flags candidate positions.
const SCAN_DEPTH: u32 = 5;
/// Depth (plies) of the self-play moves.
const PLAY_DEPTH: u32 = 2;
/// Share of self-play moves chosen at random (blunders make puzzles).
const RANDOM_SHARE: f64 = 0.25;
/// Random moves that open every self-play game.
const OPENING_RANDOM: (usize, usize) = (2, 10);
/// Longest self-play game (plies).
const MAX_GAME_PLIES: usize = 160;
/// Share of the puzzles that may be wins in one move.
const ONE_MOVE_SHARE: f64 = 0.35;
/// The deepest fixed-depth search used to rate a puzzle's difficulty.
const RATING_DEPTH: u32 = 9;

/// How hard a puzzle is, from its length and how deep a fixed-depth search
/// must look to find its first move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Difficulty {
    Easy,
    Medium,
    Hard,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    pub const fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }

    pub fn from_name(name: &str) -> Option<Difficulty> {
        Difficulty::ALL.into_iter().find(|d| d.name() == name)
    }

    /// `moves`: the solver's moves in the line; `seen_at`: the least depth
    /// (plies) at which the alpha-beta search plays the first move with a
    /// winning score.
    pub fn rate(moves: u32, seen_at: u32) -> Difficulty {
        let needed = 2 * moves - 1;
        let extra = u32::from(seen_at > needed + 1);
        match moves + extra {
            0 | 1 => Difficulty::Easy,
            2 => Difficulty::Medium,
            _ => Difficulty::Hard,
        }
    }
}

/// A solved puzzle: the position, the line (solver's moves and the
/// defender's replies, UCI text), how it ends and how hard it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub variant: Variant,
    pub fen: String,
    pub moves: Vec<String>,
    /// How the line ends: `hill`, `race`, `checkmate`, `crown-captured`,
    /// `crown-off-board`.
    pub goal: Reason,
    pub difficulty: Difficulty,
}

impl Puzzle {
    /// The solver's moves in the line.
    pub fn solver_moves(&self) -> u32 {
        self.moves.len().div_ceil(2) as u32
    }
}

/// The proof search: whether the side to move forces a win within a number
/// of its own moves. Results are cached by position; a proof that passes
/// its budget gives `None`.
pub struct Solver<G: Game> {
    cache: HashMap<(u64, u32), bool>,
    plays: u64,
    budget: u64,
    _game: std::marker::PhantomData<G>,
}

impl<G: Evaluate> Default for Solver<G> {
    fn default() -> Self {
        Solver::new(PROOF_BUDGET)
    }
}

impl<G: Evaluate> Solver<G> {
    /// A solver that gives up after `budget` plays.
    pub fn new(budget: u64) -> Solver<G> {
        Solver {
            cache: HashMap::new(),
            plays: 0,
            budget,
            _game: std::marker::PhantomData,
        }
    }

    fn play(&mut self, pos: &G, m: G::Move) -> Option<G> {
        self.plays += 1;
        if self.plays > self.budget {
            return None;
        }
        let mut next = pos.clone();
        next.play(m);
        Some(next)
    }

    /// Whether the side to move wins within `n` of its moves.
    pub fn wins_within(&mut self, pos: &G, n: u32) -> Option<bool> {
        if n == 0 {
            return Some(false);
        }
        let key = (pos.hash(), n);
        if let Some(&known) = self.cache.get(&key) {
            return Some(known);
        }
        let mut moves = MoveBuf::new();
        pos.legal_moves(&mut moves);
        let mut won = false;
        for &m in &moves {
            if self.move_wins(pos, m, n)? {
                won = true;
                break;
            }
        }
        self.cache.insert(key, won);
        Some(won)
    }

    /// Whether playing `m` wins within `n` of the mover's moves (counting
    /// `m`): the game ends in the mover's favour at once, or every reply
    /// either loses at once or leaves a win within `n - 1`.
    pub fn move_wins(&mut self, pos: &G, m: G::Move, n: u32) -> Option<bool> {
        let me = pos.turn();
        let after = self.play(pos, m)?;
        if let Some(outcome) = after.outcome() {
            return Some(outcome.winner == Some(me));
        }
        let mut replies = MoveBuf::new();
        after.legal_moves(&mut replies);
        // Captures first: they are the likeliest escapes.
        replies.sort_by_key(|&r| !after.is_capture(r));
        for &r in &replies {
            let answer = self.play(&after, r)?;
            match answer.outcome() {
                Some(outcome) if outcome.winner == Some(me) => continue,
                Some(_) => return Some(false),
                None => {
                    if n <= 1 || !self.wins_within(&answer, n - 1)? {
                        return Some(false);
                    }
                }
            }
        }
        Some(true)
    }

    /// The least number of moves (up to `max`) within which the side to
    /// move wins, or `Some(None)` when it does not within `max`.
    pub fn distance(&mut self, pos: &G, max: u32) -> Option<Option<u32>> {
        for n in 1..=max {
            if self.wins_within(pos, n)? {
                return Some(Some(n));
            }
        }
        Some(None)
    }

    /// The moves that win within `n`.
    fn winning_moves(&mut self, pos: &G, n: u32) -> Option<Vec<G::Move>> {
        let mut moves = MoveBuf::new();
        pos.legal_moves(&mut moves);
        let mut wins = Vec::new();
        for &m in &moves {
            if self.move_wins(pos, m, n)? {
                wins.push(m);
            }
        }
        Some(wins)
    }

    /// The puzzle line from `pos`, if `pos` is a puzzle of at most `max`
    /// solver moves; `None` when it is not one (or the proof ran out of
    /// budget). The line ends with the move that ends the game.
    pub fn solve(&mut self, pos: &G, max: u32) -> Option<(Vec<G::Move>, Reason)> {
        let n = self.distance(pos, max)??;
        let mut line = Vec::new();
        let mut here = pos.clone();
        let mut left = n;
        loop {
            let wins = self.winning_moves(&here, left)?;
            let [m] = wins[..] else {
                return None;
            };
            line.push(m);
            here.play(m);
            if let Some(outcome) = here.outcome() {
                return Some((line, outcome.reason));
            }
            let (reply, rest) = self.best_defence(&here, left)?;
            line.push(reply);
            here.play(reply);
            if let Some(outcome) = here.outcome() {
                return Some((line, outcome.reason));
            }
            left = rest;
        }
    }

    /// The reply that holds out longest against a win within `n` (the
    /// solver to move after it), ties broken by the evaluation; and the
    /// solver's moves left after it. Replies that lose at once come last.
    fn best_defence(&mut self, pos: &G, n: u32) -> Option<(G::Move, u32)> {
        let mut replies = MoveBuf::new();
        pos.legal_moves(&mut replies);
        let mut best: Option<(G::Move, u32, i32)> = None;
        for &r in &replies {
            let answer = self.play(pos, r)?;
            let (rest, score) = if answer.outcome().is_some() {
                (0, i32::MAX)
            } else {
                (self.distance(&answer, n - 1)??, answer.evaluate())
            };
            let better = match best {
                None => true,
                Some((_, b_rest, b_score)) => rest > b_rest || (rest == b_rest && score < b_score),
            };
            if better {
                best = Some((r, rest, score));
            }
        }
        best.map(|(r, rest, _)| (r, rest))
    }
}

/// Checks a puzzle as shipped: every solver move is the only win in the
/// moves left, every reply is a longest defence, the line ends the game
/// with the solver winning by `goal`, and no shorter win exists. Returns
/// what is wrong, in words.
pub fn verify<G: Evaluate>(fen: &str, moves: &[String], goal: Reason) -> Result<(), String> {
    let start = G::from_fen(fen).map_err(|e| e.to_string())?;
    let solver_side = start.turn();
    let mut solver = Solver::<G>::default();
    let n = moves.len().div_ceil(2) as u32;
    let budget = || "the proof ran out of budget".to_string();
    let least = solver.distance(&start, n).ok_or_else(budget)?;
    if least != Some(n) {
        return Err(format!("the side to move wins in {least:?} moves, not {n}"));
    }
    let mut here = start;
    let mut left = n;
    for (i, text) in moves.iter().enumerate() {
        let m = here
            .move_from_uci(text)
            .map_err(|e| format!("move {}: {e}", i + 1))?;
        if here.turn() == solver_side {
            let wins = solver.winning_moves(&here, left).ok_or_else(budget)?;
            if wins != [m] {
                return Err(format!(
                    "move {}: {} winning moves where the line needs exactly {text}",
                    i + 1,
                    wins.len()
                ));
            }
        } else {
            let (best, rest) = solver.best_defence(&here, left).ok_or_else(budget)?;
            let mut after = here.clone();
            after.play(m);
            let held = if after.outcome().is_some() {
                0
            } else {
                solver
                    .distance(&after, left)
                    .ok_or_else(budget)?
                    .ok_or_else(|| format!("move {}: the reply {text} escapes", i + 1))?
            };
            if held != rest {
                return Err(format!(
                    "move {}: the reply {text} holds {held} moves, {} holds {rest}",
                    i + 1,
                    here.move_to_uci(best)
                ));
            }
            left = rest;
        }
        here.play(m);
    }
    match here.outcome() {
        Some(o) if o.winner == Some(solver_side) && o.reason == goal => Ok(()),
        other => Err(format!("the line ends in {other:?}, not a win by {goal}")),
    }
}

/// The least depth (plies, up to [`RATING_DEPTH`]) at which a fixed-depth
/// search plays `first` with a winning score; one more than that when it
/// never does.
fn seen_at<G: Evaluate>(pos: &G, first: G::Move) -> u32 {
    let stop = AtomicBool::new(false);
    for depth in 1..=RATING_DEPTH {
        let mut tt = TranspositionTable::new(1);
        let config = SearchConfig::new(Limits {
            depth: Some(depth),
            ..Limits::default()
        });
        let result =
            Search::<G>::new(&mut tt, &stop, config, &[], pos.turn()).run(pos, &mut |_| {});
        if result.best == Some(first) && is_decisive(result.score) && result.score > 0 {
            return depth;
        }
    }
    RATING_DEPTH + 1
}

/// The move a fixed-depth search plays.
fn search_best<G: Evaluate>(
    pos: &G,
    depth: u32,
    tt: &mut TranspositionTable,
) -> (Option<G::Move>, i32) {
    let stop = AtomicBool::new(false);
    let config = SearchConfig::new(Limits {
        depth: Some(depth),
        ..Limits::default()
    });
    let result = Search::<G>::new(tt, &stop, config, &[], pos.turn()).run(pos, &mut |_| {});
    (result.best, result.score)
}

/// What the miner reports while it works.
#[derive(Clone, Copy, Debug, Default)]
pub struct Progress {
    pub games: u64,
    pub positions: u64,
    pub candidates: u64,
    pub found: usize,
}

/// Mines `count` puzzles of game `G` from self-play seeded by `seed`. The
/// same arguments always give the same puzzles in the same order.
pub fn generate<G: Evaluate>(
    count: usize,
    seed: u64,
    on_progress: &mut dyn FnMut(&Progress, Option<&Puzzle>),
) -> Vec<Puzzle> {
    let mut rng = Rng::new(seed);
    let mut seen: HashSet<u64> = HashSet::new();
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let mut progress = Progress::default();
    let one_move_cap = ((count as f64) * ONE_MOVE_SHARE).ceil() as usize;
    let mut one_move = 0usize;
    let mut tt = TranspositionTable::new(2);
    while puzzles.len() < count {
        progress.games += 1;
        let mut pos = G::start();
        let opening = OPENING_RANDOM.0 + rng.below(OPENING_RANDOM.1 - OPENING_RANDOM.0 + 1);
        for ply in 0..MAX_GAME_PLIES {
            if pos.outcome().is_some() || puzzles.len() >= count {
                break;
            }
            let mut moves = MoveBuf::new();
            pos.legal_moves(&mut moves);
            if ply >= opening && may_win_soon(&pos) && seen.insert(pos.hash()) {
                progress.positions += 1;
                if let Some(moves_to_win) = looks_won(&pos, &mut tt) {
                    progress.candidates += 1;
                    let short = moves_to_win == 1;
                    if !(short && one_move >= one_move_cap) {
                        if let Some(p) = make_puzzle(&pos) {
                            if p.solver_moves() == 1 {
                                one_move += 1;
                            }
                            if p.solver_moves() > 1 || one_move <= one_move_cap {
                                progress.found = puzzles.len() + 1;
                                on_progress(&progress, Some(&p));
                                puzzles.push(p);
                                // One puzzle per game: the next positions of
                                // this game would repeat its line.
                                break;
                            }
                        }
                    }
                }
            }
            let m = if ply < opening || rng.unit() < RANDOM_SHARE {
                moves[rng.below(moves.len())]
            } else {
                tt.clear();
                search_best(&pos, PLAY_DEPTH, &mut tt).0.unwrap_or(moves[0])
            };
            pos.play(m);
        }
        on_progress(&progress, None);
    }
    puzzles
}

/// The first test a position must pass to be a puzzle, cheap beside the
/// proof: a fixed-depth search of [`SCAN_DEPTH`] plies finds a win for the
/// side to move within [`MAX_MOVES`] of its moves. Returns that number of
/// moves.
pub(crate) fn looks_won<G: Evaluate>(pos: &G, tt: &mut TranspositionTable) -> Option<u32> {
    if !may_win_soon(pos) {
        return None;
    }
    tt.clear();
    let (_, score) = search_best(pos, SCAN_DEPTH, tt);
    let moves = mate_in_moves(score);
    (is_decisive(score) && score > 0 && (moves as u32) <= MAX_MOVES).then_some(moves as u32)
}

/// A cheap necessary condition for a win within [`MAX_MOVES`]: in Racing
/// Kings the only win is the race, so the side to move's king must stand on
/// rank 5 or higher. Positions failing it are not searched at all.
fn may_win_soon<G: Game>(pos: &G) -> bool {
    if G::VARIANT != Variant::RacingKings {
        return true;
    }
    let king = if pos.turn() == Color::White { 'K' } else { 'k' };
    let fen = pos.to_fen();
    let board = fen.split(' ').next().unwrap_or("");
    // Rows are written from rank 8 down: the first MAX_MOVES + 1 rows are
    // ranks 8 to 5.
    board
        .split('/')
        .take(MAX_MOVES as usize + 1)
        .any(|rank| rank.contains(king))
}

/// The puzzle at `pos`, if the proof search finds one there (of at most
/// [`MAX_MOVES`] solver moves), with its line and difficulty.
pub(crate) fn make_puzzle<G: Evaluate>(pos: &G) -> Option<Puzzle> {
    let mut solver = Solver::<G>::default();
    let (line, goal) = solver.solve(pos, MAX_MOVES)?;
    let solver_side: Color = pos.turn();
    let mut here = pos.clone();
    let mut texts = Vec::with_capacity(line.len());
    for &m in &line {
        texts.push(here.move_to_uci(m));
        here.play(m);
    }
    if here.outcome().and_then(|o| o.winner) != Some(solver_side) {
        return None;
    }
    let moves = line.len().div_ceil(2) as u32;
    Some(Puzzle {
        variant: G::VARIANT,
        fen: pos.to_fen(),
        moves: texts,
        goal,
        difficulty: Difficulty::rate(moves, seen_at(pos, line[0])),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use regalia_rules::{KingOfTheHill, Lielow, RacingKings};

    fn line<G: Evaluate>(fen: &str, max: u32) -> Option<(Vec<String>, Reason)> {
        let pos = G::from_fen(fen).expect("test position");
        let (moves, reason) = Solver::<G>::default().solve(&pos, max)?;
        let mut here = pos;
        let mut texts = Vec::new();
        for m in moves {
            texts.push(here.move_to_uci(m));
            here.play(m);
        }
        Some((texts, reason))
    }

    /// The puzzle of `fen`, searched to 3 plies, is `moves`, won by `reason`.
    fn assert_puzzle<G: Evaluate>(fen: &str, moves: &[&str], reason: Reason) {
        let moves = moves.iter().map(|m| m.to_string()).collect();
        assert_eq!(line::<G>(fen, 3), Some((moves, reason)), "{fen}");
    }

    #[test]
    fn a_king_beside_one_free_hill_square_is_a_hill_in_one() {
        // White's king on c3 reaches only d4 of the hill.
        assert_puzzle::<KingOfTheHill>(
            "7k/8/8/8/8/2K5/8/8 w - - 0 1",
            &["c3d4"],
            Reason::HillReached,
        );
    }

    #[test]
    fn two_winning_first_moves_are_no_puzzle() {
        // From d3 the king reaches d4 and e4 alike.
        assert_eq!(
            line::<KingOfTheHill>("7k/8/8/8/8/3K4/8/8 w - - 0 1", 3),
            None
        );
    }

    #[test]
    fn a_race_won_in_one_needs_the_black_king_unable_to_follow() {
        assert_puzzle::<RacingKings>("R7/K7/8/8/8/8/6k1/8 w - - 0 1", &["a7b8"], Reason::RaceWon);
    }

    #[test]
    fn generated_puzzles_pass_verification() {
        let puzzles = generate::<Lielow>(3, 7, &mut |_, _| {});
        assert_eq!(puzzles.len(), 3);
        for p in &puzzles {
            verify::<Lielow>(&p.fen, &p.moves, p.goal).expect("a generated puzzle verifies");
        }
        let again = generate::<Lielow>(3, 7, &mut |_, _| {});
        assert_eq!(puzzles, again, "the same seed gives the same puzzles");
    }

    #[test]
    fn a_line_with_a_second_win_fails_verification() {
        let error = verify::<KingOfTheHill>(
            "7k/8/8/8/8/3K4/8/8 w - - 0 1",
            &["d3d4".to_string()],
            Reason::HillReached,
        )
        .expect_err("two wins");
        assert!(error.contains("2 winning moves"), "{error}");
    }
}
