//! Sharing games and positions: the game's page with its link preview
//! (`/game/{id}`), its picture (`/game/{id}.png`, the current or final
//! position) and its GIF (`/game/{id}.gif`, a finished game), any
//! position's picture (`/export/{variant}.png?fen=`), and the boards
//! other sites may frame ([`embed`]). Pictures are drawn by
//! [`crate::picture`], off the async workers.

pub mod embed;

use std::time::Instant;

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Extension, Router};
use regalia_rules::Variant;
use serde::Deserialize;

use crate::app::AppState;
use crate::error::{ApiError, ApiQuery, ErrorCode};
use crate::game::actor::Cmd;
use crate::ids::{GameId, Secret};
use crate::limits::ClientAddr;
use crate::picture::{self, Diagram, Film, Look, PNG_SQUARE};
use crate::protocol::{GameView, Side, Status};
use crate::session::Session;
use crate::site::game::{is_plausible_id, online_page, Known};
use crate::site::preview::{game_preview, player_name};
use crate::site::Visitor;

/// The routes of this module (they need the application's state).
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/game/{id}", get(game_address))
        .route("/game/{id}/{seat}", get(seat_address))
        .route("/export/{file}", get(export_png))
        .route("/embed/{id}", get(embed::game_page))
        .route("/embed/analysis/{variant}", get(embed::position_page))
}

/// How a picture is asked to look: `?orientation=black`, `?coords=1`.
#[derive(Debug, Default, Deserialize)]
pub struct LookQuery {
    #[serde(default)]
    orientation: Option<Side>,
    #[serde(default)]
    coords: Option<String>,
    /// The position of `/export/{variant}.png` (the game's start without).
    #[serde(default)]
    fen: Option<String>,
}

impl LookQuery {
    fn look(&self, variant: Variant) -> Look {
        Look {
            flipped: variant != Variant::RacingKings && self.orientation == Some(Side::Black),
            coords: matches!(self.coords.as_deref(), Some("1" | "true" | "yes")),
        }
    }
}

/// The game as anyone may see it (the seats' secrets aside).
pub async fn game_view(app: &AppState, id: &str) -> Result<GameView, ApiError> {
    Ok(game_seen_by(app, id, String::new(), None).await?.0)
}

/// The game as a browser sees it, and whether that browser (its session,
/// or the seat secret of its address) holds one of its seats.
async fn game_seen_by(
    app: &AppState,
    id: &str,
    session: String,
    seat: Option<Secret>,
) -> Result<(GameView, bool), ApiError> {
    let id = GameId::parse(id).ok_or_else(|| ApiError::no_game(id))?;
    let (game, you) = app
        .ask(&id, |reply| Cmd::View {
            session: session.clone(),
            seat,
            reply,
        })
        .await??;
    Ok((game, you.is_some()))
}

/// `/game/{id}/{seat}`: a player's own address of the game.
async fn seat_address(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    v: Visitor,
    Path((id, seat)): Path<(String, String)>,
) -> Response {
    if !is_plausible_id(&id) || !is_plausible_id(&seat) {
        return v.not_found(&v.tr.t("error-no-such-game"));
    }
    // A page the server cannot fill says what went wrong once it loads.
    let seen = match Secret::parse(&seat) {
        Some(secret) => game_seen_by(&app, &id, session, Some(secret)).await.ok(),
        None => None,
    };
    let known = seen.as_ref().map(|(game, you)| Known {
        game,
        you: *you,
        origin: &v.origin,
    });
    let page = online_page(v.tr, &v.path, &id, Some(&seat), known);
    v.page(StatusCode::OK, page)
}

/// `/game/{id}`: the game's page with its link preview; `/game/{id}.png`
/// and `/game/{id}.gif`: its pictures.
async fn game_address(
    State(app): State<AppState>,
    Extension(client): Extension<ClientAddr>,
    Extension(Session(session)): Extension<Session>,
    ApiQuery(query): ApiQuery<LookQuery>,
    v: Visitor,
    Path(id): Path<String>,
) -> Response {
    if let Some(id) = id.strip_suffix(".png") {
        return game_png(&app, client, id, &query).await.into_response();
    }
    if let Some(id) = id.strip_suffix(".gif") {
        return game_gif(&app, client, &v, id).await.into_response();
    }
    if !is_plausible_id(&id) {
        return v.not_found(&v.tr.t("error-no-such-game"));
    }
    let page = match game_seen_by(&app, &id, session, None).await {
        Ok((game, you)) => {
            let known = Known {
                game: &game,
                you,
                origin: &v.origin,
            };
            let mut page = online_page(v.tr, &v.path, &id, None, Some(known));
            page.head = game_preview(v.tr, &v.origin, &game).tags();
            page
        }
        Err(e) if e.code() == ErrorCode::NoGame => {
            return v.not_found(&v.tr.t("error-no-such-game"))
        }
        // The page tells the player itself once it loads.
        Err(_) => online_page(v.tr, &v.path, &id, None, None),
    };
    v.page(StatusCode::OK, page)
}

fn png_answer(bytes: Vec<u8>, cache: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, HeaderValue::from_static("image/png")),
            (header::CACHE_CONTROL, HeaderValue::from_static(cache)),
        ],
        bytes,
    )
        .into_response()
}

