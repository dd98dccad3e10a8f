//! `POST /api/position`: the rules judge one position text, for the board
//! editor. A valid position comes back as the rules write it, with whose
//! turn it is and its result if it is already over; an invalid one comes
//! back with every problem found, each with its stable code (the page
//! translates `position-problem-<code>`). Nothing is stored.

use axum::extract::State;
use axum::{Extension, Json};
use regalia_rules::{AnyPosition, Problem, ProblemKind, Variant};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::app::AppState;
use crate::error::{ApiError, ApiJson};
use crate::limits::ClientAddr;

/// What judging one position counts against the address's budget of
/// work, in plies: reading it and checking it cost about as much as
/// replaying a few moves.
pub const POSITION_WORK: usize = 10;
use crate::protocol::{OutcomeView, Side, VariantName};

/// The longest position text read: a FEN of a full board with every field
/// is under 100 characters, a Lielow text under 90.
pub const MAX_POSITION_TEXT: usize = 200;

/// `POST /api/position`: a position text to judge as a position of a game.
#[derive(Debug, Serialize, Deserialize, TS)]
pub struct PositionRequest {
    pub variant: VariantName,
    pub fen: String,
}

/// One thing wrong with a position.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ProblemView {
    /// Stable code (`missing-king`, `lielow-two-crowns`...).
    pub code: String,
    /// The player it concerns, if any.
    pub color: Option<Side>,
    /// A square the sentence names, if any.
    pub square: Option<String>,
    /// A number the sentence names (a height, a count of stacks), if any.
    pub count: Option<u32>,
    /// The English sentence, for logs.
    pub error: String,
}

impl From<Problem> for ProblemView {
    fn from(p: Problem) -> ProblemView {
        ProblemView {
            code: p.code().to_owned(),
            color: p.color.map(Side::from),
            square: p.square,
            count: p.count,
            error: p.text,
        }
    }
}

/// The rules' verdict on a position text.
#[derive(Debug, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PositionAnswer {
    pub variant: VariantName,
    /// Whether the text is a position of this game.
    pub valid: bool,
    /// The position text as the rules write it (valid positions only).
    pub fen: Option<String>,
    /// Who is to move (valid positions only).
    pub turn: Option<Side>,
    /// Whether the side to move is in check.
    pub check: bool,
    /// The result, when the position is already over (no game can start
    /// from it).
    pub outcome: Option<OutcomeView>,
    /// What is wrong (empty for a valid position).
    pub problems: Vec<ProblemView>,
}

pub async fn judge(
    State(app): State<AppState>,
    Extension(client): Extension<ClientAddr>,
    ApiJson(req): ApiJson<PositionRequest>,
) -> Result<Json<PositionAnswer>, ApiError> {
    app.limits.work(client, POSITION_WORK)?;
    Ok(Json(judge_text(req.variant.into(), &req.fen)))
}

/// The verdict of the rules on `text` as a position of `variant`.
pub fn judge_text(variant: Variant, text: &str) -> PositionAnswer {
    let refused = |problems: Vec<Problem>| PositionAnswer {
        variant: variant.into(),
        valid: false,
        fen: None,
        turn: None,
        check: false,
        outcome: None,
        problems: problems.into_iter().map(ProblemView::from).collect(),
    };
    if text.len() > MAX_POSITION_TEXT {
        return refused(vec![Problem::new(
            ProblemKind::Malformed,
            format!("the position text is longer than {MAX_POSITION_TEXT} characters"),
        )]);
    }
    match AnyPosition::from_fen(variant, text) {
        Ok(pos) => PositionAnswer {
            variant: variant.into(),
            valid: true,
            fen: Some(pos.to_fen()),
            turn: Some(pos.turn().into()),
            check: pos.is_check(),
            outcome: pos.outcome().map(OutcomeView::from),
            problems: Vec::new(),
        },
        Err(e) => refused(e.problems()),
    }
}
