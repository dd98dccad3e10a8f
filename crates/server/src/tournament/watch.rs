//! The sockets following one arena, and the standings pushed to them:
//! coalesced, so a socket hears at most one `standings` message every
//! `push_every` however many changes there were, and each message is the
//! page that socket follows, its player's own line and the counts. The
//! standings are ranked once per push, each page built once.

use std::collections::HashMap;
use std::time::Duration;

use axum::extract::ws::Utf8Bytes;
use tokio::sync::mpsc;
use tokio::time::Instant;

use super::rows::{now_ms, Spec};
use super::view::featured;
use crate::arena::Table;
use crate::protocol::arena::{ArenaOut, ArenaSeat, ArenaStatus, Standings};

struct Watcher {
    name: Option<String>,
    page: u32,
    out: mpsc::Sender<Utf8Bytes>,
    sent_at: Option<Instant>,
    /// Something changed since the last message.
    stale: bool,
}

/// The sockets following the arena.
#[derive(Default)]
pub struct Watchers {
    by_conn: HashMap<u64, Watcher>,
    any_stale: bool,
}

impl Watchers {
    pub fn is_empty(&self) -> bool {
        self.by_conn.is_empty()
    }

    /// A new socket: it gets the standings at the next push.
    pub fn add(
        &mut self,
        conn: u64,
        name: Option<String>,
        page: u32,
        out: mpsc::Sender<Utf8Bytes>,
    ) {
        self.by_conn.insert(
            conn,
            Watcher {
                name,
                page,
                out,
                sent_at: None,
                stale: true,
            },
        );
        self.any_stale = true;
    }

    /// The socket follows another page: it hears of it at once.
    pub fn page(&mut self, conn: u64, page: u32) {
        if let Some(w) = self.by_conn.get_mut(&conn) {
            w.page = page.max(1);
            w.stale = true;
            w.sent_at = None;
            self.any_stale = true;
        }
    }

    pub fn remove(&mut self, conn: u64) {
        self.by_conn.remove(&conn);
    }

    /// Something every socket should hear of changed.
    pub fn touch_all(&mut self) {
        for w in self.by_conn.values_mut() {
            w.stale = true;
        }
        self.any_stale = !self.by_conn.is_empty();
    }

    /// Tells `name`'s sockets that their game starts (at once, not
    /// coalesced: the page takes the player to it).
    pub fn game_starts(&mut self, name: &str, seat: &ArenaSeat) {
        let text = Utf8Bytes::from(ArenaOut::Game { game: seat.clone() }.to_json());
        self.by_conn.retain(|_, w| {
            if w.name.as_deref() != Some(name) {
                return true;
            }
            !matches!(
                w.out.try_send(text.clone()),
                Err(mpsc::error::TrySendError::Closed(_))
            )
        });
    }

    /// Sends the standings to every stale socket whose last message is at
    /// least `every` old. A socket whose queue is full is skipped (it
    /// stays stale); one that closed is forgotten.
    pub fn flush(&mut self, every: Duration, spec: &Spec, table: &Table) {
        if !self.any_stale {
            return;
        }
        let now = Instant::now();
        let due = |w: &Watcher| w.stale && w.sent_at.is_none_or(|t| now >= t + every);
        if !self.by_conn.values().any(due) {
            return;
        }
        let ranked = table.ranked();
        let card = spec.card(now_ms(), table.players.len() as u32);
        let counts = table.counts();
        let featured = featured(table, &ranked);
        let podium = if spec.status == ArenaStatus::Finished {
            table.podium()
        } else {
            Vec::new()
        };
        let mut pages: HashMap<u32, Standings> = HashMap::new();
        let mut closed = Vec::new();
        let mut still_stale = false;
        for (conn, w) in self.by_conn.iter_mut() {
            if !due(w) {
                still_stale |= w.stale;
                continue;
            }
            let standings = pages
                .entry(w.page)
                .or_insert_with(|| table.page(&ranked, w.page))
                .clone();
            let msg = ArenaOut::Standings {
                status: card.status,
                seconds_to_start: card.seconds_to_start,
                seconds_left: card.seconds_left,
                standings,
                me: w.name.as_deref().and_then(|n| table.line(&ranked, n)),
                counts,
                featured: featured.clone(),
                podium: podium.clone(),
            };
            match w.out.try_send(Utf8Bytes::from(msg.to_json())) {
                Ok(()) => {
                    w.stale = false;
                    w.sent_at = Some(now);
                }
                Err(mpsc::error::TrySendError::Full(_)) => still_stale = true,
                Err(mpsc::error::TrySendError::Closed(_)) => closed.push(*conn),
            }
        }
        for conn in closed {
            self.by_conn.remove(&conn);
        }
        self.any_stale = still_stale;
    }
}
