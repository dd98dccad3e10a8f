//! The site: server-rendered, translated HTML pages and the embedded browser
//! client. Pages are shells the client brings to life; everything a page
//! needs to say is translated here (Fluent), and the strings the client
//! shows are handed to it in the page's JSON block.

mod analysis;
mod arenas;
pub mod assets;
mod cards;
mod editor;
pub(crate) mod game;
mod home;
pub mod i18n;
pub mod layout;
pub mod learn;
pub mod lessons;
pub mod offline;
mod offline_page;
mod players;
pub mod preview;
mod reports;
mod rules;
pub(crate) mod scaffold;
mod stats;
mod strings;
mod tv;

use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use regalia_rules::Variant;

use i18n::{negotiate, Tr};
use layout::Page;

/// The site's routes: every HTML page and /assets/*.
pub fn router() -> Router {
    let mut router = Router::new()
        .route("/local/{local_id}", get(local_page))
        .route("/@/{name}", get(profile_page))
        .route("/tournament/{id}", get(arena_page))
        .route("/assets/{name}", get(assets::serve))
        .route("/assets/strings/{lang}/{file}", get(strings_script))
        .route("/sw.js", get(offline::service_worker))
        .route("/manifest/{file}", get(offline::manifest))
        .route("/icons/{file}", get(offline::icon))
        .fallback(unknown_address);
    for (path, page) in PAGES {
        router = router.route(
            path,
            get(move |v: Visitor| async move { v.page(StatusCode::OK, page(v.tr, &v.path)) }),
        );
    }
    for (section, learning, page) in GAME_PAGES {
        router = router.route(
            &format!("/{section}/{{variant}}"),
            get(move |v: Visitor, Path(name): Path<String>| async move {
                game_page(&v, &name, learning, page, section == "analysis")
            }),
        );
    }
    router
}

/// A page that depends on nothing but the visitor's language.
type LanguagePage = fn(Tr, &str) -> Page;

/// A page about one game.
type GamePage = fn(Tr, &str, Variant) -> Page;

/// The pages that depend on nothing but the visitor's language, by path.
const PAGES: [(&str, LanguagePage); 10] = [
    ("/", home::page),
    ("/rules", rules::index_page),
    ("/stats", stats::page),
    ("/learn", learn::index_page),
    ("/player", players::player_page),
    ("/player/key", players::player_page),
    ("/leaderboard", players::leaderboard_page),
    ("/tournaments", arenas::list_page),
    ("/offline", offline_page::page),
    ("/tv", tv::page),
];

/// The pages about one game, at `/{section}/{variant}`: the section,
/// whether only the games with lessons and puzzles have it, and the page.
const GAME_PAGES: [(&str, bool, GamePage); 6] = [
    ("rules", false, rules::guide_page),
    ("learn", true, learn::lessons_page),
    ("puzzles", true, learn::puzzles_page),
    ("analysis", false, analysis::page),
    ("editor", false, editor::page),
    ("tv", false, tv::variant_page),
];

/// The page `page` of the game a URL names, or a page saying there is
/// no such game; with a link preview of the position `?fen=` names when
/// `previewed` and the position is one of the game.
fn game_page(v: &Visitor, name: &str, learning: bool, page: GamePage, previewed: bool) -> Response {
    let (game, no_such_game) = if learning {
        let game = learn::LEARN_GAMES.into_iter().find(|g| g.name() == name);
        (game, "learn-no-such-game")
    } else {
        let game = name.parse::<Variant>().ok().filter(|g| g.name() == name);
        (game, "error-no-such-game")
    };
    let Some(variant) = game else {
        return v.not_found(&v.tr.t(no_such_game));
    };
    let mut shown = page(v.tr, &v.path, variant);
    let fen = v.query_value("fen").filter(|_| previewed);
    if let Some(fen) = fen.filter(|f| regalia_rules::AnyPosition::from_fen(variant, f).is_ok()) {
        shown.head = preview::position_preview(v.tr, &v.origin, variant, &fen).tags();
    }
    v.page(StatusCode::OK, shown)
}

