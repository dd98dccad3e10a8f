//! Tunable limits and timings of the server. The defaults are what
//! `regalia serve` uses; tests shorten the timings.

use std::net::IpAddr;
use std::time::Duration;

pub use crate::limits::LimitsConfig;

#[derive(Clone, Debug)]
pub struct Config {
    /// A player whose sockets have all been closed this long may be claimed
    /// against (`claimVictory`).
    pub gone_after: Duration,
    /// An open seek whose creator has had no socket this long is aborted.
    pub seek_idle: Duration,
    /// An open seek whose creator has had no socket this long leaves the
    /// lobby (it comes back when they return); a short grace lets a page
    /// reload without the seek blinking.
    pub seek_grace: Duration,
    /// A game by link that nobody joined within this long is aborted.
    pub invitation_ttl: Duration,
    /// A correspondence seek nobody took within this long is aborted (it
    /// stays listed until then, its creator's page open or not).
    pub correspondence_seek_ttl: Duration,
    /// A game task with no socket leaves memory after this long (timed
    /// games in progress stay until they end); the game stays stored.
    pub idle_after: Duration,
    /// A clocked game is aborted when one of its first two moves does not
    /// come this long after the game could have it (the clock starts only
    /// at the second move).
    pub start_within: Duration,
    /// One day of a correspondence game's days per move (tests shorten
    /// it, as the arena's minute).
    pub correspondence_day: Duration,
    /// Push endpoints may be plain `http://` URLs (tests, with a local
    /// push service); otherwise only `https://`.
    pub push_plain_http: bool,
    /// Server Ping interval on sockets.
    pub heartbeat: Duration,
    /// A socket silent this long (no message, no Pong) is closed.
    pub dead_after: Duration,
    /// Engine searches running at once.
    pub engine_threads: usize,
    /// Messages a socket may send in a burst, then `msg_per_sec`.
    pub msg_burst: u32,
    pub msg_per_sec: u32,
    /// Text frames longer than this are refused (the socket stays open).
    pub max_text: usize,
    /// Frames longer than this close the socket.
    pub max_frame: usize,
    /// The analysis board's engine: threads, caps per position and address.
    pub analysis: AnalysisConfig,
    /// Rate budgets and caps per client address and session.
    pub limits: LimitsConfig,
    /// The proxy whose `X-Forwarded-For` / `X-Forwarded-Proto` are believed.
    pub trusted_proxy: Option<IpAddr>,
    /// The site's public URL (`https://…` makes the cookie `Secure`, and its
    /// origin is accepted for WebSocket upgrades).
    pub public_url: Option<String>,
    /// A connection that has not sent a whole request head this long after
    /// opening (or after its last response) is closed.
    pub header_timeout: Duration,
    /// Lobby sockets hear of seek changes at most this often.
    pub lobby_every: Duration,
    /// Spectator counts are sent at most this often.
    pub presence_every: Duration,
    /// The computer at the humane levels (1-4) answers after a pause drawn
    /// between these two (its thinking time included), as a person would
    /// rather than in a few milliseconds.
    pub computer_pause: (Duration, Duration),
    /// The password of the chat reports page (`/reports`); without one
    /// the page does not exist. `regalia serve` reads it from
    /// `REGALIA_REPORTS_SECRET`.
    pub reports_secret: Option<String>,
    /// Board pictures (PNG, GIF): how many are drawn at once.
    pub pictures: PicturesConfig,
    /// Arenas: their time, pairing and standings.
    pub arena: ArenaConfig,
}

/// How many board pictures are drawn at once, and how many GIFs are kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PicturesConfig {
    /// Pictures one client address may have drawn at once.
    pub per_addr: usize,
    /// Pictures drawn at once over all clients (each takes a thread of
    /// the blocking pool while it is drawn).
    pub at_once: usize,
    /// Bytes of finished games' GIFs kept to be served again.
    pub gif_cache_bytes: usize,
}

