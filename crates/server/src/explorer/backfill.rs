//! Games that ended before the explorer existed are added once, at
//! start, in the background: each finished game without a row in
//! `explorer_games` is read, replayed and stored through the writer like
//! a game's end. Safe to run again, and on several nodes at once: the
//! store adds a game only in the transaction that inserts its row there.

use std::sync::Arc;

use crate::store::{Store, StoreError, Write, Writer};

/// Games read from the database at a time.
const BATCH: i64 = 200;

/// Adds every finished game not yet looked at; returns how many.
pub async fn run(store: Arc<dyn Store>, writer: Writer) -> Result<u64, StoreError> {
    let mut added = 0;
    loop {
        let games = store.unexplored(BATCH).await?;
        if games.is_empty() {
            return Ok(added);
        }
        let mut writes = Vec::with_capacity(games.len());
        for (id, bots) in games {
            let Some((row, moves)) = store.load(&id).await? else {
                continue;
            };
            let moves: Vec<&str> = moves.iter().map(|m| m.uci.as_str()).collect();
            writes.push(Write::Explore(super::explored(&row, &moves, bots)));
        }
        if writes.is_empty() {
            return Ok(added);
        }
        added += writes.len() as u64;
        writer.write(writes).await?;
    }
}

/// [`run`] in the background, its outcome logged.
pub fn start(store: Arc<dyn Store>, writer: Writer) {
    tokio::spawn(async move {
        match run(store, writer).await {
            Ok(0) => {}
            Ok(games) => tracing::info!(games, "opening explorer: finished games added"),
            Err(e) => tracing::warn!(error = %e, "opening explorer: adding finished games stopped"),
        }
    });
}
