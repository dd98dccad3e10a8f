//! Each computer level's strength as an approximate rating, per game: the
//! one table the site shows beside a level's name ("3 · about 900 · Casual").
//!
//! How the figures were measured (docs/engine.md, "The ladder", has every
//! match with its games, score, error and the load beside it):
//!
//! - **The anchor** (chess): levels 5 to 8 against Stockfish 15.1 with
//!   `UCI_LimitStrength` and `UCI_Elo` set (its Elo is calibrated by its
//!   authors on a computer rating list), Stockfish at 100 ms a move, our
//!   levels at their own bounds (level 8 at 2 000 000 nodes a move, what
//!   1.5 s, the site's time, reaches on the measuring machine). Each level
//!   is placed at the rating whose expected score over its matches equals
//!   the score it made.
//! - **The chain**: in every game, each level against the one below, bound
//!   by nodes (the same games at any load). A score `s` is the difference
//!   `-400 log10(1/s - 1)`. Chess's levels 1 to 4 hang below level 5 by it
//!   (level 3's own score against Stockfish 1350 agrees).
//! - **The other games** (Stockfish plays only chess): level 5, which plays
//!   alike in every game (four plies, a small error), takes chess's level-5
//!   rating; the game's own chain places levels 1 to 4 below it; above it,
//!   self-play spreads the levels wider than Stockfish does (in chess 6:5
//!   and 7:6 by about 2.0 and 2.8 times), so the game's steps to 6 and 7
//!   are scaled by chess's ratio for the same step, and level 8 stands as
//!   far above level 7 as in chess.
//! - **The scale**: Elo and Glicko-2 differences mean the same odds (400
//!   points, ten to one), so the spacing carries over; the offset cannot be
//!   measured here (no games of the site's players against the levels
//!   yet), so the site shows Stockfish's scale as it is, rounded to 50, as
//!   "about".
//!
//! Measured with Bench 1989492 (`regalia bench`) and checked again with
//! Bench 1972870, which moved chess level 7 from 1750 to 1800; the
//! commands are in docs/engine.md ("The ladder"), the arithmetic in its
//! table.

use regalia_rules::Variant;

use crate::levels::{MAX_LEVEL, MIN_LEVEL};

/// Levels 1 to 8, per game, in the order of [`Variant::ALL`].
const RATINGS: [(Variant, [u16; 8]); 4] = [
    (
        Variant::Chess,
        [650, 750, 900, 1100, 1350, 1450, 1800, 2000],
    ),
    (
        Variant::KingOfTheHill,
        [250, 450, 750, 1000, 1350, 1400, 1600, 1900],
    ),
    (
        Variant::RacingKings,
        [250, 500, 850, 1050, 1350, 1400, 1500, 1800],
    ),
    (
        Variant::Lielow,
        [450, 750, 950, 1100, 1350, 1450, 1550, 1850],
    ),
];

/// The approximate rating of `level` (1 to 8) in `variant`, or `None` for
/// a number that is not a playing level.
pub fn level_rating(variant: Variant, level: u8) -> Option<u16> {
    if !(MIN_LEVEL..=MAX_LEVEL).contains(&level) {
        return None;
    }
    RATINGS
        .iter()
        .find(|(v, _)| *v == variant)
        .map(|(_, row)| row[usize::from(level - MIN_LEVEL)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_a_row_and_its_levels_rise() {
        for variant in Variant::ALL {
            let row: Vec<u16> = (MIN_LEVEL..=MAX_LEVEL)
                .map(|l| level_rating(variant, l).expect("every level is rated"))
                .collect();
            for pair in row.windows(2) {
                assert!(pair[0] < pair[1], "{variant:?}: {row:?} is not ordered");
            }
            assert!(
                row.iter().all(|r| r % 50 == 0),
                "{variant:?}: rounded to 50"
            );
        }
    }

    #[test]
    fn only_playing_levels_are_rated() {
        assert_eq!(level_rating(Variant::Chess, 0), None);
        assert_eq!(level_rating(Variant::Chess, 9), None);
    }
}
