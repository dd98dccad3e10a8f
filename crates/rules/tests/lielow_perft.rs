//! Perft of Lielow from the start, against the published figures.

use regalia_rules::perft::{divide, perft};
use regalia_rules::{Game, Lielow};

#[test]
fn start_position_perft_matches_the_reference_figures_to_depth_four() {
    let start = Lielow::start();
    assert_eq!(perft(&start, 1), 46);
    assert_eq!(perft(&start, 2), 2116);
    assert_eq!(perft(&start, 3), 97520);
    assert_eq!(perft(&start, 4), 4426560);
}

#[test]
fn divide_at_the_start_lists_each_of_the_46_moves_once() {
    let start = Lielow::start();
    let split = divide(&start, 2);
    assert_eq!(split.len(), 46);
    assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 2116);
    // Every first move leaves Black its 46 replies: White's move cannot
    // reach Black's stacks or change where they may land.
    assert!(split.iter().all(|(_, n)| *n == 46));
    assert!(split.iter().any(|(m, _)| m == "a2off"));
    assert!(split.iter().any(|(m, _)| m == "e2e3"));
}
