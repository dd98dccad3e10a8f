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

/// `better` is worth more than `worse` to the side to move, by more than
/// `margin` centipawns.
fn assert_worth_more<G: Evaluate>(better: &str, worse: &str, margin: i32) {
    let (b, w) = (eval::<G>(better), eval::<G>(worse));
    assert!(
        b > w + margin,
        "`{better}` ({b}) should beat `{worse}` ({w}) by more than {margin}"
    );
}

/// One test per evaluation term: in `game`, the first position is worth
/// more to the side to move than the second, by more than the margin.
macro_rules! worth_more {
    ($($(#[$doc:meta])* $name:ident: $game:ty, $better:literal over $worse:literal by $margin:literal;)*) => {
        $(
            $(#[$doc])*
            #[test]
            fn $name() {
                assert_worth_more::<$game>($better, $worse, $margin);
            }
        )*
    };
}

worth_more! {
    /// A king nearer the hill, the same pawns.
    king_of_the_hill_rewards_a_king_nearer_the_hill: KingOfTheHill,
        "4k3/pppppppp/8/8/8/4K3/PPP2PPP/8 w - - 0 1"
        over "4k3/pppppppp/8/8/8/8/PPP2PPP/4K3 w - - 0 1" by 50;

    /// White to move; in the second position Black's king on e6 is one step
    /// from d5 and e5.
    king_of_the_hill_fears_an_enemy_king_beside_a_free_hill_square: KingOfTheHill,
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
        over "8/8/4k3/8/8/8/8/R3K3 w - - 0 1" by 300;

    /// White's king on rank six rather than rank two.
    racing_kings_rewards_the_king_further_up: RacingKings,
        "8/8/6K1/8/8/8/k7/8 w - - 0 1"
        over "8/8/8/8/8/8/k5K1/8 w - - 0 1" by 300;

    /// The same rook, out of the way on a1 or standing in the way on e7.
    racing_kings_counts_blockers_ahead_of_the_king: RacingKings,
        "8/8/8/8/8/2k5/6K1/r7 w - - 0 1"
        over "8/4r3/8/8/8/2k5/6K1/8 w - - 0 1" by 0;

    /// White's crown (height 3) on e5; in the first position Black's e7
    /// stack stands on d6, one diagonal step from the crown. Black is to
    /// move: attacking the crown is good for Black.
    lielow_crown_in_reach_of_an_enemy_stack_is_worth_less: Lielow,
        "8/B1B1B1B11B1B1B1/3B14/4W3*3/8/8/W11W1W1W1W1W1W1/8 b -"
        over "8/B1B1B1B1B1B1B1B1/8/4W3*3/8/8/W11W1W1W1W1W1W1/8 b -" by 100;
}
