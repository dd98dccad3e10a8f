//! The analysis board's engine pool: analyses and game reviews on bounded
//! threads of their own, so they never take a thread from a game's computer
//! move (that is [`super::EnginePool`]). Each client address runs
//! `per_addr` analyses at once (one by default), each with a cap of time
//! and nodes per position; the socket that asks is `crate::analysis`.
//!
//! Searches wait for a thread in one line, `max_waiting` long at most, and
//! a free thread goes to the first in line whose address runs the fewest
//! searches, so addresses are served in turn. A waiting analysis hears its
//! place; a running one is cut to `busy_movetime` while others wait.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use regalia_engine::analysis::{self as search, Report};
use regalia_engine::Limits;
use regalia_rules::AnyPosition;
use tokio::sync::{oneshot, watch};

use crate::config::AnalysisConfig;

/// Why an address gets no place in the pool.
#[derive(Debug, thiserror::Error)]
pub enum NoPlace {
    #[error("too many analyses at once from this address: stop one first")]
    TooMany,
    #[error("the analysis line is full; try again in a moment")]
    Full,
}

/// The threads and the line of searches waiting for one.
#[derive(Default)]
struct Line {
    free: usize,
    next_ticket: u64,
    /// Waiting searches: ticket, address, and how to wake them.
    waiting: VecDeque<(u64, IpAddr, oneshot::Sender<()>)>,
    /// Searches running, by address.
    running: HashMap<IpAddr, usize>,
}

impl Line {
    /// Hands a free thread to the first waiting search of the address that
    /// runs the fewest, or keeps it free.
    fn hand_on(&mut self) {
        while let Some(i) = (0..self.waiting.len())
            .min_by_key(|&i| self.running.get(&self.waiting[i].1).copied().unwrap_or(0))
        {
            let Some((_, addr, wake)) = self.waiting.remove(i) else {
                break;
            };
            if wake.send(()).is_ok() {
                *self.running.entry(addr).or_default() += 1;
                return;
            }
        }
        self.free += 1;
    }

    fn done(&mut self, addr: IpAddr) {
        if let Some(n) = self.running.get_mut(&addr) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                self.running.remove(&addr);
            }
        }
        self.hand_on();
    }
}

/// The analysis pool: a bound on analyses at once, overall and per address.
#[derive(Clone)]
pub struct AnalysisPool {
    inner: Arc<Inner>,
}

struct Inner {
    config: AnalysisConfig,
    line: Mutex<Line>,
    /// Bumped whenever the line moves, so waiters can tell their place.
    moved: watch::Sender<u64>,
    /// Analyses and reviews held by addresses (running or waiting).
    running: Mutex<HashMap<IpAddr, usize>>,
}

impl Inner {
    fn line(&self) -> std::sync::MutexGuard<'_, Line> {
        self.line.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn moved(&self) {
        self.moved.send_modify(|n| *n = n.wrapping_add(1));
    }
}

/// A thread of the pool, given back when dropped.
struct Thread {
    inner: Arc<Inner>,
    addr: IpAddr,
}

impl Drop for Thread {
    fn drop(&mut self) {
        self.inner.line().done(self.addr);
        self.inner.moved();
    }
}

/// A place in the line, left when dropped before its thread was taken
/// (a thread handed to it then goes on to the next in line).
struct Waiting {
    inner: Arc<Inner>,
    ticket: u64,
    addr: IpAddr,
    served: bool,
}

impl Drop for Waiting {
    fn drop(&mut self) {
        if self.served {
            return;
        }
        let mut line = self.inner.line();
        let before = line.waiting.len();
        line.waiting.retain(|(t, _, _)| *t != self.ticket);
        if line.waiting.len() == before {
            line.done(self.addr);
        }
        drop(line);
        self.inner.moved();
    }
}

/// An address's place in the pool, given back when dropped.
pub struct Slot {
    inner: Arc<Inner>,
    addr: IpAddr,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut running = self.inner.running.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = running.get_mut(&self.addr) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                running.remove(&self.addr);
            }
        }
    }
}

impl AnalysisPool {
    pub fn new(config: AnalysisConfig) -> AnalysisPool {
        let line = Line {
            free: config.threads.max(1),
            ..Line::default()
        };
        AnalysisPool {
            inner: Arc::new(Inner {
                config,
                line: Mutex::new(line),
                moved: watch::Sender::new(0),
                running: Mutex::new(HashMap::new()),
            }),
        }
    }

    pub fn config(&self) -> &AnalysisConfig {
        &self.inner.config
    }

    /// A place for one more analysis of `addr`, or "too many analyses at
    /// once" (from this address), or "the line is full" (every thread busy
    /// and `max_waiting` analyses held beyond them).
    pub fn slot(&self, addr: IpAddr) -> Result<Slot, NoPlace> {
        let c = &self.inner.config;
        let mut running = self.inner.running.lock().unwrap_or_else(|e| e.into_inner());
        if running.get(&addr).copied().unwrap_or(0) >= c.per_addr.max(1) {
            return Err(NoPlace::TooMany);
        }
        let held: usize = running.values().sum();
        if held >= c.threads.max(1) + c.max_waiting {
            return Err(NoPlace::Full);
        }
        let n = running.entry(addr).or_default();
        *n += 1;
        Ok(Slot {
            inner: self.inner.clone(),
            addr,
        })
    }

