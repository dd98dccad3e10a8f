//! The search, one copy per game (generic over [`Evaluate`]): iterative
//! deepening over a principal-variation alpha-beta search with a
//! transposition table, quiescence on tactical moves, move ordering (hash
//! move, tactical moves by value, killers, history), check extension, and
//! static pruning and late-move reductions where the game allows them.
//!
//! Scores are centipawns from the side to move's point of view. A decided
//! game (checkmate, hill, race, crown) scores [`MATE`] minus the plies to
//! get there, so a faster win scores higher.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use regalia_rules::MoveBuf;

use crate::eval::{Evaluate, Verdict};
use crate::limits::{Limits, TimePlan};
use crate::tt::{Bound, Hit, TranspositionTable};

/// The score of a win on the board right now.
pub const MATE: i32 = 30_000;
/// Scores beyond this are wins or losses in a known number of plies.
pub const MATE_BOUND: i32 = MATE - 1_000;
/// Above every score.
pub const INFINITY: i32 = 31_000;
/// The deepest ply the search reaches (including quiescence).
pub const MAX_PLY: usize = 96;
/// The deepest iteration.
pub const MAX_DEPTH: u32 = 64;

/// Margin per ply of remaining depth for reverse futility pruning.
const REVERSE_FUTILITY_MARGIN: i32 = 90;
/// Reverse futility pruning applies up to this remaining depth.
const REVERSE_FUTILITY_DEPTH: i32 = 6;
/// Late quiet moves are pruned up to this remaining depth.
const LATE_MOVE_DEPTH: i32 = 5;
/// Margin under which quiet moves at the frontier are not searched.
const FUTILITY_MARGIN: i32 = 160;
/// Futility reaches this many plies from the frontier, its margin growing
/// by [`FUTILITY_STEP`] a ply.
const FUTILITY_DEPTH: i32 = 3;
const FUTILITY_STEP: i32 = 110;
/// Moves losing material by exchange are pruned up to this remaining
/// depth, when they lose more than these margins (captures: a ply,
/// quiet moves: a ply squared).
const SEE_DEPTH: i32 = 6;
const SEE_CAPTURE_MARGIN: i32 = 100;
const SEE_QUIET_MARGIN: i32 = 30;
/// The depth quiescence results are stored at in the table.
const QUIESCENCE_DEPTH: i32 = -1;
/// Stands in the path for a passed turn: repetitions are not looked for
/// across it, and two passes in a row are not tried.
const NULL_MARK: u64 = 0;
/// Quiescence plies within which threats to win are answered in full.
const THREAT_QPLY: usize = 4;
/// Half-width of the first aspiration window at the root.
const ASPIRATION_WINDOW: i32 = 35;
/// History scores stay within ±this; each update pulls a score toward
/// its bound in proportion to how far it still is (gravity), so old
/// successes fade as new ones come.
const HISTORY_MAX: i32 = 16_384;
/// Code of the "move" into a node reached by a passed turn (no counter
/// move).
const NO_MOVE: u16 = u16::MAX;
/// How often (in nodes) the clock and the stop flag are read.
const CHECK_EVERY: u64 = 1024;

/// Whether a score says the game is decided.
pub fn is_decisive(score: i32) -> bool {
    score.abs() >= MATE_BOUND
}

/// A decided score as UCI `mate N` moves (negative when losing).
pub fn mate_in_moves(score: i32) -> i32 {
    if score > 0 {
        (MATE - score + 1) / 2
    } else {
        -(MATE + score) / 2
    }
}

fn verdict_score(verdict: Verdict, ply: usize) -> i32 {
    match verdict {
        Verdict::Win => MATE - ply as i32,
        Verdict::Loss => -(MATE - ply as i32),
        Verdict::Draw => 0,
    }
}

/// Decided scores are stored relative to the node, not the root.
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// The stored score when its bound settles the window `alpha..beta`.
fn table_cut(hit: Hit, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
    let s = from_table(hit.score, ply);
    match hit.bound {
        Bound::Exact => Some(s),
        Bound::Lower if s >= beta => Some(s),
        Bound::Upper if s <= alpha => Some(s),
        _ => None,
    }
}

