//! Web Push end to end: a local push service (an HTTP server in the test)
//! receives what the server sends when an opponent joins a player's game
//! and when it is their turn in a correspondence game, and decrypts it
//! with the keys of the "browser" that subscribed (RFC 8291, aes128gcm,
//! by the `ece` crate), as a browser's push service and service worker
//! would; the VAPID header names the server's kept public key.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use regalia_server::push::PushPayload;
use regalia_server::Config;
use serde_json::{json, Value};
use tokio::sync::mpsc;

use crate::common::{assert_refused, wait_for, TestServer, PATIENCE};

/// One request the local push service received.
struct Received {
    path: String,
    headers: HeaderMap,
    body: Bytes,
}

/// A push service on a free local port: every POST is handed to the
/// test; `/gone/…` answers 410 (a subscription the browser dropped).
async fn push_service() -> (String, mpsc::UnboundedReceiver<Received>) {
    let (tx, rx) = mpsc::unbounded_channel();
    async fn take(
        State(tx): State<Arc<mpsc::UnboundedSender<Received>>>,
        Path(path): Path<String>,
        headers: HeaderMap,
        body: Bytes,
    ) -> StatusCode {
        let gone = path.starts_with("gone/");
        let _ = tx.send(Received {
            path,
            headers,
            body,
        });
        if gone {
            StatusCode::GONE
        } else {
            StatusCode::CREATED
        }
    }
    let app = axum::Router::new()
        .route("/{*path}", axum::routing::post(take))
        .with_state(Arc::new(tx));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a local port");
    let base = format!("http://{}", listener.local_addr().expect("an address"));
    tokio::spawn(async move { axum::serve(listener, app).await });
    (base, rx)
}

/// A browser's push keys, as `PushManager.subscribe` makes them.
struct BrowserKeys {
    pair: Box<dyn ece::LocalKeyPair>,
    auth: [u8; 16],
}

impl BrowserKeys {
    fn new() -> BrowserKeys {
        let (pair, auth) = ece::generate_keypair_and_auth_secret().expect("P-256 keys");
        BrowserKeys { pair, auth }
    }

    fn subscription(&self, endpoint: &str, lang: &str) -> Value {
        json!({
            "endpoint": endpoint,
            "keys": {
                "p256dh": URL_SAFE_NO_PAD.encode(self.pair.pub_as_raw().expect("a public key")),
                "auth": URL_SAFE_NO_PAD.encode(self.auth),
            },
            "lang": lang,
        })
    }

    /// The notice in a received request, decrypted.
    fn open(&self, received: &Received) -> PushPayload {
        assert_eq!(
            received
                .headers
                .get("content-encoding")
                .map(|v| v.as_bytes()),
            Some(&b"aes128gcm"[..])
        );
        let components = self.pair.raw_components().expect("the private key");
        let plain = ece::decrypt(&components, &self.auth, &received.body).expect("it decrypts");
        serde_json::from_slice(&plain).expect("a notice")
    }
}

async fn next(rx: &mut mpsc::UnboundedReceiver<Received>) -> Received {
    tokio::time::timeout(PATIENCE, rx.recv())
        .await
        .expect("the push service is posted to")
        .expect("the push service runs")
}

/// The claims of the VAPID token in `vapid t=…, k=…`, and its key.
fn vapid(headers: &HeaderMap) -> (Value, String) {
    let header = headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .expect("a VAPID authorization");
    let rest = header.strip_prefix("vapid ").expect("the vapid scheme");
    let mut token = None;
    let mut key = None;
    for part in rest.split(',').map(str::trim) {
        if let Some(t) = part.strip_prefix("t=") {
            token = Some(t.to_owned());
        } else if let Some(k) = part.strip_prefix("k=") {
            key = Some(k.to_owned());
        }
    }
    let token = token.expect("a token");
    let claims = token.split('.').nth(1).expect("a JWT");
    let claims = URL_SAFE_NO_PAD.decode(claims).expect("base64url claims");
    (
        serde_json::from_slice(&claims).expect("JSON claims"),
        key.expect("a key"),
    )
}

fn config() -> Config {
    Config {
        push_plain_http: true,
        ..Config::default()
    }
}

