//! `regalia loadtest --arena N`: N named bot players in one arena. Each
//! takes a name, follows the arena's socket, joins, and plays every game it
//! is paired in (random legal moves, the player to move resigning after
//! `--plies`), from a loopback address of its own. Reported: the delay
//! from the end of a player's game to its next pairing (p50/p99), standings
//! messages per client per second, moves, and the server's CPU and memory.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{anyhow, bail, Context};
use futures_util::StreamExt;
use regalia_rules::Variant;
use regalia_server::protocol::arena::{ArenaCreated, ArenaOut, ArenaSeat, CreateArena};
use regalia_server::protocol::{ClockSpec, ServerMsg, Side};
use serde::de::IgnoredAny;
use serde_json::json;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

use super::net::{frame_text, player_address, Client};
use super::plain::{due_message, legal_moves};
use super::{LoadtestArgs, Tally, Window, Ws};

/// What the arena's players saw, shared by them all.
#[derive(Default)]
struct Seen {
    /// Standings messages received by all players while measuring.
    standings: AtomicU64,
    /// Delays from a game's end to the player's next pairing, ms, while
    /// measuring.
    repaired: Mutex<Vec<u32>>,
    /// Delays from joining to the first pairing, ms.
    first: Mutex<Vec<u32>>,
    joined: AtomicU64,
}

/// A player's name: unique per run, and nothing a reader takes for a
/// reserved word (letters and digits only).
fn name_of(run: u32, i: usize) -> String {
    format!("lt{run}x{i}")
}

/// Runs the arena load against `base` and prints the figures.
pub async fn load(
    n: usize,
    base: String,
    args: Arc<LoadtestArgs>,
    tally: Arc<Tally>,
    server_pid: u32,
) -> anyhow::Result<()> {
    if n < 2 {
        bail!("--arena: an arena needs at least 2 players");
    }
    let variant: Variant = args.variant.parse()?;
    let run = std::process::id() % 100_000;
    // Every player from an address of its own, with a session cookie of
    // its own (as a browser would keep one).
    let per = args.players_per_address.max(1);
    let players: Vec<Client> = (0..n)
        .map(|i| Client::new(player_address(i, per)).with_session(session_of(run, i)))
        .collect();
    // Names are taken in parallel, a few at a time.
    let started = Instant::now();
    let at = base.as_str();
    let mut named = futures_util::stream::iter(players.iter().enumerate())
        .map(|(i, p)| async move {
            p.post::<IgnoredAny>(at, "/api/player", Some(&json!({"name": name_of(run, i)})))
                .await
        })
        .buffer_unordered(32);
    while let Some(r) = named.next().await {
        r.context("taking a name")?;
    }
    drop(named);
    let minutes = (((args.duration + 60) / 60) as u32 + 5).clamp(10, 180);
    let created: ArenaCreated = players[0]
        .post(
            &base,
            "/api/tournaments",
            Some(&CreateArena {
                variant: variant.into(),
                clock: ClockSpec {
                    initial: args.arena_clock,
                    increment: 0,
                },
                minutes,
                starts_at: None,
                rated: true,
                private: false,
            }),
        )
        .await
        .context("creating the arena")?;
    println!(
        "loadtest: arena {} of {} players ({}), {} names taken in {:.1} s, {} min, clock {} s",
        created.id,
        n,
        args.variant,
        n,
        started.elapsed().as_secs_f64(),
        minutes,
        args.arena_clock
    );
    let seen = Arc::new(Seen::default());
    let stop = Instant::now() + Duration::from_secs(args.duration + 30);
    let arena = created.id.as_str().to_owned();
    let mut tasks = Vec::new();
    for (i, client) in players.into_iter().enumerate() {
        let (base, arena, args, tally, seen) = (
            base.clone(),
            arena.clone(),
            args.clone(),
            tally.clone(),
            seen.clone(),
        );
        tasks.push(tokio::spawn(async move {
            // Joins spread over a few seconds, as a crowd would come.
            tokio::time::sleep(Duration::from_millis((i as u64 * 7) % 5000)).await;
            if let Err(e) = live(client, &base, &arena, variant, &args, &tally, &seen, stop).await {
                let errors = tally.errors.fetch_add(1, Relaxed) + 1;
                if errors <= 5 {
                    eprintln!("loadtest: player {i}: {e:#}");
                }
            }
        }));
    }
    // Everyone in, then a few seconds for the first pairings.
    let deadline = Instant::now() + Duration::from_secs(60);
    while seen.joined.load(Relaxed) < n as u64 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_secs(5)).await;
    let Window {
        moves,
        cpu,
        elapsed,
        rss,
    } = tally.measure(server_pid, args.duration).await?;
    for t in tasks {
        t.abort();
    }
    let take = |m: &Mutex<Vec<u32>>| -> anyhow::Result<Vec<u32>> {
        let mut v = std::mem::take(&mut *m.lock().map_err(|_| anyhow!("poisoned"))?);
        v.sort_unstable();
        Ok(v)
    };
    let repaired = take(&seen.repaired)?;
    let first = take(&seen.first)?;
    println!(
        "players joined: {} of {n}; errors: {}",
        seen.joined.load(Relaxed),
        tally.errors.load(Relaxed)
    );
    println!(
        "pairing after a game: p50 {:.2} s, p99 {:.2} s, max {:.2} s ({} pairings)",
        percentile(&repaired, 0.5),
        percentile(&repaired, 0.99),
        percentile(&repaired, 1.0),
        repaired.len()
    );
    println!(
        "first pairing after joining: p50 {:.2} s, p99 {:.2} s ({} players)",
        percentile(&first, 0.5),
        percentile(&first, 0.99),
        first.len()
    );
    println!(
        "standings messages: {:.2} per client per second ({} in {elapsed:.1} s)",
        seen.standings.load(Relaxed) as f64 / n as f64 / elapsed,
        seen.standings.load(Relaxed)
    );
    println!(
        "moves: {moves} in {elapsed:.1} s = {:.0} moves/s; games finished: {}",
        moves as f64 / elapsed,
        tally.games.load(Relaxed)
    );
    print_cost(&args, cpu, elapsed, rss, moves);
    Ok(())
}

