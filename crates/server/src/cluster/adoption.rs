//! Lease recovery: games whose node died (or left) are taken over by a
//! live node, read back from the database where every acknowledged move
//! already is. The player to move is charged the thinking done until the
//! dead node's last heartbeat, and nothing for the time no node ran it.

use super::Cluster;
use crate::app::AppState;
use crate::error::ApiError;
use crate::ids::GameId;
use crate::store::StoreError;

/// Orphaned games adopted per sweep by one node.
const SWEEP_BATCH: i64 = 200;

impl Cluster {
    /// One look for orphans: the first finds every stray (a game whose
    /// lease is missing), later ones start from the dead nodes' leases, so
    /// the query stays cheap however many games wait. Returns whether the
    /// strays have been looked for.
    pub(super) async fn sweep(&self, app: &AppState, strays_done: bool) -> bool {
        let (found, strays_done) = if strays_done {
            (self.leases.orphans(SWEEP_BATCH).await, true)
        } else {
            let found = self.leases.strays().await;
            let done = found.is_ok();
            (found, done)
        };
        if let Err(e) = self.adopt(app, found).await {
            tracing::warn!(error = %e, "taking over orphaned games failed");
        }
        strays_done
    }

    /// Takes over unfinished games no live node runs.
    async fn adopt(
        &self,
        app: &AppState,
        found: Result<Vec<(String, Option<i64>)>, StoreError>,
    ) -> Result<(), ApiError> {
        for (id, dead_since_ms) in found? {
            let Some(gid) = GameId::parse(&id) else {
                continue;
            };
            if app.games.contains(&gid) {
                continue;
            }
            if let Err(e) = app.adopt(&gid, dead_since_ms, None).await {
                tracing::error!(game = %id, error = %e, "cannot take over a stored game");
            }
        }
        Ok(())
    }
}
