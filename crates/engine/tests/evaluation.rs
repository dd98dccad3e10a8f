//! Evaluation terms pull the right way in each game.

use regalia_engine::eval::weights::TEMPO;
use regalia_engine::Evaluate;
use regalia_rules::{Chess, Game, KingOfTheHill, Lielow, RacingKings};

fn eval<G: Evaluate>(fen: &str) -> i32 {
    G::from_fen(fen).expect("valid test position").evaluate()
}

#[test]
fn symmetric_starts_are_worth_only_the_move() {
    assert_eq!(Chess::start().evaluate(), TEMPO);
    assert_eq!(KingOfTheHill::start().evaluate(), TEMPO);
    assert_eq!(Lielow::start().evaluate(), TEMPO);
}

#[test]
fn colour_flip_gives_the_same_score_to_the_side_to_move() {
    let white =
        eval::<Chess>("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    let black =
        eval::<Chess>("rnbqk2r/pppp1ppp/5n2/2b1p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 4 4");
    assert_eq!(white, black);
}

#[test]
fn king_of_the_hill_rewards_a_king_nearer_the_hill() {
    let far = eval::<KingOfTheHill>("4k3/pppppppp/8/8/8/8/PPP2PPP/4K3 w - - 0 1");
    let near = eval::<KingOfTheHill>("4k3/pppppppp/8/8/8/4K3/PPP2PPP/8 w - - 0 1");
    assert!(near > far + 50, "near {near}, far {far}");
}

#[test]
fn king_of_the_hill_fears_an_enemy_king_beside_a_free_hill_square() {
    // White to move; Black's king on e6 is one step from d5 and e5.
    let threatened = eval::<KingOfTheHill>("8/8/4k3/8/8/8/8/R3K3 w - - 0 1");
    let quiet = eval::<KingOfTheHill>("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert!(
        threatened < quiet - 300,
        "threatened {threatened}, quiet {quiet}"
    );
}

#[test]
fn racing_kings_rewards_the_king_further_up() {
    let behind = eval::<RacingKings>("8/8/8/8/8/8/k5K1/8 w - - 0 1");
    let ahead = eval::<RacingKings>("8/8/6K1/8/8/8/k7/8 w - - 0 1");
    assert!(ahead > behind + 300, "ahead {ahead}, behind {behind}");
}

#[test]
fn racing_kings_counts_blockers_ahead_of_the_king() {
    // The same rook, out of the way on a1 or standing in the way on e7.
    let open = eval::<RacingKings>("8/8/8/8/8/2k5/6K1/r7 w - - 0 1");
    let blocked = eval::<RacingKings>("8/4r3/8/8/8/2k5/6K1/8 w - - 0 1");
    assert!(blocked < open, "blocked {blocked}, open {open}");
}

#[test]
fn lielow_crown_in_reach_of_an_enemy_stack_is_worth_less() {
    // White's crown (height 3) on e5; in the second position Black's e7
    // stack stands on d6, one diagonal step from the crown.
    let safe = eval::<Lielow>("8/B1B1B1B1B1B1B1B1/8/4W3*3/8/8/W11W1W1W1W1W1W1/8 b -");
    let attacked = eval::<Lielow>("8/B1B1B1B11B1B1B1/3B14/4W3*3/8/8/W11W1W1W1W1W1W1/8 b -");
    assert!(
        attacked > safe + 100,
        "Black to move: attacking the crown is good for Black ({attacked} vs {safe})"
    );
}
