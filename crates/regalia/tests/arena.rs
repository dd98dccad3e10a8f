//! Arenas on the real `regalia serve`: six named bot players join an arena
//! over real sockets, are paired, play King of the Hill games whose ends
//! the test scripts (wins by resignation after a chosen number of plies,
//! short and long draws by agreement, berserk), and every player's points
//! are checked against the arena's rules computed here, independently of
//! the server: win 2, draw 1, loss 0; on fire after two wins (win 4, draw
//! 2); a draw of fewer than 10 moves 0; a draw right after a draw 0 unless
//! it lasted 20 moves (King of the Hill's length); a berserk win with at
//! least 7 of the berserker's moves one more. Then the same with the
//! server killed (SIGKILL) in the middle and restarted on its database.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use regalia_server::protocol::{ClientMsg, OfferKind, ServerMsg, Side, Status};
use serde_json::{json, Value};
use tokio::sync::watch;
use tokio_tungstenite::tungstenite::Message;

use crate::common::{loopback, ws_url, Server, Ws, PATIENCE};

/// Arena minutes last this long here (an arena of 10 minutes: 30 s).
const MINUTE_MS: &str = "3000";
/// Games played in all before the players stop.
const GAMES: usize = 14;

fn serve(db: &str) -> Server {
    Server::start(
        &[
            "--db",
            db,
            "--no-arena-schedule",
            "--arena-minute-ms",
            MINUTE_MS,
            "--arena-pair-ms",
            "200",
        ],
        std::env::var_os("REGALIA_ARENA_LOG")
            .as_deref()
            .map(std::path::Path::new),
    )
}

/// How a game is to end, decided once per game by the first of its two
/// players to see it.
#[derive(Clone, Copy, Debug)]
struct Plan {
    plies: u32,
    /// The winner, or none for a draw by agreement.
    winner: Option<Side>,
    /// Who berserks (White, Black).
    berserk: [bool; 2],
}

/// A finished game as one player saw it.
#[derive(Clone, Debug)]
struct Record {
    game: String,
    plies: u32,
    /// Won (Some(true)), lost, or drawn (None).
    won: Option<bool>,
    own_moves: u32,
    berserk: bool,
}

/// The arena's points, computed here from the rules' words.
fn expected_points(records: &[Record]) -> Vec<u32> {
    let mut points = Vec::new();
    let mut last_two_wins = (false, false);
    let mut last_was_draw = false;
    for r in records {
        let fire = last_two_wins.0 && last_two_wins.1;
        let moves = r.plies / 2;
        let p = match r.won {
            Some(true) => {
                let base = if fire { 4 } else { 2 };
                base + u32::from(r.berserk && r.own_moves >= 7)
            }
            Some(false) => 0,
            None if moves < 10 => 0,
            None if last_was_draw && moves < 20 => 0,
            None => {
                if fire {
                    2
                } else {
                    1
                }
            }
        };
        points.push(p);
        last_two_wins = (last_two_wins.1, r.won == Some(true));
        last_was_draw = r.won.is_none();
    }
    points
}

/// The plans games follow, in turn; a game of `Ace` is always won by Ace
/// in 14 plies (7 of Ace's own moves), berserking every other game, so
/// Ace is on fire from the third game.
const PLANS: [Plan; 8] = [
    Plan {
        plies: 10,
        winner: None,
        berserk: [false, false],
    },
    Plan {
        plies: 44,
        winner: None,
        berserk: [false, false],
    },
    Plan {
        plies: 12,
        winner: Some(Side::White),
        berserk: [true, false],
    },
    Plan {
        plies: 16,
        winner: Some(Side::Black),
        berserk: [false, true],
    },
    Plan {
        plies: 24,
        winner: None,
        berserk: [false, false],
    },
    Plan {
        plies: 20,
        winner: Some(Side::White),
        berserk: [false, false],
    },
    Plan {
        plies: 30,
        winner: None,
        berserk: [false, false],
    },
    Plan {
        plies: 10,
        winner: Some(Side::Black),
        berserk: [false, true],
    },
];

