//! How many WebSockets are open, and how they end. Open sockets are
//! counted per client address (game, lobby and analysis sockets together)
//! and in all, from the upgrade to the close, by a [`Ticket`]; an address
//! at its cap, or a server at the number of sockets its file descriptors
//! allow (less a reserve for accepting connections, `/api/health` and the
//! database), is refused before the upgrade. Every write has a time limit
//! ([`write`]), and every close the server makes carries a code and a
//! reason ([`Ending`], docs/protocol.md).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, WebSocket};
use futures_util::SinkExt;

use crate::error::{ApiError, ErrorCode};

/// The longest one write to a socket may take: a client that stops
/// reading is let go rather than holding its buffers.
pub const WRITE_TIMEOUT: Duration = Duration::from_secs(10);

/// Writes `msg` to `socket`; false when the client is gone or did not take
/// it within [`WRITE_TIMEOUT`].
pub async fn write(socket: &mut WebSocket, msg: Message) -> bool {
    matches!(
        tokio::time::timeout(WRITE_TIMEOUT, socket.send(msg)).await,
        Ok(Ok(()))
    )
}

/// Why a socket's loop ended, and so how it is closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The client sent Close: the answer (its own code) is sent back.
    Answer,
    /// The connection is gone (a write failed or timed out): nothing to say.
    Lost,
    /// The server closes, with a code and a reason.
    Close(u16, &'static str),
}

/// Close codes the server sends (RFC 6455, 7.4.1).
pub const GOING_AWAY: u16 = 1001;
/// A text frame whose bytes are not UTF-8.
pub const NOT_UTF8: u16 = 1007;
pub const POLICY: u16 = 1008;
pub const TOO_BIG: u16 = 1009;
pub const TRY_AGAIN: u16 = 1013;

impl Ending {
    /// A client that sent too many refused messages.
    pub const FLOOD: Ending = Ending::Close(POLICY, "too many refused messages");
    /// A client silent past the heartbeat's patience.
    pub const SILENT: Ending = Ending::Close(GOING_AWAY, "no answer to pings");
    /// A client too far behind in reading its messages.
    pub const BEHIND: Ending = Ending::Close(TRY_AGAIN, "too far behind; reconnect");

    /// What a failed read means: a frame over the size limit is closed
    /// with 1009, anything else is a lost connection.
    pub fn of_read_error(e: &axum::Error) -> Ending {
        // tungstenite's capacity errors ("Space limit exceeded: Message
        // too long") and text that is not UTF-8 are the ones a client
        // causes on purpose.
        let text = e.to_string();
        if text.starts_with("Space limit exceeded") {
            Ending::Close(TOO_BIG, "frame too large")
        } else if text.contains("UTF-8") {
            // The library refuses it before any message is read: nothing
            // of it reaches a game, and the client is told why.
            Ending::Close(NOT_UTF8, "text frames must be UTF-8")
        } else {
            Ending::Lost
        }
    }

    /// Ends the socket as this says, within [`WRITE_TIMEOUT`].
    pub async fn close(self, socket: &mut WebSocket) {
        let step = async {
            match self {
                // The library queued the answer to the client's Close;
                // flushing sends it.
                Ending::Answer => socket.flush().await,
                Ending::Lost => Ok(()),
                Ending::Close(code, reason) => {
                    let frame = CloseFrame {
                        code,
                        reason: reason.into(),
                    };
                    socket.send(Message::Close(Some(frame))).await
                }
            }
        };
        let _ = tokio::time::timeout(WRITE_TIMEOUT, step).await;
    }
}

/// A socket's pings and its patience with a silent client: each socket
/// loop reads its frames through [`Heartbeat::read`] (which notes that the
/// client was heard) and, at each [`Heartbeat::tick`], calls
/// [`Heartbeat::beat`]. A client heard within the last beat is known to be
/// there and is not pinged: a player in a game answers the heartbeat with
/// its own moves, and thousands of sockets cost half as many frames.
pub struct Heartbeat {
    interval: tokio::time::Interval,
    last_heard: std::time::Instant,
    dead_after: Duration,
}