/// How one search behaves beyond its limits (the levels change these).
#[derive(Clone, Copy, Debug)]
pub struct SearchConfig {
    pub limits: Limits,
    /// Search tactical moves at the leaves. Without it the search misses
    /// recaptures and hanging pieces (the weakest level).
    pub quiescence: bool,
    /// Give every root move an exact score (slower), for levels that choose
    /// among several good moves.
    pub exact_root: bool,
}

impl SearchConfig {
    pub fn new(limits: Limits) -> SearchConfig {
        SearchConfig {
            limits,
            quiescence: true,
            exact_root: false,
        }
    }
}

/// A finished iteration, as reported to the caller (UCI `info` lines).
#[derive(Clone, Debug)]
pub struct Iteration<M> {
    pub depth: u32,
    pub seldepth: u32,
    pub score: i32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub pv: Vec<M>,
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchResult<M> {
    /// `None` only when the position has no legal move.
    pub best: Option<M>,
    pub score: i32,
    /// The last completed depth (0 if none completed).
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub pv: Vec<M>,
    /// Every root move with its score from the last completed iteration,
    /// best first. Exact only with [`SearchConfig::exact_root`]; otherwise
    /// moves after the first carry upper bounds.
    pub root_scores: Vec<(M, i32)>,
}

/// One search in progress.
pub struct Search<'a, G: Evaluate> {
    tt: &'a mut TranspositionTable,
    stop: &'a AtomicBool,
    config: SearchConfig,
    started: Instant,
    plan: Option<TimePlan>,
    node_limit: u64,
    nodes: u64,
    aborted: bool,
    seldepth: usize,
    killers: Vec<[Option<G::Move>; 2]>,
    history: Vec<i32>,
    /// The quiet move that last refuted each move (by its code): tried
    /// right after the killers.
    counters: Vec<Option<G::Move>>,
    /// The code of the move that led to the node at each ply.
    played: Vec<u16>,
    /// Hashes of the positions before the current node: the game so far,
    /// then the search path.
    path: Vec<u64>,
    pv: Vec<Vec<G::Move>>,
}

