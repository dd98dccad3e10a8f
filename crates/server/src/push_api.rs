//! The push API (docs/api.md, "Notifications", `push/` sends): the key a browser
//! subscribes with, and its subscription kept or dropped for this
//! browser's session.

use axum::extract::State;
use axum::http::StatusCode;
use axum::{Extension, Json};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::app::AppState;
use crate::error::{ApiError, ApiJson, ErrorCode};
use crate::session::Session;
use crate::store::PushSubscriptionRow;

/// The longest endpoint URL kept.
const MAX_ENDPOINT: usize = 1024;
/// A session keeps at most this many browsers' subscriptions (the oldest
/// goes).
const MAX_PER_SESSION: usize = 8;

/// `GET /api/push`: the server's public key (`applicationServerKey`).
#[derive(Debug, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PushKeyAnswer {
    pub public_key: String,
}

/// A browser's push subscription, as `PushSubscription.toJSON()` gives it,
/// with the language its notices are written in.
#[derive(Debug, Serialize, Deserialize, TS)]
pub struct PushSubscribe {
    pub endpoint: String,
    pub keys: PushSubscriptionKeys,
    /// A language tag of the site (`en`, `pt-BR`…); English otherwise.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub lang: Option<String>,
}

#[derive(Debug, Serialize, Deserialize, TS)]
pub struct PushSubscriptionKeys {
    /// The browser's P-256 public key (base64url, 65 bytes uncompressed).
    pub p256dh: String,
    /// The browser's authentication secret (base64url, 16 bytes).
    pub auth: String,
}

/// `DELETE /api/push/subscription`: the endpoint to forget.
#[derive(Debug, Serialize, Deserialize, TS)]
pub struct PushUnsubscribe {
    pub endpoint: String,
}

pub async fn key(State(app): State<AppState>) -> Result<Json<PushKeyAnswer>, ApiError> {
    let public_key = app.push.public_key().await.map_err(|e| {
        tracing::error!(error = %e, "no push keys");
        ApiError::refused(ErrorCode::Storage, "push notices are not available now")
    })?;
    Ok(Json(PushKeyAnswer { public_key }))
}

/// Decodes base64url (with or without padding) to exactly `len` bytes.
fn key_bytes(text: &str, len: usize) -> Option<Vec<u8>> {
    let bytes = URL_SAFE_NO_PAD.decode(text.trim_end_matches('=')).ok()?;
    (bytes.len() == len).then_some(bytes)
}

fn bad(message: &str) -> ApiError {
    ApiError::refused(ErrorCode::BadRequest, message)
}

pub async fn subscribe(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    ApiJson(req): ApiJson<PushSubscribe>,
) -> Result<StatusCode, ApiError> {
    if req.endpoint.len() > MAX_ENDPOINT || !app.push.endpoint_allowed(&req.endpoint) {
        return Err(bad("the push endpoint must be an https URL"));
    }
    let p256dh = key_bytes(&req.keys.p256dh, 65).filter(|k| k[0] == 4);
    if p256dh.is_none() || key_bytes(&req.keys.auth, 16).is_none() {
        return Err(bad(
            "the subscription's keys must be a P-256 public key and a 16-byte secret",
        ));
    }
    let lang = req
        .lang
        .as_deref()
        .and_then(crate::site::i18n::Lang::parse)
        .unwrap_or(crate::site::i18n::Lang::En);
    let kept = app.store.subscriptions(&session).await?;
    let others: Vec<_> = kept.iter().filter(|s| s.endpoint != req.endpoint).collect();
    for old in others
        .iter()
        .take((others.len() + 1).saturating_sub(MAX_PER_SESSION))
    {
        app.store.unsubscribe(&old.endpoint, Some(&session)).await?;
    }
    app.store
        .subscribe(&PushSubscriptionRow {
            endpoint: req.endpoint,
            session,
            p256dh: req.keys.p256dh,
            auth: req.keys.auth,
            lang: lang.tag().to_owned(),
            created_at: app.now().unix,
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

pub async fn unsubscribe(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    ApiJson(req): ApiJson<PushUnsubscribe>,
) -> Result<StatusCode, ApiError> {
    app.store.unsubscribe(&req.endpoint, Some(&session)).await?;
    Ok(StatusCode::NO_CONTENT)
}
