//! Site tests: language negotiation, translations complete in every
//! language, every page answering 200 with the footer.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use tower::ServiceExt;

use super::i18n::{message_ids, Lang, LANGUAGES};
use super::*;

pub(super) async fn get(
    uri: &str,
    headers: &[(&str, &str)],
) -> (StatusCode, axum::http::HeaderMap, String) {
    let mut request = Request::builder().uri(uri);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let response = router()
        .route("/game/{id}/{seat}", axum::routing::get(unfilled_game_page))
        .oneshot(request.body(Body::empty()).expect("a valid request"))
        .await
        .expect("the router always answers");
    let status = response.status();
    let headers = response.headers().clone();
    let body = response
        .into_body()
        .collect()
        .await
        .expect("a readable body")
        .to_bytes();
    (status, headers, String::from_utf8_lossy(&body).into_owned())
}

/// A game's page as sent when the server cannot ask the game (its
/// routes, in crate::share, need the application's state; tests/share.rs
/// checks the page filled from a real game).
async fn unfilled_game_page(v: Visitor, Path((id, seat)): Path<(String, String)>) -> Response {
    let page = game::online_page(v.tr, &v.path, &id, Some(&seat), None);
    v.page(StatusCode::OK, page)
}

pub(super) const PAGES: &[&str] = &[
    "/",
    "/rules",
    "/rules/kingofthehill",
    "/rules/racingkings",
    "/rules/lielow",
    "/rules/chess",
    "/stats",
    // A game's pages (`/game/{id}`, `/game/{id}/{seat}`) ask the game for
    // its link preview and what goes above the board: the server's router
    // serves them (crate::share; tests/share.rs); here, the same markup
    // unfilled (`unfilled_game_page`).
    "/game/abc123/0123456789abcdef0123456789abcdef",
    "/local/l-42",
    "/tournaments",
    "/tournament/abc123",
];

