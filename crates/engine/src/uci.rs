//! The UCI protocol: reads commands line by line, searches and counts
//! perft on its own thread (so `stop`, `isready` and `quit` are answered
//! while it works), and writes `info` and `bestmove` lines. Malformed input,
//! a line that is not UTF-8 included, is answered with an `info string` and
//! otherwise ignored.

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use regalia_rules::perft::perft_until;
use regalia_rules::{dispatch, AnyPosition, Game, MoveBuf, Variant};

use crate::eval::Evaluate;
use crate::levels::{self, MAX_LEVEL};
use crate::limits::{Clock, Limits};
use crate::search::{is_decisive, mate_in_moves, Iteration};
use crate::tt::{TranspositionTable, DEFAULT_HASH_MB, MAX_HASH_MB};

/// Where the protocol writes; shared with the search thread.
pub type Output = Arc<Mutex<Box<dyn Write + Send>>>;

fn say(out: &Output, line: &str) {
    // A closed pipe means the GUI is gone; there is nobody to tell.
    if let Ok(mut w) = out.lock() {
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

/// The state of one UCI session.
pub struct Session {
    out: Output,
    variant: Variant,
    position: AnyPosition,
    /// Hashes of the positions before the current one (repetitions).
    history: Vec<u64>,
    hash_mb: usize,
    level: u8,
    tt: Arc<Mutex<TranspositionTable>>,
    stop: Arc<AtomicBool>,
    worker: Option<JoinHandle<()>>,
}

/// What `go` asked for.
enum Go {
    Search(Limits),
    Perft(u32),
}

impl Session {
    pub fn new(out: Output) -> Session {
        Session {
            out,
            variant: Variant::Chess,
            position: AnyPosition::start(Variant::Chess),
            history: Vec::new(),
            hash_mb: DEFAULT_HASH_MB,
            level: MAX_LEVEL,
            tt: Arc::new(Mutex::new(TranspositionTable::new(DEFAULT_HASH_MB))),
            stop: Arc::new(AtomicBool::new(false)),
            worker: None,
        }
    }

    fn info(&self, text: &str) {
        say(&self.out, &format!("info string {text}"));
    }

    /// Handles one line. Returns `false` on `quit`.
    pub fn handle(&mut self, line: &str) -> bool {
        let line = line.trim();
        let (command, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        match command {
            "" => {}
            "uci" => self.identify(),
            "isready" => say(&self.out, "readyok"),
            "ucinewgame" => {
                self.finish_search();
                self.with_table(|tt| tt.clear());
            }
            "setoption" => {
                self.finish_search();
                self.set_option(rest);
            }
            "position" => {
                self.finish_search();
                self.set_position(rest);
            }
            "go" => {
                self.finish_search();
                self.go(rest);
            }
            "stop" => self.finish_search(),
            "ponderhit" | "debug" | "register" => {}
            "d" => self.info(&format!("{} {}", self.variant, self.position.to_fen())),
            "quit" => {
                self.finish_search();
                return false;
            }
            other => self.info(&format!("unknown command `{other}` ignored")),
        }
        true
    }

    fn identify(&self) {
        say(
            &self.out,
            &format!("id name Regalia {}", env!("CARGO_PKG_VERSION")),
        );
        say(&self.out, "id author the Regalia authors");
        let vars: String = Variant::ALL
            .iter()
            .map(|v| format!(" var {}", v.name()))
            .collect();
        say(
            &self.out,
            &format!("option name UCI_Variant type combo default chess{vars}"),
        );
        say(
            &self.out,
            &format!(
                "option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"
            ),
        );
        say(
            &self.out,
            &format!("option name Level type spin default {MAX_LEVEL} min 1 max {MAX_LEVEL}"),
        );
        say(&self.out, "uciok");
    }

    fn with_table(&self, f: impl FnOnce(&mut TranspositionTable)) {
        match self.tt.lock() {
            Ok(mut tt) => f(&mut tt),
            Err(poisoned) => f(&mut poisoned.into_inner()),
        }
    }

    fn set_option(&mut self, rest: &str) {
        let Some(after_name) = rest.strip_prefix("name ") else {
            return self.info("setoption needs `name <id> [value <x>]`");
        };
        let (name, value) = match after_name.split_once(" value ") {
            Some((n, v)) => (n.trim(), v.trim()),
            None => (after_name.trim(), ""),
        };
        match name.to_ascii_lowercase().as_str() {
            "uci_variant" => match value.parse::<Variant>() {
                Ok(v) => {
                    if v != self.variant {
                        self.variant = v;
                        self.position = AnyPosition::start(v);
                        self.history.clear();
                        self.with_table(|tt| tt.clear());
                    }
                }
                Err(e) => self.info(&e.to_string()),
            },
            "hash" => match value.parse::<usize>() {
                Ok(mb) if (1..=MAX_HASH_MB).contains(&mb) => {
                    self.hash_mb = mb;
                    self.with_table(|tt| *tt = TranspositionTable::new(mb));
                }
                _ => self.info(&format!(
                    "Hash must be a number of megabytes from 1 to {MAX_HASH_MB}"
                )),
            },
            "level" => match value.parse::<u8>() {
                Ok(l) if l <= MAX_LEVEL => self.level = l,
                _ => self.info(&format!("Level must be from 1 to {MAX_LEVEL}")),
            },
            _ => self.info(&format!("unknown option `{name}` ignored")),
        }
    }

    fn set_position(&mut self, rest: &str) {
        let (setup, moves) = match rest.split_once("moves") {
            Some((s, m)) => (s.trim(), m.trim()),
            None => (rest.trim(), ""),
        };
        let start = if setup == "startpos" {
            Ok(AnyPosition::start(self.variant))
        } else if let Some(fen) = setup.strip_prefix("fen") {
            AnyPosition::from_fen(self.variant, fen.trim()).map_err(|e| e.to_string())
        } else {
            Err(format!(
                "expected `startpos` or `fen <text>`, got `{setup}`"
            ))
        };
        let mut pos = match start {
            Ok(p) => p,
            Err(e) => return self.info(&format!("position ignored: {e}")),
        };
        let mut history = Vec::new();
        for (i, m) in moves.split_whitespace().enumerate() {
            let before = pos.hash();
            if let Err(e) = pos.play_uci(m) {
                return self.info(&format!("position ignored: move {} `{m}`: {e}", i + 1));
            }
            history.push(before);
        }
        self.position = pos;
        self.history = history;
    }

    fn parse_go(&self, rest: &str) -> Result<Go, String> {
        let mut limits = Limits::default();
        let mut clock = Clock::default();
        let mut has_clock = false;
        let mut tokens = rest.split_whitespace();
        let ms = |v: Option<&str>, name: &str| -> Result<Duration, String> {
            let text = v.ok_or(format!("`{name}` needs a value"))?;
            let n: i64 = text
                .parse()
                .map_err(|_| format!("`{name} {text}` is not a number"))?;
            Ok(Duration::from_millis(n.max(0) as u64))
        };
        while let Some(token) = tokens.next() {
            match token {
                "perft" => {
                    let text = tokens.next().ok_or("`perft` needs a depth")?;
                    let depth: u32 = text
                        .parse()
                        .map_err(|_| format!("perft depth `{text}` is not a number"))?;
                    if depth > 20 {
                        return Err(format!("perft depth {depth} is too deep"));
                    }
                    return Ok(Go::Perft(depth));
                }
                "depth" => {
                    let text = tokens.next().ok_or("`depth` needs a value")?;
                    limits.depth = Some(
                        text.parse()
                            .map_err(|_| format!("depth `{text}` is not a number"))?,
                    );
                }
                "nodes" => {
                    let text = tokens.next().ok_or("`nodes` needs a value")?;
                    limits.nodes = Some(
                        text.parse()
                            .map_err(|_| format!("nodes `{text}` is not a number"))?,
                    );
                }
                "movetime" => limits.movetime = Some(ms(tokens.next(), token)?),
                "wtime" => {
                    clock.white = ms(tokens.next(), token)?;
                    has_clock = true;
                }
                "btime" => {
                    clock.black = ms(tokens.next(), token)?;
                    has_clock = true;
                }
                "winc" => clock.white_increment = ms(tokens.next(), token)?,
                "binc" => clock.black_increment = ms(tokens.next(), token)?,
                "movestogo" => {
                    let text = tokens.next().ok_or("`movestogo` needs a value")?;
                    clock.moves_to_go = Some(
                        text.parse()
                            .map_err(|_| format!("movestogo `{text}` is not a number"))?,
                    );
                }
                "infinite" => limits.infinite = true,
                "ponder" => {}
                "mate" | "searchmoves" => {
                    return Err(format!("`go {token}` is not supported"));
                }
                other => return Err(format!("unknown `go` parameter `{other}`")),
            }
        }
        if has_clock {
            limits.clock = Some(clock);
        }
        Ok(Go::Search(limits))
    }

    fn go(&mut self, rest: &str) {
        let limits = match self.parse_go(rest) {
            Ok(Go::Perft(depth)) => {
                self.stop.store(false, Ordering::SeqCst);
                let job = PerftJob {
                    position: self.position.clone(),
                    depth,
                    stop: Arc::clone(&self.stop),
                    out: Arc::clone(&self.out),
                };
                return self.spawn("perft", move || job.run());
            }
            Ok(Go::Search(limits)) => limits,
            Err(e) => return self.info(&format!("go ignored: {e}")),
        };
        self.stop.store(false, Ordering::SeqCst);
        let job = Job {
            position: self.position.clone(),
            history: self.history.clone(),
            level: self.level,
            limits,
            seed: SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64),
            tt: Arc::clone(&self.tt),
            stop: Arc::clone(&self.stop),
            out: Arc::clone(&self.out),
        };
        self.spawn("search", move || job.run());
    }

    /// Runs `work` (a search or a perft) on the worker thread.
    fn spawn(&mut self, name: &str, work: impl FnOnce() + Send + 'static) {
        match std::thread::Builder::new()
            .name(name.into())
            .stack_size(16 * 1024 * 1024)
            .spawn(work)
        {
            Ok(handle) => self.worker = Some(handle),
            Err(e) => self.info(&format!("cannot start the {name} thread: {e}")),
        }
    }

    /// Stops a running search (and waits for its `bestmove`) or perft.
    fn finish_search(&mut self) {
        if let Some(worker) = self.worker.take() {
            self.stop.store(true, Ordering::SeqCst);
            if worker.join().is_err() {
                self.info("the search thread failed");
                say(&self.out, "bestmove (none)");
            }
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        self.finish_search();
    }
}

/// One `go`: everything the search thread needs.
struct Job {
    position: AnyPosition,
    history: Vec<u64>,
    level: u8,
    limits: Limits,
    seed: u64,
    tt: Arc<Mutex<TranspositionTable>>,
    stop: Arc<AtomicBool>,
    out: Output,
}

impl Job {
    fn run(self) {
        let best = dispatch!(&self.position, g => self.search(g));
        if self.limits.infinite {
            // UCI: after `go infinite` the best move waits for `stop`.
            while !self.stop.load(Ordering::SeqCst) {
                std::thread::sleep(Duration::from_millis(2));
            }
        }
        say(
            &self.out,
            &format!("bestmove {}", best.unwrap_or_else(|| "(none)".into())),
        );
    }

    fn search<G: Evaluate>(&self, pos: &G) -> Option<String> {
        let mut guard = match self.tt.lock() {
            Ok(g) => g,
            Err(poisoned) => poisoned.into_inner(),
        };
        let out = Arc::clone(&self.out);
        let mut report = |it: &Iteration<G::Move>| say(&out, &info_line(pos, it));
        let (chosen, _) = levels::play(
            pos,
            &self.history,
            self.level,
            self.limits,
            &mut guard,
            &self.stop,
            self.seed,
            &mut report,
        );
        chosen.map(|m| pos.move_to_uci(m))
    }
}

/// One `go perft N`: counts below each root move in Stockfish's divide
/// format, a line per move as it is counted, then the total; on `stop` it
/// says how far it got instead of a total.
struct PerftJob {
    position: AnyPosition,
    depth: u32,
    stop: Arc<AtomicBool>,
    out: Output,
}

impl PerftJob {
    fn run(self) {
        dispatch!(&self.position, g => self.count(g));
    }

    fn count<G: Game>(&self, pos: &G) {
        if self.depth == 0 {
            return self.total(1);
        }
        let mut moves = MoveBuf::new();
        pos.legal_moves(&mut moves);
        let mut total = 0;
        for (i, &m) in moves.iter().enumerate() {
            let mut child = pos.clone();
            child.play(m);
            match perft_until(&child, self.depth - 1, &self.stop) {
                Some(count) => {
                    say(&self.out, &format!("{}: {count}", pos.move_to_uci(m)));
                    total += count;
                }
                None => {
                    return say(
                        &self.out,
                        &format!(
                            "info string perft stopped after {i} of {} moves ({total} nodes)",
                            moves.len()
                        ),
                    );
                }
            }
        }
        self.total(total);
    }

    fn total(&self, nodes: u64) {
        say(&self.out, "");
        say(&self.out, &format!("Nodes searched: {nodes}"));
        say(&self.out, "");
    }
}

/// `info depth ... pv ...` for one iteration.
fn info_line<G: Game>(pos: &G, it: &Iteration<G::Move>) -> String {
    let score = if is_decisive(it.score) {
        format!("mate {}", mate_in_moves(it.score))
    } else {
        format!("cp {}", it.score)
    };
    let millis = it.elapsed.as_millis().max(1) as u64;
    let nps = it.nodes * 1000 / millis;
    let mut line = format!(
        "info depth {} seldepth {} score {score} nodes {} nps {nps} time {millis} pv",
        it.depth, it.seldepth, it.nodes
    );
    let mut p = pos.clone();
    for &m in &it.pv {
        line.push(' ');
        line.push_str(&p.move_to_uci(m));
        p.play(m);
    }
    line
}

/// Runs a UCI session until `quit` or the end of the input. A line that is
/// not UTF-8 is reported and skipped; only a read error ends the session.
pub fn run<R: BufRead>(mut input: R, out: Box<dyn Write + Send>) {
    let mut session = Session::new(Arc::new(Mutex::new(out)));
    let mut bytes = Vec::new();
    for number in 1.. {
        bytes.clear();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let keep_going = match std::str::from_utf8(&bytes) {
            Ok(line) => session.handle(line),
            Err(_) => {
                session.info(&format!("input line {number} is not UTF-8 text; skipped"));
                true
            }
        };
        if !keep_going {
            break;
        }
    }
}
