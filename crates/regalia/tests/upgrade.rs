//! Upgrades keep the games: a database written by an earlier release opens
//! with today's binary, migrates, serves the old games as they were stored
//! and lets them go on, on SQLite and on PostgreSQL.
//!
//! The fixtures in `tests/fixtures/upgrade/` were written once by the
//! release at commit cac0642 (before the analysis board's migration), with
//! `make_upgrade_fixtures` below (docs/deploy.md says how): `regalia.db`
//! (SQLite), `postgres.sql` (`pg_dump` of the same games on PostgreSQL) and
//! `games-*.json`, what each game held when it was stored and its seats.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::cluster::{services, Database};
use crate::common::{http_from, loopback, open, Server, Ws, PATIENCE};
use futures_util::{SinkExt, StreamExt};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

const VARIANTS: [&str; 4] = ["chess", "kingofthehill", "racingkings", "lielow"];

/// One stored game of a fixture, as the earlier release left it.
#[derive(Debug, Serialize, Deserialize)]
struct OldGame {
    id: String,
    variant: String,
    /// `finished`, `playing`, `computer` (playing the computer) or `seek`.
    kind: String,
    /// The socket paths of the white and black seats (a computer's: none).
    sockets: [Option<String>; 2],
    moves: Vec<String>,
}

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/upgrade")
}

/// A deterministic legal move among the destinations, the `n`th.
fn pick(dests: &BTreeMap<String, Vec<String>>, n: usize) -> Option<String> {
    let all: Vec<String> = dests
        .iter()
        .flat_map(|(f, ts)| ts.iter().map(move |t| format!("{f}{t}")))
        .collect();
    (!all.is_empty()).then(|| all[(n * 5) % all.len()].clone())
}

/// The next JSON message of type `t` on `ws` (others are skipped).
async fn next_of(ws: &mut Ws, t: &[&str]) -> Value {
    tokio::time::timeout(PATIENCE, async {
        loop {
            match ws.next().await {
                Some(Ok(Message::Text(text))) => {
                    let v: Value =
                        serde_json::from_str(text.as_str()).expect("JSON from the server");
                    if t.contains(&v["t"].as_str().unwrap_or("")) {
                        return v;
                    }
                }
                Some(Ok(_)) => continue,
                other => panic!("the socket ended while waiting for {t:?}: {other:?}"),
            }
        }
    })
    .await
    .unwrap_or_else(|_| panic!("no {t:?} message in time"))
}

fn dests(v: &Value) -> BTreeMap<String, Vec<String>> {
    serde_json::from_value(v["dests"].clone()).expect("destinations")
}

/// Plays one move from the seat on `ws` (its turn, at `ply`) and returns
/// it once acknowledged; a promotion missing its piece is tried again.
async fn play_one(ws: &mut Ws, ply: usize, dests: &BTreeMap<String, Vec<String>>) -> String {
    for attempt in 0..8 {
        let uci = pick(dests, ply + attempt).expect("a legal move");
        let text = json!({"t": "move", "uci": uci, "ply": ply}).to_string();
        ws.send(Message::Text(text.into())).await.expect("sent");
        let answer = next_of(ws, &["move", "error"]).await;
        if answer["t"] == "move" {
            assert_eq!(answer["uci"], uci.as_str());
            assert_eq!(answer["ply"], ply + 1);
            return uci;
        }
    }
    panic!("no move of {dests:?} was accepted")
}

/// The game's snapshot from the socket just opened.
async fn state(ws: &mut Ws) -> Value {
    next_of(ws, &["state"]).await["game"].clone()
}

async fn post(http: &reqwest::Client, url: String, body: Value) -> Value {
    http.post(url)
        .json(&body)
        .send()
        .await
        .expect("answered")
        .json()
        .await
        .expect("JSON")
}