impl Heartbeat {
    /// Pings every `every`; a client silent for `dead_after` is let go.
    pub async fn start(every: Duration, dead_after: Duration) -> Heartbeat {
        let mut interval = tokio::time::interval(every);
        interval.tick().await;
        Heartbeat {
            interval,
            last_heard: std::time::Instant::now(),
            dead_after,
        }
    }

    /// The frame a read gave, or why it ends the socket.
    pub fn read(
        &mut self,
        incoming: Option<Result<Message, axum::Error>>,
    ) -> Result<Message, Ending> {
        let frame = match incoming {
            Some(Ok(Message::Close(_))) => Err(Ending::Answer),
            Some(Ok(frame)) => Ok(frame),
            Some(Err(e)) => Err(Ending::of_read_error(&e)),
            None => Err(Ending::Lost),
        }?;
        self.last_heard = std::time::Instant::now();
        Ok(frame)
    }

    /// Waits for the next beat.
    pub async fn tick(&mut self) {
        self.interval.tick().await;
    }

    /// At a beat: pings the client, or says why the socket ends (silent
    /// too long, or the ping could not be written).
    pub async fn beat(&self, socket: &mut WebSocket) -> Result<(), Ending> {
        if self.ping_due(std::time::Instant::now())?
            && !write(socket, Message::Ping(Default::default())).await
        {
            return Err(Ending::Lost);
        }
        Ok(())
    }

    /// At a beat: whether the client must be pinged (it was not heard
    /// within the last beat), or that it has been silent too long.
    fn ping_due(&self, now: std::time::Instant) -> Result<bool, Ending> {
        let silent = now.saturating_duration_since(self.last_heard);
        if silent > self.dead_after {
            return Err(Ending::SILENT);
        }
        Ok(silent >= self.interval.period())
    }
}

/// Descriptors kept back from sockets: accepting and answering plain
/// requests (health checks among them), the database, logs.
pub fn descriptor_reserve(limit: usize) -> usize {
    (limit / 8).max(64)
}

/// Raises the soft limit of open files to the hard one, and says how many
/// sockets that leaves once [`descriptor_reserve`] is kept back.
pub fn socket_budget_from_descriptors() -> usize {
    use rustix::process::{getrlimit, setrlimit, Resource};
    let mut limit = getrlimit(Resource::Nofile);
    if let Some(hard) = limit.maximum {
        if limit.current.is_some_and(|soft| soft < hard) {
            limit.current = Some(hard);
            if let Err(e) = setrlimit(Resource::Nofile, limit) {
                tracing::debug!(error = %e, "cannot raise the open-files limit");
            }
            limit = getrlimit(Resource::Nofile);
        }
    }
    // No limit at all: as many as a large machine would be given.
    let files = limit.current.map_or(1 << 20, |n| n.min(1 << 20) as usize);
    files.saturating_sub(descriptor_reserve(files)).max(1)
}

/// Why a socket was refused: which cap, for `/metrics`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Full {
    /// The address has as many sockets open as one address may.
    Address,
    /// The server has as many sockets open as its descriptors allow.
    Server,
}

#[derive(Default)]
struct Open {
    total: usize,
    by_addr: HashMap<IpAddr, usize>,
}

struct Inner {
    per_addr: usize,
    total: usize,
    open: Mutex<Open>,
}

/// The open sockets, counted per address and in all.
#[derive(Clone)]
pub struct Sockets {
    inner: Arc<Inner>,
}

/// One open socket; dropping it (the socket closed) gives its place back.
pub struct Ticket {
    inner: Arc<Inner>,
    addr: IpAddr,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut open = self.inner.open.lock().unwrap_or_else(|e| e.into_inner());
        open.total = open.total.saturating_sub(1);
        if let Some(n) = open.by_addr.get_mut(&self.addr) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                open.by_addr.remove(&self.addr);
            }
        }
    }
}

