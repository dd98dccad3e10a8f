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
    /// Cluster figures (all zero on a single node).
    pub cluster_nodes: AtomicI64,
    pub cluster_forwarded: AtomicU64,
    pub cluster_takeovers: AtomicU64,
    pub cluster_remote_sockets: AtomicI64,
    pub cluster_guest_sockets: AtomicI64,
    pub cluster_fenced: AtomicI64,
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
        line(
            "regalia_cluster_nodes",
            "gauge",
            "Live nodes of this node's cluster, itself included (0 when not in a cluster).",
            self.cluster_nodes.load(Relaxed),
        );
        line(
            "regalia_cluster_forwarded_total",
            "counter",
            "Requests and sockets passed on to the node that runs their game.",
            self.cluster_forwarded.load(Relaxed) as i64,
        );
        line(
            "regalia_cluster_takeovers_total",
            "counter",
            "Games taken over from a node that died.",
            self.cluster_takeovers.load(Relaxed) as i64,
        );
        line(
            "regalia_cluster_remote_sockets",
            "gauge",
            "Sockets here on games another node runs.",
            self.cluster_remote_sockets.load(Relaxed),
        );
        line(
            "regalia_cluster_guest_sockets",
            "gauge",
            "Sockets of other nodes on games this node runs.",
            self.cluster_guest_sockets.load(Relaxed),
        );
        line(
            "regalia_cluster_fenced",
            "gauge",
            "1 while this node cannot heartbeat and runs no game.",
            self.cluster_fenced.load(Relaxed),
        );
        out
    }
}
