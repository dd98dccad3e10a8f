//! Group commit: every game hands its writes to one writer task, which
//! commits whatever has queued up in a single transaction. A move costs one
//! transaction only when the server is idle; under load hundreds of moves
//! share one commit.

use std::sync::Arc;

use tokio::sync::{mpsc, oneshot};

use super::{Store, StoreError, Write};
use crate::metrics::Metrics;

/// The most changes one transaction carries.
const MAX_BATCH: usize = 512;

type Job = (Vec<Write>, oneshot::Sender<Result<(), StoreError>>);

/// A handle to the writer task.
#[derive(Clone)]
pub struct Writer {
    tx: mpsc::UnboundedSender<Job>,
}

impl Writer {
    pub fn start(store: Arc<dyn Store>, metrics: Arc<Metrics>) -> Writer {
        let (tx, rx) = mpsc::unbounded_channel();
        tokio::spawn(run(store, rx, metrics));
        Writer { tx }
    }

    /// Stores one game's change (all or nothing) and returns once it is
    /// committed.
    pub async fn write(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        if writes.is_empty() {
            return Ok(());
        }
        let (done, wait) = oneshot::channel();
        self.tx
            .send((writes, done))
            .map_err(|_| StoreError::WriterGone)?;
        // The store's own error comes back as it was (a lost lease, an
        // unreachable database), so the game knows what happened.
        wait.await.unwrap_or(Err(StoreError::WriterGone))
    }
}

async fn run(store: Arc<dyn Store>, mut rx: mpsc::UnboundedReceiver<Job>, metrics: Arc<Metrics>) {
    let mut batch: Vec<Job> = Vec::new();
    while let Some(job) = rx.recv().await {
        batch.push(job);
        while batch.len() < MAX_BATCH {
            match rx.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let all: Vec<Write> = batch.iter().flat_map(|(w, _)| w.iter().cloned()).collect();
        let started = std::time::Instant::now();
        let applied = store.apply(&all).await;
        metrics.db_batch(started.elapsed());
        match applied {
            Ok(()) => {
                for (_, done) in batch.drain(..) {
                    let _ = done.send(Ok(()));
                }
            }
            Err(e) if batch.len() == 1 => {
                tracing::error!(error = %e, "storing a game change failed");
                for (_, done) in batch.drain(..) {
                    let _ = done.send(Err(e.clone()));
                }
            }
            Err(_) => {
                // One bad change must not sink the others: retry one by one.
                for (writes, done) in batch.drain(..) {
                    let result = store.apply(&writes).await.inspect_err(|e| {
                        tracing::error!(error = %e, "storing a game change failed");
                    });
                    let _ = done.send(result);
                }
            }
        }
    }
}
