//! `regalia match`: plays two UCI engines against each other in any of the
//! four games (the referee, Elo, SPRT and the UCI process driver are the
//! `regalia-match` library), with a progress bar, PGN of every game, and
//! the result with its Elo difference; with `--sprt`, a sequential test
//! that stops once a change is accepted or rejected.

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use anyhow::{bail, Context};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use regalia_match::elo::elo_with_margin;
use regalia_match::openings::{read_openings, Opening};
use regalia_match::referee::{parse_tc, worker, Setup, TimeControl};
use regalia_match::sprt::{PairCounts, Sprt, Verdict};
use regalia_rules::pgn::{to_pgn, PgnTags};
use regalia_rules::Variant;

#[derive(Args, Debug)]
pub struct MatchArgs {
    /// chess, kingofthehill, racingkings or lielow
    #[arg(long)]
    variant: String,
    /// Command that starts the first engine (run by the shell).
    #[arg(long)]
    engine1: String,
    /// Command that starts the second engine.
    #[arg(long)]
    engine2: String,
    /// UCI option for the first engine, `NAME=VALUE` (repeatable).
    #[arg(long = "option1")]
    option1: Vec<String>,
    /// UCI option for the second engine, `NAME=VALUE` (repeatable).
    #[arg(long = "option2")]
    option2: Vec<String>,
    /// Number of games (2 by default); with --sprt, the most games before
    /// the test gives up undecided (20000 by default).
    #[arg(long)]
    games: Option<usize>,
    /// Clock per player: `BASE+INC` in seconds, e.g. `5+0.05`.
    #[arg(long, conflicts_with_all = ["movetime", "nodes", "depth"])]
    tc: Option<String>,
    /// Fixed time per move in milliseconds.
    #[arg(long, conflicts_with_all = ["nodes", "depth"])]
    movetime: Option<u64>,
    /// Fixed number of nodes per move (`go nodes N`): the same games
    /// however loaded the machine is.
    #[arg(long, conflicts_with = "depth")]
    nodes: Option<u64>,
    /// Nodes per move for the first engine alone (instead of --nodes), so
    /// that engines of unequal speed get the share of equal time.
    #[arg(long, conflicts_with_all = ["tc", "movetime", "depth"])]
    nodes1: Option<u64>,
    /// Nodes per move for the second engine alone (instead of --nodes).
    #[arg(long, conflicts_with_all = ["tc", "movetime", "depth"])]
    nodes2: Option<u64>,
    /// Fixed search depth per move (`go depth N`).
    #[arg(long)]
    depth: Option<u32>,
    /// Sequential probability ratio test `ELO0,ELO1`: play until the
    /// first engine is shown to be at least ELO1 stronger (H1 accepted) or
    /// at most ELO0 (H1 rejected); logistic Elo, game pairs.
    #[arg(long, value_name = "ELO0,ELO1")]
    sprt: Option<String>,
    /// SPRT: chance of accepting H1 when H0 holds.
    #[arg(long, default_value_t = 0.05, requires = "sprt")]
    alpha: f64,
    /// SPRT: chance of rejecting H1 when H1 holds.
    #[arg(long, default_value_t = 0.05, requires = "sprt")]
    beta: f64,
    /// Append every game as PGN to this file.
    #[arg(long)]
    pgn: Option<PathBuf>,
    /// Start positions: one per line, a FEN or UCI moves from the start.
    /// Each opening is played twice, colours swapped.
    #[arg(long)]
    openings: Option<PathBuf>,
    /// Play this many random legal moves before the engines take over (the
    /// same for both games of a pair), to vary the games.
    #[arg(long, default_value_t = 0)]
    random_plies: usize,
    /// Seed of the random opening moves.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at the same time.
    #[arg(long, default_value_t = 1)]
    concurrency: usize,
}

