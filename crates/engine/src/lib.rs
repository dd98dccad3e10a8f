//! Regalia's engine: one search for all four games (monomorphised per
//! game over [`Evaluate`]), an evaluation per game, eight levels of play,
//! the UCI protocol, the `bench` position set and the puzzle miner.

pub mod bench;
pub mod eval;
pub mod levels;
pub mod limits;
pub mod puzzle;
mod rng;
pub mod search;
pub mod tt;
pub mod uci;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use regalia_rules::{dispatch, AnyPosition};

pub use eval::Evaluate;
pub use levels::Level;
pub use limits::{Clock, Limits};
pub use search::{Search, SearchConfig, SearchResult};
pub use tt::TranspositionTable;

/// The time [`choose_move`] gives level 8; lower levels use a share of it
/// or stop earlier at their depth and node bounds.
pub const CHOOSE_MOVE_TIME: Duration = Duration::from_millis(1_500);

/// Table size for [`choose_move`] (megabytes).
const CHOOSE_MOVE_HASH_MB: usize = 16;

/// The move (UCI text) the computer plays at `level` (1 beginner ..= 8 full
/// strength) in `pos`, or `None` when the game is over. Blocking and
/// CPU-bound: call it from a blocking pool. It returns within about
/// [`CHOOSE_MOVE_TIME`] at every level. `seed` makes the deliberate errors
/// of the low levels reproducible.
pub fn choose_move(pos: &AnyPosition, level: u8, seed: u64) -> Option<String> {
    if pos.outcome().is_some() {
        return None;
    }
    dispatch!(pos, g => choose_in(g, level, seed))
}

fn choose_in<G: Evaluate>(pos: &G, level: u8, seed: u64) -> Option<String> {
    let mut tt = TranspositionTable::new(CHOOSE_MOVE_HASH_MB);
    let stop = AtomicBool::new(false);
    let limits = Limits {
        movetime: Some(CHOOSE_MOVE_TIME),
        ..Limits::default()
    };
    let level = level.clamp(levels::MIN_LEVEL, levels::MAX_LEVEL);
    let (chosen, _) = levels::play(pos, &[], level, limits, &mut tt, &stop, seed, &mut |_| {});
    chosen.map(|m| pos.move_to_uci(m))
}
