//! The analysis board's engine socket: lines and scores, the limit of one
//! analysis per address, reviews, PGN in, and that analyses never delay a
//! game's computer move.

use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use regalia_server::analysis::messages::{AnalysisErrorCode, AnalysisOut, Mark, ScoreView};
use regalia_server::analysis::AnalysisConfig;
use regalia_server::config::LimitsConfig;
use regalia_server::protocol::{EndReason, ServerMsg, Side, VariantName};
use regalia_server::Config;
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

use crate::common::{any_move, computer, Browser, TestServer, PATIENCE};

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn open(server: &TestServer) -> Ws {
    let (ws, _) = tokio_tungstenite::connect_async(format!("{}/ws/analysis", server.ws))
        .await
        .expect("the analysis socket opens");
    ws
}

/// A server whose analyses think three seconds at most, and an analysis
/// socket on it.
async fn quick_socket() -> (TestServer, Ws) {
    let server = TestServer::with(quick()).await;
    let ws = open(&server).await;
    (server, ws)
}

/// The request to analyse `moves` of `variant` from its start, numbered `id`.
fn analyse(id: u64, variant: &str, moves: &[&str]) -> Value {
    json!({"t": "analyse", "id": id, "variant": variant, "moves": moves})
}

async fn send(ws: &mut Ws, msg: Value) {
    ws.send(Message::Text(msg.to_string().into()))
        .await
        .expect("the socket takes a message");
}

async fn next(ws: &mut Ws) -> AnalysisOut {
    loop {
        let frame = tokio::time::timeout(PATIENCE, ws.next())
            .await
            .expect("a message in time")
            .expect("the socket is open")
            .expect("the socket works");
        if let Message::Text(text) = frame {
            return serde_json::from_str(text.as_str())
                .unwrap_or_else(|e| panic!("`{text}` parses: {e}"));
        }
    }
}

async fn until(ws: &mut Ws, f: impl Fn(&AnalysisOut) -> bool) -> AnalysisOut {
    for _ in 0..10_000 {
        let msg = next(ws).await;
        if f(&msg) {
            return msg;
        }
    }
    panic!("the awaited message never came");
}

fn quick() -> Config {
    Config {
        analysis: AnalysisConfig {
            movetime: Duration::from_secs(3),
            ..AnalysisConfig::default()
        },
        ..Config::default()
    }
}

#[tokio::test]
async fn a_king_beside_the_hill_is_scored_as_a_hill_win_with_three_lines() {
    let (_server, mut ws) = quick_socket().await;
    let mut ask = analyse(1, "kingofthehill", &[]);
    ask["fen"] = json!("4k3/8/8/8/8/4K3/8/8 w - - 0 1");
    ask["lines"] = json!(3);
    send(&mut ws, ask).await;
    let info = until(
        &mut ws,
        |m| matches!(m, AnalysisOut::Info { depth, .. } if *depth >= 3),
    )
    .await;
    let AnalysisOut::Info { id, lines, .. } = info else {
        unreachable!()
    };
    assert_eq!(id, 1);
    assert_eq!(lines.len(), 3);
    assert_eq!(
        lines[0].score,
        ScoreView::Win {
            winner: Side::White,
            moves: 1,
            by: Some(EndReason::Hill)
        }
    );
    assert!(["e3e4", "e3d4"].contains(&lines[0].moves[0].uci.as_str()));
    let firsts: Vec<_> = lines.iter().map(|l| l.moves[0].uci.clone()).collect();
    assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2]);
}

