//! Lielow's position text: what it writes, what it reads, and what it
//! refuses (with a message that says why).

use regalia_rules::lielow::{parse_square, Crown};
use regalia_rules::{Color, Game, GameRecord, Lielow, PositionError, Variant};

const START: &str = "8/B1B1B1B1B1B1B1B1/8/8/8/8/W1W1W1W1W1W1W1W1/8 w -";

fn malformed(text: &str) -> String {
    match Lielow::from_fen(text) {
        Err(PositionError::Malformed(msg)) => msg,
        other => panic!("`{text}` should be malformed, got {other:?}"),
    }
}

fn impossible(text: &str) -> String {
    match Lielow::from_fen(text) {
        Err(e @ PositionError::Impossible(_)) => e.to_string(),
        other => panic!("`{text}` should be impossible, got {other:?}"),
    }
}

/// For each `(text, words)`, `refusal(text)`'s message says `words`.
fn assert_each_says(cases: &[(&str, &str)], refusal: fn(&str) -> String) {
    for (text, words) in cases {
        let msg = refusal(text);
        assert!(msg.contains(words), "`{text}`: `{msg}` should say {words}");
    }
}

/// The code and player of the one problem an impossible text has.
fn problem(text: &str) -> (&'static str, Option<Color>) {
    match Lielow::from_fen(text) {
        Err(PositionError::Impossible(problems)) => {
            assert_eq!(problems.len(), 1, "`{text}`: {problems:?}");
            (problems[0].code(), problems[0].color)
        }
        other => panic!("`{text}` should be impossible, got {other:?}"),
    }
}

#[test]
fn the_start_position_text_lists_sixteen_height_one_stacks_and_white_to_move() {
    assert_eq!(Lielow::start().to_fen(), START);
    assert_eq!(Lielow::from_fen(START), Ok(Lielow::start()));
    assert_eq!(
        Lielow::from_fen(START).map(|p| p.hash()),
        Ok(Lielow::start().hash())
    );
}

#[test]
fn the_lost_crown_field_may_be_left_out_when_no_crown_is_lost() {
    let short = START.trim_end_matches(" -");
    assert_eq!(Lielow::from_fen(short), Ok(Lielow::start()));
}

#[test]
fn crowns_side_to_move_and_a_lost_crown_are_written_and_read_back() {
    let record = GameRecord::from_moves(
        Variant::Lielow,
        None,
        &["b2-c3", "d7-c8", "c3-e5", "c8-e8", "e5xe8"],
    )
    .expect("V1 replays");
    let text = record.position().to_fen();
    assert_eq!(text, "4W1*3/B1B1B11B1B1B1B1/8/8/8/8/W11W1W1W1W1W1W1/8 b Bx");
    let back = Lielow::from_fen(&text).expect("a written text reads back");
    assert_eq!(back.crown(Color::Black), Crown::Captured);
    assert_eq!(back.crown_square(Color::White), parse_square("e8"));
    assert_eq!(back.to_fen(), text);
}

#[test]
fn a_position_after_a_crown_left_the_board_reads_back() {
    let record = GameRecord::from_moves(Variant::Lielow, None, &["e2-e1", "f7-g8", "e1-off"])
        .expect("V2 replays");
    let text = record.position().to_fen();
    assert!(text.ends_with(" b Woff"), "{text}");
    let back = Lielow::from_fen(&text).expect("a written text reads back");
    assert_eq!(back.crown(Color::White), Crown::LeftBoard);
    assert!(back.outcome().is_some());
}

#[test]
fn malformed_texts_say_what_is_wrong() {
    let cases = [
        ("", "empty"),
        ("8/8/8/8/8/8/8/W1*7", "field"),
        ("8/8/8/8/8/8/W1*7 w", "expected 8 ranks"),
        ("8/8/8/8/8/8/8/W1*6 w", "has 7 squares"),
        ("8/8/8/8/8/8/8/W1*8 w", "more than 8 squares"),
        ("8/8/8/8/8/8/8/44W1*7 w", "more than 8 squares"),
        ("8/8/8/8/8/8/8/W0*7 w", "height 0"),
        ("8/8/8/8/8/8/8/W9*7 w", "height 9"),
        ("8/8/8/8/8/8/8/W*7 w", "no height"),
        ("8/8/8/8/8/8/8/*W17 w", "must follow a stack"),
        ("8/8/8/8/8/8/8/w17 w", "unexpected character `w`"),
        ("8/8/8/8/8/8/8/W1*7 x", "side to move"),
        ("7B1*/8/8/8/8/8/8/W1*7 w Wgone", "lost-crown field"),
        ("7B1*/8/8/8/8/8/8/W1*7 w - extra", "4 field"),
    ];
    assert_each_says(&cases, malformed);
}

