//! The eight levels of play, and the one function that plays a move at a
//! level ([`play`]).
//!
//! Every level runs the same search; the lower ones search less and then
//! choose among the root moves with a deliberate error: a softmax over the
//! root scores (probability of a move ∝ `exp((score - best) / temperature)`),
//! restricted to moves within `window` centipawns of the best. Level 1 also
//! skips quiescence, so it misses recaptures and hanging pieces the way a
//! beginner does.
//!
//! Levels 1 to 7 are bounded by depth and nodes, so they play the same at
//! every time control (and answer at once); level 8 has no bound of its own
//! and uses the time the clock (or `movetime`) gives. Each level has about
//! as many nodes as the level below or more, a deeper or equal depth bound,
//! and a smaller error.
//!
//! | level | depth | nodes  | quiescence | temperature | window |
//! |------:|------:|-------:|:----------:|------------:|-------:|
//! | 1     | 1     | 1 000  | no         | 160 cp      | 500 cp |
//! | 2     | 1     | 1 500  | yes        | 120 cp      | 400 cp |
//! | 3     | 2     | 3 000  | yes        | 50 cp       | 200 cp |
//! | 4     | 3     | 6 000  | yes        | 35 cp       | 130 cp |
//! | 5     | 4     | 12 000 | yes        | 15 cp       | 60 cp  |
//! | 6     | 5     | 20 000 | yes        | 6 cp        | 20 cp  |
//! | 7     | 64    | 25 000 | yes        | none        | —      |
//! | 8     | —     | —      | yes        | none        | —      |
//!
//! Level 0 is not a playing level: it plays a uniformly random legal move
//! (a baseline for measurements), reachable only through the UCI option
//! `Level` set to 0, which `uci` does not advertise.

use std::sync::atomic::AtomicBool;

use regalia_rules::MoveBuf;

use crate::eval::Evaluate;
use crate::limits::Limits;
use crate::rng::Rng;
use crate::search::{is_decisive, Iteration, Search, SearchConfig, SearchResult, MATE};
use crate::tt::TranspositionTable;

/// One row of the level table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Level {
    pub number: u8,
    /// `None`: as deep and as long as the limits allow.
    pub bound: Option<Bound>,
    pub quiescence: bool,
    /// Softmax temperature in centipawns; 0 plays the best move.
    pub temperature: f64,
    /// Only moves this close to the best score are candidates.
    pub window: i32,
}

/// How far a level below full strength searches, whatever the limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bound {
    pub depth: u32,
    pub nodes: u64,
}

/// The weakest playing level.
pub const MIN_LEVEL: u8 = 1;
/// Full strength.
pub const MAX_LEVEL: u8 = 8;

const fn row(
    number: u8,
    depth: u32,
    nodes: u64,
    quiescence: bool,
    temperature: f64,
    window: i32,
) -> Level {
    Level {
        number,
        bound: Some(Bound { depth, nodes }),
        quiescence,
        temperature,
        window,
    }
}

const LEVELS: [Level; 8] = [
    row(1, 1, 1_000, false, 160.0, 500),
    row(2, 1, 1_500, true, 120.0, 400),
    row(3, 2, 3_000, true, 50.0, 200),
    row(4, 3, 6_000, true, 35.0, 130),
    row(5, 4, 12_000, true, 15.0, 60),
    row(6, 5, 20_000, true, 6.0, 20),
    row(7, 64, 25_000, true, 0.0, 0),
    Level {
        number: 8,
        bound: None,
        quiescence: true,
        temperature: 0.0,
        window: 0,
    },
];

impl Level {
    /// The level `number`, clamped to 1..=8.
    pub fn get(number: u8) -> Level {
        LEVELS[usize::from(number.clamp(MIN_LEVEL, MAX_LEVEL) - 1)]
    }

    /// The search limits of this level under the caller's limits: the
    /// tighter of both depth and node bounds.
    pub fn limits(&self, limits: Limits) -> Limits {
        let mut own = limits;
        if let Some(bound) = self.bound {
            own.depth = Some(own.depth.map_or(bound.depth, |d| d.min(bound.depth)));
            own.nodes = Some(own.nodes.map_or(bound.nodes, |n| n.min(bound.nodes)));
            // A weak level answers `go infinite` too; it never thinks forever.
            own.infinite = false;
        }
        own
    }

