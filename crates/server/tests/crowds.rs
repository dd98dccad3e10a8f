//! Abuse from many addresses at once: sockets per address and in all, how
//! sockets close, games that never start, caps hit by requests sent at
//! once, work budgets, and the analysis line. Distinct loopback addresses
//! (127.0.0.2, 127.0.0.3, …) play distinct clients.

use std::time::Duration;

use futures_util::future::join_all;
use futures_util::{SinkExt, StreamExt};
use regalia_server::analysis::messages::{AnalysisErrorCode, AnalysisOut};
use regalia_server::analysis::AnalysisConfig;
use regalia_server::config::LimitsConfig;
use regalia_server::limits::Rate;
use regalia_server::protocol::{ServerMsg, Status};
use regalia_server::Config;
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::{self, Message};

use crate::abuse::{client, socket_from, Ws};
use crate::common::{computer, create, fetch, post, seek, timed, TestServer, PATIENCE};

/// A server with `limits` and otherwise the defaults.
async fn server_with(limits: LimitsConfig) -> TestServer {
    TestServer::with(Config {
        limits,
        ..Config::default()
    })
    .await
}

/// The status and JSON body of a refused socket upgrade.
fn refusal(result: Result<Ws, tungstenite::Error>) -> (u16, Value) {
    match result {
        Ok(_) => panic!("the socket was let in"),
        Err(tungstenite::Error::Http(response)) => {
            let body = response.body().clone().unwrap_or_default();
            (
                response.status().as_u16(),
                serde_json::from_slice(&body).unwrap_or(Value::Null),
            )
        }
        Err(e) => panic!("the upgrade failed otherwise: {e}"),
    }
}

/// The figure `name` in `/metrics`.
async fn figure(server: &TestServer, name: &str) -> i64 {
    let text = server.metrics().await;
    text.lines()
        .find_map(|l| l.strip_prefix(&format!("{name} ")))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("{name} in the metrics"))
}

/// Waits until the figure `name` is `want`.
async fn figure_becomes(server: &TestServer, name: &str, want: i64) {
    let patience = tokio::time::Instant::now() + PATIENCE;
    loop {
        if figure(server, name).await == want {
            return;
        }
        assert!(
            tokio::time::Instant::now() < patience,
            "{name} never became {want}"
        );
        tokio::task::yield_now().await;
    }
}

/// The next frame of a socket, whatever it is.
async fn frame(ws: &mut Ws) -> Option<Result<Message, tungstenite::Error>> {
    tokio::time::timeout(PATIENCE, ws.next())
        .await
        .expect("a frame in time")
}

/// Reads until the server's Close frame; its code and reason.
async fn close_of(ws: &mut Ws) -> (u16, String) {
    for _ in 0..10_000 {
        match frame(ws).await {
            Some(Ok(Message::Close(Some(close)))) => {
                return (u16::from(close.code), close.reason.to_string())
            }
            Some(Ok(Message::Close(None))) => panic!("a Close frame without a code"),
            Some(Ok(_)) => continue,
            Some(Err(e)) => panic!("the socket ended without a Close frame: {e}"),
            None => panic!("the socket ended without a Close frame"),
        }
    }
    panic!("no Close frame came");
}

#[tokio::test]
async fn sockets_of_every_kind_count_against_one_cap_per_address() {
    let limits = LimitsConfig {
        sockets_per_addr: 6,
        ..LimitsConfig::default()
    };
    let server = server_with(limits).await;
    let http = client(2, true);
    let (status, seat) = post(
        &http,
        format!("{}/api/games", server.base),
        &create("chess", "friend"),
    )
    .await;
    assert_eq!(status, 201, "{seat}");
    let game = seat["socket"].as_str().expect("a socket path").to_owned();
    let mut open = Vec::new();
    for path in ["/ws/lobby", "/ws/analysis", game.as_str()] {
        for _ in 0..2 {
            open.push(
                socket_from(&server, 2, path, &[])
                    .await
                    .expect("within the cap"),
            );
        }
    }
    for path in ["/ws/lobby", "/ws/analysis", game.as_str()] {
        let (status, body) = refusal(socket_from(&server, 2, path, &[]).await);
        assert_eq!((status, body["code"].as_str()), (429, Some("rate-limited")));
    }
    // Another address is not concerned, and every kind is counted.
    let _other = socket_from(&server, 3, "/ws/analysis", &[])
        .await
        .expect("another address connects");
    figure_becomes(&server, "regalia_sockets_open", 7).await;
    // A socket closed gives its place back.
    let mut first = open.remove(0);
    first.close(None).await.expect("closes");
    figure_becomes(&server, "regalia_sockets_open", 6).await;
    socket_from(&server, 2, "/ws/lobby", &[])
        .await
        .expect("a place again");
}

