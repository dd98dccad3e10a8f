//! `regalia match`: plays two UCI engines against each other in any of the
//! four games, with Regalia's own rules as referee (so Racing Kings ends by
//! our rule whatever an engine believes), colours alternating, a progress
//! bar, PGN of every game, and the result with its Elo difference; with
//! `--sprt`, a sequential test that stops once a change is accepted or
//! rejected (`sprt.rs`).

use std::fs::File;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use anyhow::{bail, Context};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use regalia_rules::pgn::{to_pgn, PgnTags};
use regalia_rules::{AnyPosition, Color, GameRecord, Outcome, Reason, Variant};

use crate::match_engine::{Engine, NoAnswer};
use crate::sprt::{PairCounts, Sprt, Verdict};

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

/// Extra time an engine may use beyond its clock before it loses on time.
const TIME_TOLERANCE: Duration = Duration::from_millis(200);
/// A draw claim is adjudicated when both engines' last scores are within
/// this many centipawns of zero ...
const DRAW_SCORE: i32 = 20;
/// ... for this many consecutive moves each.
const DRAW_MOVES: usize = 4;
/// Games longer than this many plies are adjudicated as draws.
const MAX_PLIES: usize = 600;
/// Under a node or depth limit, an engine that has not answered after
/// this long is taken as hung and loses.
const FIXED_SEARCH_TIMEOUT: Duration = Duration::from_secs(120);

#[derive(Clone, Copy, Debug)]
enum TimeControl {
    Clock { base: Duration, increment: Duration },
    MoveTime(Duration),
    Nodes(u64),
    Depth(u32),
}

impl TimeControl {
    fn pgn(&self) -> String {
        match *self {
            TimeControl::Clock { base, increment } => {
                format!("{}+{}", base.as_secs_f64(), increment.as_secs_f64())
            }
            TimeControl::MoveTime(t) => format!("movetime {}ms", t.as_millis()),
            TimeControl::Nodes(n) => format!("nodes {n}"),
            TimeControl::Depth(d) => format!("depth {d}"),
        }
    }
}

fn parse_tc(text: &str) -> anyhow::Result<TimeControl> {
    let (base, inc) = text.split_once('+').unwrap_or((text, "0"));
    let secs = |s: &str| -> anyhow::Result<Duration> {
        let v: f64 = s
            .trim()
            .parse()
            .with_context(|| format!("`{s}` in --tc is not a number of seconds"))?;
        if !(0.0..=86_400.0).contains(&v) {
            bail!("`{s}` in --tc is out of range");
        }
        Ok(Duration::from_secs_f64(v))
    };
    let base = secs(base)?;
    if base.is_zero() {
        bail!("--tc needs a base time above zero");
    }
    Ok(TimeControl::Clock {
        base,
        increment: secs(inc)?,
    })
}

fn parse_options(list: &[String]) -> anyhow::Result<Vec<(String, String)>> {
    list.iter()
        .map(|o| match o.split_once('=') {
            Some((n, v)) if !n.trim().is_empty() => Ok((n.trim().to_owned(), v.trim().to_owned())),
            _ => bail!("option `{o}` is not NAME=VALUE"),
        })
        .collect()
}

/// A start: a position text and moves from it.
#[derive(Clone, Debug, Default)]
struct Opening {
    fen: Option<String>,
    moves: Vec<String>,
}

fn read_openings(path: &PathBuf, variant: Variant) -> anyhow::Result<Vec<Opening>> {
    let file = File::open(path).with_context(|| format!("cannot open {}", path.display()))?;
    let mut openings = Vec::new();
    for (i, line) in BufReader::new(file).lines().enumerate() {
        let line = line.with_context(|| format!("cannot read {}", path.display()))?;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let opening = if AnyPosition::from_fen(variant, line).is_ok() {
            Opening {
                fen: Some(line.to_owned()),
                moves: Vec::new(),
            }
        } else {
            let moves: Vec<String> = line.split_whitespace().map(str::to_owned).collect();
            GameRecord::from_moves(variant, None, &moves).with_context(|| {
                format!(
                    "{} line {}: neither a position nor legal moves",
                    path.display(),
                    i + 1
                )
            })?;
            Opening { fen: None, moves }
        };
        openings.push(opening);
    }
    if openings.is_empty() {
        bail!("{} has no openings", path.display());
    }
    Ok(openings)
}

/// The start record of a game pair: the opening plus the random plies.
fn start_record(
    variant: Variant,
    opening: &Opening,
    random_plies: usize,
    seed: u64,
) -> anyhow::Result<GameRecord> {
    for attempt in 0..100u64 {
        let mut record = GameRecord::from_moves(variant, opening.fen.as_deref(), &opening.moves)?;
        let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ attempt;
        for _ in 0..random_plies {
            let legal = record.position().legal_uci();
            if legal.is_empty() || record.outcome().is_some() {
                break;
            }
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let m = &legal[(state % legal.len() as u64) as usize];
            record.play(m).context("a generated move is legal")?;
        }
        if record.outcome().is_none() {
            return Ok(record);
        }
    }
    bail!("no opening leads to a live game")
}

