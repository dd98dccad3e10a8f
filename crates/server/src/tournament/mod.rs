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

use crate::app::AppState;
use crate::store::StoreError;

/// Starts the task of every arena not finished (after a restart), here.
/// Returns how many started.
pub async fn resume(app: &AppState) -> Result<usize, StoreError> {
    let mut started = 0;
    for (row, _) in app.store.arenas(i64::MAX, true).await? {
        let Some(id) = crate::ids::GameId::parse(&row.id) else {
            continue;
        };
        if run::spawn(app.clone(), &id).await? {
            started += 1;
        }
    }
    if app.config.arena.schedule {
        tokio::spawn(schedule::run(app.clone()));
    }
    Ok(started)
}
