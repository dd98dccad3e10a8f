//! The session cookie: a random 128-bit id given to every browser on its
//! first request. It only remembers which seats and seeks are this
//! browser's; the seat secret is what lets a player play.

use axum::extract::Request;
use axum::http::header::{COOKIE, SET_COOKIE};
use axum::http::HeaderValue;
use axum::middleware::Next;
use axum::response::Response;

use crate::ids::Secret;

pub const COOKIE_NAME: &str = "regalia_session";

/// The requesting browser's session id (32 hex digits).
#[derive(Clone, Debug)]
pub struct Session(pub String);

fn from_cookies(req: &Request) -> Option<String> {
    req.headers()
        .get_all(COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE_NAME)
        .and_then(|(_, value)| Secret::parse(value.trim()))
        .map(|s| s.hex())
}

/// Middleware: puts a [`Session`] in every request, setting the cookie when
/// the browser had none (or a malformed one). Static assets never set it
/// (a shared cache could hand one session to many people); over TLS the
/// cookie is `Secure`.
pub async fn layer(mut req: Request, next: Next) -> Response {
    let (session, fresh) = match from_cookies(&req) {
        Some(s) => (s, false),
        None => (Secret::random().hex(), true),
    };
    let path = req.uri().path();
    let shared = ["/assets/", "/icons/", "/manifest/"]
        .iter()
        .any(|p| path.starts_with(p))
        || path == "/sw.js";
    let secure = req
        .extensions()
        .get::<crate::limits::Secure>()
        .is_some_and(|s| s.0);
    req.extensions_mut().insert(Session(session.clone()));
    let mut response = next.run(req).await;
    if fresh && !shared {
        let secure = if secure { "; Secure" } else { "" };
        let cookie = format!(
            "{COOKIE_NAME}={session}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax{secure}"
        );
        if let Ok(value) = HeaderValue::from_str(&cookie) {
            response.headers_mut().append(SET_COOKIE, value);
        }
    }
    response
}
