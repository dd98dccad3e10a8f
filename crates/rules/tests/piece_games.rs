//! Named rules of chess, King of the Hill and Racing Kings, each pinned by
//! a position where it matters.

use regalia_rules::{
    AnyPosition, Color, GameRecord, MoveError, Outcome, PositionError, Reason, RecordError, Variant,
};

fn pos(variant: Variant, fen: &str) -> AnyPosition {
    AnyPosition::from_fen(variant, fen).expect("test FEN is valid")
}

fn record(variant: Variant, fen: Option<&str>, moves: &str) -> GameRecord {
    let moves: Vec<&str> = moves.split_whitespace().collect();
    GameRecord::from_moves(variant, fen, &moves).expect("test moves are legal")
}

/// The record of `moves` played from `fen`.
fn record_from(variant: Variant, fen: &str, moves: &str) -> GameRecord {
    record(variant, Some(fen), moves)
}

/// The outcome of a game `winner` won for `reason`.
fn won(winner: Color, reason: Reason) -> Option<Outcome> {
    Some(Outcome::win(winner, reason))
}

/// Plays `walk` (four plies that come back to where they started) twice
/// from `r`: the position after them has stood only twice, because the
/// first time differed by something the placement does not show. One walk
/// more makes the third occurrence, and the claim.
fn claimable_only_after_a_third_walk(mut r: GameRecord, walk: [&str; 4]) {
    for m in walk.iter().cycle().take(8) {
        r.play(m).unwrap();
    }
    assert_eq!(r.repetitions(), 2);
    assert!(!r.claims().threefold);
    for m in walk {
        r.play(m).unwrap();
    }
    assert!(r.claims().threefold);
}

// ---- King of the Hill ----

#[test]
fn hill_square_under_attack_is_not_a_legal_king_move() {
    // The black rook on d8 covers d4; e4 is free.
    let p = pos(Variant::KingOfTheHill, "3rk3/8/8/8/8/4K3/8/8 w - - 0 1");
    let legal = p.legal_uci();
    assert!(!legal.contains(&"e3d4".to_owned()));
    assert!(legal.contains(&"e3e4".to_owned()));
}

#[test]
fn a_move_that_wins_at_once_leaves_the_loser_no_reply() {
    let cases = [
        (
            "reaching the hill",
            Variant::KingOfTheHill,
            "4k3/8/8/8/8/4K3/8/8 w - - 0 1",
            "e3e4",
            Reason::HillReached,
        ),
        (
            "White on rank eight where Black cannot follow",
            Variant::RacingKings,
            "8/6K1/8/8/8/1k6/8/8 w - - 0 1",
            "g7g8",
            Reason::RaceWon,
        ),
    ];
    for (case, variant, fen, uci, reason) in cases {
        let r = record_from(variant, fen, uci);
        assert_eq!(r.outcome(), won(Color::White, reason), "{case}");
        assert!(r.position().legal_uci().is_empty(), "{case}: no reply");
    }
}

#[test]
fn capturing_onto_the_hill_wins_at_once() {
    let r = record_from(
        Variant::KingOfTheHill,
        "4k3/8/8/8/3p4/4K3/8/8 w - - 0 1",
        "Kxd4",
    );
    // A decisive variant end is marked like a mate, as lichess does.
    assert_eq!(r.moves()[0].display, "Kxd4#");
    assert_eq!(r.outcome(), won(Color::White, Reason::HillReached));
}

#[test]
fn a_position_with_a_king_on_the_hill_has_no_moves() {
    let p = pos(Variant::KingOfTheHill, "4k3/8/8/8/4K3/8/8/8 b - - 0 1");
    assert!(p.legal_uci().is_empty());
    assert_eq!(p.outcome(), won(Color::White, Reason::HillReached));
}

#[test]
fn king_versus_king_plays_on_in_king_of_the_hill_but_not_in_chess() {
    let fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(pos(Variant::KingOfTheHill, fen).outcome(), None);
    assert_eq!(
        pos(Variant::Chess, fen).outcome(),
        Some(Outcome::draw(Reason::InsufficientMaterial))
    );
}

#[test]
fn checkmate_wins_in_chess_and_king_of_the_hill() {
    for variant in [Variant::Chess, Variant::KingOfTheHill] {
        let r = record(variant, None, "f2f3 e7e5 g2g4 d8h4");
        assert_eq!(r.moves()[3].display, "Qh4#");
        assert_eq!(r.outcome(), won(Color::Black, Reason::Checkmate));
    }
}

