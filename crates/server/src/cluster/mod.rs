//! Several nodes, one site (`regalia serve --db postgres://... --bus
//! redis://...`).
//!
//! - Each node heartbeats in PostgreSQL twice a second; a node silent for
//!   [`DEAD_AFTER`] is dead, by the database's clock.
//! - Each live game runs on one node, the holder of its lease
//!   ([`db::Leases`]). A lease is taken before a new game is stored, and
//!   taken over from a dead node: every node looks for such orphans each
//!   second and loads them from the database, where every acknowledged
//!   move already is (a move is stored before anyone hears of it).
//! - A request or socket for a game that another node runs is forwarded
//!   to it over Redis pub/sub ([`wire::Wire`]): questions with answers,
//!   socket messages in, events out, each socket's traffic in order.
//! - A node that cannot heartbeat for [`FENCE_AFTER`] (less than
//!   [`DEAD_AFTER`]) drops every game it runs before anyone may take them
//!   over, so a game never runs on two nodes.
//! - Open seeks and online counts are broadcast, so every node's lobby
//!   shows the whole cluster.

pub mod db;
pub mod wire;

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use axum::extract::ws::Utf8Bytes;
use futures_util::StreamExt;
use regalia_rules::Color;
use serde::de::DeserializeOwned;
use sqlx::postgres::PgPool;
use tokio::sync::{mpsc, oneshot};

use crate::error::ApiError;
use crate::game::actor::Cmd;
use crate::hub::Hub;
use crate::ids::GameId;
use crate::lobby::Seek;
use crate::protocol::{ClientMsg, Side};
use crate::store::StoreError;
use db::{Leases, Owner};
use wire::{Req, Wire, WireError};

/// How often a node says it is alive.
pub const HEARTBEAT: Duration = Duration::from_millis(500);
/// How often a node looks for games whose node has died.
const SWEEP_EVERY: u64 = 2;
/// A node silent this long is dead; its games are taken over.
pub const DEAD_AFTER: Duration = Duration::from_secs(3);
/// A node that could not heartbeat this long stops running games.
pub const FENCE_AFTER: Duration = Duration::from_millis(2000);
/// A forwarded question unanswered this long fails (503).
const ASK_TIMEOUT: Duration = Duration::from_secs(5);
/// Messages waiting to go out to a socket's owner, per guest socket.
const GUEST_OUTBOX: usize = 512;
/// Orphaned games adopted per sweep by one node.
const SWEEP_BATCH: i64 = 200;

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

/// A socket of this node on a game another node runs.
struct RemoteSocket {
    owner: String,
    out: mpsc::Sender<Utf8Bytes>,
}

/// What a guest socket (on another node, game here) sends its game.
enum GuestIn {
    Msg(ClientMsg),
}

struct Pending {
    owner: String,
    reply: oneshot::Sender<Result<serde_json::Value, ApiError>>,
}

#[derive(Default)]
struct State {
    /// Live nodes, this one included, as of the last heartbeat.
    live: HashSet<String>,
    pending: HashMap<u64, Pending>,
    sockets: HashMap<u64, RemoteSocket>,
    guests: HashMap<(String, u64), mpsc::UnboundedSender<GuestIn>>,
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
            tokio::spawn(publisher(redis.clone(), queue, me.clone()));
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

