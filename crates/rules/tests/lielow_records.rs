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

/// Reads the crowns a record states, written as RULES.md writes them:
/// `ply player square`, comma-separated, `W` or `B` for the player and `-`
/// for no crown. `"1 W c3, 2 B -"`: after ply 1 White's crown is on c3,
/// after ply 2 Black has none.
fn crowns(stated: &str) -> Vec<(usize, Color, Option<u8>)> {
    stated
        .split(',')
        .map(|one| {
            let words: Vec<&str> = one.split_whitespace().collect();
            let [ply, player, on] = words[..] else {
                panic!("`{one}` is not `ply player square`");
            };
            let player = match player {
                "W" => Color::White,
                "B" => Color::Black,
                _ => panic!("`{player}` is not W or B"),
            };
            let on = (on != "-").then(|| square(on));
            (ply.parse().expect("a ply number"), player, on)
        })
        .collect()
}

/// Reads the heights a record states: `ply square height`, comma-separated
/// (`"9 c6 1"`: after ply 9 the stack on c6 is one high); none when empty.
fn heights(stated: &str) -> Vec<(usize, &str, u8)> {
    stated
        .split(',')
        .filter(|one| !one.trim().is_empty())
        .map(|one| {
            let words: Vec<&str> = one.split_whitespace().collect();
            let [ply, on, height] = words[..] else {
                panic!("`{one}` is not `ply square height`");
            };
            let ply = ply.parse().expect("a ply number");
            (ply, on, height.parse().expect("a height"))
        })
        .collect()
}

/// Replays `record`, checking the crowns and heights it states after
/// their plies, that it goes on to its last move, and that it ends there
/// with `result`.
fn check_record(record: &str, stated_crowns: &str, stated_heights: &str, result: Outcome) {
    let moves: Vec<&str> = record.split_whitespace().collect();
    for (ply, player, on) in crowns(stated_crowns) {
        assert_eq!(
            after(record, ply).crown_square(player),
            on,
            "{player:?}'s crown after ply {ply} of `{record}`"
        );
    }
    for (ply, on, height) in heights(stated_heights) {
        assert_eq!(
            after(record, ply).height(square(on)),
            height,
            "the height on {on} after ply {ply} of `{record}`"
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
    assert_eq!(game.outcome(), Some(result));
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
        "0 W -, 0 B -, 1 W c3, 2 B c8, 3 W e5, 4 B e8",
        "",
        Outcome::win(Color::White, Reason::CrownCaptured),
    );
}

#[test]
fn v2_white_walking_its_crowned_stack_off_the_board_loses() {
    check_record(
        "e2-e1 f7-g8 e1-off",
        "1 W e1, 2 B g8",
        "",
        Outcome::win(Color::Black, Reason::CrownLeftBoard),
    );
}

#[test]
fn v3_black_has_no_crown_after_moving_a_stack_off_then_gets_one_on_d6() {
    check_record(
        "d2-e1 h7-off e1-g3 e7-d6 g3xd6",
        "1 W e1, 2 B -, 3 W g3, 4 B d6",
        "",
        Outcome::win(Color::White, Reason::CrownCaptured),
    );
}

#[test]
fn v4_crowns_stay_put_on_ties() {
    // Ply 4: c6 and e6 both have height 2, so Black's crown stays on c6.
    // Ply 5: White's crowned stack is captured and drops to 1; all White
    // stacks are 1, so the crown stays with it on e6.
    check_record(
        "c2-c1 c7-c6 c1-e3 f7-e6 e3xe6 c6xe6",
        "2 B c6, 3 W e3, 4 B c6, 5 W e6, 5 B c6",
        "",
        Outcome::win(Color::Black, Reason::CrownCaptured),
    );
}

#[test]
fn v5_the_crown_stays_on_a_height_one_stack_while_two_taller_stacks_tie() {
    check_record(
        "d2-d1 d7-d8 c2-c1 d8-b6 d1-f3 h7-g6 g2-h3 c7-c6 f3xc6 b7xc6",
        "9 W c6",
        "9 c6 1, 9 c1 2, 9 h3 2",
        Outcome::win(Color::Black, Reason::CrownCaptured),
    );
}

#[test]
fn v6_a_crowned_stack_that_captures_drops_to_one_and_the_crown_passes_on() {
    check_record(
        "g2-h3 d7-e6 d2-d1 e7-d6 d1-d3 e6-c8 d3xd6 c7xd6 h3-f5 c8xf5",
        "5 W d3, 7 W h3, 9 W f5",
        "7 d6 1",
        Outcome::win(Color::Black, Reason::CrownCaptured),
    );
}

#[test]
fn v7_black_crown_moves_during_whites_move_and_its_old_stack_is_taken_without_winning() {
    let record = "h2-g1 d7-c6 g2-f1 a7-a6 e2-e3 b7-c8 f1-d3 c8-e6 a2-a1 c7-b6 d3xa6 e6xe3 \
                  a6xb6 e3xd2 c2xd2 c6-e6 d2-c2 f7-e8 f2-f3 e6xb6";
    // Ply 13: White's capture of b6 leaves c6 Black's unique tallest.
    check_record(
        record,
        "12 B e3, 13 B c6",
        "",
        Outcome::win(Color::Black, Reason::CrownCaptured),
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
