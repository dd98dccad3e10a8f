//! Several `regalia serve` nodes share one PostgreSQL database and one
//! Redis bus, and behave as one site: every node serves every game (the
//! node that owns a game runs it, the others pass requests and sockets on),
//! the lobby is the same everywhere, and when the owner of a game is killed
//! another node takes the game over from the database.
//!
//! Needs REGALIA_TEST_POSTGRES (a superuser's URL) and REGALIA_TEST_REDIS,
//! which `scripts/test` sets; each test makes its own database and drops it
//! at the end. In CI a missing service is a failure, elsewhere a skip.

use std::time::{Duration, Instant};

use crate::common::{parse, ws_url, Server, Ws, PATIENCE};
use futures_util::{SinkExt, StreamExt};
use regalia_server::api::LobbyAnswer;
use regalia_server::protocol::{ClientMsg, GameView, SeatAnswer, ServerMsg, Side, Status};
use serde_json::json;
use sqlx::Connection;
use tokio_tungstenite::tungstenite::Message;

/// The URLs of the test PostgreSQL server and Redis, or `None` (after
/// saying so) when they are not set outside CI.
pub(crate) fn services() -> Option<(String, String)> {
    let postgres = std::env::var("REGALIA_TEST_POSTGRES").ok();
    let redis = std::env::var("REGALIA_TEST_REDIS").ok();
    match (postgres, redis) {
        (Some(p), Some(r)) => Some((p, r)),
        (p, _) => {
            let missing = if p.is_none() {
                "REGALIA_TEST_POSTGRES"
            } else {
                "REGALIA_TEST_REDIS"
            };
            if std::env::var("CI").as_deref() == Ok("true") {
                panic!("{missing} is not set in CI: scripts/test starts PostgreSQL and Redis");
            }
            eprintln!("skipping: {missing} is not set (scripts/test sets it)");
            None
        }
    }
}

/// `url` with its database name replaced by `name` (a query string is kept).
fn with_database(url: &str, name: &str) -> String {
    let (before, query) = match url.split_once('?') {
        Some((b, q)) => (b, Some(q)),
        None => (url, None),
    };
    let (server, _) = before
        .rsplit_once('/')
        .filter(|(server, _)| server.contains("//"))
        .unwrap_or_else(|| panic!("REGALIA_TEST_POSTGRES `{url}` names no database"));
    match query {
        Some(q) => format!("{server}/{name}?{q}"),
        None => format!("{server}/{name}"),
    }
}

/// A database of its own for one test, dropped with this value.
pub(crate) struct Database {
    admin: String,
    name: String,
    pub(crate) url: String,
}

impl Database {
    pub(crate) async fn create(admin: &str) -> Database {
        let name = format!("regalia_cluster_{:016x}", rand::random::<u64>());
        let mut conn = sqlx::PgConnection::connect(admin)
            .await
            .unwrap_or_else(|e| panic!("the test PostgreSQL server at {admin} answers: {e}"));
        sqlx::raw_sql(&format!("CREATE DATABASE {name}"))
            .execute(&mut conn)
            .await
            .unwrap_or_else(|e| panic!("cannot create database {name}: {e}"));
        let _ = conn.close().await;
        Database {
            admin: admin.to_owned(),
            url: with_database(admin, &name),
            name,
        }
    }
}

impl Drop for Database {
    fn drop(&mut self) {
        // Drop runs inside the test's runtime, which cannot be blocked on:
        // the database is dropped from a thread with a runtime of its own.
        let (admin, name) = (self.admin.clone(), self.name.clone());
        let dropped = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .ok()?;
            runtime.block_on(async {
                let mut conn = sqlx::PgConnection::connect(&admin).await.ok()?;
                let sql = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
                let done = sqlx::raw_sql(&sql).execute(&mut conn).await.ok();
                let _ = conn.close().await;
                done
            })
        })
        .join();
        if !matches!(dropped, Ok(Some(_))) {
            eprintln!("could not drop the test database {}", self.name);
        }
    }
}

/// Nodes of one cluster on a fresh database. Dropping it kills the nodes
/// first, then drops the database; when the test failed, the end of each
/// node's log is printed.
struct Cluster {
    nodes: Vec<Server>,
    /// Held for their `Drop`: the database, then the nodes' logs.
    _db: Database,
    _logs: tempfile::TempDir,
}

impl Cluster {
    async fn start(count: usize) -> Option<Cluster> {
        Cluster::start_with(count, &[]).await
    }

    /// Nodes started with `args` beside the database and the bus.
    async fn start_with(count: usize, args: &[&str]) -> Option<Cluster> {
        let (postgres, redis) = services()?;
        let db = Database::create(&postgres).await;
        let logs = tempfile::tempdir().expect("a temporary directory for the logs");
        let nodes = (0..count)
            .map(|i| {
                let log = logs.path().join(format!("node{}.log", i + 1));
                let mut all = vec!["--db", &db.url, "--bus", &redis];
                all.extend_from_slice(args);
                Server::start(&all, Some(&log))
            })
            .collect();
        Some(Cluster {
            nodes,
            _db: db,
            _logs: logs,
        })
    }

    fn base(&self, node: usize) -> &str {
        &self.nodes[node].base
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        for node in &mut self.nodes {
            node.kill();
        }
        if std::thread::panicking() {
            for (i, node) in self.nodes.iter().enumerate() {
                eprintln!("node {} ({}):{}", i + 1, node.base, node.log_tail());
            }
        }
        // The fields are dropped next, in order: the database goes once
        // no node uses it any more.
    }
}