/// Plans by game id, shared by the bots of one test.
#[derive(Default)]
struct Plans {
    by_game: Mutex<HashMap<String, Plan>>,
    made: AtomicUsize,
    ace_games: AtomicUsize,
}

impl Plans {
    fn of(&self, game: &str, white: &str, black: &str) -> Plan {
        let mut by_game = self.by_game.lock().expect("the plans' lock");
        *by_game.entry(game.to_owned()).or_insert_with(|| {
            if white == "Ace" || black == "Ace" {
                let n = self.ace_games.fetch_add(1, Ordering::Relaxed);
                let ace = if white == "Ace" {
                    Side::White
                } else {
                    Side::Black
                };
                let mut berserk = [false, false];
                berserk[usize::from(ace == Side::Black)] = n.is_multiple_of(2);
                Plan {
                    plies: 14,
                    winner: Some(ace),
                    berserk,
                }
            } else {
                PLANS[self.made.fetch_add(1, Ordering::Relaxed) % PLANS.len()]
            }
        })
    }
}

/// A named player with its own browser session, from its own address.
struct Bot {
    name: String,
    from: IpAddr,
    http: reqwest::Client,
    jar: Arc<reqwest::cookie::Jar>,
}

impl Bot {
    async fn new(base: &str, n: u8, name: &str) -> Bot {
        let jar = Arc::new(reqwest::cookie::Jar::default());
        let from = loopback(20 + n);
        let http = reqwest::Client::builder()
            .cookie_provider(jar.clone())
            .local_address(from)
            .build()
            .expect("an HTTP client");
        let bot = Bot {
            name: name.to_owned(),
            from,
            http,
            jar,
        };
        let (status, answer) = bot.post(base, "/api/player", &json!({"name": name})).await;
        assert!(
            status == 200 || status == 201,
            "{name} takes a name: {answer}"
        );
        bot
    }

    async fn post(&self, base: &str, path: &str, body: &Value) -> (u16, Value) {
        let r = self
            .http
            .post(format!("{base}{path}"))
            .json(body)
            .send()
            .await
            .expect("answered");
        let status = r.status().as_u16();
        (status, r.json().await.unwrap_or(Value::Null))
    }

    async fn get(&self, base: &str, path: &str) -> Value {
        let r = self
            .http
            .get(format!("{base}{path}"))
            .send()
            .await
            .expect("answered");
        r.json().await.expect("a JSON answer")
    }

    /// A socket carrying this bot's cookies, from its address.
    async fn socket(&self, base: &str, path: &str) -> Option<Ws> {
        use reqwest::cookie::CookieStore;
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let url = ws_url(base, path);
        let mut request = url.as_str().into_client_request().ok()?;
        let origin: reqwest::Url = base.parse().ok()?;
        if let Some(cookies) = self.jar.cookies(&origin) {
            request.headers_mut().insert("cookie", cookies);
        }
        let host: std::net::SocketAddr = base.rsplit("//").next()?.parse().ok()?;
        let socket = tokio::net::TcpSocket::new_v4().ok()?;
        socket.bind(std::net::SocketAddr::new(self.from, 0)).ok()?;
        let stream = socket.connect(host).await.ok()?;
        let plain = tokio_tungstenite::MaybeTlsStream::Plain(stream);
        Some(
            tokio_tungstenite::client_async(request, plain)
                .await
                .ok()?
                .0,
        )
    }
}

/// Where the server is now (it changes when it is restarted).
type Base = watch::Receiver<String>;

/// The next text message of a socket as JSON; none when it closed.
async fn next_json(ws: &mut Ws) -> Option<Value> {
    loop {
        match tokio::time::timeout(PATIENCE, ws.next()).await {
            Ok(Some(Ok(Message::Text(t)))) => return serde_json::from_str(t.as_str()).ok(),
            Ok(Some(Ok(_))) => continue,
            _ => return None,
        }
    }
}

async fn send(ws: &mut Ws, msg: &ClientMsg) -> bool {
    let text = serde_json::to_string(msg).expect("json");
    ws.send(Message::Text(text.into())).await.is_ok()
}

