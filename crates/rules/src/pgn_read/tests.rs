use super::*;

fn sans(line: &[PgnNode]) -> Vec<&str> {
    line.iter().map(|n| n.san.as_str()).collect()
}

#[test]
fn a_game_from_another_site_reads_with_its_variations() {
    let pgn = "[Event \"Rated King of the Hill game\"]\n[Variant \"King of the Hill\"]\n[Result \"1-0\"]\n\n1. e4 { [%clk 0:03:00] } e5 2. Ke2 $2 (2. Nf3 Nc6) Nc6?! 3. Ke3 Nf6 4. Kd3 d5 5. exd5+ Qxd5+ 1-0\n";
    let tree = read_pgn_tree(pgn).expect("reads");
    assert_eq!(tree.variant, Variant::KingOfTheHill);
    let uci: Vec<_> = tree.main.iter().map(|m| m.uci.as_str()).collect();
    assert_eq!(
        uci,
        ["e2e4", "e7e5", "e1e2", "b8c6", "e2e3", "g8f6", "e3d3", "d7d5", "e4d5", "d8d5"]
    );
    assert_eq!(tree.main[2].variations.len(), 1);
    assert_eq!(sans(&tree.main[2].variations[0]), ["Nf3", "Nc6"]);
    assert_eq!(tree.refused, None);
    assert_eq!(
        tree.skipped,
        Skipped {
            comments: 1,
            nags: 2
        }
    );
}

#[test]
fn nested_variations_are_kept_where_they_branch() {
    let pgn = "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) (1... e6) 2. Nf3 *";
    let tree = read_pgn_tree(pgn).expect("reads");
    assert_eq!(sans(&tree.main), ["e4", "e5", "Nf3"]);
    let e5 = &tree.main[1];
    assert_eq!(e5.variations.len(), 2);
    assert_eq!(sans(&e5.variations[0]), ["c5", "Nf3", "d6"]);
    assert_eq!(sans(&e5.variations[1]), ["e6"]);
    let nf3 = &e5.variations[0][1];
    assert_eq!(nf3.variations.len(), 1);
    assert_eq!(sans(&nf3.variations[0]), ["c3", "d5"]);
    assert_eq!(tree.skipped, Skipped::default());
}

#[test]
fn an_illegal_move_keeps_the_moves_before_it_and_says_why() {
    // 3. Nd3 would check the king on b4: Racing Kings forbids it.
    let pgn = "[Variant \"Racing Kings\"]\n\n1. Kh3 Ka3 2. Kg4 Kb4\n3. Nd3 Kc5 *";
    let tree = read_pgn_tree(pgn).expect("reads");
    assert_eq!(sans(&tree.main), ["Kh3", "Ka3", "Kg4", "Kb4"]);
    let refused = tree.refused.expect("refused");
    assert_eq!(refused.token, "Nd3");
    assert_eq!((refused.number, refused.black), (3, false));
    assert_eq!((refused.line, refused.column), (4, 4));
    assert!(!refused.in_variation);
    assert_eq!(refused.why, Illegal::GivesCheck);
}

#[test]
fn a_racing_kings_check_is_named_as_the_reason() {
    let pgn = "[Variant \"Racing Kings\"]\n\n1. Nc3 *";
    let refused = read_pgn_tree(pgn).expect("reads").refused.expect("refused");
    assert_eq!((refused.number, refused.black), (1, false));
    assert_eq!(refused.why, Illegal::GivesCheck);
}

#[test]
fn black_moves_are_numbered_from_the_fen() {
    let pgn = "[FEN \"k3r3/8/8/8/8/8/4R3/4K3 b - - 0 14\"]\n\n14... Kb8 15. Rd2 *";
    let tree = read_pgn_tree(pgn).expect("reads");
    assert_eq!(sans(&tree.main), ["Kb8"]);
    let refused = tree.refused.expect("refused");
    assert_eq!(
        (refused.token.as_str(), refused.number, refused.black),
        ("Rd2", 15, false)
    );
    assert_eq!(refused.why, Illegal::Pinned);
}

#[test]
fn an_illegal_move_in_a_variation_ends_only_the_variation() {
    let pgn = "1. e4 e5 (1... Ke7 2. d4) 2. Nf3 Nc6 *";
    let tree = read_pgn_tree(pgn).expect("reads");
    assert_eq!(sans(&tree.main), ["e4", "e5", "Nf3", "Nc6"]);
    assert!(tree.main[1].variations.is_empty());
    let refused = tree.refused.expect("refused");
    assert_eq!(
        (refused.token.as_str(), refused.number, refused.black),
        ("Ke7", 1, true)
    );
    assert!(refused.in_variation);
    assert_eq!(refused.why, Illegal::NoPiece);
}

#[test]
fn texts_that_are_no_game_are_refused_with_where() {
    let err = read_pgn_tree("[Variant \"Crazyhouse\"]\n1. e4").expect_err("unknown");
    assert_eq!((err.fault, err.line), (PgnFault::UnknownVariant, 1));
    assert_eq!(
        read_pgn_tree("  \n").expect_err("empty").fault,
        PgnFault::Empty
    );
    let err = read_pgn_tree("1. e4 (1. d4").expect_err("open");
    assert_eq!((err.fault, err.column), (PgnFault::Unclosed, 7));
    assert_eq!(
        read_pgn_tree("1. e4 { no end").expect_err("open").fault,
        PgnFault::Unclosed
    );
    let deep = format!("1. e4 {}{}", "(1. d4 ".repeat(40), ")".repeat(40));
    assert_eq!(
        read_pgn_tree(&deep).expect_err("deep").fault,
        PgnFault::TooDeep
    );
    let long = "1. Nf3 Nf6 2. Ng1 Ng8 ".repeat(160);
    assert_eq!(
        read_pgn_tree(&long).expect_err("long").fault,
        PgnFault::TooLong
    );
}

#[test]
fn lielow_moves_read_in_our_own_notation() {
    let pos = AnyPosition::start(Variant::Lielow);
    let first = pos.legal_moves()[0].clone();
    let pgn = format!("[Variant \"Lielow\"]\n\n1. {} *", first.display);
    let tree = read_pgn_tree(&pgn).expect("reads");
    assert_eq!(tree.main[0].uci, first.uci);
}
