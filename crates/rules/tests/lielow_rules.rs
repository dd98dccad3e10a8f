//! Named rules of Lielow, each pinned on a small position.

use regalia_rules::lielow::{parse_square, Crown};
use regalia_rules::{
    AnyPosition, Color, Game, Lielow, LielowMove, MoveBuf, MoveError, Outcome, Reason,
};

fn sq(name: &str) -> u8 {
    parse_square(name).expect("the test names a real square")
}

fn pos(text: &str) -> Lielow {
    Lielow::from_fen(text).unwrap_or_else(|e| panic!("`{text}` should be valid: {e}"))
}

fn moves(p: &Lielow) -> Vec<LielowMove> {
    let mut buf = MoveBuf::new();
    p.legal_moves(&mut buf);
    buf.to_vec()
}

fn uci_moves_from(p: &Lielow, from: &str) -> Vec<String> {
    let mut list: Vec<String> = moves(p)
        .into_iter()
        .filter(|m| m.from == sq(from))
        .map(|m| p.move_to_uci(m))
        .collect();
    list.sort();
    list
}

fn played(p: &Lielow, text: &str) -> Lielow {
    let m = p
        .move_from_text(text)
        .unwrap_or_else(|e| panic!("`{text}` should be legal: {e}"));
    let mut next = p.clone();
    next.play(m);
    next
}

#[test]
fn white_moves_first_from_the_start() {
    let start = Lielow::start();
    assert_eq!(start.turn(), Color::White);
    assert_eq!(start.stack_count(Color::White), 8);
    assert_eq!(start.stack_count(Color::Black), 8);
    assert_eq!(start.crown(Color::White), Crown::NotYet);
    assert_eq!(start.crown(Color::Black), Crown::NotYet);
    assert!(moves(&start)
        .iter()
        .all(|m| start.owner(m.from) == Some(Color::White)));
}

#[test]
fn a_stack_moves_exactly_its_height_jumping_over_anything() {
    // The height-3 stack on d4 jumps over d5 and d6 to d7, over e5 to g7.
    let p = pos("8/3B12B11/3B14/3B1B13/3W3*4/8/8/8 w -");
    assert_eq!(
        uci_moves_from(&p, "d4"),
        ["d4a1", "d4a4", "d4a7", "d4d1", "d4d7", "d4g1", "d4g4", "d4g7"]
    );
}

#[test]
fn moving_off_the_board_counts_once_per_stack() {
    // a1 height 1: five directions lead off the board, one move.
    let p = pos("7B1*/8/8/8/8/8/8/W1*7 w -");
    assert_eq!(uci_moves_from(&p, "a1"), ["a1a2", "a1b1", "a1b2", "a1off"]);
    assert_eq!(moves(&p).iter().filter(|m| m.to.is_none()).count(), 1);
}

#[test]
fn a_stack_that_cannot_reach_the_edge_has_no_off_board_move() {
    let p = pos("7B1*/8/8/8/3W1*4/8/8/8 w -");
    assert!(moves(&p).iter().all(|m| m.to.is_some()));
    assert_eq!(moves(&p).len(), 8);
}

#[test]
fn a_height_seven_stack_grows_to_eight_and_then_can_only_leave() {
    let p = pos("7B1*/8/8/8/8/8/8/W7*7 w -");
    let p = played(&p, "a1-a8");
    assert_eq!(p.height(sq("a8")), 8);
    let p = played(&p, "h8-g8");
    assert_eq!(uci_moves_from(&p, "a8"), ["a8off"]);
    let center = pos("7B1*/8/8/8/3W8*4/8/8/8 w -");
    assert_eq!(uci_moves_from(&center, "d4"), ["d4off"]);
}

#[test]
fn landing_on_your_own_stack_is_illegal() {
    let p = pos("7B1*/8/8/8/8/W17/W17/W2*7 w -");
    assert_eq!(uci_moves_from(&p, "a1"), ["a1c1", "a1c3", "a1off"]);
    assert_eq!(uci_moves_from(&p, "a2"), ["a2b1", "a2b2", "a2b3", "a2off"]);
    assert_eq!(
        uci_moves_from(&p, "a3"),
        ["a3a4", "a3b2", "a3b3", "a3b4", "a3off"]
    );
    assert_eq!(
        p.move_from_uci("a2a1"),
        Err(MoveError::Illegal("a2a1".into()))
    );
}

#[test]
fn a_capture_removes_the_enemy_stack_and_leaves_the_mover_at_height_one() {
    let p = pos("7B3*/8/8/8/3B24/8/8/W3*7 w -");
    let m = p.move_from_text("a1xd4").expect("a1xd4 is legal");
    assert!(p.is_capture(m));
    let next = played(&p, "a1xd4");
    assert_eq!(next.height(sq("d4")), 1);
    assert_eq!(next.owner(sq("d4")), Some(Color::White));
    assert_eq!(next.stack_count(Color::Black), 1);
    assert_eq!(next.crown_square(Color::White), Some(sq("d4")));
    assert_eq!(next.outcome(), None);
}

#[test]
fn landing_on_an_empty_square_grows_the_stack_by_one() {
    let p = played(&Lielow::start(), "e2-e3");
    assert_eq!(p.height(sq("e3")), 2);
    assert_eq!(p.height(sq("e2")), 0);
    assert_eq!(p.crown_square(Color::White), Some(sq("e3")));
    assert_eq!(p.crown(Color::Black), Crown::NotYet);
}

