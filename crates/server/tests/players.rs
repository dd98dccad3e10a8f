//! Players without registration: names, player keys, devices, rated games
//! and their ratings, through the real HTTP API and sockets.

use regalia_server::protocol::{ClientMsg, EndReason, LobbyOut, OfferKind, ServerMsg};
use regalia_server::rating::{self, Rating, Score};
use serde_json::{json, Value};

use crate::common::{assert_refused, timed, Browser, TestServer};

/// `browser` takes `name`: the answer's key.
async fn take(browser: &Browser, name: &str) -> String {
    let (status, answer) = browser.post("/api/player", &json!({"name": name})).await;
    assert_eq!(status, 201, "{answer}");
    assert_eq!(answer["name"], name);
    let key = answer["key"].as_str().expect("a key").to_owned();
    assert_eq!(answer["link"], format!("/player/key#{key}"));
    key
}

async fn me(browser: &Browser) -> Value {
    let (status, answer) = browser.get("/api/player").await;
    assert_eq!(status, 200, "{answer}");
    answer["player"].clone()
}

#[tokio::test]
async fn a_name_is_taken_once_and_bad_names_are_refused_with_their_codes() {
    let server = TestServer::start().await;
    let ada = server.browser();
    assert_eq!(me(&ada).await, Value::Null);
    for (name, code) in [
        ("ab", "name-length"),
        ("abcdefghijklmnopqrstu", "name-length"),
        ("a b", "name-characters"),
        ("Zoë", "name-characters"),
        ("Adm1n", "name-reserved"),
        ("the_moderator", "name-reserved"),
        ("An0nym0us", "name-reserved"),
    ] {
        let got = ada.post("/api/player", &json!({"name": name})).await;
        assert_refused(got, 400, code);
    }
    let got = ada.post("/api/player", &json!({"nom": "Ada"})).await;
    assert_refused(got, 400, "bad-request");
    assert_eq!(me(&ada).await, Value::Null, "refusals changed nothing");

    take(&ada, "Ada_Lovelace").await;
    assert_eq!(me(&ada).await["name"], "Ada_Lovelace");
    let got = ada.post("/api/player", &json!({"name": "Another"})).await;
    assert_refused(got, 409, "already-named");

    let other = server.browser();
    let got = other
        .post("/api/player", &json!({"name": "ada_lovelace"}))
        .await;
    assert_refused(got, 409, "name-taken");
    assert_eq!(me(&other).await, Value::Null);

    let (status, page) = other.get("/api/players/ADA_LOVELACE").await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(page["name"], "Ada_Lovelace");
    assert_refused(other.get("/api/players/nobody").await, 404, "no-player");
}

#[tokio::test]
async fn a_key_brings_a_second_browser_in_until_it_is_replaced() {
    let server = TestServer::start().await;
    let phone = server.browser();
    let key = take(&phone, "Grace").await;
    let laptop = server.browser();

    // Forged and malformed keys: refused, nothing changes.
    let forged = format!("Grace.{}", "0".repeat(64));
    for bad in [
        forged.as_str(),
        "Grace",
        "",
        &key[..key.len() - 1],
        &key.replace("Grace.", "Nobody."),
    ] {
        let got = laptop.post("/api/player/key", &json!({"key": bad})).await;
        assert_refused(got, 403, "wrong-key");
    }
    assert_eq!(me(&laptop).await, Value::Null);

    let (status, answer) = laptop.post("/api/player/key", &json!({"key": key})).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["name"], "Grace");
    assert_eq!(me(&laptop).await["name"], "Grace");

    let (_, devices) = phone.get("/api/player/devices").await;
    let devices = devices.as_array().expect("a list").clone();
    assert_eq!(devices.len(), 2, "{devices:?}");
    assert_eq!(devices.iter().filter(|d| d["this"] == true).count(), 1);

    // A new key: the old one stops at once.
    let (status, fresh) = phone.post("/api/player/key/new", &json!({})).await;
    assert_eq!(status, 200, "{fresh}");
    let fresh = fresh["key"].as_str().expect("a key").to_owned();
    assert_ne!(fresh, key);
    let third = server.browser();
    let got = third.post("/api/player/key", &json!({"key": key})).await;
    assert_refused(got, 403, "wrong-key");
    assert_eq!(me(&third).await, Value::Null);

    // The phone signs the laptop out.
    let laptop_id = devices
        .iter()
        .find(|d| d["this"] == false)
        .and_then(|d| d["id"].as_str())
        .expect("the other device")
        .to_owned();
    let sign_out = || async {
        let path = format!("{}/api/player/devices/{laptop_id}", phone.base);
        let response = phone.http.delete(path).send().await.expect("answered");
        response.status().as_u16()
    };
    assert_eq!(sign_out().await, 204);
    assert_eq!(me(&laptop).await, Value::Null);
    assert_eq!(sign_out().await, 404, "signed out already");
    assert_eq!(me(&phone).await["name"], "Grace");
}

