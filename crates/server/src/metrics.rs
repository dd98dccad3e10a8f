//! Counters, gauges and histograms, exported at `/metrics` in the
//! OpenMetrics text format (which Prometheus reads) by `prometheus-client`.

use std::sync::atomic::{AtomicI64, AtomicU64, Ordering::Relaxed};
use std::time::Duration;

use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::ConstCounter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::ConstGauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::Registry;

/// Seconds, from about a millisecond to about a minute.
fn time_buckets() -> impl Iterator<Item = f64> {
    exponential_buckets(0.0005, 2.0, 18)
}

/// One figure as `/metrics` reports it: a level that goes up and down, or
/// a count that only grows.
enum Figure {
    Gauge(i64),
    Counter(u64),
}

/// The server's live figures. Cheap to update from anywhere.
#[derive(Debug)]
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
    /// From a move's arrival to its acknowledgement (stored, then sent).
    pub move_round_trip: Histogram,
    /// One write transaction of the group writer.
    pub db_batch_time: Histogram,
    /// From a computer move being asked for to its search starting, by lane.
    pub engine_wait: Family<Vec<(String, String)>, Histogram>,
}

impl Default for Metrics {
    fn default() -> Metrics {
        Metrics {
            games_live: AtomicI64::default(),
            games_playing: AtomicI64::default(),
            moves: AtomicU64::default(),
            sockets: AtomicI64::default(),
            engine_queue: AtomicI64::default(),
            engine_moves: AtomicU64::default(),
            db_batches: AtomicU64::default(),
            rejected: AtomicU64::default(),
            cluster_nodes: AtomicI64::default(),
            cluster_forwarded: AtomicU64::default(),
            cluster_takeovers: AtomicU64::default(),
            cluster_remote_sockets: AtomicI64::default(),
            cluster_guest_sockets: AtomicI64::default(),
            cluster_fenced: AtomicI64::default(),
            move_round_trip: Histogram::new(time_buckets()),
            db_batch_time: Histogram::new(time_buckets()),
            engine_wait: Family::new_with_constructor(|| Histogram::new(time_buckets())),
        }
    }
}

impl Metrics {
    /// A write transaction committed after `took`.
    pub fn db_batch(&self, took: Duration) {
        self.db_batches.fetch_add(1, Relaxed);
        self.db_batch_time.observe(took.as_secs_f64());
    }

    pub fn rejected(&self) {
        self.rejected.fetch_add(1, Relaxed);
    }

    /// A computer move waited `waited` for the engine's `lane` (`light`
    /// or `strong`).
    pub fn engine_wait(&self, lane: &str, waited: Duration) {
        self.engine_wait
            .get_or_create(&vec![("lane".to_owned(), lane.to_owned())])
            .observe(waited.as_secs_f64());
    }

    /// The exposition text; `refusals` are the limits' refusal counts by
    /// limit name.
    pub fn render(&self, refusals: &[(&'static str, u64)]) -> String {
        let mut registry = Registry::with_prefix("regalia");
        use Figure::{Counter, Gauge};
        let level = |figure: &AtomicI64| Gauge(figure.load(Relaxed));
        let count = |figure: &AtomicU64| Counter(figure.load(Relaxed));
        // Tasks alive in the runtime that renders the figures (every
        // socket, game, timer and pool waiter is one): a leak of tasks
        // shows here before it shows in memory.
        let tasks = tokio::runtime::Handle::try_current().map_or(0, |h| {
            i64::try_from(h.metrics().num_alive_tasks()).unwrap_or(i64::MAX)
        });
        // (name, value, help), as Prometheus lists them.
        let figures = [
            (
                "tokio_tasks",
                Gauge(tasks),
                "Tasks alive in the server's async runtime.",
            ),
            (
                "games_live",
                level(&self.games_live),
                "Games held in memory by a game task.",
            ),
            (
                "games_playing",
                level(&self.games_playing),
                "Games in progress (both seats taken, not over).",
            ),
            (
                "sockets_open",
                level(&self.sockets),
                "Open WebSocket connections (game, lobby and analysis sockets).",
            ),
            (
                "engine_queue",
                level(&self.engine_queue),
                "Computer moves waiting for or running on the engine pool.",
            ),
            (
                "cluster_nodes",
                level(&self.cluster_nodes),
                "Live nodes of this node's cluster, itself included (0 when not in a cluster).",
            ),
            (
                "cluster_remote_sockets",
                level(&self.cluster_remote_sockets),
                "Sockets here on games another node runs.",
            ),
            (
                "cluster_guest_sockets",
                level(&self.cluster_guest_sockets),
                "Sockets of other nodes on games this node runs.",
            ),
            (
                "cluster_fenced",
                level(&self.cluster_fenced),
                "1 while this node cannot heartbeat and runs no game.",
            ),
            ("moves", count(&self.moves), "Moves accepted and stored."),
            (
                "engine_moves",
                count(&self.engine_moves),
                "Moves chosen by the engine.",
            ),
            (
                "db_batches",
                count(&self.db_batches),
                "Write transactions committed (each may carry many moves).",
            ),
            (
                "rejected_messages",
                count(&self.rejected),
                "Client messages refused (bad, illegal, out of turn, rate limited).",
            ),
            (
                "cluster_forwarded",
                count(&self.cluster_forwarded),
                "Requests and sockets passed on to the node that runs their game.",
            ),
            (
                "cluster_takeovers",
                count(&self.cluster_takeovers),
                "Games taken over from a node that died.",
            ),
        ];
        for (name, figure, help) in figures {
            match figure {
                Gauge(value) => registry.register(name, help, ConstGauge::new(value)),
                Counter(value) => registry.register(name, help, ConstCounter::new(value)),
            }
        }
        let limited =
            Family::<Vec<(String, String)>, prometheus_client::metrics::counter::Counter>::default(
            );
        for (limit, count) in refusals {
            limited
                .get_or_create(&vec![("limit".to_owned(), (*limit).to_owned())])
                .inc_by(*count);
        }
        registry.register(
            "limit_refusals",
            "Requests refused by a limit per client address or session, by limit.",
            limited,
        );
        registry.register(
            "move_round_trip_seconds",
            "From a player's move arriving to its acknowledgement (stored, then sent).",
            self.move_round_trip.clone(),
        );
        registry.register(
            "db_batch_seconds",
            "Time of one write transaction of the group writer.",
            self.db_batch_time.clone(),
        );
        registry.register(
            "engine_wait_seconds",
            "From a computer move being asked for to its search starting, by lane.",
            self.engine_wait.clone(),
        );
        let mut out = String::new();
        if encode(&mut out, &registry).is_err() {
            tracing::error!("cannot encode the metrics");
        }
        out
    }
}