impl Sockets {
    /// `per_addr` sockets for each address, `total` in all.
    pub fn new(per_addr: usize, total: usize) -> Sockets {
        Sockets {
            inner: Arc::new(Inner {
                per_addr: per_addr.max(1),
                total: total.max(1),
                open: Mutex::new(Open::default()),
            }),
        }
    }

    /// A place for one more socket of `addr`, checked and counted in one
    /// step (so sockets opened at once cannot pass the cap together).
    pub fn open(&self, addr: IpAddr) -> Result<Ticket, Full> {
        let mut open = self.inner.open.lock().unwrap_or_else(|e| e.into_inner());
        if open.total >= self.inner.total {
            return Err(Full::Server);
        }
        let n = open.by_addr.entry(addr).or_default();
        if *n >= self.inner.per_addr {
            return Err(Full::Address);
        }
        *n += 1;
        open.total += 1;
        Ok(Ticket {
            inner: self.inner.clone(),
            addr,
        })
    }

    /// Sockets open now, every kind together.
    pub fn total(&self) -> usize {
        self.inner
            .open
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .total
    }
}

impl Full {
    /// The refusal a client reads (429 `rate-limited`, or 503 `unavailable`).
    pub fn refusal(self) -> ApiError {
        match self {
            Full::Address => ApiError::refused(
                ErrorCode::RateLimited,
                "too many sockets open from this address; close some pages",
            ),
            Full::Server => ApiError::refused(
                ErrorCode::Unavailable,
                "the server has as many connections as it can take; try again soon",
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn addr(last: u8) -> IpAddr {
        IpAddr::from([127, 0, 0, last])
    }

    #[test]
    fn an_address_holds_at_most_its_cap_and_gets_places_back_on_close() {
        let sockets = Sockets::new(2, 100);
        let a = sockets.open(addr(2)).expect("first");
        let _b = sockets.open(addr(2)).expect("second");
        assert_eq!(sockets.open(addr(2)).err(), Some(Full::Address));
        let _c = sockets.open(addr(3)).expect("another address");
        assert_eq!(sockets.total(), 3);
        drop(a);
        assert!(sockets.open(addr(2)).is_ok());
    }

    #[tokio::test]
    async fn a_client_heard_within_the_beat_is_not_pinged_and_a_silent_one_is_let_go() {
        let beat = Duration::from_secs(10);
        let mut heartbeat = Heartbeat::start(beat, Duration::from_secs(30)).await;
        assert!(heartbeat.read(Some(Ok(Message::Text("{}".into())))).is_ok());
        let heard = heartbeat.last_heard;
        let after = |secs: u64| heard + Duration::from_secs(secs);
        // Heard within the beat (a player moving every few seconds): no ping.
        assert_eq!(heartbeat.ping_due(after(4)), Ok(false));
        assert_eq!(heartbeat.ping_due(after(9)), Ok(false));
        // Silent for a whole beat or more: pinged at each beat.
        assert_eq!(heartbeat.ping_due(after(10)), Ok(true));
        assert_eq!(heartbeat.ping_due(after(25)), Ok(true));
        assert_eq!(heartbeat.ping_due(after(30)), Ok(true));
        // Silent past its patience: let go.
        assert_eq!(heartbeat.ping_due(after(31)), Err(Ending::SILENT));
        // Heard again: the count starts over.
        assert!(heartbeat.read(Some(Ok(Message::Text("{}".into())))).is_ok());
        let again = heartbeat.last_heard + Duration::from_secs(9);
        assert_eq!(heartbeat.ping_due(again), Ok(false));
    }

    #[test]
    fn the_server_keeps_its_reserve_whatever_the_addresses() {
        let sockets = Sockets::new(10, 3);
        let held: Vec<Ticket> = (2..5)
            .map(|i| sockets.open(addr(i)).expect("room"))
            .collect();
        assert_eq!(sockets.open(addr(9)).err(), Some(Full::Server));
        drop(held);
        assert_eq!(sockets.total(), 0);
        assert_eq!(descriptor_reserve(65_536), 8_192);
        assert_eq!(descriptor_reserve(256), 64);
    }
}
