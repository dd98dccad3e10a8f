//! Texel tuning of King of the Hill's hill-race weights (`regalia_engine::tune`).
//!
//! ```text
//! tune generate --games 3000 --nodes 3000 --random-plies 8 --seed 1 > hill.txt
//! tune fit hill.txt [--step 16]
//! ```
//!
//! `generate` writes one quiet self-play position a line (`FEN;result`);
//! `fit` prints the sigmoid scale, the error before and after, and the
//! tuned weights as Rust, for `eval/weights.rs`.

use std::io::{self, BufReader, BufWriter};

use regalia_engine::tune::{generate, load, tune, GenerateOptions};

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
            let tuned = tune(&samples, step, &mut |line| eprintln!("{line}"));
            println!("k {:.4}", tuned.k);
            println!("error before {:.6} after {:.6}", tuned.before, tuned.after);
            println!("pub const HILL_RACE: HillRace = {:#?};", tuned.weights);
            Ok(())
        }
        _ => {
            eprintln!("usage: tune generate [--games N] [--nodes N] [--random-plies N] [--seed S]");
            eprintln!("       tune fit FILE [--step CP]");
            std::process::exit(2)
        }
    }
}