/// The longest address a "not found" page links back to.
const MAX_ECHOED_PATH: usize = 256;

/// Every address nothing else answers: a translated page with the site's
/// frame and a way home; under `/api/` and `/ws/`, the API's JSON error.
async fn unknown_address(v: Visitor) -> Response {
    let path = v.path.as_str();
    if path.starts_with("/api/") || path.starts_with("/ws/") || path == "/api" {
        return crate::error::ApiError::Refused(
            crate::error::ErrorCode::UnknownAddress,
            format!("nothing is served at `{}`", crate::error::quoted(path)),
        )
        .into_response();
    }
    v.not_found(&v.tr.t("error-page-not-found"))
}

/// The games in the order the site lists them.
pub const GAMES: [Variant; 4] = [
    Variant::KingOfTheHill,
    Variant::RacingKings,
    Variant::Lielow,
    Variant::Chess,
];

/// The site's public URL (`--public-url`), when it is known: the origin
/// of the absolute addresses link previews name.
#[derive(Clone, Debug, Default)]
pub struct SiteUrl(pub Option<String>);

/// Language of a request, whether `?lang=` asked to remember it, the path
/// asked for (the language switcher's links lead back to it), its query,
/// and the site's origin as this visitor reaches it.
pub(crate) struct Visitor {
    pub tr: Tr,
    remember: bool,
    pub path: String,
    query: Option<String>,
    /// `https://host[:port]`: the public URL's, or else the request's Host.
    pub origin: String,
}

impl<S: Send + Sync> FromRequestParts<S> for Visitor {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Visitor, Self::Rejection> {
        let mut v = Visitor::from_request(&parts.headers, parts.uri.query(), parts.uri.path());
        let site = parts.extensions.get::<SiteUrl>().and_then(|u| u.0.clone());
        let secure = parts
            .extensions
            .get::<crate::limits::Secure>()
            .is_some_and(|s| s.0);
        v.origin = origin_of(site.as_deref(), &parts.headers, secure);
        Ok(v)
    }
}

/// The site's origin: the public URL's (without a trailing `/`), or the
/// request's Host with the scheme it came by; empty when neither is known.
fn origin_of(site: Option<&str>, headers: &HeaderMap, secure: bool) -> String {
    if let Some(url) = site {
        return url.trim_end_matches('/').to_owned();
    }
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .filter(|h| {
            !h.is_empty()
                && h.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b".-:[]".contains(&b))
        });
    match host {
        Some(host) => format!("{}://{host}", if secure { "https" } else { "http" }),
        None => String::new(),
    }
}

