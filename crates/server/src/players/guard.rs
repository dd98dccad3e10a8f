//! The limits on what players do per client address: names taken (a
//! handful a day) and wrong player keys (a few a minute), so names cannot
//! be hoarded nor keys guessed.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::time::Duration;

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::error::{ApiError, ErrorCode};

/// Names one address may take at once, then one more every...
const NAMES_BURST: u32 = 5;
/// ...this long (five a day).
const NAME_EVERY: Duration = Duration::from_secs(24 * 3600 / 5);
/// Keys one address may try at once, then one more every...
const WRONG_KEYS_BURST: u32 = 10;
/// ...this long.
const WRONG_KEY_EVERY: Duration = Duration::from_secs(30);

fn limiter(burst: u32, every: Duration) -> DefaultKeyedRateLimiter<IpAddr> {
    let burst = NonZeroU32::new(burst).expect("bursts above zero");
    let quota = Quota::with_period(every)
        .expect("periods above zero")
        .allow_burst(burst);
    RateLimiter::keyed(quota)
}

pub struct PlayerGuard {
    names: DefaultKeyedRateLimiter<IpAddr>,
    wrong_keys: DefaultKeyedRateLimiter<IpAddr>,
}

impl Default for PlayerGuard {
    fn default() -> PlayerGuard {
        PlayerGuard {
            names: limiter(NAMES_BURST, NAME_EVERY),
            wrong_keys: limiter(WRONG_KEYS_BURST, WRONG_KEY_EVERY),
        }
    }
}

fn limited(words: &str) -> ApiError {
    ApiError::refused(ErrorCode::RateLimited, words)
}

impl PlayerGuard {
    /// Counts a name taken by `addr`, or refuses it.
    pub fn take_name(&self, addr: IpAddr) -> Result<(), ApiError> {
        self.names
            .check_key(&addr)
            .map_err(|_| limited("too many names taken from this address today"))
    }

    /// Counts a player key tried from `addr`, or refuses it: every key
    /// tried counts (a right one is tried once per device), so wrong ones
    /// run out the address's budget at once.
    pub fn try_key(&self, addr: IpAddr) -> Result<(), ApiError> {
        self.wrong_keys
            .check_key(&addr)
            .map_err(|_| limited("too many player keys tried; wait a little"))
    }
}
