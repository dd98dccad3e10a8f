//! The `regalia` binary: one program that serves the site, speaks UCI,
//! counts perft, benchmarks the engine and runs engine matches.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod backup_cmd;
mod bench_cmd;
mod explorer_bench_cmd;
mod loadtest_cmd;
mod match_cmd;
mod perft_cmd;
mod puzzles_cmd;
mod serve_cmd;
mod uci_cmd;

/// jemalloc, with a background thread that purges freed pages: after a
/// flood the server's memory goes back to the system (the system allocator
/// kept it), and it served a load test about a quarter faster.
#[cfg(all(feature = "jemalloc", not(target_env = "msvc")))]
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

#[derive(Parser)]
#[command(
    name = "regalia",
    version,
    about = "Play King of the Hill, Racing Kings, Lielow and chess"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Count the leaves of the legal-move tree (move generator check).
    Perft(perft_cmd::PerftArgs),
    /// Serve the site and the game server (the default with no command).
    Serve(serve_cmd::ServeArgs),
    /// Load-test a game server with simulated players over WebSockets.
    Loadtest(loadtest_cmd::LoadtestArgs),
    /// Speak the UCI protocol on standard input and output.
    Uci,
    /// Search the built-in positions to a fixed depth; print nodes and speed.
    Bench(bench_cmd::BenchArgs),
    /// Play UCI engines against each other, with Regalia's rules as referee.
    Match(Box<match_cmd::MatchArgs>),
    /// Puzzles: mine them from self-play or find them in finished games.
    Puzzles(puzzles_cmd::PuzzlesArgs),
    /// A consistent copy of the SQLite database, taken while the site plays.
    Backup(backup_cmd::BackupArgs),
    /// Fill a new SQLite database with generated games; time explorer lookups.
    ExplorerBench(explorer_bench_cmd::ExplorerBenchArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Perft(args)) => perft_cmd::run(args),
        Some(Command::Serve(args)) => serve_cmd::run(args),
        Some(Command::Loadtest(args)) => loadtest_cmd::run(args),
        Some(Command::Uci) => uci_cmd::run(),
        Some(Command::Bench(args)) => bench_cmd::run(args),
        Some(Command::Match(args)) => match_cmd::run(*args),
        Some(Command::Puzzles(args)) => puzzles_cmd::run(args),
        Some(Command::Backup(args)) => backup_cmd::run(args),
        Some(Command::ExplorerBench(args)) => explorer_bench_cmd::run(args),
        // `cargo run --release` starts the site on http://127.0.0.1:8080.
        None => serve_cmd::run(serve_cmd::ServeArgs::default()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("regalia: {e:#}");
            ExitCode::FAILURE
        }
    }
}
