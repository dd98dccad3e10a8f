//! Counters and gauges, exported in Prometheus text format at `/metrics`.

use std::fmt::Write as _;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering::Relaxed};

/// The server's live figures. Cheap to update from anywhere.
#[derive(Debug, Default)]
pub struct Metrics {
    pub games_live: AtomicI64,
    pub games_playing: AtomicI64,
    pub moves: AtomicU64,
    pub sockets: AtomicI64,
    pub engine_queue: AtomicI64,
    pub engine_moves: AtomicU64,
    pub db_batches: AtomicU64,
    pub rejected: AtomicU64,
}

impl Metrics {
    pub fn db_batch(&self) {
        self.db_batches.fetch_add(1, Relaxed);
    }

    pub fn rejected(&self) {
        self.rejected.fetch_add(1, Relaxed);
    }

    /// The Prometheus exposition text.
    pub fn render(&self) -> String {
        let mut out = String::new();
        let mut line = |name: &str, kind: &str, help: &str, value: i64| {
            let _ = writeln!(out, "# HELP {name} {help}");
            let _ = writeln!(out, "# TYPE {name} {kind}");
            let _ = writeln!(out, "{name} {value}");
        };
        line(
            "regalia_games_live",
            "gauge",
            "Games held in memory by a game task.",
            self.games_live.load(Relaxed),
        );
        line(
            "regalia_games_playing",
            "gauge",
            "Games in progress (both seats taken, not over).",
            self.games_playing.load(Relaxed),
        );
        line(
            "regalia_moves_total",
            "counter",
            "Moves accepted and stored.",
            self.moves.load(Relaxed) as i64,
        );
        line(
            "regalia_sockets_open",
            "gauge",
            "Open WebSocket connections (games and lobby).",
            self.sockets.load(Relaxed),
        );
        line(
            "regalia_engine_queue",
            "gauge",
            "Computer moves waiting for or running on the engine pool.",
            self.engine_queue.load(Relaxed),
        );
        line(
            "regalia_engine_moves_total",
            "counter",
            "Moves chosen by the engine.",
            self.engine_moves.load(Relaxed) as i64,
        );
        line(
            "regalia_db_batches_total",
            "counter",
            "Write transactions committed (each may carry many moves).",
            self.db_batches.load(Relaxed) as i64,
        );
        line(
            "regalia_rejected_messages_total",
            "counter",
            "Client messages refused (bad, illegal, out of turn, rate limited).",
            self.rejected.load(Relaxed) as i64,
        );
        out
    }
}
