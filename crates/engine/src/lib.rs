//! Regalia engine: search, evaluation, levels, UCI.
//!
//! PLACEHOLDER until the real search lands: `choose_move` has its final
//! signature; this body only picks the first legal move.

use regalia_rules::AnyPosition;

/// The move (UCI text) the computer plays at `level` (1 beginner ..= 8 full
/// strength) in `pos`, or `None` when the game is over. Blocking and
/// CPU-bound: call it from a blocking pool. `seed` makes the deliberate
/// errors of the low levels reproducible.
pub fn choose_move(pos: &AnyPosition, level: u8, seed: u64) -> Option<String> {
    let _ = (level, seed);
    if pos.outcome().is_some() {
        return None;
    }
    pos.legal_uci().into_iter().next()
}
