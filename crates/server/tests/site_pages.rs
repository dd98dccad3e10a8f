//! The site inside the whole server: pages, embedded client assets and the
//! session cookie middleware around them, over real HTTP.

use regalia_server::site::i18n::{Lang, Tr};
use regalia_server::Config;

struct Site {
    base: String,
    running: regalia_server::Running,
    _dir: tempfile::TempDir,
}

async fn start() -> Site {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = format!("sqlite://{}", dir.path().join("site.db").display());
    let running = regalia_server::start("127.0.0.1:0", &db, Config::default())
        .await
        .expect("the server starts on a free port");
    Site {
        base: format!("http://{}", running.addr),
        running,
        _dir: dir,
    }
}

#[tokio::test]
async fn pages_and_client_assets_are_served_by_the_whole_server() {
    let site = start().await;
    let client = reqwest::Client::new();
    for path in [
        "/",
        "/rules/kingofthehill",
        "/rules/lielow",
        "/stats",
        "/local/abc123",
    ] {
        let response = client
            .get(format!("{}{path}", site.base))
            .send()
            .await
            .expect("a response");
        assert_eq!(response.status(), 200, "{path}");
        let body = response.text().await.expect("a body");
        assert!(
            body.contains("/assets/app.js?v="),
            "{path} does not load the client"
        );
    }
    let js = client
        .get(format!("{}/assets/app.js", site.base))
        .send()
        .await
        .expect("a response");
    assert_eq!(js.status(), 200);
    assert_eq!(
        js.headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok()),
        Some("text/javascript; charset=utf-8")
    );
    assert!(
        js.bytes().await.expect("a body").len() > 10_000,
        "the embedded client is suspiciously small"
    );
    let css = client
        .get(format!("{}/assets/app.css", site.base))
        .send()
        .await
        .expect("a response");
    assert_eq!(css.status(), 200);
    let missing = client
        .get(format!("{}/assets/nope.js", site.base))
        .send()
        .await
        .expect("a response");
    assert_eq!(missing.status(), 404);
    site.running.stop();
}

#[tokio::test]
async fn french_visitor_gets_french_pages_from_the_whole_server() {
    let site = start().await;
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
