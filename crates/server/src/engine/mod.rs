//! The engine's pools: computer moves here, the analysis board's in
//! [`analysis`]. Computer moves run on bounded blocking pools, shared
//! fairly: searches run on tokio's blocking threads, so a busy engine never
//! holds up the sockets.
//!
//! Two lanes. Levels 1-4 search for milliseconds and have a lane of their
//! own, so they never wait behind a strong search. Levels 5-8 share
//! `threads` searches at once, taken round-robin across client addresses:
//! an address with twenty games queued gets one turn, then every other
//! address waiting gets one.

pub mod analysis;

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use regalia_rules::AnyPosition;
use tokio::sync::Semaphore;

use crate::metrics::Metrics;

/// Levels up to this one take the light lane.
pub const LIGHT_MAX_LEVEL: u8 = 4;

type Done = Box<dyn FnOnce(Option<String>) + Send>;

struct Job {
    pos: AnyPosition,
    /// Hashes of the positions the game went through (see
    /// `regalia_engine::game_history`), so the computer sees repetitions.
    history: Vec<u64>,
    level: u8,
    seed: u64,
    done: Done,
    queued: Instant,
}

/// The strong lane's queue: one line per client address, served in turn.
#[derive(Default)]
struct Strong {
    running: usize,
    lines: HashMap<Option<IpAddr>, VecDeque<Job>>,
    /// Addresses with work waiting, in the order they are served.
    turns: VecDeque<Option<IpAddr>>,
}

impl Strong {
    fn push(&mut self, client: Option<IpAddr>, job: Job) {
        let line = self.lines.entry(client).or_default();
        if line.is_empty() {
            self.turns.push_back(client);
        }
        line.push_back(job);
    }

    /// The next job, from the address whose turn it is.
    fn pop(&mut self) -> Option<Job> {
        let client = self.turns.pop_front()?;
        let line = self.lines.get_mut(&client)?;
        let job = line.pop_front();
        if line.is_empty() {
            self.lines.remove(&client);
        } else {
            self.turns.push_back(client);
        }
        job
    }
}

struct Inner {
    light: Arc<Semaphore>,
    threads: usize,
    strong: Mutex<Strong>,
    metrics: Arc<Metrics>,
}

#[derive(Clone)]
pub struct EnginePool {
    inner: Arc<Inner>,
}

impl EnginePool {
    /// `threads` strong searches at once, and as many light ones.
    pub fn new(threads: usize, metrics: Arc<Metrics>) -> EnginePool {
        let threads = threads.max(1);
        EnginePool {
            inner: Arc::new(Inner {
                light: Arc::new(Semaphore::new(threads)),
                threads,
                strong: Mutex::new(Strong::default()),
                metrics,
            }),
        }
    }

    /// Chooses a move for `pos`, reached through the positions whose hashes
    /// are `history` (see `regalia_engine::game_history`), and hands it to
    /// `done` (with `None` when the engine has no move or failed). `client`
    /// is the address of the player the computer faces, for fair turns.
    pub fn choose<F>(
        &self,
        pos: AnyPosition,
        history: Vec<u64>,
        level: u8,
        seed: u64,
        client: Option<IpAddr>,
        done: F,
    ) where
        F: FnOnce(Option<String>) + Send + 'static,
    {
        self.inner.metrics.engine_queue.fetch_add(1, Relaxed);
        let job = Job {
            pos,
            history,
            level,
            seed,
            done: Box::new(done),
            queued: Instant::now(),
        };
        if level <= LIGHT_MAX_LEVEL {
            let inner = self.inner.clone();
            tokio::spawn(async move {
                match inner.light.clone().acquire_owned().await {
                    Ok(permit) => {
                        run(&inner, job).await;
                        drop(permit);
                    }
                    Err(_) => finish(&inner, job.done, None),
                }
            });
            return;
        }
        self.inner
            .strong
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(client, job);
        pump(&self.inner);
    }
}

/// Starts strong searches while there are free threads and jobs waiting.
fn pump(inner: &Arc<Inner>) {
    loop {
        let job = {
            let mut strong = inner.strong.lock().unwrap_or_else(|e| e.into_inner());
            if strong.running >= inner.threads {
                return;
            }
            let Some(job) = strong.pop() else { return };
            strong.running += 1;
            job
        };
        let inner = inner.clone();
        tokio::spawn(async move {
            run(&inner, job).await;
            inner
                .strong
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .running -= 1;
            pump(&inner);
        });
    }
}

async fn run(inner: &Arc<Inner>, job: Job) {
    let Job {
        pos,
        history,
        level,
        seed,
        done,
        queued,
    } = job;
    let lane = if level <= LIGHT_MAX_LEVEL {
        "light"
    } else {
        "strong"
    };
    inner.metrics.engine_wait(lane, queued.elapsed());
    let result = tokio::task::spawn_blocking(move || {
        regalia_engine::choose_move(&pos, &history, level, seed)
    })
    .await;
    let chosen = match result {
        Ok(m) => m,
        Err(e) => {
            tracing::error!(error = %e, "the engine failed");
            None
        }
    };
    finish(inner, done, chosen);
}

fn finish(inner: &Inner, done: Done, chosen: Option<String>) {
    inner.metrics.engine_queue.fetch_sub(1, Relaxed);
    if chosen.is_some() {
        inner.metrics.engine_moves.fetch_add(1, Relaxed);
    }
    done(chosen);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn job(level: u8) -> Job {
        Job {
            pos: AnyPosition::start(regalia_rules::Variant::Chess),
            history: Vec::new(),
            level,
            seed: u64::from(level),
            done: Box::new(|_| {}),
            queued: Instant::now(),
        }
    }

    #[test]
    fn strong_searches_take_turns_across_addresses() {
        let a = Some(IpAddr::from([127, 0, 0, 2]));
        let b = Some(IpAddr::from([127, 0, 0, 3]));
        let mut strong = Strong::default();
        for _ in 0..5 {
            strong.push(a, job(8));
        }
        strong.push(b, job(7));
        strong.push(b, job(6));
        let order: Vec<u8> = std::iter::from_fn(|| strong.pop())
            .map(|j| j.level)
            .collect();
        // a, b, a, b, then a's remaining three.
        assert_eq!(order, vec![8, 7, 8, 6, 8, 8, 8]);
        assert!(strong.lines.is_empty() && strong.turns.is_empty());
    }
}
