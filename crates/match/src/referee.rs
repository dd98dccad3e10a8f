//! The referee: plays one game between two UCI engines with Regalia's own
//! rules deciding what is legal and how the game ends (so Racing Kings
//! ends by our rule whatever an engine believes), clocks with a small
//! tolerance, draw and length adjudication, and the workers that play a
//! match's games, colours alternating by pair.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use anyhow::{bail, Context};
use regalia_rules::{Color, GameRecord, Outcome, Reason, Variant};

use crate::engine::{Engine, NoAnswer};
use crate::openings::{start_record, Opening};

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
pub enum TimeControl {
    Clock {
        base: Duration,
        increment: Duration,
    },
    MoveTime(Duration),
    /// Nodes a move for the first and the second engine (equal, or in the
    /// ratio of their speeds to stand for equal time on any machine load).
    Nodes([u64; 2]),
    Depth(u32),
}

impl TimeControl {
    /// The time control as a PGN tag shows it.
    pub fn pgn(&self) -> String {
        match *self {
            TimeControl::Clock { base, increment } => {
                format!("{}+{}", base.as_secs_f64(), increment.as_secs_f64())
            }
            TimeControl::MoveTime(t) => format!("movetime {}ms", t.as_millis()),
            TimeControl::Nodes([a, b]) if a == b => format!("nodes {a}"),
            TimeControl::Nodes([a, b]) => format!("nodes {a}/{b}"),
            TimeControl::Depth(d) => format!("depth {d}"),
        }
    }
}

/// Reads `BASE+INC` in seconds (`5+0.05`), as `--tc` takes it.
pub fn parse_tc(text: &str) -> anyhow::Result<TimeControl> {
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

pub struct Played {
    pub index: usize,
    pub record: GameRecord,
    pub white: String,
    pub black: String,
    /// Engine 1's points: 1, 0.5 or 0.
    pub engine1_points: f64,
    pub note: Option<String>,
}

/// What a match plays: the game, the two engines (command and UCI
/// options), the time control, the starts and how many games.
pub struct Setup {
    pub variant: Variant,
    pub engines: [(String, Vec<(String, String)>); 2],
    pub tc: TimeControl,
    pub openings: Vec<Opening>,
    pub random_plies: usize,
    pub seed: u64,
    pub games: usize,
    /// Set when an SPRT has decided: games under way are dropped.
    pub stop: AtomicBool,
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

/// Plays one game; `players[0]` has White, and is the match's first engine
/// when `engine1_white`.
fn play_game(
    setup: &Setup,
    players: [&mut Engine; 2],
    engine1_white: bool,
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
            TimeControl::Nodes(nodes) => {
                let engine = usize::from((i == 0) != engine1_white);
                (format!("go nodes {}", nodes[engine]), FIXED_SEARCH_TIMEOUT)
            }
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
pub fn worker(
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
            let (record, note) = play_game(&setup, [w, b], engine1_white, record)?;
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

#[cfg(test)]
mod tests {
    use super::*;

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
