//! lichess's Bot API on the real `regalia serve`, driven by the real
//! `berserk` client from PyPI (installed by `scripts/berserk` into
//! target/, its `base_url` pointed at the server) with our own engine
//! (`regalia uci`) choosing the bot's moves: the bot becomes a bot
//! account, hears a challenge on its event stream, accepts it, follows
//! the game's stream and plays a whole King of the Hill game, then a
//! whole Lielow game, against a player on the game's socket. The results
//! the bot read from its streams are checked against the server's.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use regalia_server::protocol::{ClientMsg, GameView, ServerMsg, Side, Status};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

use crate::common::{open, parse, pick, Dests, Server, PATIENCE};

/// The most plies a game may take before the test calls it stuck.
const MAX_PLIES: usize = 400;

/// The python of the virtual environment with `berserk`, or none outside
/// CI when it cannot be made (no python3, no venv, no network).
fn berserk_python() -> Option<String> {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/berserk");
    let made = Command::new(script).stderr(Stdio::inherit()).output();
    match made {
        Ok(out) if out.status.success() => {
            Some(String::from_utf8_lossy(&out.stdout).trim().to_owned())
        }
        other => {
            let why = format!("scripts/berserk could not install berserk: {other:?}");
            assert!(std::env::var("CI").as_deref() != Ok("true"), "{why}");
            eprintln!("skipped: {why}");
            None
        }
    }
}

fn browser() -> reqwest::Client {
    reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .expect("an HTTP client")
}

async fn post(http: &reqwest::RequestBuilder) -> (u16, Value) {
    let response = http
        .try_clone()
        .expect("a plain request")
        .send()
        .await
        .expect("answered");
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// Lines the bot prints, read on a thread of their own.
fn lines_of(child: &mut std::process::Child) -> mpsc::Receiver<String> {
    let stdout = child.stdout.take().expect("piped stdout");
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                return;
            }
        }
    });
    rx
}