#[tokio::test]
async fn a_join_and_a_correspondence_turn_reach_the_players_push_service_encrypted() {
    let (push_base, mut received) = push_service().await;
    let server = TestServer::with(config()).await;
    let (host, guest) = (server.browser(), server.browser());
    let (status, key) = host.get("/api/push").await;
    assert_eq!(status, 200);
    let public_key = key["publicKey"].as_str().expect("a key").to_owned();
    assert_eq!(URL_SAFE_NO_PAD.decode(&public_key).map(|k| k.len()), Ok(65));

    let browser = BrowserKeys::new();
    let endpoint = format!("{push_base}/send/host-phone");
    let (status, _) = host
        .post(
            "/api/push/subscription",
            &browser.subscription(&endpoint, "fr"),
        )
        .await;
    assert_eq!(status, 204);

    // The host plays Black in a correspondence game: the guest's joining
    // is a notice, and so is each of the guest's moves while the host has
    // no page of the game open.
    let body = json!({"variant": "lielow", "opponent": "friend", "color": "black", "days": 3});
    let seat = host.create(body).await;
    let guest_seat = guest.join(&seat.id).await;
    let joined = next(&mut received).await;
    assert_eq!(joined.path, "send/host-phone");
    let notice = browser.open(&joined);
    assert_eq!(notice.title, "Votre partie commence : Lielow");
    assert_eq!(notice.url, seat.url);
    assert_eq!(notice.tag, format!("joined-{}", seat.id));
    let (claims, key) = vapid(&joined.headers);
    assert_eq!(key, public_key, "signed with the kept key");
    // The audience is the push service's host (web-push leaves out a
    // port, which real push services, on 443, never have).
    let aud = claims["aud"].as_str().expect("an audience");
    assert!(push_base.starts_with(aud), "{aud} for {push_base}");
    assert!(claims["exp"].as_i64().is_some());
    assert!(joined.headers.contains_key("ttl"));

    let mut white = guest.sit(&guest_seat).await;
    let view = {
        let (_, v) = guest.get(&format!("/api/games/{}", seat.id)).await;
        v
    };
    let dests: std::collections::BTreeMap<String, Vec<String>> =
        serde_json::from_value(view["dests"].clone()).expect("dests");
    white.play(&crate::common::any_move(&dests)).await;
    wait_for!(white, Move);
    let turn = browser.open(&next(&mut received).await);
    assert_eq!(turn.title, "À vous de jouer : Lielow");
    assert_eq!(turn.url, seat.url);

    // The key is kept: a server started again on the same database
    // signs with it (the browsers' subscriptions are bound to it).
    server.running.stop();
    let again = regalia_server::start("127.0.0.1:0", &server.db_url, config())
        .await
        .expect("the server starts again");
    let answer: Value = reqwest::get(format!("http://{}/api/push", again.addr))
        .await
        .expect("answered")
        .json()
        .await
        .expect("JSON");
    assert_eq!(answer["publicKey"], json!(public_key));
}

#[tokio::test]
async fn a_subscription_the_push_service_says_is_gone_is_forgotten() {
    let (push_base, mut received) = push_service().await;
    let server = TestServer::with(config()).await;
    let (host, guest) = (server.browser(), server.browser());
    let browser = BrowserKeys::new();
    let gone = format!("{push_base}/gone/old-laptop");
    let (status, _) = host
        .post("/api/push/subscription", &browser.subscription(&gone, "en"))
        .await;
    assert_eq!(status, 204);
    let first = host
        .create(json!({"variant": "chess", "opponent": "friend"}))
        .await;
    guest.join(&first.id).await;
    let notice = browser.open(&next(&mut received).await);
    assert_eq!(notice.title, "Your game starts: Chess");
    // Answered 410: the subscription is forgotten, and the next join goes
    // to the browser's new one alone.
    let db = sqlx::SqlitePool::connect(&server.db_url)
        .await
        .expect("the database opens");
    tokio::time::timeout(PATIENCE, async {
        loop {
            let (left,): (i64,) =
                sqlx::query_as("SELECT COUNT(*) FROM push_subscriptions WHERE endpoint = ?")
                    .bind(&gone)
                    .fetch_one(&db)
                    .await
                    .expect("a count");
            if left == 0 {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    })
    .await
    .expect("the gone subscription is forgotten");
    let live = format!("{push_base}/send/new-phone");
    host.post("/api/push/subscription", &browser.subscription(&live, "en"))
        .await;
    let second = host
        .create(json!({"variant": "chess", "opponent": "friend"}))
        .await;
    guest.join(&second.id).await;
    let next_one = next(&mut received).await;
    assert_eq!(next_one.path, "send/new-phone");
    assert_eq!(browser.open(&next_one).url, second.url);
}

#[tokio::test]
async fn a_subscription_with_a_bad_endpoint_or_keys_is_refused() {
    let server = TestServer::start().await;
    let host = server.browser();
    let browser = BrowserKeys::new();
    // Plain http is for tests only; https is needed otherwise.
    for endpoint in [
        "http://127.0.0.1:9/push",
        "ftp://push.example/x",
        "not a url",
    ] {
        let got = host
            .post(
                "/api/push/subscription",
                &browser.subscription(endpoint, "en"),
            )
            .await;
        assert_refused(got, 400, "bad-request");
    }
    let mut short = browser.subscription("https://push.example/x", "en");
    short["keys"]["p256dh"] = json!("AAAA");
    assert_refused(
        host.post("/api/push/subscription", &short).await,
        400,
        "bad-request",
    );
    let mut no_auth = browser.subscription("https://push.example/x", "en");
    no_auth["keys"]["auth"] = json!("");
    assert_refused(
        host.post("/api/push/subscription", &no_auth).await,
        400,
        "bad-request",
    );
    let ok = browser.subscription("https://push.example/x", "en");
    let (status, _) = host.post("/api/push/subscription", &ok).await;
    assert_eq!(status, 204);
}
