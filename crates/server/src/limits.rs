//! How much one client may ask of the server: rate budgets per client
//! address and per session (token buckets from `governor`), a budget of
//! work per address counted in plies replayed, and caps on what one
//! address may hold open at once (seeks, invitations, strong computer
//! games, games not started yet, sockets). A cap is checked and counted in
//! one step ([`Limits::reserve`]), so requests sent at once cannot pass it
//! together. The client address is the socket's, or the one a trusted
//! proxy names in `X-Forwarded-For`.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::Mutex;
use std::time::Duration;

use axum::extract::{ConnectInfo, Request};
use axum::middleware::Next;
use axum::response::Response;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::error::{ApiError, ErrorCode};
use crate::sockets::{Full, Sockets, Ticket};

mod held;
pub use held::{Held, Reserved};

/// Where a request comes from, as far as limits are concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClientAddr(pub IpAddr);

/// Whether the page was asked for over TLS (`--public-url https://…`, or
/// `X-Forwarded-Proto: https` from the trusted proxy).
#[derive(Clone, Copy, Debug)]
pub struct Secure(pub bool);

/// What the client-address middleware needs to know.
#[derive(Clone, Debug, Default)]
pub struct Origin {
    /// The proxy whose `X-Forwarded-For` and `X-Forwarded-Proto` are
    /// believed (`--trusted-proxy`).
    pub trusted_proxy: Option<IpAddr>,
    /// The site's public URL (`--public-url`), when it is known.
    pub public_url: Option<String>,
}

impl Origin {
    /// The client of a request that came in on a socket from `peer`.
    pub fn client(&self, peer: IpAddr, headers: &axum::http::HeaderMap) -> ClientAddr {
        if self.trusted_proxy == Some(peer) {
            // The proxy appends the address it saw to whatever the client
            // claimed: only the last entry is the proxy's word.
            let last = headers
                .get_all("x-forwarded-for")
                .iter()
                .filter_map(|v| v.to_str().ok())
                .flat_map(|v| v.split(','))
                .next_back()
                .and_then(|a| a.trim().parse::<IpAddr>().ok());
            if let Some(addr) = last {
                return ClientAddr(addr);
            }
        }
        ClientAddr(peer)
    }

    /// Whether the request reached the site over TLS.
    pub fn secure(&self, peer: IpAddr, headers: &axum::http::HeaderMap) -> bool {
        if self
            .public_url
            .as_deref()
            .is_some_and(|u| u.starts_with("https://"))
        {
            return true;
        }
        self.trusted_proxy == Some(peer)
            && headers
                .get("x-forwarded-proto")
                .and_then(|v| v.to_str().ok())
                .is_some_and(|v| v.trim().eq_ignore_ascii_case("https"))
    }
}

/// Middleware: puts a [`ClientAddr`] and [`Secure`] in every request.
/// Requests without a socket address (tests calling the router directly)
/// count as coming from 127.0.0.1.
pub async fn layer(origin: Origin, mut req: Request, next: Next) -> Response {
    let peer = req
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::from([127, 0, 0, 1]), |c| c.0.ip());
    let client = origin.client(peer, req.headers());
    let secure = origin.secure(peer, req.headers());
    req.extensions_mut().insert(client);
    req.extensions_mut().insert(Secure(secure));
    next.run(req).await
}

/// The actions with a budget of their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Budget {
    /// Games by link (invitations).
    Create,
    Join,
    Seek,
    Computer,
    /// Engine analysis (kept for the analysis board).
    Analysis,
    /// Chat lines and reports, on top of each game's own limit per author
    /// (`game/chat.rs`): a spectator's many sockets, many games at once.
    Chat,
}

impl Budget {
    pub const ALL: [Budget; 6] = [
        Budget::Create,
        Budget::Join,
        Budget::Seek,
        Budget::Computer,
        Budget::Analysis,
        Budget::Chat,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Budget::Create => "create",
            Budget::Join => "join",
            Budget::Seek => "seek",
            Budget::Computer => "computer",
            Budget::Analysis => "analysis",
            Budget::Chat => "chat",
        }
    }

    fn index(self) -> usize {
        self as usize
    }

    /// What the player reads when the budget is spent.
    fn refusal(self) -> &'static str {
        match self {
            Budget::Create => "too many games created; wait a little",
            Budget::Join => "too many games joined; wait a little",
            Budget::Seek => "too many seeks; wait a little",
            Budget::Computer => "too many games against the computer; wait a little",
            Budget::Analysis => "too many analyses in a short time; wait a little",
            Budget::Chat => "too many chat lines; wait a little",
        }
    }
}