#[tokio::test]
async fn when_the_server_has_all_the_sockets_it_may_health_checks_still_answer() {
    let limits = LimitsConfig {
        max_sockets: Some(4),
        ..LimitsConfig::default()
    };
    let server = server_with(limits).await;
    let mut open = Vec::new();
    for last in 2..6 {
        open.push(
            socket_from(&server, last, "/ws/lobby", &[])
                .await
                .expect("room"),
        );
    }
    let (status, body) = refusal(socket_from(&server, 6, "/ws/lobby", &[]).await);
    assert_eq!((status, body["code"].as_str()), (503, Some("unavailable")));
    let health = fetch(&client(6, false), format!("{}/api/health", server.base)).await;
    assert_eq!(health.status().as_u16(), 200);
}

#[tokio::test]
async fn a_clients_close_is_answered_and_every_server_close_has_a_code() {
    let server = TestServer::with(Config {
        max_frame: 4 * 1024,
        ..Config::default()
    })
    .await;
    // The client closes: the server answers with the same code.
    let mut lobby = socket_from(&server, 2, "/ws/lobby", &[])
        .await
        .expect("opens");
    lobby.close(None).await.expect("sends Close");
    loop {
        match frame(&mut lobby).await {
            Some(Ok(Message::Close(_))) | None => break,
            Some(Ok(_)) => continue,
            Some(Err(e)) => panic!("the Close was not answered: {e}"),
        }
    }
    // A frame over the limit: 1009.
    let mut big = socket_from(&server, 3, "/ws/lobby", &[])
        .await
        .expect("opens");
    big.send(Message::Text("x".repeat(8 * 1024).into()))
        .await
        .expect("sends");
    assert_eq!(close_of(&mut big).await.0, 1009);
    // A flood of refused messages on the analysis socket: 1008, as on the
    // game and lobby sockets.
    let mut analysis = socket_from(&server, 4, "/ws/analysis", &[])
        .await
        .expect("opens");
    for _ in 0..60 {
        if analysis
            .send(Message::Text("not json".into()))
            .await
            .is_err()
        {
            break;
        }
    }
    let (code, reason) = close_of(&mut analysis).await;
    assert_eq!(code, 1008);
    assert!(!reason.is_empty());
}

#[tokio::test]
async fn a_clocked_game_whose_first_moves_do_not_come_is_aborted() {
    let server = TestServer::with(Config {
        start_within: Duration::from_millis(300),
        ..Config::default()
    })
    .await;
    let browser = server.browser();
    let mut body = timed("chess", "computer", 60, 0);
    body["level"] = json!(1);
    let (_, mut sock, view) = browser.open(body).await;
    assert_eq!(view.status, Status::Playing);
    let end = sock
        .until("end", |m| matches!(m, ServerMsg::End { .. }))
        .await;
    assert!(
        matches!(
            end,
            ServerMsg::End {
                status: Status::Aborted,
                ..
            }
        ),
        "{end:?}"
    );
    figure_becomes(&server, "regalia_games_playing", 0).await;
}

#[tokio::test]
async fn games_not_started_count_against_the_address() {
    let limits = LimitsConfig {
        unstarted_per_addr: 2,
        ..LimitsConfig::default()
    };
    let server = server_with(limits).await;
    let url = format!("{}/api/games", server.base);
    let from_two = client(2, false);
    for _ in 0..2 {
        let (status, answer) = post(&from_two, url.clone(), &computer("chess", 1, "white")).await;
        assert_eq!(status, 201, "{answer}");
    }
    let (status, answer) = post(&from_two, url.clone(), &computer("chess", 1, "white")).await;
    assert_eq!(
        (status, answer["code"].as_str()),
        (429, Some("rate-limited"))
    );
    let (status, answer) = post(&from_two, url.clone(), &create("chess", "friend")).await;
    assert_eq!(
        (status, answer["code"].as_str()),
        (429, Some("rate-limited"))
    );
    let (status, _) = post(&client(3, false), url, &computer("chess", 1, "white")).await;
    assert_eq!(status, 201);
}

