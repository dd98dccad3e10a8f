//! A UCI engine running as a child process, as `regalia match` drives it.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use anyhow::{anyhow, bail, Context};

/// How long an engine may take to answer `uci` and `isready`.
const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(20);

/// What an engine answered to `go`.
pub struct Answer {
    /// The `bestmove` text.
    pub best: String,
    /// The last score it reported, from its own point of view, in
    /// centipawns (mates as ±30000 minus the distance).
    pub score: Option<i32>,
    pub elapsed: Duration,
}

/// Why `go` brought no move.
pub enum NoAnswer {
    /// No `bestmove` within the time allowed.
    Timeout,
    /// The engine exited or closed its output.
    Died,
}

pub struct Engine {
    pub name: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    /// Starts `command` (run by the shell), completes the UCI handshake,
    /// sets the options and the variant, and waits until it is ready.
    pub fn start(
        command: &str,
        options: &[(String, String)],
        variant: &str,
    ) -> anyhow::Result<Engine> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(format!("exec {command}"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .with_context(|| format!("cannot start engine `{command}`"))?;
        let stdin = child
            .stdin
            .take()
            .ok_or_else(|| anyhow!("engine `{command}` has no input pipe"))?;
        let stdout = child
            .stdout
            .take()
            .ok_or_else(|| anyhow!("engine `{command}` has no output pipe"))?;
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = Engine {
            name: command.to_owned(),
            child,
            stdin,
            lines,
        };
        engine.send("uci")?;
        let deadline = Instant::now() + HANDSHAKE_TIMEOUT;
        loop {
            let line = engine
                .next_line(deadline)
                .map_err(|_| anyhow!("engine `{command}` did not answer `uci` with `uciok`"))?;
            if let Some(name) = line.strip_prefix("id name ") {
                engine.name = name.trim().to_owned();
            }
            if line.trim() == "uciok" {
                break;
            }
        }
        for (name, value) in options {
            engine.send(&format!("setoption name {name} value {value}"))?;
        }
        engine.send(&format!("setoption name UCI_Variant value {variant}"))?;
        engine.ready()?;
        Ok(engine)
    }

    pub fn send(&mut self, line: &str) -> anyhow::Result<()> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .with_context(|| format!("engine `{}` closed its input", self.name))
    }

    fn next_line(&self, deadline: Instant) -> Result<String, NoAnswer> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => Err(NoAnswer::Timeout),
            Err(RecvTimeoutError::Disconnected) => Err(NoAnswer::Died),
        }
    }

    /// `isready` until `readyok`.
    pub fn ready(&mut self) -> anyhow::Result<()> {
        self.send("isready")?;
        let deadline = Instant::now() + HANDSHAKE_TIMEOUT;
        loop {
            match self.next_line(deadline) {
                Ok(line) if line.trim() == "readyok" => return Ok(()),
                Ok(_) => {}
                Err(_) => bail!("engine `{}` did not answer `isready`", self.name),
            }
        }
    }

    pub fn new_game(&mut self) -> anyhow::Result<()> {
        self.send("ucinewgame")?;
        self.ready()
    }

    /// Sends the position and `go`, and waits up to `allowed` for `bestmove`.
    pub fn go(&mut self, position: &str, go: &str, allowed: Duration) -> Result<Answer, NoAnswer> {
        // Lines left over from an earlier search are not about this one.
        while self.lines.try_recv().is_ok() {}
        if self.send(position).is_err() || self.send(go).is_err() {
            return Err(NoAnswer::Died);
        }
        let started = Instant::now();
        let deadline = started + allowed;
        let mut score = None;
        loop {
            let line = self.next_line(deadline)?;
            let mut words = line.split_whitespace();
            match words.next() {
                Some("bestmove") => {
                    return Ok(Answer {
                        best: words.next().unwrap_or("(none)").to_owned(),
                        score,
                        elapsed: started.elapsed(),
                    })
                }
                Some("info") => {
                    if let Some(s) = parse_score(&line) {
                        score = Some(s);
                    }
                }
                _ => {}
            }
        }
    }
}

/// The score of an `info` line, if it has one.
fn parse_score(line: &str) -> Option<i32> {
    let mut words = line.split_whitespace();
    while let Some(w) = words.next() {
        if w == "score" {
            let kind = words.next()?;
            let value: i32 = words.next()?.parse().ok()?;
            return match kind {
                "cp" => Some(value),
                "mate" if value > 0 => Some(30_000 - value),
                "mate" => Some(-30_000 - value),
                _ => None,
            };
        }
    }
    None
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::parse_score;

    #[test]
    fn info_scores_are_read_as_centipawns_or_mate_distance() {
        assert_eq!(
            parse_score("info depth 3 score cp -41 nodes 10 pv e2e4"),
            Some(-41)
        );
        assert_eq!(
            parse_score("info depth 9 score mate 2 pv e2e4"),
            Some(29_998)
        );
        assert_eq!(
            parse_score("info depth 9 score mate -1 pv e2e4"),
            Some(-29_999)
        );
        assert_eq!(parse_score("info string hello"), None);
    }
}
