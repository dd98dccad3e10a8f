//! The analysis board's engine: analyses and game reviews on a bounded pool
//! of their own, so they never take a thread from a game's computer move
//! (that is `crate::engine`'s pool). Each client address runs
//! `per_addr` analyses at once (one by default), each with a cap of time and
//! nodes per position; the rate of requests is the "analysis" budget of
//! [`crate::limits`].

pub mod messages;
pub mod pgn_in;
pub mod review;
pub mod socket;

use std::collections::HashMap;
use std::net::IpAddr;
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use regalia_engine::analysis::{self as engine, Report};
use regalia_engine::search::{is_decisive, mate_in_moves};
use regalia_engine::Limits;
use regalia_rules::{AnyPosition, GameRecord, Variant};
use tokio::sync::Semaphore;

use axum::extract::{Path, State};
use axum::Json;
use messages::{AnalysisErrorCode, LineView, PositionRequest, Review, ScoreView};

use crate::api::AppState;
use crate::error::ApiError;
use crate::hub::Hub;
use crate::ids::GameId;
use crate::protocol::{MoveView, Side};

/// Most moves a position request may name.
pub const MAX_MOVES: usize = 600;

/// How much analysis the server gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisConfig {
    /// Analyses and reviews running at once, over all clients.
    pub threads: usize,
    /// Analyses one client address may run at once.
    pub per_addr: usize,
    /// The longest one position is analysed.
    pub movetime: Duration,
    /// The most nodes one position is given.
    pub nodes: u64,
    /// The budget of each position of a review.
    pub review_movetime: Duration,
    pub review_nodes: u64,
    /// Transposition table of one analysis (megabytes).
    pub hash_mb: usize,
}

impl Default for AnalysisConfig {
    fn default() -> AnalysisConfig {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        AnalysisConfig {
            threads: (cores / 2).clamp(1, 4),
            per_addr: 1,
            movetime: Duration::from_secs(8),
            nodes: 12_000_000,
            review_movetime: Duration::from_millis(250),
            review_nodes: 150_000,
            hash_mb: 16,
        }
    }
}

/// Why an analysis cannot start.
#[derive(Debug)]
pub struct Refusal {
    pub code: AnalysisErrorCode,
    pub message: String,
}

impl Refusal {
    pub fn new(code: AnalysisErrorCode, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
        }
    }
}

/// The analysis pool: a bound on analyses at once, overall and per address.
#[derive(Clone)]
pub struct AnalysisPool {
    inner: Arc<Inner>,
}

struct Inner {
    config: AnalysisConfig,
    threads: Arc<Semaphore>,
    running: Mutex<HashMap<IpAddr, usize>>,
}

/// An address's place in the pool, given back when dropped.
pub struct Slot {
    inner: Arc<Inner>,
    addr: IpAddr,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut running = self.inner.running.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = running.get_mut(&self.addr) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                running.remove(&self.addr);
            }
        }
    }
}

impl AnalysisPool {
    pub fn new(config: AnalysisConfig) -> AnalysisPool {
        let threads = Arc::new(Semaphore::new(config.threads.max(1)));
        AnalysisPool {
            inner: Arc::new(Inner {
                config,
                threads,
                running: Mutex::new(HashMap::new()),
            }),
        }
    }

    pub fn config(&self) -> &AnalysisConfig {
        &self.inner.config
    }

    /// A place for one more analysis of `addr`, or "too many analyses at
    /// once".
    pub fn slot(&self, addr: IpAddr) -> Result<Slot, Refusal> {
        let mut running = self.inner.running.lock().unwrap_or_else(|e| e.into_inner());
        let n = running.entry(addr).or_default();
        if *n >= self.inner.config.per_addr.max(1) {
            return Err(Refusal::new(
                AnalysisErrorCode::TooManyAnalyses,
                "too many analyses at once from this address: stop one first",
            ));
        }
        *n += 1;
        Ok(Slot {
            inner: self.inner.clone(),
            addr,
        })
    }

    /// Analyses `pos` within the per-position caps, handing each completed
    /// depth to `on_info`; waits for a thread of the pool first. Returns
    /// the last report.
    pub async fn analyse(
        &self,
        pos: AnyPosition,
        history: Vec<u64>,
        lines: usize,
        stop: Arc<AtomicBool>,
        on_info: impl FnMut(&Report) + Send + 'static,
    ) -> Option<Report> {
        let c = &self.inner.config;
        let limits = capped(c.movetime, c.nodes);
        self.run(pos, history, limits, lines, stop, on_info).await
    }

    /// Evaluates one position of a review (the review budget, one line).
    pub async fn evaluate(
        &self,
        pos: AnyPosition,
        history: Vec<u64>,
        stop: Arc<AtomicBool>,
    ) -> Option<Report> {
        let c = &self.inner.config;
        let limits = capped(c.review_movetime, c.review_nodes);
        self.run(pos, history, limits, 1, stop, |_| {}).await
    }

    async fn run(
        &self,
        pos: AnyPosition,
        history: Vec<u64>,
        limits: Limits,
        lines: usize,
        stop: Arc<AtomicBool>,
        mut on_info: impl FnMut(&Report) + Send + 'static,
    ) -> Option<Report> {
        let permit = self.inner.threads.clone().acquire_owned().await.ok()?;
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let hash_mb = self.inner.config.hash_mb;
        let result = tokio::task::spawn_blocking(move || {
            let report = engine::analyse(&pos, &history, limits, lines, hash_mb, &stop, &mut |r| {
                on_info(r)
            });
            drop(permit);
            report
        })
        .await;
        match result {
            Ok(report) => report,
            Err(e) => {
                tracing::error!(error = %e, "an analysis failed");
                None
            }
        }
    }
}