impl Visitor {
    fn from_request(headers: &HeaderMap, query: Option<&str>, path: &str) -> Visitor {
        let query_lang = query.and_then(|q| {
            q.split('&')
                .find_map(|pair| pair.strip_prefix("lang=").map(str::to_string))
        });
        let cookie_lang = headers
            .get_all(header::COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(';'))
            .find_map(|c| c.trim().strip_prefix("lang=").map(str::to_string));
        let accept = headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok());
        let lang = negotiate(query_lang.as_deref(), cookie_lang.as_deref(), accept);
        let remember = query_lang.as_deref().and_then(i18n::Lang::parse).is_some();
        Visitor {
            tr: Tr::new(lang),
            remember,
            path: path.to_string(),
            query: query.map(str::to_owned),
            origin: String::new(),
        }
    }

    /// A value of the query, percent-decoded.
    pub fn query_value(&self, name: &str) -> Option<String> {
        let uri: axum::http::Uri = format!("/?{}", self.query.as_deref()?).parse().ok()?;
        let axum::extract::Query(pairs) =
            axum::extract::Query::<Vec<(String, String)>>::try_from_uri(&uri).ok()?;
        pairs.into_iter().find(|(k, _)| k == name).map(|(_, v)| v)
    }

    pub fn page(&self, status: StatusCode, page: Page) -> Response {
        let html = layout::render(self.tr, page);
        let mut response = (
            status,
            [
                (header::CONTENT_TYPE, "text/html; charset=utf-8"),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            html,
        )
            .into_response();
        response.headers_mut().insert(
            header::VARY,
            HeaderValue::from_static("Accept-Language, Cookie"),
        );
        if self.remember {
            let cookie = format!(
                "lang={}; Path=/; Max-Age=31536000; SameSite=Lax",
                self.tr.lang.tag()
            );
            if let Ok(value) = HeaderValue::from_str(&cookie) {
                response.headers_mut().append(header::SET_COOKIE, value);
            }
        }
        response
    }

    pub fn not_found(&self, what: &str) -> Response {
        let tr = self.tr;
        let main = format!(
            r#"<section class="panel narrow"><h1>[[error-not-found-title]]</h1><p>{text}</p><p><a class="button" href="/">[[error-back-home]]</a></p></section>"#,
            text = layout::esc(what),
        );
        // The language switcher leads back to the address asked for, unless
        // it is too long to be one of the site's (then home).
        let back = if self.path.len() > MAX_ECHOED_PATH {
            "/"
        } else {
            self.path.as_str()
        };
        self.page(
            StatusCode::NOT_FOUND,
            Page::new("error", tr.t("error-not-found-title"), main, back),
        )
    }
}

async fn profile_page(v: Visitor, Path(name): Path<String>) -> Response {
    if name.is_empty()
        || name.len() > 20
        || !name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
    {
        return v.not_found(&v.tr.t("error-code-no-player"));
    }
    v.page(StatusCode::OK, players::profile_page(v.tr, &v.path, &name))
}

async fn arena_page(v: Visitor, Path(id): Path<String>) -> Response {
    if !game::is_plausible_id(&id) {
        return v.not_found(&v.tr.t("arena-not-found"));
    }
    v.page(StatusCode::OK, arenas::arena_page(v.tr, &v.path, &id))
}

async fn local_page(v: Visitor, Path(local_id): Path<String>) -> Response {
    if !game::is_plausible_id(&local_id) {
        return v.not_found(&v.tr.t("error-no-such-game"));
    }
    v.page(StatusCode::OK, game::local_page(v.tr, &v.path, &local_id))
}

/// The translated 404 page, for a handler outside the site's router.
pub async fn unknown_page(headers: &HeaderMap, uri: &axum::http::Uri) -> Response {
    unknown_address(Visitor::from_request(headers, uri.query(), uri.path())).await
}

/// The chat reports page (the caller checked the secret).
pub fn reports_page(
    headers: &HeaderMap,
    uri: &axum::http::Uri,
    rows: &[crate::store::ReportRow],
) -> Response {
    let v = Visitor::from_request(headers, uri.query(), uri.path());
    v.page(StatusCode::OK, reports::page(v.tr, &v.path, rows))
}

/// GET /assets/strings/{lang}/{page}.js: the client strings a page script
/// names, in a language ([`strings::script`]); the page asks for it with
/// the hash of the current strings, so it may be cached for good.
async fn strings_script(Path((tag, file)): Path<(String, String)>, headers: HeaderMap) -> Response {
    let lang = i18n::LANGUAGES.iter().find(|l| l.tag() == tag);
    let script = lang.and_then(|&lang| strings::script(lang, file.strip_suffix(".js")?));
    let Some(script) = script else {
        return (StatusCode::NOT_FOUND, "no such strings").into_response();
    };
    // Compressed once (like the assets), so the compression layer leaves
    // it alone.
    assets::encoded(
        &headers,
        "text/javascript; charset=utf-8",
        "public, max-age=31536000, immutable",
        [script.body.as_bytes(), script.brotli(), script.gzip()],
    )
}

#[cfg(test)]
mod locale_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod words_tests;
