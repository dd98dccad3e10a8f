//! The analysis board: its socket, game reviews, pasted PGN, and the views
//! of engine lines. The engine runs on the analysis pool
//! ([`crate::engine::analysis`]); the rate of requests is the "analysis"
//! budget of [`crate::limits`].

pub mod messages;
pub mod pgn_in;
pub mod review;
pub mod socket;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use regalia_engine::analysis::Report;
use regalia_engine::search::{is_decisive, mate_in_moves};
use regalia_rules::{AnyPosition, GameRecord};

use axum::extract::{Path, State};
use axum::Json;
use messages::{AnalysisErrorCode, LineView, Review, ScoreView};

use crate::app::{App, AppState};
pub use crate::config::AnalysisConfig;
use crate::engine::analysis::AnalysisPool;
use crate::error::{ApiError, ErrorCode};
use crate::ids::GameId;
use crate::protocol::{EndReason, GameMoves, MoveView, Side};
use crate::store::StoreError;

/// Most moves a position request may name.
pub const MAX_MOVES: usize = 600;

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

/// Reads a position request into the game so far.
pub fn record_of(req: &GameMoves) -> Result<GameRecord, Refusal> {
    req.record(MAX_MOVES)
        .map_err(|e| Refusal::new(AnalysisErrorCode::BadPosition, e.to_string()))
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
            by = o.winner.map(|_| EndReason::from(o.reason));
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
    addr: std::net::IpAddr,
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
            pool.evaluate(addr, pos.clone(), hashes.clone(), stop.clone())
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

/// The stored review of finished game `id`, if there is one that reads
/// (one that does not is as good as none: it is made again). An error
/// says the database could not be read.
pub async fn stored_review(app: &App, id: &str) -> Result<Option<Review>, StoreError> {
    let body = app.store.review(id).await.inspect_err(|e| {
        tracing::warn!(game = id, error = %e, "cannot read a stored review");
    })?;
    Ok(body.and_then(|body| {
        serde_json::from_str(&body)
            .inspect_err(|e| tracing::warn!(game = id, error = %e, "a stored review does not read"))
            .ok()
    }))
}

/// Keeps the review of finished game `id` for the next visitor.
pub async fn keep_review(app: &App, id: &str, review: &Review) {
    let Ok(body) = serde_json::to_string(review) else {
        return;
    };
    if let Err(e) = app.store.save_review(id, &body, app.now().unix).await {
        tracing::warn!(game = id, error = %e, "cannot keep a review");
    }
}

/// `GET /api/analysis/review/{id}`: the stored review of a finished game
/// of this site (404 when it has none yet, 503 when the database cannot
/// be read).
pub async fn review_of_game(
    State(app): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<Review>, ApiError> {
    if GameId::parse(&id).is_none() {
        return Err(ApiError::no_game(&id));
    }
    match stored_review(&app, &id).await {
        Ok(Some(review)) => Ok(Json(review)),
        Ok(None) => Err(ApiError::no_game(&id)),
        Err(_) => Err(ApiError::refused(
            ErrorCode::Unavailable,
            "the stored reviews cannot be read now; try again",
        )),
    }
}
