//! What the site tells about itself: the statistics of finished games
//! (`GET /api/stats`), the metrics (`GET /metrics`) and `GET /api/health`
//! (docs/api.md).

use std::collections::BTreeMap;
use std::sync::atomic::Ordering::Relaxed;

use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use axum::Json;
use regalia_rules::Variant;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::app::AppState;
use crate::error::ApiError;
use crate::protocol::{EndReason, VariantName};

/// One game's results in `GET /api/stats`.
#[derive(Debug, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct VariantStats {
    pub variant: VariantName,
    #[ts(type = "number")]
    pub games: i64,
    #[ts(type = "number")]
    pub white_wins: i64,
    #[ts(type = "number")]
    pub black_wins: i64,
    #[ts(type = "number")]
    pub draws: i64,
    pub white_pct: f64,
    pub black_pct: f64,
    pub draw_pct: f64,
    /// Finished games by how they ended (reasons with none are left out).
    #[ts(as = "BTreeMap<EndReason, f64>")]
    pub reasons: BTreeMap<EndReason, i64>,
}

impl VariantStats {
    fn empty(variant: Variant) -> VariantStats {
        VariantStats {
            variant: variant.into(),
            games: 0,
            white_wins: 0,
            black_wins: 0,
            draws: 0,
            white_pct: 0.0,
            black_pct: 0.0,
            draw_pct: 0.0,
            reasons: BTreeMap::new(),
        }
    }
}

#[derive(Debug, Serialize, Deserialize, TS)]
pub struct StatsAnswer {
    pub variants: Vec<VariantStats>,
    #[ts(type = "number")]
    pub total: i64,
}

fn pct(part: i64, whole: i64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        (part as f64 * 1000.0 / whole as f64).round() / 10.0
    }
}

pub async fn stats(State(app): State<AppState>) -> Result<Json<StatsAnswer>, ApiError> {
    let rows = app.store.results().await?;
    let mut variants: Vec<VariantStats> =
        Variant::ALL.into_iter().map(VariantStats::empty).collect();
    for row in rows {
        // A row this server cannot read (an unknown game or reason) is left out.
        let Ok(variant) = row.variant.parse::<Variant>() else {
            continue;
        };
        let Some(reason) = EndReason::from_name(&row.reason) else {
            continue;
        };
        let Some(v) = variants
            .iter_mut()
            .find(|v| v.variant == VariantName::from(variant))
        else {
            continue;
        };
        v.games += row.games;
        match row.winner.as_deref() {
            Some("white") => v.white_wins += row.games,
            Some("black") => v.black_wins += row.games,
            _ => v.draws += row.games,
        }
        *v.reasons.entry(reason).or_default() += row.games;
    }
    for v in &mut variants {
        v.white_pct = pct(v.white_wins, v.games);
        v.black_pct = pct(v.black_wins, v.games);
        v.draw_pct = pct(v.draws, v.games);
    }
    let total = variants.iter().map(|v| v.games).sum();
    Ok(Json(StatsAnswer { variants, total }))
}

pub async fn metrics(State(app): State<AppState>) -> impl IntoResponse {
    app.metrics
        .games_live
        .store(app.games.len() as i64, Relaxed);
    app.metrics
        .sockets
        .store(app.limits.sockets.total() as i64, Relaxed);
    (
        [(
            header::CONTENT_TYPE,
            "application/openmetrics-text; version=1.0.0; charset=utf-8",
        )],
        app.metrics.render(&app.limits.refusals()),
    )
}

/// `GET /api/health`.
#[derive(Debug, Serialize, Deserialize, TS)]
pub struct HealthAnswer {
    pub ok: bool,
    pub version: String,
}

pub async fn health() -> Json<HealthAnswer> {
    Json(HealthAnswer {
        ok: true,
        version: env!("CARGO_PKG_VERSION").to_owned(),
    })
}