/// The knight move of ply `k` (0-based): both sides walk a knight out
/// and back, so any number of plies can be played.
fn shuffle(k: u32) -> &'static str {
    match (k % 2, (k / 2) % 2) {
        (0, 0) => "g1f3",
        (0, _) => "f3g1",
        (_, 0) => "g8f6",
        _ => "f6g8",
    }
}

/// Plays the arena game `seat` (`{id, url, color, opponent}`) to its end
/// by its plan, reconnecting to wherever the server is; the record.
async fn play(bot: &Bot, base: &mut Base, seat: &Value, plans: &Plans) -> Record {
    let id = seat["id"].as_str().expect("a game id").to_owned();
    let secret = seat["url"]
        .as_str()
        .and_then(|u| u.rsplit('/').next())
        .expect("a seat");
    let me = if seat["color"] == "white" {
        Side::White
    } else {
        Side::Black
    };
    let opponent = seat["opponent"].as_str().expect("an opponent");
    let (white, black) = if me == Side::White {
        (bot.name.as_str(), opponent)
    } else {
        (opponent, bot.name.as_str())
    };
    let plan = plans.of(&id, white, black);
    let mine = usize::from(me == Side::Black);
    loop {
        let at = base.borrow().clone();
        let Some(mut ws) = bot
            .socket(&at, &format!("/ws/game/{id}?seat={secret}"))
            .await
        else {
            let _ = base.changed().await;
            continue;
        };
        let (mut ply, mut turn) = (0u32, Side::White);
        #[allow(unused_assignments)]
        let mut offered = None::<Side>;
        let mut acted = None::<u32>;
        loop {
            let Some(msg) = next_json(&mut ws).await else {
                break;
            };
            let Ok(msg) = serde_json::from_value::<ServerMsg>(msg) else {
                continue;
            };
            match msg {
                ServerMsg::State { game, .. } => {
                    if game.status.is_over() {
                        return record(
                            &id,
                            &game.outcome.and_then(|o| o.winner),
                            game.ply as u32,
                            me,
                            plan,
                        );
                    }
                    ply = game.ply as u32;
                    turn = game.turn;
                    offered = game.offers.draw;
                    acted = None;
                    let berserked = game.tournament.as_ref().is_some_and(|t| t.berserk[mine]);
                    let moved = if me == Side::White {
                        ply >= 1
                    } else {
                        ply >= 2
                    };
                    if plan.berserk[mine] && !berserked && !moved {
                        send(&mut ws, &ClientMsg::Berserk).await;
                    }
                }
                ServerMsg::Move {
                    ply: p, turn: t, ..
                } => {
                    ply = p as u32;
                    turn = t;
                    offered = None;
                }
                ServerMsg::Offered {
                    kind: OfferKind::Draw,
                    by,
                    ..
                } => offered = Some(by),
                // A socket may send 20 messages at once, then 8 a second:
                // a refused move is sent again a little later.
                ServerMsg::Error { .. } => {
                    tokio::time::sleep(Duration::from_millis(150)).await;
                    acted = None;
                }
                ServerMsg::End {
                    status, outcome, ..
                } => {
                    assert_eq!(status, Status::Finished, "game {id} ends as planned");
                    return record(&id, &outcome.and_then(|o| o.winner), ply, me, plan);
                }
                _ => continue,
            }
            if acted == Some(ply) {
                continue;
            }
            let action = if ply < plan.plies {
                (turn == me).then(|| ClientMsg::Move {
                    uci: shuffle(ply).into(),
                    ply: Some(ply),
                })
            } else {
                match plan.winner {
                    Some(w) if w != me => Some(ClientMsg::Resign),
                    Some(_) => None,
                    None if offered.is_some_and(|by| by != me) => Some(ClientMsg::Answer {
                        kind: OfferKind::Draw,
                        yes: true,
                    }),
                    None if turn == me && offered.is_none() => Some(ClientMsg::Offer {
                        kind: OfferKind::Draw,
                    }),
                    None => None,
                }
            };
            if let Some(action) = action {
                acted = Some(ply);
                if !send(&mut ws, &action).await {
                    break;
                }
            }
        }
        // The socket closed: the server is being restarted.
        let _ = tokio::time::timeout(PATIENCE, base.changed()).await;
    }
}