    /// A batch the bus would not take: what it carried for sockets is
    /// lost, so those sockets close and their clients reconnect with
    /// `since` and resynchronise. Guests here (sockets of another node on
    /// games this node runs) are let go, which tells their node `Closed`
    /// once the bus is back; sockets here whose message to a game's owner
    /// was lost close at once.
    fn lost(&self, batch: &[(String, String)]) {
        let node_prefix = format!("{}node:", self.prefix);
        let mut closed = 0;
        let mut st = self.state();
        for (channel, text) in batch {
            let Some(node) = channel.strip_prefix(&node_prefix) else {
                continue;
            };
            match serde_json::from_str::<Wire>(text) {
                Ok(Wire::Deliver { conn, .. }) => {
                    closed += usize::from(st.guests.remove(&(node.to_owned(), conn)).is_some());
                }
                Ok(Wire::Msg { conn, .. } | Wire::Connect { conn, .. }) => {
                    closed += usize::from(st.sockets.remove(&conn).is_some());
                }
                _ => {}
            }
        }
        drop(st);
        tracing::warn!(
            messages = batch.len(),
            sockets = closed,
            "a batch for the bus was lost; its sockets are closed"
        );
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn node_channel(&self, node: &str) -> String {
        format!("{}node:{node}", self.prefix)
    }

    fn all_channel(&self) -> String {
        format!("{}all", self.prefix)
    }

    fn send_to(&self, node: &str, wire: &Wire) {
        self.post(self.node_channel(node), wire);
    }

    fn broadcast(&self, wire: &Wire) {
        self.post(self.all_channel(), wire);
    }

    fn post(&self, channel: String, wire: &Wire) {
        match serde_json::to_string(wire) {
            Ok(text) => {
                let _ = self.publish.send((channel, text));
            }
            Err(e) => tracing::error!(error = %e, "cannot write a bus message"),
        }
    }

    async fn subscribe(&self) -> Result<redis::aio::PubSubStream, redis::RedisError> {
        let mut pubsub = self.redis.get_async_pubsub().await?;
        pubsub.subscribe(self.node_channel(&self.node)).await?;
        pubsub.subscribe(self.all_channel()).await?;
        Ok(pubsub.into_on_message())
    }

    /// Heartbeats, listens, and adopts orphaned games; returns once this
    /// node is alive in the database and listening on the bus.
    pub async fn start(self: &Arc<Self>, hub: Arc<Hub>) -> Result<(), ClusterError> {
        let stream = self.subscribe().await.map_err(|e| ClusterError::Redis {
            url: "the bus".into(),
            why: e.to_string(),
        })?;
        self.beat(&hub).await?;
        tokio::spawn(self.clone().listen(hub.clone(), stream));
        self.broadcast(&Wire::Hello {
            node: self.node.clone(),
        });
        tokio::spawn(self.clone().heartbeats(hub.clone()));
        tokio::spawn(self.clone().fence_watch(hub.clone()));
        tracing::info!(node = %self.node, "joined the cluster");
        Ok(())
    }

    /// One heartbeat: stores it, learns who is alive, lets go of what
    /// dead nodes held, and tells the others this node's counts.
    async fn beat(&self, hub: &Arc<Hub>) -> Result<(), StoreError> {
        let sent = Instant::now();
        let live = self.leases.heartbeat().await?;
        let previous = std::mem::replace(
            &mut *self.last_beat.lock().unwrap_or_else(|e| e.into_inner()),
            sent,
        );
        if previous.elapsed() >= FENCE_AFTER && !self.fenced.load(Relaxed) {
            // The process was frozen or starved past the fence: others may
            // have taken its games; let them go before going on.
            let games = hub.fence_all();
            tracing::warn!(node = %self.node, games, "heartbeats stalled; this node let its games go");
        }
        if self.fenced.swap(false, Relaxed) {
            tracing::warn!(node = %self.node, "heartbeats work again: this node runs games again");
        }
        let live: HashSet<String> = live.into_iter().collect();
        self.set_live(hub, live);
        {
            let st = self.state();
            let m = &hub.metrics;
            m.cluster_nodes.store(st.live.len() as i64, Relaxed);
            m.cluster_remote_sockets
                .store(st.sockets.len() as i64, Relaxed);
            m.cluster_guest_sockets
                .store(st.guests.len() as i64, Relaxed);
            m.cluster_fenced.store(0, Relaxed);
        }
        self.broadcast(&Wire::Counts {
            node: self.node.clone(),
            players: hub.online.count() as u64,
            games: hub.metrics.games_playing.load(Relaxed).max(0) as u64,
        });
        Ok(())
    }

    /// Takes in the set of live nodes; whatever hung on a node no longer
    /// in it is let go: its sockets here close (their clients reconnect,
    /// and the game is taken over), its questions fail, its guests leave.
    fn set_live(&self, hub: &Hub, live: HashSet<String>) {
        let mut gone_nodes = Vec::new();
        let mut dropped_sockets = 0usize;
        let mut failed = Vec::new();
        {
            let mut st = self.state();
            gone_nodes.extend(st.live.difference(&live).cloned());
            st.live = live;
            let State {
                live,
                pending,
                sockets,
                guests,
                counts,
            } = &mut *st;
            sockets.retain(|_, s| {
                let keep = live.contains(&s.owner);
                if !keep {
                    dropped_sockets += 1;
                }
                keep
            });
            let dead: Vec<u64> = pending
                .iter()
                .filter(|(_, p)| !live.contains(&p.owner))
                .map(|(&id, _)| id)
                .collect();
            for id in dead {
                if let Some(p) = pending.remove(&id) {
                    failed.push(p.reply);
                }
            }
            guests.retain(|(node, _), _| live.contains(node));
            counts.retain(|node, _| live.contains(node));
        }
        for reply in failed {
            let _ = reply.send(Err(ApiError::Unavailable));
        }
        for node in &gone_nodes {
            tracing::warn!(node = %node, sockets = dropped_sockets, "a node is gone; its games will be taken over");
        }
        let st = self.state();
        hub.lobby.keep_nodes(|node| st.live.contains(node));
    }

    async fn heartbeats(self: Arc<Self>, hub: Arc<Hub>) {
        let mut tick = tokio::time::interval(HEARTBEAT);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut beats: u64 = 0;
        let mut strays_done = false;
        loop {
            tick.tick().await;
            beats += 1;
            match tokio::time::timeout(FENCE_AFTER, self.beat(&hub)).await {
                Ok(Ok(())) => {}
                Ok(Err(e)) => tracing::warn!(error = %e, "heartbeat failed"),
                Err(_) => tracing::warn!("heartbeat timed out"),
            }
            if self.fenced.load(Relaxed) || !beats.is_multiple_of(SWEEP_EVERY) {
                continue;
            }
            let found = if !strays_done {
                let found = self.leases.strays().await;
                strays_done = found.is_ok();
                found
            } else {
                self.leases.orphans(SWEEP_BATCH).await
            };
            if let Err(e) = self.adopt(&hub, found).await {
                tracing::warn!(error = %e, "taking over orphaned games failed");
            }
            if beats.is_multiple_of(1200) {
                if let Err(e) = self.leases.tidy().await {
                    tracing::warn!(error = %e, "tidying the cluster tables failed");
                }
            }
        }
    }

    /// Stops every game here once heartbeats have failed long enough that
    /// other nodes may soon take them over.
    async fn fence_watch(self: Arc<Self>, hub: Arc<Hub>) {
        let mut tick = tokio::time::interval(Duration::from_millis(200));
        loop {
            tick.tick().await;
            let since = self
                .last_beat
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .elapsed();
            if since >= FENCE_AFTER && !self.fenced.swap(true, Relaxed) {
                hub.metrics.cluster_fenced.store(1, Relaxed);
                let games = hub.fence_all();
                tracing::error!(node = %self.node, games, "no heartbeat for {:?}: this node stops running games", since);
            }
        }
    }

    /// Takes over unfinished games no live node runs.
    async fn adopt(
        &self,
        hub: &Arc<Hub>,
        found: Result<Vec<(String, Option<i64>)>, StoreError>,
    ) -> Result<(), ApiError> {
        for (id, dead_since_ms) in found? {
            let Some(gid) = GameId::parse(&id) else {
                continue;
            };
            if hub.is_here(&gid) || !self.claim(&id).await? {
                continue;
            }
            let Some((row, moves)) = hub.store.load(&id).await? else {
                continue;
            };
            match crate::game::Game::from_rows(&row, &moves, hub.now()) {
                Ok(mut game) => {
                    if let Some(t) = dead_since_ms {
                        game.charge_outage(&moves, t);
                    }
                    hub.metrics.cluster_takeovers.fetch_add(1, Relaxed);
                    tracing::info!(game = %id, node = %self.node, "took over a game");
                    hub.start(game, true);
                }
                Err(e) => tracing::error!(game = %id, error = %e, "cannot take over a stored game"),
            }
        }
        Ok(())
    }

    /// Whether this node may run games now: its last heartbeat is recent
    /// enough that no other node can have taken them.
    pub fn may_run(&self) -> bool {
        !self.fenced.load(Relaxed)
            && self
                .last_beat
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .elapsed()
                < FENCE_AFTER
    }

    /// Who runs `game`, as far as this node must know: another live node,
    /// or nobody (this node may take it).
    pub async fn owner(&self, game: &GameId) -> Result<Owner, ApiError> {
        Ok(self.leases.owner(game.as_str()).await?)
    }

    /// Takes `game` for this node; false if a live other node holds it.
    pub async fn claim(&self, game: &str) -> Result<bool, ApiError> {
        if !self.may_run() {
            return Err(ApiError::Unavailable);
        }
        Ok(self.leases.claim(game).await?)
    }

    /// Leaves the cluster (a clean stop): others take this node's games
    /// at their next sweep.
    pub async fn leave(&self) {
        if let Err(e) = self.leases.leave().await {
            tracing::warn!(error = %e, "could not leave the cluster cleanly");
        }
    }

    /// Hands `cmd` for `game` to its owner, `owner`.
    pub fn forward(self: &Arc<Self>, owner: String, game: &GameId, cmd: Cmd) -> Link {
        let link = Link::Remote {
            cluster: self.clone(),
            owner: owner.clone(),
        };
        match cmd {
            Cmd::Authorize { seat, reply } => self.ask(
                owner,
                game,
                Req::Authorize { seat },
                reply,
                |v: Option<Side>| Ok(v.map(Color::from)),
            ),
            Cmd::Join { session, reply } => self.ask(owner, game, Req::Join { session }, reply, Ok),
            Cmd::Decline { session, reply } => {
                self.ask(owner, game, Req::Decline { session }, reply, Ok)
            }
            Cmd::View {
                session,
                seat,
                reply,
            } => self.ask(owner, game, Req::View { session, seat }, reply, Ok),
            Cmd::Pgn { reply } => {
                let (tx, rx) = oneshot::channel();
                self.ask(owner, game, Req::Pgn, tx, Ok::<String, ApiError>);
                tokio::spawn(async move {
                    if let Ok(Ok(text)) = rx.await {
                        let _ = reply.send(text);
                    }
                });
            }
            Cmd::Connect {
                conn,
                role,
                since,
                out,
            } => {
                self.state().sockets.insert(
                    conn,
                    RemoteSocket {
                        owner: owner.clone(),
                        out,
                    },
                );
                self.send_to(
                    &owner,
                    &Wire::Connect {
                        from: self.node.clone(),
                        conn,
                        game: game.to_string(),
                        role: role.map(Side::from),
                        since,
                    },
                );
            }
            other => {
                let _ = link.send(other);
            }
        }
        link
    }

    /// Sends a question to `owner` and, when the answer comes, hands it to
    /// `reply` through `map`.
    fn ask<T, U>(
        self: &Arc<Self>,
        owner: String,
        game: &GameId,
        req: Req,
        reply: oneshot::Sender<Result<U, ApiError>>,
        map: impl FnOnce(T) -> Result<U, ApiError> + Send + 'static,
    ) where
        T: DeserializeOwned + Send + 'static,
        U: Send + 'static,
    {
        let id = self.next_req.fetch_add(1, Relaxed);
        let (tx, rx) = oneshot::channel();
        self.state().pending.insert(
            id,
            Pending {
                owner: owner.clone(),
                reply: tx,
            },
        );
        self.send_to(
            &owner,
            &Wire::Req {
                from: self.node.clone(),
                id,
                game: game.to_string(),
                req,
            },
        );
        let me = self.clone();
        tokio::spawn(async move {
            // Unanswered (the owner died or is out of reach): `reply` is
            // dropped, and the asker may ask again (`Hub::ask`).
            let answer = match tokio::time::timeout(ASK_TIMEOUT, rx).await {
                Ok(Ok(Err(ApiError::Unavailable))) | Ok(Err(_)) => return,
                Ok(Ok(result)) => result,
                Err(_) => {
                    me.state().pending.remove(&id);
                    tracing::warn!(node = %owner, "a forwarded question went unanswered");
                    return;
                }
            };
            let answer = answer.and_then(|value| {
                serde_json::from_value::<T>(value)
                    .map_err(|e| {
                        ApiError::BadRequest(format!("unreadable answer from {owner}: {e}"))
                    })
                    .and_then(map)
            });
            let _ = reply.send(answer);
        });
    }

    /// A socket message for a game another node runs.
    fn socket_cmd(&self, owner: &str, cmd: Cmd) -> bool {
        match cmd {
            Cmd::Msg { conn, msg } => {
                if !self.state().sockets.contains_key(&conn) {
                    return false;
                }
                self.send_to(
                    owner,
                    &Wire::Msg {
                        from: self.node.clone(),
                        conn,
                        msg,
                    },
                );
                true
            }
            Cmd::Leave { conn } => {
                if self.state().sockets.remove(&conn).is_some() {
                    self.send_to(
                        owner,
                        &Wire::Leave {
                            from: self.node.clone(),
                            conn,
                        },
                    );
                }
                true
            }
            _ => false,
        }
    }

    /// Tells the cluster of a seek listed here.
    pub fn seek_listed(&self, seek: &Seek) {
        self.broadcast(&Wire::SeekAdd {
            node: self.node.clone(),
            session: seek.session.clone(),
            seek: seek.view.clone(),
        });
    }

    pub fn seek_unlisted(&self, id: &str) {
        self.broadcast(&Wire::SeekRemove {
            node: self.node.clone(),
            id: id.to_owned(),
        });
    }

    /// Online players and games being played on the other live nodes.
    pub fn others_counts(&self) -> (u64, u64) {
        self.state()
            .counts
            .values()
            .fold((0, 0), |(p, g), &(dp, dg)| (p + dp, g + dg))
    }

    async fn listen(self: Arc<Self>, hub: Arc<Hub>, mut stream: redis::aio::PubSubStream) {
        loop {
            while let Some(msg) = stream.next().await {
                match serde_json::from_slice::<Wire>(msg.get_payload_bytes()) {
                    Ok(wire) => self.dispatch(&hub, wire),
                    Err(e) => tracing::warn!(error = %e, "unreadable bus message"),
                }
            }
            tracing::error!("lost the bus; reconnecting");
            // Whatever was in flight may be lost: sockets on remote games
            // close, and so do other nodes' sockets on games here (their
            // clients reconnect and resynchronise).
            {
                let mut st = self.state();
                st.sockets.clear();
                st.guests.clear();
            }
            loop {
                tokio::time::sleep(Duration::from_millis(500)).await;
                match self.subscribe().await {
                    Ok(s) => {
                        stream = s;
                        break;
                    }
                    Err(e) => tracing::warn!(error = %e, "the bus is still unreachable"),
                }
            }
            tracing::info!("the bus is back");
        }
    }

    fn dispatch(self: &Arc<Self>, hub: &Arc<Hub>, wire: Wire) {
        match wire {
            Wire::Req {
                from,
                id,
                game,
                req,
            } => {
                let me = self.clone();
                let hub = hub.clone();
                tokio::spawn(async move {
                    let result = answer(&hub, &game, req)
                        .await
                        .map_err(|e| WireError::from(&e));
                    me.send_to(&from, &Wire::Reply { id, result });
                });
            }
            Wire::Reply { id, result } => {
                if let Some(p) = self.state().pending.remove(&id) {
                    let _ = p.reply.send(result.map_err(ApiError::from));
                }
            }
            Wire::Connect {
                from,
                conn,
                game,
                role,
                since,
            } => {
                let (tx, rx) = mpsc::unbounded_channel();
                self.state().guests.insert((from.clone(), conn), tx);
                tokio::spawn(
                    self.clone()
                        .guest(hub.clone(), from, conn, game, role, since, rx),
                );
            }
            Wire::Msg { from, conn, msg } => {
                let st = self.state();
                if let Some(tx) = st.guests.get(&(from, conn)) {
                    let _ = tx.send(GuestIn::Msg(msg));
                }
            }
            Wire::Leave { from, conn } => {
                self.state().guests.remove(&(from, conn));
            }
            Wire::Deliver { conn, text } => {
                let mut st = self.state();
                let full = match st.sockets.get(&conn) {
                    Some(s) => s.out.try_send(Utf8Bytes::from(text)).is_err(),
                    None => false,
                };
                if full {
                    // Too slow or gone: close it; the client reconnects.
                    if let Some(s) = st.sockets.remove(&conn) {
                        drop(st);
                        self.send_to(
                            &s.owner,
                            &Wire::Leave {
                                from: self.node.clone(),
                                conn,
                            },
                        );
                    }
                }
            }
            Wire::Closed { conn } => {
                self.state().sockets.remove(&conn);
            }
            Wire::SeekAdd {
                node,
                session,
                seek,
            } => {
                if node != self.node {
                    hub.lobby.add(Seek {
                        view: seek,
                        session,
                        node: Some(node),
                    });
                }
            }
            Wire::SeekRemove { node, id } => {
                if node != self.node {
                    hub.lobby.remove(&id);
                }
            }
            Wire::Counts {
                node,
                players,
                games,
            } => {
                if node != self.node {
                    self.state().counts.insert(node, (players, games));
                }
            }
            Wire::Hello { node } => {
                if node != self.node {
                    for seek in hub.lobby.own_seeks() {
                        self.seek_listed(&seek);
                    }
                }
            }
        }
    }

    /// A socket of node `from` on a game of this node: attaches it to the
    /// game, then carries its messages in, in order, and the game's text
    /// out, until either side lets go.
    #[allow(clippy::too_many_arguments)]
    async fn guest(
        self: Arc<Self>,
        hub: Arc<Hub>,
        from: String,
        conn: u64,
        game: String,
        role: Option<Side>,
        since: Option<u64>,
        mut inbox: mpsc::UnboundedReceiver<GuestIn>,
    ) {
        let closed = Wire::Closed { conn };
        let Some(id) = GameId::parse(&game) else {
            self.send_to(&from, &closed);
            return;
        };
        let local = hub.next_connection();
        let (out, mut outbox) = mpsc::channel(GUEST_OUTBOX);
        let cmd = Cmd::Connect {
            conn: local,
            role: role.map(Color::from),
            since,
            out,
        };
        let Ok(Link::Local(tx)) = hub.send_here(&id, cmd).await else {
            self.state().guests.remove(&(from.clone(), conn));
            self.send_to(&from, &closed);
            return;
        };
        loop {
            tokio::select! {
                text = outbox.recv() => match text {
                    Some(text) => self.send_to(&from, &Wire::Deliver { conn, text: text.as_str().to_owned() }),
                    None => {
                        self.send_to(&from, &closed);
                        break;
                    }
                },
                msg = inbox.recv() => match msg {
                    Some(GuestIn::Msg(msg)) => {
                        if tx.send(Cmd::Msg { conn: local, msg }).is_err() {
                            self.send_to(&from, &closed);
                            break;
                        }
                    }
                    // Its node said it closed, or this node let it go (that
                    // node died, or the bus was lost): the socket's node
                    // closes it if it still has it, and the client
                    // reconnects and resynchronises.
                    None => {
                        self.send_to(&from, &closed);
                        break;
                    }
                },
            }
        }
        let _ = tx.send(Cmd::Leave { conn: local });
        self.state().guests.remove(&(from, conn));
    }
}

/// Answers a forwarded question about a game this node runs.
async fn answer(hub: &Arc<Hub>, game: &str, req: Req) -> Result<serde_json::Value, ApiError> {
    let id = GameId::parse(game).ok_or_else(|| ApiError::no_game(game))?;
    let json = |v: Result<serde_json::Value, serde_json::Error>| {
        v.map_err(|e| ApiError::BadRequest(format!("cannot write an answer: {e}")))
    };
    match req {
        Req::Authorize { seat } => {
            let (reply, rx) = oneshot::channel();
            hub.send_here(&id, Cmd::Authorize { seat, reply }).await?;
            let role = rx.await.map_err(|_| ApiError::Unavailable)??;
            json(serde_json::to_value(role.map(Side::from)))
        }
        Req::Join { session } => {
            let (reply, rx) = oneshot::channel();
            hub.send_here(&id, Cmd::Join { session, reply }).await?;
            let seat = rx.await.map_err(|_| ApiError::Unavailable)??;
            json(serde_json::to_value(seat))
        }
        Req::Decline { session } => {
            let (reply, rx) = oneshot::channel();
            hub.send_here(&id, Cmd::Decline { session, reply }).await?;
            rx.await.map_err(|_| ApiError::Unavailable)??;
            json(serde_json::to_value(()))
        }
        Req::View { session, seat } => {
            let (reply, rx) = oneshot::channel();
            hub.send_here(
                &id,
                Cmd::View {
                    session,
                    seat,
                    reply,
                },
            )
            .await?;
            let view = rx.await.map_err(|_| ApiError::Unavailable)??;
            json(serde_json::to_value(view))
        }
        Req::Pgn => {
            let (reply, rx) = oneshot::channel();
            hub.send_here(&id, Cmd::Pgn { reply }).await?;
            let text = rx.await.map_err(|_| ApiError::Unavailable)?;
            json(serde_json::to_value(text))
        }
    }
}

/// Sends queued bus messages in order, many per round trip.
async fn publisher(
    redis: redis::Client,
    mut queue: mpsc::UnboundedReceiver<(String, String)>,
    cluster: std::sync::Weak<Cluster>,
) {
    let mut conn: Option<redis::aio::MultiplexedConnection> = None;
    let mut batch = Vec::new();
    while let Some(first) = queue.recv().await {
        batch.push(first);
        while batch.len() < 512 {
            match queue.try_recv() {
                Ok(m) => batch.push(m),
                Err(_) => break,
            }
        }
        let mut sent = false;
        for attempt in 0..3 {
            if conn.is_none() {
                match redis.get_multiplexed_async_connection().await {
                    Ok(c) => conn = Some(c),
                    Err(e) => {
                        tracing::warn!(error = %e, attempt, "cannot reach the bus");
                        tokio::time::sleep(Duration::from_millis(300)).await;
                        continue;
                    }
                }
            }
            let Some(c) = conn.as_mut() else { continue };
            let mut pipe = redis::pipe();
            for (channel, text) in &batch {
                pipe.cmd("PUBLISH").arg(channel).arg(text).ignore();
            }
            match pipe.query_async::<()>(c).await {
                Ok(()) => {
                    sent = true;
                    break;
                }
                Err(e) => {
                    tracing::warn!(error = %e, attempt, "publishing on the bus failed");
                    conn = None;
                }
            }
        }
        if !sent {
            if let Some(cluster) = cluster.upgrade() {
                cluster.lost(&batch);
            }
        }
        batch.clear();
    }
}

/// Where a game's commands go: its task on this node, or its owner.
#[derive(Clone)]
pub enum Link {
    Local(mpsc::UnboundedSender<Cmd>),
    Remote {
        cluster: Arc<Cluster>,
        owner: String,
    },
}

impl Link {
    /// Sends a socket's command (`Msg`, `Leave`); false when the game is
    /// no longer reachable this way (the socket should close).
    pub fn send(&self, cmd: Cmd) -> bool {
        match self {
            Link::Local(tx) => tx.send(cmd).is_ok(),
            Link::Remote { cluster, owner } => cluster.socket_cmd(owner, cmd),
        }
    }
}