    /// Analyses `pos` for `addr` within the per-position caps, handing
    /// each completed depth to `on_info`; waits for a thread of the pool
    /// first, telling `on_wait` how many searches are ahead in the line
    /// whenever that changes. Returns the last report.
    #[allow(clippy::too_many_arguments)]
    pub async fn analyse(
        &self,
        addr: IpAddr,
        pos: AnyPosition,
        history: Vec<u64>,
        lines: usize,
        stop: Arc<AtomicBool>,
        on_wait: impl FnMut(usize) + Send,
        on_info: impl FnMut(&Report) + Send + 'static,
    ) -> Option<Report> {
        let c = &self.inner.config;
        let limits = capped(c.movetime, c.nodes);
        let thread = self.thread(addr, &stop, on_wait).await?;
        self.run(thread, pos, history, limits, lines, stop, on_info)
            .await
    }

    /// Evaluates one position of a review for `addr` (the review budget,
    /// one line).
    pub async fn evaluate(
        &self,
        addr: IpAddr,
        pos: AnyPosition,
        history: Vec<u64>,
        stop: Arc<AtomicBool>,
    ) -> Option<Report> {
        let c = &self.inner.config;
        let limits = capped(c.review_movetime, c.review_nodes);
        let thread = self.thread(addr, &stop, |_| {}).await?;
        self.run(thread, pos, history, limits, 1, stop, |_| {})
            .await
    }

    /// Searches waiting for a thread now.
    pub fn waiting(&self) -> usize {
        self.inner.line().waiting.len()
    }

    /// Waits for a thread (in line, telling `on_wait` the searches ahead),
    /// or gives up when `stop` is set.
    async fn thread(
        &self,
        addr: IpAddr,
        stop: &AtomicBool,
        mut on_wait: impl FnMut(usize),
    ) -> Option<Thread> {
        let inner = &self.inner;
        let (ticket, mut woken) = {
            let mut line = inner.line();
            if line.free > 0 && line.waiting.is_empty() {
                line.free -= 1;
                *line.running.entry(addr).or_default() += 1;
                return Some(Thread {
                    inner: inner.clone(),
                    addr,
                });
            }
            let ticket = line.next_ticket;
            line.next_ticket += 1;
            let (wake, woken) = oneshot::channel();
            line.waiting.push_back((ticket, addr, wake));
            (ticket, woken)
        };
        inner.moved();
        let mut place = Waiting {
            inner: inner.clone(),
            ticket,
            addr,
            served: false,
        };
        let mut moved = inner.moved.subscribe();
        let mut told = None;
        let mut check = tokio::time::interval(STOP_CHECK);
        loop {
            let ahead = inner
                .line()
                .waiting
                .iter()
                .position(|(t, _, _)| *t == ticket);
            if let Some(ahead) = ahead.filter(|a| told != Some(*a)) {
                told = Some(ahead);
                on_wait(ahead);
            }
            tokio::select! {
                got = &mut woken => {
                    place.served = got.is_ok();
                    return got.ok().map(|()| Thread { inner: inner.clone(), addr });
                }
                _ = moved.changed() => {}
                _ = check.tick() => {
                    if stop.load(Ordering::Relaxed) {
                        return None;
                    }
                }
            }
        }
    }

    /// Runs one search on `thread`; it stops when `stop` is set, or after
    /// `busy_movetime` when other searches wait for a thread.
    #[allow(clippy::too_many_arguments)]
    async fn run(
        &self,
        thread: Thread,
        pos: AnyPosition,
        history: Vec<u64>,
        limits: Limits,
        lines: usize,
        stop: Arc<AtomicBool>,
        mut on_info: impl FnMut(&Report) + Send + 'static,
    ) -> Option<Report> {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let hash_mb = self.inner.config.hash_mb;
        let cut = Arc::new(AtomicBool::new(false));
        let search_stop = cut.clone();
        // Dropped (the asking task went away, the runtime stops): the
        // search stops too.
        let _cut_when_dropped = CutWhenDropped(cut.clone());
        let finished = Arc::new(AtomicBool::new(false));
        let watch = {
            let pool = self.clone();
            let finished = finished.clone();
            let busy = self.inner.config.busy_movetime;
            async move {
                let started = tokio::time::Instant::now();
                let mut check = tokio::time::interval(STOP_CHECK);
                while !finished.load(Ordering::Relaxed) {
                    check.tick().await;
                    let crowded = started.elapsed() >= busy && pool.waiting() > 0;
                    if stop.load(Ordering::Relaxed) || crowded {
                        cut.store(true, Ordering::Relaxed);
                        return;
                    }
                }
            }
        };
        let watcher = tokio::spawn(watch);
        let result = tokio::task::spawn_blocking(move || {
            let report = search::analyse(
                &pos,
                &history,
                limits,
                lines,
                hash_mb,
                &search_stop,
                &mut |r| on_info(r),
            );
            drop(thread);
            report
        })
        .await;
        finished.store(true, Ordering::Relaxed);
        watcher.abort();
        match result {
            Ok(report) => report,
            Err(e) => {
                tracing::error!(error = %e, "an analysis failed");
                None
            }
        }
    }
}

/// Sets a search's stop flag when dropped.
struct CutWhenDropped(Arc<AtomicBool>);

impl Drop for CutWhenDropped {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// How often a waiting or running search looks at its stop flag and at
/// the line.
const STOP_CHECK: Duration = Duration::from_millis(100);

/// A search's limits: at most `movetime` and `nodes`, whichever comes first.
fn capped(movetime: Duration, nodes: u64) -> Limits {
    Limits {
        movetime: Some(movetime),
        nodes: Some(nodes),
        ..Limits::default()
    }
}