    fn chooses(&self) -> bool {
        self.temperature > 0.0
    }
}

/// Scores of decided lines are squeezed so a softmax over them stays finite.
fn soft_score(score: i32) -> f64 {
    if is_decisive(score) {
        let sign = if score > 0 { 1.0 } else { -1.0 };
        sign * (2_000.0 + f64::from(MATE - score.abs()).recip())
    } else {
        f64::from(score)
    }
}

/// Picks among `scores` (best first) with the level's deliberate error.
fn choose_with_error<M: Copy>(level: &Level, scores: &[(M, i32)], rng: &mut Rng) -> Option<M> {
    let best = soft_score(scores.first()?.1);
    let candidates: Vec<(M, f64)> = scores
        .iter()
        .map(|&(m, s)| (m, soft_score(s)))
        .filter(|&(_, s)| best - s <= f64::from(level.window))
        .map(|(m, s)| (m, ((s - best) / level.temperature).exp()))
        .collect();
    let total: f64 = candidates.iter().map(|c| c.1).sum();
    let mut pick = rng.unit() * total;
    for &(m, weight) in &candidates {
        if pick < weight {
            return Some(m);
        }
        pick -= weight;
    }
    candidates.last().map(|c| c.0)
}

/// Plays one move at `level` (0 = random mover): searches within `limits`
/// and the level's own bounds, then applies the level's deliberate error.
/// Returns the chosen move and the search result (whose `best` is the
/// engine's honest best, which may differ from the move played).
#[allow(clippy::too_many_arguments)]
pub fn play<G: Evaluate>(
    pos: &G,
    history: &[u64],
    level: u8,
    limits: Limits,
    tt: &mut TranspositionTable,
    stop: &AtomicBool,
    seed: u64,
    on_iteration: &mut dyn FnMut(&Iteration<G::Move>),
) -> (Option<G::Move>, SearchResult<G::Move>) {
    let mut rng = Rng::new(seed);
    if level == 0 {
        let mut moves = MoveBuf::new();
        pos.legal_moves(&mut moves);
        let chosen = (!moves.is_empty()).then(|| moves[rng.below(moves.len())]);
        let result = SearchResult {
            best: chosen,
            score: 0,
            depth: 0,
            nodes: 0,
            elapsed: std::time::Duration::ZERO,
            pv: chosen.into_iter().collect(),
            root_scores: Vec::new(),
        };
        return (chosen, result);
    }
    let level = Level::get(level);
    let config = SearchConfig {
        limits: level.limits(limits),
        quiescence: level.quiescence,
        exact_root: level.chooses(),
    };
    let result = Search::<G>::new(tt, stop, config, history, pos.turn()).run(pos, on_iteration);
    let chosen = if level.chooses() {
        choose_with_error(&level, &result.root_scores, &mut rng).or(result.best)
    } else {
        result.best
    };
    (chosen, result)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_search_more_and_err_less_as_they_rise() {
        for pair in LEVELS.windows(2) {
            let (low, high) = (pair[0], pair[1]);
            assert!(low.temperature >= high.temperature, "level {}", high.number);
            assert!(low.window >= high.window, "level {}", high.number);
            let deeper = match (low.bound, high.bound) {
                (Some(a), Some(b)) => a.depth <= b.depth,
                (_, None) => true,
                (None, Some(_)) => false,
            };
            assert!(
                deeper,
                "level {} searches shallower than the level below",
                high.number
            );
        }
    }

    #[test]
    fn softmax_never_picks_outside_the_window() {
        let level = Level::get(1);
        let scores = [(0u8, 100), (1, 50), (2, -900)];
        let mut rng = Rng::new(7);
        for _ in 0..500 {
            let m = choose_with_error(&level, &scores, &mut rng).expect("candidates exist");
            assert_ne!(m, 2, "a move 1000 cp worse is outside level 1's window");
        }
    }
}
