//! The search finds forced wins in every game: the hill, the race, mate.

use std::sync::atomic::AtomicBool;

use regalia_engine::search::{mate_in_moves, MATE};
use regalia_engine::{Evaluate, Limits, Search, SearchConfig, SearchResult, TranspositionTable};
use regalia_rules::{Chess, Game, KingOfTheHill, Lielow, RacingKings};
use shakmaty::Position;

fn search<G: Evaluate>(fen: &str, depth: u32) -> (G, SearchResult<G::Move>) {
    let pos = G::from_fen(fen).expect("test positions are valid");
    let result = search_after(&pos, &[], depth);
    (pos, result)
}

/// A search of `pos` reached through the positions `history` (their
/// hashes, oldest first), as the server and UCI `position … moves` give it.
fn search_after<G: Evaluate>(pos: &G, history: &[u64], depth: u32) -> SearchResult<G::Move> {
    let mut tt = TranspositionTable::new(4);
    let stop = AtomicBool::new(false);
    let config = SearchConfig::new(Limits {
        depth: Some(depth),
        ..Limits::default()
    });
    Search::<G>::new(&mut tt, &stop, config, history, pos.turn()).run(pos, &mut |_| {})
}

fn best_uci<G: Game>(pos: &G, result: &SearchResult<G::Move>) -> String {
    pos.move_to_uci(result.best.expect("the position has moves"))
}

/// Searches `fen` five plies deep, which must find a win in two moves,
/// and plays the first move of it: the position after that move.
fn won_in_two<G: Evaluate>(fen: &str) -> G {
    let (mut pos, result) = search::<G>(fen, 5);
    assert_eq!(mate_in_moves(result.score), 2, "score {}", result.score);
    pos.play(result.best.expect("moves exist"));
    pos
}

#[test]
fn king_next_to_a_free_hill_square_walks_onto_it() {
    let (pos, result) = search::<KingOfTheHill>("4k3/8/8/8/8/4K3/8/8 w - - 0 1", 4);
    assert_eq!(result.score, MATE - 1);
    assert_eq!(mate_in_moves(result.score), 1);
    let m = best_uci(&pos, &result);
    assert!(["e3d4", "e3e4"].contains(&m.as_str()), "played {m}");
}

#[test]
fn hill_in_two_is_found_from_two_steps_away() {
    let after = won_in_two::<KingOfTheHill>("k7/8/8/8/8/8/4K3/8 w - - 0 1");
    let king = after
        .position()
        .board()
        .king_of(regalia_rules::Color::White)
        .expect("a king");
    let distance = shakmaty::Bitboard::CENTER
        .into_iter()
        .map(|h| king.distance(h))
        .min();
    assert_eq!(distance, Some(1));
}

#[test]
fn hill_square_attacked_by_the_enemy_is_not_counted_as_a_win() {
    // The black rook on the fourth rank covers d4 and e4; the knight on c6
    // covers d4 and e5; d5 is free but two steps away.
    let (_, result) = search::<KingOfTheHill>("7k/8/2n5/8/r7/4K3/8/8 w - - 0 1", 2);
    assert!(
        result.score < MATE - 100,
        "no hill in one here, score {}",
        result.score
    );
}

#[test]
fn racing_king_steps_onto_rank_eight_when_black_cannot_follow() {
    let (pos, result) = search::<RacingKings>("8/6K1/8/8/8/8/k7/8 w - - 0 1", 3);
    assert_eq!(result.score, MATE - 1);
    let m = best_uci(&pos, &result);
    assert!(m.ends_with('8'), "played {m}");
}

#[test]
fn black_racing_king_reaches_rank_eight_first() {
    let (pos, result) = search::<RacingKings>("8/1k6/8/8/8/8/6K1/8 b - - 0 1", 3);
    assert_eq!(result.score, MATE - 1);
    assert!(best_uci(&pos, &result).ends_with('8'));
}

#[test]
fn mate_in_two_is_found_in_chess() {
    let after = won_in_two::<Chess>("k7/8/2K5/8/8/8/8/7R w - - 0 1");
    let (_, reply) = search::<Chess>(&after.to_fen(), 4);
    assert_eq!(mate_in_moves(reply.score), -1, "Black is mated next move");
}

#[test]
fn mate_in_one_beats_winning_material() {
    // Nxh4 wins the queen; Re8 mates on the back rank.
    let (pos, result) = search::<Chess>("6k1/r4ppp/8/8/7q/5N2/5PPP/4R1K1 w - - 0 1", 3);
    assert_eq!(best_uci(&pos, &result), "e1e8");
    assert_eq!(result.score, MATE - 1);
}

fn lielow_after(moves: &[&str]) -> String {
    let mut pos = Lielow::start();
    for m in moves {
        let mv = pos.move_from_uci(m).expect("legal test move");
        pos.play(mv);
    }
    pos.to_fen()
}

#[test]
fn lielow_crown_in_reach_is_captured_at_once() {
    // b2-c3 d7-c8 c3-e5 c8-e8: White's height-3 crown on e5 reaches e8.
    let fen = lielow_after(&["b2c3", "d7c8", "c3e5", "c8e8"]);
    let (pos, result) = search::<Lielow>(&fen, 3);
    assert_eq!(best_uci(&pos, &result), "e5e8");
    assert_eq!(result.score, MATE - 1);
}

#[test]
fn lielow_crown_under_attack_is_saved() {
    // After b2-c3 d7-c8 c3-e5, White's height-3 crown on e5 reaches e8:
    // Black's crown (c8, height 2) must not land there.
    let fen = lielow_after(&["b2c3", "d7c8", "c3e5"]);
    let (pos, result) = search::<Lielow>(&fen, 4);
    let m = best_uci(&pos, &result);
    assert_ne!(m, "c8e8", "walking the crown into reach loses at once");
    assert!(
        result.score > -MATE + 100,
        "Black is not lost here, score {}",
        result.score
    );
}

/// Plays from `fen` with the stronger side searching `depth` plies and the
/// lone king answering at 3: true when the lone king is mated within 50
/// moves (before the 50-move claim would be open).
fn mates_a_bare_king(fen: &str, depth: u32) -> bool {
    let mut pos = Chess::from_fen(fen).expect("test positions are valid");
    let strong = pos.turn();
    let mut history = Vec::new();
    for _ in 0..100 {
        if pos.position().is_checkmate() {
            return pos.turn() != strong;
        }
        if pos.position().is_game_over() {
            return false;
        }
        let d = if pos.turn() == strong { depth } else { 3 };
        let result = search_after::<Chess>(&pos, &history, d);
        history.push(pos.hash());
        pos.play(result.best.expect("moves exist"));
    }
    false
}

#[test]
fn a_bare_king_is_driven_to_the_edge_and_mated() {
    // Kings in the middle, the mating piece in a corner: the mate is
    // further than any of these searches sees from the start.
    for fen in [
        "8/8/8/3k4/8/4K3/8/7R w - - 0 1",
        "8/8/8/4k3/8/3K4/8/7Q w - - 0 1",
        "7r/8/8/3K4/8/4k3/8/8 b - - 0 1",
    ] {
        assert!(mates_a_bare_king(fen, 4), "no mate from {fen}");
    }
}
