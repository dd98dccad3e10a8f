//! Arenas as they run on the server: one task per arena ([`run`]), read
//! back from storage after a restart ([`rows`]), the HTTP API ([`api`]),
//! the socket of `/ws/tournament/{id}` ([`socket`]) with its coalesced
//! standings ([`watch`]), what a client sees ([`view`]), and the arenas
//! made on a schedule ([`schedule`]). The rules themselves (points,
//! pairing, standings) are [`crate::arena`], pure.

pub mod api;
pub mod rows;
pub mod run;
pub mod schedule;
pub mod socket;
pub mod view;
mod watch;

use std::sync::Arc;

use crate::app::{AppState, Owner, Peers};
use crate::arena::hub::ArenaCmd;
use crate::error::ApiError;
use crate::ids::GameId;
use crate::store::StoreError;

/// Where an arena's task is, for a request or socket of this node.
pub enum ArenaLink {
    Here,
    /// Another node of the cluster runs it.
    Elsewhere {
        peers: Arc<dyn Peers>,
        owner: String,
    },
}

impl ArenaLink {
    /// The other node of the cluster that runs arena `id`, if one does.
    pub async fn elsewhere(app: &AppState, id: &GameId) -> Result<Option<ArenaLink>, ApiError> {
        let Some(peers) = app.cluster.clone() else {
            return Ok(None);
        };
        Ok(match peers.owner(id).await? {
            Owner::Other(owner) => Some(ArenaLink::Elsewhere { peers, owner }),
            Owner::Free { .. } => None,
        })
    }

    /// Hands a socket's command (`Watch`, `Page`, `Unwatch`) to the task;
    /// false when it is no longer reachable this way.
    pub fn send(&self, app: &AppState, id: &GameId, cmd: ArenaCmd) -> bool {
        match self {
            ArenaLink::Here => app.arenas.send(id, cmd).is_ok(),
            ArenaLink::Elsewhere { peers, owner } => peers.arena_socket(owner, id, cmd),
        }
    }
}

/// Starts the task of every arena not finished that no live node runs,
/// here. Returns how many started.
pub async fn resume(app: &AppState) -> Result<usize, StoreError> {
    let mut started = 0;
    for (row, _) in app.store.arenas(i64::MAX, true).await? {
        let Some(id) = crate::ids::GameId::parse(&row.id) else {
            continue;
        };
        if !app.arenas.running(&id) && run::spawn(app.clone(), &id).await? {
            started += 1;
        }
    }
    Ok(started)
}

/// Looks again every few seconds for arenas nobody runs (their node
/// died) and makes the scheduled arenas ahead, every minute.
pub fn keep(app: AppState) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(KEEP_EVERY);
        let mut n: u64 = 0;
        loop {
            tick.tick().await;
            if app.config.arena.schedule && n.is_multiple_of(SCHEDULE_EVERY) {
                if let Err(e) = schedule::make_ahead(&app).await {
                    tracing::warn!(error = %e, "cannot make the scheduled arenas");
                }
            }
            if n > 0 {
                if let Err(e) = resume(&app).await {
                    tracing::warn!(error = %e, "cannot look for arenas to run");
                }
            }
            n += 1;
        }
    });
}

const KEEP_EVERY: std::time::Duration = std::time::Duration::from_secs(5);
/// Ticks of [`KEEP_EVERY`] between two looks at the schedule (a minute).
const SCHEDULE_EVERY: u64 = 12;
