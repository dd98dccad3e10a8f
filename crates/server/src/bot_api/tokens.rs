//! API tokens: a named player makes one (on their page, or `POST
//! /api/player/tokens`) for a program to play as them. A token is 256
//! random bits, shown once; only its SHA-256 is kept. Each token is a
//! device of its player with a session of its own, so a request that
//! carries `Authorization: Bearer <token>` is that device ([`bearer`]):
//! every API answers it as it answers the player's browser.

use axum::extract::{Path, Request, State};
use axum::http::header::AUTHORIZATION;
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use rand::rngs::OsRng;
use rand::RngCore;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use ts_rs::TS;

use crate::app::AppState;
use crate::bots::lichess;
use crate::error::{ApiError, ErrorCode};
use crate::ids::Secret;
use crate::players::device_id;
use crate::protocol::{PlayerTag, VariantName};
use crate::session::Session;

/// The most tokens one player keeps at once.
pub const MAX_TOKENS: usize = 10;
/// What every token begins with, so a leaked one is easy to recognise.
const PREFIX: &str = "rgl_";

/// A token made, shown this once.
#[derive(Debug, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct TokenAnswer {
    /// The token itself (`Authorization: Bearer …`).
    pub token: String,
    /// Its public id (the id of its device), to revoke it.
    pub id: String,
    #[ts(type = "number")]
    pub created_at: i64,
}

/// A token as the player's list shows it (never the token itself).
#[derive(Debug, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct TokenView {
    pub id: String,
    #[ts(type = "number")]
    pub created_at: i64,
}

fn digest(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// The token of an `Authorization: Bearer …` header, if there is one.
fn bearer_token(req: &Request) -> Option<&str> {
    let value = req.headers().get(AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.trim().split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
}

/// Middleware (inside the session's): a request carrying a token acts as
/// the token's session; a token that is none is refused (`wrong-token`,
/// 401) before anything else happens.
pub async fn bearer(State(app): State<AppState>, mut req: Request, next: Next) -> Response {
    let Some(token) = bearer_token(&req) else {
        return next.run(req).await;
    };
    let found = if token.starts_with(PREFIX) && token.len() <= 128 {
        app.store.token_session(&digest(token)).await
    } else {
        Ok(None)
    };
    match found {
        Ok(Some(session)) => {
            req.extensions_mut().insert(Session(session));
            next.run(req).await
        }
        Ok(None) => ApiError::refused(ErrorCode::WrongToken, "this is not (or no longer) a token")
            .into_response(),
        Err(e) => ApiError::from(e).into_response(),
    }
}

/// `POST /api/player/tokens`: a new token of this browser's player.
pub async fn create(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
) -> Result<(StatusCode, Json<TokenAnswer>), ApiError> {
    let player = crate::player_api::me(&app, &session).await?;
    if app.store.tokens(&player.name).await?.len() >= MAX_TOKENS {
        return Err(ApiError::refused(
            ErrorCode::Conflict,
            format!("a player keeps at most {MAX_TOKENS} tokens: revoke one first"),
        ));
    }
    let mut secret = [0u8; 32];
    OsRng.fill_bytes(&mut secret);
    let token = format!(
        "{PREFIX}{}",
        secret
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
    );
    let token_session = Secret::random().hex();
    let id = device_id(&token_session);
    let created_at = now();
    app.store
        .create_token(
            &player.name,
            &digest(&token),
            &id,
            &token_session,
            &id,
            created_at,
        )
        .await?;
    tracing::info!(player = %player.name, token = %id, "token made");
    Ok((
        StatusCode::CREATED,
        Json(TokenAnswer {
            token,
            id,
            created_at,
        }),
    ))
}

/// `GET /api/player/tokens`.
pub async fn list(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
) -> Result<Json<Vec<TokenView>>, ApiError> {
    let player = crate::player_api::me(&app, &session).await?;
    let tokens = app.store.tokens(&player.name).await?;
    Ok(Json(
        tokens
            .into_iter()
            .map(|t| TokenView {
                id: t.id,
                created_at: t.created_at,
            })
            .collect(),
    ))
}

/// `DELETE /api/player/tokens/{id}`: the token stops working at once.
pub async fn revoke(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    let player = crate::player_api::me(&app, &session).await?;
    if app.store.revoke_token(&player.name, &id).await? {
        tracing::info!(player = %player.name, token = %id, "token revoked");
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(ApiError::refused(
            ErrorCode::NoDevice,
            "no token of this player has this id",
        ))
    }
}

/// `GET /api/account`: the player, as lichess describes an account.
pub async fn account(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
) -> Result<Json<Value>, ApiError> {
    let player = crate::player_api::me(&app, &session).await?;
    let ratings = app.store.ratings(&player.name).await?;
    let mut perfs = serde_json::Map::new();
    for r in &ratings {
        let Some(variant) = r.variant.parse::<regalia_rules::Variant>().ok() else {
            continue;
        };
        perfs.insert(
            lichess::variant_key(VariantName::from(variant)).to_owned(),
            json!({
                "games": r.games,
                "rating": r.rating.rating.round() as i64,
                "rd": r.rating.deviation.round() as i64,
                "prov": r.rating.provisional(),
            }),
        );
    }
    let tag = PlayerTag {
        name: player.name.clone(),
        rating: String::new(),
        bot: player.bot,
    };
    let user = lichess::user(&tag);
    Ok(Json(json!({
        "id": user["id"],
        "username": player.name,
        "title": user["title"],
        "createdAt": player.created_at * 1000,
        "perfs": perfs,
        "url": format!("/player/{}", player.name),
    })))
}

/// `POST /api/bot/account/upgrade`: this player becomes a bot account,
/// for good; only a player who has played no rated game may.
pub async fn upgrade(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
) -> Result<Json<Value>, ApiError> {
    let player = crate::player_api::me(&app, &session).await?;
    if player.bot {
        return Err(ApiError::refused(
            ErrorCode::Conflict,
            "this player is a bot account already",
        ));
    }
    if !app.store.make_bot(&player.name).await? {
        return Err(ApiError::refused(
            ErrorCode::Conflict,
            "a player who has played rated games cannot become a bot account",
        ));
    }
    tracing::info!(player = %player.name, "bot account");
    Ok(Json(json!({"ok": true})))
}
