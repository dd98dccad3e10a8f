//! The HTTP edge of lichess's Bot API and Board API (docs/api.md, "Bots
//! and boards"), on lichess's paths, so the tools that exist
//! (`lichess-bot`, the `berserk` client) connect an engine, or a
//! person's board, to Regalia:
//!
//! - [`tokens`]: API tokens; a request carrying one is its player; the
//!   bot account upgrade; `GET /api/account`.
//! - [`challenge`]: challenges addressed to a player by name.
//! - [`stream`]: the NDJSON streams: a player's events, one game's.
//! - [`play`]: moves, resignation, aborts, draw offers and chat.
//!
//! What they remember (listeners, open challenges) is `crate::bots`.

pub mod challenge;
pub mod play;
pub mod stream;
pub mod tokens;

use axum::routing::{get, post};
use axum::Router;

use crate::app::{App, AppState};
use crate::error::{ApiError, ErrorCode};
use crate::store::PlayerRow;

/// Which of lichess's two APIs a request speaks: the Bot API is for bot
/// accounts only, the Board API for everyone else (a person's board).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Api {
    Bot,
    Board,
}

impl Api {
    /// The asker's player, when their account fits this API.
    pub async fn check(self, app: &App, session: &str) -> Result<PlayerRow, ApiError> {
        let me = crate::player_api::me(app, session).await?;
        match (self, me.bot) {
            (Api::Bot, false) => Err(ApiError::refused(
                ErrorCode::NotABot,
                "the Bot API is for bot accounts (POST /api/bot/account/upgrade)",
            )),
            (Api::Board, true) => Err(ApiError::refused(
                ErrorCode::BotAccount,
                "bot accounts play through the Bot API",
            )),
            _ => Ok(me),
        }
    }
}

/// Every route of both APIs, the tokens and the challenges.
pub fn router() -> Router<AppState> {
    use axum::routing::delete;
    Router::new()
        .route("/api/player/tokens", get(tokens::list).post(tokens::create))
        .route("/api/player/tokens/{id}", delete(tokens::revoke))
        .route("/api/account", get(tokens::account))
        .route("/api/bot/account/upgrade", post(tokens::upgrade))
        .route("/api/stream/event", get(stream::events))
        .route("/api/challenge/{name}", post(challenge::create))
        .route("/api/challenge/{id}/accept", post(challenge::accept))
        .route(
            "/api/challenge/{id}/decline",
            post(challenge::close_challenge::<false>),
        )
        .route(
            "/api/challenge/{id}/cancel",
            post(challenge::close_challenge::<true>),
        )
        .route(
            "/api/bot/game/stream/{id}",
            get(stream::game_stream::<false>),
        )
        .route("/api/bot/game/{id}/move/{uci}", post(play::bot::make_move))
        .route("/api/bot/game/{id}/resign", post(play::bot::resign))
        .route("/api/bot/game/{id}/abort", post(play::bot::abort))
        .route("/api/bot/game/{id}/draw/{answer}", post(play::bot::draw))
        .route("/api/bot/game/{id}/chat", post(play::bot::chat))
        .route(
            "/api/board/game/stream/{id}",
            get(stream::game_stream::<true>),
        )
        .route(
            "/api/board/game/{id}/move/{uci}",
            post(play::board::make_move),
        )
        .route("/api/board/game/{id}/resign", post(play::board::resign))
        .route("/api/board/game/{id}/abort", post(play::board::abort))
        .route(
            "/api/board/game/{id}/draw/{answer}",
            post(play::board::draw),
        )
        .route("/api/board/game/{id}/chat", post(play::board::chat))
}
