//! Several nodes, one site (`regalia serve --db postgres://... --bus
//! redis://...`).
//!
//! - [`membership`]: each node heartbeats in PostgreSQL twice a second; a
//!   node silent for [`DEAD_AFTER`] is dead, by the database's clock. A
//!   node that cannot heartbeat for [`FENCE_AFTER`] (less than
//!   [`DEAD_AFTER`]) drops every game it runs before anyone may take them
//!   over, so a game never runs on two nodes.
//! - [`adoption`]: each live game runs on one node, the holder of its
//!   lease ([`db::Leases`]). A lease is taken before a new game is stored,
//!   and taken over from a dead node: every node looks for such orphans
//!   each second and loads them from the database, where every
//!   acknowledged move already is.
//! - [`forward`]: a question for a game that another node runs goes to it
//!   over Redis pub/sub as a typed [`wire::Req`], and its typed
//!   [`wire::Answer`] comes back.
//! - [`guest`]: a socket here on a game another node runs is relayed
//!   there, its messages in, the game's text out, in order.
//! - [`bus`]: the publisher (batched, in order) and the listener that
//!   hands each message to the part it is for. Open seeks and online
//!   counts are broadcast, so every node's lobby shows the whole cluster.
//!
//! The app reaches all this through [`crate::app::Peers`], which
//! [`Cluster`] implements; nothing here is known to the game tasks.

mod adoption;
mod arena;
mod bus;
pub mod db;
mod forward;
mod guest;
mod membership;
pub mod wire;

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use async_trait::async_trait;
use sqlx::postgres::PgPool;
use tokio::sync::mpsc;

use crate::app::{AppState, Link, Owner, Peers};
use crate::arena::hub::ArenaCmd;
use crate::error::ApiError;
use crate::game::actor::Cmd;
use crate::ids::GameId;
use crate::lobby::Seek;
use crate::store::StoreError;
use db::Leases;
use wire::Wire;

/// How often a node says it is alive.
pub const HEARTBEAT: Duration = Duration::from_millis(500);
/// A node silent this long is dead; its games are taken over.
pub const DEAD_AFTER: Duration = Duration::from_secs(3);
/// A node that could not heartbeat this long stops running games.
pub const FENCE_AFTER: Duration = Duration::from_millis(2000);

/// Why a node could not join its cluster.
#[derive(Debug, thiserror::Error)]
pub enum ClusterError {
    #[error("--bus needs a PostgreSQL database (--db postgres://...): nodes share their games through it")]
    NeedsPostgres,
    #[error("bus URL `{0}` is not supported (expected redis://HOST:PORT)")]
    UnsupportedBus(String),
    #[error("cannot reach Redis at {url}: {why}")]
    Redis { url: String, why: String },
    #[error(transparent)]
    Store(#[from] StoreError),
}

#[derive(Default)]
struct State {
    /// Live nodes, this one included, as of the last heartbeat.
    live: HashSet<String>,
    /// Questions sent to other nodes, waiting for their answers.
    pending: HashMap<u64, forward::Pending>,
    /// Sockets here on games other nodes run.
    sockets: HashMap<u64, guest::RemoteSocket>,
    /// Sockets of other nodes on games here, by node and socket.
    guests: HashMap<(String, u64), mpsc::UnboundedSender<guest::GuestIn>>,
    /// Other nodes' figures: online players, games being played.
    counts: HashMap<String, (u64, u64)>,
}

/// This node's part in a cluster.
pub struct Cluster {
    pub node: String,
    leases: Leases,
    redis: redis::Client,
    prefix: String,
    publish: mpsc::UnboundedSender<(String, String)>,
    state: Mutex<State>,
    next_req: AtomicU64,
    /// Heartbeats are failing: this node runs no game.
    fenced: AtomicBool,
    last_beat: Mutex<Instant>,
}

/// A unique name for this node's process.
fn node_name() -> String {
    let host = std::env::var("HOSTNAME").unwrap_or_default();
    let tag = crate::ids::Secret::random().hex();
    let host: String = host
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .take(24)
        .collect();
    if host.is_empty() {
        format!("node-{}", &tag[..12])
    } else {
        format!("{host}-{}", &tag[..12])
    }
}

impl Cluster {
    /// Joins the cluster of the database behind `pool` through the Redis
    /// at `bus_url`. Nothing runs until [`Cluster::start`].
    pub async fn connect(pool: PgPool, bus_url: &str) -> Result<Arc<Cluster>, ClusterError> {
        if !bus_url.starts_with("redis://") {
            return Err(ClusterError::UnsupportedBus(bus_url.to_owned()));
        }
        let redis_err = |e: redis::RedisError| ClusterError::Redis {
            url: bus_url.to_owned(),
            why: e.to_string(),
        };
        let redis = redis::Client::open(bus_url).map_err(redis_err)?;
        // Fail early, with words, if Redis is not there.
        let mut conn = redis
            .get_multiplexed_async_connection()
            .await
            .map_err(redis_err)?;
        redis::cmd("PING")
            .query_async::<String>(&mut conn)
            .await
            .map_err(redis_err)?;
        let node = node_name();
        let leases = Leases::new(pool, node.clone(), DEAD_AFTER);
        let cluster_id = leases.cluster_id().await?;
        let (publish, queue) = mpsc::unbounded_channel();
        Ok(Arc::new_cyclic(|me: &std::sync::Weak<Cluster>| {
            tokio::spawn(bus::publisher(redis.clone(), queue, me.clone()));
            Cluster {
                node,
                leases,
                redis,
                prefix: format!("regalia:{}:", &cluster_id[..cluster_id.len().min(16)]),
                publish,
                state: Mutex::new(State::default()),
                next_req: AtomicU64::new(1),
                fenced: AtomicBool::new(false),
                last_beat: Mutex::new(Instant::now()),
            }
        }))
    }

