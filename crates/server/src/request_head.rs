//! Limits on a request's head, below hyper's own, so that an over-long
//! address or too many header lines are refused by this server — through
//! its layers, with the security headers and a `{code, error}` body — and
//! not by hyper, whose automatic answers (written before any layer runs)
//! are bare: `414` for an address over 65,534 bytes, `431` for a head
//! over its read buffer (about 400 KiB) or over 100 header lines, `400`
//! for a head that does not parse. Those still answer the requests this
//! server's limits cannot see; docs/deploy.md says which.

use axum::extract::Request;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::error::{ApiError, ErrorCode};

/// Longest address (path and query, and an authority when the request
/// names one) answered: what nginx's default buffers take.
pub const MAX_URI_BYTES: usize = 8 * 1024;
/// Most bytes of header lines (names, values and their separators).
pub const MAX_HEADER_BYTES: usize = 32 * 1024;
/// Most header lines.
pub const MAX_HEADERS: usize = 64;

/// Refuses a request whose head passes a limit above; lets any other through.
pub async fn layer(req: Request, next: Next) -> Response {
    match check(&req) {
        Ok(()) => next.run(req).await,
        Err(e) => e.into_response(),
    }
}

fn check(req: &Request) -> Result<(), ApiError> {
    let uri = req.uri();
    let uri_bytes = uri.path_and_query().map_or(0, |p| p.as_str().len())
        + uri.authority().map_or(0, |a| a.as_str().len());
    if uri_bytes > MAX_URI_BYTES {
        return Err(ApiError::refused(
            ErrorCode::UriTooLong,
            format!("the address is {uri_bytes} bytes long; at most {MAX_URI_BYTES} are read"),
        ));
    }
    let headers = req.headers();
    let header_bytes: usize = headers
        .iter()
        .map(|(name, value)| name.as_str().len() + value.len() + 4)
        .sum();
    if headers.len() > MAX_HEADERS || header_bytes > MAX_HEADER_BYTES {
        return Err(ApiError::refused(
            ErrorCode::HeadersTooLarge,
            format!(
                "{} header lines of {header_bytes} bytes; at most {MAX_HEADERS} lines of {MAX_HEADER_BYTES} bytes are read",
                headers.len()
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::Body;

    fn request(path: &str, headers: usize, size: usize) -> Request {
        let mut builder = Request::builder().uri(path);
        for i in 0..headers {
            builder = builder.header(format!("x-h{i}"), "v".repeat(size));
        }
        builder.body(Body::empty()).expect("a request")
    }

    #[test]
    fn heads_within_the_limits_pass_and_others_get_their_own_code() {
        assert!(check(&request("/api/health", 10, 100)).is_ok());
        let long = format!("/{}", "a".repeat(MAX_URI_BYTES));
        let err = check(&request(&long, 0, 0)).expect_err("too long");
        assert_eq!(err.code(), ErrorCode::UriTooLong);
        assert_eq!(err.status().as_u16(), 414);
        let err = check(&request("/", MAX_HEADERS + 1, 1)).expect_err("too many");
        assert_eq!(err.code(), ErrorCode::HeadersTooLarge);
        assert_eq!(err.status().as_u16(), 431);
        assert!(check(&request("/", 8, 5000)).is_err(), "40 KB of headers");
    }
}
