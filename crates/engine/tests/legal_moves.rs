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

/// One property test per game, each over positions up to a number of
/// random plies from the start.
macro_rules! search_returns_a_legal_move {
    ($($name:ident: $game:ty, $plies:literal plies;)*) => {
        proptest! {
            #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]
            $(
                #[test]
                fn $name(seed in any::<u64>(), plies in 0usize..$plies) {
                    searched_move_is_legal::<$game>(seed, plies)?;
                }
            )*
        }
    };
}

search_returns_a_legal_move! {
    chess_search_returns_a_legal_move: Chess, 120 plies;
    king_of_the_hill_search_returns_a_legal_move: KingOfTheHill, 120 plies;
    lielow_search_returns_a_legal_move: Lielow, 60 plies;
    racing_kings_search_returns_a_legal_move: RacingKings, 80 plies;
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

/// A position where `variant`'s game is over: every game has one.
fn finished(variant: Variant) -> &'static str {
    match variant {
        // Fool's mate.
        Variant::Chess => "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        // White's king stands on the hill.
        Variant::KingOfTheHill => "4k3/8/8/4K3/8/8/8/8 b - - 0 1",
        // White's king stands on rank eight and Black's cannot follow.
        Variant::RacingKings => "1K6/8/8/8/8/8/k7/8 b - - 0 1",
        // Black's crown has been captured.
        Variant::Lielow => "8/B1B1B1B1B1B1B1B1/8/8/8/8/W1W1W1W1W1W1W1W1/8 b Bx",
    }
}

#[test]
fn choose_move_has_nothing_to_play_when_the_game_is_over() {
    for variant in GAMES {
        let fen = finished(variant);
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
