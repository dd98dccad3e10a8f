//! `regalia loadtest --addr` against a real `regalia serve` with its
//! default limits: the players, spread over loopback addresses, play
//! without one refusal, and the server's cost per move is reported.

use std::process::Command;

use crate::common::Server;

/// The number after `label` in `text` (e.g. `errors: 0`).
fn figure(text: &str, label: &str) -> Option<f64> {
    let at = text.find(label)? + label.len();
    let rest = text[at..].trim_start();
    let end = rest
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(rest.len());
    rest[..end].parse().ok()
}

/// The report of `regalia loadtest` run with `args` (words apart)
/// against `server`, after checking that it ran without an error and
/// read the server's CPU cost.
fn loadtest(server: &Server, args: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_regalia"))
        .args(["loadtest", "--addr", &server.base])
        .args(args.split_whitespace())
        .args(["--server-pid", &server.child.id().to_string()])
        .output()
        .expect("regalia loadtest runs");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let errors = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "loadtest {args} failed:\n{text}\n{errors}{}",
        server.log_tail()
    );
    assert_eq!(figure(&text, "errors:"), Some(0.0), "{text}\n{errors}");
    assert!(
        figure(&text, "server: CPU").is_some_and(|us| us > 0.0),
        "no CPU figure: {text}"
    );
    text
}

#[test]
fn players_from_many_addresses_play_within_the_default_limits_and_the_server_cost_is_read() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = format!("sqlite://{}", dir.path().join("load.db").display());
    let server = Server::start(&["--db", &db], Some(&dir.path().join("serve.log")));
    // 40 games in 3 seconds from one address would pass the limits of
    // game creation (30 at once, then one every 2 s) and of invitations.
    let text = loadtest(&server, "--games 40 --duration 2 --think-ms 100 --plies 10");
    let moves = figure(&text, "moves:").unwrap_or(0.0);
    assert!(moves >= 40.0, "too few moves: {text}");
    // 10 plies a game: games end and new ones are created, from the same
    // addresses, without being refused.
    assert!(
        figure(&text, "games finished:").unwrap_or(0.0) >= 40.0,
        "{text}"
    );
    assert!(
        figure(&text, "RSS").is_some_and(|mib| mib > 1.0),
        "no memory figure: {text}"
    );
}

#[test]
fn an_arena_of_bot_players_is_paired_again_after_each_game_and_its_figures_are_printed() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = format!("sqlite://{}", dir.path().join("arena.db").display());
    let server = Server::start(
        &["--db", &db, "--no-arena-schedule", "--arena-pair-ms", "300"],
        Some(&dir.path().join("serve.log")),
    );
    // Short games (6 plies, 50 ms a move): each player plays several.
    let text = loadtest(
        &server,
        "--arena 12 --variant kingofthehill --duration 4 --think-ms 50 --plies 6",
    );
    assert_eq!(figure(&text, "players joined:"), Some(12.0), "{text}");
    // Every player was paired once after joining, and again after games.
    assert!(text.contains("(12 players)"), "{text}");
    let after = text
        .lines()
        .find(|l| l.starts_with("pairing after a game:"))
        .unwrap_or_default();
    let pairings = after
        .rsplit('(')
        .next()
        .and_then(|t| t.split_whitespace().next())
        .and_then(|n| n.parse::<u32>().ok())
        .unwrap_or(0);
    assert!(pairings >= 6, "too few pairings after games: {text}");
    assert!(
        figure(&text, "standings messages:").is_some_and(|r| r > 0.0),
        "{text}"
    );
}
