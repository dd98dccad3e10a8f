//! The site: server-rendered, translated HTML pages and the embedded browser
//! client. Pages are shells the client brings to life; everything a page
//! needs to say is translated here (Fluent), and the strings the client
//! shows are handed to it in the page's JSON block.

mod analysis;
pub mod assets;
mod cards;
mod editor;
mod game;
mod home;
pub mod i18n;
pub mod layout;
pub mod learn;
mod rules;
mod stats;
mod strings;

use axum::extract::{Path, RawQuery};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use regalia_rules::Variant;

use i18n::{negotiate, Tr};
use layout::Page;

/// The site's routes: every HTML page and /assets/*.
pub fn router() -> Router {
    Router::new()
        .route("/", get(home_page))
        .route("/game/{id}", get(watch_page))
        .route("/game/{id}/{seat}", get(seat_page))
        .route("/local/{local_id}", get(local_page))
        .route("/rules", get(rules_index_page))
        .route("/rules/{variant}", get(rules_page))
        .route("/stats", get(stats_page))
        .route("/learn", get(learn_index_page))
        .route("/learn/{variant}", get(lessons_page))
        .route("/puzzles/{variant}", get(puzzles_page))
        .route("/analysis/{variant}", get(analysis_page))
        .route("/editor/{variant}", get(editor_page))
        .route("/assets/{name}", get(assets::serve))
        .fallback(unknown_address)
}

/// Every address nothing else answers: a translated page with the site's
/// frame and a way home; under `/api/` and `/ws/`, the API's JSON error.
async fn unknown_address(
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    uri: axum::http::Uri,
) -> Response {
    let path = uri.path();
    if path.starts_with("/api/") || path.starts_with("/ws/") || path == "/api" {
        return crate::error::ApiError::Refused(
            crate::error::ErrorCode::UnknownAddress,
            format!("nothing is served at `{path}`"),
        )
        .into_response();
    }
    let v = Visitor::from_request(&headers, query.as_deref(), &path_with_query(path, &query));
    v.not_found(&v.tr.t("error-page-not-found"))
}

/// The games in the order the site lists them.
pub const GAMES: [Variant; 4] = [
    Variant::KingOfTheHill,
    Variant::RacingKings,
    Variant::Lielow,
    Variant::Chess,
];

/// Language of a request, and whether `?lang=` asked to remember it.
struct Visitor {
    tr: Tr,
    remember: bool,
    path: String,
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
        }
    }

    fn page(&self, status: StatusCode, page: Page) -> Response {
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

    fn not_found(&self, what: &str) -> Response {
        let tr = self.tr;
        let main = format!(
            r#"<section class="panel narrow"><h1>{title}</h1><p>{text}</p><p><a class="button" href="/">{home}</a></p></section>"#,
            title = layout::esc(&tr.t("error-not-found-title")),
            text = layout::esc(what),
            home = layout::esc(&tr.t("error-back-home")),
        );
        self.page(
            StatusCode::NOT_FOUND,
            Page::new("error", tr.t("error-not-found-title"), main, &self.path),
        )
    }
}

fn path_with_query(path: &str, query: &Option<String>) -> String {
    match query {
        Some(q) if !q.is_empty() => format!("{path}?{q}"),
        _ => path.to_string(),
    }
}

async fn home_page(headers: HeaderMap, RawQuery(query): RawQuery) -> Response {
    let v = Visitor::from_request(&headers, query.as_deref(), &path_with_query("/", &query));
    v.page(StatusCode::OK, home::page(v.tr, &v.path))
}

async fn watch_page(
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    Path(id): Path<String>,
) -> Response {
    let path = format!("/game/{id}");
    let v = Visitor::from_request(&headers, query.as_deref(), &path);
    if !game::is_plausible_id(&id) {
        return v.not_found(&v.tr.t("error-no-such-game"));
    }
    v.page(StatusCode::OK, game::online_page(v.tr, &path, &id, None))
}

