//! The analysis board's engine pool: analyses and game reviews on bounded
//! threads of their own, so they never take a thread from a game's computer
//! move (that is [`super::EnginePool`]). Each client address runs
//! `per_addr` analyses at once (one by default), each with a cap of time
//! and nodes per position; the socket that asks is `crate::analysis`.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use regalia_engine::analysis::{self as search, Report};
use regalia_engine::Limits;
use regalia_rules::AnyPosition;
use tokio::sync::Semaphore;

use crate::config::AnalysisConfig;

/// An address that already runs as many analyses as it may.
#[derive(Debug, thiserror::Error)]
#[error("too many analyses at once from this address: stop one first")]
pub struct TooMany;

/// The analysis pool: a bound on analyses at once, overall and per address.
#[derive(Clone)]
pub struct AnalysisPool {
    inner: Arc<Inner>,
}

struct Inner {
    config: AnalysisConfig,
    threads: Arc<Semaphore>,
    running: Mutex<HashMap<IpAddr, usize>>,
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
        let threads = Arc::new(Semaphore::new(config.threads.max(1)));
        AnalysisPool {
            inner: Arc::new(Inner {
                config,
                threads,
                running: Mutex::new(HashMap::new()),
            }),
        }
    }

    pub fn config(&self) -> &AnalysisConfig {
        &self.inner.config
    }

    /// A place for one more analysis of `addr`, or "too many analyses at
    /// once".
    pub fn slot(&self, addr: IpAddr) -> Result<Slot, TooMany> {
        let mut running = self.inner.running.lock().unwrap_or_else(|e| e.into_inner());
        let n = running.entry(addr).or_default();
        if *n >= self.inner.config.per_addr.max(1) {
            return Err(TooMany);
        }
        *n += 1;
        Ok(Slot {
            inner: self.inner.clone(),
            addr,
        })
    }

    /// Analyses `pos` within the per-position caps, handing each completed
    /// depth to `on_info`; waits for a thread of the pool first. Returns
    /// the last report.
    pub async fn analyse(
        &self,
        pos: AnyPosition,
        history: Vec<u64>,
        lines: usize,
        stop: Arc<AtomicBool>,
        on_info: impl FnMut(&Report) + Send + 'static,
    ) -> Option<Report> {
        let c = &self.inner.config;
        let limits = capped(c.movetime, c.nodes);
        self.run(pos, history, limits, lines, stop, on_info).await
    }

    /// Evaluates one position of a review (the review budget, one line).
    pub async fn evaluate(
        &self,
        pos: AnyPosition,
        history: Vec<u64>,
        stop: Arc<AtomicBool>,
    ) -> Option<Report> {
        let c = &self.inner.config;
        let limits = capped(c.review_movetime, c.review_nodes);
        self.run(pos, history, limits, 1, stop, |_| {}).await
    }

    async fn run(
        &self,
        pos: AnyPosition,
        history: Vec<u64>,
        limits: Limits,
        lines: usize,
        stop: Arc<AtomicBool>,
        mut on_info: impl FnMut(&Report) + Send + 'static,
    ) -> Option<Report> {
        let permit = self.inner.threads.clone().acquire_owned().await.ok()?;
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let hash_mb = self.inner.config.hash_mb;
        let result = tokio::task::spawn_blocking(move || {
            let report = search::analyse(&pos, &history, limits, lines, hash_mb, &stop, &mut |r| {
                on_info(r)
            });
            drop(permit);
            report
        })
        .await;
        match result {
            Ok(report) => report,
            Err(e) => {
                tracing::error!(error = %e, "an analysis failed");
                None
            }
        }
    }
}

/// A search's limits: at most `movetime` and `nodes`, whichever comes first.
fn capped(movetime: Duration, nodes: u64) -> Limits {
    Limits {
        movetime: Some(movetime),
        nodes: Some(nodes),
        ..Limits::default()
    }
}