impl Default for PicturesConfig {
    fn default() -> PicturesConfig {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        PicturesConfig {
            per_addr: 2,
            at_once: cores.clamp(2, 8),
            gif_cache_bytes: 64 << 20,
        }
    }
}

/// How arenas run. Tests shorten the arena's minute, so an arena of the
/// shortest length allowed lasts seconds and every rule stays the same.
#[derive(Clone, Debug)]
pub struct ArenaConfig {
    /// One minute of an arena's length (and of its closing time).
    pub minute: Duration,
    /// The waiting pool is paired this often.
    pub pair_every: Duration,
    /// A socket hears of standings changes at most this often.
    pub push_every: Duration,
    /// The arena's task wakes this often (start, end, pairing, pushes).
    pub tick: Duration,
    /// A finished arena's task stays this long while sockets follow it.
    pub linger: Duration,
    /// Scheduled arenas are made (the schedule runs).
    pub schedule: bool,
}

impl Default for ArenaConfig {
    fn default() -> ArenaConfig {
        ArenaConfig {
            minute: Duration::from_secs(60),
            pair_every: Duration::from_secs(2),
            push_every: Duration::from_secs(1),
            tick: Duration::from_millis(250),
            linger: Duration::from_secs(600),
            schedule: true,
        }
    }
}

impl Default for Config {
    fn default() -> Config {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Config {
            gone_after: Duration::from_secs(30),
            seek_idle: Duration::from_secs(120),
            seek_grace: Duration::from_secs(4),
            invitation_ttl: Duration::from_secs(24 * 3600),
            correspondence_seek_ttl: Duration::from_secs(14 * 24 * 3600),
            idle_after: Duration::from_secs(180),
            start_within: Duration::from_secs(30),
            correspondence_day: Duration::from_secs(24 * 3600),
            push_plain_http: false,
            heartbeat: Duration::from_secs(10),
            dead_after: Duration::from_secs(30),
            // Leave a core for the sockets on small machines.
            engine_threads: cores.saturating_sub(1).clamp(1, 4),
            msg_burst: 20,
            msg_per_sec: 8,
            max_text: 2 * 1024,
            max_frame: 64 * 1024,
            analysis: AnalysisConfig::default(),
            limits: LimitsConfig::default(),
            trusted_proxy: None,
            public_url: None,
            header_timeout: Duration::from_secs(10),
            lobby_every: Duration::from_millis(250),
            presence_every: Duration::from_secs(1),
            computer_pause: (Duration::from_millis(400), Duration::from_millis(1500)),
            reports_secret: None,
            pictures: PicturesConfig::default(),
            arena: ArenaConfig::default(),
        }
    }
}

/// How much analysis the server gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisConfig {
    /// Analyses and reviews running at once, over all clients.
    pub threads: usize,
    /// Analyses one client address may run at once.
    pub per_addr: usize,
    /// The longest one position is analysed.
    pub movetime: Duration,
    /// The most nodes one position is given.
    pub nodes: u64,
    /// The budget of each position of a review.
    pub review_movetime: Duration,
    pub review_nodes: u64,
    /// Transposition table of one analysis (megabytes).
    pub hash_mb: usize,
    /// Analyses held beyond the threads (waiting for one); more are
    /// refused as busy.
    pub max_waiting: usize,
    /// A running analysis is cut to this long while others wait.
    pub busy_movetime: Duration,
}

impl Default for AnalysisConfig {
    fn default() -> AnalysisConfig {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        AnalysisConfig {
            threads: (cores / 2).clamp(1, 4),
            per_addr: 1,
            movetime: Duration::from_secs(8),
            nodes: 12_000_000,
            review_movetime: Duration::from_millis(250),
            review_nodes: 150_000,
            hash_mb: 16,
            max_waiting: 8,
            busy_movetime: Duration::from_secs(2),
        }
    }
}