#[tokio::test]
async fn a_second_analysis_from_the_same_address_is_refused_in_words() {
    let (server, mut first) = quick_socket().await;
    send(&mut first, analyse(1, "chess", &["e2e4"])).await;
    until(&mut first, |m| matches!(m, AnalysisOut::Info { .. })).await;
    let mut second = open(&server).await;
    send(&mut second, analyse(7, "chess", &[])).await;
    match next(&mut second).await {
        AnalysisOut::Error {
            id,
            code,
            error: message,
        } => {
            assert_eq!((id, code), (Some(7), AnalysisErrorCode::TooManyAnalyses));
            assert!(message.contains("too many analyses at once"), "{message}");
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    // The first socket following a new position keeps its own place.
    send(&mut first, analyse(2, "chess", &["d2d4"])).await;
    until(&mut first, |m| matches!(m, AnalysisOut::Info { id: 2, .. })).await;
    // Once it stops, the other may analyse.
    send(&mut first, json!({"t": "stop"})).await;
    drop(first);
    let deadline = Instant::now() + PATIENCE;
    loop {
        send(&mut second, analyse(8, "chess", &[])).await;
        match next(&mut second).await {
            AnalysisOut::Info { id: 8, .. } => break,
            AnalysisOut::Error {
                code: AnalysisErrorCode::TooManyAnalyses,
                ..
            } if Instant::now() < deadline => {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            other => panic!("expected an analysis, got {other:?}"),
        }
    }
}

#[tokio::test]
async fn an_illegal_move_is_a_bad_position_and_changes_nothing() {
    let (_server, mut ws) = quick_socket().await;
    send(&mut ws, analyse(4, "racingkings", &["e2e4"])).await;
    match next(&mut ws).await {
        AnalysisOut::Error { id, code, .. } => {
            assert_eq!((id, code), (Some(4), AnalysisErrorCode::BadPosition))
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    send(&mut ws, json!({"t": "analyze"})).await;
    assert!(matches!(
        next(&mut ws).await,
        AnalysisOut::Error {
            code: AnalysisErrorCode::BadMessage,
            ..
        }
    ));
}

#[tokio::test]
async fn a_review_marks_the_rook_move_that_lets_the_king_walk_onto_the_hill() {
    let server = TestServer::start().await;
    let mut ws = open(&server).await;
    // The rook on a5 keeps Black's king off d5 and e5; Ra1 lets it in.
    send(
        &mut ws,
        json!({"t": "review", "id": 3, "variant": "kingofthehill",
               "fen": "8/8/4k3/R7/8/8/8/4K3 w - - 0 1", "moves": ["a5a1", "e6e5"]}),
    )
    .await;
    let mut progress = Vec::new();
    let review = loop {
        match next(&mut ws).await {
            AnalysisOut::Progress { done, of, .. } => progress.push((done, of)),
            AnalysisOut::Review { id, review } => {
                assert_eq!(id, 3);
                break review;
            }
            other => panic!("unexpected {other:?}"),
        }
    };
    assert_eq!(progress.last(), Some(&(3, 3)));
    assert_eq!(review.moves[0].mark, Some(Mark::Blunder));
    assert_eq!(review.white.blunders, 1);
    assert_eq!(review.black.blunders, 0);
    assert_ne!(
        review.positions[0].best.as_ref().map(|b| b.uci.as_str()),
        Some("a5a1")
    );
    assert!(review.positions[2].chances < 1.0);
}

/// Pastes `pgn` into the analysis board.
async fn paste(me: &Browser, pgn: &str) -> (u16, Value) {
    me.post("/api/analysis/pgn", &json!({ "pgn": pgn })).await
}

#[tokio::test]
async fn a_pasted_pgn_opens_and_a_bad_one_says_where() {
    let (_server, me) = TestServer::start_browsing().await;
    let koth = "[Variant \"King of the Hill\"]\n\n";
    let (status, game) = paste(&me, &format!("{koth}1. e4 e5 2. Ke2 Ke7 *")).await;
    assert_eq!(status, 200, "{game}");
    assert_eq!(game["variant"], "kingofthehill");
    assert_eq!(game["moves"][2]["uci"], "e1e2");
    // An illegal move keeps the moves before it and says which and why.
    let (status, game) = paste(&me, &format!("{koth}1. e4 e5 (1... c5) 2. Kf3 *")).await;
    assert_eq!(status, 200, "{game}");
    assert_eq!(game["moves"].as_array().map(Vec::len), Some(2));
    assert_eq!(game["moves"][1]["variations"][0][0]["san"], "c5");
    assert_eq!(game["refused"]["token"], "Kf3");
    assert_eq!(game["refused"]["why"], "no-piece");
    assert_eq!(
        (
            game["refused"]["line"].as_u64(),
            game["refused"]["column"].as_u64()
        ),
        (Some(3), Some(23))
    );
    let (status, err) = paste(&me, "[Variant \"Crazyhouse\"]\n\n1. e4 *").await;
    assert_eq!(status, 400);
    assert_eq!(err["kind"], "unknown-variant");
}

#[tokio::test]
async fn twenty_analyses_do_not_delay_a_level_one_computer_reply() {
    let mut config = quick();
    config.limits = LimitsConfig::for_load_tests();
    config.analysis.per_addr = 20;
    config.computer_pause = (Duration::ZERO, Duration::ZERO);
    let server = TestServer::with(config).await;
    let mut sockets = Vec::new();
    for (i, variant) in ["kingofthehill", "racingkings", "lielow", "chess"]
        .iter()
        .cycle()
        .take(20)
        .enumerate()
    {
        let mut ws = open(&server).await;
        send(
            &mut ws,
            json!({"t": "analyse", "id": i, "variant": variant, "lines": 3}),
        )
        .await;
        sockets.push(ws);
    }
    // The pool is busy: the first analyses report.
    until(&mut sockets[0], |m| matches!(m, AnalysisOut::Info { .. })).await;
    let me = server.browser();
    let (_, mut game, view) = me.open(computer("kingofthehill", 1, "white")).await;
    let mut dests = view.dests;
    for ply in [1, 3, 5] {
        let uci = any_move(&dests);
        let asked = Instant::now();
        game.play(&uci).await;
        game.moved(ply).await;
        match game.moved(ply + 1).await {
            ServerMsg::Move { dests: d, .. } => dests = d,
            _ => unreachable!(),
        }
        let waited = asked.elapsed();
        assert!(
            waited < Duration::from_secs(2),
            "the computer took {waited:?} beside twenty analyses"
        );
        if dests.is_empty() {
            break;
        }
    }
}

#[tokio::test]
async fn a_finished_games_review_is_kept_for_the_next_visitor_and_a_live_one_is_refused() {
    let (server, me) = TestServer::start_browsing().await;
    let (seat, mut game, view) = me.open(computer("racingkings", 1, "white")).await;
    game.play(&any_move(&view.dests)).await;
    game.moved(2).await;
    // While it is played, nobody may review it.
    let mut ws = open(&server).await;
    send(
        &mut ws,
        json!({"t": "review", "id": 1, "variant": "racingkings", "game": seat.id}),
    )
    .await;
    assert!(matches!(
        next(&mut ws).await,
        AnalysisOut::Error {
            code: AnalysisErrorCode::NotOver,
            ..
        }
    ));
    game.send(&regalia_server::protocol::ClientMsg::Resign)
        .await;
    game.end().await;
    let (status, _) = me.get(&format!("/api/analysis/review/{}", seat.id)).await;
    assert_eq!(status, 404);
    // The stored moves are reviewed, whatever the client names.
    send(
        &mut ws,
        json!({"t": "review", "id": 2, "variant": "chess", "moves": ["e2e4"], "game": seat.id}),
    )
    .await;
    let review = loop {
        if let AnalysisOut::Review { review, .. } = next(&mut ws).await {
            break review;
        }
    };
    assert_eq!(review.variant, VariantName::RacingKings);
    assert_eq!(review.moves.len(), 2);
    let (status, kept) = me.get(&format!("/api/analysis/review/{}", seat.id)).await;
    assert_eq!(status, 200);
    assert_eq!(kept["moves"].as_array().map(Vec::len), Some(2));
    // The next visitor's request is answered from storage at once.
    let mut other = open(&server).await;
    send(
        &mut other,
        json!({"t": "review", "id": 9, "variant": "racingkings", "game": seat.id}),
    )
    .await;
    match next(&mut other).await {
        AnalysisOut::Review { id, review: again } => assert_eq!((id, again), (9, review)),
        other => panic!("expected the kept review, got {other:?}"),
    }
}

/// A review the database cannot read is not a missing one: the answer is
/// a 503 `unavailable` (try again), never a 404 that says there is none.
#[tokio::test]
async fn a_review_the_database_cannot_read_is_unavailable_not_missing() {
    let server = TestServer::start().await;
    let me = server.browser();
    let path = "/api/analysis/review/abcd1234";
    assert_eq!(me.get(path).await.0, 404, "no review yet");
    let db = sqlx::SqlitePool::connect(&server.db_url)
        .await
        .expect("the server's database opens");
    sqlx::query("ALTER TABLE reviews RENAME TO reviews_away")
        .execute(&db)
        .await
        .expect("the reviews are moved out of the server's reach");
    crate::common::assert_refused(me.get(path).await, 503, "unavailable");
    sqlx::query("ALTER TABLE reviews_away RENAME TO reviews")
        .execute(&db)
        .await
        .expect("the reviews come back");
    assert_eq!(me.get(path).await.0, 404, "readable again, and still none");
}
