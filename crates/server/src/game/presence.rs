//! Who is at a game: its sockets (players and spectators), since when each
//! player has been gone, whether one may claim victory against the other,
//! and the `presence` message that tells everyone.

use std::collections::HashMap;
use std::time::Duration;

use axum::extract::ws::Utf8Bytes;
use regalia_rules::Color;
use tokio::sync::mpsc;

use super::{idx, Game};
use crate::protocol::{ServerMsg, Side, Status};

/// One socket on the game (here, or a guest of another node).
struct Conn {
    role: Option<Color>,
    out: mpsc::Sender<Utf8Bytes>,
}

/// White online, Black online, who may claim victory, spectators.
type Told = (bool, bool, Option<Color>, u32);

pub struct Presence {
    conns: HashMap<u64, Conn>,
    /// When each player's last socket closed (or the game began without it).
    gone_since: [Option<u64>; 2],
    /// When the last socket closed.
    pub idle_since: u64,
    /// The `claimable` last told to clients.
    claimable_told: Option<Color>,
    /// What was last told to every socket, and when.
    told: Option<Told>,
    told_at: u64,
    /// A spectator count waits until then (at most one per `every`).
    pub due: Option<u64>,
    /// A player gone this long may be claimed against.
    gone_after: u64,
    every: u64,
}

impl Presence {
    /// Nobody yet, at `now` (the players count as gone from then).
    pub fn new(now: u64, gone_after: Duration, every: Duration) -> Presence {
        Presence {
            conns: HashMap::new(),
            gone_since: [Some(now), Some(now)],
            idle_since: now,
            claimable_told: None,
            told: None,
            told_at: 0,
            due: None,
            gone_after: gone_after.as_millis() as u64,
            every: every.as_millis() as u64,
        }
    }

    pub fn online(&self, c: Color) -> bool {
        self.conns.values().any(|k| k.role == Some(c))
    }

    /// Both players' sockets, by colour.
    pub fn online_both(&self) -> [bool; 2] {
        [self.online(Color::White), self.online(Color::Black)]
    }

    pub fn is_empty(&self) -> bool {
        self.conns.is_empty()
    }

    pub fn role_of(&self, conn: u64) -> Option<Option<Color>> {
        self.conns.get(&conn).map(|k| k.role)
    }

    /// When player `c` left (None while they have a socket).
    pub fn gone_since(&self, c: Color) -> Option<u64> {
        self.gone_since[idx(c)]
    }

    /// A player took a seat at `now` without a socket yet.
    pub fn seated(&mut self, c: Color, now: u64) {
        self.gone_since[idx(c)] = Some(now);
    }

    /// The colour that may claim victory now, if any: its opponent, a
    /// person, has had no socket for `gone_after`; in a correspondence
    /// game, its opponent's days per move ran out.
    pub fn claimable(&self, game: &Game, now: u64) -> Option<Color> {
        if game.status != Status::Playing {
            return None;
        }
        if let Some(clock) = game.clock.as_ref().filter(|k| k.days.is_some()) {
            // A correspondence game: a player may be away for days; what
            // may be claimed is a deadline passed.
            let winner = !clock.overdue(now)?;
            return self.online(winner).then_some(winner);
        }
        [Color::White, Color::Black].into_iter().find(|&c| {
            let other = !c;
            !game.seats[idx(other)].is_computer()
                && self.online(c)
                && !self.online(other)
                && self.gone_since[idx(other)].is_some_and(|t| now >= t + self.gone_after)
        })
    }

    /// When a player who is gone becomes claimable against, for the
    /// players whose time has not come or not been told yet.
    pub fn claim_wakes(&self, game: &Game, now: u64) -> Vec<u64> {
        let mut wakes = Vec::new();
        if let Some(clock) = game.clock.as_ref().filter(|k| k.days.is_some()) {
            if let Some(t) = clock.flag_at() {
                if t > now || self.claimable(game, now) != self.claimable_told {
                    wakes.push(t);
                }
            }
            return wakes;
        }
        for c in [Color::White, Color::Black] {
            if !self.online(c) {
                if let Some(t) = self.gone_since[idx(c)].map(|t| t + self.gone_after) {
                    if t > now || self.claimable(game, now) != self.claimable_told {
                        wakes.push(t);
                    }
                }
            }
        }
        wakes
    }