#[tokio::test]
async fn every_page_renders_200_with_footer_version_and_skip_link_in_every_language() {
    for lang in LANGUAGES {
        for page in PAGES {
            let uri = format!("{page}?lang={}", lang.tag());
            let (status, _, body) = get(&uri, &[]).await;
            assert_eq!(status, StatusCode::OK, "{uri}");
            assert!(
                body.contains(&layout::version_line()),
                "{uri} lacks the version footer"
            );
            assert!(
                body.contains(r##"href="#main""##),
                "{uri} lacks the skip link"
            );
            assert!(body.contains("beta-badge"), "{uri} lacks the Beta badge");
            assert!(
                body.contains(&format!(r#"<html lang="{}">"#, lang.tag())),
                "{uri}"
            );
        }
    }
}

#[tokio::test]
async fn footer_shows_version_and_short_commit() {
    let line = layout::version_line();
    assert!(
        line.starts_with(&format!("v{} · ", env!("CARGO_PKG_VERSION"))),
        "{line}"
    );
    assert!(!env!("REGALIA_COMMIT").is_empty());
}

#[tokio::test]
async fn unknown_variant_and_malformed_game_id_are_404_pages() {
    let (status, _, body) = get("/rules/antichess", &[]).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(body.contains(&layout::version_line()));
    let (status, _, _) = get("/game/bad%20id", &[]).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn accept_language_chooses_the_page_language() {
    let (_, _, body) = get("/", &[("accept-language", "sv-SE,sv;q=0.9,en;q=0.5")]).await;
    assert!(body.contains(r#"<html lang="sv">"#));
    let (_, _, body) = get("/", &[("accept-language", "ja-JP,pt;q=0.7")]).await;
    assert!(body.contains(r#"<html lang="pt-BR">"#));
    for (header, tag) in [
        ("pt-PT", "pt-BR"),
        ("es-MX,es;q=0.9", "es"),
        ("de-AT", "de"),
        ("ru-RU,ru;q=0.9,en;q=0.5", "ru"),
        ("uk", "uk"),
        ("tr-TR", "tr"),
        ("ja-JP", "en"),
    ] {
        let (_, _, body) = get("/", &[("accept-language", header)]).await;
        assert!(
            body.contains(&format!(r#"<html lang="{tag}">"#)),
            "{header}"
        );
    }
}

#[tokio::test]
async fn lang_query_sets_the_cookie_and_the_cookie_is_remembered() {
    let (_, headers, body) = get("/stats?lang=fr", &[]).await;
    assert!(body.contains(r#"<html lang="fr">"#));
    let cookie = headers
        .get("set-cookie")
        .and_then(|v| v.to_str().ok())
        .expect("?lang= sets a cookie");
    assert!(cookie.starts_with("lang=fr;"), "{cookie}");
    let (_, headers, body) = get(
        "/rules",
        &[("cookie", "session=x; lang=sv"), ("accept-language", "fr")],
    )
    .await;
    assert!(body.contains(r#"<html lang="sv">"#));
    assert!(headers.get("set-cookie").is_none());
}

#[test]
fn every_error_code_and_computer_level_has_words() {
    let english = message_ids(Lang::En, Some("play.ftl"));
    for code in crate::protocol::ErrorCode::ALL {
        let id = format!("error-code-{}", code.name());
        assert!(english.contains(&id), "play.ftl lacks {id}");
    }
    for level in 1..=8 {
        assert!(english.contains(&format!("level-{level}")));
    }
}

#[tokio::test]
async fn every_unknown_address_is_a_translated_404_page() {
    let (status, _, body) = get("/nowhere/at/all", &[("accept-language", "fr")]).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(body.contains(r#"<html lang="fr">"#));
    assert!(body.contains("Page introuvable"), "{body}");
    assert!(body.contains(r#"href="/""#));
    assert!(body.contains(&layout::version_line()));
}

/// Every `tr.t("…")`-style id written literally in the site's templates
/// must exist in English's site.ftl (and so, by the test above, in all).
#[test]
fn every_message_id_used_by_templates_exists() {
    let sources = [
        include_str!("mod.rs"),
        include_str!("layout.rs"),
        include_str!("home.rs"),
        include_str!("game.rs"),
        include_str!("rules.rs"),
        include_str!("stats.rs"),
        include_str!("cards.rs"),
    ];
    let english = message_ids(Lang::En, None);
    let mut missing = Vec::new();
    for source in sources {
        for call in ["t(\"", "get(\"", "button(tr, \""] {
            for piece in source.split(call).skip(1) {
                let Some(id) = piece.split('"').next() else {
                    continue;
                };
                let looks_like_id =
                    id.contains('-') && id.bytes().all(|b| b.is_ascii_lowercase() || b == b'-');
                if looks_like_id && !english.iter().any(|e| e == id) && !id.starts_with("guide-") {
                    missing.push(id.to_string());
                }
            }
        }
    }
    missing.sort();
    missing.dedup();
    assert!(
        missing.is_empty(),
        "templates use ids missing from locales/en: {missing:?}"
    );
}

#[test]
fn game_names_and_reasons_exist_for_every_game() {
    let english = message_ids(Lang::En, Some("site.ftl"));
    for variant in GAMES {
        for id in [
            format!("game-{}", variant.name()),
            format!("game-{}-blurb", variant.name()),
        ] {
            assert!(english.contains(&id), "missing {id}");
        }
    }
    for reason in [
        "checkmate",
        "stalemate",
        "insufficient-material",
        "hill",
        "race",
        "race-draw",
        "crown-captured",
        "crown-off-board",
        "resignation",
        "timeout",
        "agreement",
        "threefold",
        "fifty-moves",
        "abandoned",
        "aborted",
    ] {
        assert!(
            english.contains(&format!("reason-{reason}")),
            "missing reason-{reason}"
        );
    }
}

#[test]
fn guide_page_renders_every_numbered_paragraph_faq_and_table_row() {
    let tr = i18n::Tr::new(Lang::En);
    let ids = message_ids(Lang::En, Some("guides.ftl"));
    assert!(!ids.is_empty(), "locales/en/guides.ftl is missing");
    for variant in GAMES {
        let name = variant.name();
        let page = rules::guide_page(tr, &format!("/rules/{name}"), variant);
        let mut checked = 0;
        for id in &ids {
            let prefix = format!("guide-{name}-");
            let Some(rest) = id.strip_prefix(&prefix) else {
                continue;
            };
            // Paragraphs (`moves-3`), FAQ (`faq-2-q`) and table rows (`diff-1-this`).
            let numbered = rest.split('-').any(|part| part.parse::<u32>().is_ok());
            if numbered {
                assert!(
                    page.main.contains(&layout::esc(&tr.t(id))),
                    "/rules/{name} lacks {id}"
                );
                checked += 1;
            }
        }
        assert!(
            checked > 5,
            "/rules/{name}: only {checked} numbered messages"
        );
        assert!(
            page.main.contains("class=\"diagram"),
            "/rules/{name} lacks the diagram"
        );
    }
}

/// Every literal message id the TypeScript client asks for (`t('id')`)
/// exists in the English files passed to the client (site.ftl,
/// keyboard.ftl, play.ftl, lobby.ftl, learn.ftl), so the client never shows a bare id.
#[test]
fn every_message_id_used_by_the_client_exists() {
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/src");
    let english = super::strings::client_message_ids();
    let mut missing = Vec::new();
    let mut seen = 0;
    let entries = std::fs::read_dir(&src).expect("web/src is readable");
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "ts") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a readable source file");
        // Calls of the translation function `t(`, not `set(` or `createElement(`.
        let starts = text.match_indices("t(").map(|(i, _)| i).filter(|&i| {
            i == 0
                || !text[..i].ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.')
        });
        for start in starts {
            let piece = &text[start + 2..];
            let Some(quoted) = piece.strip_prefix(['\'', '"']) else {
                continue;
            };
            let id: String = quoted
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || *c == '-')
                .collect();
            let closed = quoted[id.len()..].starts_with(['\'', '"']);
            if !id.contains('-') || !closed {
                continue;
            }
            seen += 1;
            if !english.contains(&id) {
                missing.push(format!("{}: {id}", path.display()));
            }
        }
    }
    assert!(seen > 40, "only {seen} message ids found in web/src");
    assert!(
        missing.is_empty(),
        "client asks for ids missing from the English client files: {missing:?}"
    );
}

#[test]
fn guides_are_rendered_in_the_page_language_without_mixing_in_english() {
    for lang in LANGUAGES {
        let tr = i18n::Tr::new(*lang);
        for variant in GAMES {
            let name = variant.name();
            let own = tr
                .own(&format!("guide-{name}-moves-1"))
                .unwrap_or_else(|| panic!("{} has no guide for {name}", lang.tag()));
            let page = rules::guide_page(tr, &format!("/rules/{name}"), variant);
            assert!(
                page.main.contains(&layout::esc(&own)),
                "{} /rules/{name}",
                lang.tag()
            );
            // No numbered paragraph beyond this language's own count.
            let count = (1..)
                .take_while(|n| tr.own(&format!("guide-{name}-moves-{n}")).is_some())
                .count();
            if *lang != Lang::En {
                let english =
                    i18n::Tr::new(Lang::En).own(&format!("guide-{name}-moves-{}", count + 1));
                if let Some(english) = english {
                    assert!(
                        !page.main.contains(&layout::esc(&english)),
                        "{} /rules/{name} mixes in English",
                        lang.tag()
                    );
                }
            }
        }
    }
}

/// Each `name="value"` attribute of `html`.
fn attribute_values<'a>(html: &'a str, name: &str) -> Vec<&'a str> {
    let open = format!(r#"{name}=""#);
    html.match_indices(&open)
        .filter_map(|(at, _)| {
            let rest = &html[at + open.len()..];
            rest.find('"').map(|end| &rest[..end])
        })
        .collect()
}

#[tokio::test]
async fn every_button_a_page_writes_is_one_the_client_knows_by_its_type() {
    use crate::protocol::{GameAction, NavStep, PageAction};
    let mut pages: Vec<String> = PAGES.iter().map(|p| p.to_string()).collect();
    for section in ["rules", "analysis", "editor"] {
        for variant in ["kingofthehill", "racingkings", "lielow", "chess"] {
            pages.push(format!("/{section}/{variant}"));
        }
    }
    for section in ["learn", "puzzles"] {
        for game in learn::LEARN_GAMES {
            pages.push(format!("/{section}/{}", game.name()));
        }
    }
    pages.extend(["/learn", "/player", "/leaderboard"].map(String::from));
    let (mut actions, mut steps) = (0, 0);
    for page in &pages {
        let (status, _, body) = get(page, &[]).await;
        assert_eq!(status, StatusCode::OK, "{page}");
        for action in attribute_values(&body, "data-action") {
            actions += 1;
            assert!(
                GameAction::from_name(action).is_some() || PageAction::from_name(action).is_some(),
                "{page} writes data-action=\"{action}\", neither a GameAction nor a PageAction"
            );
        }
        for step in attribute_values(&body, "data-nav") {
            steps += 1;
            assert!(
                NavStep::from_name(step).is_some(),
                "{page} writes data-nav=\"{step}\""
            );
        }
    }
    // The pages do carry such buttons: the check above read some.
    assert!(
        actions > 50 && steps >= 4,
        "{actions} actions, {steps} steps"
    );
}

#[tokio::test]
async fn arena_pages_carry_their_own_sheet_and_no_other_page_does() {
    for (uri, own) in [
        ("/tournaments", true),
        ("/tournament/abc123", true),
        ("/", false),
        ("/game/abc123/0123456789abcdef0123456789abcdef", false),
        ("/leaderboard", false),
    ] {
        let (status, _, body) = get(uri, &[]).await;
        assert_eq!(status, StatusCode::OK, "{uri}");
        assert_eq!(body.contains("/assets/arena.css"), own, "{uri}");
        assert!(
            body.contains(r#"<a href="/tournaments">"#),
            "{uri} links to the arenas"
        );
    }
    let (_, _, body) = get("/tournament/abc123", &[]).await;
    assert!(
        body.contains(r#""arenaId":"abc123""#),
        "the arena page hands its id to the client"
    );
    assert!(!body.contains("board.css"), "the arena page loads no board");
}

#[tokio::test]
async fn the_arena_form_offers_every_game_and_lengths_in_the_visitors_words() {
    let (_, _, body) = get("/tournaments?lang=fr", &[]).await;
    for game in GAMES {
        assert!(
            body.contains(&format!(r#"<option value="{}">"#, game.name())),
            "{}",
            game.name()
        );
    }
    assert!(body.contains(r#"<option value="60" selected>60 min</option>"#));
    assert!(body.contains(r#"<option value="5" selected>dans 5 min</option>"#));
    assert!(body.contains(r#"<option value="3+0" selected>3 + 0</option>"#));
    assert!(body.contains("Créer une arène"));
}

#[tokio::test]
async fn an_implausible_arena_address_is_a_translated_not_found_page() {
    let (status, _, body) = get("/tournament/no%20such!?lang=de", &[]).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(body.contains("Diese Arena gibt es nicht."), "{body}");
}