/// A browser: its own cookie jar, so its own session.
fn browser() -> reqwest::Client {
    reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .expect("an HTTP client")
}

/// Asks `ask` again every tenth of a second until it has an answer, for
/// up to [`PATIENCE`]; fails the test saying `what` did not happen.
async fn eventually<T, Fut>(what: &str, mut ask: impl FnMut() -> Fut) -> T
where
    Fut: std::future::Future<Output = Option<T>>,
{
    tokio::time::timeout(PATIENCE, async {
        loop {
            if let Some(answer) = ask().await {
                return answer;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    })
    .await
    .unwrap_or_else(|_| panic!("{what}"))
}

/// How a game ended, as a socket's `end` tells it: finished, `winner`
/// winning for `reason`.
fn won(winner: Side, reason: &str) -> (Status, Option<(Option<Side>, String)>) {
    (Status::Finished, Some((Some(winner), reason.to_owned())))
}

/// Every socket of `socks` sees the game end as `end` says.
async fn every_one_sees(socks: &mut [Sock], end: (Status, Option<(Option<Side>, String)>)) {
    for sock in socks {
        let seen = sock.end().await;
        assert_eq!(seen, end, "what {} sees", sock.who);
    }
}

/// Sends `request` and reads its answer, which must come with `status`
/// and parse as JSON of the type asked for.
macro_rules! answer {
    ($request:expr, $status:expr, $what:expr) => {{
        let what = $what;
        let response = $request
            .send()
            .await
            .unwrap_or_else(|e| panic!("{what} answered: {e}"));
        let got = response.status();
        let text = response.text().await.unwrap_or_default();
        assert_eq!(got, $status, "{what}: {text}");
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{what}: not `{text}`: {e}"))
    }};
}

async fn create(http: &reqwest::Client, base: &str, body: serde_json::Value) -> SeatAnswer {
    let what = format!("{base}: creating {body}");
    let request = http.post(format!("{base}/api/games")).json(&body);
    answer!(request, reqwest::StatusCode::CREATED, what)
}

async fn join(http: &reqwest::Client, base: &str, id: &str) -> SeatAnswer {
    let request = http.post(format!("{base}/api/games/{id}/join"));
    let what = format!("{base}: joining {id}");
    answer!(request, reqwest::StatusCode::OK, what)
}

async fn view(http: &reqwest::Client, base: &str, id: &str) -> GameView {
    let request = http.get(format!("{base}/api/games/{id}"));
    let what = format!("{base}: game {id}");
    answer!(request, reqwest::StatusCode::OK, what)
}

/// One socket and the last event number it has seen.
struct Sock {
    who: String,
    ws: Ws,
    n: u64,
}

impl Sock {
    async fn open(who: &str, base: &str, path: &str) -> Sock {
        let url = ws_url(base, path);
        let ws = tokio::time::timeout(PATIENCE, tokio_tungstenite::connect_async(&url))
            .await
            .unwrap_or_else(|_| panic!("{who}: socket {url} opens in time"))
            .unwrap_or_else(|e| panic!("{who}: socket {url} opens: {e}"))
            .0;
        Sock {
            who: who.to_owned(),
            ws,
            n: 0,
        }
    }

    async fn send(&mut self, msg: &ClientMsg) {
        let text = serde_json::to_string(msg).expect("json");
        self.ws
            .send(Message::Text(text.into()))
            .await
            .unwrap_or_else(|e| panic!("{}: {msg:?} sent: {e}", self.who));
    }

    /// The next server message, checking that numbered events come in
    /// order without gaps (a `state` may jump ahead).
    async fn next(&mut self) -> ServerMsg {
        loop {
            let frame = tokio::time::timeout(PATIENCE, self.ws.next())
                .await
                .unwrap_or_else(|_| panic!("{}: no message in {PATIENCE:?}", self.who));
            let frame = match frame {
                Some(Ok(frame)) => frame,
                Some(Err(e)) => panic!("{}: socket failed: {e}", self.who),
                None => panic!("{}: socket closed", self.who),
            };
            if let Message::Close(_) = frame {
                panic!("{}: socket closed by the server", self.who);
            }
            let Some(msg) = parse(frame) else { continue };
            if let Some(n) = msg.n() {
                if matches!(msg, ServerMsg::State { .. }) {
                    assert!(
                        n >= self.n,
                        "{}: state {n} after event {}",
                        self.who,
                        self.n
                    );
                } else {
                    assert_eq!(
                        n,
                        self.n + 1,
                        "{}: event after {}: {msg:?}",
                        self.who,
                        self.n
                    );
                }
                self.n = n;
            }
            if let ServerMsg::Error { code, error } = &msg {
                panic!("{}: refused: {code:?} {error}", self.who);
            }
            return msg;
        }
    }

    /// The next message that `want` accepts; the others are skipped.
    async fn until<T>(&mut self, mut want: impl FnMut(ServerMsg) -> Option<T>) -> T {
        loop {
            if let Some(found) = want(self.next().await) {
                return found;
            }
        }
    }

    async fn state(&mut self) -> (Option<Side>, GameView) {
        self.until(|m| match m {
            ServerMsg::State { you, game, .. } => Some((you, *game)),
            _ => None,
        })
        .await
    }

    /// The next `move` event: its ply and move.
    async fn next_move(&mut self) -> (usize, String) {
        self.until(|m| match m {
            ServerMsg::Move { ply, uci, .. } => Some((ply, uci)),
            ServerMsg::End { .. } => panic!("the game ended before the next move"),
            _ => None,
        })
        .await
    }

    async fn end(&mut self) -> (Status, Option<(Option<Side>, String)>) {
        self.until(|m| match m {
            ServerMsg::End {
                status, outcome, ..
            } => Some((
                status,
                outcome.map(|o| (o.winner, o.reason.name().to_owned())),
            )),
            ServerMsg::Move { .. } => panic!("a move after the last one"),
            _ => None,
        })
        .await
    }

    /// Waits until the server closes this socket; other messages are skipped.
    async fn closed(&mut self) {
        loop {
            match self.ws.next().await {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return,
                Some(Ok(_)) => {}
            }
        }
    }
}

/// Plays `moves` from ply `first` on: each is sent by the player whose turn
/// it is (White on even plies), and every socket in `all` must see each
/// `move` event, in order, before the next move is sent.
async fn play(white: usize, black: usize, all: &mut [Sock], first: usize, moves: &[&str]) {
    for (i, uci) in moves.iter().enumerate() {
        let ply = first + i;
        let mover = if ply.is_multiple_of(2) { white } else { black };
        all[mover]
            .send(&ClientMsg::Move {
                uci: (*uci).to_owned(),
                ply: Some(ply as u32),
            })
            .await;
        for sock in all.iter_mut() {
            let seen = sock.next_move().await;
            assert_eq!(
                seen,
                (ply + 1, (*uci).to_owned()),
                "{} sees move {} ({uci})",
                sock.who,
                ply + 1
            );
        }
    }
}

fn ucis(game: &GameView) -> Vec<&str> {
    game.moves.iter().map(|m| m.uci.as_str()).collect()
}

/// The White king walks to the hill: d4 after e4, Ke2, Kd3.
const HILL_WALK: [&str; 7] = ["e2e4", "a7a6", "e1e2", "a6a5", "e2d3", "a5a4", "d3d4"];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_nodes_play_a_full_game_with_a_spectator() {
    let Some(cluster) = Cluster::start(3).await else {
        return;
    };
    let (n1, n2, n3) = (cluster.base(0), cluster.base(1), cluster.base(2));
    let (alice, bob) = (browser(), browser());

    // A seek made on node 1 shows in the lobby of node 2.
    let a = create(
        &alice,
        n1,
        json!({"variant": "kingofthehill", "opponent": "seek", "color": "white", "clock": null}),
    )
    .await;
    assert_eq!(a.color, Side::White);
    let mut white = Sock::open("white on node 1", n1, &a.socket).await;
    let (you, game) = white.state().await;
    assert_eq!((you, game.status), (Some(Side::White), Status::Waiting));
    let bob_ref = &bob;
    let wanted = &a.id;
    let listed = eventually(
        "the seek made on node 1 shows in node 2's lobby",
        || async move {
            let lobby: Option<LobbyAnswer> =
                match bob_ref.get(format!("{n2}/api/lobby")).send().await {
                    Ok(r) => r.json().await.ok(),
                    Err(_) => None,
                };
            lobby.and_then(|l| l.seeks.into_iter().find(|s| &s.id == wanted))
        },
    )
    .await;
    assert_eq!(listed.variant.name(), "kingofthehill");
    assert!(!listed.own, "the seek is not the second browser's own");

    // Black takes it through node 2; White, on node 1, hears of it.
    let b = join(&bob, n2, a.id.as_str()).await;
    assert_eq!((b.id.as_str(), b.color), (a.id.as_str(), Side::Black));
    let color = white
        .until(|m| match m {
            ServerMsg::Joined { color, .. } => Some(color),
            _ => None,
        })
        .await;
    assert_eq!(color, Side::Black);

    // A spectator on node 3, then Black on node 2.
    let mut spectator = Sock::open("spectator on node 3", n3, &format!("/ws/game/{}", a.id)).await;
    let (you, game) = spectator.state().await;
    assert_eq!((you, game.status), (None, Status::Playing));
    let mut black = Sock::open("black on node 2", n2, &b.socket).await;
    let (you, game) = black.state().await;
    assert_eq!(
        (you, game.status, game.ply),
        (Some(Side::Black), Status::Playing, 0)
    );
    // The players see the spectator (who is on another node than either).
    for sock in [&mut white, &mut black] {
        sock.until(|m| match m {
            ServerMsg::Presence { spectators, .. } if spectators >= 1 => Some(()),
            _ => None,
        })
        .await;
    }

    // The counts are the cluster's on every node: three people online, one
    // on each node, and one game being played (on node 1).
    let alice_ref = &alice;
    for base in [n1, n2, n3] {
        let never = format!("{base} never counts the whole cluster");
        eventually(&never, || async move {
            let request = alice_ref.get(format!("{base}/api/lobby"));
            let lobby: LobbyAnswer = answer!(request, reqwest::StatusCode::OK, "the lobby");
            (lobby.counts.players >= 3 && lobby.counts.games == 1).then_some(())
        })
        .await;
    }

    // White's moves go in on the owner, Black's on node 2 and pass to it.
    let mut all = [white, black, spectator];
    play(0, 1, &mut all, 0, &HILL_WALK).await;
    every_one_sees(&mut all, won(Side::White, "hill")).await;

    // Every node tells the same story.
    for base in [n1, n2, n3] {
        let game = view(&alice, base, a.id.as_str()).await;
        assert_eq!(ucis(&game), HILL_WALK, "{base}: the moves");
        assert_eq!(game.status, Status::Finished, "{base}: the status");
        let outcome = game.outcome.map(|o| (o.winner, o.reason.name().to_owned()));
        assert_eq!(
            outcome,
            Some((Some(Side::White), "hill".to_owned())),
            "{base}"
        );
        // Each node comes to know the cluster (three live nodes, learnt at
        // its heartbeats); the two that do not run the game passed
        // requests on.
        let never = format!("{base} never counts three live nodes");
        let metrics = eventually(&never, || async move {
            let text = alice_ref
                .get(format!("{base}/metrics"))
                .send()
                .await
                .expect("metrics answer")
                .text()
                .await
                .expect("metrics text");
            text.lines()
                .any(|l| l == "regalia_cluster_nodes 3")
                .then_some(text)
        })
        .await;
        let forwarded = metrics
            .lines()
            .find_map(|l| l.strip_prefix("regalia_cluster_forwarded_total "))
            .and_then(|v| v.parse::<u64>().ok())
            .expect("a forwarded counter");
        assert_eq!(forwarded > 0, base != n1, "{base} forwarded {forwarded}");
    }
}

/// A friend game of `variant` made on node 1 (which runs it) by White and
/// joined through node 2 by Black, with a clock of `seconds`
/// seconds and no increment when given, each player's socket on the node
/// given by index (White's, then Black's), and `moves` played from the
/// start.
struct Friends {
    alice: reqwest::Client,
    a: SeatAnswer,
    b: SeatAnswer,
    socks: [Sock; 2],
}

async fn friend_game(
    cluster: &Cluster,
    variant: &str,
    seconds: Option<u32>,
    [white_node, black_node]: [usize; 2],
    moves: &[&str],
) -> Friends {
    let (alice, bob) = (browser(), browser());
    let clock = seconds.map(|initial| json!({"initial": initial, "increment": 0}));
    let body = json!({"variant": variant, "opponent": "friend", "color": "white", "clock": clock});
    let a = create(&alice, cluster.base(0), body).await;
    let b = join(&bob, cluster.base(1), a.id.as_str()).await;
    assert_eq!(b.color, Side::Black);
    let white_name = format!("white on node {}", white_node + 1);
    let mut white = Sock::open(&white_name, cluster.base(white_node), &a.socket).await;
    white.state().await;
    let black_name = format!("black on node {}", black_node + 1);
    let mut black = Sock::open(&black_name, cluster.base(black_node), &b.socket).await;
    black.state().await;
    let mut socks = [white, black];
    play(0, 1, &mut socks, 0, moves).await;
    Friends { alice, a, b, socks }
}

/// Reopens a game's socket on `base` until the game's `state` comes (the
/// game may be between owners for a moment: the upgrade can be refused or
/// the socket closed). Gives up after 20 s.
async fn reconnect(who: &str, base: &str, path: &str) -> (Sock, GameView) {
    let url = ws_url(base, path);
    let deadline = Instant::now() + PATIENCE;
    let mut last_error = String::new();
    while Instant::now() < deadline {
        match tokio::time::timeout(
            Duration::from_secs(5),
            tokio_tungstenite::connect_async(&url),
        )
        .await
        {
            Ok(Ok((ws, _))) => {
                let mut sock = Sock {
                    who: who.to_owned(),
                    ws,
                    n: 0,
                };
                let first = tokio::time::timeout(Duration::from_secs(5), async {
                    loop {
                        match sock.ws.next().await {
                            None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return None,
                            Some(Ok(frame)) => match parse(frame) {
                                Some(ServerMsg::State { n, game, .. }) => return Some((n, game)),
                                Some(ServerMsg::Presence { .. } | ServerMsg::Pong) | None => {}
                                Some(other) => panic!("{who}: {other:?} before the state"),
                            },
                        }
                    }
                })
                .await;
                match first {
                    Ok(Some((n, game))) => {
                        sock.n = n;
                        return (sock, *game);
                    }
                    Ok(None) => last_error = "the socket was closed".into(),
                    Err(_) => last_error = "no state in 5 s".into(),
                }
            }
            Ok(Err(e)) => last_error = e.to_string(),
            Err(_) => last_error = "the upgrade took over 5 s".into(),
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    panic!("{who}: no game state from {url} in {PATIENCE:?}; last: {last_error}");
}

/// Ten plies of an Italian game.
const OPENING: [&str; 10] = [
    "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "d2d3", "f8c5", "c2c3", "d7d6",
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killing_the_owner_moves_the_game_to_another_node() {
    let Some(mut cluster) = Cluster::start(3).await else {
        return;
    };
    let (n2, n3) = (cluster.base(1).to_owned(), cluster.base(2).to_owned());
    let started = Instant::now();
    let initial_ms = 300_000;
    // Neither player is on node 1, which owns the game.
    let Friends {
        alice, a, b, socks, ..
    } = friend_game(&cluster, "chess", Some(300), [1, 2], &OPENING).await;
    let [mut white, mut black] = socks;

    cluster.nodes[0].kill();
    let killed = Instant::now();
    // A request made at once waits for the game to change node, then is
    // answered from its new owner rather than refused.
    let during = view(&alice, &n3, a.id.as_str()).await;
    assert_eq!(ucis(&during), OPENING, "answered right after the kill");
    for sock in [&mut white, &mut black] {
        tokio::time::timeout(Duration::from_secs(12), sock.closed())
            .await
            .unwrap_or_else(|_| {
                panic!(
                    "{}: socket still open {:?} after its game's owner was killed",
                    sock.who,
                    killed.elapsed()
                )
            });
    }

    // Back in, on the same nodes: White says what it has seen, Black not.
    let since = format!("{}&since={}", a.socket, white.n);
    let (white, game) = reconnect("white back on node 2", &n2, &since).await;
    let (black, game_b) = reconnect("black back on node 3", &n3, &b.socket).await;
    for game in [&game, &game_b] {
        assert_eq!(ucis(game), OPENING, "every acknowledged move is kept");
        assert_eq!((game.status, game.turn), (Status::Playing, Side::White));
        let clock = game.clock.expect("the game keeps its clock");
        let spent = started.elapsed().as_millis() as i64 + 2_000;
        for (side, left) in [("white", clock.white), ("black", clock.black)] {
            assert!(
                left <= initial_ms && left > initial_ms - spent,
                "{side} has {left} ms left of {initial_ms}, {spent} ms into the test: {clock:?}"
            );
        }
    }

    // The game goes on to its end.
    let mut both = [white, black];
    play(0, 1, &mut both, OPENING.len(), &["b1d2", "a7a6"]).await;
    both[0].send(&ClientMsg::Resign).await;
    every_one_sees(&mut both, won(Side::Black, "resignation")).await;
    for base in [&n2, &n3] {
        let game = view(&alice, base, a.id.as_str()).await;
        let mut moves = OPENING.to_vec();
        moves.extend(["b1d2", "a7a6"]);
        assert_eq!(ucis(&game), moves, "{base}: the moves");
        assert_eq!(game.status, Status::Finished, "{base}: the status");
    }
}

#[test]
fn a_database_url_takes_another_database_name() {
    assert_eq!(
        with_database("postgres://u@h:1/regalia_test", "x"),
        "postgres://u@h:1/x"
    );
    assert_eq!(
        with_database("postgres://u@h:1/db?sslmode=disable", "x"),
        "postgres://u@h:1/x?sslmode=disable"
    );
}

/// What the database holds of a game, read straight from it (no node is
/// asked, so none is made to load the game).
#[derive(Debug)]
struct Stored {
    /// Status, winner and reason.
    result: (String, Option<String>, Option<String>),
    /// The moves in UCI, in order.
    moves: Vec<String>,
}

async fn stored(url: &str, id: &str) -> Stored {
    let mut conn = sqlx::PgConnection::connect(url)
        .await
        .expect("the test database answers");
    let result = sqlx::query_as("SELECT status, winner, reason FROM games WHERE id = $1")
        .bind(id)
        .fetch_one(&mut conn)
        .await
        .expect("the game is stored");
    let moves = sqlx::query_scalar("SELECT uci FROM moves WHERE game_id = $1 ORDER BY ply")
        .bind(id)
        .fetch_all(&mut conn)
        .await
        .expect("moves are readable");
    let _ = conn.close().await;
    Stored { result, moves }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_runs_out_on_a_taken_over_game_with_nobody_connected() {
    let Some(mut cluster) = Cluster::start(2).await else {
        return;
    };
    // Black's first move starts the clocks: White's is running.
    let Friends { a, socks, .. } =
        friend_game(&cluster, "chess", Some(3), [1, 1], &["e2e4", "e7e5"]).await;
    drop(socks);
    cluster.nodes[0].kill();

    // Nobody asks for the game: node 2 must adopt it by itself, and its
    // clock must run out there.
    let url = cluster._db.url.clone();
    let (url, id) = (&url, a.id.as_str());
    let result = eventually(
        "the game ends while its first node is dead and nobody is connected",
        || async move {
            let row = stored(url, id).await.result;
            (row.0 != "playing").then_some(row)
        },
    )
    .await;
    assert_eq!(
        result,
        (
            "finished".to_owned(),
            Some("black".to_owned()),
            Some("timeout".to_owned())
        )
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_stopped_cleanly_hands_its_games_over() {
    let Some(mut cluster) = Cluster::start(2).await else {
        return;
    };
    let n2 = cluster.base(1).to_owned();
    let Friends { a, b, socks, .. } =
        friend_game(&cluster, "kingofthehill", None, [1, 1], &["e2e4", "a7a6"]).await;

    let stopping = Instant::now();
    signal(&cluster.nodes[0], "-TERM");
    let status = tokio::task::spawn_blocking({
        let mut child = std::mem::replace(
            &mut cluster.nodes[0].child,
            std::process::Command::new("true")
                .spawn()
                .expect("true runs"),
        );
        move || child.wait()
    })
    .await
    .expect("waiting for node 1")
    .expect("node 1 is waited for");
    assert!(
        status.success(),
        "node 1 stops cleanly on SIGTERM: {status:?}"
    );
    let [mut white, mut black] = socks;
    for sock in [&mut white, &mut black] {
        tokio::time::timeout(PATIENCE, sock.closed())
            .await
            .unwrap_or_else(|_| panic!("{}: socket still open after its node stopped", sock.who));
    }
    let (white, game) = reconnect("white back on node 2", &n2, &a.socket).await;
    let (black, _) = reconnect("black back on node 2", &n2, &b.socket).await;
    eprintln!("game back on node 2 {:?} after SIGTERM", stopping.elapsed());
    assert_eq!(ucis(&game), ["e2e4", "a7a6"]);
    let mut both = [white, black];
    play(
        0,
        1,
        &mut both,
        2,
        &["e1e2", "a6a5", "e2d3", "a5a4", "d3d4"],
    )
    .await;
    for sock in &mut both {
        assert_eq!(
            sock.end().await,
            (
                Status::Finished,
                Some((Some(Side::White), "hill".to_owned()))
            ),
            "{} sees White reach the hill",
            sock.who
        );
    }
}

/// Runs `regalia serve` with `args`, expecting it to refuse to start;
/// returns what it said on standard error.
fn refused(args: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_regalia"))
        .args(["serve", "--addr", "127.0.0.1:0"])
        .args(args)
        .output()
        .expect("regalia runs");
    assert!(!out.status.success(), "serve {args:?} must not start");
    assert!(
        out.stdout.is_empty(),
        "serve {args:?} must not say where it listens"
    );
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn a_bus_needs_postgresql_and_a_redis_url() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let sqlite = format!("sqlite://{}", dir.path().join("x.db").display());
    let why = refused(&["--db", &sqlite, "--bus", "redis://127.0.0.1:1"]);
    assert!(why.contains("--bus needs a PostgreSQL database"), "{why}");
    assert!(
        !dir.path().join("x.db").exists(),
        "nothing is created when the node cannot start"
    );
    if let Some((postgres, _)) = services() {
        let why = refused(&["--db", &postgres, "--bus", "http://127.0.0.1:1"]);
        assert!(
            why.contains("bus URL `http://127.0.0.1:1` is not supported"),
            "{why}"
        );
        let why = refused(&["--db", &postgres, "--bus", "redis://127.0.0.1:1"]);
        assert!(
            why.contains("cannot reach Redis at redis://127.0.0.1:1"),
            "{why}"
        );
    }
}

/// Sends a signal (`-STOP`, `-CONT`, `-TERM`) to a node.
fn signal(server: &crate::common::Server, sig: &str) {
    let pid = server.child.id().to_string();
    let sent = std::process::Command::new("kill")
        .args([sig, &pid])
        .status()
        .expect("kill runs");
    assert!(sent.success(), "kill {sig} {pid}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_frozen_owner_that_lost_its_game_cannot_store_a_move() {
    let Some(cluster) = Cluster::start(2).await else {
        return;
    };
    let (n1, n2) = (cluster.base(0).to_owned(), cluster.base(1).to_owned());
    // White on the owner, Black on the other node.
    let Friends { a, b, socks, .. } =
        friend_game(&cluster, "chess", None, [0, 1], &["e2e4", "e7e5"]).await;
    let [mut white, mut black] = socks;

    // Node 1 freezes with a move from White waiting on its socket.
    signal(&cluster.nodes[0], "-STOP");
    white
        .send(&ClientMsg::Move {
            uci: "g1f3".into(),
            ply: Some(2),
        })
        .await;
    // Node 2 declares it dead, closes Black's socket and takes the game.
    tokio::time::timeout(PATIENCE, black.closed())
        .await
        .expect("Black's socket closes once node 1 is declared dead");
    let (black, game) = reconnect("black back on node 2", &n2, &b.socket).await;
    assert_eq!(ucis(&game), ["e2e4", "e7e5"]);

    // Node 1 wakes up: the move it had queued must not be stored.
    signal(&cluster.nodes[0], "-CONT");
    tokio::time::timeout(PATIENCE, async {
        loop {
            match tokio::time::timeout(PATIENCE, white.ws.next()).await {
                Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => return,
                Ok(Some(Ok(frame))) => {
                    if let Some(ServerMsg::Move { uci, .. }) = parse(frame) {
                        panic!("node 1 acknowledged {uci} for a game it no longer runs");
                    }
                }
                Err(_) => panic!("node 1 keeps White's socket open"),
            }
        }
    })
    .await
    .expect("node 1 lets White's socket go");
    assert_eq!(
        stored(&cluster._db.url, a.id.as_str()).await.moves,
        ["e2e4", "e7e5"],
        "nothing was stored by the node that lost the game"
    );

    // White comes back (through either node) and the game goes on.
    let (white, game) = reconnect("white back on node 1", &n1, &a.socket).await;
    assert_eq!(ucis(&game), ["e2e4", "e7e5"]);
    let mut both = [white, black];
    play(0, 1, &mut both, 2, &["g1f3", "b8c6"]).await;
    assert_eq!(
        stored(&cluster._db.url, a.id.as_str()).await.moves,
        ["e2e4", "e7e5", "g1f3", "b8c6"]
    );
}

/// Node 2's heartbeat, in seconds since the epoch by the database's clock.
async fn last_heartbeat(db: &sqlx::PgPool, node: &str) -> f64 {
    sqlx::query_scalar("SELECT extract(epoch FROM seen_at)::float8 FROM nodes WHERE id = $1")
        .bind(node)
        .fetch_one(db)
        .await
        .expect("the node's row")
}

/// Whether some statement taking a game's lease waits on a lock.
async fn a_claim_waits(db: &sqlx::PgPool) -> bool {
    let waiting: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM pg_stat_activity \
         WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO game_leases%'",
    )
    .fetch_one(db)
    .await
    .expect("pg_stat_activity reads");
    waiting > 0
}

/// A node frozen in the middle of storing a move keeps its game's lease
/// row locked (FOR SHARE) until it wakes, and the node taking the game
/// over waits for that lock, as it should. Found by scripts/chaos: that
/// wait used to hold up the taker's heartbeats too, so after 2 s it
/// fenced itself and dropped every game it ran, while nothing was wrong
/// with it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeover_waiting_on_a_frozen_writers_lock_keeps_heartbeating() {
    let Some(cluster) = Cluster::start(2).await else {
        return;
    };
    let Friends { a, .. } = friend_game(&cluster, "chess", None, [0, 1], &["e2e4", "e7e5"]).await;
    let url = cluster._db.url.clone();
    let db = sqlx::PgPool::connect(&url).await.expect("connects");
    let node2: String = sqlx::query_scalar(
        "SELECT n.id FROM nodes n WHERE n.id <> (SELECT node FROM game_leases WHERE game_id = $1) \
         ORDER BY n.seen_at DESC LIMIT 1",
    )
    .bind(a.id.as_str())
    .fetch_one(&db)
    .await
    .expect("node 2's row");
    // Node 1's write under way: the lease row held as its transaction holds it.
    let mut frozen = sqlx::PgConnection::connect(&url).await.expect("connects");
    sqlx::raw_sql("BEGIN")
        .execute(&mut frozen)
        .await
        .expect("begins");
    sqlx::query("SELECT 1 FROM game_leases WHERE game_id = $1 FOR SHARE")
        .bind(a.id.as_str())
        .execute(&mut frozen)
        .await
        .expect("the lease row is locked");
    signal(&cluster.nodes[0], "-STOP");
    eventually(
        "node 2 tries to take the game and waits on its lease row",
        || {
            let db = db.clone();
            async move { a_claim_waits(&db).await.then_some(()) }
        },
    )
    .await;
    let waiting_since = last_heartbeat(&db, &node2).await;
    // While its claim waits, node 2 heartbeats on, past the 2 s after
    // which a node that cannot heartbeat fences itself.
    eventually("node 2 heartbeats on while its claim waits", || {
        let (db, node2) = (db.clone(), node2.clone());
        async move {
            let beat = last_heartbeat(&db, &node2).await;
            (beat > waiting_since + 2.5).then_some(())
        }
    })
    .await;
    assert!(a_claim_waits(&db).await, "the claim was still waiting");
    let metrics = reqwest::get(format!("{}/metrics", cluster.base(1)))
        .await
        .expect("metrics answered")
        .text()
        .await
        .expect("metrics text");
    assert!(
        metrics.lines().any(|l| l == "regalia_cluster_fenced 0"),
        "node 2 did not fence itself"
    );
    // Node 1's write ends; node 2 takes the game and serves it.
    sqlx::raw_sql("COMMIT")
        .execute(&mut frozen)
        .await
        .expect("commits");
    let game = eventually("node 2 runs the game", || async {
        let v = view(&browser(), cluster.base(1), a.id.as_str()).await;
        (ucis(&v) == ["e2e4", "e7e5"]).then_some(v)
    })
    .await;
    assert_eq!(game.status, Status::Playing);
    signal(&cluster.nodes[0], "-CONT");
}

/// `http` takes the name `name` on node `base`.
async fn take_name(http: &reqwest::Client, base: &str, name: &str) {
    let request = http
        .post(format!("{base}/api/player"))
        .json(&json!({ "name": name }));
    let _: serde_json::Value = answer!(
        request,
        reqwest::StatusCode::CREATED,
        format!("{base}: taking {name}")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_game_across_two_nodes_rates_both_players_once() {
    use regalia_server::rating::{rate, Rating, Score};
    let Some(cluster) = Cluster::start(2).await else {
        return;
    };
    let (n1, n2) = (cluster.base(0), cluster.base(1));
    let (alice, bob) = (browser(), browser());
    take_name(&alice, n1, "Alice").await;
    take_name(&bob, n2, "Bob").await;
    // Alice's rated invitation is made on node 1, Bob takes it on node 2,
    // and each plays through the node they came to.
    let body = json!({"variant": "kingofthehill", "opponent": "friend", "color": "white",
                      "clock": {"initial": 300, "increment": 0}, "rated": true});
    let a = create(&alice, n1, body).await;
    let b = join(&bob, n2, a.id.as_str()).await;
    let mut socks = [
        Sock::open("Alice on node 1", n1, &a.socket).await,
        Sock::open("Bob on node 2", n2, &b.socket).await,
    ];
    for sock in &mut socks {
        let (_, game) = sock.state().await;
        assert!(game.rated, "{} sees a rated game", sock.who);
    }
    play(0, 1, &mut socks, 0, &HILL_WALK).await;
    every_one_sees(&mut socks, won(Side::White, "hill")).await;

    let (won_rating, lost_rating) = rate(Rating::default(), Rating::default(), Score::WhiteWins);
    for base in [n1, n2] {
        for (name, expected, games) in [
            ("Alice", won_rating, "wins"),
            ("Bob", lost_rating, "losses"),
        ] {
            let request = bob.get(format!("{base}/api/players/{name}"));
            let page: serde_json::Value =
                answer!(request, reqwest::StatusCode::OK, format!("{base}: {name}"));
            let koth = &page["ratings"]["kingofthehill"];
            // Rated once: one game, one row of history, the rating of one game.
            assert_eq!(koth["games"], 1, "{base}: {page}");
            assert_eq!(koth[games], 1, "{base}: {page}");
            assert_eq!(page["games"].as_array().map(Vec::len), Some(1), "{page}");
            let rating = koth["rating"].as_f64().expect("a rating");
            assert!(
                (rating - expected.rating).abs() < 0.01,
                "{base}: {name} {rating}"
            );
        }
        let request = alice.get(format!("{base}/api/games/{}/rating", a.id));
        let change: serde_json::Value = answer!(
            request,
            reqwest::StatusCode::OK,
            format!("{base}: the change")
        );
        assert_eq!(change["counted"], true, "{change}");
        // The player page itself answers on either node.
        let page = alice
            .get(format!("{base}/@/Bob"))
            .send()
            .await
            .expect("the player page answers");
        assert_eq!(page.status(), reqwest::StatusCode::OK);
    }
}

/// The standings messages of an arena socket until one satisfies `want`.
async fn standings_until(ws: &mut Ws, what: &str, want: impl Fn(&serde_json::Value) -> bool) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let frame = tokio::time::timeout(left, ws.next())
            .await
            .unwrap_or_else(|_| panic!("the arena socket never showed {what}"));
        let Some(Ok(Message::Text(text))) = frame else {
            assert!(
                matches!(frame, Some(Ok(_))),
                "the arena socket closed before {what}"
            );
            continue;
        };
        let v: serde_json::Value = serde_json::from_str(text.as_str()).expect("json");
        if v["t"] == "standings" && want(&v) {
            return;
        }
    }
}

/// An arena runs on one node; a player on another node joins, pauses and
/// follows its standings there (forwarded to the arena's node). Then the
/// arena's node dies: another node takes the arena over (its lease), with
/// its players and its end, and pairs the players who join there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_arena_survives_the_death_of_the_node_running_it() {
    let args = [
        "--no-arena-schedule",
        "--arena-minute-ms",
        "6000",
        "--arena-pair-ms",
        "200",
    ];
    let Some(mut cluster) = Cluster::start_with(2, &args).await else {
        return;
    };
    let (n1, n2) = (cluster.base(0).to_owned(), cluster.base(1).to_owned());
    let ann = browser();
    take_name(&ann, &n1, "Ann").await;
    let body =
        json!({"variant": "racingkings", "clock": {"initial": 60, "increment": 0}, "minutes": 10});
    let created: serde_json::Value = answer!(
        ann.post(format!("{n1}/api/tournaments")).json(&body),
        reqwest::StatusCode::CREATED,
        "an arena"
    );
    let id = created["id"].as_str().expect("an id").to_owned();
    let joined = ann
        .post(format!("{n1}/api/tournaments/{id}/join"))
        .send()
        .await
        .expect("answered");
    assert_eq!(
        joined.status().as_u16(),
        204,
        "Ann joins on the arena's node"
    );
    let arena = |base: String, http: reqwest::Client| {
        let url = format!("{base}/api/tournaments/{id}");
        async move {
            let r = http.get(url).send().await.ok()?;
            r.json::<serde_json::Value>().await.ok()
        }
    };
    let before = eventually("the arena starts", || {
        let ask = arena(n1.clone(), ann.clone());
        async move { ask.await.filter(|v| v["status"] == "started") }
    })
    .await;
    // Ann pauses, so that nobody is paired yet.
    let paused = ann
        .post(format!("{n1}/api/tournaments/{id}/pause"))
        .send()
        .await
        .expect("answered");
    assert_eq!(paused.status().as_u16(), 204, "Ann pauses");

    // Node 2 does not run the arena: its socket follows node 1's task, and
    // Bob's join and pause there are forwarded to node 1.
    let (bob, cid) = (browser(), browser());
    take_name(&bob, &n2, "Bob").await;
    take_name(&cid, &n2, "Cid").await;
    let (mut follow, _) =
        tokio_tungstenite::connect_async(ws_url(&n2, &format!("/ws/tournament/{id}")))
            .await
            .expect("the arena socket opens on node 2");
    standings_until(&mut follow, "one player", |v| v["counts"]["players"] == 1).await;
    for (step, name) in [("join", "joins"), ("pause", "pauses")] {
        let r = bob
            .post(format!("{n2}/api/tournaments/{id}/{step}"))
            .send()
            .await
            .expect("answered");
        assert_eq!(r.status().as_u16(), 204, "Bob {name} on node 2");
    }
    standings_until(&mut follow, "Bob in and paused", |v| {
        v["counts"]["players"] == 2
            && v["standings"]["rows"]
                .as_array()
                .is_some_and(|rows| rows.iter().all(|r| r["paused"] == true))
    })
    .await;
    let again = bob
        .post(format!("{n1}/api/tournaments/{id}/pause"))
        .send()
        .await
        .expect("answered");
    assert_eq!(
        again.status().as_u16(),
        204,
        "pausing twice changes nothing"
    );

    cluster.nodes[0].kill();
    // The socket on node 2 closes with its arena's node.
    let closed = tokio::time::timeout(PATIENCE, async {
        while let Some(Ok(_)) = follow.next().await {}
    })
    .await;
    assert!(closed.is_ok(), "the relayed socket closes when node 1 dies");
    // Node 2 takes the arena over once node 1 is dead: joins are taken there.
    for (who, http) in [("Bob", &bob), ("Cid", &cid)] {
        eventually(&format!("{who} joins on node 2"), || {
            let r = http.post(format!("{n2}/api/tournaments/{id}/join")).send();
            async move { r.await.ok().filter(|r| r.status().as_u16() == 204) }
        })
        .await;
    }
    let after = eventually("Bob is paired on node 2", || {
        let ask = arena(n2.clone(), bob.clone());
        async move { ask.await.filter(|v| v["myGame"].is_object()) }
    })
    .await;
    assert_eq!(after["endsAt"], before["endsAt"], "the arena keeps its end");
    assert_eq!(after["counts"]["players"], 3, "Ann is still in: {after}");
    let opponent = after["myGame"]["opponent"].as_str().unwrap_or_default();
    assert!(
        ["Ann", "Cid"].contains(&opponent),
        "paired by node 2: {after}"
    );
}