#[test]
fn on_a_tie_for_tallest_the_crown_stays_where_it_is() {
    // c3 (2, crowned) and f3 (1); f3 grows to 2: a tie, the crown stays.
    let p = pos("7B1*/8/8/8/8/2W2*2W12/8/8 w -");
    let next = played(&p, "f3-f4");
    assert_eq!(next.height(sq("f4")), 2);
    assert_eq!(next.crown_square(Color::White), Some(sq("c3")));
    // The crowned stack moves: it carries the crown (and is the tallest).
    let next = played(&next, "h8-g8");
    let next = played(&next, "c3-c5");
    assert_eq!(next.crown_square(Color::White), Some(sq("c5")));
}

#[test]
fn the_opponents_capture_can_move_your_crown() {
    // Black: e3 crowned (1), b6 and c6 tie at 2. White takes b6, so c6
    // becomes Black's unique tallest and takes the crown during White's move.
    let p = pos("8/8/1B2B25/8/1W2*6/4B1*3/8/8 w -");
    let next = played(&p, "b4xb6");
    assert_eq!(next.crown_square(Color::Black), Some(sq("c6")));
    assert_eq!(next.outcome(), None);
}

#[test]
fn nobody_wins_against_a_player_with_no_crown_and_a_last_stack_is_crowned() {
    let p = pos("B17/3B14/3W1*4/8/8/8/8/8 w -");
    assert_eq!(p.crown(Color::Black), Crown::NotYet);
    let next = played(&p, "d6xd7");
    assert_eq!(
        next.outcome(),
        None,
        "capturing an uncrowned stack never wins"
    );
    assert_eq!(next.crown_square(Color::Black), Some(sq("a8")));
    let end = played(&next, "a8-off");
    assert_eq!(
        end.outcome(),
        Some(Outcome::win(Color::White, Reason::CrownLeftBoard))
    );
    assert_eq!(end.crown(Color::Black), Crown::LeftBoard);
    assert_eq!(end.stack_count(Color::Black), 0);
    assert!(moves(&end).is_empty());
}

#[test]
fn moving_an_uncrowned_stack_off_the_board_does_not_lose() {
    let p = played(&Lielow::start(), "e2-e3");
    let p = played(&p, "a7-off");
    assert_eq!(p.outcome(), None);
    let p = played(&p, "a2-off");
    assert_eq!(p.outcome(), None);
    assert_eq!(p.crown_square(Color::White), Some(sq("e3")));
}

#[test]
fn capturing_the_crowned_stack_wins_and_ends_the_game() {
    let p = pos("7B1/8/8/8/8/2B2*5/8/W2*7 w -");
    let end = played(&p, "a1xc3");
    assert_eq!(
        end.outcome(),
        Some(Outcome::win(Color::White, Reason::CrownCaptured))
    );
    assert_eq!(end.crown(Color::Black), Crown::Captured);
    assert!(moves(&end).is_empty());
    assert_eq!(end.move_from_text("h8-g8"), Err(MoveError::GameOver));
}

#[test]
fn move_text_reads_both_notations_and_the_separator_must_match() {
    let p = pos("7B3*/8/8/8/3B24/8/8/W3*7 w -");
    let capture = LielowMove {
        from: sq("a1"),
        to: Some(sq("d4")),
    };
    assert_eq!(p.move_from_text("a1d4"), Ok(capture));
    assert_eq!(p.move_from_text("a1xd4"), Ok(capture));
    assert_eq!(
        p.move_from_text("a1-d4"),
        Err(MoveError::Illegal("a1-d4".into()))
    );
    assert_eq!(p.move_to_uci(capture), "a1d4");
    assert_eq!(p.move_to_display(capture), "a1xd4");
    let quiet = LielowMove {
        from: sq("a1"),
        to: Some(sq("a4")),
    };
    assert_eq!(p.move_to_display(quiet), "a1-a4");
    assert_eq!(
        p.move_from_text("a1xa4"),
        Err(MoveError::Illegal("a1xa4".into()))
    );
    let off = LielowMove {
        from: sq("a1"),
        to: None,
    };
    assert_eq!(p.move_to_uci(off), "a1off");
    assert_eq!(p.move_to_display(off), "a1-off");
    assert_eq!(p.move_from_text("a1-off"), Ok(off));
    assert_eq!(p.move_from_text("a1off"), Ok(off));
    assert_eq!(p.move_from_uci(" a1off "), Ok(off));
    assert_eq!(
        p.move_from_uci("a1-off"),
        Err(MoveError::Malformed("a1-off".into()))
    );
    for bad in [
        "", "a1", "a1-", "a9a1", "z1-off", "a1xoff", "a1+b2", "é1-off",
    ] {
        assert_eq!(
            p.move_from_text(bad),
            Err(MoveError::Malformed(bad.into())),
            "`{bad}`"
        );
    }
    assert_eq!(
        p.move_from_text("h8-g8"),
        Err(MoveError::Illegal("h8-g8".into()))
    );
}

#[test]
fn lielow_has_no_check_and_no_halfmove_clock() {
    let p = played(&Lielow::start(), "e2-e3");
    assert!(!p.is_check());
    assert_eq!(p.halfmove_clock(), 0);
}

#[test]
fn the_board_ui_sees_off_as_a_destination() {
    let any = AnyPosition::start(regalia_rules::Variant::Lielow);
    let mut dests = any.dests();
    for list in dests.values_mut() {
        list.sort();
    }
    assert_eq!(dests.len(), 8);
    assert_eq!(dests["a2"], ["a1", "a3", "b1", "b3", "off"]);
    assert_eq!(dests["e2"], ["d1", "d3", "e1", "e3", "f1", "f3"]);
}
