//! `regalia puzzles generate`: mines puzzles from engine self-play and
//! writes them in the site's puzzle file format (see
//! `regalia_server::puzzles`). The same arguments give the same file.
//! `regalia puzzles from-games` (in `from_games`) takes them from the
//! finished games on the server.

mod from_games;

use std::io::Write;
use std::path::PathBuf;
use std::str::FromStr;
use std::time::Instant;

use anyhow::Context;
use clap::{Args, Subcommand};
use regalia_engine::puzzle::file::{file_line, VARIANTS};
use regalia_engine::puzzle::{generate, Difficulty, Progress, Puzzle};
use regalia_rules::{dispatch, AnyPosition, Variant};

#[derive(Args, Debug)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    command: PuzzlesCommand,
}

#[derive(Subcommand, Debug)]
enum PuzzlesCommand {
    /// Mine puzzles: positions where exactly one move wins by force.
    Generate(GenerateArgs),
    /// Find puzzles in the finished games stored on the server and add
    /// them to a puzzle file (see docs/deploy.md).
    FromGames(from_games::FromGamesArgs),
}

#[derive(Args, Debug)]
struct GenerateArgs {
    /// kingofthehill, racingkings or lielow.
    #[arg(long)]
    variant: String,
    /// How many puzzles to find.
    #[arg(long)]
    count: usize,
    /// Seed of the self-play games (the same seed, the same puzzles).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Write the puzzles to this file instead of standard output.
    #[arg(long)]
    out: Option<PathBuf>,
}

pub fn run(args: PuzzlesArgs) -> anyhow::Result<()> {
    match args.command {
        PuzzlesCommand::Generate(args) => run_generate(args),
        PuzzlesCommand::FromGames(args) => from_games::run(args),
    }
}

fn run_generate(args: GenerateArgs) -> anyhow::Result<()> {
    let variant = Variant::from_str(&args.variant)?;
    if !VARIANTS.contains(&variant) {
        anyhow::bail!(
            "puzzles are made for kingofthehill, racingkings and lielow, not {}",
            variant.name()
        );
    }
    if !(1..=100_000).contains(&args.count) {
        anyhow::bail!("--count must be from 1 to 100000, not {}", args.count);
    }
    let started = Instant::now();
    let header = format!(
        "# Regalia puzzles ({}): id, position, line (UCI), goal, difficulty.\n\
         # Made by: regalia puzzles generate --variant {} --count {} --seed {}\n",
        variant.title(),
        variant.name(),
        args.count,
        args.seed
    );
    // Each puzzle is written as soon as it is found, so a long run that is
    // stopped keeps what it found (the first puzzles of the same command).
    let mut out: Box<dyn Write> = match &args.out {
        Some(path) => Box::new(
            std::fs::File::create(path)
                .with_context(|| format!("cannot write {}", path.display()))?,
        ),
        None => Box::new(std::io::stdout()),
    };
    out.write_all(header.as_bytes())
        .context("cannot write the puzzles")?;
    let mut written: anyhow::Result<()> = Ok(());
    let mut report = |p: &Progress, found: Option<&Puzzle>| {
        let Some(puzzle) = found else { return };
        eprintln!(
            "[{:>6.1}s] {}/{} {} in {} ({}) after {} games, {} positions",
            started.elapsed().as_secs_f64(),
            p.found,
            args.count,
            puzzle.goal.name(),
            puzzle.solver_moves(),
            puzzle.difficulty.name(),
            p.games,
            p.positions,
        );
        if written.is_ok() {
            written = writeln!(out, "{}", file_line(puzzle, None))
                .and_then(|()| out.flush())
                .context("cannot write the puzzles");
        }
    };
    let start = AnyPosition::start(variant);
    let puzzles = dispatch!(&start, g => mine(g, args.count, args.seed, &mut report));
    written?;
    let elapsed = started.elapsed();

    eprintln!(
        "{} puzzles of {} in {:.1} s",
        puzzles.len(),
        variant.name(),
        elapsed.as_secs_f64()
    );
    for d in Difficulty::ALL {
        let n = puzzles.iter().filter(|p| p.difficulty == d).count();
        eprintln!("  {:<7} {n}", d.name());
    }
    for moves in 1..=regalia_engine::puzzle::MAX_MOVES {
        let n = puzzles.iter().filter(|p| p.solver_moves() == moves).count();
        eprintln!("  in {moves}   {n}");
    }
    Ok(())
}

/// `generate` for the game of `_start` (which only picks the game).
fn mine<G: regalia_engine::Evaluate>(
    _start: &G,
    count: usize,
    seed: u64,
    report: &mut dyn FnMut(&Progress, Option<&Puzzle>),
) -> Vec<Puzzle> {
    generate::<G>(count, seed, report)
}
