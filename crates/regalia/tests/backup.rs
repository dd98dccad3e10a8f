//! `regalia backup` while 50 games are played over real sockets: the copy
//! holds every move a client saw acknowledged before the backup began, and
//! `regalia serve` on the copy serves them.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::common::{http_from, keeps_acked, loopback, open_from, play_both, Server, PATIENCE};
use regalia_server::protocol::SeatAnswer;
use serde_json::json;

const GAMES: usize = 50;
/// The clients come from this many loopback addresses.
const ADDRESSES: usize = 25;

/// Acknowledged moves of each game, by ply.
type Acked = Arc<Mutex<Vec<BTreeMap<usize, String>>>>;

/// Plays game `game` from both seats as fast as moves are acknowledged,
/// recording each acknowledged move, until `stop` or the game's end.
async fn play(
    base: String,
    game: usize,
    seats: [SeatAnswer; 2],
    acked: Acked,
    stop: Arc<AtomicBool>,
) {
    let from = loopback(2 + (game % ADDRESSES) as u8);
    let mut socks = [
        open_from(from, &base, &seats[0].socket).await,
        open_from(from, &base, &seats[1].socket).await,
    ];
    play_both(
        &mut socks,
        &seats,
        || stop.load(Ordering::Relaxed),
        |ply, uci| {
            acked.lock().expect("not poisoned")[game].insert(ply, uci);
        },
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_while_50_games_play_serves_every_move_acknowledged_before_it() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = format!("sqlite://{}", dir.path().join("regalia.db").display());
    let server = Server::start(&["--db", &db], Some(&dir.path().join("serve.log")));
    let variants = ["chess", "kingofthehill", "racingkings", "lielow"];
    let mut games = Vec::new();
    for i in 0..GAMES {
        let http = http_from(loopback(2 + (i % ADDRESSES) as u8));
        let body = json!({"variant": variants[i % 4], "opponent": "friend", "color": "white"});
        games.push(crate::common::friends(&http, &server.base, &body).await);
    }
    let acked: Acked = Arc::new(Mutex::new(vec![BTreeMap::new(); GAMES]));
    let stop = Arc::new(AtomicBool::new(false));
    let players: Vec<_> = games
        .iter()
        .enumerate()
        .map(|(i, seats)| {
            tokio::spawn(play(
                server.base.clone(),
                i,
                seats.clone(),
                acked.clone(),
                stop.clone(),
            ))
        })
        .collect();
    // The backup starts in the middle of the games: each has moves
    // acknowledged (or has ended by itself).
    tokio::time::timeout(PATIENCE * 3, async {
        loop {
            let going = {
                let acked = acked.lock().expect("not poisoned");
                acked
                    .iter()
                    .zip(&players)
                    .all(|(a, task)| a.len() >= 4 || task.is_finished())
            };
            if going {
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await
    .expect("the games get going");
    let before = acked.lock().expect("not poisoned").clone();
    let copy = dir.path().join("copy.db");
    let backup = tokio::task::spawn_blocking({
        let (db, copy) = (db.clone(), copy.clone());
        move || {
            std::process::Command::new(env!("CARGO_BIN_EXE_regalia"))
                .args(["backup", "--db", &db, "--out"])
                .arg(&copy)
                .output()
                .expect("regalia backup runs")
        }
    })
    .await
    .expect("the backup's thread");
    assert!(
        backup.status.success(),
        "regalia backup failed: {}{}",
        String::from_utf8_lossy(&backup.stderr),
        server.log_tail()
    );
    let after = acked.lock().expect("not poisoned").clone();
    stop.store(true, Ordering::Relaxed);
    drop(server);
    for p in players {
        p.abort();
    }
    let played_during: usize = after
        .iter()
        .zip(&before)
        .map(|(a, b)| a.len() - b.len())
        .sum();

    let restored = Server::start(
        &["--db", &format!("sqlite://{}", copy.display())],
        Some(&dir.path().join("restored.log")),
    );
    let http = reqwest::Client::new();
    let mut served = 0;
    for ((seats, before), after) in games.iter().zip(&before).zip(&after) {
        let id = &seats[0].id;
        let (_, stored) = keeps_acked(&http, &restored.base, id, before, "before the backup").await;
        served += before.len();
        // The copy is one moment of the game: what it holds was played, in order.
        for (i, uci) in stored.iter().enumerate() {
            if let Some(seen) = after.get(&(i + 1)) {
                assert_eq!(
                    seen,
                    uci,
                    "game {id}: move {} of the copy was played",
                    i + 1
                );
            }
        }
        assert!(
            stored.len() <= after.len() + 1,
            "game {id}: the copy has moves nobody played"
        );
    }
    assert!(
        served >= GAMES * 2,
        "only {served} moves were acknowledged before the backup"
    );
    eprintln!("backup: {served} moves acknowledged before it all served from the copy; {played_during} acknowledged while it ran");
}