/// Plays White on the game's socket (a deterministic pick among the
/// legal moves) until game `id` ends; the number of plies played.
async fn play_white(base: &str, id: &str, socket: &str) -> usize {
    let mut ws = open(base, socket).await;
    let mut ply = 0;
    let mut tries = 0;
    let mut last: Option<Dests> = None;
    loop {
        let frame = tokio::time::timeout(PATIENCE, ws.next())
            .await
            .expect("the game goes on in time")
            .expect("the socket is open")
            .expect("the socket works");
        let Some(msg) = parse(frame) else { continue };
        let white_to_play = |view: &GameView| {
            (view.status == Status::Playing && view.turn == Side::White && !view.dests.is_empty())
                .then(|| view.dests.clone())
        };
        let to_play = match msg {
            ServerMsg::State { game, .. } => {
                ply = game.ply;
                white_to_play(&game)
            }
            // The bot sat down: the game is on.
            ServerMsg::Joined { .. } => {
                let view: GameView = reqwest::get(format!("{base}/api/games/{id}"))
                    .await
                    .expect("answered")
                    .json()
                    .await
                    .expect("a game view");
                white_to_play(&view)
            }
            ServerMsg::Move {
                ply: now,
                turn,
                dests,
                ..
            } => {
                ply = now;
                tries = 0;
                assert!(ply < MAX_PLIES, "game {id} still goes on after {ply} plies");
                // The move that ended the game leaves no move to answer.
                (turn == Side::White && !dests.is_empty()).then_some(dests)
            }
            // A refused pick (a promotion without its piece): another.
            ServerMsg::Error { .. } => {
                tries += 1;
                last.clone()
            }
            ServerMsg::End { .. } => return ply,
            _ => None,
        };
        if let Some(dests) = to_play {
            let uci = pick(&dests, ply + tries).expect("White has a legal move");
            let text = serde_json::to_string(&ClientMsg::Move { uci, ply: None }).expect("json");
            ws.send(Message::Text(text.into())).await.expect("sent");
            last = Some(dests);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_berserk_bot_accepts_challenges_and_plays_king_of_the_hill_and_lielow_to_the_end() {
    let Some(python) = berserk_python() else {
        return;
    };
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = format!("sqlite://{}", dir.path().join("bots.db").display());
    let log = dir.path().join("serve.log");
    let server = Server::start(&["--db", &db], Some(&log));
    let base = server.base.clone();

    let human = browser();
    let named = post(
        &human
            .post(format!("{base}/api/player"))
            .json(&json!({"name": "Ada"})),
    )
    .await;
    assert_eq!(named.0, 201, "{named:?}");
    let bot = browser();
    let named = post(
        &bot.post(format!("{base}/api/player"))
            .json(&json!({"name": "HillBot"})),
    )
    .await;
    assert_eq!(named.0, 201, "{named:?}");
    let (status, made) = post(&bot.post(format!("{base}/api/player/tokens"))).await;
    assert_eq!(status, 201, "{made:?}");
    let token = made["token"].as_str().expect("a token").to_owned();

    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/bots/berserk_bot.py");
    let mut child = Command::new(&python)
        .args([script, &base, &token, env!("CARGO_BIN_EXE_regalia"), "2"])
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the bot starts");
    let said = lines_of(&mut child);
    let next_line = |what: &str| {
        said.recv_timeout(Duration::from_secs(60))
            .unwrap_or_else(|_| panic!("the bot did not say {what}{}", server.log_tail()))
    };
    assert_eq!(next_line("it is ready"), "ready");

    let mut games = Vec::new();
    for variant in ["kingOfTheHill", "lielow"] {
        let challenge = json!({
            "variant": variant, "clock.limit": 300, "clock.increment": 2,
            "color": "white", "rated": false,
        });
        let (status, answer) = post(
            &human
                .post(format!("{base}/api/challenge/HillBot"))
                .json(&challenge),
        )
        .await;
        assert_eq!(status, 200, "{answer:?}");
        assert_eq!(answer["destUser"]["title"], "BOT", "{answer}");
        assert_eq!(answer["variant"]["key"], variant, "{answer}");
        let id = answer["id"].as_str().expect("an id").to_owned();
        let socket = answer["game"]["socket"]
            .as_str()
            .expect("the challenger's seat");
        let plies = play_white(&base, &id, socket).await;
        assert!(plies >= 2, "the bot played no move in {id}");
        assert_eq!(next_line("it played"), format!("played {id}"));
        games.push((id, plies));
    }

    // What the bot read on its streams is what the server keeps.
    for (id, plies) in &games {
        let line = next_line("its games");
        let view: GameView = reqwest::get(format!("{base}/api/games/{id}"))
            .await
            .expect("answered")
            .json()
            .await
            .expect("a game");
        assert_eq!(view.status, Status::Finished, "{id}");
        assert_eq!(view.ply, *plies, "{id}");
        let bot_seat = view.players.black.player.as_ref().expect("the bot's name");
        assert_eq!((bot_seat.name.as_str(), bot_seat.bot), ("HillBot", true));
        let outcome = view.outcome.expect("an outcome");
        let winner = outcome.winner.map_or("-", Side::name);
        let words: Vec<&str> = line.split(' ').collect();
        assert_eq!(words[0..2], ["game", id.as_str()], "{line}");
        assert_eq!(words[3], winner, "{line}");
        assert_eq!(words[4], plies.to_string(), "{line}");
    }
    let status = child.wait().expect("the bot ends");
    assert!(status.success(), "the bot failed: {status}");

    // The bot account is kept out of the lobby, and its token, once
    // revoked, is refused.
    let as_bot = |r: reqwest::RequestBuilder| r.bearer_auth(&token);
    let seek =
        json!({"variant": "chess", "opponent": "seek", "clock": {"initial": 300, "increment": 0}});
    let (status, refused) =
        post(&as_bot(reqwest::Client::new().post(format!("{base}/api/games"))).json(&seek)).await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (403, Some("bot-account")),
        "{refused}"
    );
    let tokens: Value = bot
        .get(format!("{base}/api/player/tokens"))
        .send()
        .await
        .expect("answered")
        .json()
        .await
        .expect("the tokens");
    let token_id = tokens[0]["id"].as_str().expect("a token id").to_owned();
    let revoked = bot
        .delete(format!("{base}/api/player/tokens/{token_id}"))
        .send()
        .await
        .expect("answered");
    assert_eq!(revoked.status().as_u16(), 204);
    let (status, refused) = post(&as_bot(
        reqwest::Client::new().get(format!("{base}/api/account")),
    ))
    .await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (401, Some("wrong-token")),
        "{refused}"
    );
}
