//! The Lielow game records of RULES.md, replayed move by move: every crown
//! the record states, and the result.

use regalia_rules::{
    AnyPosition, Color, Game, GameRecord, Lielow, MoveBuf, MoveError, Outcome, Reason, Variant,
};

fn square(name: &str) -> u8 {
    regalia_rules::lielow::parse_square(name).expect("the test names a real square")
}

/// The position after the first `plies` moves of `record`.
fn after(record: &str, plies: usize) -> Lielow {
    let mut pos = Lielow::start();
    for text in record.split_whitespace().take(plies) {
        let m = pos
            .move_from_text(text)
            .unwrap_or_else(|e| panic!("`{text}` should be legal: {e}"));
        pos.play(m);
    }
    pos
}

/// A crown the record states: after `ply` moves, `player`'s crown is on
/// `square` (or nowhere).
struct CrownAt {
    ply: usize,
    player: Color,
    square: Option<&'static str>,
}

fn crown(ply: usize, player: Color, square: Option<&'static str>) -> CrownAt {
    CrownAt {
        ply,
        player,
        square,
    }
}

fn check_record(record: &str, crowns: &[CrownAt], winner: Color, reason: Reason) {
    let moves: Vec<&str> = record.split_whitespace().collect();
    for c in crowns {
        let pos = after(record, c.ply);
        assert_eq!(
            pos.crown_square(c.player),
            c.square.map(square),
            "{:?}'s crown after ply {} of `{record}`",
            c.player,
            c.ply
        );
    }
    for ply in 0..moves.len() {
        assert_eq!(
            after(record, ply).outcome(),
            None,
            "the game `{record}` must not end before its last move (ply {ply})"
        );
    }
    let mut game = GameRecord::from_moves(Variant::Lielow, None, &moves)
        .unwrap_or_else(|e| panic!("`{record}` should replay: {e}"));
    assert_eq!(game.outcome(), Some(Outcome::win(winner, reason)));
    let AnyPosition::Lielow(last) = game.position() else {
        panic!("a Lielow record holds Lielow positions");
    };
    let mut none = MoveBuf::new();
    last.legal_moves(&mut none);
    assert!(none.is_empty(), "a finished game has no legal moves");
    assert_eq!(game.play("a1-a2"), Err(MoveError::GameOver));
    assert_eq!(
        game.uci_moves().len(),
        moves.len(),
        "every move of `{record}` is kept"
    );
}

#[test]
fn v1_white_captures_the_crowned_stack_on_e8() {
    check_record(
        "b2-c3 d7-c8 c3-e5 c8-e8 e5xe8",
        &[
            crown(0, Color::White, None),
            crown(0, Color::Black, None),
            crown(1, Color::White, Some("c3")),
            crown(2, Color::Black, Some("c8")),
            crown(3, Color::White, Some("e5")),
            crown(4, Color::Black, Some("e8")),
        ],
        Color::White,
        Reason::CrownCaptured,
    );
}

#[test]
fn v2_white_walking_its_crowned_stack_off_the_board_loses() {
    check_record(
        "e2-e1 f7-g8 e1-off",
        &[
            crown(1, Color::White, Some("e1")),
            crown(2, Color::Black, Some("g8")),
        ],
        Color::Black,
        Reason::CrownLeftBoard,
    );
}

#[test]
fn v3_black_has_no_crown_after_moving_a_stack_off_then_gets_one_on_d6() {
    check_record(
        "d2-e1 h7-off e1-g3 e7-d6 g3xd6",
        &[
            crown(1, Color::White, Some("e1")),
            crown(2, Color::Black, None),
            crown(3, Color::White, Some("g3")),
            crown(4, Color::Black, Some("d6")),
        ],
        Color::White,
        Reason::CrownCaptured,
    );
}

#[test]
fn v4_crowns_stay_put_on_ties() {
    check_record(
        "c2-c1 c7-c6 c1-e3 f7-e6 e3xe6 c6xe6",
        &[
            crown(2, Color::Black, Some("c6")),
            crown(3, Color::White, Some("e3")),
            // c6 and e6 both have height 2: the crown stays on c6.
            crown(4, Color::Black, Some("c6")),
            // White's crowned stack captured and dropped to 1; all White
            // stacks are 1, so the crown stays with it on e6.
            crown(5, Color::White, Some("e6")),
            crown(5, Color::Black, Some("c6")),
        ],
        Color::Black,
        Reason::CrownCaptured,
    );
}

#[test]
fn v5_the_crown_stays_on_a_height_one_stack_while_two_taller_stacks_tie() {
    let record = "d2-d1 d7-d8 c2-c1 d8-b6 d1-f3 h7-g6 g2-h3 c7-c6 f3xc6 b7xc6";
    check_record(
        record,
        &[crown(9, Color::White, Some("c6"))],
        Color::Black,
        Reason::CrownCaptured,
    );
    let pos = after(record, 9);
    assert_eq!(pos.height(square("c6")), 1);
    assert_eq!(pos.height(square("c1")), 2);
    assert_eq!(pos.height(square("h3")), 2);
}

#[test]
fn v6_a_crowned_stack_that_captures_drops_to_one_and_the_crown_passes_on() {
    let record = "g2-h3 d7-e6 d2-d1 e7-d6 d1-d3 e6-c8 d3xd6 c7xd6 h3-f5 c8xf5";
    check_record(
        record,
        &[
            crown(5, Color::White, Some("d3")),
            crown(7, Color::White, Some("h3")),
            crown(9, Color::White, Some("f5")),
        ],
        Color::Black,
        Reason::CrownCaptured,
    );
    assert_eq!(after(record, 7).height(square("d6")), 1);
}

#[test]
fn v7_black_crown_moves_during_whites_move_and_its_old_stack_is_taken_without_winning() {
    let record = "h2-g1 d7-c6 g2-f1 a7-a6 e2-e3 b7-c8 f1-d3 c8-e6 a2-a1 c7-b6 d3xa6 e6xe3 \
                  a6xb6 e3xd2 c2xd2 c6-e6 d2-c2 f7-e8 f2-f3 e6xb6";
    check_record(
        record,
        &[
            crown(12, Color::Black, Some("e3")),
            // White's capture of b6 leaves c6 Black's unique tallest.
            crown(13, Color::Black, Some("c6")),
        ],
        Color::Black,
        Reason::CrownCaptured,
    );
    // Ply 15 captures the stack that wore Black's crown until ply 13: no win.
    assert_eq!(after(record, 15).outcome(), None);
}

#[test]
fn a_lielow_record_survives_pgn_export_and_import() {
    use regalia_rules::pgn::{parse_pgn, to_pgn, PgnTags};
    let record = "h2-g1 d7-c6 g2-f1 a7-a6 e2-e3 b7-c8 f1-d3 c8-e6 a2-a1 c7-b6 d3xa6 e6xe3 \
                  a6xb6 e3xd2 c2xd2 c6-e6 d2-c2 f7-e8 f2-f3 e6xb6";
    let moves: Vec<&str> = record.split_whitespace().collect();
    let game = GameRecord::from_moves(Variant::Lielow, None, &moves).expect("V7 replays");
    let text = to_pgn(&game, &PgnTags::default());
    assert!(text.contains("e6xb6"), "{text}");
    let back = parse_pgn(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
    assert_eq!(back.record.variant(), Variant::Lielow);
    assert_eq!(back.record.uci_moves(), game.uci_moves());
    assert_eq!(back.record.outcome(), game.outcome());
}
