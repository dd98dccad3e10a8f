//! Texel tuning of King of the Hill's hill-race weights ([`HillRace`]).
//!
//! [`generate`] plays self-play games (a few random opening moves, then
//! level-8 searches of a fixed number of nodes) and writes every quiet
//! position with the game's result. [`tune`] fits the weights so that a
//! sigmoid of the evaluation predicts those results: first the sigmoid's
//! scale `k` for the weights in play, then a local search over the weights
//! (each moved up and down by a step while that lowers the mean squared
//! error; the step halves when no weight moves). The rest of the
//! evaluation stays as it is: a position's score is its evaluation with the
//! weights in play, less their part, plus the new weights' part.

use std::io::{self, BufRead, Write};
use std::sync::atomic::AtomicBool;

use regalia_rules::pgn::parse_pgn;
use regalia_rules::{Game, MoveBuf, Variant};

use crate::eval::weights::{dot, HillRace, HILL_RACE, HILL_RACE_LEN};
use crate::eval::{hill_race_difference, Evaluate};
use crate::limits::Limits;
use crate::rng::Rng;
use crate::search::{is_decisive, Search, SearchConfig};
use crate::tt::TranspositionTable;

type Hill = regalia_rules::pieces::KingOfTheHill;

/// How self-play data is made.
#[derive(Clone, Copy, Debug)]
pub struct GenerateOptions {
    pub games: usize,
    /// Nodes per move.
    pub nodes: u64,
    /// Random legal moves before the engine plays.
    pub random_plies: usize,
    pub seed: u64,
}

/// Games end drawn after this many plies.
const MAX_PLIES: usize = 400;

/// Plays `options.games` self-play games and writes one line per quiet
/// position: `FEN;result` with White's result (1, 0.5 or 0). A position is
/// quiet when the side to move is not in check and the move the engine
/// played from it is neither a capture nor a promotion. Returns the number
/// of positions written.
pub fn generate(options: GenerateOptions, out: &mut dyn Write) -> io::Result<usize> {
    let mut rng = Rng::new(options.seed);
    let mut written = 0;
    for _ in 0..options.games {
        let (fens, result) = self_play(&options, &mut rng);
        for fen in fens {
            writeln!(out, "{fen};{result}")?;
            written += 1;
        }
    }
    Ok(written)
}

/// One game: the quiet positions and White's result.
fn self_play(options: &GenerateOptions, rng: &mut Rng) -> (Vec<String>, f64) {
    let mut pos = Hill::start();
    let mut history: Vec<u64> = Vec::new();
    let mut tt = TranspositionTable::new(16);
    let stop = AtomicBool::new(false);
    let mut fens = Vec::new();
    for ply in 0..MAX_PLIES {
        if let Some(outcome) = pos.outcome() {
            let result = match outcome.winner {
                Some(regalia_rules::Color::White) => 1.0,
                Some(regalia_rules::Color::Black) => 0.0,
                None => 0.5,
            };
            return (fens, result);
        }
        if history.iter().filter(|&&h| h == pos.hash()).count() >= 2 {
            return (fens, 0.5);
        }
        let mut moves = MoveBuf::new();
        pos.legal_moves(&mut moves);
        let chosen = if ply < options.random_plies {
            moves[rng.below(moves.len())]
        } else {
            let limits = Limits {
                nodes: Some(options.nodes),
                ..Limits::default()
            };
            let mut search = Search::new(
                &mut tt,
                &stop,
                SearchConfig::new(limits),
                &history,
                pos.turn(),
            );
            let result = search.run(&pos, &mut |_| {});
            let Some(best) = result.best else {
                return (fens, 0.5);
            };
            if !pos.is_check() && !pos.is_tactical(best) && !is_decisive(result.score) {
                fens.push(pos.to_fen());
            }
            best
        };
        history.push(pos.hash());
        pos.play(chosen);
    }
    (fens, 0.5)
}