#[tokio::test]
async fn rated_games_need_a_name_and_a_clock_and_never_the_computer() {
    let server = TestServer::start().await;
    let anon = server.browser();
    let mut body = timed("kingofthehill", "friend", 300, 0);
    body["rated"] = json!(true);
    assert_refused(anon.post("/api/games", &body).await, 403, "no-name");
    let named = server.browser();
    take(&named, "Hypatia").await;
    let mut untimed = json!({"variant": "kingofthehill", "opponent": "friend", "rated": true});
    assert_refused(
        named.post("/api/games", &untimed).await,
        400,
        "rated-needs-clock",
    );
    untimed["opponent"] = json!("computer");
    untimed["level"] = json!(1);
    assert_refused(
        named.post("/api/games", &untimed).await,
        400,
        "rated-not-computer",
    );
    let (_, mine) = named.get("/api/my-games").await;
    assert_eq!(mine["games"].as_array().map(Vec::len), Some(0), "{mine}");
    // A rated seek refuses a player without a name.
    let mut seek = crate::common::seek("kingofthehill", 300, 0);
    seek["rated"] = json!(true);
    let seat = named.create(seek).await;
    let _sock = named.sit(&seat).await;
    let got = anon
        .post(&format!("/api/games/{}/join", seat.id), &json!({}))
        .await;
    assert_refused(got, 403, "no-name");
}

/// Plays White to the hill in King of the Hill: 1. e4 a6 2. Ke2 a5 3. Ke3 a4 4. Kd4.
pub const HILL_WIN: [&str; 7] = ["e2e4", "a7a6", "e1e2", "a6a5", "e2e3", "a5a4", "e3d4"];

