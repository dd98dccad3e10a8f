//! Who is alive: heartbeats in the database, the set of live nodes (what
//! hung on a node that died is let go), and the fence that stops every
//! game here once heartbeats have failed long enough that another node
//! may take them.

use std::collections::HashSet;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::wire::Wire;
use super::{Cluster, State, FENCE_AFTER, HEARTBEAT};
use crate::app::{App, AppState};
use crate::error::ApiError;
use crate::store::StoreError;

/// How often (in heartbeats) a node looks for games whose node has died.
const SWEEP_EVERY: u64 = 2;

impl Cluster {
    /// One heartbeat: stores it, learns who is alive, lets go of what
    /// dead nodes held, and tells the others this node's counts.
    pub(super) async fn beat(&self, app: &AppState) -> Result<(), StoreError> {
        let sent = Instant::now();
        let live = self.leases.heartbeat().await?;
        let previous = std::mem::replace(
            &mut *self.last_beat.lock().unwrap_or_else(|e| e.into_inner()),
            sent,
        );
        if previous.elapsed() >= FENCE_AFTER && !self.fenced.load(Relaxed) {
            // The process was frozen or starved past the fence: others may
            // have taken its games; let them go before going on.
            let games = app.games.fence_all();
            tracing::warn!(node = %self.node, games, "heartbeats stalled; this node let its games go");
        }
        if self.fenced.swap(false, Relaxed) {
            tracing::warn!(node = %self.node, "heartbeats work again: this node runs games again");
        }
        let live: HashSet<String> = live.into_iter().collect();
        self.set_live(app, live);
        {
            let st = self.state();
            let m = &app.metrics;
            m.cluster_nodes.store(st.live.len() as i64, Relaxed);
            m.cluster_remote_sockets
                .store(st.sockets.len() as i64, Relaxed);
            m.cluster_guest_sockets
                .store(st.guests.len() as i64, Relaxed);
            m.cluster_fenced.store(0, Relaxed);
        }
        self.broadcast(&Wire::Counts {
            node: self.node.clone(),
            players: app.online.count() as u64,
            games: app.metrics.games_playing.load(Relaxed).max(0) as u64,
        });
        Ok(())
    }

    /// Takes in the set of live nodes; whatever hung on a node no longer
    /// in it is let go: its sockets here close (their clients reconnect,
    /// and the game is taken over), its questions fail, its guests leave.
    fn set_live(&self, app: &App, live: HashSet<String>) {
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
        app.lobby.keep_nodes(|node| st.live.contains(node));
    }

    /// Heartbeats for as long as the node runs.
    pub(super) async fn heartbeats(self: Arc<Self>, app: AppState) {
        let mut tick = tokio::time::interval(HEARTBEAT);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            match tokio::time::timeout(FENCE_AFTER, self.beat(&app)).await {
                Ok(Ok(())) => {}
                Ok(Err(e)) => tracing::warn!(error = %e, "heartbeat failed"),
                Err(_) => tracing::warn!("heartbeat timed out"),
            }
        }
    }

    /// Every [`SWEEP_EVERY`] heartbeats, adopts the games of dead nodes.
    /// A task of its own: taking a game over waits for its lease row while
    /// a frozen node's unfinished write holds it, and that wait must not
    /// hold up this node's heartbeats, or it would fence itself and drop
    /// every game it runs.
    pub(super) async fn sweeps(self: Arc<Self>, app: AppState) {
        let mut tick = tokio::time::interval(HEARTBEAT * SWEEP_EVERY as u32);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut sweeps: u64 = 0;
        let mut strays_done = false;
        loop {
            tick.tick().await;
            if self.fenced.load(Relaxed) {
                continue;
            }
            sweeps += 1;
            strays_done = self.sweep(&app, strays_done).await;
            if sweeps.is_multiple_of(600) {
                if let Err(e) = self.leases.tidy().await {
                    tracing::warn!(error = %e, "tidying the cluster tables failed");
                }
            }
        }
    }

    /// Stops every game here once heartbeats have failed long enough that
    /// other nodes may soon take them over.
    pub(super) async fn fence_watch(self: Arc<Self>, app: AppState) {
        let mut tick = tokio::time::interval(Duration::from_millis(200));
        loop {
            tick.tick().await;
            let since = self
                .last_beat
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .elapsed();
            if since >= FENCE_AFTER && !self.fenced.swap(true, Relaxed) {
                app.metrics.cluster_fenced.store(1, Relaxed);
                let games = app.games.fence_all();
                tracing::error!(node = %self.node, games, "no heartbeat for {:?}: this node stops running games", since);
            }
        }
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

    /// Leaves the cluster (a clean stop): others take this node's games
    /// at their next sweep.
    pub async fn leave(&self) {
        if let Err(e) = self.leases.leave().await {
            tracing::warn!(error = %e, "could not leave the cluster cleanly");
        }
    }
}