fn record(id: &str, winner: &Option<Side>, plies: u32, me: Side, plan: Plan) -> Record {
    assert_eq!(
        *winner, plan.winner,
        "game {id} ends with the planned winner"
    );
    assert_eq!(plies, plan.plies, "game {id} lasts the planned plies");
    let own_moves = if me == Side::White {
        plies.div_ceil(2)
    } else {
        plies / 2
    };
    Record {
        game: id.to_owned(),
        plies,
        won: winner.map(|w| w == me),
        own_moves,
        berserk: plan.berserk[usize::from(me == Side::Black)],
    }
}

struct Shared {
    plans: Plans,
    played: AtomicUsize,
}

/// One bot's life: follow the arena, play every game it is given, pause
/// when `stop` says so, until `done`.
async fn live(
    bot: Bot,
    arena: String,
    mut base: Base,
    shared: Arc<Shared>,
    mut stop: watch::Receiver<bool>,
    mut done: watch::Receiver<bool>,
) -> (String, Vec<Record>) {
    let mut records: Vec<Record> = Vec::new();
    let mut joined = false;
    let mut paused = false;
    while !*done.borrow() {
        let at = base.borrow().clone();
        let Some(mut ws) = bot.socket(&at, &format!("/ws/tournament/{arena}")).await else {
            let _ = tokio::time::timeout(PATIENCE, base.changed()).await;
            continue;
        };
        // The first standings: the socket is followed; join once.
        if next_json(&mut ws).await.is_none() {
            continue;
        }
        if !joined {
            let (status, answer) = bot
                .post(&at, &format!("/api/tournaments/{arena}/join"), &json!({}))
                .await;
            assert_eq!(status, 204, "{} joins: {answer}", bot.name);
            let again = bot
                .post(&at, &format!("/api/tournaments/{arena}/join"), &json!({}))
                .await;
            assert_eq!(again.1["code"], "arena-joined", "joining twice is refused");
            joined = true;
        }
        // A game paired while this socket was away is found in the arena.
        let view = bot.get(&at, &format!("/api/tournaments/{arena}")).await;
        let mut pending: Option<Value> = view.get("myGame").filter(|g| !g.is_null()).cloned();
        loop {
            if let Some(seat) = pending.take() {
                let id = seat["id"].as_str().unwrap_or_default().to_owned();
                if !records.iter().any(|r| r.game == id) {
                    records.push(play(&bot, &mut base, &seat, &shared.plans).await);
                    shared.played.fetch_add(1, Ordering::Relaxed);
                }
            }
            if *stop.borrow() && !paused {
                let at = base.borrow().clone();
                let (status, _) = bot
                    .post(&at, &format!("/api/tournaments/{arena}/pause"), &json!({}))
                    .await;
                paused = status == 204;
            }
            tokio::select! {
                msg = next_json(&mut ws) => match msg {
                    Some(m) if m["t"] == "game" => pending = Some(m["game"].clone()),
                    Some(_) => {}
                    None => break,
                },
                _ = stop.changed() => {}
                _ = done.changed() => break,
            }
        }
    }
    (bot.name, records)
}