#[tokio::test]
async fn a_won_rated_game_rates_both_players_once_as_glicko2_says() {
    let server = TestServer::start().await;
    let (white, black) = (server.browser(), server.browser());
    take(&white, "Winner").await;
    take(&black, "Loser").await;
    let mut body = timed("kingofthehill", "friend", 300, 0);
    body["rated"] = json!(true);
    let seat = white.create(body).await;
    let other = black.join(&seat.id).await;
    let mut w = white.sit(&seat).await;
    let mut b = black.sit(&other).await;
    let (_, view) = white.get(&format!("/api/games/{}", seat.id)).await;
    let view: regalia_server::protocol::GameView =
        serde_json::from_value(view).expect("a game view");
    assert!(view.rated);
    assert_eq!(
        view.players
            .white
            .player
            .as_ref()
            .map(|p| p.rating.as_str()),
        Some("1500?")
    );
    assert_eq!(
        view.players.black.player.as_ref().map(|p| p.name.as_str()),
        Some("Loser")
    );
    for (i, uci) in HILL_WIN.iter().enumerate() {
        if i % 2 == 0 {
            w.play(uci).await;
        } else {
            b.play(uci).await;
        }
        w.moved(i + 1).await;
    }
    match w.end().await {
        ServerMsg::End {
            outcome: Some(o), ..
        } => assert_eq!(o.reason, EndReason::Hill),
        other => panic!("the game ends on the hill: {other:?}"),
    }
    let (expected_w, expected_l) =
        rating::rate(Rating::default(), Rating::default(), Score::WhiteWins);
    let (_, winner) = white.get("/api/players/Winner").await;
    let (_, loser) = white.get("/api/players/loser").await;
    let w_koth = &winner["ratings"]["kingofthehill"];
    let l_koth = &loser["ratings"]["kingofthehill"];
    assert_eq!(w_koth["games"], 1, "{winner}");
    assert_eq!(w_koth["wins"], 1);
    assert_eq!(l_koth["losses"], 1, "{loser}");
    let near = |v: &Value, x: f64| (v.as_f64().expect("a number") - x).abs() < 0.01;
    assert!(near(&w_koth["rating"], expected_w.rating), "{w_koth}");
    assert!(near(&l_koth["rating"], expected_l.rating), "{l_koth}");
    assert!(near(&w_koth["deviation"], expected_w.deviation));
    assert_eq!(w_koth["provisional"], true);
    let (status, change) = white.get(&format!("/api/games/{}/rating", seat.id)).await;
    assert_eq!(status, 200, "{change}");
    let gain = change["white"]["change"].as_i64().expect("a change");
    assert_eq!(gain, (expected_w.rating.round() - 1500.0) as i64);
    assert!(gain > 0 && change["black"]["change"].as_i64() < Some(0));
    assert_eq!(winner["games"].as_array().map(Vec::len), Some(1));
    // "Your games" says each player's own change.
    let my_change = |mine: &Value| {
        mine["games"]
            .as_array()
            .and_then(|games| games.iter().find(|g| g["id"] == seat.id.as_str()))
            .map(|g| g["ratingChange"].clone())
    };
    let (_, mine) = white.get("/api/my-games").await;
    assert_eq!(my_change(&mine), Some(json!(gain)), "{mine}");
    let (_, theirs) = black.get("/api/my-games").await;
    assert_eq!(
        my_change(&theirs),
        Some(change["black"]["change"].clone()),
        "{theirs}"
    );

    // The rematch seats both with their ratings after this game, and its
    // own end changes them from there.
    w.send(&ClientMsg::Offer {
        kind: OfferKind::Rematch,
    })
    .await;
    b.until("rematch offer", |m| {
        matches!(
            m,
            ServerMsg::Offered {
                kind: OfferKind::Rematch,
                ..
            }
        )
    })
    .await;
    b.send(&ClientMsg::Answer {
        kind: OfferKind::Rematch,
        yes: true,
    })
    .await;
    let rematch = |m: &ServerMsg| matches!(m, ServerMsg::Rematch { .. });
    let ServerMsg::Rematch { id, url: w_url, .. } = w.until("rematch", rematch).await else {
        unreachable!()
    };
    let ServerMsg::Rematch { url: b_url, .. } = b.until("rematch", rematch).await else {
        unreachable!()
    };
    let (_, view) = white.get(&format!("/api/games/{id}")).await;
    let view: regalia_server::protocol::GameView =
        serde_json::from_value(view).expect("a game view");
    let tag = |p: &Option<regalia_server::protocol::PlayerTag>| {
        p.as_ref().map(|p| (p.name.clone(), p.rating.clone()))
    };
    assert!(view.rated);
    // The loser of the first game plays White now.
    assert_eq!(
        tag(&view.players.white.player),
        Some(("Loser".to_owned(), expected_l.shown()))
    );
    assert_eq!(
        tag(&view.players.black.player),
        Some(("Winner".to_owned(), expected_w.shown()))
    );
    let seat_of = |url: &str| url.rsplit('/').next().unwrap_or_default().to_owned();
    let mut w2 = black
        .socket(&format!("/ws/game/{id}?seat={}", seat_of(&b_url)))
        .await;
    let mut b2 = white
        .socket(&format!("/ws/game/{id}?seat={}", seat_of(&w_url)))
        .await;
    w2.state().await;
    b2.state().await;
    for (i, uci) in HILL_WIN.iter().enumerate() {
        if i % 2 == 0 {
            w2.play(uci).await;
        } else {
            b2.play(uci).await;
        }
        w2.moved(i + 1).await;
    }
    w2.end().await;
    let (after_l, after_w) = rating::rate(expected_l, expected_w, Score::WhiteWins);
    let (_, change) = white.get(&format!("/api/games/{id}/rating")).await;
    let rounded =
        |before: Rating, after: Rating| (after.rating.round() - before.rating.round()) as i64;
    assert_eq!(
        change["white"]["change"],
        rounded(expected_l, after_l),
        "{change}"
    );
    assert_eq!(
        change["black"]["change"],
        rounded(expected_w, after_w),
        "{change}"
    );
}

