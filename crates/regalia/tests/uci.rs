//! UCI conversations with the real `regalia uci` process.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use regalia_rules::{AnyPosition, Variant};

/// A generous bound so a broken engine fails the test instead of hanging
/// it; no test depends on how fast an answer comes.
const PATIENCE: Duration = Duration::from_secs(120);

struct Uci {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Uci {
    fn start() -> Uci {
        let mut child = Command::new(env!("CARGO_BIN_EXE_regalia"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the regalia binary starts");
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = child.stdout.take().expect("piped stdout");
        let (tx, lines) = mpsc::channel();
        // Until the output closes or nobody listens any more.
        std::thread::spawn(move || {
            let mut lines = BufReader::new(stdout).lines().map_while(Result::ok);
            lines.try_for_each(|line| tx.send(line))
        });
        Uci {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("the engine reads its input");
        self.stdin.flush().expect("flush");
    }

    /// Every line up to and including the first that starts with `prefix`.
    fn until(&self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(PATIENCE)
                .unwrap_or_else(|_| panic!("no `{prefix}` line; got {seen:?}"));
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    fn bestmove(&self) -> (String, Vec<String>) {
        let lines = self.until("bestmove");
        let best = lines
            .last()
            .and_then(|l| l.split_whitespace().nth(1))
            .expect("bestmove has a move")
            .to_owned();
        (best, lines)
    }

    /// Sends each line in turn.
    fn send_all(&mut self, lines: &[&str]) {
        for line in lines {
            self.send(line);
        }
    }

    /// Reads the `bestmove` and checks that it is a legal move of the
    /// variant's game after `moves` from its start.
    fn plays_legally(&self, variant: Variant, moves: &[&str]) {
        let (best, _) = self.bestmove();
        assert!(
            legal_after(variant, None, moves).contains(&best),
            "{variant} after {moves:?}: {best}"
        );
    }

    /// Starts `go` from the start position and asks `isready` at once: the
    /// engine answers while it works, before any line that starts with
    /// `finished`.
    fn answers_isready_while(&mut self, go: &str, finished: &str) {
        self.send_all(&["position startpos", go, "isready"]);
        let before = self.until("readyok");
        assert!(
            !before.iter().any(|l| l.starts_with(finished)),
            "no `{finished}` before `readyok` while `{go}` works: {before:?}"
        );
    }

    fn ready(&mut self) {
        self.send("isready");
        self.until("readyok");
    }
}

impl Drop for Uci {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.child.wait();
    }
}

fn legal_after(variant: Variant, fen: Option<&str>, moves: &[&str]) -> Vec<String> {
    let mut pos = match fen {
        Some(f) => AnyPosition::from_fen(variant, f).expect("valid"),
        None => AnyPosition::start(variant),
    };
    for m in moves {
        pos.play_uci(m).expect("legal test move");
    }
    pos.legal_uci()
}

#[test]
fn handshake_names_the_engine_and_its_options() {
    let mut uci = Uci::start();
    uci.send("uci");
    let lines = uci.until("uciok");
    assert!(lines.iter().any(|l| l.starts_with("id name Regalia")));
    assert!(lines.iter().any(|l| l.starts_with("id author")));
    let variant = lines
        .iter()
        .find(|l| l.starts_with("option name UCI_Variant type combo"))
        .expect("UCI_Variant option");
    for v in ["chess", "kingofthehill", "racingkings", "lielow"] {
        assert!(
            variant.contains(&format!("var {v}")),
            "{v} missing from {variant}"
        );
    }
    assert!(lines
        .iter()
        .any(|l| l.starts_with("option name Hash type spin")));
    assert!(lines
        .iter()
        .any(|l| l == "option name Level type spin default 8 min 1 max 8"));
    uci.ready();
}

#[test]
fn position_with_moves_is_searched_in_the_chosen_variant() {
    let mut uci = Uci::start();
    for (variant, moves) in [
        (Variant::KingOfTheHill, vec!["e2e4", "d7d5"]),
        (Variant::RacingKings, vec!["h2h3", "a2a3"]),
        (Variant::Chess, vec!["g1f3"]),
        (Variant::Lielow, vec!["e2e3", "d7d6"]),
    ] {
        uci.send(&format!("setoption name UCI_Variant value {variant}"));
        uci.send("ucinewgame");
        uci.send(&format!("position startpos moves {}", moves.join(" ")));
        uci.send("go depth 3");
        let (best, lines) = uci.bestmove();
        assert!(
            legal_after(variant, None, &moves).contains(&best),
            "{variant}: {best}"
        );
        let info = lines
            .iter()
            .find(|l| l.starts_with("info depth 3"))
            .expect("an info line for depth 3");
        for field in ["seldepth", "score", "nodes", "nps", "time", "pv"] {
            assert!(info.contains(field), "`{field}` missing in {info}");
        }
    }
}

#[test]
fn a_rejected_position_leaves_the_previous_one() {
    let mut uci = Uci::start();
    uci.send_all(&[
        "position startpos moves e2e4",
        "position startpos moves e2e4 e7e5 e1e3",
        "go depth 1",
    ]);
    uci.plays_legally(Variant::Chess, &["e2e4"]);
}

#[test]
fn every_go_limit_ends_with_a_legal_bestmove() {
    let mut uci = Uci::start();
    uci.send("setoption name UCI_Variant value kingofthehill");
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let legal = legal_after(Variant::KingOfTheHill, Some(fen), &[]);
    for go in [
        "go depth 2",
        "go nodes 3000",
        "go movetime 50",
        "go wtime 1000 btime 1000 winc 10 binc 10",
        "go wtime 500 btime 500 movestogo 5",
    ] {
        uci.send(&format!("position fen {fen}"));
        uci.send(go);
        let (best, _) = uci.bestmove();
        assert!(legal.contains(&best), "`{go}` gave {best}");
    }
}

#[test]
fn finished_game_answers_bestmove_none() {
    let mut uci = Uci::start();
    uci.send_all(&[
        "setoption name UCI_Variant value kingofthehill",
        "position fen 4k3/8/8/4K3/8/8/8/8 b - - 0 1",
        "go depth 3",
    ]);
    let (best, _) = uci.bestmove();
    assert_eq!(best, "(none)");
}

#[test]
fn infinite_search_answers_isready_and_stops_on_stop() {
    let mut uci = Uci::start();
    uci.answers_isready_while("go infinite", "bestmove");
    uci.send("stop");
    uci.plays_legally(Variant::Chess, &[]);
}

#[test]
fn perft_prints_stockfish_divide_in_every_game() {
    let mut uci = Uci::start();
    for (variant, depth, total, moves) in [
        (Variant::Chess, 3, 8902, 20),
        (Variant::KingOfTheHill, 2, 400, 20),
        (Variant::RacingKings, 2, 421, 21),
        (Variant::Lielow, 2, 2116, 46),
    ] {
        uci.send(&format!("setoption name UCI_Variant value {variant}"));
        uci.send("position startpos");
        uci.send(&format!("go perft {depth}"));
        let lines = uci.until("Nodes searched");
        let divide: Vec<&String> = lines
            .iter()
            .filter(|l| l.contains(": ") && !l.starts_with("Nodes"))
            .collect();
        assert_eq!(divide.len(), moves, "{variant}");
        let sum: u64 = divide
            .iter()
            .map(|l| {
                l.rsplit(": ")
                    .next()
                    .and_then(|n| n.parse::<u64>().ok())
                    .expect("count")
            })
            .sum();
        assert_eq!(sum, total, "{variant}");
        assert_eq!(lines[lines.len() - 2], "", "a blank line before the total");
        assert_eq!(
            lines.last().map(String::as_str),
            Some(format!("Nodes searched: {total}").as_str())
        );
    }
}

#[test]
fn perft_answers_isready_while_counting_and_stops_on_stop() {
    let mut uci = Uci::start();
    // Far too deep to finish during the test.
    uci.answers_isready_while("go perft 10", "Nodes searched");
    uci.send("stop");
    let stopped = uci.until("info string perft stopped");
    assert!(
        !stopped.iter().any(|l| l.starts_with("Nodes searched")),
        "a stopped perft gives no total: {stopped:?}"
    );
    uci.send("go perft 2");
    let lines = uci.until("Nodes searched");
    assert_eq!(
        lines.last().map(String::as_str),
        Some("Nodes searched: 400")
    );
}

#[test]
fn quit_ends_a_perft_under_way() {
    let mut uci = Uci::start();
    uci.send_all(&["position startpos", "go perft 10"]);
    uci.ready();
    uci.send("quit");
    let deadline = std::time::Instant::now() + PATIENCE;
    loop {
        if uci
            .child
            .try_wait()
            .expect("the child can be waited on")
            .is_some()
        {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the engine is still counting after quit"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_line_that_is_not_utf8_is_reported_and_skipped() {
    let mut uci = Uci::start();
    uci.stdin
        .write_all(b"position startpos moves e2e4 \xff\xfe\n")
        .expect("the engine reads its input");
    uci.send("isready");
    let lines = uci.until("readyok");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string") && l.contains("not UTF-8")),
        "{lines:?}"
    );
    // The engine is still there, and the bad line changed nothing.
    uci.send("go depth 2");
    uci.plays_legally(Variant::Chess, &[]);
}

#[test]
fn malformed_commands_are_reported_and_the_engine_keeps_working() {
    let mut uci = Uci::start();
    uci.send_all(&[
        "hello world",
        "go depth many",
        "go perft",
        "position fen not a fen",
        "position startpos moves e2e5",
        "position sideways",
        "setoption name Hash value -5",
        "setoption name UCI_Variant value checkers",
        "setoption name Level value 99",
        "setoption",
        "go wtime",
        "\u{1b}[A\u{0}",
    ]);
    uci.send("isready");
    let lines = uci.until("readyok");
    assert!(
        lines
            .iter()
            .filter(|l| l.starts_with("info string"))
            .count()
            >= 10,
        "{lines:?}"
    );
    uci.send_all(&["position startpos moves e2e4", "go depth 2"]);
    uci.plays_legally(Variant::Chess, &["e2e4"]);
}

#[test]
fn hidden_level_zero_plays_random_legal_lielow_moves() {
    let mut uci = Uci::start();
    uci.send_all(&[
        "setoption name UCI_Variant value lielow",
        "setoption name Level value 0",
    ]);
    let mut moves: Vec<String> = Vec::new();
    for _ in 0..6 {
        uci.send(&format!("position startpos moves {}", moves.join(" ")));
        uci.send("go depth 5");
        let (best, lines) = uci.bestmove();
        assert!(
            !lines.iter().any(|l| l.starts_with("info depth")),
            "a random move is not searched"
        );
        let refs: Vec<&str> = moves.iter().map(String::as_str).collect();
        let legal = legal_after(Variant::Lielow, None, &refs);
        if legal.is_empty() {
            // A random mover may walk its own crown off the board.
            assert_eq!(best, "(none)");
            break;
        }
        assert!(legal.contains(&best), "{best}");
        moves.push(best);
    }
}
