//! Where the games of a match start: openings read from a file (a FEN or
//! UCI moves from the start per line), then random legal plies, the same
//! for both games of a pair.

use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::Path;

use anyhow::{bail, Context};
use regalia_rules::{AnyPosition, GameRecord, Variant};

#[derive(Clone, Debug, Default)]
pub struct Opening {
    pub fen: Option<String>,
    pub moves: Vec<String>,
}

pub fn read_openings(path: &Path, variant: Variant) -> anyhow::Result<Vec<Opening>> {
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
pub fn start_record(
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
