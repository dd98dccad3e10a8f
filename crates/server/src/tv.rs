//! TV (`/tv`, `/tv/{variant}`): the game being played by the
//! highest-rated players of each game, or of all games; any game being
//! played when nobody at one is rated. The page follows it through the
//! spectators' socket and asks again when it ends (web/src/tv.ts).

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::Json;
use regalia_rules::Variant;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::app::AppState;
use crate::error::{ApiError, ApiQuery};
use crate::protocol::VariantName;
use crate::store::LiveGameRow;

/// Games of one variant weighed at most (the newest being played).
const WEIGHED: i64 = 200;

/// `GET /api/tv` and `GET /api/tv/{variant}`.
#[derive(Debug, Serialize, Deserialize, TS)]
pub struct TvAnswer {
    /// The game to show: the best of the variant asked (of all games
    /// for `/api/tv`), none while nobody plays.
    pub game: Option<String>,
    /// The best game of each variant (none where nobody plays).
    pub channels: BTreeMap<VariantName, Option<String>>,
}

#[derive(Debug, Deserialize)]
pub struct TvQuery {
    /// A game not to show again (the one that just ended).
    #[serde(default)]
    after: Option<String>,
}

/// A rating as shown ("1500?") as a number; nobody rated counts 0.
fn rating(shown: &Option<String>) -> f64 {
    shown
        .as_deref()
        .and_then(|s| s.trim_end_matches('?').parse().ok())
        .unwrap_or(0.0)
}

/// The weight of a game on TV: its players' ratings added.
fn weight(row: &LiveGameRow) -> f64 {
    rating(&row.white_rating) + rating(&row.black_rating)
}

/// The best game among `rows` (newest first; the newest wins a tie), and
/// its weight.
fn best<'a>(rows: &'a [LiveGameRow], skip: Option<&str>) -> Option<(&'a LiveGameRow, f64)> {
    let mut chosen: Option<(&LiveGameRow, f64)> = None;
    for row in rows.iter().filter(|r| Some(r.id.as_str()) != skip) {
        let w = weight(row);
        if chosen.is_none_or(|(_, best)| w > best) {
            chosen = Some((row, w));
        }
    }
    chosen
}

async fn answer(
    app: &AppState,
    only: Option<Variant>,
    after: Option<&str>,
) -> Result<TvAnswer, ApiError> {
    let mut channels = BTreeMap::new();
    let mut overall: Option<(String, f64)> = None;
    for variant in Variant::ALL {
        let rows = app.store.live_games(variant.name(), WEIGHED).await?;
        let chosen = best(&rows, after);
        channels.insert(
            VariantName::from(variant),
            chosen.map(|(r, _)| r.id.clone()),
        );
        if only.is_none_or(|v| v == variant) {
            if let Some((row, w)) = chosen {
                if overall.as_ref().is_none_or(|(_, best)| w > *best) {
                    overall = Some((row.id.clone(), w));
                }
            }
        }
    }
    Ok(TvAnswer {
        game: overall.map(|(id, _)| id),
        channels,
    })
}

pub async fn all(
    State(app): State<AppState>,
    ApiQuery(q): ApiQuery<TvQuery>,
) -> Result<Json<TvAnswer>, ApiError> {
    Ok(Json(answer(&app, None, q.after.as_deref()).await?))
}

pub async fn one(
    State(app): State<AppState>,
    Path(name): Path<String>,
    ApiQuery(q): ApiQuery<TvQuery>,
) -> Result<Json<TvAnswer>, ApiError> {
    let variant = ApiError::variant_named(&name)?;
    Ok(Json(answer(&app, Some(variant), q.after.as_deref()).await?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(id: &str, white: Option<&str>, black: Option<&str>) -> LiveGameRow {
        LiveGameRow {
            id: id.into(),
            variant: "kingofthehill".into(),
            white_rating: white.map(Into::into),
            black_rating: black.map(Into::into),
            created_at: 0,
        }
    }

    #[test]
    fn the_highest_rated_pair_is_shown_and_any_game_when_nobody_is_rated() {
        let rows = [
            row("newest", None, None),
            row("strong", Some("1900"), Some("1850?")),
            row("weak", Some("1500?"), Some("1500?")),
        ];
        assert_eq!(
            best(&rows, None).map(|(r, _)| r.id.as_str()),
            Some("strong")
        );
        assert_eq!(
            best(&rows, Some("strong")).map(|(r, _)| r.id.as_str()),
            Some("weak")
        );
        let unrated = [row("newest", None, None), row("older", None, None)];
        assert_eq!(
            best(&unrated, None).map(|(r, _)| r.id.as_str()),
            Some("newest")
        );
        assert!(best(&[], None).is_none());
    }
}
