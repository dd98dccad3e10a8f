//! `GET /reports`: the chat reports players made, for whoever runs the
//! site, behind the secret set at start (`REGALIA_REPORTS_SECRET`,
//! docs/deploy.md). The browser asks for it as a password (HTTP Basic;
//! the user name is not read), compared in constant time; without a
//! secret the page does not exist.

use axum::extract::State;
use axum::http::header::{AUTHORIZATION, WWW_AUTHENTICATE};
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use base64::Engine;
use subtle::ConstantTimeEq;

use crate::app::AppState;
use crate::error::{ApiError, ErrorCode};

/// The newest reports the page lists.
const LISTED: i64 = 100;

/// Whether the request's Basic credentials carry `secret` as password.
pub fn authorised(headers: &HeaderMap, secret: &str) -> bool {
    let Some(encoded) = headers
        .get(AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Basic "))
    else {
        return false;
    };
    let Ok(decoded) = base64::engine::general_purpose::STANDARD.decode(encoded.trim()) else {
        return false;
    };
    let password = match decoded.iter().position(|&b| b == b':') {
        Some(colon) => &decoded[colon + 1..],
        None => return false,
    };
    password.ct_eq(secret.as_bytes()).into()
}

pub async fn reports(
    State(hub): State<AppState>,
    headers: HeaderMap,
    uri: Uri,
) -> Result<Response, ApiError> {
    let Some(secret) = hub.config.reports_secret.as_deref() else {
        return Ok(crate::site::unknown_page(&headers, &uri).await);
    };
    if !authorised(&headers, secret) {
        hub.metrics.rejected();
        return Ok((
            StatusCode::UNAUTHORIZED,
            [(
                WWW_AUTHENTICATE,
                r#"Basic realm="Regalia reports", charset="UTF-8""#,
            )],
            ApiError::refused(ErrorCode::WrongKey, "the reports need the site's secret")
                .into_response(),
        )
            .into_response());
    }
    let rows = hub.store.reports(LISTED).await?;
    Ok(crate::site::reports_page(&headers, &uri, &rows))
}

#[cfg(test)]
mod tests {
    use super::authorised;
    use axum::http::HeaderMap;

    fn with(value: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert("authorization", value.parse().expect("header"));
        h
    }

    #[test]
    fn only_the_secret_opens_the_reports() {
        // "op:s3cret-s3cret" and "op:wrong"
        assert!(authorised(
            &with("Basic b3A6czNjcmV0LXMzY3JldA=="),
            "s3cret-s3cret"
        ));
        assert!(!authorised(&with("Basic b3A6d3Jvbmc="), "s3cret-s3cret"));
        assert!(!authorised(&with("Basic not base64!"), "s3cret-s3cret"));
        assert!(!authorised(&with("Bearer s3cret-s3cret"), "s3cret-s3cret"));
        assert!(!authorised(&HeaderMap::new(), "s3cret-s3cret"));
    }
}