/// Reads a lobby socket until the seek `until` is listed: every seek id it
/// was told of on the way (the snapshot's and the deltas' added ones).
async fn seeks_told_until(lobby: &mut crate::common::Sock, until: &str) -> Vec<String> {
    let mut told = Vec::new();
    for _ in 0..1000 {
        let added = match lobby.next_lobby().await {
            LobbyOut::Lobby { seeks, .. } => seeks,
            LobbyOut::Seeks { added, .. } => added,
            _ => continue,
        };
        told.extend(added.iter().map(|s| s.id.to_string()));
        if told.iter().any(|id| id == until) {
            return told;
        }
    }
    panic!("seek {until} never came");
}

#[tokio::test]
async fn a_ranged_seek_reaches_only_the_lobby_sockets_of_players_rated_in_it() {
    let server = TestServer::start().await;
    let (ada, cleo, bob, anon) = (
        server.browser(),
        server.browser(),
        server.browser(),
        server.browser(),
    );
    take(&ada, "Ada").await;
    take(&cleo, "Cleo").await;
    take(&bob, "Bob").await;
    // Bob (a new player: 1500) and a player without a name watch the lobby
    // before any seek is made, so every seek reaches them as a delta.
    let mut bob_lobby = bob.session_socket("/ws/lobby").await;
    let mut anon_lobby = anon.session_socket("/ws/lobby").await;
    let ranged = |min: u16, max: u16| {
        let mut body = crate::common::seek("kingofthehill", 300, 0);
        body["rated"] = json!(true);
        body["range"] = json!({"min": min, "max": max});
        body
    };
    let above = ada.create(ranged(1600, 1800)).await;
    let _ada_page = ada.sit(&above).await;
    let around = cleo.create(ranged(1400, 1600)).await;
    let _cleo_page = cleo.sit(&around).await;
    let open = anon
        .create(crate::common::seek("kingofthehill", 300, 0))
        .await;
    let _anon_page = anon.sit(&open).await;

    // Bob is told of the seek around his rating and the open one, never of
    // the seek above him, though it was made first.
    let told = seeks_told_until(&mut bob_lobby, open.id.as_str()).await;
    assert!(told.contains(&around.id.to_string()), "{told:?}");
    assert!(!told.contains(&above.id.to_string()), "{told:?}");
    // A player without a name is told of neither ranged seek.
    let told = seeks_told_until(&mut anon_lobby, open.id.as_str()).await;
    assert!(
        !told.contains(&above.id.to_string()) && !told.contains(&around.id.to_string()),
        "{told:?}"
    );
    // A new socket's snapshot and the HTTP lobby say the same; the seeker
    // sees their own seek.
    let mut again = bob.session_socket("/ws/lobby").await;
    let told = seeks_told_until(&mut again, around.id.as_str()).await;
    assert!(!told.contains(&above.id.to_string()), "{told:?}");
    let listed = |lobby: &Value| -> Vec<String> {
        lobby["seeks"]
            .as_array()
            .map(|l| {
                l.iter()
                    .filter_map(|s| s["id"].as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default()
    };
    let (_, bobs) = bob.get("/api/lobby").await;
    assert!(listed(&bobs).contains(&around.id.to_string()), "{bobs}");
    assert!(!listed(&bobs).contains(&above.id.to_string()), "{bobs}");
    let (_, adas) = ada.get("/api/lobby").await;
    assert!(listed(&adas).contains(&above.id.to_string()), "{adas}");
    // And the join says the same as the lobby.
    let got = bob
        .post(&format!("/api/games/{}/join", above.id), &json!({}))
        .await;
    assert_refused(got, 403, "out-of-range");
    assert_eq!(bob.join(&around.id).await.id, around.id);
}
