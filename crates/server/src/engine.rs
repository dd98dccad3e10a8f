//! Computer moves on a bounded blocking pool: at most `threads` searches run
//! at once, each on tokio's blocking threads, so a busy engine never holds
//! up the sockets.

use std::sync::atomic::Ordering::Relaxed;
use std::sync::Arc;

use regalia_rules::AnyPosition;
use tokio::sync::Semaphore;

use crate::metrics::Metrics;

#[derive(Clone)]
pub struct EnginePool {
    permits: Arc<Semaphore>,
    metrics: Arc<Metrics>,
}

impl EnginePool {
    pub fn new(threads: usize, metrics: Arc<Metrics>) -> EnginePool {
        EnginePool {
            permits: Arc::new(Semaphore::new(threads.max(1))),
            metrics,
        }
    }

    /// Chooses a move for `pos`, reached through the positions whose hashes
    /// are `history` (see `regalia_engine::game_history`), and hands it to
    /// `done` (with `None` when the engine has no move or failed).
    pub fn choose<F>(&self, pos: AnyPosition, history: Vec<u64>, level: u8, seed: u64, done: F)
    where
        F: FnOnce(Option<String>) + Send + 'static,
    {
        let permits = self.permits.clone();
        let metrics = self.metrics.clone();
        metrics.engine_queue.fetch_add(1, Relaxed);
        tokio::spawn(async move {
            let chosen = match permits.acquire_owned().await {
                Ok(permit) => {
                    let result = tokio::task::spawn_blocking(move || {
                        regalia_engine::choose_move(&pos, &history, level, seed)
                    })
                    .await;
                    drop(permit);
                    match result {
                        Ok(m) => m,
                        Err(e) => {
                            tracing::error!(error = %e, "the engine failed");
                            None
                        }
                    }
                }
                Err(_) => None,
            };
            metrics.engine_queue.fetch_sub(1, Relaxed);
            if chosen.is_some() {
                metrics.engine_moves.fetch_add(1, Relaxed);
            }
            done(chosen);
        });
    }
}
