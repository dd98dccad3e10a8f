//! `regalia perft`: counts the legal-move tree of any game, in Stockfish's
//! `go perft` output format when `--divide` is given.

use std::io::{IsTerminal, Write};
use std::time::Instant;

use anyhow::{bail, Context};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use regalia_rules::perft::perft;
use regalia_rules::{dispatch, AnyPosition, Game, MoveBuf, Variant};

#[derive(Args, Debug)]
pub struct PerftArgs {
    /// chess, kingofthehill, racingkings or lielow
    #[arg(long, default_value = "chess")]
    variant: String,
    /// Start from this position instead of the standard start.
    #[arg(long)]
    fen: Option<String>,
    /// Moves (UCI text, space separated) to play before counting.
    #[arg(long)]
    moves: Option<String>,
    /// Print the count below each legal move.
    #[arg(long, conflicts_with = "shakmaty")]
    divide: bool,
    /// Count with shakmaty's own perft instead of Regalia's rules (chess,
    /// King of the Hill, Racing Kings): the yardstick of the rules' speed.
    #[arg(long)]
    shakmaty: bool,
    /// Depth in plies.
    depth: u32,
}

pub fn run(args: PerftArgs) -> anyhow::Result<()> {
    let variant: Variant = args.variant.parse()?;
    let mut pos = match &args.fen {
        Some(fen) => AnyPosition::from_fen(variant, fen).context("bad --fen")?,
        None => AnyPosition::start(variant),
    };
    if let Some(moves) = &args.moves {
        for (i, m) in moves.split_whitespace().enumerate() {
            pos.play_uci(m)
                .with_context(|| format!("bad --moves: move {} `{m}`", i + 1))?;
        }
    }
    if args.depth > 64 {
        bail!("depth {} is too deep (at most 64)", args.depth);
    }
    let started = Instant::now();
    let nodes = if args.shakmaty {
        let nodes = regalia_rules::perft::shakmaty_perft(&pos, args.depth)
            .with_context(|| format!("shakmaty does not play {variant}"))?;
        println!("{nodes}");
        nodes
    } else {
        dispatch!(&pos, g => count(g, args.depth, args.divide))
    };
    let elapsed = started.elapsed().as_secs_f64();
    let nps = if elapsed > 0.0 {
        (nodes as f64 / elapsed) as u64
    } else {
        0
    };
    eprintln!("nodes {nodes} time {:.3}s nps {nps}", elapsed);
    Ok(())
}

/// Counts below each root move, printing Stockfish's divide lines when
/// asked, with a progress bar over the root moves on a terminal.
fn count<G: Game>(pos: &G, depth: u32, divide: bool) -> u64 {
    let mut moves = MoveBuf::new();
    pos.legal_moves(&mut moves);
    let bar = if std::io::stderr().is_terminal() && depth >= 5 {
        let bar = ProgressBar::new(moves.len() as u64);
        bar.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} root moves {elapsed}")
                .expect("the template is valid"),
        );
        Some(bar)
    } else {
        None
    };
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut total = 0;
    if depth == 0 {
        total = 1;
    } else {
        for &m in &moves {
            let mut child = pos.clone();
            child.play(m);
            let n = perft(&child, depth - 1);
            total += n;
            if divide {
                let _ = writeln!(out, "{}: {n}", pos.move_to_uci(m));
            }
            if let Some(bar) = &bar {
                bar.inc(1);
            }
        }
    }
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    if divide {
        let _ = writeln!(out, "\nNodes searched: {total}");
    } else {
        let _ = writeln!(out, "{total}");
    }
    total
}
