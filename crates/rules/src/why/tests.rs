use super::*;

fn why(variant: Variant, fen: Option<&str>, text: &str) -> Option<Illegal> {
    let pos = match fen {
        Some(f) => AnyPosition::from_fen(variant, f).expect("a position"),
        None => AnyPosition::start(variant),
    };
    why_illegal(&pos, text)
}

#[test]
fn a_legal_move_has_no_reason() {
    assert_eq!(why(Variant::Chess, None, "e4"), None);
    assert_eq!(why(Variant::Chess, None, "g1f3"), None);
    assert_eq!(why(Variant::RacingKings, None, "Nd4"), None);
}

#[test]
fn racing_kings_forbids_giving_check() {
    // From the start, the e2 knight on c3 would attack the king on a2.
    assert_eq!(
        why(Variant::RacingKings, None, "Nc3"),
        Some(Illegal::GivesCheck)
    );
    assert_eq!(
        why(Variant::RacingKings, None, "e2c3"),
        Some(Illegal::GivesCheck)
    );
}

#[test]
fn a_pinned_piece_may_not_leave_the_line() {
    let fen = "k3r3/8/8/8/8/8/4R3/4K3 w - - 0 1";
    assert_eq!(why(Variant::Chess, Some(fen), "Rd2"), Some(Illegal::Pinned));
    assert_eq!(why(Variant::Chess, Some(fen), "Re5"), None);
}

#[test]
fn the_king_may_not_step_onto_an_attacked_square() {
    let fen = "k7/8/8/8/8/8/r7/4K3 w - - 0 1";
    assert_eq!(
        why(Variant::Chess, Some(fen), "Ke2"),
        Some(Illegal::KingAttacked)
    );
    assert_eq!(
        why(Variant::KingOfTheHill, Some(fen), "Kf2"),
        Some(Illegal::KingAttacked)
    );
    assert_eq!(why(Variant::Chess, Some(fen), "Kd1"), None);
}

#[test]
fn a_check_must_be_answered() {
    let fen = "k3r3/8/8/8/8/8/P7/4K3 w - - 0 1";
    assert_eq!(why(Variant::Chess, Some(fen), "a3"), Some(Illegal::InCheck));
    assert_eq!(
        why(Variant::KingOfTheHill, Some(fen), "a2a4"),
        Some(Illegal::InCheck)
    );
}

#[test]
fn king_of_the_hill_names_an_attacked_hill_square() {
    let fen = "k2r4/8/8/8/8/4K3/8/8 w - - 0 1";
    assert_eq!(
        why(Variant::KingOfTheHill, Some(fen), "Kd4"),
        Some(Illegal::HillAttacked)
    );
    assert_eq!(
        why(Variant::KingOfTheHill, Some(fen), "Kd3"),
        Some(Illegal::KingAttacked)
    );
    // In chess the same square is only an attacked one.
    assert_eq!(
        why(Variant::Chess, Some(fen), "Kd4"),
        Some(Illegal::KingAttacked)
    );
}

#[test]
fn no_piece_unreadable_ambiguous_castling_and_over() {
    assert_eq!(why(Variant::Chess, None, "Nc4"), Some(Illegal::NoPiece));
    assert_eq!(why(Variant::Chess, None, "Qh5"), Some(Illegal::NoPiece));
    assert_eq!(why(Variant::Chess, None, "e5"), Some(Illegal::NoPiece));
    assert_eq!(why(Variant::Chess, None, "hello"), Some(Illegal::NotAMove));
    assert_eq!(why(Variant::Chess, None, "O-O"), Some(Illegal::Castling));
    assert_eq!(why(Variant::Chess, None, "e1g1"), Some(Illegal::Castling));
    let two_knights = "k7/8/8/8/8/8/8/1N1NK3 w - - 0 1";
    assert_eq!(
        why(Variant::Chess, Some(two_knights), "Nc3"),
        Some(Illegal::Ambiguous)
    );
    assert_eq!(why(Variant::Chess, Some(two_knights), "Nbc3"), None);
    let mated = "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1";
    assert_eq!(
        why(Variant::Chess, Some(mated), "Ka7"),
        Some(Illegal::GameOver)
    );
}

#[test]
fn lielow_tells_an_empty_square_from_a_move_its_stack_cannot_make() {
    let pos = AnyPosition::start(Variant::Lielow);
    let from = pos.dests().into_keys().next().expect("a move");
    assert_eq!(
        why_illegal(&pos, &format!("{from}-h5")),
        Some(Illegal::NotThisWay)
    );
    assert_eq!(why_illegal(&pos, "e5-e6"), Some(Illegal::NoPiece));
    assert_eq!(why_illegal(&pos, "zz"), Some(Illegal::NotAMove));
}