/// Writes the quiet positions of the King of the Hill games in `pgn` (any
/// number of games, as `regalia match --pgn` writes them; other games are
/// skipped) with each game's result for White, in [`generate`]'s format,
/// so that games against another engine can be tuned on. A position is
/// quiet as in [`generate`]: the side to move not in check, the move
/// played from it neither a capture, a promotion nor a winning king step.
/// The first `skip` plies of every game (random openings) are left out.
/// Returns the number of games read and of positions written.
pub fn from_pgn(pgn: &str, skip: usize, out: &mut dyn Write) -> io::Result<(usize, usize)> {
    let (mut games, mut written) = (0, 0);
    let texts = pgn.split("\n[Event ").enumerate().map(|(i, t)| {
        if i == 0 {
            t.to_owned()
        } else {
            format!("[Event {t}")
        }
    });
    for text in texts.filter(|t| !t.trim().is_empty()) {
        let game = parse_pgn(&text)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e.to_string()))?;
        let record = &game.record;
        let Some(outcome) = record.outcome() else {
            continue;
        };
        if record.variant() != Variant::KingOfTheHill {
            continue;
        }
        let result = match outcome.winner {
            Some(regalia_rules::Color::White) => 1.0,
            Some(regalia_rules::Color::Black) => 0.0,
            None => 0.5,
        };
        let mut pos = match record.start_fen() {
            Some(fen) => Hill::from_fen(fen)
                .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, format!("{fen}: {e:?}")))?,
            None => Hill::start(),
        };
        games += 1;
        for (ply, text) in record.uci_moves().iter().enumerate() {
            let m = pos.move_from_uci(text).map_err(|e| {
                io::Error::new(io::ErrorKind::InvalidData, format!("{text}: {e:?}"))
            })?;
            if ply >= skip && !pos.is_check() && !pos.is_tactical(m) {
                writeln!(out, "{};{result}", pos.to_fen())?;
                written += 1;
            }
            pos.play(m);
        }
    }
    Ok((games, written))
}

/// One position of the data: White's result, White's evaluation without
/// the hill race's part, and White's hill-race features less Black's.
#[derive(Clone, Debug)]
pub struct Sample {
    pub result: f64,
    pub base: f64,
    pub features: [i32; HILL_RACE_LEN],
}

/// Reads `FEN;result` lines (as [`generate`] writes them).
pub fn load(input: &mut dyn BufRead) -> io::Result<Vec<Sample>> {
    let mut samples = Vec::new();
    for line in input.lines() {
        let line = line?;
        let Some((fen, result)) = line.trim().rsplit_once(';') else {
            continue;
        };
        let (Ok(pos), Ok(result)) = (Hill::from_fen(fen), result.parse::<f64>()) else {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                format!("not `FEN;result`: {line}"),
            ));
        };
        let features = hill_race_difference(pos.position());
        let white = if pos.turn() == regalia_rules::Color::White {
            pos.evaluate()
        } else {
            -pos.evaluate()
        };
        let race = HILL_RACE.score(&features);
        samples.push(Sample {
            result,
            base: f64::from(white - race),
            features,
        });
    }
    Ok(samples)
}

fn sigmoid(k: f64, score: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * score / 400.0))
}

