//! Token buckets for rate limits.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// A bucket of `burst` tokens refilled at `per_sec`; each action takes one.
#[derive(Clone, Debug)]
pub struct Bucket {
    tokens: f64,
    last: Instant,
    burst: f64,
    per_sec: f64,
}

impl Bucket {
    pub fn new(burst: u32, per_sec: f64, now: Instant) -> Bucket {
        Bucket {
            tokens: f64::from(burst),
            last: now,
            burst: f64::from(burst),
            per_sec,
        }
    }

    /// Takes a token if there is one.
    pub fn take(&mut self, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.per_sec).min(self.burst);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    fn is_full(&self, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.tokens + elapsed * self.per_sec >= self.burst
    }
}

/// One bucket per key (a session).
pub struct KeyedLimiter {
    burst: u32,
    per_sec: f64,
    buckets: Mutex<HashMap<String, Bucket>>,
}

impl KeyedLimiter {
    pub fn new(burst: u32, every: Duration) -> KeyedLimiter {
        KeyedLimiter {
            burst,
            per_sec: 1.0 / every.as_secs_f64().max(1e-6),
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Whether `key` may act now (and counts the action).
    pub fn allow(&self, key: &str) -> bool {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if buckets.len() > 100_000 {
            // Forget keys that are back to a full bucket.
            buckets.retain(|_, b| !b.is_full(now));
        }
        buckets
            .entry(key.to_owned())
            .or_insert_with(|| Bucket::new(self.burst, self.per_sec, now))
            .take(now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bucket_allows_a_burst_then_refills_with_time() {
        let t0 = Instant::now();
        let mut b = Bucket::new(3, 2.0, t0);
        assert!(b.take(t0) && b.take(t0) && b.take(t0));
        assert!(!b.take(t0));
        assert!(b.take(t0 + Duration::from_millis(500)));
        assert!(!b.take(t0 + Duration::from_millis(500)));
    }

    #[test]
    fn keyed_limiter_keeps_keys_apart() {
        let l = KeyedLimiter::new(1, Duration::from_secs(3600));
        assert!(l.allow("a"));
        assert!(!l.allow("a"));
        assert!(l.allow("b"));
    }
}