/// One finished game.
struct Played {
    index: usize,
    record: GameRecord,
    white: String,
    black: String,
    /// Engine 1's points: 1, 0.5 or 0.
    engine1_points: f64,
    note: Option<String>,
}

struct Setup {
    variant: Variant,
    engines: [(String, Vec<(String, String)>); 2],
    tc: TimeControl,
    openings: Vec<Opening>,
    random_plies: usize,
    seed: u64,
    games: usize,
    /// Set when an SPRT has decided: games under way are dropped.
    stop: AtomicBool,
}

fn position_command(record: &GameRecord) -> String {
    let mut cmd = match record.start_fen() {
        Some(fen) => format!("position fen {fen}"),
        None => "position startpos".to_owned(),
    };
    let moves = record.uci_moves();
    if !moves.is_empty() {
        cmd.push_str(" moves ");
        cmd.push_str(&moves.join(" "));
    }
    cmd
}

/// Plays one game; `players[0]` has White.
fn play_game(
    setup: &Setup,
    players: [&mut Engine; 2],
    mut record: GameRecord,
) -> anyhow::Result<(GameRecord, Option<String>)> {
    let [white, black] = players;
    white.new_game()?;
    black.new_game()?;
    let mut clocks = match setup.tc {
        TimeControl::Clock { base, .. } => [base, base],
        _ => [Duration::ZERO; 2],
    };
    // Recent scores of each side, from the side's own point of view.
    let mut scores: [Vec<i32>; 2] = [Vec::new(), Vec::new()];
    let mut note = None;
    while record.outcome().is_none() {
        if setup.stop.load(Ordering::SeqCst) {
            break;
        }
        let quiet = scores.iter().all(|s| {
            s.len() >= DRAW_MOVES
                && s[s.len() - DRAW_MOVES..]
                    .iter()
                    .all(|v| v.abs() <= DRAW_SCORE)
        });
        if record.claims().any() && quiet {
            record.claim_draw()?;
            break;
        }
        if record.moves().len() >= MAX_PLIES {
            if record.claims().any() {
                record.claim_draw()?;
            } else {
                record.end(Outcome::draw(Reason::Agreement))?;
                note = Some(format!("adjudicated a draw after {MAX_PLIES} plies"));
            }
            break;
        }
        let side = record.position().turn();
        let i = usize::from(side == Color::Black);
        let engine: &mut Engine = if i == 0 { &mut *white } else { &mut *black };
        let (go, allowed) = match setup.tc {
            TimeControl::MoveTime(t) => (
                format!("go movetime {}", t.as_millis()),
                t + TIME_TOLERANCE * 5,
            ),
            TimeControl::Nodes(n) => (format!("go nodes {n}"), FIXED_SEARCH_TIMEOUT),
            TimeControl::Depth(d) => (format!("go depth {d}"), FIXED_SEARCH_TIMEOUT),
            TimeControl::Clock { increment, .. } => (
                format!(
                    "go wtime {} btime {} winc {} binc {}",
                    clocks[0].as_millis(),
                    clocks[1].as_millis(),
                    increment.as_millis(),
                    increment.as_millis()
                ),
                clocks[i] + TIME_TOLERANCE,
            ),
        };
        let answer = match engine.go(&position_command(&record), &go, allowed) {
            Ok(a) => a,
            Err(NoAnswer::Timeout) => {
                record.end(Outcome::win(!side, Reason::Timeout))?;
                break;
            }
            Err(NoAnswer::Died) => {
                record.end(Outcome::win(!side, Reason::Abandoned))?;
                note = Some(format!("{} stopped answering", engine.name));
                break;
            }
        };
        if let TimeControl::Clock { increment, .. } = setup.tc {
            if answer.elapsed > clocks[i] + TIME_TOLERANCE {
                record.end(Outcome::win(!side, Reason::Timeout))?;
                break;
            }
            clocks[i] = clocks[i].saturating_sub(answer.elapsed) + increment;
        }
        if let Some(s) = answer.score {
            scores[i].push(s);
        }
        let text = answer.best.clone();
        // Only UCI text is accepted from an engine; anything else forfeits.
        let legal = record.position().legal_uci().contains(&text);
        if !legal || record.play(&text).is_err() {
            record.end(Outcome::win(!side, Reason::Resignation))?;
            note = Some(format!(
                "{} played the illegal move `{text}` and forfeits",
                engine.name
            ));
            break;
        }
    }
    Ok((record, note))
}

