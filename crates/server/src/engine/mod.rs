//! The engine's pools: computer moves here, the analysis board's in
//! [`analysis`]. Computer moves run on bounded blocking pools, shared
//! fairly: searches run on tokio's blocking threads, so a busy engine never
//! holds up the sockets.
//!
//! Two lanes. Levels 1-4 search for milliseconds and have a lane of their
//! own, so they never wait behind a strong search. Levels 5-8 share
//! `threads` searches at once, taken round-robin across client addresses:
//! an address with twenty games queued gets one turn, then every other
//! address waiting gets one. While more addresses wait than there are
//! threads, each strong search is given less time ([`strong_movetime`]),
//! so a round of turns stays a few seconds long whoever queues.

pub mod analysis;

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use regalia_rules::AnyPosition;
use tokio::sync::Semaphore;

use crate::metrics::Metrics;

/// Levels up to this one take the light lane.
pub const LIGHT_MAX_LEVEL: u8 = 4;

/// The least a strong search is given, however many wait.
const STRONG_MIN_MOVETIME: Duration = Duration::from_millis(300);

/// The time of one strong search when `waiting` addresses have work queued
/// for `threads` threads: the full time while each has a thread within two
/// turns, then shares of it, so a round of turns stays about two full
/// searches long (never under [`STRONG_MIN_MOVETIME`]).
pub fn strong_movetime(waiting: usize, threads: usize) -> Duration {
    let full = regalia_engine::CHOOSE_MOVE_TIME;
    let room = 2 * threads.max(1);
    if waiting <= room {
        return full;
    }
    (full * room as u32 / waiting as u32).max(STRONG_MIN_MOVETIME)
}

type Done = Box<dyn FnOnce(Option<String>) + Send>;

struct Job {
    /// The search's time (strong lane: shorter while many wait).
    movetime: Duration,
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

    /// How many queued jobs will be served before a job `client` queues
    /// now: in turn order, each address's line up to the number of turns
    /// `client` waits for its own earlier jobs.
    fn ahead_of_new(&self, client: Option<IpAddr>) -> usize {
        let own = self.lines.get(&client).map_or(0, VecDeque::len);
        let mut before = true;
        let mut ahead = own;
        for address in &self.turns {
            if *address == client {
                before = false;
                continue;
            }
            let line = self.lines.get(address).map_or(0, VecDeque::len);
            // Served before ours: `own` turns, plus the one before ours
            // when this address comes first in the order.
            ahead += line.min(own + usize::from(before || own == 0));
        }
        ahead
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
    /// Returns how many strong searches will start before this one when
    /// it has to wait for the strong lane (`None` when it starts at once).
    pub fn choose<F>(
        &self,
        pos: AnyPosition,
        history: Vec<u64>,
        level: u8,
        seed: u64,
        client: Option<IpAddr>,
        done: F,
    ) -> Option<usize>
    where
        F: FnOnce(Option<String>) + Send + 'static,
    {
        self.inner.metrics.engine_queue.fetch_add(1, Relaxed);
        let job = Job {
            movetime: regalia_engine::CHOOSE_MOVE_TIME,
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
            return None;
        }
        let waits = {
            let mut strong = self.inner.strong.lock().unwrap_or_else(|e| e.into_inner());
            let ahead = strong.ahead_of_new(client);
            strong.push(client, job);
            let free = self.inner.threads.saturating_sub(strong.running);
            (ahead >= free).then(|| ahead - free + 1)
        };
        pump(&self.inner);
        waits
    }
}

impl EnginePool {
    /// Whether more addresses wait for the strong lane than it serves in
    /// two turns (its searches are being shortened).
    pub fn strong_busy(&self) -> bool {
        let strong = self.inner.strong.lock().unwrap_or_else(|e| e.into_inner());
        strong.turns.len() > 2 * self.inner.threads
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
            let waiting = strong.turns.len();
            let Some(mut job) = strong.pop() else { return };
            job.movetime = strong_movetime(waiting, inner.threads);
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
        movetime,
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
        regalia_engine::choose_move_within(&pos, &history, level, seed, movetime)
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
            movetime: regalia_engine::CHOOSE_MOVE_TIME,
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

    #[test]
    fn a_new_strong_search_counts_the_searches_served_before_it() {
        let a = Some(IpAddr::from([127, 0, 0, 2]));
        let b = Some(IpAddr::from([127, 0, 0, 3]));
        let c = Some(IpAddr::from([127, 0, 0, 4]));
        let mut strong = Strong::default();
        assert_eq!(strong.ahead_of_new(a), 0);
        for _ in 0..3 {
            strong.push(a, job(8));
        }
        strong.push(b, job(8));
        // A newcomer waits one turn of each address: a's first, b's.
        assert_eq!(strong.ahead_of_new(c), 2);
        // a's fourth waits for its own three and b's one.
        assert_eq!(strong.ahead_of_new(a), 4);
        // b's second: a's first two turns (a comes first) and b's own.
        assert_eq!(strong.ahead_of_new(b), 3);
        // What the count says is the order `pop` serves.
        strong.push(c, job(5));
        let order: Vec<u8> = std::iter::from_fn(|| strong.pop())
            .map(|j| j.level)
            .collect();
        assert_eq!(order.iter().position(|&l| l == 5), Some(2));
    }

    #[test]
    fn strong_searches_are_shorter_while_many_addresses_wait() {
        let full = regalia_engine::CHOOSE_MOVE_TIME;
        assert_eq!(strong_movetime(1, 1), full);
        assert_eq!(strong_movetime(2, 1), full);
        assert_eq!(strong_movetime(8, 1), full / 4);
        assert_eq!(strong_movetime(1_000, 1), STRONG_MIN_MOVETIME);
        // A round of eight addresses' turns stays about two full searches.
        assert!(strong_movetime(8, 1) * 8 <= full * 2);
    }
}
