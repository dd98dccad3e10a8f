//! `regalia explorer-bench`: fills a fresh SQLite database with generated
//! finished games (random legal moves of the four games, made here) through
//! the store's own write path, then times opening-explorer lookups of
//! positions from those games (docs/architecture.md, "Opening explorer").

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use clap::Args;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use regalia_rules::{AnyPosition, Variant};
use regalia_server::explorer::{self, position_key};
use regalia_server::explorer_api::answer;
use regalia_server::store::{self, GameRow, Write};

#[derive(Args, Debug)]
pub struct ExplorerBenchArgs {
    /// The new SQLite file to fill (refused if it exists).
    #[arg(long)]
    db: PathBuf,
    /// Finished games to generate.
    #[arg(long, default_value_t = 1_000_000)]
    games: u64,
    /// Games per transaction (the server's writer commits up to 512 games'
    /// changes at once).
    #[arg(long, default_value_t = 500)]
    batch: usize,
    /// Positions looked up once the database is full.
    #[arg(long, default_value_t = 20_000)]
    lookups: usize,
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// A finished game between two people with random legal moves (its
/// first plies are all the explorer keeps).
fn random_game(n: u64, rng: &mut StdRng) -> (GameRow, Vec<String>) {
    let variant = Variant::ALL[(n % 4) as usize];
    let mut pos = AnyPosition::start(variant);
    let mut moves = Vec::new();
    while moves.len() < explorer::MAX_PLIES && pos.outcome().is_none() {
        let legal = pos.legal_uci();
        let Some(uci) = legal.get(rng.gen_range(0..legal.len().max(1))) else {
            break;
        };
        pos.play_uci(uci).expect("a legal move");
        moves.push(uci.clone());
    }
    let winner = match rng.gen_range(0..10) {
        0..4 => Some("white".to_owned()),
        4..6 => None,
        _ => Some("black".to_owned()),
    };
    let rated = rng.gen_bool(0.5);
    let rating = |rng: &mut StdRng| rated.then(|| rng.gen_range(800..2400).to_string());
    let row = GameRow {
        opponent: "seek".into(),
        color_choice: "random".into(),
        clock_initial_ms: Some(300_000),
        clock_increment_ms: Some(2_000),
        status: "finished".into(),
        winner,
        reason: Some("resignation".into()),
        seq: moves.len() as i64,
        ended_at: Some(0),
        rated: i64::from(rated),
        white_rating: rating(rng),
        black_rating: rating(rng),
        ..GameRow::blank(&format!("b{n:09}"), variant.name())
    };
    (row, moves)
}

/// The `at`-th fraction of sorted `times` (0.5 the median).
fn quantile(times: &[Duration], at: f64) -> Duration {
    let i = ((times.len() as f64 - 1.0) * at).round() as usize;
    times.get(i).copied().unwrap_or_default()
}

fn file_size(path: &Path) -> u64 {
    let mut wal = path.as_os_str().to_owned();
    wal.push("-wal");
    [path.to_path_buf(), PathBuf::from(wal)]
        .iter()
        .filter_map(|p| std::fs::metadata(p).ok())
        .map(|m| m.len())
        .sum()
}

pub fn run(args: ExplorerBenchArgs) -> anyhow::Result<()> {
    if args.db.exists() {
        bail!("{} exists already; name a new file", args.db.display());
    }
    let url = format!(
        "sqlite://{}",
        args.db.to_str().context("the database path is not UTF-8")?
    );
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    let store = runtime.block_on(store::open(&url))?;

    // Games are made on a thread of their own while the database writes.
    let (tx, rx) = mpsc::sync_channel::<Vec<Write>>(4);
    let (games, batch, seed, lookups) = (args.games, args.batch.max(1), args.seed, args.lookups);
    let maker = std::thread::spawn(move || {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut samples: Vec<(Variant, String)> = Vec::new();
        let mut writes = Vec::with_capacity(batch);
        for n in 0..games {
            let (row, moves) = random_game(n, &mut rng);
            // Reservoir sampling: positions spread evenly over every game.
            let slot = if samples.len() < lookups {
                Some(samples.len())
            } else {
                Some(rng.gen_range(0..=n) as usize).filter(|&j| j < lookups)
            };
            if let Some(slot) = slot {
                let variant: Variant = row.variant.parse().expect("a game");
                let mut pos = AnyPosition::start(variant);
                let upto = rng.gen_range(0..=moves.len().min(12));
                for m in &moves[..upto] {
                    pos.play_uci(m).expect("a legal move");
                }
                let sample = (variant, pos.to_fen());
                if slot == samples.len() {
                    samples.push(sample);
                } else {
                    samples[slot] = sample;
                }
            }
            writes.push(Write::Explore(explorer::explored(&row, &moves, false)));
            if writes.len() == batch && tx.send(std::mem::take(&mut writes)).is_err() {
                break;
            }
        }
        if !writes.is_empty() {
            let _ = tx.send(writes);
        }
        samples
    });
    let started = Instant::now();
    let mut stored = 0u64;
    let mut shown = Instant::now();
    for writes in rx {
        stored += writes.len() as u64;
        runtime.block_on(store.apply(&writes))?;
        if shown.elapsed() > Duration::from_secs(10) {
            shown = Instant::now();
            eprintln!(
                "  {stored} games in {:.0} s ({:.0} games/s)",
                started.elapsed().as_secs_f64(),
                stored as f64 / started.elapsed().as_secs_f64()
            );
        }
    }
    let samples = maker
        .join()
        .map_err(|_| anyhow::anyhow!("the game maker failed"))?;
    let fill = started.elapsed();
    println!(
        "filled: {stored} games in {:.1} s ({:.0} games/s); database {:.1} MiB",
        fill.as_secs_f64(),
        stored as f64 / fill.as_secs_f64(),
        file_size(&args.db) as f64 / (1024.0 * 1024.0)
    );

    // Lookups as the handler makes them: the position read, its key, one
    // range scan, the legal moves and their notation.
    let mut times = Vec::with_capacity(samples.len());
    let mut moves_found = 0usize;
    for (variant, fen) in &samples {
        let t = Instant::now();
        let pos = AnyPosition::from_fen(*variant, fen).context("a sampled position")?;
        let rows = runtime.block_on(store.explorer_moves(position_key(&pos)))?;
        let found = answer(&pos, rows);
        times.push(t.elapsed());
        moves_found += found.moves.len();
    }
    times.sort();
    println!(
        "lookups: {} positions, {} moves found; p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        times.len(),
        moves_found,
        quantile(&times, 0.5).as_secs_f64() * 1000.0,
        quantile(&times, 0.99).as_secs_f64() * 1000.0,
        times.last().copied().unwrap_or_default().as_secs_f64() * 1000.0
    );
    Ok(())
}