/// One worker: its own pair of engines, games taken from a shared counter.
fn worker(
    setup: Arc<Setup>,
    next: Arc<AtomicUsize>,
    results: mpsc::Sender<anyhow::Result<Played>>,
) {
    let start = |k: usize| {
        Engine::start(
            &setup.engines[k].0,
            &setup.engines[k].1,
            setup.variant.name(),
        )
    };
    let mut engines = match (start(0), start(1)) {
        (Ok(a), Ok(b)) => [a, b],
        (Err(e), _) | (_, Err(e)) => {
            let _ = results.send(Err(e));
            return;
        }
    };
    loop {
        let index = next.fetch_add(1, Ordering::SeqCst);
        if index >= setup.games {
            return;
        }
        let pair = index / 2;
        let opening = &setup.openings[pair % setup.openings.len()];
        let outcome = start_record(
            setup.variant,
            opening,
            setup.random_plies,
            setup.seed.wrapping_add(pair as u64),
        )
        .and_then(|record| {
            let engine1_white = index.is_multiple_of(2);
            let [e1, e2] = &mut engines;
            let (w, b) = if engine1_white { (e1, e2) } else { (e2, e1) };
            let names = (w.name.clone(), b.name.clone());
            let (record, note) = play_game(&setup, [w, b], record)?;
            if record.outcome().is_none() {
                return Ok(None);
            }
            let winner = record.outcome().and_then(|o| o.winner);
            let engine1_points = match winner {
                None => 0.5,
                Some(c) if c.is_white() == engine1_white => 1.0,
                Some(_) => 0.0,
            };
            Ok(Some(Played {
                index,
                record,
                white: names.0,
                black: names.1,
                engine1_points,
                note,
            }))
        });
        let outcome = match outcome {
            // Stopped half-way: the test has decided.
            Ok(None) => return,
            Ok(Some(played)) => Ok(played),
            Err(e) => Err(e),
        };
        let failed = outcome.is_err();
        if results.send(outcome).is_err() || failed {
            return;
        }
    }
}

/// Elo difference for a score fraction.
fn elo(p: f64) -> f64 {
    let p = p.clamp(1e-6, 1.0 - 1e-6);
    -400.0 * (1.0 / p - 1.0).log10()
}

/// The Elo difference and its 95% margin from wins, draws, losses.
pub fn elo_with_margin(wins: usize, draws: usize, losses: usize) -> (f64, f64) {
    let n = (wins + draws + losses) as f64;
    if n == 0.0 {
        return (0.0, 0.0);
    }
    let p = (wins as f64 + draws as f64 / 2.0) / n;
    let variance = (wins as f64 * (1.0 - p).powi(2)
        + draws as f64 * (0.5 - p).powi(2)
        + losses as f64 * p.powi(2))
        / n;
    let deviation = (variance / n).sqrt();
    let low = elo(p - 1.96 * deviation);
    let high = elo(p + 1.96 * deviation);
    (elo(p), (high - low) / 2.0)
}

pub fn run(args: MatchArgs) -> anyhow::Result<()> {
    let variant: Variant = args.variant.parse()?;
    let tc = match (&args.tc, args.movetime, args.nodes, args.depth) {
        (Some(tc), None, None, None) => parse_tc(tc)?,
        (None, Some(ms), None, None) if ms > 0 => TimeControl::MoveTime(Duration::from_millis(ms)),
        (None, Some(_), None, None) => bail!("--movetime must be above zero"),
        (None, None, Some(n), None) if n > 0 => TimeControl::Nodes(n),
        (None, None, Some(_), None) => bail!("--nodes must be above zero"),
        (None, None, None, Some(d)) if (1..=64).contains(&d) => TimeControl::Depth(d),
        (None, None, None, Some(_)) => bail!("--depth must lie between 1 and 64"),
        _ => bail!("give one of --tc BASE+INC, --movetime MS, --nodes N or --depth N"),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_score_is_zero_elo_and_a_sweep_is_large() {
        let (d, m) = elo_with_margin(10, 0, 10);
        assert!(d.abs() < 1e-9 && m > 100.0);
        let (d, _) = elo_with_margin(75, 0, 25);
        assert!((d - 190.8).abs() < 1.0, "75% is about +191 Elo, got {d}");
    }

    #[test]
    fn time_control_reads_base_and_increment() {
        match parse_tc("5+0.05").expect("valid") {
            TimeControl::Clock { base, increment } => {
                assert_eq!(
                    (base, increment),
                    (Duration::from_secs(5), Duration::from_millis(50))
                )
            }
            other => panic!("unexpected {other:?}"),
        }
        assert!(parse_tc("x+1").is_err());
        assert!(parse_tc("0+1").is_err());
    }
}