impl<'a, G: Evaluate> Search<'a, G> {
    /// Prepares a search of a position reached through `history` (the
    /// hashes of the earlier positions of the game, oldest first).
    pub fn new(
        tt: &'a mut TranspositionTable,
        stop: &'a AtomicBool,
        config: SearchConfig,
        history: &[u64],
        turn: regalia_rules::Color,
    ) -> Search<'a, G> {
        Search {
            tt,
            stop,
            plan: config.limits.time_plan_over(turn, G::TIME_HORIZON),
            node_limit: if config.limits.infinite {
                u64::MAX
            } else {
                config.limits.nodes.unwrap_or(u64::MAX)
            },
            config,
            started: Instant::now(),
            nodes: 0,
            aborted: false,
            seldepth: 0,
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; 4096],
            counters: vec![None; 4096],
            played: vec![NO_MOVE; MAX_PLY + 2],
            path: history.to_vec(),
            pv: vec![Vec::new(); MAX_PLY + 1],
        }
    }

    fn should_stop(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes >= self.node_limit {
            self.aborted = true;
        } else if self.nodes.is_multiple_of(CHECK_EVERY) {
            if self.stop.load(Ordering::Relaxed) {
                self.aborted = true;
            } else if let Some(plan) = self.plan {
                if self.started.elapsed() >= plan.hard {
                    self.aborted = true;
                }
            }
        }
        self.aborted
    }

    fn is_repetition(&self, pos: &G) -> bool {
        let window = pos.halfmove_clock() as usize;
        if window < 4 {
            return false;
        }
        let key = pos.hash();
        let start = self.path.len().saturating_sub(window);
        self.path[start..]
            .iter()
            .rev()
            .take_while(|&&k| k != NULL_MARK)
            .skip(1)
            .step_by(2)
            .any(|&k| k == key)
    }

    fn history_index(m: G::Move) -> usize {
        usize::from(G::move_code(m) & 0x0fff)
    }

    /// Adds `bonus` (negative: a malus) to a quiet move's history score,
    /// with gravity toward ±[`HISTORY_MAX`].
    fn update_history(&mut self, m: G::Move, bonus: i32) {
        let h = &mut self.history[Self::history_index(m)];
        *h += bonus - *h * bonus.abs() / HISTORY_MAX;
    }

    /// The move that last refuted the move leading to `ply`.
    fn counter_move(&self, ply: usize) -> Option<G::Move> {
        let previous = self.played[ply];
        if previous == NO_MOVE {
            None
        } else {
            self.counters[usize::from(previous & 0x0fff)]
        }
    }

    /// Ordering keys, highest first: hash move, tactical moves by value,
    /// killers, the counter move, then history.
    fn order(
        &self,
        pos: &G,
        moves: &MoveBuf<G::Move>,
        tt_code: Option<u16>,
        ply: usize,
    ) -> MoveBuf<i32> {
        let killers = self.killers[ply.min(MAX_PLY)];
        let counter = self.counter_move(ply);
        moves
            .iter()
            .map(|&m| {
                if tt_code == Some(G::move_code(m)) {
                    2_000_000_000
                } else if pos.is_tactical(m) {
                    1_000_000_000 + pos.tactical_order(m)
                } else if killers[0] == Some(m) {
                    900_000_000
                } else if killers[1] == Some(m) {
                    899_999_999
                } else if counter == Some(m) {
                    899_999_998
                } else {
                    self.history[Self::history_index(m)]
                }
            })
            .collect()
    }

    fn pick(moves: &mut MoveBuf<G::Move>, keys: &mut [i32], from: usize) {
        let mut best = from;
        for i in from + 1..moves.len() {
            if keys[i] > keys[best] {
                best = i;
            }
        }
        moves.swap(from, best);
        keys.swap(from, best);
    }

    /// Stores a node's result: exact inside the window it was searched
    /// with, a bound outside it.
    fn store(
        &mut self,
        key: u64,
        best_move: Option<G::Move>,
        best: i32,
        (alpha, beta): (i32, i32),
        ply: usize,
        depth: i32,
    ) {
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(
            key,
            best_move.map(G::move_code),
            to_table(best, ply),
            depth,
            bound,
        );
    }

    fn set_pv(&mut self, ply: usize, m: G::Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(m);
        if let Some(child) = tail.first() {
            line.extend_from_slice(child);
        }
    }

    fn negamax(&mut self, pos: &G, depth: i32, mut alpha: i32, mut beta: i32, ply: usize) -> i32 {
        self.pv[ply].clear();
        if let Some(v) = pos.verdict() {
            return verdict_score(v, ply);
        }
        if self.is_repetition(pos) || pos.halfmove_clock() >= 100 {
            return 0;
        }
        if depth <= 0 {
            return self.quiescence(pos, alpha, beta, ply, 0);
        }
        if ply >= MAX_PLY - 1 {
            return pos.evaluate();
        }
        self.nodes += 1;
        if self.should_stop() {
            return 0;
        }
        // A win found closer to the root cannot be improved on here.
        alpha = alpha.max(-(MATE - ply as i32));
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let pv_node = beta - alpha > 1;
        let key = pos.hash();
        let hit = self.tt.probe(key);
        if let Some(s) = hit
            .filter(|h| !pv_node && h.depth >= depth)
            .and_then(|h| table_cut(h, ply, alpha, beta))
        {
            return s;
        }
        let in_check = pos.is_check();
        let static_eval = if in_check { -INFINITY } else { pos.evaluate() };
        if G::PRUNING
            && !pv_node
            && !in_check
            && depth <= REVERSE_FUTILITY_DEPTH
            && beta.abs() < MATE_BOUND
            && static_eval - REVERSE_FUTILITY_MARGIN * depth >= beta
        {
            return static_eval;
        }

        let after_null = self.path.last() == Some(&NULL_MARK);
        if !pv_node
            && !in_check
            && !after_null
            && depth >= 3
            && static_eval >= beta
            && beta.abs() < MATE_BOUND
        {
            if let Some(passed) = pos.null_move() {
                let (base, divisor) = G::NULL_MOVE_REDUCTION;
                let reduction = base + depth / divisor + ((static_eval - beta) / 200).min(2);
                self.path.push(NULL_MARK);
                self.played[ply + 1] = NO_MOVE;
                let s = -self.negamax(&passed, depth - 1 - reduction, -beta, -beta + 1, ply + 1);
                self.path.pop();
                if self.aborted {
                    return 0;
                }
                if s >= beta {
                    return if s >= MATE_BOUND { beta } else { s };
                }
            }
        }

        let tt_code = hit.and_then(|h| h.code);
        let mut moves = MoveBuf::new();
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            return if in_check { -(MATE - ply as i32) } else { 0 };
        }
        let mut keys = self.order(pos, &moves, tt_code, ply);
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut quiets_searched = 0;
        let mut quiets_tried: MoveBuf<G::Move> = MoveBuf::new();
        self.path.push(key);
        for i in 0..moves.len() {
            Self::pick(&mut moves, &mut keys, i);
            let m = moves[i];
            let tactical = pos.is_tactical(m);
            let critical = pos.is_critical(m);
            let mut child = pos.clone();
            child.play(m);
            let gives_check = (G::CHECK_EXTENSION && child.is_check()) || child.threat_to_win();
            let quiet = !critical && !gives_check && !in_check;
            if G::PRUNING && quiet && !pv_node && i > 0 && alpha.abs() < MATE_BOUND {
                // Futility at the frontier; late quiet moves near the leaves.
                let hopeless = depth <= FUTILITY_DEPTH
                    && static_eval + FUTILITY_MARGIN + FUTILITY_STEP * (depth - 1) <= alpha;
                let late = depth <= LATE_MOVE_DEPTH && quiets_searched >= 3 + depth * depth;
                if hopeless || late {
                    continue;
                }
            }
            if G::PRUNING
                && !pv_node
                && i > 0
                && !in_check
                && !gives_check
                && depth <= SEE_DEPTH
                && alpha.abs() < MATE_BOUND
                && (tactical || !critical)
            {
                // Moves that lose material by exchange near the leaves.
                let floor = if tactical {
                    -SEE_CAPTURE_MARGIN * depth
                } else {
                    -SEE_QUIET_MARGIN * depth * depth
                };
                if pos.exchange(m) < floor {
                    continue;
                }
            }
            if quiet {
                quiets_searched += 1;
            }
            self.played[ply + 1] = G::move_code(m);
            let new_depth = depth - 1 + i32::from(gives_check && ply < MAX_PLY / 2);
            let score = if i == 0 {
                -self.negamax(&child, new_depth, -beta, -alpha, ply + 1)
            } else {
                let mut reduction = 0;
                if G::REDUCTIONS && quiet && depth >= 3 && i >= 2 {
                    let r = 0.75 + f64::from(depth).ln() * ((i + 1) as f64).ln() / 2.25;
                    reduction = (r as i32 + i32::from(!pv_node && i >= 8))
                        .min(new_depth - 1)
                        .max(0);
                }
                let mut s =
                    -self.negamax(&child, new_depth - reduction, -alpha - 1, -alpha, ply + 1);
                if s > alpha && reduction > 0 {
                    s = -self.negamax(&child, new_depth, -alpha - 1, -alpha, ply + 1);
                }
                if s > alpha && s < beta {
                    s = -self.negamax(&child, new_depth, -beta, -alpha, ply + 1);
                }
                s
            };
            if self.aborted {
                self.path.pop();
                return 0;
            }
            if !tactical && !quiets_tried.is_full() {
                quiets_tried.push(m);
            }
            if score > best {
                best = score;
                best_move = Some(m);
                if score > alpha {
                    alpha = score;
                    self.set_pv(ply, m);
                    if score >= beta {
                        if !tactical {
                            let k = &mut self.killers[ply];
                            if k[0] != Some(m) {
                                k[1] = k[0];
                                k[0] = Some(m);
                            }
                            let previous = self.played[ply];
                            if previous != NO_MOVE {
                                self.counters[usize::from(previous & 0x0fff)] = Some(m);
                            }
                            // The refutation gains, the quiet moves tried
                            // before it lose as much.
                            let bonus = (16 * depth * depth).min(1_600);
                            self.update_history(m, bonus);
                            for &q in quiets_tried.iter().filter(|&&q| q != m) {
                                self.update_history(q, -bonus);
                            }
                        }
                        break;
                    }
                }
            }
        }
        self.path.pop();
        if best_move.is_none() {
            // Every move was pruned as hopeless: a fail-low.
            return alpha;
        }
        self.store(key, best_move, best, (original_alpha, beta), ply, depth);
        best
    }

    fn quiescence(&mut self, pos: &G, mut alpha: i32, beta: i32, ply: usize, qply: usize) -> i32 {
        self.pv[ply].clear();
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if self.should_stop() {
            return 0;
        }
        if let Some(v) = pos.verdict() {
            return verdict_score(v, ply);
        }
        if ply >= MAX_PLY - 1 {
            return pos.evaluate();
        }
        // Quiescence results are stored too, below every searched depth:
        // they only cut off quiescence. (Without quiescence, the weakest
        // level, the table is not asked: it would know more than it.)
        let key = pos.hash();
        if let Some(s) = self
            .tt
            .probe(key)
            .filter(|h| self.config.quiescence && h.depth >= QUIESCENCE_DEPTH)
            .and_then(|h| table_cut(h, ply, alpha, beta))
        {
            return s;
        }
        let original_alpha = alpha;
        // A threat to win next move (king beside a free hill square or goal
        // square) must be answered: no standing pat, every move is tried.
        let in_check = pos.is_check() || (qply < THREAT_QPLY && pos.threat_to_win());
        let mut best = -INFINITY;
        let mut best_move = None;
        if !in_check {
            let stand = pos.evaluate();
            if stand >= beta || !self.config.quiescence {
                return stand;
            }
            best = stand;
            alpha = alpha.max(stand);
        }
        let mut all = MoveBuf::new();
        pos.legal_moves(&mut all);
        if all.is_empty() {
            return if in_check { -(MATE - ply as i32) } else { 0 };
        }
        let mut moves: MoveBuf<G::Move> = MoveBuf::new();
        let mut keys: MoveBuf<i32> = MoveBuf::new();
        // At its first ply, quiescence also tries the safe quiet checks
        // where the game asks for them (a king on its walk to the hill).
        let checks = qply == 0 && !in_check && self.config.quiescence;
        for &m in &all {
            if in_check || (pos.is_tactical(m) && !pos.loses_material(m)) {
                moves.push(m);
                keys.push(if pos.is_tactical(m) {
                    pos.tactical_order(m)
                } else {
                    -1_000_000
                });
            } else if checks && !pos.is_tactical(m) && pos.quiet_check(m) {
                moves.push(m);
                keys.push(-1_000_000);
            }
        }
        for i in 0..moves.len() {
            Self::pick(&mut moves, &mut keys, i);
            let mut child = pos.clone();
            child.play(moves[i]);
            let score = -self.quiescence(&child, -beta, -alpha, ply + 1, qply + 1);
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(moves[i]);
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.store(
            key,
            best_move,
            best,
            (original_alpha, beta),
            ply,
            QUIESCENCE_DEPTH,
        );
        best
    }

    /// One pass over the root moves within the window `lo..hi`. Returns the
    /// index of the best move and how many moves were completed. Stops at
    /// the first move that fails high.
    fn root_pass(
        &mut self,
        pos: &G,
        root: &mut [(G::Move, i32, i32)],
        depth: u32,
        lo: i32,
        hi: i32,
    ) -> (Option<usize>, usize) {
        let exact = self.config.exact_root;
        let mut alpha = lo;
        let mut best_index = None;
        let mut completed = 0;
        let d = depth as i32 - 1;
        for i in 0..root.len() {
            let m = root[i].0;
            let mut child = pos.clone();
            child.play(m);
            self.played[1] = G::move_code(m);
            let score = if i == 0 || exact {
                -self.negamax(&child, d, -hi, -alpha, 1)
            } else {
                let s = -self.negamax(&child, d, -alpha - 1, -alpha, 1);
                if s > alpha && !self.aborted {
                    -self.negamax(&child, d, -hi, -alpha, 1)
                } else {
                    s
                }
            };
            if self.aborted {
                break;
            }
            completed += 1;
            root[i].1 = score;
            let better = match best_index as Option<usize> {
                None => true,
                Some(b) if exact => score > root[b].1,
                Some(_) => score > alpha,
            };
            if better {
                best_index = Some(i);
                self.set_pv(0, m);
            }
            if !exact {
                alpha = alpha.max(score);
                if score >= hi {
                    break;
                }
            }
        }
        (best_index, completed)
    }

    /// Iterative deepening from the root; `on_iteration` hears about every
    /// completed depth.
    pub fn run(
        &mut self,
        pos: &G,
        on_iteration: &mut dyn FnMut(&Iteration<G::Move>),
    ) -> SearchResult<G::Move> {
        self.tt.new_search();
        let mut moves = MoveBuf::new();
        pos.legal_moves(&mut moves);
        let mut result = SearchResult {
            best: None,
            score: 0,
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            pv: Vec::new(),
            root_scores: Vec::new(),
        };
        if moves.is_empty() || pos.verdict().is_some() {
            return result;
        }
        let tt_code = self.tt.probe(pos.hash()).and_then(|h| h.code);
        let keys = self.order(pos, &moves, tt_code, 0);
        let mut root: Vec<(G::Move, i32, i32)> =
            moves.iter().zip(keys).map(|(&m, k)| (m, 0, k)).collect();
        root.sort_by_key(|r| std::cmp::Reverse(r.2));
        result.best = Some(root[0].0);
        result.pv = vec![root[0].0];
        let max_depth = if self.config.limits.infinite {
            MAX_DEPTH
        } else {
            self.config
                .limits
                .depth
                .unwrap_or(MAX_DEPTH)
                .clamp(1, MAX_DEPTH)
        };
        self.path.push(pos.hash());
        for depth in 1..=max_depth {
            self.seldepth = 0;
            // Aspiration: search a window around the last score first and
            // widen it on a fail-low or fail-high.
            let aspire = !self.config.exact_root && depth >= 5 && !is_decisive(result.score);
            let mut delta = ASPIRATION_WINDOW;
            let (mut lo, mut hi) = if aspire {
                (result.score - delta, result.score + delta)
            } else {
                (-INFINITY, INFINITY)
            };
            let (best_index, completed) = loop {
                let (best, completed) = self.root_pass(pos, &mut root, depth, lo, hi);
                let Some(b) = best.filter(|_| !self.aborted) else {
                    break (best, completed);
                };
                let score = root[b].1;
                if score <= lo && lo > -INFINITY {
                    lo = (lo - delta).max(-INFINITY);
                } else if score >= hi && hi < INFINITY {
                    hi = (hi + delta).min(INFINITY);
                    root[..=b].rotate_right(1);
                } else {
                    break (best, completed);
                }
                delta *= 2;
            };
            let Some(best) = best_index else { break };
            if self.aborted && completed == 0 {
                break;
            }
            if !self.aborted || !self.config.exact_root {
                result.best = Some(root[best].0);
                result.score = root[best].1;
                result.pv = self.pv[0].clone();
            }
            if self.aborted {
                break;
            }
            // A completed iteration: best first, others by their scores.
            let best_move = root[best].0;
            root.sort_by(|a, b| {
                (b.0 == best_move)
                    .cmp(&(a.0 == best_move))
                    .then(b.1.cmp(&a.1))
            });
            result.depth = depth;
            result.root_scores = root.iter().map(|&(m, s, _)| (m, s)).collect();
            on_iteration(&Iteration {
                depth,
                seldepth: self.seldepth.max(depth as usize) as u32,
                score: result.score,
                nodes: self.nodes,
                elapsed: self.started.elapsed(),
                pv: result.pv.clone(),
            });
            if root.len() == 1 && self.plan.is_some() && !self.config.exact_root {
                break;
            }
            if is_decisive(result.score) && !self.config.limits.infinite {
                let plies = MATE - result.score.abs();
                if depth as i32 >= plies + 2 {
                    break;
                }
            }
            // With a clock, an iteration that could not finish in time is
            // not started (the time is saved for later moves). A fixed move
            // time cannot be saved: the search runs until it is spent, and
            // the best move of the cut iteration still counts.
            if let Some(plan) = self.plan {
                if !plan.is_fixed() && self.started.elapsed() >= plan.soft.mul_f64(0.55) {
                    break;
                }
            }
        }
        self.path.pop();
        if result.root_scores.is_empty() {
            result.root_scores = root.iter().map(|&(m, s, _)| (m, s)).collect();
        }
        result.nodes = self.nodes;
        result.elapsed = self.started.elapsed();
        result
    }
}
