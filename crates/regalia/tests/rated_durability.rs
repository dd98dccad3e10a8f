//! A rated game's end and both ratings are stored in one transaction: the
//! real `regalia serve` is killed (SIGKILL) right after the winning move is
//! acknowledged, and after a restart both ratings have changed exactly
//! once.

use futures_util::{SinkExt, StreamExt};
use regalia_server::protocol::{ClientMsg, SeatAnswer, ServerMsg};
use regalia_server::rating::{self, Rating, Score};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

use crate::common::{open, parse, Server, Ws, PATIENCE};

/// White to the hill in King of the Hill: 1. e4 a6 2. Ke2 a5 3. Ke3 a4 4. Kd4.
const HILL_WIN: [&str; 7] = ["e2e4", "a7a6", "e1e2", "a6a5", "e2e3", "a5a4", "e3d4"];

fn browser() -> reqwest::Client {
    reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .expect("an HTTP client")
}

async fn post(http: &reqwest::Client, url: String, body: Value) -> Value {
    let r = http.post(url).json(&body).send().await.expect("answered");
    assert!(r.status().is_success(), "{}", r.status());
    r.json().await.expect("json")
}

async fn get(base: &str, path: &str) -> Value {
    reqwest::get(format!("{base}{path}"))
        .await
        .expect("answered")
        .json()
        .await
        .expect("json")
}

/// Waits on `sock` for the `move` event of `ply`.
async fn acked(sock: &mut Ws, ply: usize) {
    tokio::time::timeout(PATIENCE, async {
        while let Some(Ok(frame)) = sock.next().await {
            if let Some(ServerMsg::Move { ply: p, .. }) = parse(frame) {
                if p == ply {
                    return;
                }
            }
        }
        panic!("the socket closed before move {ply}");
    })
    .await
    .expect("the move is acknowledged");
}

async fn play(sock: &mut Ws, uci: &str) {
    let text = serde_json::to_string(&ClientMsg::Move {
        uci: uci.into(),
        ply: None,
    })
    .expect("json");
    sock.send(Message::Text(text.into())).await.expect("sent");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_after_the_winning_move_the_ratings_change_exactly_once() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = format!("sqlite://{}", dir.path().join("regalia.db").display());
    let mut server = Server::start(&["--db", &db], None);
    let (white, black) = (browser(), browser());
    post(
        &white,
        format!("{}/api/player", server.base),
        json!({"name": "Hilltop"}),
    )
    .await;
    post(
        &black,
        format!("{}/api/player", server.base),
        json!({"name": "Valley"}),
    )
    .await;
    let seat: SeatAnswer = serde_json::from_value(
        post(
            &white,
            format!("{}/api/games", server.base),
            json!({"variant": "kingofthehill", "opponent": "friend", "color": "white",
                   "clock": {"initial": 300, "increment": 0}, "rated": true}),
        )
        .await,
    )
    .expect("a seat");
    let other: SeatAnswer = serde_json::from_value(
        post(
            &black,
            format!("{}/api/games/{}/join", server.base, seat.id),
            json!({}),
        )
        .await,
    )
    .expect("a seat");
    let mut w = open(&server.base, &seat.socket).await;
    let mut b = open(&server.base, &other.socket).await;
    for (i, uci) in HILL_WIN.iter().enumerate() {
        let mover = if i % 2 == 0 { &mut w } else { &mut b };
        play(mover, uci).await;
        acked(&mut w, i + 1).await;
    }
    // The winning move is acknowledged: kill the server at once.
    server.kill();

    let server = Server::start(&["--db", &db], None);
    let hill = get(&server.base, "/api/players/Hilltop").await;
    let valley = get(&server.base, "/api/players/Valley").await;
    let (won, lost) = rating::rate(Rating::default(), Rating::default(), Score::WhiteWins);
    let h = &hill["ratings"]["kingofthehill"];
    let v = &valley["ratings"]["kingofthehill"];
    assert_eq!(h["games"], 1, "rated once: {hill}");
    assert_eq!(v["games"], 1, "rated once: {valley}");
    let near = |x: &Value, want: f64| (x.as_f64().expect("a number") - want).abs() < 0.01;
    assert!(near(&h["rating"], won.rating), "{h} vs {won:?}");
    assert!(near(&v["rating"], lost.rating), "{v} vs {lost:?}");
    let game = get(&server.base, &format!("/api/games/{}", seat.id)).await;
    assert_eq!(game["status"], "finished", "{game}");
    // A second restart changes nothing more.
    drop(server);
    let server = Server::start(&["--db", &db], None);
    let again = get(&server.base, "/api/players/Hilltop").await;
    assert_eq!(again["ratings"], hill["ratings"]);
}
