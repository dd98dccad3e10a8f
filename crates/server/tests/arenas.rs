//! Arenas over HTTP: what is refused (with its code, changing nothing),
//! berserk in an arena game, and an arena that is over.

use std::time::Duration;

use regalia_server::config::ArenaConfig;
use regalia_server::Config;
use serde_json::{json, Value};

use crate::common::{assert_refused, Browser, TestServer};

/// Arenas of `minute`-long minutes, paired every 50 ms, none scheduled.
fn config(minute: Duration) -> Config {
    Config {
        arena: ArenaConfig {
            minute,
            pair_every: Duration::from_millis(50),
            tick: Duration::from_millis(20),
            schedule: false,
            ..ArenaConfig::default()
        },
        ..Config::default()
    }
}

async fn named(server: &TestServer, name: &str) -> Browser {
    let b = server.browser();
    let (status, answer) = b.post("/api/player", &json!({"name": name})).await;
    assert!(status == 200 || status == 201, "{answer}");
    b
}

fn arena(minutes: u32) -> Value {
    json!({"variant": "kingofthehill", "clock": {"initial": 60, "increment": 0}, "minutes": minutes})
}

/// Polls the arena until `f` holds of it.
/// `POST /api/tournaments/{id}/{what}` (join, pause, withdraw) by `b`.
async fn act(b: &Browser, id: &str, what: &str) -> (u16, Value) {
    b.post(&format!("/api/tournaments/{id}/{what}"), &json!({}))
        .await
}

/// `POST /api/games/{game}/berserk` by `b`.
async fn berserk(b: &Browser, game: &str) -> (u16, Value) {
    b.post(&format!("/api/games/{game}/berserk"), &json!({}))
        .await
}

