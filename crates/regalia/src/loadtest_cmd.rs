//! `regalia loadtest`: many concurrent games between simulated players over
//! loopback WebSockets. Reports moves per second and the round trip of a
//! move (sent → its `move` event back), p50 / p99.
//!
//! Given several servers of one cluster, the two players of each game sit
//! on different nodes, so every move crosses from one node to another.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{anyhow, bail, Context};
use clap::Args;
use futures_util::{SinkExt, StreamExt};
use rand::seq::SliceRandom;
use regalia_rules::{AnyPosition, Variant};
use regalia_server::protocol::{ClientMsg, CreateGame, Opponent, SeatAnswer, ServerMsg, Side};
use tokio_tungstenite::tungstenite::Message;

mod recorded;

#[derive(Args, Debug)]
pub struct LoadtestArgs {
    /// Server to test (http://HOST:PORT), or the nodes of one cluster
    /// separated by commas (http://HOST:PORT,http://HOST:PORT2,…): games go
    /// round the nodes, each created on one node and joined on the next,
    /// each player's socket on its own node. Without it, a server is started
    /// in this process on a temporary SQLite database.
    #[arg(long)]
    addr: Option<String>,
    /// Concurrent games.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Seconds to measure.
    #[arg(long, default_value_t = 20)]
    duration: u64,
    /// Each simulated player waits this long before answering a move.
    #[arg(long, default_value_t = 250)]
    think_ms: u64,
    /// A game is resigned after this many plies and a new one starts.
    #[arg(long, default_value_t = 80)]
    plies: usize,
    /// chess, kingofthehill, racingkings or lielow.
    #[arg(long, default_value = "chess")]
    variant: String,
    /// Play through faults and keep a record (scripts/chaos): sockets that
    /// close are opened again, failed requests tried again, every game is
    /// ended when the time is up, and every move seen, socket lost and
    /// found and game ended is written to FILE (JSON lines).
    #[arg(long, value_name = "FILE")]
    record: Option<std::path::PathBuf>,
    /// Spread the simulated players over this many loopback addresses
    /// (127.0.0.2, 127.0.0.3, …), as players on many machines would be,
    /// so that the limits per client address see a crowd.
    #[arg(long, default_value_t = 0)]
    from_addresses: u8,
}

#[derive(Default)]
struct Tally {
    moves: AtomicU64,
    games: AtomicU64,
    errors: AtomicU64,
    /// Round trips in microseconds, while measuring.
    rtt: Mutex<Vec<u32>>,
    measuring: AtomicBool,
}

pub fn run(args: LoadtestArgs) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Runtime::new().context("cannot start the async runtime")?;
    runtime.block_on(load(args))
}

