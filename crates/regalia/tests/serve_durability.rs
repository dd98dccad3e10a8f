//! The real `regalia serve` binary is killed (SIGKILL) while several games
//! are being played, then restarted on the same database: every move a
//! client saw acknowledged is still there, and the games go on.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use crate::common::{keeps_acked, open, parse, pick, play_both, Server, PATIENCE};
use futures_util::{SinkExt, StreamExt};
use regalia_server::protocol::{ClientMsg, SeatAnswer, ServerMsg, Side};
use serde_json::json;
use tokio_tungstenite::tungstenite::Message;

fn serve(db: &str) -> Server {
    Server::start(&["--db", db], None)
}

/// Plays a game as fast as acknowledgements come back, until the server
/// dies. Returns every acknowledged move, by ply.
async fn play_until_killed(
    base: String,
    seats: [SeatAnswer; 2],
    progress: Arc<AtomicUsize>,
) -> BTreeMap<usize, String> {
    let mut socks = [
        open(&base, &seats[0].socket).await,
        open(&base, &seats[1].socket).await,
    ];
    let mut acked = BTreeMap::new();
    play_both(
        &mut socks,
        &seats,
        || false,
        |ply, uci| {
            acked.insert(ply, uci);
            progress.store(acked.len(), Ordering::Relaxed);
        },
    )
    .await;
    acked
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_server_keeps_every_acknowledged_move_and_games_continue() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = format!("sqlite://{}", dir.path().join("regalia.db").display());
    let mut server = serve(&db);
    let http = reqwest::Client::new();
    let mut games = Vec::new();
    for (i, variant) in ["chess", "kingofthehill", "racingkings", "lielow", "chess"]
        .iter()
        .enumerate()
    {
        let clock = (i == 4).then(|| json!({"initial": 600, "increment": 0}));
        let body =
            json!({"variant": variant, "opponent": "friend", "color": "white", "clock": clock});
        games.push(crate::common::friends(&http, &server.base, &body).await);
    }
    let progress: Vec<Arc<AtomicUsize>> = games.iter().map(|_| Arc::default()).collect();
    let players: Vec<_> = games
        .iter()
        .zip(&progress)
        .map(|(seats, p)| {
            tokio::spawn(play_until_killed(
                server.base.clone(),
                seats.clone(),
                p.clone(),
            ))
        })
        .collect();
    // Kill the server in the middle of the games, once each has moves
    // acknowledged (or has ended by itself).
    tokio::time::timeout(PATIENCE, async {
        while progress
            .iter()
            .zip(&players)
            .any(|(p, task)| p.load(Ordering::Relaxed) < 6 && !task.is_finished())
        {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await
    .expect("the games get going");
    server.kill();
    let mut acked = Vec::new();
    for p in players {
        acked.push(
            tokio::time::timeout(PATIENCE, p)
                .await
                .expect("players stop")
                .expect("no panic"),
        );
    }
    assert!(
        acked.iter().all(|a| a.len() >= 2),
        "every game had moves acknowledged before the kill: {:?}",
        acked.iter().map(|a| a.len()).collect::<Vec<_>>()
    );

    let server = serve(&db);
    let mut continued = 0;
    for (seats, acked) in games.iter().zip(&acked) {
        let id = &seats[0].id;
        let (view, stored) = keeps_acked(&http, &server.base, id, acked, "before the kill").await;
        // At most the one move in flight was stored without its ack arriving.
        assert!(stored.len() <= acked.len() + 1, "game {id}");
        if view.status.is_over() {
            // Random moves ended this one before the kill.
            continue;
        }
        // The game goes on: the side to move plays and both hear of it.
        let mover = if view.turn == Side::White { 0 } else { 1 };
        let mut sock = open(&server.base, &seats[mover].socket).await;
        let mut other = open(&server.base, &seats[1 - mover].socket).await;
        // Its snapshot means the game counts it among its sockets.
        let other_state = match tokio::time::timeout(PATIENCE, other.next()).await {
            Ok(Some(Ok(frame))) => parse(frame),
            _ => None,
        };
        assert!(
            matches!(other_state, Some(ServerMsg::State { .. })),
            "game {id}: the opponent gets a snapshot"
        );
        let state = match tokio::time::timeout(PATIENCE, sock.next()).await {
            Ok(Some(Ok(frame))) => parse(frame),
            _ => None,
        };
        let Some(ServerMsg::State { game, you, .. }) = state else {
            panic!("game {id}: a snapshot after the restart");
        };
        assert_eq!(you, Some(view.turn));
        assert_eq!(game.ply, stored.len());
        let heard = tokio::time::timeout(PATIENCE, async {
            for attempt in 0.. {
                let uci = pick(&game.dests, game.ply + attempt).expect("the game is not over");
                let msg = ClientMsg::Move {
                    uci: uci.clone(),
                    ply: None,
                };
                let text = serde_json::to_string(&msg).expect("json");
                sock.send(Message::Text(text.into())).await.expect("sent");
                // Refused (a promotion without its piece): try another.
                loop {
                    match sock.next().await.and_then(|f| f.ok()).and_then(parse) {
                        Some(ServerMsg::Error { .. }) => break,
                        Some(ServerMsg::Move { .. }) => {
                            while let Some(Ok(frame)) = other.next().await {
                                if let Some(ServerMsg::Move { ply, uci: u, .. }) = parse(frame) {
                                    assert_eq!((ply, u.as_str()), (stored.len() + 1, uci.as_str()));
                                    return true;
                                }
                            }
                            return false;
                        }
                        Some(_) => continue,
                        None => return false,
                    }
                }
            }
            false
        })
        .await
        .unwrap_or(false);
        assert!(
            heard,
            "game {id}: the opponent hears the move after the restart"
        );
        continued += 1;
    }
    assert!(continued >= 2, "only {continued} games were still on");
    drop(server);
}