/// A bucket: `burst` actions at once, then one every `every`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rate {
    pub burst: u32,
    pub every: Duration,
}

impl Rate {
    pub const fn new(burst: u32, every: Duration) -> Rate {
        Rate { burst, every }
    }

    fn quota(self) -> Quota {
        let burst = NonZeroU32::new(self.burst.max(1)).expect("at least one");
        Quota::with_period(self.every.max(Duration::from_micros(1)))
            .expect("a period above zero")
            .allow_burst(burst)
    }
}

/// The limits of one kind of action: per address and per session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BudgetConfig {
    pub per_addr: Rate,
    pub per_session: Rate,
}

/// Every limit, with the defaults `regalia serve` uses (docs/deploy.md).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LimitsConfig {
    pub create: BudgetConfig,
    pub join: BudgetConfig,
    pub seek: BudgetConfig,
    pub computer: BudgetConfig,
    pub analysis: BudgetConfig,
    pub chat: BudgetConfig,
    /// Open seeks one address may have listed at once.
    pub seeks_per_addr: usize,
    /// Correspondence seeks (listed for days, page or no page) one address
    /// may have open at once.
    pub correspondence_seeks_per_addr: usize,
    /// Invitations (games by link nobody joined yet) one address may hold.
    pub invitations_per_addr: usize,
    /// Unfinished level-8 computer games one address may have in memory.
    pub strong_games_per_addr: usize,
    /// Games one address created that are being played but not started
    /// (fewer than two moves): computer games, and invitations once taken.
    pub unstarted_per_addr: usize,
    /// WebSockets (game, lobby and analysis together) one address may have
    /// open at once.
    pub sockets_per_addr: usize,
    /// Connections (plain requests and sockets) one address may have open
    /// at once; more are closed as soon as they are accepted. The trusted
    /// proxy has no such cap.
    pub connections_per_addr: usize,
    /// WebSockets open at once in all; `None`: as many as the open-files
    /// limit allows, less a reserve (`sockets::descriptor_reserve`).
    pub max_sockets: Option<usize>,
    /// Plies one address may have replayed by `POST /api/rules`,
    /// `/api/analysis/pgn` and `/api/position`: a burst, then one every
    /// `every`.
    pub work_per_addr: Rate,
    /// Keys (addresses, sessions) each limiter remembers at most before it
    /// forgets the ones whose bucket is full again.
    pub max_keys: usize,
}

const fn secs(n: u64) -> Duration {
    Duration::from_secs(n)
}

