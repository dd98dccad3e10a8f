//! What every part of the server shares: configuration, storage, metrics,
//! the lobby, the engine pool, and the registry of live game tasks.
//!
//! Commands reach a game task through the registry, which sends them while
//! holding its lock; a task leaves the registry (under the same lock) only
//! when its queue is empty. So no command is ever sent to a task that is
//! going away: a late sender finds no task and loads the game afresh.
//!
//! The hub sees the rest of a cluster only through [`Peers`] (implemented
//! by `cluster::Cluster`), and a game task sees the hub only as its
//! [`Hall`]: modules depend one way, `cluster` → `hub` → `game`.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::{Arc, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};

use async_trait::async_trait;
use tokio::sync::{mpsc, oneshot};

use crate::config::Config;
use crate::engine::analysis::AnalysisPool;
use crate::engine::EnginePool;
use crate::error::ApiError;
use crate::game::actor::{self, Cmd};
use crate::game::hall::Hall;
use crate::game::{Game, Now};
use crate::ids::GameId;
use crate::limits::Limits;
use crate::lobby::{Lobby, Online, Seek};
use crate::metrics::Metrics;
use crate::players::PlayerGuard;
use crate::protocol::Counts;
use crate::store::{GameRow, MoveRow, Store, StoreError, Write, Writer};

/// Who runs a game, as far as this node must know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Owner {
    /// No live node holds it: no lease, this node's lease, or a dead
    /// node's, with that node's last heartbeat (Unix milliseconds).
    Free { dead_since_ms: Option<i64> },
    /// Another node, alive.
    Other(String),
}

/// The other nodes of a cluster, as this node's hub reaches them: who
/// runs a game, taking games, forwarding commands, sharing seeks and
/// counts.
#[async_trait]
pub trait Peers: Send + Sync + 'static {
    /// This node's name.
    fn node(&self) -> &str;
    /// Whether this node may run games now: its last heartbeat is recent
    /// enough that no other node can have taken them.
    fn may_run(&self) -> bool;
    async fn owner(&self, game: &GameId) -> Result<Owner, ApiError>;
    /// Takes `game` for this node; false if a live other node holds it.
    async fn claim(&self, game: &str) -> Result<bool, ApiError>;
    /// Hands `cmd` for `game` to its owner, `owner`.
    fn forward(self: Arc<Self>, owner: String, game: &GameId, cmd: Cmd) -> Link;
    /// A socket's command (`Msg`, `Leave`) for a game `owner` runs; false
    /// when that socket is no longer attached there.
    fn relay(&self, owner: &str, cmd: Cmd) -> bool;
    fn seek_listed(&self, seek: &Seek);
    fn seek_unlisted(&self, id: &str);
    /// Online players and games being played on the other live nodes.
    fn others_counts(&self) -> (u64, u64);
    /// Leaves the cluster (a clean stop): others take this node's games
    /// at their next sweep.
    async fn leave(&self);
}

/// Where a game's commands go: its task on this node, or its owner.
#[derive(Clone)]
pub enum Link {
    Local(mpsc::UnboundedSender<Cmd>),
    Remote {
        peers: Arc<dyn Peers>,
        owner: String,
    },
    /// The game is over and was answered from storage: nothing runs it.
    Stored,
}

impl Link {
    /// Sends a socket's command (`Msg`, `Leave`); false when the game is
    /// no longer reachable this way (the socket should close).
    pub fn send(&self, cmd: Cmd) -> bool {
        match self {
            Link::Local(tx) => tx.send(cmd).is_ok(),
            Link::Remote { peers, owner } => peers.relay(owner, cmd),
            Link::Stored => false,
        }
    }
}

struct Entry {
    generation: u64,
    tx: mpsc::UnboundedSender<Cmd>,
}

pub struct Hub {
    pub config: Config,
    pub store: Arc<dyn Store>,
    pub writer: Writer,
    pub metrics: Arc<Metrics>,
    pub lobby: Lobby,
    pub online: Online,
    pub engine: EnginePool,
    /// The analysis board's own pool (never the computer opponent's).
    pub analysis: AnalysisPool,
    pub limits: Limits,
    /// Names taken and player keys tried, per client address.
    pub players: PlayerGuard,
    /// This node's part in a cluster (`--bus`), if it is in one.
    pub cluster: Option<Arc<dyn Peers>>,
    games: Mutex<HashMap<GameId, Entry>>,
    generations: AtomicU64,
    connections: AtomicU64,
    clock_base: tokio::time::Instant,
}

