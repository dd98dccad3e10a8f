//! `regalia perft` as a user runs it.

use std::process::Command;

fn regalia(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_regalia"))
        .args(args)
        .output()
        .expect("the regalia binary runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn perft_prints_the_node_count_and_speed() {
    let (ok, out, err) = regalia(&["perft", "--variant", "kingofthehill", "3"]);
    assert!(ok, "{err}");
    assert_eq!(out.trim(), "8902");
    assert!(err.contains("nodes 8902") && err.contains("nps"), "{err}");
}

#[test]
fn lielow_perft_four_from_the_start() {
    let (ok, out, err) = regalia(&["perft", "--variant", "lielow", "4"]);
    assert!(ok, "{err}");
    assert_eq!(out.trim(), "4426560");
}

#[test]
fn divide_prints_stockfish_format() {
    let (ok, out, _) = regalia(&[
        "perft",
        "--variant",
        "racingkings",
        "--fen",
        "4brn1/2K2k2/8/8/8/8/8/8 w - - 0 1",
        "--divide",
        "2",
    ]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 6 + 2, "{out}");
    assert!(lines[..6].iter().all(|l| {
        let (m, n) = l.split_once(": ").expect("`<uci>: <count>`");
        m.len() == 4 && n.parse::<u64>().is_ok()
    }));
    assert_eq!(lines[6], "");
    assert_eq!(lines[7], "Nodes searched: 33");
}

#[test]
fn moves_are_played_before_counting() {
    let (ok, out, _) = regalia(&["perft", "--moves", "e2e4 e7e5", "1"]);
    assert!(ok);
    assert_eq!(out.trim(), "29");
}

#[test]
fn bad_arguments_fail_with_a_clear_message() {
    let cases: [(&[&str], &str); 5] = [
        (&["perft", "--variant", "atomic", "2"], "unknown variant"),
        (&["perft", "--fen", "8/8 w - - 0 1", "2"], "fen"),
        (&["perft", "--moves", "e2e5", "2"], "e2e5"),
        (
            &[
                "perft",
                "--variant",
                "racingkings",
                "--fen",
                "8/8/8/8/8/8/krbnNBRK/qrbnPBRQ w - - 0 1",
                "1",
            ],
            "without pawns",
        ),
        (&["perft", "many"], "invalid value"),
    ];
    for (args, words) in cases {
        let (ok, _, err) = regalia(args);
        assert!(!ok, "{args:?} should fail");
        assert!(err.to_lowercase().contains(words), "{args:?}: {err}");
    }
}
