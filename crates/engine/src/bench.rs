//! The `bench` position set: a fixed-depth search over positions of all
//! four games. The total node count is a signature of the engine's
//! behaviour: it changes only when the search or an evaluation changes.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use regalia_rules::{dispatch, AnyPosition, Variant};

use crate::eval::Evaluate;
use crate::limits::Limits;
use crate::search::{Search, SearchConfig};
use crate::tt::TranspositionTable;

/// Positions searched by `bench`, per game.
pub const POSITIONS: &[(Variant, &str)] = &[
    (
        Variant::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        Variant::Chess,
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    ),
    (
        Variant::Chess,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
    (Variant::Chess, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
    (
        Variant::KingOfTheHill,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        Variant::KingOfTheHill,
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    ),
    (
        Variant::KingOfTheHill,
        "8/5k2/1pp2p2/8/3P1PP1/P3K3/1P6/8 b - - 0 1",
    ),
    (
        Variant::KingOfTheHill,
        "rnb2b1r/ppp2ppp/3k4/8/1PKp1pn1/3Pq3/PBP1P2P/RN1Q1B1R w - - 4 12",
    ),
    (
        Variant::RacingKings,
        "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
    ),
    (
        Variant::RacingKings,
        "8/8/8/8/3K4/8/krbn1BR1/qrbnNBRQ b - - 4 3",
    ),
    (Variant::RacingKings, "4brn1/2K2k2/8/8/8/8/8/8 w - - 0 1"),
    (Variant::RacingKings, "6r1/2K5/5k2/8/3R4/8/8/8 w - - 0 1"),
    (
        Variant::Lielow,
        "8/B1B1B1B1B1B1B1B1/8/8/8/8/W1W1W1W1W1W1W1W1/8 w -",
    ),
    (
        Variant::Lielow,
        "8/2B11B1B1B1B1/B21B21B3*3/8/8/3W3*W23/W1W1W1W11W12/6W21 w -",
    ),
    (
        Variant::Lielow,
        "2B3*5/B1B1B12B1B1B1/3B24/8/8/3W3*3W2/W1W1W11W1W11W1/8 w -",
    ),
    (
        Variant::Lielow,
        "2B2*5/B1B1B11B1B1B1B1/8/4W3*3/8/8/W11W1W1W1W1W1W1/8 b -",
    ),
];

/// The figures of one game.
#[derive(Clone, Copy, Debug)]
pub struct BenchLine {
    pub variant: Variant,
    pub positions: usize,
    pub nodes: u64,
    pub elapsed: Duration,
}

impl BenchLine {
    pub fn nodes_per_second(&self) -> u64 {
        let secs = self.elapsed.as_secs_f64();
        if secs > 0.0 {
            (self.nodes as f64 / secs) as u64
        } else {
            0
        }
    }
}

fn search_one<G: Evaluate>(pos: &G, depth: u32) -> u64 {
    let mut tt = TranspositionTable::new(16);
    let stop = AtomicBool::new(false);
    let config = SearchConfig::new(Limits {
        depth: Some(depth),
        ..Limits::default()
    });
    Search::<G>::new(&mut tt, &stop, config, &[], pos.turn())
        .run(pos, &mut |_| {})
        .nodes
}

/// Searches every bench position to `depth` (each with a fresh table, so
/// the count does not depend on the order) and sums per game.
pub fn run(depth: u32) -> Result<Vec<BenchLine>, regalia_rules::PositionError> {
    let mut lines: Vec<BenchLine> = Vec::new();
    for &(variant, fen) in POSITIONS {
        let pos = AnyPosition::from_fen(variant, fen)?;
        let started = Instant::now();
        let nodes = dispatch!(&pos, g => search_one(g, depth));
        let elapsed = started.elapsed();
        match lines.iter_mut().find(|l| l.variant == variant) {
            Some(line) => {
                line.positions += 1;
                line.nodes += nodes;
                line.elapsed += elapsed;
            }
            None => lines.push(BenchLine {
                variant,
                positions: 1,
                nodes,
                elapsed,
            }),
        }
    }
    Ok(lines)
}
