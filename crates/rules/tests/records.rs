//! Properties of game records over random games of every game: replaying
//! the move list, position text round trips, PGN round trips.

use proptest::prelude::*;
use regalia_rules::pgn::{parse_pgn, to_pgn, PgnTags};
use regalia_rules::{AnyPosition, GameRecord, Variant};

/// The games these properties cover.
const GAMES: [Variant; 4] = Variant::ALL;

/// Plays a random game: each choice picks one of the legal moves.
fn random_game(variant: Variant, choices: &[u16]) -> GameRecord {
    let mut record = GameRecord::new(variant, None).expect("standard start");
    for &choice in choices {
        if record.outcome().is_some() {
            break;
        }
        let legal = record.position().legal_uci();
        let m = &legal[choice as usize % legal.len()];
        record.play(m).expect("a generated move is legal");
    }
    record
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn replaying_the_uci_moves_gives_the_same_position(
        game in 0usize..GAMES.len(),
        choices in prop::collection::vec(any::<u16>(), 0..160),
    ) {
        let record = random_game(GAMES[game], &choices);
        let replay = GameRecord::from_moves(GAMES[game], None, &record.uci_moves()).unwrap();
        prop_assert_eq!(replay.position().to_fen(), record.position().to_fen());
        prop_assert_eq!(replay.outcome(), record.outcome());
        prop_assert_eq!(replay.claims(), record.claims());
    }

    #[test]
    fn each_ply_keeps_the_position_it_led_to_through_takebacks(
        game in 0usize..GAMES.len(),
        choices in prop::collection::vec(any::<u16>(), 0..120),
    ) {
        let mut record = random_game(GAMES[game], &choices);
        let mut pos = AnyPosition::start(GAMES[game]);
        prop_assert_eq!(record.positions_after().len(), record.moves().len());
        for (m, after) in record.moves().iter().zip(record.positions_after()) {
            pos.play_uci(&m.uci).unwrap();
            prop_assert_eq!(&after.fen, &pos.to_fen());
            prop_assert_eq!(after.check, pos.is_check());
        }
        if record.take_back().is_some() {
            prop_assert_eq!(record.positions_after().len(), record.moves().len());
            let last = record.positions_after().last().map(|a| a.fen.clone());
            let start = AnyPosition::start(GAMES[game]).to_fen();
            prop_assert_eq!(last.unwrap_or(start), record.position().to_fen());
        }
    }

    #[test]
    fn position_text_round_trips(
        game in 0usize..GAMES.len(),
        choices in prop::collection::vec(any::<u16>(), 0..160),
    ) {
        let record = random_game(GAMES[game], &choices);
        let fen = record.position().to_fen();
        let back = AnyPosition::from_fen(GAMES[game], &fen).unwrap();
        prop_assert_eq!(back.to_fen(), fen);
        prop_assert_eq!(back.hash(), record.position().hash(), "incremental hash = fresh hash");
        prop_assert_eq!(back.legal_uci(), record.position().legal_uci());
    }

    #[test]
    fn display_notation_replays_the_same_game(
        game in 0usize..GAMES.len(),
        choices in prop::collection::vec(any::<u16>(), 0..120),
    ) {
        let record = random_game(GAMES[game], &choices);
        let shown: Vec<String> = record.moves().iter().map(|m| m.display.clone()).collect();
        let replay = GameRecord::from_moves(GAMES[game], None, &shown).unwrap();
        prop_assert_eq!(replay.uci_moves(), record.uci_moves());
    }

    #[test]
    fn pgn_export_then_parse_gives_the_same_moves(
        game in 0usize..GAMES.len(),
        choices in prop::collection::vec(any::<u16>(), 0..160),
    ) {
        let record = random_game(GAMES[game], &choices);
        let text = to_pgn(&record, &PgnTags::default());
        let parsed = parse_pgn(&text).unwrap();
        prop_assert_eq!(parsed.record.variant(), GAMES[game]);
        prop_assert_eq!(parsed.record.uci_moves(), record.uci_moves());
        prop_assert_eq!(parsed.record.outcome(), record.outcome());
    }

    #[test]
    fn garbage_position_text_is_an_error_never_a_panic(text in ".{0,80}") {
        for variant in Variant::ALL.into_iter().filter(|v| v.is_chess_family()) {
            let _ = AnyPosition::from_fen(variant, &text);
        }
    }

    #[test]
    fn garbage_move_text_changes_nothing(text in ".{0,12}") {
        for variant in GAMES {
            let mut record = GameRecord::new(variant, None).unwrap();
            let before = record.position().to_fen();
            if record.play(&text).is_err() {
                prop_assert_eq!(record.position().to_fen(), before);
                prop_assert!(record.moves().is_empty());
            }
        }
    }
}

#[test]
fn pgn_has_lichess_variant_tags_and_a_termination() {
    let record = GameRecord::from_moves(
        Variant::KingOfTheHill,
        Some("4k3/8/8/8/8/4K3/8/8 w - - 0 1"),
        &["e3e4"],
    )
    .unwrap();
    let pgn = to_pgn(&record, &PgnTags::default());
    assert!(pgn.contains("[Variant \"King of the Hill\"]"), "{pgn}");
    assert!(
        pgn.contains("[FEN \"4k3/8/8/8/8/4K3/8/8 w - - 0 1\"]"),
        "{pgn}"
    );
    assert!(pgn.contains("[SetUp \"1\"]"), "{pgn}");
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    assert!(pgn.contains("[Termination \"Normal\"]"), "{pgn}");
    assert!(pgn.contains("reached the hill"), "{pgn}");

    let standard = GameRecord::from_moves(Variant::Chess, None, &["e2e4"]).unwrap();
    let pgn = to_pgn(&standard, &PgnTags::default());
    assert!(!pgn.contains("[FEN"), "standard start needs no FEN: {pgn}");
    assert!(pgn.contains("1. e4 *"), "{pgn}");

    let rk = GameRecord::new(Variant::RacingKings, None).unwrap();
    let pgn = to_pgn(&rk, &PgnTags::default());
    assert!(pgn.contains("[Variant \"Racing Kings\"]"));
    assert!(pgn.contains("[FEN \"8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1\"]"));
}

#[test]
fn pgn_numbers_a_game_that_starts_with_black_to_move() {
    let record = GameRecord::from_moves(
        Variant::Chess,
        Some("4k3/8/8/8/8/8/8/R3K3 b - - 0 30"),
        &["e8d8", "a1a8"],
    )
    .unwrap();
    let pgn = to_pgn(&record, &PgnTags::default());
    assert!(pgn.contains("30... Kd8 31. Ra8+ *"), "{pgn}");
}

#[test]
fn pgn_reader_skips_comments_variations_and_nags() {
    let text = "[Event \"x\"]\n[Variant \"Racing Kings\"]\n\n1. Kh3 {a comment} (1. Kg3 Kb3) 1... Kb3 $1 2. Kh4 ; rest\n*\n";
    let game = parse_pgn(text).unwrap();
    assert_eq!(game.record.uci_moves(), ["h2h3", "a2b3", "h3h4"]);
    assert_eq!(game.tag("event"), Some("x"));
}
