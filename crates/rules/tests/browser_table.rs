//! The table the browser's rules are checked against
//! (`web/unit/data/rules-table.tsv`, read by web/unit/browser-rules.test.ts):
//! games of all four games, and for every position of each what these
//! rules say: its text, the move that led there (SAN or Lielow's
//! notation), check, result, draw claims and every legal move. The games
//! are random but fixed (a seeded generator), plus positions chosen for
//! the rules random play rarely meets (castling, en passant, promotion,
//! repetition, fifty moves, bare kings, the Lielow records of RULES.md).
//!
//! The test fails when the file differs from what the rules say now;
//! `REGALIA_WRITE_RULES_TABLE=1 cargo test -p regalia-rules --test browser_table`
//! writes it anew.

use std::fmt::Write as _;
use std::path::PathBuf;

use regalia_rules::{Color, GameRecord, Outcome, Variant};

/// A small fixed generator (SplitMix64): the same games on every machine.
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

fn side(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn outcome_text(outcome: Option<Outcome>) -> String {
    match outcome {
        None => "-".into(),
        Some(o) => format!("{}:{}", o.winner.map_or("draw", side), o.reason.name()),
    }
}

/// One game: its start, its moves, then a row per position (0 = the start).
fn write_game(out: &mut String, variant: Variant, fen: Option<&str>, moves: &[String]) {
    let mut record = GameRecord::new(variant, fen).expect("the table's starts are positions");
    let _ = writeln!(
        out,
        "game\t{}\t{}\t{}",
        variant.name(),
        fen.unwrap_or("-"),
        moves.join(" ")
    );
    for ply in 0..=moves.len() {
        if ply > 0 {
            if let Err(e) = record.play(&moves[ply - 1]) {
                panic!(
                    "{} {fen:?}: move {ply} `{}`: {e}",
                    variant.name(),
                    moves[ply - 1]
                );
            }
        }
        let pos = record.position();
        let mut legal = if record.outcome().is_some() {
            Vec::new()
        } else {
            pos.legal_uci()
        };
        legal.sort();
        let claims = record.claims();
        let claims = match (claims.threefold, claims.fifty_moves) {
            (true, true) => "threefold,fifty",
            (true, false) => "threefold",
            (false, true) => "fifty",
            (false, false) => "-",
        };
        let san = record.moves().last().map_or("-", |m| m.display.as_str());
        let _ = writeln!(
            out,
            "{ply}\t{}\t{san}\t{}\t{}\t{claims}\t{}",
            pos.to_fen(),
            u8::from(pos.is_check()),
            outcome_text(record.outcome()),
            legal.join(" ")
        );
    }
}

/// Random legal moves from `fen` until the game ends or `plies` are played.
fn random_game(dice: &mut Dice, variant: Variant, fen: Option<&str>, plies: usize) -> Vec<String> {
    let mut record = GameRecord::new(variant, fen).expect("the table's starts are positions");
    let mut moves = Vec::new();
    while moves.len() < plies && record.outcome().is_none() {
        let legal = record.position().legal_uci();
        let pick = legal[dice.below(legal.len())].clone();
        record.play(&pick).expect("a legal move plays");
        moves.push(pick);
    }
    moves
}

fn words(moves: &str) -> Vec<String> {
    moves.split_whitespace().map(str::to_owned).collect()
}

fn table() -> String {
    let mut out = String::from(
        "# Written by crates/rules/tests/browser_table.rs: do not edit.\n\
         # game <variant> <start or -> <moves>, then per position:\n\
         # <ply> <text> <move to it> <check> <winner:reason or -> <claims or -> <legal moves, sorted>\n",
    );
    let mut dice = Dice(0x5245_4741_4c49_4131);
    let random_starts: [(Variant, &[Option<&str>]); 4] = [
        (
            Variant::Chess,
            &[
                None,
                None,
                Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
                Some("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"),
                Some("8/8/8/4k3/8/3n4/3B4/4K3 w - - 0 1"),
            ],
        ),
        (
            Variant::KingOfTheHill,
            &[
                None,
                None,
                Some("8/5k2/1pp2p2/8/3P1PP1/P3K3/1P6/8 b - - 0 1"),
                Some("rnb2b1r/ppp2ppp/3k4/8/1PKp1pn1/3Pq3/PBP1P2P/RN1Q1B1R w - - 4 12"),
            ],
        ),
        (
            Variant::RacingKings,
            &[
                None,
                None,
                Some("4brn1/2K2k2/8/8/8/8/8/8 w - - 0 1"),
                Some("6r1/2K5/5k2/8/3R4/8/8/8 w - - 0 1"),
                Some("6R1/2k5/5K2/8/3r4/8/8/8 b - - 0 1"),
            ],
        ),
        (Variant::Lielow, &[None, None, None, None, None]),
    ];
    for (variant, starts) in random_starts {
        for &fen in starts {
            let moves = random_game(&mut dice, variant, fen, 90);
            write_game(&mut out, variant, fen, &moves);
        }
    }
    // What random play rarely meets.
    let chosen: [(Variant, Option<&str>, &str); 12] = [
        // Both castlings, and castling rights lost by a rook's move.
        (
            Variant::Chess,
            Some("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
            "e1g1 e8c8 f1f8 d8f8 a1a8",
        ),
        // En passant, possible and then gone.
        (
            Variant::Chess,
            None,
            "e2e4 a7a6 e4e5 d7d5 e5d6 c7c5 a2a3 c5c4 b2b4 c4b3",
        ),
        // Threefold repetition, claimable, and claimable again later.
        (
            Variant::KingOfTheHill,
            None,
            "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3",
        ),
        // Fifty moves without a capture or a pawn move.
        (
            Variant::Chess,
            Some("7k/8/8/8/8/8/8/R3K3 w Q - 97 80"),
            "a1a2 h8g8 a2a1 g8h8",
        ),
        // Checkmate in chess; in King of the Hill, the hill by capture.
        (Variant::Chess, None, "f2f3 e7e5 g2g4 d8h4"),
        (
            Variant::KingOfTheHill,
            Some("4k3/8/8/8/3p4/4K3/8/8 w - - 0 1"),
            "e3d4",
        ),
        // Racing Kings: White home, Black's last chance taken (a draw) and
        // not taken (White wins).
        (
            Variant::RacingKings,
            Some("8/6K1/8/1k6/8/8/8/8 w - - 0 1"),
            "g7g8",
        ),
        (
            Variant::RacingKings,
            Some("8/1k3K2/8/8/8/8/8/8 w - - 0 1"),
            "f7f8 b7b8",
        ),
        (
            Variant::RacingKings,
            Some("8/1k3K2/8/8/8/8/8/8 w - - 0 1"),
            "f7f8 b7a6",
        ),
        // Stalemate.
        (
            Variant::Chess,
            Some("7k/8/6Q1/8/8/8/8/K7 w - - 0 1"),
            "g6f7",
        ),
        // Bare kings in chess, play on in King of the Hill.
        (
            Variant::Chess,
            Some("8/8/8/3k4/8/3r4/3K4/8 w - - 0 1"),
            "d2d3",
        ),
        (
            Variant::KingOfTheHill,
            Some("8/8/8/8/1k6/3n4/3K4/8 w - - 0 1"),
            "d2d3 b4c5",
        ),
    ];
    for (variant, fen, moves) in chosen {
        write_game(&mut out, variant, fen, &words(moves));
    }
    // The Lielow records of RULES.md (V1-V7).
    for record in [
        "b2-c3 d7-c8 c3-e5 c8-e8 e5xe8",
        "e2-e1 f7-g8 e1-off",
        "d2-e1 h7-off e1-g3 e7-d6 g3xd6",
        "c2-c1 c7-c6 c1-e3 f7-e6 e3xe6 c6xe6",
        "d2-d1 d7-d8 c2-c1 d8-b6 d1-f3 h7-g6 g2-h3 c7-c6 f3xc6 b7xc6",
        "g2-h3 d7-e6 d2-d1 e7-d6 d1-d3 e6-c8 d3xd6 c7xd6 h3-f5 c8xf5",
        "h2-g1 d7-c6 g2-f1 a7-a6 e2-e3 b7-c8 f1-d3 c8-e6 a2-a1 c7-b6 d3xa6 e6xe3 \
         a6xb6 e3xd2 c2xd2 c6-e6 d2-c2 f7-e8 f2-f3 e6xb6",
    ] {
        let uci: Vec<String> = record
            .split_whitespace()
            .map(|m| m.replace(['-', 'x'], ""))
            .collect();
        write_game(&mut out, Variant::Lielow, None, &uci);
    }
    out
}

#[test]
fn the_browser_rules_table_says_what_these_rules_say() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../web/unit/data/rules-table.tsv");
    let table = table();
    if std::env::var_os("REGALIA_WRITE_RULES_TABLE").is_some() {
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("web/unit/data");
        std::fs::write(&path, &table).expect("the table is written");
        return;
    }
    let kept = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        kept == table,
        "web/unit/data/rules-table.tsv is not what the rules say now; write it anew with \
         REGALIA_WRITE_RULES_TABLE=1 cargo test -p regalia-rules --test browser_table"
    );
}
