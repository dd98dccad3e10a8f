//! `regalia match` driving two real `regalia uci` processes.

use std::process::{Command, Output};

/// A run that exited 0; its standard error says why otherwise.
#[track_caller]
fn assert_succeeded(output: &Output) {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn match_between_two_levels_writes_every_game_and_the_score() {
    let dir = std::env::temp_dir().join(format!("regalia-match-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let pgn = dir.join("games.pgn");
    let engine = format!("{} uci", env!("CARGO_BIN_EXE_regalia"));
    let output = Command::new(env!("CARGO_BIN_EXE_regalia"))
        .args([
            "match",
            "--variant",
            "racingkings",
            "--engine1",
            &engine,
            "--option1",
            "Level=2",
        ])
        .args([
            "--engine2",
            &engine,
            "--option2",
            "Level=1",
            "--games",
            "2",
            "--movetime",
            "20",
        ])
        .arg("--pgn")
        .arg(&pgn)
        .output()
        .expect("regalia match runs");
    assert_succeeded(&output);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let score = stdout
        .lines()
        .find(|l| l.starts_with("Score of Regalia"))
        .expect("a score line");
    assert!(
        score.contains("in racingkings") && score.ends_with("2 games"),
        "{score}"
    );
    assert!(stdout.contains("Elo difference:"), "{stdout}");
    let games = std::fs::read_to_string(&pgn).expect("the PGN file is written");
    assert_eq!(games.matches("[Variant \"Racing Kings\"]").count(), 2);
    assert_eq!(
        games.matches("[Result \"*\"]").count(),
        0,
        "every game is finished"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `regalia match` between two engines that are never started, with
/// `extra` settings: it must refuse, saying `words`.
fn refused(extra: &[&str], words: &str) {
    let output = Command::new(env!("CARGO_BIN_EXE_regalia"))
        .args([
            "match",
            "--variant",
            "chess",
            "--engine1",
            "a",
            "--engine2",
            "b",
        ])
        .args(extra)
        .output()
        .expect("regalia match runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "{stderr}");
    assert!(stderr.contains(words), "{stderr}");
}

#[test]
fn match_refuses_a_missing_time_control() {
    refused(&[], "--tc");
}

#[test]
fn sprt_accepts_a_clearly_stronger_level_and_stops_early() {
    let engine = format!("{} uci", env!("CARGO_BIN_EXE_regalia"));
    let output = Command::new(env!("CARGO_BIN_EXE_regalia"))
        .args(["match", "--variant", "kingofthehill"])
        .args(["--engine1", &engine, "--option1", "Level=4"])
        .args(["--engine2", &engine, "--option2", "Level=1"])
        .args(["--movetime", "2000", "--random-plies", "2"])
        .args(["--sprt", "0,100", "--games", "200", "--concurrency", "2"])
        .output()
        .expect("regalia match runs");
    assert_succeeded(&output);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let verdict = stdout
        .lines()
        .find(|l| l.starts_with("SPRT elo0 0 elo1 100"))
        .unwrap_or_else(|| panic!("an SPRT line: {stdout}"));
    assert!(
        verdict.ends_with("H1 accepted: at least 100 Elo"),
        "{verdict}"
    );
    // The LLR was printed as the pairs came in, and the test stopped long
    // before the bound on games.
    assert!(stderr.contains("LLR "), "{stderr}");
    let games: usize = stdout
        .lines()
        .find(|l| l.starts_with("Score of"))
        .and_then(|l| l.split_whitespace().rev().nth(1))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a score line: {stdout}"));
    assert!(games < 200, "{stdout}");
}

#[test]
fn sprt_refuses_bounds_in_the_wrong_order() {
    refused(&["--movetime", "10", "--sprt", "10,0"], "ELO0 below ELO1");
}

#[test]
fn node_limits_per_engine_need_both_engines_and_no_zero() {
    refused(&["--nodes1", "100"], "--nodes1 needs --nodes2");
    refused(&["--nodes2", "100"], "--nodes2 needs --nodes1");
    refused(&["--nodes1", "0", "--nodes2", "100"], "above zero");
    refused(&["--nodes", "0"], "above zero");
    refused(
        &["--nodes", "5", "--nodes1", "10", "--nodes2", "20"],
        "would set nothing",
    );
    refused(
        &["--nodes1", "10", "--movetime", "20"],
        "cannot be used with",
    );
    refused(&["--nodes2", "10", "--depth", "3"], "cannot be used with");
}

/// Each engine is sent its own node limit, whichever colour it has:
/// the engines' input is copied to a file per engine.
#[test]
fn each_engine_searches_its_own_number_of_nodes() {
    let dir = std::env::temp_dir().join(format!("regalia-match-nodes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let uci = format!("{} uci", env!("CARGO_BIN_EXE_regalia"));
    let logged = |name: &str| format!("tee {} | {uci}", dir.join(name).display());
    let output = Command::new(env!("CARGO_BIN_EXE_regalia"))
        .args(["match", "--variant", "kingofthehill"])
        .args(["--engine1", &logged("one.log"), "--option1", "Level=8"])
        .args(["--engine2", &logged("two.log"), "--option2", "Level=8"])
        .args(["--nodes1", "300", "--nodes", "700", "--games", "2"])
        .args(["--random-plies", "2"])
        .arg("--pgn")
        .arg(dir.join("games.pgn"))
        .output()
        .expect("regalia match runs");
    assert_succeeded(&output);
    let gos = |name: &str| -> Vec<String> {
        std::fs::read_to_string(dir.join(name))
            .expect("the engine's input was copied")
            .lines()
            .filter(|l| l.starts_with("go "))
            .map(str::to_owned)
            .collect()
    };
    let (one, two) = (gos("one.log"), gos("two.log"));
    assert!(!one.is_empty() && !two.is_empty(), "{one:?} {two:?}");
    assert!(one.iter().all(|g| g == "go nodes 300"), "{one:?}");
    assert!(two.iter().all(|g| g == "go nodes 700"), "{two:?}");
    let games = std::fs::read_to_string(dir.join("games.pgn")).expect("the PGN file");
    assert_eq!(games.matches("[TimeControl \"nodes 300/700\"]").count(), 2);
    let _ = std::fs::remove_dir_all(&dir);
}