/// The zero of the `Now::mono` scale: some hours before now where the
/// system's monotonic clock allows, so a clock restored after a node died
/// can be set running from before this process started.
fn clock_base() -> tokio::time::Instant {
    let now = tokio::time::Instant::now();
    [4 * 3600, 3600, 600, 60]
        .into_iter()
        .find_map(|secs| now.checked_sub(std::time::Duration::from_secs(secs)))
        .unwrap_or(now)
}

impl Hub {
    pub fn new(config: Config, store: Arc<dyn Store>) -> Arc<Hub> {
        Hub::with_cluster(config, store, None)
    }

    pub fn with_cluster(
        config: Config,
        store: Arc<dyn Store>,
        cluster: Option<Arc<dyn Peers>>,
    ) -> Arc<Hub> {
        let metrics = Arc::new(Metrics::default());
        Arc::new(Hub {
            writer: Writer::start(store.clone(), metrics.clone()),
            engine: EnginePool::new(config.engine_threads, metrics.clone()),
            limits: Limits::new(config.limits.clone()),
            players: PlayerGuard::default(),
            analysis: AnalysisPool::new(config.analysis.clone()),
            cluster,
            config,
            store,
            metrics,
            lobby: Lobby::default(),
            online: Online::default(),
            games: Mutex::new(HashMap::new()),
            generations: AtomicU64::new(0),
            connections: AtomicU64::new(0),
            clock_base: clock_base(),
        })
    }