    /// Heartbeats, listens, and adopts orphaned games; returns once this
    /// node is alive in the database and listening on the bus.
    pub async fn start(self: &Arc<Self>, app: AppState) -> Result<(), ClusterError> {
        let stream = self.subscribe().await.map_err(|e| ClusterError::Redis {
            url: "the bus".into(),
            why: e.to_string(),
        })?;
        self.beat(&app).await?;
        tokio::spawn(self.clone().listen(app.clone(), stream));
        self.broadcast(&Wire::Hello {
            node: self.node.clone(),
        });
        tokio::spawn(self.clone().heartbeats(app.clone()));
        tokio::spawn(self.clone().sweeps(app.clone()));
        tokio::spawn(self.clone().fence_watch(app.clone()));
        tracing::info!(node = %self.node, "joined the cluster");
        Ok(())
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Takes `game` for this node; false if a live other node holds it.
    pub async fn claim(&self, game: &str) -> Result<bool, ApiError> {
        if !self.may_run() {
            return Err(ApiError::Unavailable);
        }
        Ok(self.leases.claim(game).await?)
    }

    /// Tells the cluster of a seek listed here.
    pub fn seek_listed(&self, seek: &Seek) {
        self.broadcast(&Wire::SeekAdd {
            node: self.node.clone(),
            session: seek.session.clone(),
            seek: seek.view.clone(),
        });
    }
}

#[async_trait]
impl Peers for Cluster {
    fn node(&self) -> &str {
        &self.node
    }

    fn may_run(&self) -> bool {
        Cluster::may_run(self)
    }

    async fn owner(&self, game: &GameId) -> Result<Owner, ApiError> {
        Ok(self.leases.owner(game.as_str()).await?)
    }

    async fn claim(&self, game: &str) -> Result<bool, ApiError> {
        Cluster::claim(self, game).await
    }

    fn forward(self: Arc<Self>, owner: String, game: &GameId, cmd: Cmd) -> Link {
        Cluster::forward(&self, owner, game, cmd)
    }

    fn relay(&self, owner: &str, cmd: Cmd) -> bool {
        self.relay_socket(owner, cmd)
    }

    fn arena_ask(self: Arc<Self>, owner: String, arena: &GameId, cmd: ArenaCmd) {
        Cluster::arena_ask(&self, owner, arena, cmd);
    }

    fn arena_socket(&self, owner: &str, arena: &GameId, cmd: ArenaCmd) -> bool {
        Cluster::arena_socket(self, owner, arena, cmd)
    }

    fn seek_listed(&self, seek: &Seek) {
        Cluster::seek_listed(self, seek);
    }

    fn seek_unlisted(&self, id: &str) {
        self.broadcast(&Wire::SeekRemove {
            node: self.node.clone(),
            id: id.to_owned(),
        });
    }

    fn others_counts(&self) -> (u64, u64) {
        self.state()
            .counts
            .values()
            .fold((0, 0), |(p, g), &(dp, dg)| (p + dp, g + dg))
    }

    async fn leave(&self) {
        Cluster::leave(self).await;
    }
}