/// The game's current (or final) position, its last move marked.
async fn game_png(
    app: &AppState,
    client: ClientAddr,
    id: &str,
    query: &LookQuery,
) -> Result<Response, ApiError> {
    let game = game_view(app, id).await?;
    let variant = Variant::from(game.variant);
    let diagram = Diagram::read(variant, &game.fen)
        .map_err(|e| ApiError::refused(ErrorCode::BadPosition, e.to_string()))?
        .with_last_move(game.last_move.as_deref());
    let look = query.look(variant);
    let bytes = app
        .pictures
        .draw(client.0, move || picture::png(&diagram, PNG_SQUARE, look))
        .await?;
    // A game over stays as it is; one in play changes with each move.
    let cache = if game.status.is_over() {
        "public, max-age=86400"
    } else {
        "no-cache"
    };
    Ok(png_answer(bytes, cache))
}

/// `/export/{variant}.png?fen=…`: any position of a game.
async fn export_png(
    State(app): State<AppState>,
    Extension(client): Extension<ClientAddr>,
    ApiQuery(query): ApiQuery<LookQuery>,
    Path(file): Path<String>,
) -> Result<Response, ApiError> {
    let name = file.strip_suffix(".png").unwrap_or(&file);
    let variant = name
        .parse::<Variant>()
        .ok()
        .filter(|v| v.name() == name && file.ends_with(".png"))
        .ok_or_else(|| {
            ApiError::refused(
                ErrorCode::UnknownVariant,
                format!(
                    "`{}` is not a game's picture: ask for chess.png, kingofthehill.png, racingkings.png or lielow.png",
                    crate::error::quoted(&file)
                ),
            )
        })?;
    let fen = match &query.fen {
        Some(fen) => fen.clone(),
        None => regalia_rules::AnyPosition::start(variant).to_fen(),
    };
    let diagram = Diagram::read(variant, &fen).map_err(|e| {
        ApiError::refused(
            ErrorCode::BadPosition,
            format!("not a position of {}: {e}", variant.title()),
        )
    })?;
    let look = query.look(variant);
    let bytes = app
        .pictures
        .draw(client.0, move || picture::png(&diagram, PNG_SQUARE, look))
        .await?;
    Ok(png_answer(bytes, "public, max-age=86400"))
}

/// What a finished game's GIF shows.
fn film(v: &Visitor, game: &GameView) -> Result<Film, ApiError> {
    let variant = Variant::from(game.variant);
    let bad =
        |e: regalia_rules::PositionError| ApiError::refused(ErrorCode::BadPosition, e.to_string());
    let mut positions = vec![Diagram::read(variant, &game.initial_fen).map_err(bad)?];
    for m in &game.moves {
        positions.push(
            Diagram::read(variant, &m.fen)
                .map_err(bad)?
                .with_last_move(Some(&m.uci)),
        );
    }
    let score = game.outcome.as_ref().map(|o| {
        let (white, black) = match o.winner {
            Some(Side::White) => ("1", "0"),
            Some(Side::Black) => ("0", "1"),
            None => ("½", "½"),
        };
        (white.to_owned(), black.to_owned())
    });
    let label = |side: Side| {
        let player = match side {
            Side::White => &game.players.white,
            Side::Black => &game.players.black,
        };
        let name = player_name(v.tr, player, side);
        match &player.player {
            Some(tag) => format!("{name} ({})", tag.rating),
            None => name,
        }
    };
    Ok(Film {
        variant,
        positions,
        white: label(Side::White),
        black: label(Side::Black),
        score,
    })
}

/// A finished game as an animated GIF, drawn once per language (the
/// names of players without one are words) and kept.
async fn game_gif(
    app: &AppState,
    client: ClientAddr,
    v: &Visitor,
    id: &str,
) -> Result<Response, ApiError> {
    let key = format!("{id}/{}", v.tr.lang.tag());
    let bytes = match app.pictures.kept(&key) {
        Some(bytes) => bytes,
        None => {
            let game = game_view(app, id).await?;
            if game.status != Status::Finished {
                return Err(ApiError::refused(
                    ErrorCode::NotFinished,
                    "only a finished game has a GIF",
                ));
            }
            let film = film(v, &game)?;
            let started = Instant::now();
            let (bytes, made) = app
                .pictures
                .draw(client.0, move || picture::gif(&film))
                .await?;
            tracing::debug!(
                game = %id,
                frames = made.frames,
                bytes = bytes.len(),
                ms = started.elapsed().as_millis() as u64,
                "drew a GIF"
            );
            let bytes = Bytes::from(bytes);
            app.pictures.keep(key, bytes.clone());
            bytes
        }
    };
    Ok((
        [
            (header::CONTENT_TYPE, HeaderValue::from_static("image/gif")),
            (
                header::CACHE_CONTROL,
                HeaderValue::from_static("public, max-age=86400"),
            ),
            // The names of players without one are in the visitor's words.
            (
                header::VARY,
                HeaderValue::from_static("Accept-Language, Cookie"),
            ),
        ],
        bytes,
    )
        .into_response())
}