/// Reads a position request into the game so far.
pub fn record_of(req: &PositionRequest) -> Result<GameRecord, Refusal> {
    let bad = |m: String| Refusal::new(AnalysisErrorCode::BadPosition, m);
    if req.moves.len() > MAX_MOVES {
        return Err(bad(format!("at most {MAX_MOVES} moves")));
    }
    let variant = Variant::from_str(&req.variant).map_err(|e| bad(e.to_string()))?;
    GameRecord::from_moves(variant, req.fen.as_deref(), &req.moves).map_err(|e| bad(e.to_string()))
}

/// An engine score (for the side to move of `pos`) from White's side, with
/// how a forced win ends when `line` shows it.
pub fn score_view(pos: &AnyPosition, score: i32, line: &[String]) -> ScoreView {
    let white_to_move = pos.turn().is_white();
    if !is_decisive(score) {
        return ScoreView::Cp {
            cp: if white_to_move { score } else { -score },
        };
    }
    let winner_is_mover = score > 0;
    let winner = if winner_is_mover == white_to_move {
        Side::White
    } else {
        Side::Black
    };
    let mut end = pos.clone();
    let mut by = None;
    for m in line {
        if end.play_uci(m).is_err() {
            break;
        }
        if let Some(o) = end.outcome() {
            by = o.winner.map(|_| o.reason.name().to_owned());
            break;
        }
    }
    ScoreView::Win {
        winner,
        moves: mate_in_moves(score).unsigned_abs(),
        by,
    }
}

/// The lines of a report in the game's notation, scores from White's side.
pub fn line_views(pos: &AnyPosition, report: &Report) -> Vec<LineView> {
    report
        .lines
        .iter()
        .map(|l| {
            let mut board = pos.clone();
            let mut moves = Vec::with_capacity(l.moves.len());
            for m in &l.moves {
                match board.play_uci(m) {
                    Ok(played) => moves.push(MoveView {
                        uci: played.uci,
                        san: played.display,
                        fen: board.to_fen(),
                        check: board.is_check(),
                    }),
                    Err(_) => break,
                }
            }
            LineView {
                score: score_view(pos, l.score, &l.moves),
                moves,
            }
        })
        .collect()
}

/// Reviews `record`: every position evaluated in turn (reporting progress
/// after each), then the moves marked. `None` when stopped.
pub async fn review_game(
    pool: &AnalysisPool,
    record: &GameRecord,
    stop: Arc<AtomicBool>,
    mut progress: impl FnMut(u32, u32),
) -> Option<Review> {
    let mut pos = record.start().clone();
    let total = record.moves().len() as u32 + 1;
    let mut evals = Vec::with_capacity(total as usize);
    let mut hashes: Vec<u64> = Vec::new();
    for i in 0..total as usize {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let report = if pos.outcome().is_some() {
            None
        } else {
            pool.evaluate(pos.clone(), hashes.clone(), stop.clone())
                .await
        };
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let depth = report.as_ref().map_or(0, |r| r.depth);
        let line = report.and_then(|r| line_views(&pos, &r).into_iter().next());
        evals.push(review::Evaluated { line, depth });
        progress(i as u32 + 1, total);
        if let Some(m) = record.moves().get(i) {
            hashes.push(pos.hash());
            if pos.play_uci(&m.uci).is_err() {
                break;
            }
            if pos.halfmove_clock() == 0 {
                hashes.clear();
            }
        }
    }
    Some(review::assemble(record, evals))
}

/// The stored review of finished game `id`, if there is one that reads.
pub async fn stored_review(hub: &Hub, id: &str) -> Option<Review> {
    match hub.store.review(id).await {
        Ok(Some(body)) => match serde_json::from_str(&body) {
            Ok(review) => Some(review),
            Err(e) => {
                tracing::warn!(game = id, error = %e, "a stored review does not read");
                None
            }
        },
        Ok(None) => None,
        Err(e) => {
            tracing::warn!(game = id, error = %e, "cannot read a stored review");
            None
        }
    }
}

/// Keeps the review of finished game `id` for the next visitor.
pub async fn keep_review(hub: &Hub, id: &str, review: &Review) {
    let Ok(body) = serde_json::to_string(review) else {
        return;
    };
    if let Err(e) = hub.store.save_review(id, &body, hub.now().unix).await {
        tracing::warn!(game = id, error = %e, "cannot keep a review");
    }
}

/// `GET /api/analysis/review/{id}`: the stored review of a finished game
/// of this site (404 when it has none yet).
pub async fn review_of_game(
    State(hub): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<Review>, ApiError> {
    if GameId::parse(&id).is_none() {
        return Err(ApiError::no_game(&id));
    }
    stored_review(&hub, &id)
        .await
        .map(Json)
        .ok_or_else(|| ApiError::no_game(&id))
}

/// The engine's limits for one position: `movetime`, and `nodes` at most.
fn capped(movetime: Duration, nodes: u64) -> Limits {
    Limits {
        movetime: Some(movetime),
        nodes: Some(nodes),
        ..Limits::default()
    }
}