/// The mean squared error of the prediction with `weights`.
pub fn error(samples: &[Sample], weights: &[i32; HILL_RACE_LEN], k: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| {
            let p = sigmoid(k, s.base + f64::from(dot(&s.features, weights)));
            (s.result - p) * (s.result - p)
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// The sigmoid scale that best fits the weights in play (a search over
/// 0.1 ..= 3.0).
pub fn fit_k(samples: &[Sample]) -> f64 {
    let weights = HILL_RACE.to_vec();
    let (mut lo, mut hi) = (0.1f64, 3.0f64);
    for _ in 0..40 {
        let a = lo + (hi - lo) / 3.0;
        let b = hi - (hi - lo) / 3.0;
        if error(samples, &weights, a) < error(samples, &weights, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// What [`tune`] found.
#[derive(Clone, Debug)]
pub struct Tuned {
    pub k: f64,
    pub before: f64,
    pub after: f64,
    pub weights: HillRace,
}

/// Texel's local search from the weights in play, steps from `step`
/// halving down to 1 centipawn; only the weights whose index (in
/// [`HillRace::to_vec`]'s order) is in `free` move. `report` hears each
/// improvement.
pub fn tune(
    samples: &[Sample],
    step: i32,
    free: std::ops::Range<usize>,
    report: &mut dyn FnMut(&str),
) -> Tuned {
    let k = fit_k(samples);
    let mut weights = HILL_RACE.to_vec();
    let before = error(samples, &weights, k);
    let mut best = before;
    let mut step = step.max(1);
    loop {
        let mut moved = false;
        for i in free.start..free.end.min(HILL_RACE_LEN) {
            for delta in [step, -step] {
                let mut trial = weights;
                trial[i] += delta;
                let e = error(samples, &trial, k);
                if e < best {
                    best = e;
                    weights = trial;
                    moved = true;
                    report(&format!("error {best:.6} weights {weights:?}"));
                    break;
                }
            }
        }
        if !moved {
            if step == 1 {
                break;
            }
            step /= 2;
        }
    }
    Tuned {
        k,
        before,
        after: best,
        weights: HillRace::from_vec(&weights),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_race_part_rebuilds_the_evaluation() {
        // The weights in play on the stored features give back the
        // evaluation the position was loaded with.
        let mut data: &[u8] =
            b"r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3;1\n\
            8/5k2/1pp2p2/8/3P1PP1/P3K3/1P6/8 b - - 0 1;0.5\n";
        let samples = load(&mut data).expect("valid lines");
        assert_eq!(samples.len(), 2);
        for (s, fen) in samples.iter().zip([
            "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3",
            "8/5k2/1pp2p2/8/3P1PP1/P3K3/1P6/8 b - - 0 1",
        ]) {
            let pos = Hill::from_fen(fen).expect("a legal position");
            assert_eq!(
                s.base as i32 + HILL_RACE.score(&s.features),
                -pos.evaluate()
            );
        }
    }

    #[test]
    fn tuning_never_raises_the_error() {
        // Two short self-play games: the tuner starts from the weights in
        // play and only takes a step that predicts their results better.
        let mut out = Vec::new();
        let options = GenerateOptions {
            games: 2,
            nodes: 300,
            random_plies: 6,
            seed: 3,
        };
        generate(options, &mut out).expect("writes to memory");
        let samples = load(&mut out.as_slice()).expect("its own lines");
        assert!(!samples.is_empty());
        let tuned = tune(&samples, 8, 0..HILL_RACE_LEN, &mut |_| {});
        assert!(tuned.after <= tuned.before);
        assert!(tuned.k > 0.1 && tuned.k < 3.0);
        // With only the road's weights free, the others stay as they are.
        let road = tune(&samples, 8, 0..6, &mut |_| {});
        assert!(road.after <= road.before);
        assert_eq!(road.weights.to_vec()[6..], HILL_RACE.to_vec()[6..]);
    }

    #[test]
    fn games_of_a_pgn_file_give_their_quiet_positions() {
        let pgn = "[Event \"one\"]\n[Variant \"King of the Hill\"]\n[Result \"1-0\"]\n\n\
            1. e4 e5 2. Ke2 Nf6 3. Kd3 Nxe4 4. Kxe4# 1-0\n\n\
            [Event \"two\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n";
        let mut out = Vec::new();
        let (games, written) = from_pgn(pgn, 2, &mut out).expect("valid PGN");
        let text = String::from_utf8(out).expect("text");
        let lines: Vec<&str> = text.lines().collect();
        // The chess game is skipped; of the hill game's 7 plies, the first
        // two are skipped, then 2. Ke2, 2... Nf6 and 3. Kd3 are quiet,
        // 3... Nxe4 is a capture and 4. Kxe4 wins at once.
        assert_eq!((games, written), (1, 3), "{text}");
        assert!(lines.iter().all(|l| l.ends_with(";1")), "{text}");
        assert!(lines[0].starts_with("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w"));
        let samples = load(&mut text.as_bytes()).expect("its own lines");
        assert_eq!(samples.len(), 3);
    }

    #[test]
    fn bad_lines_are_refused() {
        let mut data: &[u8] = b"not a fen;1\n";
        assert!(load(&mut data).is_err());
    }
}