/// Writes the games of a fixture on the server at `base` (an earlier release).
async fn write_games(base: &str) -> Vec<OldGame> {
    let http = reqwest::Client::new();
    let mut games = Vec::new();
    for variant in VARIANTS {
        // A friend game played to a resignation, and one still going
        // (the chess one with a clock).
        for kind in ["finished", "playing"] {
            let clock = (variant == "chess").then(|| json!({"initial": 600, "increment": 5}));
            let a = post(
                &http,
                format!("{base}/api/games"),
                json!({"variant": variant, "opponent": "friend", "color": "white", "clock": clock}),
            )
            .await;
            let id = a["id"].as_str().expect("an id").to_owned();
            let b = post(&http, format!("{base}/api/games/{id}/join"), json!({})).await;
            let sockets = [
                a["socket"].as_str().map(str::to_owned),
                b["socket"].as_str().map(str::to_owned),
            ];
            let mut ws = [
                open(base, sockets[0].as_deref().expect("white")).await,
                open(base, sockets[1].as_deref().expect("black")).await,
            ];
            let mut view = state(&mut ws[0]).await;
            state(&mut ws[1]).await;
            let mut moves = Vec::new();
            for ply in 0..4 {
                let uci = play_one(&mut ws[ply % 2], ply, &dests(&view)).await;
                view = next_of(&mut ws[(ply + 1) % 2], &["move"]).await;
                moves.push(uci);
            }
            if kind == "finished" {
                ws[1]
                    .send(Message::Text(json!({"t": "resign"}).to_string().into()))
                    .await
                    .expect("sent");
                next_of(&mut ws[0], &["end"]).await;
            }
            games.push(OldGame {
                id,
                variant: variant.into(),
                kind: kind.into(),
                sockets,
                moves,
            });
        }
        // The computer at level 1, after a move each.
        let a = post(
            &http,
            format!("{base}/api/games"),
            json!({"variant": variant, "opponent": "computer", "level": 1, "color": "white"}),
        )
        .await;
        let id = a["id"].as_str().expect("an id").to_owned();
        let socket = a["socket"].as_str().expect("a socket").to_owned();
        let mut ws = open(base, &socket).await;
        let view = state(&mut ws).await;
        let mine = play_one(&mut ws, 0, &dests(&view)).await;
        let reply = next_of(&mut ws, &["move"]).await;
        assert_eq!(reply["ply"], 2, "the computer answers");
        let theirs = reply["uci"].as_str().expect("a move").to_owned();
        games.push(OldGame {
            id,
            variant: variant.into(),
            kind: "computer".into(),
            sockets: [Some(socket), None],
            moves: vec![mine, theirs],
        });
        // A seek nobody took yet.
        // (Each from an address of its own: an address may list only a few.)
        let seeker = http_from(loopback(40 + games.len() as u8));
        let a = post(
            &seeker,
            format!("{base}/api/games"),
            json!({"variant": variant, "opponent": "seek", "color": "black"}),
        )
        .await;
        games.push(OldGame {
            id: a["id"]
                .as_str()
                .unwrap_or_else(|| panic!("a seek: {a}"))
                .into(),
            variant: variant.into(),
            kind: "seek".into(),
            sockets: [None, a["socket"].as_str().map(str::to_owned)],
            moves: vec![],
        });
    }
    games
}

/// Today's binary on an old database: every old game is served as stored,
/// the unfinished ones go on, and a new game can be played.
async fn check_games(base: &str, games: &[OldGame]) {
    let http = reqwest::Client::new();
    for game in games {
        let view: Value = crate::common::view(&http, base, &game.id).await;
        let stored: Vec<&str> = view["moves"]
            .as_array()
            .expect("moves")
            .iter()
            .map(|m| m["uci"].as_str().expect("uci"))
            .collect();
        assert_eq!(
            stored, game.moves,
            "game {} ({} {}) keeps its moves",
            game.id, game.variant, game.kind
        );
        assert_eq!(view["variant"], game.variant.as_str());
        let status = view["status"].as_str().expect("a status");
        match game.kind.as_str() {
            "finished" => {
                assert_eq!(status, "finished", "game {}", game.id);
                assert_eq!(view["outcome"]["reason"], "resignation", "game {}", game.id);
                // The analysis board's migration ran: the old game has no
                // review yet, and saying so is not an error of the database.
                let review = http
                    .get(format!("{base}/api/analysis/review/{}", game.id))
                    .send()
                    .await
                    .expect("answered");
                assert_eq!(review.status(), 404, "game {}: no review yet", game.id);
            }
            "playing" => {
                assert_eq!(status, "playing", "game {}", game.id);
                if game.variant == "chess" {
                    assert!(view["clock"]["initial"].is_number(), "the clock is kept");
                }
                let mut ws = [
                    open(base, game.sockets[0].as_deref().expect("white")).await,
                    open(base, game.sockets[1].as_deref().expect("black")).await,
                ];
                let now = state(&mut ws[0]).await;
                state(&mut ws[1]).await;
                let ply = game.moves.len();
                let uci = play_one(&mut ws[ply % 2], ply, &dests(&now)).await;
                let heard = next_of(&mut ws[(ply + 1) % 2], &["move"]).await;
                assert_eq!(
                    heard["uci"],
                    uci.as_str(),
                    "game {}: the opponent hears it",
                    game.id
                );
            }
            "computer" => {
                assert_eq!(status, "playing", "game {}", game.id);
                let mut ws = open(base, game.sockets[0].as_deref().expect("a seat")).await;
                let now = state(&mut ws).await;
                play_one(&mut ws, game.moves.len(), &dests(&now)).await;
                let reply = next_of(&mut ws, &["move"]).await;
                assert_eq!(
                    reply["ply"],
                    game.moves.len() + 2,
                    "game {}: the computer plays on",
                    game.id
                );
            }
            "seek" => assert_eq!(status, "waiting", "game {}", game.id),
            other => panic!("unknown kind {other}"),
        }
    }
    // And a game begun today plays too.
    let a = post(
        &http,
        format!("{base}/api/games"),
        json!({"variant": "lielow", "opponent": "friend", "color": "white"}),
    )
    .await;
    let id = a["id"].as_str().expect("an id");
    post(&http, format!("{base}/api/games/{id}/join"), json!({})).await;
    let mut ws = open(base, a["socket"].as_str().expect("a socket")).await;
    let now = state(&mut ws).await;
    play_one(&mut ws, 0, &dests(&now)).await;
}

