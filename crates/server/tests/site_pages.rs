//! The site inside the whole server: pages, embedded client assets and the
//! session cookie middleware around them, over real HTTP.

use crate::common::{fetch, header, TestServer};
use regalia_server::site::i18n::{Lang, Tr};

#[tokio::test]
async fn pages_and_client_assets_are_served_by_the_whole_server() {
    let site = TestServer::start().await;
    let client = reqwest::Client::new();
    for (path, script) in [
        ("/", "home"),
        ("/rules/kingofthehill", "rules"),
        ("/rules/lielow", "rules"),
        ("/stats", "stats"),
        ("/local/abc123", "local"),
        ("/learn", "site"),
    ] {
        let response = fetch(&client, format!("{}{path}", site.base)).await;
        assert_eq!(response.status(), 200, "{path}");
        let body = response.text().await.expect("a body");
        let tag = format!(r#"<script type="module" src="/assets/{script}.js?v="#);
        assert!(
            body.contains(&tag),
            "{path} does not load its script {script}.js"
        );
        // Every chunk the page preloads is served.
        for chunk in body.split(r#"rel="modulepreload" href=""#).skip(1) {
            let chunk = &chunk[..chunk.find('"').expect("a closed attribute")];
            let response = fetch(&client, format!("{}{chunk}", site.base)).await;
            assert_eq!(response.status(), 200, "{path} preloads {chunk}");
        }
    }
    // Style sheets per page kind, in cascade order: no board pictures
    // where there is no board, Lielow's stacks only beside a Lielow board.
    for (path, sheets) in [
        ("/", &["app"][..]),
        ("/stats", &["app"]),
        ("/rules/kingofthehill", &["board", "app"]),
        ("/rules/lielow", &["board", "lielow", "app"]),
        ("/analysis/chess", &["board", "app", "analysis"]),
        ("/editor/lielow", &["board", "lielow", "app", "editor"]),
        ("/local/abc123", &["board", "app"]),
    ] {
        let body = fetch(&client, format!("{}{path}", site.base))
            .await
            .text()
            .await
            .expect("a body");
        let linked: Vec<&str> = body
            .split(r#"<link rel="stylesheet" href="/assets/"#)
            .skip(1)
            .map(|rest| &rest[..rest.find(".css").expect("a sheet's name")])
            .collect();
        assert_eq!(linked, sheets, "{path}");
        for sheet in linked {
            let response = fetch(&client, format!("{}/assets/{sheet}.css", site.base)).await;
            assert_eq!(response.status(), 200, "{path} links {sheet}.css");
        }
    }
    let js = fetch(&client, format!("{}/assets/game.js", site.base)).await;
    assert_eq!(js.status(), 200);
    assert_eq!(
        header(&js, "content-type"),
        Some("text/javascript; charset=utf-8")
    );
    assert!(
        js.bytes().await.expect("a body").len() > 2_000,
        "the game page's script is suspiciously small"
    );
    for (asset, status) in [("app.css", 200), ("nope.js", 404), ("manifest.json", 404)] {
        let response = fetch(&client, format!("{}/assets/{asset}", site.base)).await;
        assert_eq!(response.status(), status, "{asset}");
    }
    site.running.stop();
}

/// `body` decoded from `coding` (`br`, `gzip` or none).
fn decoded(coding: Option<&str>, body: &[u8]) -> Vec<u8> {
    use std::io::Read;
    let mut out = Vec::new();
    match coding {
        Some("br") => {
            brotli::Decompressor::new(body, 4096)
                .read_to_end(&mut out)
                .expect("valid brotli");
        }
        Some("gzip") => {
            flate2::read::GzDecoder::new(body)
                .read_to_end(&mut out)
                .expect("valid gzip");
        }
        None => out.extend_from_slice(body),
        Some(other) => panic!("unexpected content-encoding {other}"),
    }
    out
}

#[tokio::test]
async fn pages_and_assets_are_compressed_as_the_browser_accepts() {
    let site = TestServer::start().await;
    let client = reqwest::Client::new();
    for path in [
        "/",
        "/assets/app.css",
        "/assets/home.js",
        "/assets/strings/fr/home.js",
        "/api/stats",
    ] {
        let plain = fetch(&client, format!("{}{path}", site.base)).await;
        assert_eq!(header(&plain, "content-encoding"), None, "{path}");
        let plain = plain.bytes().await.expect("a body");
        for (accept, coding) in [
            ("gzip, deflate, br, zstd", "br"),
            ("gzip", "gzip"),
            ("br;q=0, gzip", "gzip"),
        ] {
            let response = client
                .get(format!("{}{path}", site.base))
                .header("accept-encoding", accept)
                .send()
                .await
                .expect("a response");
            assert_eq!(response.status(), 200, "{path}");
            assert_eq!(
                header(&response, "content-encoding"),
                Some(coding),
                "{path} {accept}"
            );
            let body = response.bytes().await.expect("a body");
            assert!(body.len() < plain.len(), "{path} is no smaller in {coding}");
            let text = decoded(Some(coding), &body);
            if path == "/" {
                // The page names the visitor's session, so compare its shape.
                assert!(String::from_utf8_lossy(&text).contains("/assets/home.js?v="));
            } else {
                assert_eq!(text, plain, "{path} in {coding} decodes to something else");
            }
        }
    }
    site.running.stop();
}

/// The home page of the server at `base` for a browser that sends
/// `accept` as its Accept-Language.
async fn home_page(base: &str, accept: &str) -> String {
    reqwest::Client::new()
        .get(format!("{base}/"))
        .header("accept-language", accept)
        .send()
        .await
        .expect("a response")
        .text()
        .await
        .expect("a body")
}

#[tokio::test]
async fn french_visitor_gets_french_pages_from_the_whole_server() {
    let site = TestServer::start().await;
    let body = home_page(&site.base, "fr-FR,fr;q=0.9").await;
    assert!(body.contains(r#"<html lang="fr">"#));
    let french = Tr::new(Lang::Fr).t("mode-local");
    assert_ne!(french, Tr::new(Lang::En).t("mode-local"));
    assert!(body.contains(&french), "the home page lacks {french:?}");
    site.running.stop();
}

/// Every game card's level choice shows each level's measured rating in
/// that game, from the engine's table, in the visitor's language.
#[tokio::test]
async fn the_level_choice_shows_each_levels_rating_in_its_game() {
    use regalia_engine::ratings::level_rating;
    use regalia_rules::Variant;
    let site = TestServer::start().await;
    for (lang, accept) in [(Lang::En, "en"), (Lang::De, "de-DE,de;q=0.9")] {
        let body = home_page(&site.base, accept).await;
        let tr = Tr::new(lang);
        for variant in Variant::ALL {
            let start = body
                .find(&format!(r#"data-variant="{}""#, variant.name()))
                .unwrap_or_else(|| panic!("no card for {variant:?}"));
            let card = &body[start..];
            let card = &card[..card.find("</article>").expect("the card ends")];
            for level in 1..=8u8 {
                let rating = level_rating(variant, level).expect("every level is rated");
                let about = tr.t_args("level-about", &[("rating", rating.to_string().into())]);
                let name = tr.t(&format!("level-{level}"));
                let named = tr.t_args(
                    "level-option",
                    &[
                        ("level", level.into()),
                        ("name", format!("{about} · {name}").into()),
                    ],
                );
                let option = format!(r#"<option value="{level}""#);
                let at = card
                    .find(&option)
                    .unwrap_or_else(|| panic!("no level {level}"));
                let label = &card[at..];
                let label = &label[label.find('>').expect("an open tag") + 1
                    ..label.find("</option>").expect("a closed option")];
                if lang == Lang::En {
                    assert_eq!(label, format!("{level} · about {rating} · {name}"));
                }
                assert_eq!(label, named, "{variant:?} level {level} in {accept}");
            }
        }
    }
    site.running.stop();
}
