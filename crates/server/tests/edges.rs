//! Reconnection, bad input and abuse, and the plain HTTP endpoints.

use std::time::Duration;

use crate::common::{create, friends, table, Browser, TestServer};
use regalia_server::protocol::{ClientMsg, ErrorCode, OfferKind, ServerMsg, Side};
use regalia_server::Config;
use serde_json::{json, Value};

#[tokio::test]
async fn reconnecting_client_receives_exactly_the_missed_events() {
    let (server, mut t) = friends("chess").await;
    t.play(&["e2e4", "e7e5"], 0).await;
    let seen = t.white.last_n;
    let since_url = |n: u64| format!("{}&since={n}", t.white_seat.socket);
    drop(t.white);
    // White is away; Black offers a draw and nothing else can happen, so
    // White comes back, plays, and goes away again while Black moves.
    t.black
        .send(&ClientMsg::Offer {
            kind: OfferKind::Draw,
        })
        .await;
    t.black.sync().await;
    let b = server.browser();
    let mut white = b.socket(&since_url(seen)).await;
    match white.next().await {
        ServerMsg::Offered {
            n,
            kind: OfferKind::Draw,
            by,
        } => {
            assert_eq!(n, seen + 1);
            assert_eq!(by, Side::Black);
        }
        other => panic!("expected exactly the missed draw offer, got {other:?}"),
    }
    white.play("g1f3").await;
    t.black.moved(3).await;
    let seen = white.last_n.max(seen + 1);
    white.moved(3).await;
    let seen = white.last_n.max(seen);
    drop(white);
    t.black.play("b8c6").await;
    t.black.moved(4).await;
    let mut white = b.socket(&since_url(seen)).await;
    let mut missed = Vec::new();
    // Exactly one event was missed; the `presence` after it closes the replay.
    loop {
        match white.next_any().await {
            ServerMsg::Presence { .. } => break,
            msg => missed.push(msg),
        }
    }
    assert_eq!(missed.len(), 1, "{missed:?}");
    assert!(
        matches!(&missed[0], ServerMsg::Move { uci, ply: 4, n, .. } if uci == "b8c6" && *n == seen + 1)
    );
    // Up to date: nothing to replay.
    let up_to_date = white.last_n;
    drop(white);
    let mut white = b.socket(&since_url(up_to_date)).await;
    assert!(matches!(white.next_any().await, ServerMsg::Presence { .. }));
    // Too old or unknown: a full snapshot.
    let mut white = b.socket(&since_url(up_to_date + 100)).await;
    let view = white.state().await;
    assert_eq!(view.ply, 4);
}

#[tokio::test]
async fn illegal_and_out_of_turn_moves_are_refused_and_change_nothing() {
    let (server, mut t) = friends("chess").await;
    t.white.play("e2e5").await;
    let (code, message) = t.white.error().await;
    assert_eq!(code, ErrorCode::IllegalMove);
    assert!(message.contains("e2e5"), "{message}");
    t.black.play("e7e5").await;
    assert_eq!(t.black.error().await.0, ErrorCode::NotYourTurn);
    t.white.play("zz").await;
    assert_eq!(t.white.error().await.0, ErrorCode::IllegalMove);
    t.white
        .send(&ClientMsg::Move {
            uci: "e2e4".into(),
            ply: Some(5),
        })
        .await;
    assert_eq!(t.white.error().await.0, ErrorCode::StaleMove);
    let (_, view) = server.browser().get(&format!("/api/games/{}", t.id)).await;
    assert_eq!(view["ply"], 0);
    // The connection survived: a legal move still goes through.
    t.white.play("e2e4").await;
    t.black.moved(1).await;
}

