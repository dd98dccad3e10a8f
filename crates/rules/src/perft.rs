//! Perft: counting the leaves of the legal-move tree, the standard check of
//! a move generator.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::game::{Game, MoveBuf};
use crate::AnyPosition;

/// The number of leaf nodes of the legal-move tree of depth `depth`.
/// Depth 0 counts the position itself. Finished positions have no moves.
pub fn perft<G: Game>(pos: &G, depth: u32) -> u64 {
    leaves(pos, depth, &|| false).expect("a count nobody stops always finishes")
}

/// Perft split by root move: `(uci, count)` for every legal move, in
/// generation order (Stockfish's `go perft` / `--divide` output).
pub fn divide<G: Game>(pos: &G, depth: u32) -> Vec<(String, u64)> {
    let mut moves = MoveBuf::new();
    pos.legal_moves(&mut moves);
    moves
        .iter()
        .map(|&m| {
            let mut child = pos.clone();
            child.play(m);
            let count = if depth <= 1 {
                1
            } else {
                perft(&child, depth - 1)
            };
            (pos.move_to_uci(m), count)
        })
        .collect()
}

/// [`perft`] that gives up, returning `None`, once `stop` is set (checked at
/// every node above the last ply, so it answers within microseconds).
pub fn perft_until<G: Game>(pos: &G, depth: u32, stop: &AtomicBool) -> Option<u64> {
    leaves(pos, depth, &|| stop.load(Ordering::Relaxed))
}

/// The leaves below `pos`, or `None` as soon as `stopped` says so at a node
/// above the last ply. The last ply is counted in bulk, as shakmaty's perft
/// does: the moves of its positions are counted, not played.
fn leaves<G: Game>(pos: &G, depth: u32, stopped: &impl Fn() -> bool) -> Option<u64> {
    match depth {
        0 => return Some(1),
        1 => return Some(pos.legal_move_count() as u64),
        _ if stopped() => return None,
        _ => {}
    }
    let mut moves = MoveBuf::new();
    pos.legal_moves(&mut moves);
    let mut nodes = 0;
    for &m in &moves {
        let mut child = pos.clone();
        child.play(m);
        nodes += leaves(&child, depth - 1, stopped)?;
    }
    Some(nodes)
}

/// shakmaty's own perft on the same position, the yardstick of the piece
/// games' speed (`regalia perft --shakmaty`, `scripts/bench-perft`); `None`
/// for Lielow, which is ours alone.
pub fn shakmaty_perft(pos: &AnyPosition, depth: u32) -> Option<u64> {
    match pos {
        AnyPosition::Chess(g) => Some(shakmaty::perft(g.position(), depth)),
        AnyPosition::KingOfTheHill(g) => Some(shakmaty::perft(g.position(), depth)),
        AnyPosition::RacingKings(g) => Some(shakmaty::perft(g.position(), depth)),
        AnyPosition::Lielow(_) => None,
    }
}
