//! Lease recovery: games whose node died (or left) are taken over by a
//! live node, read back from the database where every acknowledged move
//! already is. The player to move is charged the thinking done until the
//! dead node's last heartbeat, and nothing for the time no node ran it.

use std::sync::atomic::Ordering::Relaxed;
use std::sync::Arc;

use super::Cluster;
use crate::error::ApiError;
use crate::game::Game;
use crate::hub::Hub;
use crate::ids::GameId;
use crate::store::StoreError;

/// Orphaned games adopted per sweep by one node.
const SWEEP_BATCH: i64 = 200;

impl Cluster {
    /// One look for orphans: the first finds every stray (a game whose
    /// lease is missing), later ones start from the dead nodes' leases, so
    /// the query stays cheap however many games wait. Returns whether the
    /// strays have been looked for.
    pub(super) async fn sweep(&self, hub: &Arc<Hub>, strays_done: bool) -> bool {
        let (found, strays_done) = if strays_done {
            (self.leases.orphans(SWEEP_BATCH).await, true)
        } else {
            let found = self.leases.strays().await;
            let done = found.is_ok();
            (found, done)
        };
        if let Err(e) = self.adopt(hub, found).await {
            tracing::warn!(error = %e, "taking over orphaned games failed");
        }
        strays_done
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
            match Game::from_rows(&row, &moves, hub.now()) {
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
}
