//! The computer knows the game's history: a position already on the board
//! counts as a draw to its search.

use regalia_engine::{choose_move, game_history};
use regalia_rules::{GameRecord, Variant};

/// A locked pawn chain with every black pawn on a dark square: White's
/// extra light-squared bishop can never win anything, and neither king can
/// cross. White is "ahead" by a bishop in a dead draw.
const FORTRESS: &str = "8/7k/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/2K1B3/8 w - - 0 1";

#[test]
fn history_holds_the_positions_since_the_last_pawn_move() {
    let record = GameRecord::from_moves(
        Variant::Chess,
        None,
        &["e2e4", "e7e5", "g1f3", "b8c6", "f3g1", "c6b8"],
    )
    .expect("legal moves");
    let history = game_history(&record);
    // After e7e5: four knight moves, and the position after e7e5 is back.
    assert_eq!(history.len(), 4);
    assert_eq!(history[0], record.position().hash());
    assert!(!history[1..].contains(&record.position().hash()));
}

/// Black shuffles its king; White (the computer) plays `plies / 2` moves.
/// Returns how often the most repeated position occurred.
fn fortress_repetitions(with_history: bool, plies: usize) -> usize {
    let mut record = GameRecord::new(Variant::Chess, Some(FORTRESS)).expect("a legal position");
    let mut most = 1;
    for ply in 0..plies {
        let m = if ply % 2 == 0 {
            let history = if with_history {
                game_history(&record)
            } else {
                Vec::new()
            };
            choose_move(record.position(), &history, 7, 1).expect("White has moves")
        } else if record.position().legal_uci().contains(&"h7h8".to_owned()) {
            "h7h8".to_owned()
        } else {
            "h8h7".to_owned()
        };
        record.play(&m).expect("a legal move");
        most = most.max(record.repetitions());
    }
    most
}

#[test]
fn the_side_ahead_does_not_repeat_a_position_it_has_seen() {
    // White has dozens of king and bishop squares: knowing the game, it
    // never steers back into a position already on the board.
    assert_eq!(fortress_repetitions(true, 32), 1);
    // The same search blind to the game walks into a threefold here, so
    // the position does test the history.
    assert!(fortress_repetitions(false, 32) >= 3);
}