async fn load(args: LoadtestArgs) -> anyhow::Result<()> {
    let mut temp_db = None;
    // A server started here runs until the test is over.
    let mut _server = None;
    let bases = match &args.addr {
        Some(addr) => servers(addr)?,
        None => {
            let path =
                std::env::temp_dir().join(format!("regalia-loadtest-{}.db", std::process::id()));
            let url = format!("sqlite://{}", path.display());
            let config = regalia_server::Config {
                // Simulated players live on one machine; the per-session
                // and per-address limits are for browsers.
                msg_burst: 1000,
                msg_per_sec: 1000,
                limits: regalia_server::config::LimitsConfig::for_load_tests(),
                ..regalia_server::Config::default()
            };
            let running = regalia_server::start("127.0.0.1:0", &url, config)
                .await
                .context("cannot start a server to test")?;
            temp_db = Some(path);
            let addr = running.addr;
            _server = Some(running);
            vec![format!("http://{addr}")]
        }
    };
    let crossing = if bases.len() > 1 {
        " (each game's players on two nodes)"
    } else {
        ""
    };
    println!(
        "loadtest: {} games of {} at {}{crossing}, {} s, think {} ms, {} plies a game",
        args.games,
        args.variant,
        bases.join(", "),
        args.duration,
        args.think_ms,
        args.plies
    );
    let http = reqwest::Client::builder()
        .pool_max_idle_per_host(64)
        .build()
        .context("cannot build an HTTP client")?;
    let tally = Arc::new(Tally::default());
    let stop = Instant::now() + Duration::from_secs(args.duration + 3);
    let args = Arc::new(args);
    let record = match &args.record {
        Some(path) => Some(Arc::new(recorded::Record::create(path)?)),
        None => None,
    };
    let mut tasks = Vec::new();
    for i in 0..args.games {
        if let Some(record) = &record {
            let from = (args.from_addresses > 0).then(|| {
                std::net::IpAddr::V4(std::net::Ipv4Addr::new(
                    127,
                    0,
                    0,
                    2 + (i % usize::from(args.from_addresses)) as u8,
                ))
            });
            let client = recorded::Client::new(from)?;
            let (bases, tally, args, record) =
                (bases.clone(), tally.clone(), args.clone(), record.clone());
            tasks.push(tokio::spawn(async move {
                tokio::time::sleep(Duration::from_millis((i as u64 * 2) % 2000)).await;
                recorded::play_games(client, bases, i, &args, &tally, &record, stop).await;
            }));
            continue;
        }
        let (http, tally, args) = (http.clone(), tally.clone(), args.clone());
        // The creator's node and the joining player's node.
        let nodes = [
            bases[i % bases.len()].clone(),
            bases[(i + 1) % bases.len()].clone(),
        ];
        tasks.push(tokio::spawn(async move {
            // Spread the start so creation is not one burst.
            tokio::time::sleep(Duration::from_millis((i as u64 * 2) % 2000)).await;
            while Instant::now() < stop {
                if let Err(e) = play_one(&http, &nodes, &args, &tally, stop).await {
                    tally.errors.fetch_add(1, Relaxed);
                    if tally.errors.load(Relaxed) < 5 {
                        eprintln!("loadtest: game failed: {e:#}");
                    }
                    tokio::time::sleep(Duration::from_millis(500)).await;
                }
            }
        }));
    }
    // Warm up (games created, sockets open), then measure.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let moves0 = tally.moves.load(Relaxed);
    tally.measuring.store(true, Relaxed);
    let t0 = Instant::now();
    tokio::time::sleep(Duration::from_secs(args.duration)).await;
    tally.measuring.store(false, Relaxed);
    let elapsed = t0.elapsed().as_secs_f64();
    let moves = tally.moves.load(Relaxed) - moves0;
    if let Some(record) = &record {
        // Every game is brought to its end, through whatever faults.
        for t in tasks {
            let _ = t.await;
        }
        record.flush()?;
    } else {
        for t in tasks {
            t.abort();
        }
    }
    let mut rtt = std::mem::take(&mut *tally.rtt.lock().map_err(|_| anyhow!("poisoned"))?);
    rtt.sort_unstable();
    let pct = |p: f64| -> f64 {
        if rtt.is_empty() {
            return f64::NAN;
        }
        let i = ((rtt.len() as f64 - 1.0) * p).round() as usize;
        f64::from(rtt[i]) / 1000.0
    };
    println!(
        "moves: {moves} in {elapsed:.1} s = {:.0} moves/s; games finished: {}; errors: {}",
        moves as f64 / elapsed,
        tally.games.load(Relaxed),
        tally.errors.load(Relaxed)
    );
    println!(
        "move round trip: p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({} samples)",
        pct(0.5),
        pct(0.9),
        pct(0.99),
        pct(1.0),
        rtt.len()
    );
    if let Some(path) = temp_db {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
    }
    Ok(())
}