fn read_games(name: &str) -> Vec<OldGame> {
    let path = fixtures().join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).expect("the fixture's games")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_earlier_releases_sqlite_database_migrates_and_its_games_go_on() {
    let games = read_games("games-sqlite.json");
    assert_eq!(
        games.len(),
        16,
        "four kinds of game in each of the four games"
    );
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("regalia.db");
    std::fs::copy(fixtures().join("regalia.db"), &db).expect("the fixture is copied");
    let server = Server::start(
        &["--db", &format!("sqlite://{}", db.display())],
        Some(&dir.path().join("serve.log")),
    );
    check_games(&server.base, &games).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_earlier_releases_postgres_database_migrates_and_its_games_go_on() {
    let Some((admin, _)) = services() else { return };
    let games = read_games("games-postgres.json");
    assert_eq!(
        games.len(),
        16,
        "four kinds of game in each of the four games"
    );
    let database = Database::create(&admin).await;
    let restored = std::process::Command::new("psql")
        .args([
            "--quiet",
            "--no-psqlrc",
            "--set",
            "ON_ERROR_STOP=1",
            "--file",
        ])
        .arg(fixtures().join("postgres.sql"))
        .arg(&database.url)
        .output()
        .expect("psql runs (Debian's postgresql-client)");
    assert!(
        restored.status.success(),
        "the dump restores: {}",
        String::from_utf8_lossy(&restored.stderr)
    );
    let dir = tempfile::tempdir().expect("a temporary directory");
    let server = Server::start(
        &["--db", &database.url],
        Some(&dir.path().join("serve.log")),
    );
    check_games(&server.base, &games).await;
}

/// Writes the fixtures with an earlier release's binary:
/// `REGALIA_OLD_BIN=/path/to/old/regalia cargo test -p regalia --test
/// regalia_cli upgrade::make_upgrade_fixtures -- --ignored` (with
/// REGALIA_TEST_POSTGRES set, `pg_dump` on the path).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "writes the fixtures, once, with an earlier release"]
async fn make_upgrade_fixtures() {
    let old = std::env::var("REGALIA_OLD_BIN").expect("REGALIA_OLD_BIN names the earlier binary");
    let (admin, _) = services().expect("REGALIA_TEST_POSTGRES is set");
    let out = fixtures();
    std::fs::create_dir_all(&out).expect("the fixtures' folder");
    let dir = tempfile::tempdir().expect("a temporary directory");

    let db = format!("sqlite://{}", dir.path().join("old.db").display());
    let server = Server::start_bin(&old, &["--db", &db], Some(&dir.path().join("old.log")));
    let games = write_games(&server.base).await;
    drop(server);
    let _ = std::fs::remove_file(out.join("regalia.db"));
    regalia_server::store::backup_sqlite(&db, &out.join("regalia.db"))
        .await
        .expect("a copy");
    let text = serde_json::to_string_pretty(&games).expect("JSON");
    std::fs::write(out.join("games-sqlite.json"), text + "\n").expect("written");

    let database = Database::create(&admin).await;
    let server = Server::start_bin(
        &old,
        &["--db", &database.url],
        Some(&dir.path().join("old-pg.log")),
    );
    let games = write_games(&server.base).await;
    drop(server);
    let dump = std::process::Command::new("pg_dump")
        .args(["--no-owner", "--no-privileges", "--file"])
        .arg(out.join("postgres.sql"))
        .arg(&database.url)
        .output()
        .expect("pg_dump runs");
    assert!(
        dump.status.success(),
        "{}",
        String::from_utf8_lossy(&dump.stderr)
    );
    let text = serde_json::to_string_pretty(&games).expect("JSON");
    std::fs::write(out.join("games-postgres.json"), text + "\n").expect("written");
}
