//! The engine only ever plays legal moves, at every level, in every game.

use std::sync::atomic::AtomicBool;

use proptest::prelude::*;
use regalia_engine::{choose_move, Evaluate, Limits, Search, SearchConfig, TranspositionTable};
use regalia_rules::{
    AnyPosition, Chess, Game, KingOfTheHill, Lielow, MoveBuf, RacingKings, Variant,
};

/// A position reached by `plies` pseudo-random legal moves from the start.
fn playout<G: Game>(seed: u64, plies: usize) -> G {
    let mut pos = G::start();
    let mut state = seed | 1;
    for _ in 0..plies {
        let mut moves = MoveBuf::new();
        pos.legal_moves(&mut moves);
        if moves.is_empty() || pos.outcome().is_some() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        pos.play(moves[(state % moves.len() as u64) as usize]);
    }
    pos
}

fn searched_move_is_legal<G: Evaluate>(seed: u64, plies: usize) -> Result<(), TestCaseError> {
    let pos: G = playout(seed, plies);
    let mut legal = MoveBuf::new();
    pos.legal_moves(&mut legal);
    let mut tt = TranspositionTable::new(1);
    let stop = AtomicBool::new(false);
    let config = SearchConfig::new(Limits {
        nodes: Some(1_500),
        ..Limits::default()
    });
    let result = Search::<G>::new(&mut tt, &stop, config, &[], pos.turn()).run(&pos, &mut |_| {});
    if pos.outcome().is_some() {
        prop_assert!(result.best.is_none(), "a finished game has no best move");
    } else {
        let best = result.best.expect("a live position has a move");
        prop_assert!(
            legal.contains(&best),
            "illegal {:?} in {}",
            best,
            pos.to_fen()
        );
        let mut line = pos.clone();
        for &m in &result.pv {
            let mut here = MoveBuf::new();
            line.legal_moves(&mut here);
            prop_assert!(
                here.contains(&m),
                "the principal variation leaves the rules"
            );
            line.play(m);
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn chess_search_returns_a_legal_move(seed in any::<u64>(), plies in 0usize..120) {
        searched_move_is_legal::<Chess>(seed, plies)?;
    }

    #[test]
    fn king_of_the_hill_search_returns_a_legal_move(seed in any::<u64>(), plies in 0usize..120) {
        searched_move_is_legal::<KingOfTheHill>(seed, plies)?;
    }

    #[test]
    fn lielow_search_returns_a_legal_move(seed in any::<u64>(), plies in 0usize..60) {
        searched_move_is_legal::<Lielow>(seed, plies)?;
    }

    #[test]
    fn racing_kings_search_returns_a_legal_move(seed in any::<u64>(), plies in 0usize..80) {
        searched_move_is_legal::<RacingKings>(seed, plies)?;
    }
}

const GAMES: [Variant; 4] = Variant::ALL;

#[test]
fn choose_move_plays_a_legal_move_at_every_level_in_every_game() {
    for variant in GAMES {
        let pos = AnyPosition::start(variant);
        let legal = pos.legal_uci();
        for level in 1..=8 {
            let m = choose_move(&pos, &[], level, u64::from(level)).expect("the start has moves");
            assert!(legal.contains(&m), "{variant} level {level} played {m}");
        }
    }
}

#[test]
fn choose_move_has_nothing_to_play_when_the_game_is_over() {
    let finished = [
        (
            Variant::Chess,
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        ),
        (Variant::KingOfTheHill, "4k3/8/8/4K3/8/8/8/8 b - - 0 1"),
        (Variant::RacingKings, "1K6/8/8/8/8/8/k7/8 b - - 0 1"),
        (
            Variant::Lielow,
            "8/B1B1B1B1B1B1B1B1/8/8/8/8/W1W1W1W1W1W1W1W1/8 b Bx",
        ),
    ];
    for (variant, fen) in finished {
        let pos = AnyPosition::from_fen(variant, fen).expect("valid test position");
        assert!(pos.outcome().is_some(), "{variant}: {fen} should be over");
        for level in [1, 8] {
            assert_eq!(
                choose_move(&pos, &[], level, 0),
                None,
                "{variant} level {level}"
            );
        }
    }
}

#[test]
fn low_levels_with_the_same_seed_choose_the_same_move() {
    let pos = AnyPosition::start(Variant::KingOfTheHill);
    for level in 1..=5 {
        assert_eq!(
            choose_move(&pos, &[], level, 42),
            choose_move(&pos, &[], level, 42),
            "level {level}"
        );
    }
}