#[tokio::test]
async fn malformed_and_oversized_messages_get_an_error_and_the_socket_survives() {
    let (_server, mut t) = friends("chess").await;
    for bad in [
        "not json",
        r#"{"t":"teleport"}"#,
        r#"{"t":"move"}"#,
        r#"{"t":"move","uci":42}"#,
        "[]",
    ] {
        t.white.send_text(bad).await;
        let (code, _) = t.white.error().await;
        assert_eq!(code, ErrorCode::BadMessage, "for {bad}");
    }
    let huge = format!(r#"{{"t":"move","uci":"{}"}}"#, "e".repeat(3000));
    t.white.send_text(&huge).await;
    let (code, message) = t.white.error().await;
    assert_eq!(code, ErrorCode::BadMessage);
    assert!(message.contains("too large"), "{message}");
    t.white.sync().await;
    t.white.play("e2e4").await;
    t.black.moved(1).await;
}

#[tokio::test]
async fn a_frame_beyond_the_hard_limit_closes_only_that_socket() {
    use futures_util::StreamExt;
    let (server, mut t) = friends("chess").await;
    let huge = format!(r#"{{"t":"move","uci":"{}"}}"#, "e".repeat(100_000));
    // The server may close before the whole frame is written.
    let _ = futures_util::SinkExt::send(
        &mut t.white.ws,
        tokio_tungstenite::tungstenite::Message::Text(huge.into()),
    )
    .await;
    let closed = tokio::time::timeout(crate::common::PATIENCE, async {
        loop {
            match t.white.ws.next().await {
                None | Some(Err(_)) => return true,
                Some(Ok(tokio_tungstenite::tungstenite::Message::Close(_))) => return true,
                Some(Ok(_)) => continue,
            }
        }
    })
    .await
    .unwrap_or(false);
    assert!(closed, "the socket is closed");
    // The game and the other player are unaffected.
    t.black.sync().await;
    let (_, view) = server.browser().get(&format!("/api/games/{}", t.id)).await;
    assert_eq!(view["status"], "playing");
    let b = server.browser();
    let mut white = b.socket(&t.white_seat.socket).await;
    white.state().await;
    white.play("e2e4").await;
    t.black.moved(1).await;
}

#[tokio::test]
async fn spectators_cannot_act() {
    let (server, t) = friends("chess").await;
    let mut spectator = server.browser().watch(&t.id).await;
    let view = spectator.state().await;
    assert_eq!(view.ply, 0);
    spectator.play("e2e4").await;
    assert_eq!(spectator.error().await.0, ErrorCode::NotAPlayer);
    spectator.send(&ClientMsg::Resign).await;
    assert_eq!(spectator.error().await.0, ErrorCode::NotAPlayer);
    let (_, view) = server.browser().get(&format!("/api/games/{}", t.id)).await;
    assert_eq!(view["status"], "playing");
}

#[tokio::test]
async fn unknown_games_and_wrong_seats_are_refused() {
    let (server, b) = TestServer::start_browsing().await;
    let seat = b.create(create("chess", "friend")).await;
    let (status, body) = b.get("/api/games/Zzzzzzzz").await;
    assert_eq!(status, 404);
    assert!(body["error"]
        .as_str()
        .is_some_and(|e| e.contains("Zzzzzzzz")));
    assert_eq!(b.get("/api/games/not-an-id!").await.0, 404);
    assert_eq!(b.post("/api/games/Zzzzzzzz/join", &json!({})).await.0, 404);
    let wrong = "0".repeat(32);
    assert_eq!(
        b.get(&format!("/api/games/{}/{wrong}", seat.id)).await.0,
        403
    );
    assert_eq!(
        b.get(&format!("/api/games/{}/{}", seat.id, seat.seat.hex()))
            .await
            .0,
        200
    );
    let http = reqwest::Client::new();
    for (path, status) in [
        (format!("/ws/game/{}?seat={wrong}", seat.id), 403),
        (format!("/ws/game/{}?seat=garbage", seat.id), 403),
        ("/ws/game/Zzzzzzzz".to_owned(), 404),
    ] {
        let url = format!("{}{path}", server.ws);
        assert!(
            tokio_tungstenite::connect_async(&url).await.is_err(),
            "{path} must not open"
        );
        // The same request over plain HTTP shows the status and message.
        let r = http
            .get(format!("{}{path}", server.base))
            .header("connection", "upgrade")
            .header("upgrade", "websocket")
            .header("sec-websocket-version", "13")
            .header("sec-websocket-key", "dGhlIHNhbXBsZSBub25jZQ==")
            .send()
            .await
            .expect("an answer");
        assert_eq!(r.status().as_u16(), status, "{path}");
    }
}

#[tokio::test]
async fn bad_game_requests_are_refused_with_a_reason() {
    let (_server, b) = TestServer::start_browsing().await;
    for (body, needle) in [
        (
            json!({"variant": "chess", "opponent": "friend", "fen": "not a fen"}),
            "position",
        ),
        (
            json!({"variant": "shogi", "opponent": "friend"}),
            "unknown variant",
        ),
        (json!({"variant": "chess", "opponent": "computer"}), "level"),
        (
            json!({"variant": "chess", "opponent": "computer", "level": 9}),
            "level",
        ),
        (
            json!({"variant": "chess", "opponent": "friend", "clock": {"initial": 0, "increment": 0}}),
            "clock",
        ),
        (
            json!({"variant": "chess", "opponent": "friend", "color": "green"}),
            "color",
        ),
        (
            json!({"variant": "chess", "opponent": "friend",
                "fen": "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"}),
            "over",
        ),
    ] {
        let (status, answer) = b.post("/api/games", &body).await;
        assert_eq!(status, 400, "{body}: {answer}");
        let error = answer["error"].as_str().unwrap_or_default().to_owned();
        assert!(error.contains(needle), "{body}: {error}");
    }
    let r = b
        .http
        .post(format!("{}/api/games", b.base))
        .header("content-type", "application/json")
        .body(vec![b' '; 20_000])
        .send()
        .await
        .expect("an answer");
    assert_eq!(r.status().as_u16(), 413);
    let (_, stats) = b.get("/api/lobby").await;
    assert_eq!(stats["seeks"], json!([]));
}

#[tokio::test]
async fn creating_games_is_rate_limited_per_session() {
    let mut limits = regalia_server::config::LimitsConfig::default();
    limits.create.per_session = regalia_server::limits::Rate::new(3, Duration::from_secs(3600));
    let server = TestServer::with(Config {
        limits,
        ..Config::default()
    })
    .await;
    let b = server.browser();
    for _ in 0..3 {
        b.create(create("chess", "friend")).await;
    }
    let (status, answer) = b.post("/api/games", &create("chess", "friend")).await;
    assert_eq!(status, 429, "{answer}");
    // Another browser (on the same address, within its budget) is not affected.
    server.browser().create(create("chess", "friend")).await;
}

#[tokio::test]
async fn flooding_a_socket_is_rate_limited_and_then_closed() {
    let server = TestServer::with(Config {
        msg_burst: 5,
        msg_per_sec: 1,
        ..Config::default()
    })
    .await;
    let t = table(&server, create("chess", "friend")).await;
    let mut white = t.white;
    for _ in 0..10 {
        white.send(&ClientMsg::Ping).await;
    }
    white
        .until("rate limited", |m| {
            matches!(
                m,
                ServerMsg::Error {
                    code: ErrorCode::RateLimited,
                    ..
                }
            )
        })
        .await;
    // Keep flooding: the server gives up on this socket.
    use futures_util::{SinkExt, StreamExt};
    let mut closed = false;
    for _ in 0..200 {
        if white
            .ws
            .send(tokio_tungstenite::tungstenite::Message::Text(
                "{\"t\":\"ping\"}".into(),
            ))
            .await
            .is_err()
        {
            closed = true;
            break;
        }
    }
    if !closed {
        loop {
            match tokio::time::timeout(crate::common::PATIENCE, white.ws.next()).await {
                Err(_) => break,
                Ok(None)
                | Ok(Some(Err(_)))
                | Ok(Some(Ok(tokio_tungstenite::tungstenite::Message::Close(_)))) => {
                    closed = true;
                    break;
                }
                Ok(Some(Ok(_))) => continue,
            }
        }
    }
    assert!(closed, "the server closes a socket that keeps flooding");
}

/// Asks `/api/rules` about `moves` of `variant` from its start.
async fn rules(b: &Browser, variant: &str, moves: &[&str]) -> (u16, Value) {
    b.post("/api/rules", &json!({"variant": variant, "moves": moves}))
        .await
}

#[tokio::test]
async fn rules_endpoint_answers_as_the_interface_fixes() {
    let (_server, b) = TestServer::start_browsing().await;
    let (status, a) = b
        .post(
            "/api/rules",
            &json!({"variant": "kingofthehill", "fen": null, "moves": ["e2e4", "e7e5"]}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(a["variant"], "kingofthehill");
    assert_eq!(a["turn"], "white");
    assert_eq!(a["lastMove"], "e7e5");
    assert_eq!(a["moves"][0]["uci"], "e2e4");
    assert_eq!(a["moves"][0]["san"], "e4");
    assert_eq!(
        a["moves"][1]["fen"],
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    assert_eq!(a["moves"][1]["check"], false);
    assert_eq!(
        a["initialFen"],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(
        a["claims"],
        json!({"threefold": false, "fiftyMoves": false})
    );
    assert_eq!(a["outcome"], serde_json::Value::Null);
    assert!(a["dests"]["g1"]
        .as_array()
        .is_some_and(|d| d.contains(&json!("f3"))));
    assert!(a["legal"]
        .as_array()
        .is_some_and(|l| l.contains(&json!("g1f3"))));
    let (status, a) = rules(&b, "lielow", &["e2e1", "f7g8", "e1off"]).await;
    assert_eq!(status, 200);
    assert_eq!(
        a["outcome"],
        json!({"winner": "black", "reason": "crown-off-board"})
    );
    let (status, a) = rules(&b, "lielow", &[]).await;
    assert_eq!(status, 200);
    assert!(a["dests"].as_object().is_some_and(|d| d.len() == 8));
    let (status, a) = rules(&b, "kingofthehill", &["e2e4", "e7e5", "e2e5"]).await;
    assert_eq!(status, 400);
    assert_eq!(a["error"], "move 3: illegal move `e2e5` in this position");
}

#[tokio::test]
async fn pgn_and_metrics_are_served() {
    let (server, mut t) = friends("kingofthehill").await;
    t.play(&["e2e4", "a7a6", "e1e2", "a6a5", "e2d3", "a5a4", "d3d4"], 0)
        .await;
    t.white.end().await;
    let r = reqwest::get(format!("{}/pgn/{}", server.base, t.id))
        .await
        .expect("an answer");
    assert_eq!(r.status().as_u16(), 200);
    assert!(r
        .headers()
        .get("content-disposition")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("attachment")));
    let pgn = r.text().await.expect("text");
    assert!(pgn.contains("[Variant \"King of the Hill\"]"), "{pgn}");
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    assert!(pgn.contains("4. Kd4"), "{pgn}");
    let metrics = server.metrics().await;
    let value = |name: &str| -> i64 {
        metrics
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{name} ")))
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(-1)
    };
    assert_eq!(value("regalia_moves_total"), 7);
    assert_eq!(value("regalia_sockets_open"), 2);
    assert!(value("regalia_engine_queue") >= 0);
    assert_eq!(
        reqwest::get(format!("{}/pgn/Zzzzzzzz", server.base))
            .await
            .map(|r| r.status().as_u16())
            .ok(),
        Some(404)
    );
}

#[tokio::test]
async fn a_refused_move_says_which_rule_it_breaks() {
    let (_server, b) = TestServer::start_browsing().await;
    // From Racing Kings' start, the e2 knight on c3 would check the a2 king.
    let (status, a) = rules(&b, "racingkings", &["Nc3"]).await;
    assert_eq!(status, 400, "{a}");
    assert_eq!(a["code"], "illegal-move");
    assert_eq!(
        (a["ply"].as_u64(), a["why"].as_str()),
        (Some(1), Some("gives-check"))
    );
    // A pinned piece, on the third move of a game of chess.
    let (_, a) = rules(
        &b,
        "chess",
        &["e4", "e5", "d3", "Bb4+", "Nd2", "Nc6", "Nb3"],
    )
    .await;
    assert_eq!(a["ply"], 7);
    assert_eq!(a["why"], "pinned", "{a}");
    // King of the Hill: the hill square d4 is attacked by the e5 pawn.
    let (_, a) = rules(
        &b,
        "kingofthehill",
        &["e4", "e5", "Ke2", "a6", "Kd3", "a5", "Kd4"],
    )
    .await;
    assert_eq!(
        (a["ply"].as_u64(), a["why"].as_str()),
        (Some(7), Some("hill-attacked")),
        "{a}"
    );
}
