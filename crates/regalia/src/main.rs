//! The `regalia` binary: one program that serves the site, speaks UCI,
//! counts perft, benchmarks the engine and runs engine matches.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod perft_cmd;

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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Perft(args)) => perft_cmd::run(args),
        None => {
            eprintln!("regalia: the game server is not built yet; try `regalia perft --help`");
            Ok(())
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("regalia: {e:#}");
            ExitCode::FAILURE
        }
    }
}