fn print_cost(args: &LoadtestArgs, cpu: f64, elapsed: f64, rss: f64, moves: u64) {
    println!(
        "{}: CPU {:.3} cores ({:.0} µs a move), RSS {rss:.1} MiB",
        args.measured(),
        cpu / elapsed,
        cpu / moves.max(1) as f64 * 1e6
    );
}

/// A session id, unique per run and player.
fn session_of(run: u32, i: usize) -> u128 {
    (0x5e55_1000u128 << 96) | (u128::from(run) << 64) | i as u128
}

/// The value at fraction `p` of sorted milliseconds, in seconds.
fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    f64::from(sorted[i]) / 1000.0
}

/// One player's life in the arena until `stop`: the arena's socket is read
/// by a task of its own (it counts standings and hands on pairings), the
/// games are played here one after another.
#[allow(clippy::too_many_arguments)]
async fn live(
    client: Client,
    base: &str,
    arena: &str,
    variant: Variant,
    args: &LoadtestArgs,
    tally: &Arc<Tally>,
    seen: &Arc<Seen>,
    stop: Instant,
) -> anyhow::Result<()> {
    let mut ws = client
        .open(base, &format!("/ws/tournament/{arena}"))
        .await?;
    let (seats_tx, mut seats) = mpsc::unbounded_channel::<(Instant, ArenaSeat)>();
    let follower = {
        let (tally, counter) = (tally.clone(), seen.clone());
        let measuring = move || tally.measuring.load(Relaxed);
        tokio::spawn(async move {
            while let Some(Ok(frame)) = ws.next().await {
                let Message::Text(text) = frame else { continue };
                match serde_json::from_str::<ArenaOut>(text.as_str()) {
                    Ok(ArenaOut::Standings { .. }) if measuring() => {
                        counter.standings.fetch_add(1, Relaxed);
                    }
                    Ok(ArenaOut::Game { game }) => {
                        // The player's runner has stopped reading: so does its follower.
                        let Ok(()) = seats_tx.send((Instant::now(), game)) else {
                            break;
                        };
                    }
                    _ => {}
                }
            }
        })
    };
    let result = async {
        client
            .post::<IgnoredAny>(base, &format!("/api/tournaments/{arena}/join"), None::<&()>)
            .await
            .context("joining")?;
        let joined = Instant::now();
        seen.joined.fetch_add(1, Relaxed);
        let mut last_end: Option<Instant> = None;
        while Instant::now() < stop {
            let Some((at, seat)) = tokio::time::timeout_at(stop.into(), seats.recv())
                .await
                .ok()
                .flatten()
            else {
                break;
            };
            let (from, into) = match last_end {
                Some(end) => (end, &seen.repaired),
                None => (joined, &seen.first),
            };
            if last_end.is_none() || tally.measuring.load(Relaxed) {
                let ms = at.saturating_duration_since(from).as_millis();
                if let Ok(mut v) = into.lock() {
                    v.push(ms.min(u128::from(u32::MAX)) as u32);
                }
            }
            play(client, base, &seat, variant, args, tally, stop).await?;
            last_end = Some(Instant::now());
        }
        anyhow::Ok(())
    }
    .await;
    follower.abort();
    result
}

