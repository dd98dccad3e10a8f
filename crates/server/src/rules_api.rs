//! `POST /api/rules`: the rules as a stateless service, for games kept in
//! the browser (same-device play). Exactly as INTERFACES.md fixes it.

use std::collections::BTreeMap;

use axum::extract::State;
use axum::{Extension, Json};
use regalia_rules::record::RecordError;
use regalia_rules::{why_illegal, GameRecord};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::app::AppState;
use crate::error::{ApiError, ApiJson, ErrorCode};
use crate::limits::ClientAddr;
use crate::protocol::{
    ClaimsView, GameMoves, MoveView, MoveWhy, MovesError, OutcomeView, Side, VariantName,
};

/// Why move number `ply` (1 for the first) of `req` is not legal, from the
/// position the moves before it reach.
fn why_refused(req: &GameMoves, ply: usize) -> Option<MoveWhy> {
    let before = req.moves.get(..ply.checked_sub(1)?)?;
    let text = req.moves.get(ply - 1)?;
    let record = GameRecord::from_moves(req.variant.into(), req.fen.as_deref(), before).ok()?;
    why_illegal(record.position(), text).map(MoveWhy::from)
}

/// Most moves one request may replay.
pub const MAX_MOVES: usize = 1000;

#[derive(Debug, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RulesAnswer {
    pub variant: VariantName,
    /// The start position's text (the standard start when none was given).
    pub initial_fen: String,
    pub fen: String,
    pub turn: Side,
    pub dests: BTreeMap<String, Vec<String>>,
    pub moves: Vec<MoveView>,
    pub last_move: Option<String>,
    pub check: bool,
    pub outcome: Option<OutcomeView>,
    pub claims: ClaimsView,
    pub legal: Vec<String>,
}

/// `POST /api/rules`: a game's start (`fen`, `null` for the standard one)
/// and the moves played from it, replayed. Each move counts against the
/// address's budget of work (`LimitsConfig::work_per_addr`), the start
/// position as one more.
pub async fn rules(
    State(app): State<AppState>,
    Extension(client): Extension<ClientAddr>,
    ApiJson(req): ApiJson<GameMoves>,
) -> Result<Json<RulesAnswer>, ApiError> {
    app.limits
        .work(client, req.moves.len().min(MAX_MOVES + 1) + 1)?;
    let record = req.record(MAX_MOVES).map_err(|e| match &e {
        MovesError::Record(RecordError::Move { ply, .. }) => ApiError::BadMove {
            ply: *ply,
            message: e.to_string(),
            why: why_refused(&req, *ply),
        },
        MovesError::TooMany(_) => ApiError::refused(ErrorCode::TooManyMoves, e.to_string()),
        MovesError::Record(_) => ApiError::refused(ErrorCode::BadPosition, e.to_string()),
    })?;
    let pos = record.position();
    let over = record.outcome().is_some();
    Ok(Json(RulesAnswer {
        variant: req.variant,
        initial_fen: record.start().to_fen(),
        fen: pos.to_fen(),
        turn: pos.turn().into(),
        dests: if over { BTreeMap::new() } else { pos.dests() },
        moves: MoveView::all(&record),
        last_move: record.moves().last().map(|m| m.uci.clone()),
        check: pos.is_check(),
        outcome: record.outcome().map(OutcomeView::from),
        claims: record.claims().into(),
        legal: if over { Vec::new() } else { pos.legal_uci() },
    }))
}
