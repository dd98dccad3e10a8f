//! Texel tuning of King of the Hill's hill-race weights (`regalia_engine::tune`).
//!
//! ```text
//! tune generate --games 3000 --nodes 3000 --random-plies 8 --seed 1 > hill.txt
//! tune fit hill.txt [--step 16] [--from 0 --to 6]
//! tune pgn games.pgn [--skip 8] > fsf.txt
//! ```
//!
//! `generate` writes one quiet self-play position a line (`FEN;result`);
//! `pgn` writes the quiet positions of King of the Hill games played by
//! `regalia match --pgn` (against another engine) in the same format;
//! `fit` prints the sigmoid scale, the error before and after, and the
//! tuned weights as Rust, for `eval/weights.rs`; with `--from I --to J`
//! only the weights `I..J` (in `HillRace::to_vec`'s order) move.

use std::io::{self, BufReader, BufWriter};

use regalia_engine::eval::weights::HILL_RACE_LEN;
use regalia_engine::tune::{from_pgn, generate, load, tune, GenerateOptions};

fn value(args: &[String], name: &str, default: u64) -> u64 {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .map_or(default, |v| {
            v.parse().unwrap_or_else(|_| {
                eprintln!("{name} takes a number, not {v}");
                std::process::exit(2)
            })
        })
}

fn main() -> io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("generate") => {
            let options = GenerateOptions {
                games: value(&args, "--games", 1000) as usize,
                nodes: value(&args, "--nodes", 3000),
                random_plies: value(&args, "--random-plies", 8) as usize,
                seed: value(&args, "--seed", 1),
            };
            let mut out = BufWriter::new(io::stdout().lock());
            let n = generate(options, &mut out)?;
            eprintln!("{n} positions");
            Ok(())
        }
        Some("fit") if args.len() >= 2 => {
            let file = std::fs::File::open(&args[1])?;
            let samples = load(&mut BufReader::new(file))?;
            eprintln!("{} positions", samples.len());
            let step = value(&args, "--step", 16) as i32;
            let from = value(&args, "--from", 0) as usize;
            let to = value(&args, "--to", HILL_RACE_LEN as u64) as usize;
            let tuned = tune(&samples, step, from..to, &mut |line| eprintln!("{line}"));
            println!("k {:.4}", tuned.k);
            println!("error before {:.6} after {:.6}", tuned.before, tuned.after);
            println!("pub const HILL_RACE: HillRace = {:#?};", tuned.weights);
            Ok(())
        }
        Some("pgn") if args.len() >= 2 => {
            let text = std::fs::read_to_string(&args[1])?;
            let skip = value(&args, "--skip", 8) as usize;
            let mut out = BufWriter::new(io::stdout().lock());
            let (games, n) = from_pgn(&text, skip, &mut out)?;
            eprintln!("{games} games, {n} positions");
            Ok(())
        }
        _ => {
            eprintln!("usage: tune generate [--games N] [--nodes N] [--random-plies N] [--seed S]");
            eprintln!("       tune fit FILE [--step CP] [--from I --to J]");
            eprintln!("       tune pgn FILE [--skip PLIES]");
            std::process::exit(2)
        }
    }
}
