//! Correspondence games (days per move) on a real server, with days
//! shortened to seconds: a game is played to its end across a restart (a
//! new server on the same database file), each deadline kept to the
//! second; and a player whose days ran out loses when the opponent
//! claims the game.

use std::collections::BTreeMap;
use std::time::Duration;

use crate::common::PATIENCE;
use futures_util::{SinkExt, StreamExt};
use regalia_server::error::ErrorCode;
use regalia_server::my_games::MyGamesAnswer;
use regalia_server::protocol::{ClientMsg, EndReason, SeatAnswer, ServerMsg, Side, Status};
use serde_json::json;
use tokio_tungstenite::tungstenite::Message;

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;
type Dests = BTreeMap<String, Vec<String>>;

/// A running server on `db` with `config`; its base URL.
pub(crate) async fn serve_with(
    db: &str,
    config: regalia_server::Config,
) -> (regalia_server::Running, String) {
    let running = regalia_server::start("127.0.0.1:0", db, config)
        .await
        .expect("the server starts");
    let base = format!("http://{}", running.addr);
    (running, base)
}

/// The correspondence tests' config: a day of 3 s.
pub(crate) fn short_days() -> regalia_server::Config {
    regalia_server::Config {
        correspondence_day: Duration::from_secs(3),
        ..regalia_server::Config::default()
    }
}

/// A running server on `db`, with a correspondence day of 3 s.
async fn serve(db: &str) -> (regalia_server::Running, String) {
    serve_with(db, short_days()).await
}

pub(crate) async fn open(base: &str, path: &str) -> Ws {
    let url = format!("{}{path}", base.replacen("http", "ws", 1));
    tokio_tungstenite::connect_async(&url)
        .await
        .unwrap_or_else(|e| panic!("socket {url} opens: {e}"))
        .0
}

fn parse(frame: Message) -> Option<ServerMsg> {
    match frame {
        Message::Text(t) => serde_json::from_str(t.as_str()).ok(),
        _ => None,
    }
}

/// The first legal move among the destinations that keeps its stack on
/// the board (a crowned Lielow stack leaving it would end the game).
fn pick(dests: &Dests) -> Option<String> {
    dests.iter().find_map(|(from, tos)| {
        tos.iter()
            .find(|to| to.as_str() != "off")
            .map(|to| format!("{from}{to}"))
    })
}

pub(crate) async fn answer<T: serde::de::DeserializeOwned>(
    request: reqwest::RequestBuilder,
    what: &str,
) -> T {
    let response = request.send().await.expect("answered");
    response.json().await.expect(what)
}

/// A browser: it keeps its session cookie, so it finds its games again.
pub(crate) fn browser() -> reqwest::Client {
    reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .expect("an HTTP client")
}

/// A correspondence game of `variant` made by `host` with `days` per move
/// (host plays White) and joined by `guest`.
async fn correspondence(
    base: &str,
    host: &reqwest::Client,
    guest: &reqwest::Client,
    variant: &str,
    days: u8,
) -> [SeatAnswer; 2] {
    let body = json!({"variant": variant, "opponent": "friend", "color": "white", "days": days});
    let white: SeatAnswer =
        answer(host.post(format!("{base}/api/games")).json(&body), "a seat").await;
    let black: SeatAnswer = answer(
        guest.post(format!("{base}/api/games/{}/join", white.id)),
        "a seat",
    )
    .await;
    [white, black]
}

pub(crate) async fn my_games(base: &str, browser: &reqwest::Client) -> MyGamesAnswer {
    answer(browser.get(format!("{base}/api/my-games")), "my games").await
}

/// The next message `pred` accepts on `sock`, within the patience.
async fn until<T>(sock: &mut Ws, mut pred: impl FnMut(ServerMsg) -> Option<T>) -> T {
    tokio::time::timeout(PATIENCE, async {
        loop {
            let frame = sock
                .next()
                .await
                .expect("the socket stays open")
                .expect("a frame");
            if let Some(found) = parse(frame).and_then(&mut pred) {
                return found;
            }
        }
    })
    .await
    .expect("the message comes")
}

async fn send(sock: &mut Ws, msg: &ClientMsg) {
    let text = serde_json::to_string(msg).expect("json");
    sock.send(Message::Text(text.into())).await.expect("sent");
}

/// Plays `uci` (ply `ply` comes next) and waits for the server's move;
/// returns the destinations of the position after it.
async fn play(sock: &mut Ws, uci: &str, ply: usize) -> Dests {
    send(
        sock,
        &ClientMsg::Move {
            uci: uci.into(),
            ply: Some(ply as u32 - 1),
        },
    )
    .await;
    until(sock, |m| match m {
        ServerMsg::Move { ply: p, dests, .. } if p == ply => Some(dests),
        ServerMsg::Error { code, error } => panic!("{uci} refused: {code:?} {error}"),
        _ => None,
    })
    .await
}

/// A seat's socket, past its first snapshot, and that snapshot's
/// destinations.
async fn seat_socket(base: &str, seat: &SeatAnswer) -> (Ws, Dests) {
    let mut sock = open(base, &seat.socket).await;
    let dests = until(&mut sock, |m| match m {
        ServerMsg::State { game, .. } => Some(game.dests),
        _ => None,
    })
    .await;
    (sock, dests)
}