async fn until(b: &Browser, id: &str, f: impl Fn(&Value) -> bool) -> Value {
    for _ in 0..600 {
        let (_, v) = b.get(&format!("/api/tournaments/{id}")).await;
        if f(&v) {
            return v;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("the arena {id} never came to the state awaited");
}

#[tokio::test]
async fn bad_arena_requests_are_refused_with_their_codes_and_change_nothing() {
    let server = TestServer::with(config(Duration::from_secs(60))).await;
    let stranger = server.browser();
    assert_refused(
        stranger.post("/api/tournaments", &arena(30)).await,
        403,
        "no-name",
    );
    let ann = named(&server, "Ann").await;
    let far = now_ms() + 8 * 24 * 3600 * 1000;
    let mut late = arena(30);
    late["startsAt"] = json!(far);
    for (body, status, code) in [
        (arena(5), 400, "arena-length"),
        (arena(181), 400, "arena-length"),
        (
            json!({"variant": "kingofthehill", "clock": {"initial": 5, "increment": 0}, "minutes": 30}),
            400,
            "bad-clock",
        ),
        (
            json!({"variant": "kingofthehill", "clock": {"initial": 60, "increment": 61}, "minutes": 30}),
            400,
            "bad-clock",
        ),
        (
            json!({"variant": "nope", "clock": {"initial": 60, "increment": 0}, "minutes": 30}),
            400,
            "bad-request",
        ),
        (late, 400, "arena-start"),
    ] {
        assert_refused(ann.post("/api/tournaments", &body).await, status, code);
    }
    let (_, list) = ann.get("/api/tournaments").await;
    assert_eq!(list["upcoming"].as_array().map(Vec::len), Some(0), "{list}");
    assert_eq!(list["running"].as_array().map(Vec::len), Some(0), "{list}");

    let mut ids = Vec::new();
    for _ in 0..3 {
        let (status, created) = ann.post("/api/tournaments", &arena(30)).await;
        assert_eq!(status, 201, "{created}");
        ids.push(created["id"].as_str().expect("an id").to_owned());
    }
    assert_refused(
        ann.post("/api/tournaments", &arena(30)).await,
        429,
        "arena-limit",
    );
    let (_, list) = ann.get("/api/tournaments").await;
    let listed = list["running"].as_array().expect("a list").len()
        + list["upcoming"].as_array().expect("a list").len();
    assert_eq!(listed, 3, "{list}");

    let id = &ids[0];
    assert_refused(act(&stranger, id, "join").await, 403, "no-name");
    assert_refused(act(&ann, id, "pause").await, 409, "not-in-arena");
    let (status, _) = act(&ann, id, "join").await;
    assert_eq!(status, 204);
    assert_refused(act(&ann, id, "join").await, 409, "arena-joined");
    let view = until(&ann, id, |v| v["me"]["name"] == "Ann").await;
    assert_eq!(view["counts"]["players"], 1, "joined once: {view}");
    assert_eq!(view["named"], true);
    // Paused, then back.
    assert_eq!(act(&ann, id, "pause").await.0, 204);
    until(&ann, id, |v| v["me"]["paused"] == true).await;
    assert_eq!(act(&ann, id, "join").await.0, 204);
    until(&ann, id, |v| v["me"]["paused"] == false).await;

    for path in [
        "/api/tournaments/Zz9Zz9Zz",
        "/api/tournaments/nope",
        "/api/tournaments/Zz9Zz9Zz/players/Ann",
    ] {
        assert_refused(ann.get(path).await, 404, "no-arena");
    }
    assert_refused(
        ann.post("/api/tournaments/Zz9Zz9Zz/join", &json!({})).await,
        404,
        "no-arena",
    );
    assert_refused(
        ann.get(&format!("/api/tournaments/{id}/players/Nobody"))
            .await,
        404,
        "no-player",
    );
    assert_refused(
        ann.get(&format!("/api/tournaments/{id}?page=x")).await,
        400,
        "bad-request",
    );
}

/// Unix milliseconds now.
fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

#[tokio::test]
async fn berserk_halves_ones_own_clock_before_ones_first_move_only() {
    let server = TestServer::with(config(Duration::from_secs(60))).await;
    let ann = named(&server, "Ann").await;
    let bob = named(&server, "Bob").await;
    let (_, created) = ann.post("/api/tournaments", &arena(30)).await;
    let id = created["id"].as_str().expect("an id").to_owned();
    for b in [&ann, &bob] {
        assert_eq!(act(b, &id, "join").await.0, 204);
    }
    let seat = until(&ann, &id, |v| v["myGame"].is_object()).await["myGame"].clone();
    let game = seat["id"].as_str().expect("a game").to_owned();
    let (white, black) = if seat["color"] == "white" {
        (&ann, &bob)
    } else {
        (&bob, &ann)
    };
    // Nobody else's seat, and never outside an arena.
    let stranger = server.browser();
    assert_refused(berserk(&stranger, &game).await, 403, "not-a-player");
    assert_refused(
        stranger
            .post("/api/games/Zz9Zz9Zz/berserk", &json!({}))
            .await,
        404,
        "no-game",
    );
    let friendly = ann
        .create(crate::common::timed("kingofthehill", "friend", 60, 0))
        .await;
    bob.join(&friendly.id).await;
    assert_refused(
        ann.post(&format!("/api/games/{}/berserk", friendly.id), &json!({}))
            .await,
        409,
        "not-arena",
    );

    assert_eq!(berserk(white, &game).await.0, 204);
    let (_, view) = white.get(&format!("/api/games/{game}")).await;
    assert_eq!(
        view["tournament"]["berserk"],
        json!([true, false]),
        "{view}"
    );
    assert_eq!(view["tournament"]["id"], id.as_str());
    assert_eq!(view["clock"]["white"], 30_000, "half of one minute: {view}");
    assert_eq!(view["clock"]["black"], 60_000);
    // Again changes nothing.
    assert_eq!(berserk(white, &game).await.0, 204);

    let white_seat = if seat["color"] == "white" {
        seat.clone()
    } else {
        let (_, v) = white.get(&format!("/api/tournaments/{id}")).await;
        v["myGame"].clone()
    };
    let black_seat = if seat["color"] == "black" {
        seat.clone()
    } else {
        let (_, v) = black.get(&format!("/api/tournaments/{id}")).await;
        v["myGame"].clone()
    };
    let socket = |s: &Value| {
        let url = s["url"].as_str().expect("a url").to_owned();
        let secret = url.rsplit('/').next().expect("a seat").to_owned();
        format!("/ws/game/{game}?seat={secret}")
    };
    let mut ws_white = white.socket(&socket(&white_seat)).await;
    ws_white.state().await;
    ws_white.play("g1f3").await;
    ws_white.moved(1).await;
    let mut ws_black = black.socket(&socket(&black_seat)).await;
    ws_black.state().await;
    ws_black.play("g8f6").await;
    ws_black.moved(2).await;
    assert_refused(berserk(black, &game).await, 409, "berserk-moved");
    // No takebacks in an arena game.
    ws_white
        .send(&regalia_server::protocol::ClientMsg::Offer {
            kind: regalia_server::protocol::OfferKind::Takeback,
        })
        .await;
    let (code, _) = ws_white.error().await;
    assert_eq!(code, regalia_server::protocol::ErrorCode::InArena);
    let (_, view) = black.get(&format!("/api/games/{game}")).await;
    assert_eq!(
        view["tournament"]["berserk"],
        json!([true, false]),
        "{view}"
    );
}

#[tokio::test]
async fn an_arena_that_is_over_takes_nobody_and_keeps_its_standings() {
    // Ten arena minutes of 30 ms: over in a third of a second.
    let server = TestServer::with(config(Duration::from_millis(30))).await;
    let ann = named(&server, "Ann").await;
    let (_, created) = ann.post("/api/tournaments", &arena(10)).await;
    let id = created["id"].as_str().expect("an id").to_owned();
    assert_eq!(act(&ann, &id, "join").await.0, 204);
    let over = until(&ann, &id, |v| v["status"] == "finished").await;
    assert_eq!(over["secondsLeft"], 0);
    assert_eq!(over["me"]["name"], "Ann");
    assert!(over["summary"].is_object(), "{over}");
    assert_refused(act(&ann, &id, "join").await, 409, "arena-over");
    assert_refused(act(&ann, &id, "withdraw").await, 409, "arena-over");
    let (_, list) = ann.get("/api/tournaments").await;
    assert!(
        list["finished"]
            .as_array()
            .expect("a list")
            .iter()
            .any(|a| a["id"] == id.as_str()),
        "{list}"
    );
}
