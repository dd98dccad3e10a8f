//! Tunable limits and timings of the server. The defaults are what
//! `regalia serve` uses; tests shorten the timings.

use std::time::Duration;

#[derive(Clone, Debug)]
pub struct Config {
    /// A player whose sockets have all been closed this long may be claimed
    /// against (`claimVictory`).
    pub gone_after: Duration,
    /// An open seek whose creator has had no socket this long is aborted.
    pub seek_idle: Duration,
    /// A game task with no socket leaves memory after this long (timed
    /// games in progress stay until they end); the game stays stored.
    pub idle_after: Duration,
    /// Server Ping interval on sockets.
    pub heartbeat: Duration,
    /// A socket silent this long (no message, no Pong) is closed.
    pub dead_after: Duration,
    /// Engine searches running at once.
    pub engine_threads: usize,
    /// Games a session may create (or join) in a burst, then one per
    /// `create_every`.
    pub create_burst: u32,
    pub create_every: Duration,
    /// Messages a socket may send in a burst, then `msg_per_sec`.
    pub msg_burst: u32,
    pub msg_per_sec: u32,
    /// Text frames longer than this are refused (the socket stays open).
    pub max_text: usize,
    /// Frames longer than this close the socket.
    pub max_frame: usize,
    /// The computer at the humane levels (1-4) answers after a pause drawn
    /// between these two (its thinking time included), as a person would
    /// rather than in a few milliseconds.
    pub computer_pause: (Duration, Duration),
}

impl Default for Config {
    fn default() -> Config {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Config {
            gone_after: Duration::from_secs(30),
            seek_idle: Duration::from_secs(120),
            idle_after: Duration::from_secs(600),
            heartbeat: Duration::from_secs(10),
            dead_after: Duration::from_secs(30),
            // Leave a core for the sockets on small machines.
            engine_threads: cores.saturating_sub(1).clamp(1, 4),
            create_burst: 20,
            create_every: Duration::from_secs(3),
            msg_burst: 20,
            msg_per_sec: 8,
            max_text: 2 * 1024,
            max_frame: 64 * 1024,
            computer_pause: (Duration::from_millis(400), Duration::from_millis(1500)),
        }
    }
}