#[tokio::test]
async fn a_correspondence_game_keeps_its_deadlines_across_a_restart_and_ends_by_moves_or_a_timeout_claim(
) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = format!("sqlite://{}", dir.path().join("regalia.db").display());
    let (running, base) = serve(&db).await;
    let (host, guest) = (browser(), browser());
    // King of the Hill, one day a move: played to the hill across a restart.
    let hill = correspondence(&base, &host, &guest, "kingofthehill", 1).await;
    // Lielow, two days a move: White moves, then Black lets the days run out.
    let late = correspondence(&base, &host, &guest, "lielow", 2).await;

    let moves = ["e2e3", "e7e6", "e1e2", "e8e7", "e2d3", "e7d6", "d3d4"];
    let mut socks = [
        seat_socket(&base, &hill[0]).await.0,
        seat_socket(&base, &hill[1]).await.0,
    ];
    for (i, uci) in moves[..3].iter().enumerate() {
        play(&mut socks[i % 2], uci, i + 1).await;
    }
    let (mut white, dests) = seat_socket(&base, &late[0]).await;
    let mut played = vec![pick(&dests).expect("a first move")];
    play(&mut white, &played[0], 1).await;
    drop(white);

    // Black's turn in both: "Your games" says so, with each deadline.
    let before = my_games(&base, &guest).await;
    assert_eq!(before.games.len(), 2, "{before:?}");
    for game in &before.games {
        assert_eq!(game.status, Status::Playing);
        assert!(game.your_turn, "{game:?}");
        assert!(game.move_by.is_some() && game.clock.is_none(), "{game:?}");
    }
    let days: Vec<_> = before.games.iter().map(|g| g.days).collect();
    assert!(
        days.contains(&Some(1)) && days.contains(&Some(2)),
        "{days:?}"
    );
    let host_games = my_games(&base, &host).await;
    assert!(host_games.games.iter().all(|g| !g.your_turn));

    // Another server on the same database reads the games back.
    running.stop();
    drop(socks);
    let (_again, base) = serve(&db).await;

    // The deadlines are the stored ones, not new ones from the restart.
    let after = my_games(&base, &guest).await;
    for game in &after.games {
        let was = before
            .games
            .iter()
            .find(|g| g.id == game.id)
            .expect("the same games");
        assert_eq!(
            (game.move_by, game.your_turn),
            (was.move_by, true),
            "{game:?}"
        );
    }

    // The hill game goes on to its end by moves.
    let mut socks = [
        seat_socket(&base, &hill[0]).await.0,
        seat_socket(&base, &hill[1]).await.0,
    ];
    for (i, uci) in moves.iter().enumerate().skip(3) {
        play(&mut socks[i % 2], uci, i + 1).await;
    }
    let outcome = until(&mut socks[1], |m| match m {
        ServerMsg::End { outcome, .. } => outcome,
        _ => None,
    })
    .await;
    assert_eq!(
        (outcome.winner, outcome.reason),
        (Some(Side::White), EndReason::Hill)
    );

    // The Lielow game goes on after the restart: Black moves, then White;
    // White may not claim while Black has time...
    let (mut black, dests) = seat_socket(&base, &late[1]).await;
    played.push(pick(&dests).expect("a move"));
    let dests = play(&mut black, &played[1], 2).await;
    let (mut white, _) = seat_socket(&base, &late[0]).await;
    played.push(pick(&dests).expect("a move"));
    play(&mut white, &played[2], 3).await;
    drop(black);
    send(&mut white, &ClientMsg::ClaimVictory).await;
    let refused = until(&mut white, |m| match m {
        ServerMsg::Error { code, .. } => Some(code),
        _ => None,
    })
    .await;
    assert_eq!(refused, ErrorCode::NotClaimable);
    // ... and may once Black's two days have run out (nothing ends by itself).
    until(&mut white, |m| match m {
        ServerMsg::Presence {
            claimable: Some(Side::White),
            ..
        } => Some(()),
        _ => None,
    })
    .await;
    let waiting = my_games(&base, &guest).await;
    let lielow = waiting
        .games
        .iter()
        .find(|g| g.id == late[0].id)
        .expect("listed");
    assert_eq!(lielow.status, Status::Playing, "no flag falls by itself");
    assert!(lielow.your_turn);
    send(&mut white, &ClientMsg::ClaimVictory).await;
    let outcome = until(&mut white, |m| match m {
        ServerMsg::End { outcome, .. } => outcome,
        _ => None,
    })
    .await;
    assert_eq!(
        (outcome.winner, outcome.reason),
        (Some(Side::White), EndReason::Timeout)
    );
    let view: regalia_server::protocol::GameView = answer(
        reqwest::Client::new().get(format!("{base}/api/games/{}", late[0].id)),
        "a game view",
    )
    .await;
    let stored: Vec<&str> = view.moves.iter().map(|m| m.uci.as_str()).collect();
    assert_eq!(stored, played);
    let finished = my_games(&base, &guest).await;
    assert!(finished
        .games
        .iter()
        .all(|g| g.status == Status::Finished && !g.your_turn && g.move_by.is_none()));
}
