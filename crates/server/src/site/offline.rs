//! The site installed and offline: the web app manifest (per language),
//! its icons (drawn from one crown, as the page's favicon) and the service
//! worker's script (web/src/service-worker.ts, built into the assets); the
//! page it shows offline is `offline_page.rs`.

use std::sync::OnceLock;

use axum::extract::Path;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use resvg::tiny_skia::{Pixmap, Transform};
use serde_json::json;

use super::i18n::{Lang, Tr, LANGUAGES};
use super::{assets, strings};

/// The colour of the site's header, the installed app's title bar.
pub const THEME_COLOR: &str = "#1f2430";
/// The page's background, the installed app's splash screen.
const BACKGROUND_COLOR: &str = "#f5f0e6";
/// The crown of the favicon, in a 16-unit square.
const CROWN: &str = "M2 13h12l1-9-4 3-3-5-3 5-4-3z";
const CROWN_GOLD: &str = "#c08a1e";

/// The service worker's address for a page in `lang`: it changes with any
/// asset and with the language's strings, so a new build (or new words)
/// installs a new worker that keeps the new files.
pub fn service_worker_url(lang: Lang) -> String {
    format!(
        "/sw.js?v={}-{}",
        assets::fingerprint(),
        strings::language_hash(lang)
    )
}

/// GET /sw.js: the service worker, at the site's root so that its scope is
/// the whole site; never cached by HTTP (the browser checks it for a new
/// version on each visit).
pub async fn service_worker(headers: HeaderMap) -> Response {
    assets::answer("sw.js", &headers, "no-cache")
}

/// An icon of the manifest: file name, side in pixels, and whether it is
/// "maskable" (the crown inside the safe circle of a full square, for the
/// launchers that cut their own shape).
const ICONS: [(&str, u32, bool); 5] = [
    ("192.png", 192, false),
    ("512.png", 512, false),
    ("maskable-192.png", 192, true),
    ("maskable-512.png", 512, true),
    ("apple-touch-icon.png", 180, true),
];

/// The icon's picture: the favicon's gold crown on the header's colour.
fn icon_svg(full_square: bool) -> String {
    // A rounded tile for the "any" icons; a full square whose crown stays
    // inside the central 80 % circle for the maskable ones.
    let (corner, scale) = if full_square {
        (0.0, 0.55)
    } else {
        (3.0, 0.75)
    };
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="{corner}" fill="{THEME_COLOR}"/><g transform="translate(8 8) scale({scale}) translate(-8 -7.5)"><path d="{CROWN}" fill="{CROWN_GOLD}"/><rect x="2" y="14" width="12" height="1.2" fill="{CROWN_GOLD}"/></g></svg>"#
    )
}

fn draw_icon(side: u32, full_square: bool) -> Vec<u8> {
    let tree = resvg::usvg::Tree::from_str(&icon_svg(full_square), &Default::default())
        .expect("the icon's own SVG reads");
    let mut pixmap = Pixmap::new(side, side).expect("an icon of some pixels");
    let scale = side as f32 / 16.0;
    resvg::render(
        &tree,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap.encode_png().expect("a picture in memory encodes")
}

/// GET /icons/{file}: the manifest's icons, drawn once.
pub async fn icon(Path(file): Path<String>) -> Response {
    static DRAWN: [OnceLock<Vec<u8>>; ICONS.len()] = [const { OnceLock::new() }; ICONS.len()];
    let Some(i) = ICONS.iter().position(|(name, _, _)| *name == file) else {
        return (StatusCode::NOT_FOUND, "no such icon").into_response();
    };
    let (_, side, full) = ICONS[i];
    let png = DRAWN[i].get_or_init(|| draw_icon(side, full));
    (
        [
            (header::CONTENT_TYPE, "image/png"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        png.clone(),
    )
        .into_response()
}

/// The web app manifest in a language: what a phone shows when the site
/// is installed (name, description, icons, colours) and how it opens
/// (at home, standalone: without the browser's bars).
pub fn manifest_json(lang: Lang) -> serde_json::Value {
    let tr = Tr::new(lang);
    let icons: Vec<_> = ICONS
        .iter()
        .filter(|(name, _, _)| *name != "apple-touch-icon.png")
        .map(|&(name, side, maskable)| {
            json!({
                "src": format!("/icons/{name}"),
                "sizes": format!("{side}x{side}"),
                "type": "image/png",
                "purpose": if maskable { "maskable" } else { "any" },
            })
        })
        .collect();
    json!({
        "id": "/",
        "name": "Regalia",
        "short_name": "Regalia",
        "description": tr.t("site-description"),
        "lang": lang.tag(),
        "dir": "ltr",
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "background_color": BACKGROUND_COLOR,
        "theme_color": THEME_COLOR,
        "categories": ["games"],
        "icons": icons,
    })
}

/// GET /manifest/{lang}.webmanifest (each page names its language's).
pub async fn manifest(Path(file): Path<String>) -> Response {
    let lang = file
        .strip_suffix(".webmanifest")
        .and_then(|tag| LANGUAGES.iter().find(|l| l.tag() == tag));
    let Some(&lang) = lang else {
        return (StatusCode::NOT_FOUND, "no such manifest").into_response();
    };
    (
        [
            (header::CONTENT_TYPE, "application/manifest+json"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        manifest_json(lang).to_string(),
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_manifest_names_the_app_its_icons_and_a_standalone_start() {
        for &lang in LANGUAGES {
            let manifest = manifest_json(lang);
            assert_eq!(manifest["display"], "standalone");
            assert_eq!(manifest["start_url"], "/");
            assert_eq!(manifest["lang"], lang.tag());
            assert!(!manifest["description"].as_str().unwrap_or("").is_empty());
            let sizes: Vec<&str> = manifest["icons"]
                .as_array()
                .expect("icons")
                .iter()
                .filter(|i| i["purpose"] == "any")
                .filter_map(|i| i["sizes"].as_str())
                .collect();
            assert_eq!(sizes, ["192x192", "512x512"]);
        }
    }

    #[test]
    fn icons_are_pngs_of_their_size() {
        for (_, side, full) in ICONS {
            let png = draw_icon(side, full);
            assert_eq!(&png[1..4], b"PNG");
            // The IHDR chunk: width and height, big-endian, at bytes 16..24.
            assert_eq!(
                u32::from_be_bytes([png[16], png[17], png[18], png[19]]),
                side
            );
            assert_eq!(
                u32::from_be_bytes([png[20], png[21], png[22], png[23]]),
                side
            );
        }
    }
}
