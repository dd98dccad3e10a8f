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

mod arena;
mod net;
mod plain;
mod process;
mod recorded;

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

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
    /// Simulated players sharing one loopback address (127.1.0.1,
    /// 127.1.0.2, …), as players on many machines would be, so that the
    /// server's limits per client address, which stay as they are, see a
    /// crowd of players each inside them. 0: every player from 127.0.0.1.
    #[arg(long, default_value_t = 1)]
    players_per_address: usize,
    /// The process id of the server at `--addr` (on this machine): its CPU
    /// time and memory over the measured seconds are reported, read from
    /// /proc. Without `--addr` this process's own are (server and players
    /// together).
    #[arg(long)]
    server_pid: Option<u32>,
    /// In place of games by link: N named players in one arena (made by the
    /// first of them, rated, of `--variant`), each paired and playing until
    /// the time is up. Reports the delay from a game's end to the next
    /// pairing (p50/p99) and the standings messages per client per second.
    #[arg(long, value_name = "N")]
    arena: Option<usize>,
    /// The arena's clock, seconds a player (no increment).
    #[arg(long, default_value_t = 180)]
    arena_clock: u32,
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

/// What one measured window saw.
struct Window {
    moves: u64,
    /// The watched process's CPU seconds over the window.
    cpu: f64,
    elapsed: f64,
    rss: f64,
}

impl Tally {
    /// Measures for `seconds`: the moves made, and the CPU time and memory
    /// of process `pid` (the server's, or this one's).
    async fn measure(&self, pid: u32, seconds: u64) -> anyhow::Result<Window> {
        let cpu0 = process::cpu_seconds(pid)?;
        let moves0 = self.moves.load(Relaxed);
        self.measuring.store(true, Relaxed);
        let t0 = Instant::now();
        tokio::time::sleep(Duration::from_secs(seconds)).await;
        self.measuring.store(false, Relaxed);
        Ok(Window {
            elapsed: t0.elapsed().as_secs_f64(),
            cpu: process::cpu_seconds(pid)? - cpu0,
            rss: process::rss_mib(pid)?,
            moves: self.moves.load(Relaxed) - moves0,
        })
    }

    /// A move of ours, sent at `sent`, came back.
    fn moved(&self, sent: Instant) {
        self.moves.fetch_add(1, Relaxed);
        if self.measuring.load(Relaxed) {
            let us = sent.elapsed().as_micros().min(u128::from(u32::MAX)) as u32;
            if let Ok(mut v) = self.rtt.lock() {
                v.push(us);
            }
        }
    }
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
            // The limits `regalia serve` has: the players come from
            // addresses of their own (`--players-per-address`).
            let config = regalia_server::Config::default();
            let running = regalia_server::start("127.0.0.1:0", &url, config)
                .await
                .context("cannot start a server to test")?;
            temp_db = Some(path);
            let addr = running.addr;
            _server = Some(running);
            vec![format!("http://{addr}")]
        }
    };
    if let Some(n) = args.arena {
        let base = bases[0].clone();
        let watched = args.server_pid.unwrap_or_else(std::process::id);
        let result =
            arena::load(n, base, Arc::new(args), Arc::new(Tally::default()), watched).await;
        remove_db(temp_db);
        return result;
    }
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
    let tally = Arc::new(Tally::default());
    let stop = Instant::now() + Duration::from_secs(args.duration + 3);
    let args = Arc::new(args);
    let record = match &args.record {
        Some(path) => Some(Arc::new(recorded::Record::create(path)?)),
        None => None,
    };
    let per = args.players_per_address;
    let mut tasks = Vec::new();
    for i in 0..args.games {
        let (bases, tally, args) = (bases.clone(), tally.clone(), args.clone());
        // Spread the start so creation is not one burst.
        let start = Duration::from_millis((i as u64 * 2) % 2000);
        let players = [
            net::Client::new(net::player_address(2 * i, per)),
            net::Client::new(net::player_address(2 * i + 1, per)),
        ];
        if let Some(record) = &record {
            let record = record.clone();
            tasks.push(tokio::spawn(async move {
                tokio::time::sleep(start).await;
                recorded::play_games(players[0], bases, i, &args, &tally, &record, stop).await;
            }));
            continue;
        }
        // The creator's node and the joining player's node.
        let nodes = [
            bases[i % bases.len()].clone(),
            bases[(i + 1) % bases.len()].clone(),
        ];
        tasks.push(tokio::spawn(async move {
            tokio::time::sleep(start).await;
            plain::play_games(players, nodes, &args, &tally, stop).await;
        }));
    }
    // Warm up (games created, sockets open), then measure.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let watched = args.server_pid.unwrap_or_else(std::process::id);
    let Window {
        moves,
        cpu,
        elapsed,
        rss,
    } = tally.measure(watched, args.duration).await?;
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
    println!(
        "{}: CPU {:.0} µs a move ({:.2} cores), RSS {rss:.1} MiB",
        args.measured(),
        cpu / (moves.max(1) as f64) * 1e6,
        cpu / elapsed,
    );
    remove_db(temp_db);
    Ok(())
}

/// Removes the temporary database of a server started here.
fn remove_db(temp_db: Option<std::path::PathBuf>) {
    if let Some(path) = temp_db {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
    }
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

impl LoadtestArgs {
    /// Whose CPU and memory the cost line gives: the server's (by its
    /// pid), or this process's, which holds the players and, without
    /// `--addr`, the server too.
    fn measured(&self) -> &'static str {
        match (self.server_pid, &self.addr) {
            (Some(_), _) => "server",
            (None, None) => "server and players (one process)",
            (None, Some(_)) => "players (this process; --server-pid for the server's)",
        }
    }
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