/// The statuses of `times` creations of `body` from address `last`, all
/// sent at once.
async fn at_once(server: &TestServer, last: u8, body: Value, times: usize) -> Vec<u16> {
    let http = client(last, false);
    let url = format!("{}/api/games", server.base);
    let sent = (0..times).map(|_| post(&http, url.clone(), &body));
    join_all(sent).await.into_iter().map(|(s, _)| s).collect()
}

#[tokio::test]
async fn caps_hold_against_requests_sent_at_once() {
    let server = TestServer::start().await;
    let limits = LimitsConfig::default();
    let strong = at_once(&server, 2, computer("chess", 8, "white"), 12).await;
    assert_eq!(
        strong.iter().filter(|&&s| s == 201).count(),
        limits.strong_games_per_addr,
        "{strong:?}"
    );
    assert!(strong.iter().all(|&s| s == 201 || s == 429), "{strong:?}");
    let seeks = at_once(&server, 3, seek("chess", 5, 0), 10).await;
    assert_eq!(
        seeks.iter().filter(|&&s| s == 201).count(),
        limits.seeks_per_addr,
        "{seeks:?}"
    );
    let invitations = at_once(&server, 4, create("chess", "friend"), 30).await;
    assert_eq!(
        invitations.iter().filter(|&&s| s == 201).count(),
        limits.invitations_per_addr,
        "{invitations:?}"
    );
}

#[tokio::test]
async fn replaying_moves_spends_a_budget_counted_in_plies() {
    let limits = LimitsConfig {
        work_per_addr: Rate::new(12, Duration::from_secs(3600)),
        ..LimitsConfig::default()
    };
    let server = server_with(limits).await;
    let url = format!("{}/api/rules", server.base);
    let game = json!({"variant": "chess", "moves": ["e2e4", "e7e5", "g1f3", "b8c6", "f1c4"]});
    let from_two = client(2, false);
    // Six plies a request (five moves and the start): two fit in twelve.
    for _ in 0..2 {
        assert_eq!(post(&from_two, url.clone(), &game).await.0, 200);
    }
    let (status, answer) = post(&from_two, url.clone(), &game).await;
    assert_eq!(
        (status, answer["code"].as_str()),
        (429, Some("rate-limited"))
    );
    let position = json!({"variant": "chess", "fen": "8/8/8/8/8/8/8/K1k5 w - - 0 1"});
    let (status, _) = post(
        &from_two,
        format!("{}/api/position", server.base),
        &position,
    )
    .await;
    assert_eq!(status, 429);
    let pgn = json!({"pgn": "1. e4 e5"});
    let (status, answer) = post(&from_two, format!("{}/api/analysis/pgn", server.base), &pgn).await;
    assert_eq!(
        (status, answer["code"].as_str()),
        (429, Some("rate-limited"))
    );
    // Another address has its own budget.
    assert_eq!(post(&client(3, false), url, &game).await.0, 200);
}

async fn analysis_next(ws: &mut Ws) -> AnalysisOut {
    loop {
        match frame(ws).await {
            Some(Ok(Message::Text(text))) => {
                return serde_json::from_str(text.as_str()).expect("an analysis message")
            }
            Some(Ok(_)) => continue,
            other => panic!("the analysis socket ended: {other:?}"),
        }
    }
}

async fn analysis_until(ws: &mut Ws, f: impl Fn(&AnalysisOut) -> bool) -> AnalysisOut {
    for _ in 0..10_000 {
        let msg = analysis_next(ws).await;
        if f(&msg) {
            return msg;
        }
    }
    panic!("the awaited analysis message never came");
}