/// Plays the arena game `seat` to its end: random legal moves after
/// `think`, the player to move resigning once the game has `plies` plies.
async fn play(
    client: Client,
    base: &str,
    seat: &ArenaSeat,
    variant: Variant,
    args: &LoadtestArgs,
    tally: &Tally,
    stop: Instant,
) -> anyhow::Result<()> {
    let secret = seat
        .url
        .rsplit('/')
        .next()
        .ok_or_else(|| anyhow!("a seat without its secret: {}", seat.url))?;
    let mut ws: Ws = client
        .open(
            base,
            &format!("/ws/game/{}?seat={secret}", seat.id.as_str()),
        )
        .await?;
    let me: Side = seat.color;
    let think = Duration::from_millis(args.think_ms);
    let mut due = None;
    let mut pending = None;
    loop {
        let wake = due
            .as_ref()
            .map(|d: &(Instant, usize, Vec<String>)| d.0)
            .unwrap_or(stop);
        let frame = tokio::select! {
            f = ws.next() => f,
            _ = tokio::time::sleep_until(wake.into()) => {
                if Instant::now() >= stop {
                    return Ok(());
                }
                if let Some(msg) = due_message(&mut due, &mut pending, Instant::now(), args.plies) {
                    use futures_util::SinkExt;
                    ws.send(Message::Text(serde_json::to_string(&msg)?.into())).await?;
                }
                continue;
            }
        };
        let Some(text) = frame_text(frame, "game socket")? else {
            continue;
        };
        match serde_json::from_str::<ServerMsg>(text.as_str())? {
            ServerMsg::State { game, .. } => {
                if game.status.is_over() {
                    return Ok(());
                }
                if game.turn == me {
                    due = Some((
                        Instant::now() + think,
                        game.ply,
                        legal_moves(variant, &game.fen)?,
                    ));
                }
            }
            ServerMsg::Move { ply, turn, fen, .. } => {
                if let Some((sent, want)) = pending {
                    if want == ply {
                        pending = None;
                        tally.moved(sent);
                    }
                }
                if turn == me {
                    let legal = legal_moves(variant, &fen)?;
                    if !legal.is_empty() {
                        due = Some((Instant::now() + think, ply, legal));
                    }
                }
            }
            ServerMsg::End { .. } => {
                if me == Side::White {
                    tally.games.fetch_add(1, Relaxed);
                }
                return Ok(());
            }
            ServerMsg::Error { error, .. } => bail!("server refused a move: {error}"),
            _ => {}
        }
    }
}
