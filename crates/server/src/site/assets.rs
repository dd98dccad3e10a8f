//! The browser client (built by build.rs into web/dist), embedded in the
//! binary and served under /assets/: one script per page kind, the chunks
//! they share, and style sheets per page kind (lielow.css only for Lielow
//! boards), each also as brotli and gzip made at build time.

use std::collections::HashMap;
use std::sync::OnceLock;

use axum::extract::Path;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

/// One embedded file, with its compressed copies.
pub struct Asset {
    pub name: &'static str,
    pub content_type: &'static str,
    pub bytes: &'static [u8],
    pub brotli: &'static [u8],
    pub gzip: &'static [u8],
}

pub static ASSETS: &[Asset] = include!(concat!(env!("OUT_DIR"), "/assets.rs"));

/// What a page kind loads: its script, the chunks that script imports, and
/// its style sheets in cascade order (the board's, the site's, the page's),
/// and the message ids its scripts name (the client strings it is sent,
/// `strings.rs`).
#[derive(Debug, Deserialize)]
pub struct PageScript {
    /// The manifest's name of the page script (`game`, `site`).
    #[serde(skip)]
    pub name: String,
    pub script: String,
    pub chunks: Vec<String>,
    pub css: Vec<String>,
    pub strings: Vec<String>,
}

#[derive(Deserialize)]
struct Manifest {
    pages: HashMap<String, PageScript>,
}

/// The script of a page kind; kinds without code of their own get `site`
/// (the language switcher alone).
pub fn page_script(kind: &str) -> &'static PageScript {
    let pages = page_scripts();
    pages
        .get(kind)
        .or_else(|| pages.get("site"))
        .expect("the client build has a `site` page script")
}

/// Every page script of the client build, by its name.
pub fn page_scripts() -> &'static HashMap<String, PageScript> {
    static PAGES: OnceLock<HashMap<String, PageScript>> = OnceLock::new();
    PAGES.get_or_init(|| {
        let text: &str = include!(concat!(env!("OUT_DIR"), "/manifest.rs"));
        let mut pages = serde_json::from_str::<Manifest>(text)
            .expect("the client build writes a valid manifest.json")
            .pages;
        for (name, page) in pages.iter_mut() {
            page.name = name.clone();
        }
        pages
    })
}

/// A short fingerprint of all assets, appended to their URLs so browsers
/// may cache them for long and still see a new build at once.
pub fn fingerprint() -> &'static str {
    static PRINT: OnceLock<String> = OnceLock::new();
    PRINT.get_or_init(|| {
        // FNV-1a: stable, dependency-free, plenty for cache busting.
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for asset in ASSETS {
            for &byte in asset.bytes {
                hash ^= u64::from(byte);
                hash = hash.wrapping_mul(0x0100_0000_01b3);
            }
        }
        format!("{:012x}", hash & 0xffff_ffff_ffff)
    })
}

/// Whether the request's Accept-Encoding lists `coding` with a non-zero weight.
pub fn accepts(headers: &HeaderMap, coding: &str) -> bool {
    headers
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|item| {
            let mut parts = item.split(';');
            let name = parts.next().unwrap_or("").trim();
            let zero = parts.any(|p| {
                p.trim()
                    .strip_prefix("q=")
                    .and_then(|q| q.trim().parse::<f32>().ok())
                    == Some(0.0)
            });
            name.eq_ignore_ascii_case(coding) && !zero
        })
}

/// GET /assets/{name}: brotli when the browser takes it, else gzip, else
/// the file as it is.
pub async fn serve(Path(name): Path<String>, headers: HeaderMap) -> Response {
    answer(&name, &headers, "public, max-age=31536000, immutable")
}

/// The embedded file `name` as the request takes it (brotli, gzip or as it
/// is), with `cache_control`; 404 when there is no such file.
pub fn answer(name: &str, headers: &HeaderMap, cache_control: &'static str) -> Response {
    let Some(asset) = ASSETS.iter().find(|a| a.name == name) else {
        return (StatusCode::NOT_FOUND, "no such asset").into_response();
    };
    encoded(
        headers,
        asset.content_type,
        cache_control,
        [asset.bytes, asset.brotli, asset.gzip],
    )
}

/// A body made once in three codings (`[plain, brotli, gzip]`), answered
/// in the one the request takes, with `Vary: Accept-Encoding`.
pub fn encoded(
    headers: &HeaderMap,
    content_type: &'static str,
    cache_control: &'static str,
    [plain, brotli, gzip]: [&'static [u8]; 3],
) -> Response {
    let (body, coding) = if accepts(headers, "br") {
        (brotli, Some("br"))
    } else if accepts(headers, "gzip") {
        (gzip, Some("gzip"))
    } else {
        (plain, None)
    };
    let mut response = (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, cache_control),
            (header::VARY, "accept-encoding"),
        ],
        body,
    )
        .into_response();
    if let Some(coding) = coding {
        response
            .headers_mut()
            .insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_str(value).unwrap(),
        );
        headers
    }

    #[test]
    fn accept_encoding_is_read_with_its_weights() {
        assert!(accepts(&with("gzip, deflate, br, zstd"), "br"));
        assert!(accepts(&with("gzip;q=1.0, br;q=0.5"), "br"));
        assert!(!accepts(&with("gzip, br;q=0"), "br"));
        assert!(accepts(&with("gzip, br;q=0"), "gzip"));
        assert!(!accepts(&with("identity"), "gzip"));
        assert!(!accepts(&HeaderMap::new(), "br"));
    }

    #[test]
    fn every_page_script_and_chunk_is_embedded_with_its_copies() {
        for kind in [
            "home", "game", "local", "analysis", "editor", "rules", "error",
        ] {
            let page = page_script(kind);
            for file in std::iter::once(&page.script).chain(&page.chunks) {
                let asset = ASSETS.iter().find(|a| a.name == file);
                let asset = asset.unwrap_or_else(|| panic!("{file} of {kind} is not embedded"));
                assert!(!asset.brotli.is_empty() && asset.brotli.len() < asset.bytes.len() + 16);
                assert!(!asset.gzip.is_empty());
            }
        }
    }
}