#[tokio::test]
async fn the_analysis_line_is_capped_tells_each_its_place_and_moves_on() {
    let server = TestServer::with(Config {
        analysis: AnalysisConfig {
            threads: 1,
            movetime: Duration::from_secs(60),
            nodes: u64::MAX,
            max_waiting: 2,
            // Long enough for the test to line up three addresses first.
            busy_movetime: Duration::from_secs(3),
            ..AnalysisConfig::default()
        },
        ..Config::default()
    })
    .await;
    let ask = |id: u32| {
        Message::Text(
            json!({"t": "analyse", "id": id, "variant": "chess", "moves": ["e2e4"]})
                .to_string()
                .into(),
        )
    };
    let mut sockets = Vec::new();
    for last in 2..5u8 {
        let mut ws = socket_from(&server, last, "/ws/analysis", &[])
            .await
            .expect("opens");
        ws.send(ask(u32::from(last))).await.expect("sends");
        if last == 2 {
            // The first runs before the others ask.
            analysis_until(&mut ws, |m| matches!(m, AnalysisOut::Info { .. })).await;
        }
        sockets.push(ws);
    }
    let queued = analysis_until(&mut sockets[2], |m| {
        matches!(m, AnalysisOut::Queued { ahead: 1, .. })
    })
    .await;
    assert_eq!(queued, AnalysisOut::Queued { id: 4, ahead: 1 });
    // The line is full: a fourth address is told the server is busy.
    let mut fourth = socket_from(&server, 5, "/ws/analysis", &[])
        .await
        .expect("opens");
    fourth.send(ask(5)).await.expect("sends");
    let refused = analysis_until(&mut fourth, |m| matches!(m, AnalysisOut::Error { .. })).await;
    assert!(
        matches!(
            refused,
            AnalysisOut::Error {
                code: AnalysisErrorCode::Busy,
                ..
            }
        ),
        "{refused:?}"
    );
    // The running analysis is cut short for those waiting: the second and
    // then the third address get their turn.
    for ws in &mut sockets[1..] {
        analysis_until(ws, |m| matches!(m, AnalysisOut::Info { .. })).await;
    }
    // The last one, alone, would think its whole minute: stop it.
    let stop = Message::Text(json!({"t": "stop"}).to_string().into());
    sockets[2].send(stop).await.expect("sends");
}

#[tokio::test]
async fn query_strings_and_long_ids_are_refused_in_the_error_shape() {
    let server = TestServer::start().await;
    let http = client(2, false);
    for path in [
        "/ws/game/abcdefgh?since=-1",
        "/ws/game/abcdefgh?seat=a&seat=b",
        "/api/puzzles/kingofthehill/next?after=a&after=b",
    ] {
        let r = fetch(&http, format!("{}{path}", server.base)).await;
        assert_eq!(r.status().as_u16(), 400, "{path}");
        let body: Value = r.json().await.expect("a JSON body");
        assert_eq!(body["code"], "bad-request", "{path}: {body}");
    }
    let r = fetch(&http, format!("{}/api/puzzles/chess/%FF%FE", server.base)).await;
    let body: Value = r.json().await.expect("a JSON body");
    assert_eq!(body["code"], "bad-request", "{body}");
    let long = "g".repeat(5000);
    for path in [
        format!("/api/games/{long}"),
        format!("/api/{long}"),
        format!("/game/{long}/x/y"),
    ] {
        let r = fetch(&http, format!("{}{path}", server.base)).await;
        assert_eq!(r.status().as_u16(), 404);
        let body = r.text().await.expect("a body");
        assert!(
            !body.contains(&long[..1000]),
            "the body repeats the address"
        );
    }
    // An empty start is no position, whatever the endpoint.
    let empty = json!({"variant": "chess", "fen": "", "moves": []});
    let (status, body) = post(&http, format!("{}/api/rules", server.base), &empty).await;
    assert_eq!((status, body["code"].as_str()), (400, Some("bad-position")));
    let mut game = create("chess", "friend");
    game["fen"] = json!("");
    let (status, body) = post(&http, format!("{}/api/games", server.base), &game).await;
    assert_eq!((status, body["code"].as_str()), (400, Some("bad-position")));
    // Move counters past 32 bits are refused, not clamped.
    let huge = json!({"variant": "chess", "fen": "4k3/8/8/8/8/8/8/4K3 w - - 0 4294967296"});
    let (status, body) = post(&http, format!("{}/api/position", server.base), &huge).await;
    assert_eq!(status, 200);
    assert_eq!(body["valid"], false, "{body}");
}