/// Waits (polling the arena's own answer) until `f` holds of it.
async fn until(
    http: &reqwest::Client,
    base: &Base,
    arena: &str,
    what: &str,
    f: impl Fn(&Value) -> bool,
) -> Value {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let at = base.borrow().clone();
        if let Ok(r) = http
            .get(format!("{at}/api/tournaments/{arena}"))
            .send()
            .await
        {
            if let Ok(v) = r.json::<Value>().await {
                if f(&v) {
                    return v;
                }
            }
        }
        assert!(Instant::now() < deadline, "the arena never came to {what}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Runs an arena of six bots; `kill` restarts the server (SIGKILL) once
/// half the games were played.
async fn arena_of_six(kill: bool) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = format!("sqlite://{}", dir.path().join("arena.db").display());
    let mut server = serve(&db);
    let (base_tx, base) = watch::channel(server.base.clone());
    let names = ["Ace", "Bea", "Cid", "Dot", "Eve", "Fay"];
    let mut bots = Vec::new();
    for (n, name) in names.iter().enumerate() {
        bots.push(Bot::new(&server.base, n as u8, name).await);
    }
    // Refused as the API says, changing nothing.
    let host = &bots[0];
    let bad = [
        (
            json!({"variant": "kingofthehill", "clock": {"initial": 60, "increment": 0}, "minutes": 5}),
            "arena-length",
        ),
        (
            json!({"variant": "kingofthehill", "clock": {"initial": 5, "increment": 0}, "minutes": 10}),
            "bad-clock",
        ),
        (
            json!({"variant": "nope", "clock": {"initial": 60, "increment": 0}, "minutes": 10}),
            "bad-request",
        ),
    ];
    for (body, code) in bad {
        let (status, answer) = host.post(&server.base, "/api/tournaments", &body).await;
        assert_eq!(
            (status >= 400, answer["code"].as_str()),
            (true, Some(code)),
            "{answer}"
        );
    }
    let (status, created) = host
        .post(
            &server.base,
            "/api/tournaments",
            &json!({"variant": "kingofthehill", "clock": {"initial": 60, "increment": 0}, "minutes": 10, "rated": true}),
        )
        .await;
    assert_eq!(status, 201, "{created}");
    let arena = created["id"].as_str().expect("an id").to_owned();
    let list: Value = reqwest::get(format!("{}/api/tournaments", server.base))
        .await
        .expect("listed")
        .json()
        .await
        .expect("json");
    let listed = list["running"]
        .as_array()
        .into_iter()
        .chain(list["upcoming"].as_array())
        .flatten();
    assert!(
        listed.into_iter().any(|a| a["id"] == arena.as_str()),
        "{list}"
    );
    let plain = reqwest::Client::new();
    let first = until(&plain, &base, &arena, "its start", |v| {
        v["status"] == "started"
    })
    .await;
    let ends_at = first["endsAt"].as_i64().expect("an end");
    // A spectator counts the standings messages it gets.
    let spectator = {
        let url = ws_url(&server.base, &format!("/ws/tournament/{arena}"));
        let (mut ws, _) = tokio_tungstenite::connect_async(&url)
            .await
            .expect("the arena socket opens");
        tokio::spawn(async move {
            let began = Instant::now();
            let mut n = 0u32;
            while let Some(v) = next_json(&mut ws).await {
                if v["t"] == "standings" {
                    n += 1;
                    if v["status"] == "finished" {
                        break;
                    }
                }
            }
            (n, began.elapsed())
        })
    };

    let shared = Arc::new(Shared {
        plans: Plans::default(),
        played: AtomicUsize::new(0),
    });
    let (stop_tx, stop) = watch::channel(false);
    let (done_tx, done) = watch::channel(false);
    let mut lives = Vec::new();
    for bot in bots {
        lives.push(tokio::spawn(live(
            bot,
            arena.clone(),
            base.clone(),
            shared.clone(),
            stop.clone(),
            done.clone(),
        )));
    }
    let played = |n: usize| {
        let shared = shared.clone();
        async move {
            let deadline = Instant::now() + Duration::from_secs(120);
            while shared.played.load(Ordering::Relaxed) < n {
                assert!(Instant::now() < deadline, "the bots did not play {n} games");
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }
    };
    if kill {
        played(GAMES / 2).await;
        server.kill();
        server = serve(&db);
        base_tx
            .send(server.base.clone())
            .expect("the bots follow the server");
        let again = until(&plain, &base, &arena, "its return", |v| {
            v["status"] == "started"
        })
        .await;
        assert_eq!(
            again["endsAt"].as_i64(),
            Some(ends_at),
            "the arena keeps its end after a restart"
        );
    }
    played(GAMES).await;
    // Ace is on fire from its third game: wait until that game has ended
    // (its fourth has begun; a player is in one game at a time), however
    // the pairings fell among the others.
    let deadline = Instant::now() + Duration::from_secs(120);
    while shared.plans.ace_games.load(Ordering::Relaxed) < 4 {
        assert!(Instant::now() < deadline, "Ace did not play three games");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    stop_tx.send(true).expect("the bots stop");
    until(&plain, &base, &arena, "everyone paused, no game", |v| {
        let rows = v["standings"]["rows"].as_array();
        v["counts"]["playing"] == 0
            && rows.is_some_and(|r| r.len() == 6 && r.iter().all(|p| p["paused"] == true))
    })
    .await;
    let last = until(&plain, &base, &arena, "its end", |v| {
        v["status"] == "finished"
    })
    .await;
    done_tx.send(true).expect("the bots end");
    let mut all = Vec::new();
    for life in lives {
        all.push(life.await.expect("a bot lives to the end"));
    }

    // Every player's sheet, as the rules say.
    let at = base.borrow().clone();
    let (mut fire, mut bonus, mut short_draw) = (false, false, false);
    let mut scores = Vec::new();
    for (name, records) in &all {
        let want = expected_points(records);
        let got: Value = plain
            .get(format!("{at}/api/tournaments/{arena}/players/{name}"))
            .send()
            .await
            .expect("answered")
            .json()
            .await
            .expect("json");
        let digits: String = want
            .iter()
            .map(|p| char::from_digit(*p, 10).expect("a digit"))
            .collect();
        assert_eq!(
            got["row"]["sheet"],
            digits.as_str(),
            "{name}'s sheet: {records:?}"
        );
        assert_eq!(
            got["row"]["score"],
            want.iter().sum::<u32>(),
            "{name}'s score"
        );
        let games: Vec<&str> = got["games"]
            .as_array()
            .expect("games")
            .iter()
            .filter_map(|g| g["id"].as_str())
            .collect();
        let mine: Vec<&str> = records.iter().map(|r| r.game.as_str()).collect();
        assert_eq!(games, mine, "{name}'s games in the order they ended");
        fire |= want.iter().any(|&p| p >= 4);
        bonus |= want.iter().any(|&p| p == 3 || p == 5);
        short_draw |= records
            .iter()
            .zip(&want)
            .any(|(r, &p)| r.won.is_none() && p == 0);
        scores.push((want.iter().sum::<u32>(), name.clone()));
    }
    assert!(
        fire && bonus && short_draw,
        "the games tried fire ({fire}), berserk ({bonus}) and a short draw ({short_draw})"
    );
    // The podium's top has the best score (a tie is broken by performance).
    let best = scores.iter().map(|s| s.0).max().unwrap_or(0);
    let top: Vec<&str> = scores
        .iter()
        .filter(|s| s.0 == best)
        .map(|s| s.1.as_str())
        .collect();
    let winner = last["podium"][0]["name"].as_str().unwrap_or_default();
    assert!(
        top.contains(&winner),
        "the winner {winner} has the best score: {last}"
    );
    assert_eq!(last["podium"][0]["score"], best);
    assert_eq!(last["winner"], winner);
    // Rated: Ace's rating in King of the Hill moved with Ace's games.
    let ace: Value = plain
        .get(format!("{at}/api/players/Ace"))
        .send()
        .await
        .expect("answered")
        .json()
        .await
        .expect("json");
    let ace_games = all
        .iter()
        .find(|(n, _)| n == "Ace")
        .map_or(0, |(_, r)| r.len());
    assert_eq!(ace["ratings"]["kingofthehill"]["games"], ace_games, "{ace}");
    // Standings came coalesced: about one a second at most.
    let (messages, lasted) = tokio::time::timeout(PATIENCE, spectator)
        .await
        .expect("the spectator hears the end")
        .expect("the spectator");
    if !kill {
        assert!(
            f64::from(messages) <= lasted.as_secs_f64() + 2.0,
            "{messages} standings in {lasted:?}"
        );
        assert!(messages >= 2, "the standings moved: {messages}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn six_bots_in_an_arena_score_by_the_rules() {
    arena_of_six(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_arena_survives_sigkill_with_its_scores_and_its_end() {
    arena_of_six(true).await;
}
