//! `regalia puzzles from-games` as an operator runs it: on a database of
//! finished games, it finds the puzzle a player missed, skips a game
//! without one and games older than `--since`, and adds nothing twice.

use std::path::Path;
use std::process::Command;

use regalia_engine::puzzle::file::read_file;
use regalia_rules::Variant;
use regalia_server::store::{self, GameRow, MoveRow, Write};

/// White to move walks the king to the hill in two moves, by b2-c3 alone
/// (b3 or c2 first needs three).
const HILL_IN_TWO: &str = "7k/8/8/8/8/8/1K6/8 w - - 0 1";
/// The same idea on the other wing: g2-f3 alone.
const OTHER_HILL_IN_TWO: &str = "7k/8/8/8/8/8/6K1/8 w - - 0 1";

/// Unix times (UTC): 2026-10-01, 2026-11-20.
const OCTOBER_1: i64 = 1_790_812_800;
const NOVEMBER_20: i64 = 1_795_132_800;

fn finished_game(
    id: &str,
    start_fen: Option<&str>,
    ended_at: i64,
    winner: &str,
    reason: &str,
) -> GameRow {
    GameRow {
        start_fen: start_fen.map(str::to_owned),
        clock_initial_ms: Some(300_000),
        clock_increment_ms: Some(2_000),
        white_ms: Some(250_000),
        black_ms: Some(250_000),
        white_seat: Some("a".repeat(32)),
        black_seat: Some("b".repeat(32)),
        status: "finished".to_owned(),
        winner: Some(winner.to_owned()),
        reason: Some(reason.to_owned()),
        seq: 10,
        created_at: ended_at - 600,
        ended_at: Some(ended_at),
        ..GameRow::blank(id, "kingofthehill")
    }
}

fn game_writes(game: GameRow, moves: &[&str]) -> Vec<Write> {
    let id = game.id.clone();
    let played_at = game.created_at * 1000;
    let mut writes = vec![Write::Insert(game)];
    for (i, uci) in moves.iter().enumerate() {
        writes.push(Write::AddMove(MoveRow {
            game_id: id.clone(),
            ply: i as i64 + 1,
            uci: (*uci).to_owned(),
            san: (*uci).to_owned(),
            white_ms: None,
            black_ms: None,
            played_at: played_at + i as i64,
        }));
    }
    writes
}

async fn make_database(path: &Path) {
    let store = store::open(&format!("sqlite://{}", path.display()))
        .await
        .expect("a new SQLite database");
    let mut writes = Vec::new();
    // White misses b2-c3 (b2-b3 still reaches the hill, but with two ways
    // to do it: no puzzle), and wins two moves later.
    writes.extend(game_writes(
        finished_game("MissedH2", Some(HILL_IN_TWO), NOVEMBER_20, "white", "hill"),
        &["b2b3", "h8g7", "b3c4", "g7f6", "c4d5"],
    ));
    // An opening and a resignation: nothing forced anywhere.
    writes.extend(game_writes(
        finished_game("NoPuzzle", None, NOVEMBER_20 + 60, "black", "resignation"),
        &["e2e4", "e7e5", "g1f3", "b8c6"],
    ));
    // A puzzle in a game that ended before --since.
    writes.extend(game_writes(
        finished_game(
            "OctGame1",
            Some(OTHER_HILL_IN_TWO),
            OCTOBER_1,
            "white",
            "hill",
        ),
        &["g2g3", "h8h7", "g3f4", "h7g7", "f4e5"],
    ));
    store.apply(&writes).await.expect("the games are stored");
}

fn from_games(db: &Path, out: &Path, since: Option<&str>) -> (bool, String) {
    let url = format!("sqlite://{}", db.display());
    let mut args = vec![
        "puzzles",
        "from-games",
        "--db",
        &url,
        "--variant",
        "kingofthehill",
    ];
    let out_text = out.display().to_string();
    args.extend(["--out", &out_text]);
    if let Some(day) = since {
        args.extend(["--since", day]);
    }
    let run = Command::new(env!("CARGO_BIN_EXE_regalia"))
        .args(&args)
        .output()
        .expect("the regalia binary runs");
    (
        run.status.success(),
        String::from_utf8_lossy(&run.stderr).into_owned(),
    )
}

/// The puzzle lines of a file, split into fields.
fn puzzle_lines(path: &Path) -> Vec<Vec<String>> {
    std::fs::read_to_string(path)
        .expect("the puzzle file exists")
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split('\t').map(str::to_owned).collect())
        .collect()
}

#[tokio::test]
async fn a_missed_hill_in_two_is_found_and_a_game_without_one_gives_nothing() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("games.db");
    let out = dir.path().join("found.tsv");
    make_database(&db).await;

    let (ok, log) = from_games(&db, &out, Some("2026-11-01"));
    assert!(ok, "{log}");
    let lines = puzzle_lines(&out);
    assert_eq!(
        lines.len(),
        1,
        "one puzzle, from MissedH2 only: {lines:?}\n{log}"
    );
    let puzzle = &lines[0];
    assert_eq!(puzzle[1], HILL_IN_TWO);
    let moves: Vec<&str> = puzzle[2].split(' ').collect();
    assert_eq!(moves.len(), 3, "{moves:?}");
    assert_eq!((moves[0], moves[2]), ("b2c3", "c3d4"));
    assert_eq!(puzzle[3], "hill");
    assert_eq!(puzzle[5], "MissedH2", "the game it came from");
    assert!(log.contains("2 finished games"), "{log}");
    // The file is a puzzle file the server reads.
    let text = std::fs::read_to_string(&out).expect("written");
    let shelf = read_file(Variant::KingOfTheHill, "found.tsv", &text).expect("it reads");
    assert_eq!(shelf.puzzles()[0].game.as_deref(), Some("MissedH2"));

    // The same run again adds nothing.
    let (ok, log) = from_games(&db, &out, Some("2026-11-01"));
    assert!(ok, "{log}");
    assert_eq!(std::fs::read_to_string(&out).expect("kept"), text);
    assert!(log.contains("0 new puzzles (1 already known)"), "{log}");

    // Without --since the October game is read too.
    let (ok, log) = from_games(&db, &out, None);
    assert!(ok, "{log}");
    let lines = puzzle_lines(&out);
    assert_eq!(lines.len(), 2, "{log}");
    assert_eq!(lines[1][1], OTHER_HILL_IN_TWO);
    assert_eq!(lines[1][2].split(' ').next(), Some("g2f3"));
    assert_eq!(lines[1][5], "OctGame1");
}

#[test]
fn a_missing_database_or_a_bad_day_is_an_error_and_writes_nothing() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let out = dir.path().join("found.tsv");
    let (ok, log) = from_games(&dir.path().join("nowhere.db"), &out, None);
    assert!(!ok);
    assert!(log.contains("there is no database at"), "{log}");
    assert!(!dir.path().join("nowhere.db").exists());

    let db = dir.path().join("games.db");
    tokio::runtime::Runtime::new()
        .expect("a runtime")
        .block_on(make_database(&db));
    let (ok, log) = from_games(&db, &out, Some("1st of November"));
    assert!(!ok);
    assert!(log.contains("YYYY-MM-DD"), "{log}");
    assert!(!out.exists());
}