async fn seat_page(
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    Path((id, seat)): Path<(String, String)>,
) -> Response {
    let path = format!("/game/{id}/{seat}");
    let v = Visitor::from_request(&headers, query.as_deref(), &path);
    if !game::is_plausible_id(&id) || !game::is_plausible_id(&seat) {
        return v.not_found(&v.tr.t("error-no-such-game"));
    }
    v.page(
        StatusCode::OK,
        game::online_page(v.tr, &path, &id, Some(&seat)),
    )
}

async fn local_page(
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    Path(local_id): Path<String>,
) -> Response {
    let path = format!("/local/{local_id}");
    let v = Visitor::from_request(&headers, query.as_deref(), &path);
    if !game::is_plausible_id(&local_id) {
        return v.not_found(&v.tr.t("error-no-such-game"));
    }
    v.page(StatusCode::OK, game::local_page(v.tr, &path, &local_id))
}

async fn rules_index_page(headers: HeaderMap, RawQuery(query): RawQuery) -> Response {
    let v = Visitor::from_request(&headers, query.as_deref(), "/rules");
    v.page(StatusCode::OK, rules::index_page(v.tr, "/rules"))
}

async fn rules_page(
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    Path(name): Path<String>,
) -> Response {
    let path = format!("/rules/{name}");
    let v = Visitor::from_request(&headers, query.as_deref(), &path);
    match name.parse::<Variant>() {
        Ok(variant) if variant.name() == name => {
            v.page(StatusCode::OK, rules::guide_page(v.tr, &path, variant))
        }
        _ => v.not_found(&v.tr.t("error-no-such-game")),
    }
}

async fn stats_page(headers: HeaderMap, RawQuery(query): RawQuery) -> Response {
    let v = Visitor::from_request(&headers, query.as_deref(), "/stats");
    v.page(StatusCode::OK, stats::page(v.tr, "/stats"))
}

async fn learn_index_page(headers: HeaderMap, RawQuery(query): RawQuery) -> Response {
    let v = Visitor::from_request(&headers, query.as_deref(), "/learn");
    v.page(StatusCode::OK, learn::index_page(v.tr, "/learn"))
}

/// A game named in a learning URL, if it has lessons and puzzles.
fn learn_game(name: &str) -> Option<Variant> {
    learn::LEARN_GAMES.into_iter().find(|v| v.name() == name)
}

async fn lessons_page(
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    Path(name): Path<String>,
) -> Response {
    let path = format!("/learn/{name}");
    let v = Visitor::from_request(&headers, query.as_deref(), &path);
    match learn_game(&name) {
        Some(variant) => v.page(StatusCode::OK, learn::lessons_page(v.tr, &path, variant)),
        None => v.not_found(&v.tr.t("learn-no-such-game")),
    }
}

async fn puzzles_page(
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    Path(name): Path<String>,
) -> Response {
    let path = format!("/puzzles/{name}");
    let v = Visitor::from_request(&headers, query.as_deref(), &path);
    match learn_game(&name) {
        Some(variant) => v.page(StatusCode::OK, learn::puzzles_page(v.tr, &path, variant)),
        None => v.not_found(&v.tr.t("learn-no-such-game")),
    }
}

async fn analysis_page(
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    Path(name): Path<String>,
) -> Response {
    let path = path_with_query(&format!("/analysis/{name}"), &query);
    let v = Visitor::from_request(&headers, query.as_deref(), &path);
    match name.parse::<Variant>() {
        Ok(variant) if variant.name() == name => {
            v.page(StatusCode::OK, analysis::page(v.tr, &path, variant))
        }
        _ => v.not_found(&v.tr.t("error-no-such-game")),
    }
}

async fn editor_page(
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    Path(name): Path<String>,
) -> Response {
    let path = path_with_query(&format!("/editor/{name}"), &query);
    let v = Visitor::from_request(&headers, query.as_deref(), &path);
    match name.parse::<Variant>() {
        Ok(variant) if variant.name() == name => {
            v.page(StatusCode::OK, editor::page(v.tr, &path, variant))
        }
        _ => v.not_found(&v.tr.t("error-no-such-game")),
    }
}

#[cfg(test)]
mod locale_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod words_tests;
