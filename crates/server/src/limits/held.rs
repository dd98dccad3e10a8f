//! What one address may hold open at once (seeks, invitations, strong
//! computer games, games not started), each kind under a cap: a place is
//! checked and counted in one step ([`Limits::reserve`]) and tied to its
//! game once the game exists ([`Reserved::bind`]).

use std::net::IpAddr;
use std::sync::atomic::Ordering::Relaxed;

use super::{Budget, ClientAddr, Limits};
use crate::error::{ApiError, ErrorCode};

/// What an address may hold open at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Held {
    Seek,
    /// A correspondence seek: listed without its creator, for days.
    CorrespondenceSeek,
    Invitation,
    StrongGame,
    /// A game being played with fewer than two moves.
    Unstarted,
}

impl Held {
    pub(super) const ALL: [Held; 5] = [
        Held::Seek,
        Held::CorrespondenceSeek,
        Held::Invitation,
        Held::StrongGame,
        Held::Unstarted,
    ];

    pub(super) fn name(self) -> &'static str {
        match self {
            Held::Seek => "open-seeks",
            Held::CorrespondenceSeek => "open-correspondence-seeks",
            Held::Invitation => "open-invitations",
            Held::StrongGame => "strong-games",
            Held::Unstarted => "unstarted-games",
        }
    }

    /// Where its refusals are counted, after the budgets'.
    pub(super) fn slot(self) -> usize {
        Budget::ALL.len() + self as usize
    }

    fn refusal(self) -> &'static str {
        match self {
            Held::Seek => "you have as many open seeks as one address may; wait for a player or cancel one",
            Held::CorrespondenceSeek => "you have as many open correspondence seeks as one address may; wait for a player or cancel one",
            Held::Invitation => "you have as many unanswered invitations as one address may; wait for a friend or cancel one",
            Held::StrongGame => "you have as many games against the strongest computer as one address may; finish one first",
            Held::Unstarted => "you have as many games waiting for their first moves as one address may; play or leave one first",
        }
    }
}

/// A place under a cap, taken by [`Limits::reserve`]: tied to a game by
/// [`Reserved::bind`], or given back when dropped unbound (the game was
/// not created after all).
#[must_use = "an unbound reservation is given back at once"]
pub struct Reserved<'a> {
    limits: &'a Limits,
    what: Held,
    addr: IpAddr,
    bound: bool,
}

impl Reserved<'_> {
    /// Counts the place as game `id`'s until [`Limits::release`].
    pub fn bind(mut self, id: &str) {
        self.bound = true;
        let mut held = self.limits.held.lock().unwrap_or_else(|e| e.into_inner());
        let kinds = held.entry(id.to_owned()).or_default();
        if kinds.iter().any(|(w, _)| *w == self.what) {
            // Already held: the place taken for it is one too many.
            drop(held);
            self.limits.uncount(self.what, self.addr);
        } else {
            kinds.push((self.what, self.addr));
        }
    }
}

impl Drop for Reserved<'_> {
    fn drop(&mut self) {
        if !self.bound {
            self.limits.uncount(self.what, self.addr);
        }
    }
}

impl Limits {
    fn cap(&self, what: Held) -> usize {
        match what {
            Held::Seek => self.config.seeks_per_addr,
            Held::CorrespondenceSeek => self.config.correspondence_seeks_per_addr,
            Held::Invitation => self.config.invitations_per_addr,
            Held::StrongGame => self.config.strong_games_per_addr,
            Held::Unstarted => self.config.unstarted_per_addr,
        }
    }

    /// Takes a place for one more `what` of `addr`, or refuses: the check
    /// and the count are one step under one lock.
    pub fn reserve(&self, what: Held, addr: ClientAddr) -> Result<Reserved<'_>, ApiError> {
        self.reserve_within(what, addr, usize::MAX)
    }

    /// [`Limits::reserve`] under a cap of `most` when that is below the
    /// configured one (fewer strong games while the engine is busy).
    pub fn reserve_within(
        &self,
        what: Held,
        addr: ClientAddr,
        most: usize,
    ) -> Result<Reserved<'_>, ApiError> {
        let mut counts = self.counts.lock().unwrap_or_else(|e| e.into_inner());
        let now = counts.entry((what, addr.0)).or_default();
        if *now >= self.cap(what).min(most) {
            if *now == 0 {
                counts.remove(&(what, addr.0));
            }
            drop(counts);
            self.refused[what.slot()].fetch_add(1, Relaxed);
            return Err(self.refusal(what, addr.0));
        }
        *now += 1;
        Ok(Reserved {
            limits: self,
            what,
            addr: addr.0,
            bound: false,
        })
    }

    /// Counts game `id` as a `what` of `addr` until [`Limits::release`],
    /// whatever the cap (a seat taken in someone's invitation cannot be
    /// refused afterwards).
    pub fn hold(&self, what: Held, addr: ClientAddr, id: &str) {
        let mut held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        let kinds = held.entry(id.to_owned()).or_default();
        if kinds.iter().any(|(w, _)| *w == what) {
            return;
        }
        kinds.push((what, addr.0));
        drop(held);
        let mut counts = self.counts.lock().unwrap_or_else(|e| e.into_inner());
        *counts.entry((what, addr.0)).or_default() += 1;
    }

    /// The refusal of one more `what` for `addr`: its own code and the
    /// games it holds, for the page to link to (games waiting for their
    /// first moves have no code of their own and are a plain rate refusal).
    fn refusal(&self, what: Held, addr: IpAddr) -> ApiError {
        let code = match what {
            Held::Seek | Held::CorrespondenceSeek => ErrorCode::OpenSeeks,
            Held::Invitation => ErrorCode::OpenInvitations,
            Held::StrongGame => ErrorCode::UnfinishedGames,
            Held::Unstarted => return ApiError::refused(ErrorCode::RateLimited, what.refusal()),
        };
        let held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        let mut games: Vec<String> = (held.iter())
            .filter(|(_, kinds)| kinds.iter().any(|&(w, a)| w == what && a == addr))
            .map(|(id, _)| id.clone())
            .collect();
        games.sort();
        ApiError::Holding {
            code,
            games,
            message: what.refusal(),
        }
    }

    fn uncount(&self, what: Held, addr: IpAddr) {
        let mut counts = self.counts.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = counts.get_mut(&(what, addr)) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                counts.remove(&(what, addr));
            }
        }
    }

    /// Game `id` no longer counts as anything (it ended or left memory).
    pub fn release(&self, id: &str) {
        let kinds = self
            .held
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(id);
        for (what, addr) in kinds.unwrap_or_default() {
            self.uncount(what, addr);
        }
    }

    /// Game `id` no longer counts as a `what` (a seek taken, a game
    /// started).
    pub fn release_as(&self, id: &str, what: Held) {
        let mut held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        let Some(kinds) = held.get_mut(id) else {
            return;
        };
        let Some(i) = kinds.iter().position(|(w, _)| *w == what) else {
            return;
        };
        let (_, addr) = kinds.swap_remove(i);
        if kinds.is_empty() {
            held.remove(id);
        }
        drop(held);
        self.uncount(what, addr);
    }

    /// Whether game `id` is held as a `what`.
    pub fn holds(&self, id: &str, what: Held) -> bool {
        let held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        held.get(id)
            .is_some_and(|kinds| kinds.iter().any(|(w, _)| *w == what))
    }
}