/// The servers named by `--addr`: one, or several separated by commas.
fn servers(addr: &str) -> anyhow::Result<Vec<String>> {
    addr.split(',')
        .map(|a| {
            let a = a.trim().trim_end_matches('/');
            if a.starts_with("http://") || a.starts_with("https://") {
                Ok(a.to_owned())
            } else {
                bail!("--addr: `{a}` is not a server address (http://HOST:PORT)")
            }
        })
        .collect()
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

struct Player {
    ws: Ws,
    color: Side,
    /// When our last move was sent, and the ply it makes.
    pending: Option<(Instant, usize)>,
    /// When to play next, and the legal moves then.
    due: Option<(Instant, usize, Vec<String>)>,
}

/// Every legal move of a position the server sent, in UCI text, read with
/// the rules (a pawn may promote to any piece).
fn legal_moves(variant: Variant, fen: &str) -> anyhow::Result<Vec<String>> {
    let position = AnyPosition::from_fen(variant, fen)
        .with_context(|| format!("the server sent an unreadable position `{fen}`"))?;
    Ok(position.legal_uci())
}

/// One game from creation to resignation (or its natural end): created
/// on `nodes[0]`, joined on `nodes[1]` (the same server unless the test
/// runs across a cluster).
async fn play_one(
    http: &reqwest::Client,
    nodes: &[String; 2],
    args: &LoadtestArgs,
    tally: &Tally,
    stop: Instant,
) -> anyhow::Result<()> {
    let variant: Variant = args.variant.parse()?;
    let create = CreateGame {
        variant: args.variant.parse::<regalia_rules::Variant>()?.into(),
        fen: None,
        color: regalia_server::protocol::ColorChoice::White,
        clock: None,
        opponent: Opponent::Friend,
        level: None,
        rated: false,
        range: None,
    };
    let a: SeatAnswer = http
        .post(format!("{}/api/games", nodes[0]))
        .json(&create)
        .send()
        .await?
        .error_for_status()?
        .json()
        .await?;
    let b: SeatAnswer = http
        .post(format!("{}/api/games/{}/join", nodes[1], a.id))
        .send()
        .await?
        .error_for_status()?
        .json()
        .await?;
    let mut players = Vec::new();
    for (seat, node) in [&a, &b].into_iter().zip(nodes) {
        let ws_base = node.replacen("http", "ws", 1);
        let (ws, _) = tokio_tungstenite::connect_async(format!("{ws_base}{}", seat.socket)).await?;
        players.push(Player {
            ws,
            color: seat.color,
            pending: None,
            due: None,
        });
    }
    let think = Duration::from_millis(args.think_ms);
    loop {
        if Instant::now() > stop {
            return Ok(());
        }
        let next_due = players
            .iter()
            .filter_map(|p| p.due.as_ref().map(|d| d.0))
            .min()
            .unwrap_or_else(|| Instant::now() + Duration::from_secs(30));
        let (p0, p1) = players.split_at_mut(1);
        let (who, frame) = tokio::select! {
            f = p0[0].ws.next() => (0, f),
            f = p1[0].ws.next() => (1, f),
            _ = tokio::time::sleep_until(next_due.into()) => (2, None),
        };
        if who == 2 {
            let now = Instant::now();
            for p in players.iter_mut() {
                if let Some((at, ply, legal)) = p.due.take() {
                    if at > now {
                        p.due = Some((at, ply, legal));
                        continue;
                    }
                    let Some(msg) = due_move(ply, args.plies, &legal) else {
                        continue;
                    };
                    if matches!(msg, ClientMsg::Move { .. }) {
                        p.pending = Some((Instant::now(), ply + 1));
                    }
                    let text = serde_json::to_string(&msg)?;
                    p.ws.send(Message::Text(text.into())).await?;
                }
            }
            continue;
        }
        let frame = match frame {
            Some(Ok(Message::Text(t))) => t,
            Some(Ok(_)) => continue,
            Some(Err(e)) => bail!("socket error: {e}"),
            None => bail!("socket closed by the server"),
        };
        let msg: ServerMsg = serde_json::from_str(frame.as_str())?;
        let p = &mut players[who];
        match msg {
            ServerMsg::State { game, .. } => {
                if game.status.is_over() {
                    return Ok(());
                }
                if game.turn == p.color {
                    p.due = Some((
                        Instant::now() + think,
                        game.ply,
                        legal_moves(variant, &game.fen)?,
                    ));
                }
            }
            ServerMsg::Move { ply, turn, fen, .. } => {
                if let Some((sent, want)) = p.pending {
                    if want == ply {
                        p.pending = None;
                        tally.moves.fetch_add(1, Relaxed);
                        if tally.measuring.load(Relaxed) {
                            let us = sent.elapsed().as_micros().min(u128::from(u32::MAX)) as u32;
                            if let Ok(mut v) = tally.rtt.lock() {
                                v.push(us);
                            }
                        }
                    }
                }
                if turn == p.color {
                    let legal = legal_moves(variant, &fen)?;
                    if !legal.is_empty() {
                        p.due = Some((Instant::now() + think, ply, legal));
                    }
                }
            }
            ServerMsg::End { .. } if who == 0 => {
                tally.games.fetch_add(1, Relaxed);
                return Ok(());
            }
            ServerMsg::Error { error, .. } => bail!("server refused a move: {error}"),
            _ => {}
        }
    }
}

/// What a player whose turn has come sends at ply `ply`: a random move of
/// `legal`, or its resignation once `plies` are played; nothing when it
/// has no move.
fn due_move(ply: usize, plies: usize, legal: &[String]) -> Option<ClientMsg> {
    if ply >= plies {
        return Some(ClientMsg::Resign);
    }
    let uci = legal.choose(&mut rand::thread_rng())?;
    Some(ClientMsg::Move {
        uci: uci.clone(),
        ply: Some(ply as u32),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn several_servers_are_split_on_commas_without_trailing_slashes() {
        let bases = servers("http://127.0.0.1:1/, http://127.0.0.1:2").expect("two servers");
        assert_eq!(bases, ["http://127.0.0.1:1", "http://127.0.0.1:2"]);
        assert_eq!(
            servers("http://h:8080").expect("one server"),
            ["http://h:8080"]
        );
    }

    #[test]
    fn a_server_without_its_scheme_or_an_empty_one_is_refused() {
        assert!(servers("127.0.0.1:8080").is_err());
        assert!(servers("http://h:1,,http://h:2").is_err());
    }
}