#[test]
fn impossible_positions_say_which_rule_they_break() {
    let cases = [
        ("7B1*/8/8/8/8/8/8/W2*W2*6 w", "more than one crowned"),
        (
            "7B1*/8/8/8/8/8/8/W2W16 w",
            "unique tallest stack (on a1, height 2)",
        ),
        ("7B1*/8/8/8/8/8/8/W2W26 w", "no crown yet"),
        ("7B1*/8/8/8/8/8/8/8 w", "White has no stacks"),
        (
            "7B1*/8/8/8/8/8/8/W1*7 w Wx",
            "yet the stack on a1 is crowned",
        ),
        ("7B1*/8/8/8/8/8/8/W17 b Wx", "White must be to move"),
        ("7B1*/8/8/8/8/8/8/W17 w Woff", "Black must be to move"),
        (
            "B1B1B1B1B1B1B1B1/B17/8/8/8/8/8/W1*7 w",
            "Black has 9 stacks",
        ),
    ];
    assert_each_says(&cases, impossible);
}

#[test]
fn each_impossible_lielow_position_has_a_stable_code_and_names_the_player() {
    let cases = [
        (
            "7B1*/8/8/8/8/8/8/W2*W2*6 w",
            "lielow-two-crowns",
            Color::White,
        ),
        (
            "7B1*/8/8/8/8/8/8/W2W16 w",
            "lielow-crown-not-on-tallest",
            Color::White,
        ),
        (
            "6B2W1/8/8/8/8/8/8/W1*7 w",
            "lielow-crown-not-on-tallest",
            Color::Black,
        ),
        (
            "7B1*/8/8/8/8/8/8/W2W26 w",
            "lielow-grown-without-crown",
            Color::White,
        ),
        ("7B1*/8/8/8/8/8/8/8 w", "lielow-no-stacks", Color::White),
        (
            "7B1*/8/8/8/8/8/8/W1*7 w Wx",
            "lielow-lost-crown-worn",
            Color::White,
        ),
        (
            "7B1*/8/8/8/8/8/8/W17 b Wx",
            "lielow-captured-crown-turn",
            Color::White,
        ),
        (
            "7B1*/8/8/8/8/8/8/W17 w Woff",
            "lielow-off-crown-turn",
            Color::White,
        ),
        (
            "B1B1B1B1B1B1B1B1/B17/8/8/8/8/8/W1*7 w",
            "lielow-too-many-stacks",
            Color::Black,
        ),
    ];
    for (text, code, player) in cases {
        assert_eq!(problem(text), (code, Some(player)), "`{text}`");
    }
    match Lielow::from_fen("7B1*/8/8/8/8/8/8/W2W16 w") {
        Err(PositionError::Impossible(problems)) => {
            assert_eq!(problems[0].square.as_deref(), Some("a1"));
            assert_eq!(problems[0].count, Some(2));
        }
        other => panic!("should be impossible, got {other:?}"),
    }
}

#[test]
fn a_malformed_text_is_one_problem_coded_malformed() {
    let err = Lielow::from_fen("8/8/8/8/8/8/8/W9*7 w").expect_err("height 9");
    let problems = err.problems();
    assert_eq!(problems.len(), 1);
    assert_eq!(problems[0].code(), "malformed");
    assert!(problems[0].text.contains("height 9"));
}

#[test]
fn a_crown_may_sit_on_a_shorter_stack_when_the_tallest_tie() {
    let p = Lielow::from_fen("7B1*/8/8/8/8/8/8/W1*W2W25 w").expect("a tie keeps the crown");
    assert_eq!(p.crown_square(Color::White), parse_square("a1"));
}

#[test]
fn a_record_from_a_lielow_position_text_keeps_it() {
    let text = "7B1*/8/8/8/8/8/8/W1*W2W25 w -";
    let record = GameRecord::new(Variant::Lielow, Some(text)).expect("valid text");
    assert_eq!(record.start_fen(), Some(text));
    let standard = GameRecord::new(Variant::Lielow, Some(START)).expect("valid text");
    assert_eq!(standard.start_fen(), None);
}

#[test]
fn every_example_in_the_position_text_document_reads_and_writes_back_unchanged() {
    let doc = include_str!("../../../docs/lielow-position-text.md");
    let mut examples = Vec::new();
    let mut in_block = false;
    for line in doc.lines() {
        if line.starts_with("```") {
            in_block = !in_block;
        } else if in_block && line.contains('/') {
            examples.push(line.trim());
        }
    }
    assert_eq!(examples.len(), 5, "the document's examples");
    for text in examples {
        let pos = Lielow::from_fen(text).unwrap_or_else(|e| panic!("`{text}`: {e}"));
        assert_eq!(pos.to_fen(), text);
    }
}

#[test]
fn the_documented_game_positions_are_the_ones_the_games_reach() {
    let after = |moves: &[&str]| {
        GameRecord::from_moves(Variant::Lielow, None, moves)
            .expect("the moves replay")
            .position()
            .to_fen()
    };
    assert_eq!(
        after(&["e2-e3"]),
        "8/B1B1B1B1B1B1B1B1/8/8/8/4W2*3/W1W1W1W11W1W1W1/8 b -"
    );
    assert_eq!(
        after(&["e2-e1", "f7-g8", "e1-off"]),
        "6B2*1/B1B1B1B1B11B1B1/8/8/8/8/W1W1W1W11W1W1W1/8 b Woff"
    );
}