    pub fn now(&self) -> Now {
        Now {
            mono: self.clock_base.elapsed().as_millis() as u64,
            unix: SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_secs() as i64),
        }
    }

    /// The tokio instant of a time on the `Now::mono` scale.
    pub fn instant(&self, mono: u64) -> tokio::time::Instant {
        self.clock_base + std::time::Duration::from_millis(mono)
    }

    pub fn next_connection(&self) -> u64 {
        self.connections.fetch_add(1, Relaxed) + 1
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, Entry>> {
        self.games.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Starts the task of a game (unless one runs already) and returns a
    /// sender to it. `loaded` = read back from storage rather than new.
    pub fn start(self: &Arc<Self>, game: Game, loaded: bool) -> mpsc::UnboundedSender<Cmd> {
        self.start_with(game, loaded, None)
    }

    /// [`Hub::start`] for a game whose player's address is known (the
    /// engine takes turns between addresses).
    pub fn start_with(
        self: &Arc<Self>,
        game: Game,
        loaded: bool,
        client: Option<std::net::IpAddr>,
    ) -> mpsc::UnboundedSender<Cmd> {
        let mut games = self.lock();
        if let Some(entry) = games.get(&game.id) {
            return entry.tx.clone();
        }
        let generation = self.generations.fetch_add(1, Relaxed);
        let (tx, rx) = mpsc::unbounded_channel();
        games.insert(
            game.id.clone(),
            Entry {
                generation,
                tx: tx.clone(),
            },
        );
        drop(games);
        actor::spawn(
            self.clone() as Arc<dyn Hall>,
            game,
            generation,
            tx.downgrade(),
            rx,
            loaded,
            client,
        );
        tx
    }

    /// Sends a command to a game: to its task here, to the node that runs
    /// it (in a cluster), or to a task started here from storage. Returns
    /// where the game's commands go (sockets keep talking to it there).
    pub async fn send(self: &Arc<Self>, id: &GameId, cmd: Cmd) -> Result<Link, ApiError> {
        self.route(id, cmd, true).await
    }

    /// Sends a question (`make` wraps the reply channel in a command) and
    /// waits for its answer. In a cluster, a question that went unanswered
    /// because the game was changing node (its owner died) is asked again,
    /// and finds the game on its new node.
    pub async fn ask<T>(
        self: &Arc<Self>,
        id: &GameId,
        make: impl Fn(oneshot::Sender<T>) -> Cmd,
    ) -> Result<T, ApiError> {
        let attempts = if self.cluster.is_some() { 3 } else { 1 };
        for attempt in 0..attempts {
            if attempt > 0 {
                tokio::time::sleep(std::time::Duration::from_millis(250)).await;
            }
            let (reply, answer) = oneshot::channel();
            match self.send(id, make(reply)).await {
                Ok(_) => {
                    if let Ok(value) = answer.await {
                        return Ok(value);
                    }
                }
                Err(ApiError::Unavailable) => {}
                Err(e) => return Err(e),
            }
        }
        Err(ApiError::Unavailable)
    }

    /// Like [`Hub::send`], for commands forwarded by another node: the game
    /// runs here or not at all (no second hop).
    pub async fn send_here(self: &Arc<Self>, id: &GameId, cmd: Cmd) -> Result<Link, ApiError> {
        self.route(id, cmd, false).await
    }

    async fn route(
        self: &Arc<Self>,
        id: &GameId,
        cmd: Cmd,
        may_forward: bool,
    ) -> Result<Link, ApiError> {
        let mut cmd = cmd;
        for _ in 0..3 {
            {
                let games = self.lock();
                if let Some(entry) = games.get(id) {
                    match entry.tx.send(cmd) {
                        Ok(()) => return Ok(Link::Local(entry.tx.clone())),
                        Err(mpsc::error::SendError(back)) => cmd = back,
                    }
                }
            }
            let mut dead_since_ms = None;
            if let Some(cluster) = &self.cluster {
                match cluster.owner(id).await? {
                    Owner::Other(node) => {
                        if !may_forward {
                            return Err(ApiError::Unavailable);
                        }
                        self.metrics.cluster_forwarded.fetch_add(1, Relaxed);
                        return Ok(cluster.clone().forward(node, id, cmd));
                    }
                    Owner::Free { dead_since_ms: t } => dead_since_ms = t,
                }
            }
            let Some((row, moves)) = self.store.load(id.as_str()).await? else {
                return Err(ApiError::no_game(id.as_str()));
            };
            let mut game = Game::from_rows(&row, &moves, self.now())?;
            // A read of a game that is over is answered from what is
            // stored: no task, no new event number, no write, no lease.
            cmd = match cmd.answer_stored(&game, self.now()) {
                Ok(()) => return Ok(Link::Stored),
                Err(cmd) => cmd,
            };
            if let Some(t) = dead_since_ms {
                game.charge_outage(&moves, t);
            }
            if let Some(cluster) = &self.cluster {
                if !cluster.claim(id.as_str()).await? {
                    // Another node took it meanwhile: ask again.
                    continue;
                }
            }
            if dead_since_ms.is_some() {
                self.metrics.cluster_takeovers.fetch_add(1, Relaxed);
            }
            self.start(game, true);
        }
        Err(ApiError::Unavailable)
    }

    /// Whether a task here holds the game.
    pub fn is_here(&self, id: &GameId) -> bool {
        self.lock().contains_key(id)
    }

    /// Stops every game task here (this node may no longer run games);
    /// their sockets close and reconnect to whoever takes them over.
    /// Returns how many were told.
    pub fn fence_all(&self) -> usize {
        let games = self.lock();
        for entry in games.values() {
            let _ = entry.tx.send(Cmd::Fence);
        }
        games.len()
    }

    /// Online players, games being played and open seeks: this node's,
    /// or the whole cluster's.
    pub fn counts(&self) -> Counts {
        let (players, games) = self.cluster.as_ref().map_or((0, 0), |c| c.others_counts());
        Counts {
            players: self.online.count() as u64 + players,
            games: self.metrics.games_playing.load(Relaxed).max(0) as u64 + games,
            seeks: self.lobby.len() as u64,
        }
    }

    /// Number of game tasks in memory.
    pub fn live_games(&self) -> usize {
        self.lock().len()
    }

    /// Loads every unfinished game at start-up, so clocks keep running,
    /// seeks reappear in the lobby and computers resume thinking.
    /// In a cluster, orphaned games are adopted by the cluster's sweeps
    /// instead (a game another live node runs must stay there).
    pub async fn resume_unfinished(self: &Arc<Self>) -> Result<usize, ApiError> {
        if self.cluster.is_some() {
            return Ok(0);
        }
        let ids = self.store.unfinished().await?;
        let mut resumed = 0;
        for id in ids {
            let Some((row, moves)) = self.store.load(&id).await? else {
                continue;
            };
            match Game::from_rows(&row, &moves, self.now()) {
                // An invitation waits in storage until its friend opens the
                // link (a flood of them costs no memory after a restart).
                Ok(game)
                    if game.status == crate::protocol::Status::Waiting
                        && game.opponent == crate::protocol::Opponent::Friend => {}
                // A game without its first two moves is not loaded either:
                // with a clock it is aborted (its players left it before it
                // started), without one it waits in storage for a player.
                Ok(mut game)
                    if game.status == crate::protocol::Status::Playing && game.ply() < 2 =>
                {
                    if game.clock.is_some() {
                        if let Ok(change) = game.abort(self.now()) {
                            self.writer.write(change.writes).await?;
                        }
                    }
                }
                Ok(game) => {
                    self.start(game, true);
                    resumed += 1;
                }
                Err(e) => tracing::error!(game = %id, error = %e, "cannot resume a stored game"),
            }
        }
        Ok(resumed)
    }
}

/// A game task's view of the hub.
#[async_trait]
impl Hall for Hub {
    fn config(&self) -> &Config {
        &self.config
    }

    fn metrics(&self) -> &Metrics {
        &self.metrics
    }

    fn limits(&self) -> &Limits {
        &self.limits
    }

    fn engine(&self) -> &EnginePool {
        &self.engine
    }

    fn now(&self) -> Now {
        Hub::now(self)
    }

    fn instant(&self, mono: u64) -> tokio::time::Instant {
        Hub::instant(self, mono)
    }

    async fn store(&self, id: &GameId, writes: Vec<Write>) -> Result<(), StoreError> {
        let mut all = Vec::with_capacity(writes.len() + 1);
        if let Some(cluster) = &self.cluster {
            // Every change depends on this node still holding the lease.
            all.push(Write::HoldLease {
                game_id: id.to_string(),
                node: cluster.node().to_owned(),
            });
        }
        all.extend(writes);
        self.writer.write(all).await
    }

    async fn load(&self, id: &GameId) -> Result<Option<(GameRow, Vec<MoveRow>)>, StoreError> {
        self.store.load(id.as_str()).await
    }

    async fn rating(&self, name: &str, variant: &str) -> Result<crate::rating::Rating, StoreError> {
        self.store.rating(name, variant).await
    }

    fn may_run(&self) -> bool {
        self.cluster.as_ref().is_none_or(|c| c.may_run())
    }

    async fn claim(&self, id: &GameId) -> bool {
        match &self.cluster {
            None => true,
            Some(cluster) => matches!(cluster.claim(id.as_str()).await, Ok(true)),
        }
    }

    fn list_seek(&self, seek: Seek) {
        if let Some(cluster) = &self.cluster {
            cluster.seek_listed(&seek);
        }
        self.lobby.add(seek);
    }

    fn unlist_seek(&self, id: &GameId, everywhere: bool) {
        if everywhere {
            if let Some(cluster) = &self.cluster {
                cluster.seek_unlisted(id.as_str());
            }
        }
        self.lobby.remove(id.as_str());
    }

    fn start_game(self: Arc<Self>, game: Game, client: Option<std::net::IpAddr>) {
        self.start_with(game, false, client);
    }

    fn retire(&self, id: &GameId, generation: u64, idle: &dyn Fn() -> bool) -> bool {
        let mut games = self.lock();
        if !idle() {
            return false;
        }
        if games.get(id).is_some_and(|e| e.generation == generation) {
            games.remove(id);
        }
        true
    }

    fn retire_now(&self, id: &GameId, generation: u64) {
        let mut games = self.lock();
        if games.get(id).is_some_and(|e| e.generation == generation) {
            games.remove(id);
        }
    }
}