const fn millis(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// A budget of `per_addr` then `per_session`, each (burst, refill time).
const fn budget(per_addr: (u32, Duration), per_session: (u32, Duration)) -> BudgetConfig {
    BudgetConfig {
        per_addr: Rate::new(per_addr.0, per_addr.1),
        per_session: Rate::new(per_session.0, per_session.1),
    }
}

impl Default for LimitsConfig {
    fn default() -> LimitsConfig {
        LimitsConfig {
            create: budget((30, secs(2)), (20, secs(3))),
            join: budget((30, secs(1)), (20, secs(2))),
            seek: budget((10, secs(6)), (6, secs(10))),
            computer: budget((20, secs(3)), (12, secs(5))),
            // One per position looked at with the engine on, and one per
            // review: stepping through a game spends a position a click.
            analysis: budget((60, millis(500)), (40, millis(700))),
            // A session's lines over all its sockets and games (each game
            // also holds each author to 4 lines in 10 s); an address may
            // hold a few players at once (a family, a school).
            chat: budget((20, secs(1)), (6, millis(2500))),
            seeks_per_addr: 3,
            correspondence_seeks_per_addr: 5,
            invitations_per_addr: 20,
            strong_games_per_addr: 3,
            unstarted_per_addr: 20,
            sockets_per_addr: 64,
            connections_per_addr: 256,
            max_sockets: None,
            // A same-device game sends its whole move list after each
            // move: 300 plies a move, many times a minute, fit easily.
            work_per_addr: Rate::new(30_000, Duration::from_micros(250)),
            max_keys: 100_000,
        }
    }
}

impl LimitsConfig {
    /// Limits a load test from one machine does not run into.
    pub fn for_load_tests() -> LimitsConfig {
        let wide = BudgetConfig {
            per_addr: Rate::new(1_000_000, millis(1)),
            per_session: Rate::new(1_000_000, millis(1)),
        };
        LimitsConfig {
            create: wide,
            join: wide,
            seek: wide,
            computer: wide,
            analysis: wide,
            chat: wide,
            seeks_per_addr: usize::MAX,
            correspondence_seeks_per_addr: usize::MAX,
            invitations_per_addr: usize::MAX,
            strong_games_per_addr: usize::MAX,
            unstarted_per_addr: usize::MAX,
            sockets_per_addr: usize::MAX,
            connections_per_addr: usize::MAX,
            max_sockets: None,
            work_per_addr: Rate::new(1_000_000_000, Duration::from_nanos(1)),
            max_keys: 100_000,
        }
    }

    fn budget(&self, b: Budget) -> BudgetConfig {
        match b {
            Budget::Create => self.create,
            Budget::Join => self.join,
            Budget::Seek => self.seek,
            Budget::Computer => self.computer,
            Budget::Analysis => self.analysis,
            Budget::Chat => self.chat,
        }
    }
}

/// Refusal counters: the budgets, the caps, then these.
const WORK_SLOT: usize = Budget::ALL.len() + Held::ALL.len();
const SOCKETS_SLOT: usize = WORK_SLOT + 1;
const SERVER_SOCKETS_SLOT: usize = WORK_SLOT + 2;

struct Limiters {
    addr: DefaultKeyedRateLimiter<IpAddr>,
    session: DefaultKeyedRateLimiter<String>,
}

/// The rate limiters and the count of what each address holds.
pub struct Limits {
    config: LimitsConfig,
    limiters: Vec<Limiters>,
    /// Held things by game id: what and whose.
    held: Mutex<HashMap<String, Vec<(Held, IpAddr)>>>,
    counts: Mutex<HashMap<(Held, IpAddr), usize>>,
    /// Plies replayed per address.
    work: DefaultKeyedRateLimiter<IpAddr>,
    /// Open sockets, per address and in all.
    pub sockets: Sockets,
    /// Refusals per budget, per cap, then work and sockets.
    refused: [AtomicU64; SERVER_SOCKETS_SLOT + 1],
}

impl Limits {
    pub fn new(config: LimitsConfig) -> Limits {
        let limiters = Budget::ALL
            .iter()
            .map(|&b| {
                let c = config.budget(b);
                Limiters {
                    addr: RateLimiter::keyed(c.per_addr.quota()),
                    session: RateLimiter::keyed(c.per_session.quota()),
                }
            })
            .collect();
        let sockets = Sockets::new(
            config.sockets_per_addr,
            config
                .max_sockets
                .unwrap_or_else(crate::sockets::socket_budget_from_descriptors),
        );
        Limits {
            work: RateLimiter::keyed(config.work_per_addr.quota()),
            sockets,
            config,
            limiters,
            held: Mutex::new(HashMap::new()),
            counts: Mutex::new(HashMap::new()),
            refused: Default::default(),
        }
    }

    pub fn config(&self) -> &LimitsConfig {
        &self.config
    }

    /// Counts one `budget` action of `addr` and `session`, or refuses it.
    pub fn check(&self, budget: Budget, addr: ClientAddr, session: &str) -> Result<(), ApiError> {
        let l = &self.limiters[budget.index()];
        self.forget_if_large(l);
        let ok =
            l.addr.check_key(&addr.0).is_ok() && l.session.check_key(&session.to_owned()).is_ok();
        if ok {
            Ok(())
        } else {
            self.refused[budget.index()].fetch_add(1, Relaxed);
            Err(ApiError::refused(ErrorCode::RateLimited, budget.refusal()))
        }
    }

    /// Keeps each limiter's memory bounded: past `max_keys` keys, those
    /// whose bucket is full again are forgotten (they lose nothing).
    fn forget_if_large(&self, l: &Limiters) {
        let max = self.config.max_keys;
        if l.addr.len() > max {
            l.addr.retain_recent();
            l.addr.shrink_to_fit();
        }
        if l.session.len() > max {
            l.session.retain_recent();
            l.session.shrink_to_fit();
        }
    }

    /// Counts `plies` of work (moves replayed, positions read) for `addr`,
    /// or refuses when its budget is spent.
    pub fn work(&self, addr: ClientAddr, plies: usize) -> Result<(), ApiError> {
        if self.work.len() > self.config.max_keys {
            self.work.retain_recent();
            self.work.shrink_to_fit();
        }
        let n =
            NonZeroU32::new(u32::try_from(plies.max(1)).unwrap_or(u32::MAX)).expect("at least one");
        match self.work.check_key_n(&addr.0, n) {
            Ok(Ok(())) => Ok(()),
            _ => {
                self.refused[WORK_SLOT].fetch_add(1, Relaxed);
                Err(ApiError::refused(
                    ErrorCode::RateLimited,
                    "too much replaying from this address; wait a little",
                ))
            }
        }
    }

    /// A place for one more socket of `addr`, or the refusal to answer
    /// before the upgrade.
    pub fn open_socket(&self, addr: ClientAddr) -> Result<Ticket, ApiError> {
        self.sockets.open(addr.0).map_err(|full| {
            let slot = match full {
                Full::Address => SOCKETS_SLOT,
                Full::Server => SERVER_SOCKETS_SLOT,
            };
            self.refused[slot].fetch_add(1, Relaxed);
            full.refusal()
        })
    }

    /// Refusals so far, by limit name (for /metrics).
    pub fn refusals(&self) -> Vec<(&'static str, u64)> {
        let mut out: Vec<(&'static str, u64)> = Budget::ALL
            .iter()
            .map(|b| (b.name(), self.refused[b.index()].load(Relaxed)))
            .collect();
        for what in Held::ALL {
            out.push((what.name(), self.refused[what.slot()].load(Relaxed)));
        }
        out.push(("work", self.refused[WORK_SLOT].load(Relaxed)));
        out.push(("sockets", self.refused[SOCKETS_SLOT].load(Relaxed)));
        out.push((
            "server-sockets",
            self.refused[SERVER_SOCKETS_SLOT].load(Relaxed),
        ));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn addr(last: u8) -> ClientAddr {
        ClientAddr(IpAddr::from([127, 0, 0, last]))
    }

    #[test]
    fn an_address_without_a_cookie_runs_out_after_its_burst() {
        let mut config = LimitsConfig::default();
        config.create.per_addr = Rate::new(3, secs(3600));
        let limits = Limits::new(config);
        for i in 0..3 {
            // A new session each time: no cookie.
            assert!(limits
                .check(Budget::Create, addr(2), &format!("s{i}"))
                .is_ok());
        }
        assert!(limits.check(Budget::Create, addr(2), "s9").is_err());
        assert!(limits.check(Budget::Create, addr(3), "s9").is_ok());
        // Budgets are separate.
        assert!(limits.check(Budget::Join, addr(2), "s9").is_ok());
    }

    #[test]
    fn a_session_has_its_own_budget_across_addresses() {
        let mut config = LimitsConfig::default();
        config.seek.per_session = Rate::new(2, secs(3600));
        let limits = Limits::new(config);
        assert!(limits.check(Budget::Seek, addr(2), "s").is_ok());
        assert!(limits.check(Budget::Seek, addr(3), "s").is_ok());
        assert!(limits.check(Budget::Seek, addr(4), "s").is_err());
    }

    #[test]
    fn held_things_are_capped_per_address_and_released_by_game() {
        let limits = Limits::new(LimitsConfig::default());
        for i in 0..3 {
            let place = limits.reserve(Held::Seek, addr(2)).expect("room");
            place.bind(&format!("g{i}"));
        }
        assert!(limits.reserve(Held::Seek, addr(2)).is_err());
        assert!(limits.reserve(Held::Seek, addr(3)).is_ok());
        assert!(limits.reserve(Held::Invitation, addr(2)).is_ok());
        limits.release("g1");
        limits.release("g1");
        let again = limits.reserve(Held::Seek, addr(2)).expect("room again");
        // Given back unbound: the place is free for the next.
        drop(again);
        assert!(limits.reserve(Held::Seek, addr(2)).is_ok());
        assert_eq!(
            limits
                .refusals()
                .iter()
                .find(|r| r.0 == "open-seeks")
                .map(|r| r.1),
            Some(1)
        );
    }

    #[test]
    fn forwarded_addresses_are_believed_only_from_the_trusted_proxy() {
        let mut headers = axum::http::HeaderMap::new();
        headers.insert(
            "x-forwarded-for",
            "6.6.6.6, 10.0.0.9".parse().expect("header"),
        );
        headers.insert("x-forwarded-proto", "https".parse().expect("header"));
        let proxy = IpAddr::from([127, 0, 0, 1]);
        let origin = Origin {
            trusted_proxy: Some(proxy),
            public_url: None,
        };
        assert_eq!(
            origin.client(proxy, &headers),
            ClientAddr("10.0.0.9".parse().expect("ip"))
        );
        assert!(origin.secure(proxy, &headers));
        let other = IpAddr::from([127, 0, 0, 5]);
        assert_eq!(origin.client(other, &headers), ClientAddr(other));
        assert!(!origin.secure(other, &headers));
        assert_eq!(Origin::default().client(proxy, &headers), ClientAddr(proxy));
    }
}