fn parse_options(list: &[String]) -> anyhow::Result<Vec<(String, String)>> {
    list.iter()
        .map(|o| match o.split_once('=') {
            Some((n, v)) if !n.trim().is_empty() => Ok((n.trim().to_owned(), v.trim().to_owned())),
            _ => bail!("option `{o}` is not NAME=VALUE"),
        })
        .collect()
}

/// The nodes a move of each engine: `--nodes` for both, `--nodes1` and
/// `--nodes2` for one each (either overrides `--nodes`); `None` when no
/// node limit was given.
fn node_limits(args: &MatchArgs) -> anyhow::Result<Option<[u64; 2]>> {
    let (one, two) = (args.nodes1.or(args.nodes), args.nodes2.or(args.nodes));
    if args.nodes.is_some() && args.nodes1.is_some() && args.nodes2.is_some() {
        bail!("--nodes with both --nodes1 and --nodes2 would set nothing: give one or the other");
    }
    let limits = match (one, two) {
        (None, None) => return Ok(None),
        (Some(a), Some(b)) => [a, b],
        (None, Some(_)) => bail!("--nodes2 needs --nodes1 (or --nodes for the first engine)"),
        (Some(_), None) => bail!("--nodes1 needs --nodes2 (or --nodes for the second engine)"),
    };
    if limits.contains(&0) {
        bail!("--nodes, --nodes1 and --nodes2 must be above zero");
    }
    Ok(Some(limits))
}

