use regalia_rules::{AnyPosition, Variant};

use super::{explored, position_key, MAX_PLIES};
use crate::rating::Score;
use crate::store::GameRow;

fn finished(variant: &str, winner: Option<&str>) -> GameRow {
    GameRow {
        white_seat: Some("a".into()),
        black_seat: Some("b".into()),
        white_session: Some("s1".into()),
        black_session: Some("s2".into()),
        status: "finished".into(),
        winner: winner.map(str::to_owned),
        reason: Some("resignation".into()),
        seq: 9,
        created_at: 1,
        ended_at: Some(2),
        ..GameRow::blank("g1", variant)
    }
}

fn after(variant: Variant, moves: &[&str]) -> AnyPosition {
    let mut pos = AnyPosition::start(variant);
    for m in moves {
        pos.play_uci(m).expect("legal");
    }
    pos
}

#[test]
fn a_position_reached_by_two_move_orders_has_one_key() {
    let a = after(Variant::Chess, &["e2e4", "e7e5", "g1f3"]);
    let b = after(Variant::Chess, &["g1f3", "e7e5", "e2e4"]);
    assert_eq!(position_key(&a), position_key(&b));
    // The same board in another game is another position.
    let koth = after(Variant::KingOfTheHill, &["e2e4", "e7e5", "g1f3"]);
    assert_ne!(position_key(&a), position_key(&koth));
    // Side to move and en passant matter: after 1.e4 Black may not take
    // en passant, so the square is no part of the key; here it is.
    let ep = after(Variant::Chess, &["e2e4", "a7a6", "e4e5", "d7d5"]);
    let no_ep = after(
        Variant::Chess,
        &["e2e4", "a7a6", "e4e5", "d7d6", "g1f3", "d6d5", "f3g1"],
    );
    assert_eq!(ep.repetition_key().split(' ').nth(1), Some("w"));
    assert_ne!(position_key(&ep), position_key(&no_ep));
}

#[test]
fn lielow_positions_differ_by_heights_and_crowns() {
    let start = AnyPosition::start(Variant::Lielow);
    let moved = after(Variant::Lielow, &[start.legal_uci()[0].as_str()]);
    assert_ne!(position_key(&start), position_key(&moved));
}

#[test]
fn a_finished_game_between_people_counts_its_first_plies_once_each() {
    let moves = [
        "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8", "e2e4",
    ];
    let game = explored(&finished("chess", None), &moves, false);
    let tally = game.tally.expect("counted");
    assert_eq!(tally.score, Score::Draw);
    assert_eq!(tally.rating, None);
    // The knights' dance comes back to the start: each (position, move)
    // is one game, so the repeated moves count once.
    assert_eq!(tally.steps.len(), 5, "{:?}", tally.steps);
    assert_eq!(tally.steps[4].uci, "e2e4");
    assert_eq!(
        tally.steps[0].position,
        position_key(&AnyPosition::start(Variant::Chess))
    );
}

#[test]
fn only_the_first_plies_are_kept() {
    // Every pawn one step, then every pawn another: 32 plies, no
    // position twice.
    let mut moves: Vec<String> = Vec::new();
    for (white, black) in [(2, 7), (3, 6)] {
        for file in "abcdefgh".chars() {
            moves.push(format!("{file}{white}{file}{}", white + 1));
            moves.push(format!("{file}{black}{file}{}", black - 1));
        }
    }
    assert!(moves.len() > MAX_PLIES);
    let game = explored(&finished("chess", Some("white")), &moves, false);
    let steps = game.tally.expect("counted").steps;
    assert_eq!(steps.len(), MAX_PLIES);
    assert_eq!(steps[MAX_PLIES - 1].uci, moves[MAX_PLIES - 1]);
}

#[test]
fn games_against_the_computer_or_a_bot_or_from_a_setup_do_not_count() {
    let mut computer = finished("chess", Some("black"));
    computer.black_level = Some(3);
    assert_eq!(explored(&computer, &["e2e4"], false).tally, None);
    assert_eq!(
        explored(&finished("chess", None), &["e2e4"], true).tally,
        None
    );
    let mut aborted = finished("chess", None);
    aborted.status = "aborted".into();
    assert_eq!(explored(&aborted, &["e2e4"], false).tally, None);
    let mut setup = finished("chess", None);
    setup.start_fen = Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1".into());
    assert_eq!(explored(&setup, &["e2e4"], false).tally, None);
    // The standard start written out is the standard start.
    setup.start_fen = Some(AnyPosition::start(Variant::Chess).to_fen());
    assert!(explored(&setup, &["e2e4"], false).tally.is_some());
}

#[test]
fn a_rated_game_brings_its_players_mean_rating() {
    let mut rated = finished("kingofthehill", Some("white"));
    rated.rated = 1;
    rated.white_rating = Some("1620".into());
    rated.black_rating = Some("1500?".into());
    let tally = explored(&rated, &["e2e4"], false).tally.expect("counted");
    assert_eq!(tally.rating, Some(1560));
    assert_eq!(tally.score, Score::WhiteWins);
}
