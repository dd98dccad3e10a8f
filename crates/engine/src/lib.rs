//! Regalia's engine: one search for all four games (monomorphised per
//! game over [`Evaluate`]), an evaluation per game, eight levels of play
//! and their measured ratings, the UCI protocol, the `bench` position set,
//! the puzzle miner and the tuner of King of the Hill's hill-race weights.

pub mod analysis;
pub mod bench;
pub mod eval;
pub mod levels;
pub mod limits;
pub mod puzzle;
pub mod ratings;
mod rng;
pub mod search;
pub mod tt;
pub mod tune;
pub mod uci;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use regalia_rules::{dispatch, AnyPosition, GameRecord};

pub use eval::Evaluate;
pub use levels::{Bound, Level};
pub use limits::{Clock, Limits};
pub use search::{Search, SearchConfig, SearchResult};
pub use tt::TranspositionTable;

/// The time [`choose_move`] gives level 8; lower levels use a share of it
/// or stop earlier at their depth and node bounds.
pub const CHOOSE_MOVE_TIME: Duration = Duration::from_millis(1_500);

/// Table size for [`choose_move`] (megabytes).
const CHOOSE_MOVE_HASH_MB: usize = 16;

/// The move (UCI text) the computer plays at `level` (1 beginner ..= 8 full
/// strength) in `pos`, or `None` when the game is over. `history` holds the
/// hashes of the positions that came before `pos` in the game, oldest first
/// ([`game_history`] gives them): a position met again is a draw to the
/// search, so a computer that is ahead steers clear of a repetition and one
/// that is behind walks into it. Blocking and CPU-bound: call it from a
/// blocking pool. It returns within about [`CHOOSE_MOVE_TIME`] at every
/// level. `seed` makes the deliberate errors of the low levels reproducible.
pub fn choose_move(pos: &AnyPosition, history: &[u64], level: u8, seed: u64) -> Option<String> {
    choose_move_within(pos, history, level, seed, CHOOSE_MOVE_TIME)
}

/// [`choose_move`] in at most `movetime` rather than [`CHOOSE_MOVE_TIME`]
/// (a server whose engine has many games waiting thinks less on each).
pub fn choose_move_within(
    pos: &AnyPosition,
    history: &[u64],
    level: u8,
    seed: u64,
    movetime: Duration,
) -> Option<String> {
    if pos.outcome().is_some() {
        return None;
    }
    dispatch!(pos, g => choose_in(g, history, level, seed, movetime))
}

/// The hashes of the positions before the current one in `record` that a
/// repetition can still reach: those since the last capture or pawn move
/// (the last irreversible move), oldest first.
pub fn game_history(record: &GameRecord) -> Vec<u64> {
    let mut pos = record.start().clone();
    let mut hashes = Vec::with_capacity(record.moves().len());
    for m in record.moves() {
        hashes.push(pos.hash());
        if pos.play_uci(&m.uci).is_err() {
            // A recorded move always replays; should one not, no history
            // is better than a wrong one.
            return Vec::new();
        }
    }
    let reach = record.position().halfmove_clock() as usize;
    hashes.split_off(hashes.len().saturating_sub(reach))
}

fn choose_in<G: Evaluate>(
    pos: &G,
    history: &[u64],
    level: u8,
    seed: u64,
    movetime: Duration,
) -> Option<String> {
    let mut tt = TranspositionTable::new(CHOOSE_MOVE_HASH_MB);
    let stop = AtomicBool::new(false);
    let limits = Limits {
        movetime: Some(movetime.min(CHOOSE_MOVE_TIME)),
        ..Limits::default()
    };
    let level = level.clamp(levels::MIN_LEVEL, levels::MAX_LEVEL);
    let (chosen, _) = levels::play(
        pos,
        history,
        level,
        limits,
        &mut tt,
        &stop,
        seed,
        &mut |_| {},
    );
    chosen.map(|m| pos.move_to_uci(m))
}