#[test]
fn stalemate_is_a_draw() {
    for variant in [Variant::Chess, Variant::KingOfTheHill] {
        let p = pos(variant, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assert_eq!(p.outcome(), Some(Outcome::draw(Reason::Stalemate)));
    }
}

// ---- Racing Kings ----

#[test]
fn racing_kings_start_is_the_documented_one() {
    assert_eq!(
        AnyPosition::start(Variant::RacingKings).to_fen(),
        "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1"
    );
}

#[test]
fn a_move_that_gives_check_is_illegal_in_racing_kings() {
    let p = pos(Variant::RacingKings, "8/8/8/8/8/8/k7/6RK w - - 0 1");
    let legal = p.legal_uci();
    assert!(
        !legal.contains(&"g1a1".to_owned()),
        "check along the a-file"
    );
    assert!(!legal.contains(&"g1g2".to_owned()), "check along rank 2");
    assert!(legal.contains(&"g1g3".to_owned()));
    let mut q = p.clone();
    assert!(matches!(q.play_uci("g1g2"), Err(MoveError::Illegal(_))));
    assert_eq!(q.to_fen(), p.to_fen(), "a rejected move changes nothing");
}

#[test]
fn black_reaching_rank_eight_wins() {
    let r = record_from(
        Variant::RacingKings,
        "8/1k6/8/8/8/8/6K1/8 b - - 0 1",
        "b7b8",
    );
    assert_eq!(r.outcome(), won(Color::Black, Reason::RaceWon));
}

#[test]
fn black_equalising_on_rank_eight_draws() {
    let mut r = record_from(
        Variant::RacingKings,
        "8/1k4K1/8/8/8/8/8/8 w - - 0 1",
        "g7g8",
    );
    assert_eq!(r.outcome(), None, "Black may still equalise");
    assert!(r.position().legal_uci().contains(&"b7b8".to_owned()));
    r.play("b7b8").expect("legal");
    assert_eq!(r.outcome(), Some(Outcome::draw(Reason::RaceDrawn)));
}

#[test]
fn black_failing_to_equalise_loses() {
    let mut r = record_from(
        Variant::RacingKings,
        "8/1k4K1/8/8/8/8/8/8 w - - 0 1",
        "g7g8",
    );
    r.play("b7a6").expect("legal");
    assert_eq!(r.outcome(), won(Color::White, Reason::RaceWon));
}

#[test]
fn white_wins_at_once_when_blacks_way_to_rank_eight_is_covered() {
    // Black's king on b7 could step to a8, b8 or c8, but the white rook on
    // d8 covers a8, b8 and c8.
    let p = pos(Variant::RacingKings, "3R2K1/1k6/8/8/8/8/8/8 b - - 0 1");
    assert_eq!(p.outcome(), won(Color::White, Reason::RaceWon));
}

#[test]
fn racing_kings_rejects_pawns_check_and_castling_with_reasons() {
    let cases = [
        ("8/8/8/8/8/8/krbnNBRK/qrbnPBRQ w - - 0 1", "without pawns"),
        ("8/8/8/8/8/8/k7/R6K w - - 0 1", "check"),
        ("8/8/8/8/8/8/k7/R6K b - - 0 1", "check"),
        (
            "8/8/8/8/8/8/1rbnNBRK/qrbnNBRQ w - - 0 1",
            "black king is missing",
        ),
    ];
    for (fen, words) in cases {
        match AnyPosition::from_fen(Variant::RacingKings, fen) {
            Err(e @ PositionError::Impossible(_)) => {
                let msg = e.to_string();
                assert!(msg.contains(words), "`{fen}`: `{msg}` should say {words}")
            }
            other => panic!("`{fen}` should be impossible, got {other:?}"),
        }
    }
}

#[test]
fn impossible_fens_carry_every_problem_with_a_stable_code() {
    // Variant, FEN, and each problem's code, with the player it concerns.
    let cases = [
        (
            "racingkings",
            "8/8/8/8/8/8/krbnNBRK/qrbnPBRQ w - - 0 1",
            "racing-kings-pawns",
        ),
        (
            "racingkings",
            "8/8/8/8/8/8/k7/R6K b - - 0 1",
            "racing-kings-check",
        ),
        (
            "racingkings",
            "K6k/8/8/8/8/8/8/8 b - - 0 1",
            "racing-kings-both-home",
        ),
        ("chess", "4k3/8/8/8/8/8/8/8 w - - 0 1", "missing-king White"),
        ("chess", "8/8/8/8/8/8/8/8 w - - 0 1", "empty-board"),
        (
            "kingofthehill",
            "k1k5/8/8/8/8/8/8/4K3 w - - 0 1",
            "too-many-kings Black",
        ),
        ("chess", "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", "opposite-check"),
        (
            "kingofthehill",
            "4k3/8/8/8/8/8/8/R3K3 w K - 0 1",
            "castling-rights",
        ),
        (
            "chess",
            "4k2P/8/8/8/8/8/8/4K3 w - - 0 1",
            "pawn-on-back-rank",
        ),
        // Two problems at once: both are named.
        (
            "chess",
            "4k3/8/8/8/8/8/8/7P w - - 0 1",
            "missing-king White, pawn-on-back-rank",
        ),
    ];
    for (variant, fen, want) in cases {
        let variant: Variant = variant.parse().expect("a variant name");
        let problems = match AnyPosition::from_fen(variant, fen) {
            Err(PositionError::Impossible(problems)) => problems,
            other => panic!("`{fen}` should be impossible, got {other:?}"),
        };
        let got: Vec<String> = problems
            .iter()
            .map(|p| match p.color {
                Some(color) => format!("{} {color:?}", p.code()),
                None => p.code().to_owned(),
            })
            .collect();
        assert_eq!(got.join(", "), want, "{variant} `{fen}`");
    }
}

// ---- FEN errors ----

#[test]
fn malformed_and_impossible_fens_are_errors_that_say_why() {
    let cases = [
        (Variant::Chess, "", "empty"),
        (Variant::Chess, "rnbqkbnr/pppppppp/8/8 w - - 0 1", "board"),
        (Variant::Chess, "not a fen at all", "malformed"),
        (
            Variant::Chess,
            "4k3/8/8/8/8/8/8/8 w - - 0 1",
            "king is missing",
        ),
        (
            Variant::Chess,
            "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",
            "not to move is in check",
        ),
        (
            Variant::KingOfTheHill,
            "4k3/8/8/8/8/8/8/R3K3 w K - 0 1",
            "castling",
        ),
        (Variant::Chess, "4k3/8/8/8/8/8/8/4K2P w - - 0 1", "pawn"),
    ];
    for (variant, fen, words) in cases {
        let err = AnyPosition::from_fen(variant, fen).expect_err(fen);
        let msg = err.to_string();
        assert!(
            msg.to_lowercase().contains(words),
            "`{fen}`: `{msg}` should mention {words}"
        );
    }
}

// ---- Draw claims ----

#[test]
fn threefold_becomes_claimable_exactly_at_the_third_occurrence() {
    let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    let mut r = GameRecord::new(Variant::Chess, None).unwrap();
    for (i, m) in shuffle.iter().cycle().take(8).enumerate() {
        assert!(!r.claims().threefold, "not claimable before ply {}", i + 1);
        r.play(m).unwrap();
    }
    assert_eq!(r.repetitions(), 3);
    assert!(r.claims().threefold);
    assert_eq!(r.outcome(), None, "a claim never ends the game by itself");
}

#[test]
fn lost_castling_rights_make_positions_differ() {
    let start = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let walk = ["e1e2", "e8e7", "e2e1", "e7e8"];
    // Same placement three times (start, ply 4, ply 8), but the start had
    // castling rights: only two occurrences of this position.
    let r = GameRecord::new(Variant::Chess, Some(start)).unwrap();
    claimable_only_after_a_third_walk(r, walk);
}

#[test]
fn an_en_passant_possibility_makes_positions_differ() {
    // After e2e4 Black could take en passant (f4xe3): that position is not
    // the same as the later ones with the same placement.
    let mut r = GameRecord::new(Variant::Chess, Some("4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1")).unwrap();
    r.play("e2e4").unwrap();
    claimable_only_after_a_third_walk(r, ["e8d8", "e1d1", "d8e8", "d1e1"]);
}

#[test]
fn fifty_move_claim_arrives_at_one_hundred_plies() {
    let mut r = GameRecord::new(Variant::Chess, Some("4k3/8/8/8/8/8/8/R3K3 w - - 98 60")).unwrap();
    r.play("a1a2").unwrap();
    assert!(!r.claims().fifty_moves, "99 plies");
    r.play("e8d8").unwrap();
    assert!(r.claims().fifty_moves, "100 plies");
    assert_eq!(r.outcome(), None, "never automatic");
}

#[test]
fn a_capture_resets_the_fifty_move_count() {
    let mut r = GameRecord::new(Variant::Chess, Some("4k3/8/8/8/8/8/p7/R3K3 w - - 99 60")).unwrap();
    r.play("a1a2").unwrap();
    assert_eq!(r.position().halfmove_clock(), 0);
    assert!(!r.claims().fifty_moves);
}

#[test]
fn a_claimable_position_still_accepts_moves() {
    let mut r = record(
        Variant::KingOfTheHill,
        None,
        "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8",
    );
    assert!(r.claims().threefold);
    r.play("e2e4")
        .expect("play goes on after a claim becomes available");
    assert!(!r.claims().threefold);
}

#[test]
fn claiming_without_a_claim_is_refused_and_changes_nothing() {
    let mut r = record(Variant::Chess, None, "e2e4");
    assert_eq!(r.claim_draw(), Err(RecordError::NoClaim));
    assert_eq!(r.outcome(), None);
    assert_eq!(r.moves().len(), 1);
}

#[test]
fn claiming_a_threefold_ends_the_game_as_a_draw() {
    let mut r = record(
        Variant::Chess,
        None,
        "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8",
    );
    let outcome = r.claim_draw().expect("claim available");
    assert_eq!(outcome, Outcome::draw(Reason::ThreefoldRepetition));
    assert_eq!(r.play("e2e4"), Err(MoveError::GameOver));
}

#[test]
fn racing_kings_has_no_fifty_move_or_repetition_exemption() {
    // The claims are the same for all three piece games.
    let r = record(
        Variant::RacingKings,
        None,
        "h2h3 a2a3 h3h2 a3a2 h2h3 a2a3 h3h2 a3a2",
    );
    assert!(r.claims().threefold);
}

// ---- Moves and notation ----

#[test]
fn illegal_and_malformed_moves_are_refused_and_change_nothing() {
    let mut r = record(Variant::Chess, None, "e2e4");
    let before = r.position().to_fen();
    assert!(matches!(r.play("e2e5"), Err(MoveError::Illegal(_))));
    assert!(matches!(r.play("zz"), Err(MoveError::Malformed(_))));
    assert!(matches!(r.play("e7e5e5"), Err(MoveError::Malformed(_))));
    assert_eq!(r.position().to_fen(), before);
    assert_eq!(r.moves().len(), 1);
}

#[test]
fn moves_are_read_as_uci_or_san_and_shown_as_san() {
    let r = record(Variant::Chess, None, "e4 e7e5 Nf3 Nc6 Bb5 a6 O-O");
    let shown: Vec<&str> = r.moves().iter().map(|m| m.display.as_str()).collect();
    assert_eq!(shown, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O"]);
    assert_eq!(r.moves()[6].uci, "e1g1");
}

#[test]
fn promotion_is_written_with_the_piece_letter() {
    let r = record_from(Variant::Chess, "8/4P3/8/8/8/k7/8/4K3 w - - 0 1", "e7e8n");
    assert_eq!(r.moves()[0].display, "e8=N");
    assert_eq!(r.moves()[0].uci, "e7e8n");
}

#[test]
fn takeback_restores_the_previous_position() {
    let mut r = record(Variant::KingOfTheHill, None, "e2e4 e7e5");
    let after_one = record(Variant::KingOfTheHill, None, "e2e4");
    let taken = r.take_back().expect("a move to take back");
    assert_eq!(taken.uci, "e7e5");
    assert_eq!(r.position().to_fen(), after_one.position().to_fen());
    assert_eq!(r.moves().len(), 1);
}

#[test]
fn dests_group_legal_moves_by_origin() {
    let p = AnyPosition::start(Variant::Chess);
    let dests = p.dests();
    assert_eq!(dests["e2"], vec!["e3", "e4"]);
    assert_eq!(dests["g1"].len(), 2);
    assert_eq!(dests.values().map(Vec::len).sum::<usize>(), 20);
}

#[test]
fn resignation_and_timeout_are_recorded_outcomes() {
    let mut r = record(Variant::Chess, None, "e2e4");
    r.end(Outcome::win(Color::White, Reason::Resignation))
        .unwrap();
    assert_eq!(r.outcome().unwrap().reason, Reason::Resignation);
    assert_eq!(
        r.end(Outcome::win(Color::Black, Reason::Timeout)),
        Err(RecordError::Finished)
    );
}
