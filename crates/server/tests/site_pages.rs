//! The site inside the whole server: pages, embedded client assets and the
//! session cookie middleware around them, over real HTTP.

use crate::common::{fetch, header, TestServer};
use regalia_server::site::i18n::{Lang, Tr};

#[tokio::test]
async fn pages_and_client_assets_are_served_by_the_whole_server() {
    let site = TestServer::start().await;
    let client = reqwest::Client::new();
    for path in [
        "/",
        "/rules/kingofthehill",
        "/rules/lielow",
        "/stats",
        "/local/abc123",
    ] {
        let response = fetch(&client, format!("{}{path}", site.base)).await;
        assert_eq!(response.status(), 200, "{path}");
        let body = response.text().await.expect("a body");
        assert!(
            body.contains("/assets/app.js?v="),
            "{path} does not load the client"
        );
    }
    let js = fetch(&client, format!("{}/assets/app.js", site.base)).await;
    assert_eq!(js.status(), 200);
    assert_eq!(
        header(&js, "content-type"),
        Some("text/javascript; charset=utf-8")
    );
    assert!(
        js.bytes().await.expect("a body").len() > 10_000,
        "the embedded client is suspiciously small"
    );
    for (asset, status) in [("app.css", 200), ("nope.js", 404)] {
        let response = fetch(&client, format!("{}/assets/{asset}", site.base)).await;
        assert_eq!(response.status(), status, "{asset}");
    }
    site.running.stop();
}

#[tokio::test]
async fn french_visitor_gets_french_pages_from_the_whole_server() {
    let site = TestServer::start().await;
    let client = reqwest::Client::new();
    let body = client
        .get(format!("{}/", site.base))
        .header("accept-language", "fr-FR,fr;q=0.9")
        .send()
        .await
        .expect("a response")
        .text()
        .await
        .expect("a body");
    assert!(body.contains(r#"<html lang="fr">"#));
    let french = Tr::new(Lang::Fr).t("mode-local");
    assert_ne!(french, Tr::new(Lang::En).t("mode-local"));
    assert!(body.contains(&french), "the home page lacks {french:?}");
    site.running.stop();
}