pub fn run(args: MatchArgs) -> anyhow::Result<()> {
    let variant: Variant = args.variant.parse()?;
    let tc = match (&args.tc, args.movetime, node_limits(&args)?, args.depth) {
        (Some(tc), None, None, None) => parse_tc(tc)?,
        (None, Some(ms), None, None) if ms > 0 => TimeControl::MoveTime(Duration::from_millis(ms)),
        (None, Some(_), None, None) => bail!("--movetime must be above zero"),
        (None, None, Some(n), None) => TimeControl::Nodes(n),
        (None, None, None, Some(d)) if (1..=64).contains(&d) => TimeControl::Depth(d),
        (None, None, None, Some(_)) => bail!("--depth must lie between 1 and 64"),
        _ => bail!(
            "give one of --tc BASE+INC, --movetime MS, --nodes N (or --nodes1 N --nodes2 M) or --depth N"
        ),
    };
    let sprt = match &args.sprt {
        Some(text) => {
            let (elo0, elo1) = Sprt::parse_bounds(text)?;
            Some(Sprt::new(elo0, elo1, args.alpha, args.beta)?)
        }
        None => None,
    };
    let games = match (args.games, sprt) {
        (Some(0), _) => bail!("--games must be at least 1"),
        // A test counts whole pairs.
        (Some(n), Some(_)) => n + n % 2,
        (Some(n), None) => n,
        (None, Some(_)) => 20_000,
        (None, None) => 2,
    };
    let openings = match &args.openings {
        Some(path) => read_openings(path, variant)?,
        None => vec![Opening::default()],
    };
    let mut pgn = match &args.pgn {
        Some(path) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .with_context(|| format!("cannot open {}", path.display()))?,
        ),
        None => None,
    };
    let setup = Arc::new(Setup {
        variant,
        engines: [
            (args.engine1.clone(), parse_options(&args.option1)?),
            (args.engine2.clone(), parse_options(&args.option2)?),
        ],
        tc,
        openings,
        random_plies: args.random_plies,
        seed: args.seed,
        games,
        stop: AtomicBool::new(false),
    });
    let next = Arc::new(AtomicUsize::new(0));
    let (tx, rx) = mpsc::channel();
    let workers: Vec<_> = (0..args.concurrency.clamp(1, 64).min(games))
        .map(|_| {
            let (setup, next, tx) = (Arc::clone(&setup), Arc::clone(&next), tx.clone());
            std::thread::spawn(move || worker(setup, next, tx))
        })
        .collect();
    drop(tx);

    let bar = ProgressBar::new(games as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games  {msg}  [{elapsed_precise}]")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    let mut names = (args.engine1.clone(), args.engine2.clone());
    let mut reasons: std::collections::BTreeMap<String, usize> = Default::default();
    let mut pairs = PairCounts::default();
    let mut verdict = Verdict::Continue;
    let mut llr = 0.0;
    for result in rx {
        let played = result?;
        let engine1_white = played.index.is_multiple_of(2);
        names = if engine1_white {
            (played.white.clone(), played.black.clone())
        } else {
            (played.black.clone(), played.white.clone())
        };
        match played.engine1_points {
            p if p > 0.75 => wins += 1,
            p if p < 0.25 => losses += 1,
            _ => draws += 1,
        }
        if let Some(o) = played.record.outcome() {
            *reasons.entry(o.reason.name().to_owned()).or_default() += 1;
        }
        if let Some(note) = &played.note {
            bar.println(format!("game {}: {note}", played.index + 1));
        }
        if let Some(file) = pgn.as_mut() {
            let tags = PgnTags {
                event: Some(format!("regalia match, game {}", played.index + 1)),
                white: Some(played.white.clone()),
                black: Some(played.black.clone()),
                time_control: Some(setup.tc.pgn()),
                ..PgnTags::default()
            };
            let mut text = to_pgn(&played.record, &tags);
            if let Some(note) = &played.note {
                text = format!("{{ {note} }}\n{text}");
            }
            writeln!(file, "{text}").context("cannot write the PGN file")?;
        }
        let n = wins + draws + losses;
        let score = (wins as f64 + draws as f64 / 2.0) / n as f64;
        let mut message = format!("+{wins} ={draws} -{losses}  {:.1}%", score * 100.0);
        if let Some(test) = &sprt {
            if pairs.record(played.index, played.engine1_points) {
                llr = test.llr(&pairs.pairs);
                verdict = test.verdict(llr);
                let (low, high) = test.bounds();
                let line = format!("LLR {llr:.2} [{low:.2}, {high:.2}]");
                if bar.is_hidden() {
                    eprintln!(
                        "{n} games  +{wins} ={draws} -{losses}  pairs {:?}  {line}",
                        pairs.pairs
                    );
                }
            }
            message.push_str(&format!("  LLR {llr:.2}"));
        }
        bar.set_message(message);
        bar.inc(1);
        if verdict != Verdict::Continue {
            setup.stop.store(true, Ordering::SeqCst);
            next.store(games, Ordering::SeqCst);
            break;
        }
    }
    bar.finish();
    for w in workers {
        let _ = w.join();
    }
    let n = wins + draws + losses;
    if n == 0 {
        bail!("no game was played");
    }
    let score = (wins as f64 + draws as f64 / 2.0) / n as f64;
    let (diff, margin) = elo_with_margin(wins, draws, losses);
    println!(
        "Score of {} vs {} in {}: {wins} - {losses} - {draws}  [{:.3}]  {n} games",
        names.0,
        names.1,
        variant.name(),
        score
    );
    println!("Elo difference: {diff:.1} +/- {margin:.1} (95%)");
    let ends: Vec<String> = reasons.iter().map(|(r, c)| format!("{r} {c}")).collect();
    println!("Endings: {}", ends.join(", "));
    if let Some(test) = &sprt {
        let (low, high) = test.bounds();
        let p = pairs.pairs;
        println!(
            "Pairs (0, 1/4, 1/2, 3/4, 1 point): {} {} {} {} {}",
            p[0], p[1], p[2], p[3], p[4]
        );
        let decision = match verdict {
            Verdict::Accept => format!("H1 accepted: at least {} Elo", test.elo1),
            Verdict::Reject => format!("H1 rejected: at most {} Elo", test.elo0),
            Verdict::Continue => "undecided".to_owned(),
        };
        println!(
            "SPRT elo0 {} elo1 {} alpha {} beta {}: LLR {llr:.2} [{low:.2}, {high:.2}]  {decision}",
            test.elo0, test.elo1, test.alpha, test.beta
        );
    }
    Ok(())
}