    /// Whether what may be claimed changed since it was last told, or a
    /// spectator count is due.
    pub fn stale(&self, game: &Game, now: u64) -> bool {
        self.claimable(game, now) != self.claimable_told || self.due.is_some_and(|t| now >= t)
    }

    /// A socket arrived.
    pub fn arrive(&mut self, conn: u64, role: Option<Color>, out: mpsc::Sender<Utf8Bytes>) {
        if let Some(c) = role {
            self.gone_since[idx(c)] = None;
        }
        self.conns.insert(conn, Conn { role, out });
    }

    /// A socket left; false when it was not here.
    pub fn depart(&mut self, conn: u64, now: u64) -> bool {
        let Some(gone) = self.conns.remove(&conn) else {
            return false;
        };
        if let Some(c) = gone.role {
            if !self.online(c) {
                self.gone_since[idx(c)] = Some(now);
            }
        }
        if self.conns.is_empty() {
            self.idle_since = now;
        }
        true
    }

    /// Lets every socket go (they close, and their clients reconnect).
    pub fn clear(&mut self) {
        self.conns.clear();
    }

    /// Sends text to one socket; false when it is full or closed.
    pub fn send_to(&self, conn: u64, text: Utf8Bytes) -> bool {
        self.conns
            .get(&conn)
            .is_none_or(|k| k.out.try_send(text).is_ok())
    }

    /// Sends each socket its text; returns the sockets that were full or
    /// closed (too slow or gone: they reconnect and catch up).
    pub fn send_all(&self, text: impl Fn(Option<Color>) -> Utf8Bytes) -> Vec<u64> {
        self.conns
            .iter()
            .filter(|(_, k)| k.out.try_send(text(k.role)).is_err())
            .map(|(&id, _)| id)
            .collect()
    }

    /// Sends `text` to the sockets whose role `to` chooses; returns those
    /// that were full or closed, as [`Presence::send_all`].
    pub fn send_where(&self, to: impl Fn(Option<Color>) -> bool, text: Utf8Bytes) -> Vec<u64> {
        self.conns
            .iter()
            .filter(|(_, k)| to(k.role) && k.out.try_send(text.clone()).is_err())
            .map(|(&id, _)| id)
            .collect()
    }

    fn values(&self, game: &Game, now: u64) -> Told {
        let white = game.seats[0].is_computer() || self.online(Color::White);
        let black = game.seats[1].is_computer() || self.online(Color::Black);
        let spectators = self.conns.values().filter(|k| k.role.is_none()).count() as u32;
        (white, black, self.claimable(game, now), spectators)
    }

    /// Who is here now, as a `presence` message.
    pub fn message(&self, game: &Game, now: u64) -> ServerMsg {
        let (white, black, claimable, spectators) = self.values(game, now);
        ServerMsg::Presence {
            white,
            black,
            spectators,
            claimable: claimable.map(Side::from),
        }
    }

    /// The `presence` message every socket should hear now, if any: at
    /// once when a player came, left or became claimable against; a
    /// change of the spectator count alone waits so that it goes at most
    /// once per `every` (a thousand spectators arriving cost a few
    /// thousand messages, not half a million).
    pub fn news(&mut self, game: &Game, now: u64) -> Option<ServerMsg> {
        let values = self.values(game, now);
        let (white, black, claimable, _) = values;
        self.claimable_told = claimable;
        let told = self.told;
        if told == Some(values) {
            self.due = None;
            return None;
        }
        let players_changed = told.is_none_or(|t| (t.0, t.1, t.2) != (white, black, claimable));
        if !players_changed && now < self.told_at + self.every {
            self.due = Some(self.told_at + self.every);
            return None;
        }
        self.due = None;
        self.told = Some(values);
        self.told_at = now;
        Some(self.message(game, now))
    }
}
