//! `GET /api/explorer/{variant}?fen=…`: the moves played on this site
//! from a position, with their games' results (docs/api.md), as
//! [`crate::explorer`] counted them.

use axum::extract::{Path, State};
use axum::{Extension, Json};
use regalia_rules::AnyPosition;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::app::AppState;
use crate::error::{ApiError, ApiQuery, ErrorCode};
use crate::limits::ClientAddr;
use crate::position_api::MAX_POSITION_TEXT;
use crate::protocol::VariantName;
use crate::store::ExplorerMoveRow;

/// What one lookup counts against the address's budget of work, in
/// plies: reading the position, its legal moves and one index lookup.
pub const EXPLORER_WORK: usize = 20;

#[derive(Debug, Deserialize)]
pub struct ExplorerQuery {
    /// The position (the game's standard start without).
    #[serde(default)]
    fen: Option<String>,
}

/// One move played from the position.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ExplorerMove {
    pub uci: String,
    /// SAN for the chess games, Lielow's own notation for Lielow.
    pub san: String,
    /// Games that played it, and how they ended.
    #[ts(type = "number")]
    pub games: i64,
    #[ts(type = "number")]
    pub white: i64,
    #[ts(type = "number")]
    pub draws: i64,
    #[ts(type = "number")]
    pub black: i64,
    /// The players' mean rating over the rated games among them (none
    /// when none was rated).
    pub average_rating: Option<u32>,
}

/// `GET /api/explorer/{variant}`.
#[derive(Debug, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ExplorerAnswer {
    pub variant: VariantName,
    /// The position as the rules write it.
    pub fen: String,
    /// The games counted from this position on (the moves' games added).
    #[ts(type = "number")]
    pub games: i64,
    #[ts(type = "number")]
    pub white: i64,
    #[ts(type = "number")]
    pub draws: i64,
    #[ts(type = "number")]
    pub black: i64,
    /// The moves, the most played first.
    pub moves: Vec<ExplorerMove>,
    /// How many plies of each game are counted.
    pub max_plies: u32,
}

/// The position asked about, or the refusal saying what is wrong.
fn position(name: &str, fen: Option<&str>) -> Result<AnyPosition, ApiError> {
    let variant = ApiError::variant_named(name)?;
    let Some(fen) = fen else {
        return Ok(AnyPosition::start(variant));
    };
    if fen.len() > MAX_POSITION_TEXT {
        return Err(ApiError::refused(
            ErrorCode::BadPosition,
            format!("the position text is longer than {MAX_POSITION_TEXT} characters"),
        ));
    }
    AnyPosition::from_fen(variant, fen).map_err(|e| {
        ApiError::refused(
            ErrorCode::BadPosition,
            format!("not a position of {}: {e}", variant.title()),
        )
    })
}

/// The answer for `pos` from the rows stored under its key: only moves
/// legal in it (two positions sharing a key, which a 64-bit key makes
/// all but impossible, could not show each other's moves), the most
/// played first.
pub fn answer(pos: &AnyPosition, rows: Vec<ExplorerMoveRow>) -> ExplorerAnswer {
    let legal = pos.legal_moves();
    let mut moves: Vec<ExplorerMove> = rows
        .into_iter()
        .filter_map(|row| {
            let played = legal.iter().find(|m| m.uci == row.uci)?;
            Some(ExplorerMove {
                uci: row.uci,
                san: played.display.clone(),
                games: row.white + row.draws + row.black,
                white: row.white,
                draws: row.draws,
                black: row.black,
                average_rating: (row.rated > 0)
                    .then(|| u32::try_from(row.rating_sum / row.rated).unwrap_or(0)),
            })
        })
        .filter(|m| m.games > 0)
        .collect();
    moves.sort_by(|a, b| b.games.cmp(&a.games).then_with(|| a.san.cmp(&b.san)));
    let sum = |f: fn(&ExplorerMove) -> i64| moves.iter().map(f).sum::<i64>();
    ExplorerAnswer {
        variant: pos.variant().into(),
        fen: pos.to_fen(),
        games: sum(|m| m.games),
        white: sum(|m| m.white),
        draws: sum(|m| m.draws),
        black: sum(|m| m.black),
        max_plies: crate::explorer::MAX_PLIES as u32,
        moves,
    }
}

pub async fn lookup(
    State(app): State<AppState>,
    Extension(client): Extension<ClientAddr>,
    Path(variant): Path<String>,
    ApiQuery(query): ApiQuery<ExplorerQuery>,
) -> Result<Json<ExplorerAnswer>, ApiError> {
    app.limits.work(client, EXPLORER_WORK)?;
    let pos = position(&variant, query.fen.as_deref())?;
    let started = std::time::Instant::now();
    let rows = app
        .store
        .explorer_moves(crate::explorer::position_key(&pos))
        .await?;
    tracing::debug!(elapsed = ?started.elapsed(), moves = rows.len(), "explorer lookup");
    Ok(Json(answer(&pos, rows)))
}

#[cfg(test)]
mod tests {
    use regalia_rules::{AnyPosition, Variant};

    use crate::store::ExplorerMoveRow;

    #[test]
    fn the_answer_keeps_legal_moves_only_the_most_played_first() {
        let start = AnyPosition::start(Variant::Chess);
        let row = |uci: &str, white, draws, black, rated, rating_sum| ExplorerMoveRow {
            uci: uci.into(),
            white,
            draws,
            black,
            rated,
            rating_sum,
        };
        let answer = super::answer(
            &start,
            vec![
                row("d2d4", 1, 0, 0, 0, 0),
                row("e2e4", 2, 1, 1, 2, 3100),
                // Not a move here: left out.
                row("e7e5", 5, 5, 5, 0, 0),
            ],
        );
        let sans: Vec<&str> = answer.moves.iter().map(|m| m.san.as_str()).collect();
        assert_eq!(sans, ["e4", "d4"]);
        assert_eq!(answer.moves[0].games, 4);
        assert_eq!(answer.moves[0].average_rating, Some(1550));
        assert_eq!(answer.moves[1].average_rating, None);
        assert_eq!(
            (answer.games, answer.white, answer.draws, answer.black),
            (5, 3, 1, 1)
        );
    }
}
