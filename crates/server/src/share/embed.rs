//! Boards other sites may frame: a game (`/embed/{id}`, finished or
//! live, followed through the spectators' socket) and a position
//! (`/embed/analysis/{variant}?fen=`), each a small page with the board,
//! the move list and arrows to step through it (web/src/embed.ts). These
//! are the only pages whose `frame-ancestors` allows any site; every
//! other answer keeps `'none'` ([`frame_policy`]).

use axum::extract::{Path, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use regalia_rules::{AnyPosition, Variant};
use serde_json::{json, Value};

use super::game_view;
use crate::app::AppState;
use crate::error::ErrorCode;
use crate::protocol::Side;
use crate::site::game::is_plausible_id;
use crate::site::layout::Page;
use crate::site::preview::{player_name, result_words};
use crate::site::scaffold::{ANNOUNCER, BOARD_FRAME, BOARD_TEXT, MOVE_NAV, NEEDS_SCRIPT};
use crate::site::Visitor;

/// Every page but the embeds: no framing at all.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; \
object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// The embeds: the same, framed by any site.
const EMBED_POLICY: &str = "default-src 'self'; script-src 'self'; \
style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; \
object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors *";

/// Marks an answer that any site may frame.
#[derive(Clone, Copy, Debug)]
pub struct MayBeFramed;

/// Middleware: the framing policy of every answer. An embed (marked
/// [`MayBeFramed`]) may be framed by any site; everything else by none
/// (`frame-ancestors 'none'` and `X-Frame-Options: DENY`).
pub async fn frame_policy(req: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let asset = req.uri().path().starts_with("/assets/");
    let mut response = next.run(req).await;
    let framed = response.extensions().get::<MayBeFramed>().is_some();
    let headers = response.headers_mut();
    if asset && is_subresource(headers) {
        // A script or style sheet is never a document: a policy on it
        // governs nothing, and on HTTP/1.1 its 300 bytes, sent with each
        // of a page's twenty-odd chunks, weighed more than several chunks.
        return response;
    }
    if framed {
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(EMBED_POLICY),
        );
        headers.remove(header::X_FRAME_OPTIONS);
    } else {
        headers
            .entry(header::CONTENT_SECURITY_POLICY)
            .or_insert(HeaderValue::from_static(CONTENT_SECURITY_POLICY));
        headers
            .entry(header::X_FRAME_OPTIONS)
            .or_insert(HeaderValue::from_static("DENY"));
    }
    response
}

/// Whether an answer is a script or a style sheet (never shown as a
/// document, so a content security policy or a framing rule on it does
/// nothing; SVG pictures, which can be opened as documents, keep theirs).
fn is_subresource(headers: &axum::http::HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|t| t.to_str().ok())
        .is_some_and(|t| t.starts_with("text/javascript") || t.starts_with("text/css"))
}

/// The page of an embed: the board, the players, the moves and a link to
/// the game on the site.
fn embed_page(v: &Visitor, title: String, link: &str, data: Value) -> Response {
    let main = format!(
        r#"{NEEDS_SCRIPT}
<div class="embed" id="embed">
  <div class="embed-player" id="embed-top"><span class="player-color" aria-hidden="true"></span><span class="embed-name"></span></div>
  {BOARD_FRAME}
  <div class="embed-player" id="embed-bottom"><span class="player-color" aria-hidden="true"></span><span class="embed-name"></span></div>
  {BOARD_TEXT}
  <div class="embed-tools">
    {MOVE_NAV}
    <a class="embed-open" href="{link}" target="_blank" rel="noopener">[[embed-open]]</a>
  </div>
  <p class="embed-result" id="embed-result" hidden></p>
  <ol class="move-list embed-moves" id="moves" aria-label="[[game-moves]]"></ol>
  {ANNOUNCER}
</div>"#,
        link = crate::site::layout::esc(link),
    );
    let mut page = Page::new("embed", title, main, &v.path);
    page.bare = true;
    if let Value::Object(map) = data {
        page.data.extend(map);
    }
    let mut response = v.page(StatusCode::OK, page);
    response.extensions_mut().insert(MayBeFramed);
    response
}

/// `/embed/{id}`: a game, finished or live.
pub(crate) async fn game_page(
    State(app): State<AppState>,
    v: Visitor,
    Path(id): Path<String>,
) -> Response {
    if !is_plausible_id(&id) {
        return v.not_found(&v.tr.t("error-no-such-game"));
    }
    let game = match game_view(&app, &id).await {
        Ok(game) => game,
        Err(e) if e.code() == ErrorCode::NoGame => {
            return v.not_found(&v.tr.t("error-no-such-game"))
        }
        Err(e) => return e.into_response(),
    };
    let variant = Variant::from(game.variant);
    let name = v.tr.t(&format!("game-{}", variant.name()));
    let white = player_name(v.tr, &game.players.white, Side::White);
    let black = player_name(v.tr, &game.players.black, Side::Black);
    let title = v.tr.t_args(
        "preview-game-title",
        &[
            ("game", name.into()),
            ("white", white.clone().into()),
            ("black", black.clone().into()),
        ],
    );
    let data = json!({
        "gameId": id,
        "variant": variant.name(),
        "names": { "white": white, "black": black },
        "result": result_words(v.tr, &game),
    });
    embed_page(&v, title, &format!("{}/game/{id}", v.origin), data)
}

/// `/embed/analysis/{variant}?fen=`: a position (the game's start without).
pub(crate) async fn position_page(v: Visitor, Path(name): Path<String>) -> Response {
    let Some(variant) = name.parse::<Variant>().ok().filter(|g| g.name() == name) else {
        return v.not_found(&v.tr.t("error-no-such-game"));
    };
    let fen = v
        .query_value("fen")
        .unwrap_or_else(|| AnyPosition::start(variant).to_fen());
    if AnyPosition::from_fen(variant, &fen).is_err() {
        return v.not_found(&v.tr.t("error-code-bad-position"));
    }
    let game = v.tr.t(&format!("game-{}", variant.name()));
    let title =
        v.tr.t_args("preview-position-title", &[("game", game.into())]);
    let link = format!(
        "{}/analysis/{}?fen={}",
        v.origin,
        variant.name(),
        crate::site::preview::encode(&fen)
    );
    let data = json!({ "variant": variant.name(), "fen": fen });
    embed_page(&v, title, &link, data)
}
