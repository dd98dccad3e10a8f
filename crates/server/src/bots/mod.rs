//! What lichess's Bot API and Board API need to remember (docs/api.md,
//! "Bots and boards"): who listens to their events, and the open
//! challenges ([`Bots`]), with the JSON shapes lichess speaks
//! ([`lichess`]). A game's task tells it when a game with named players
//! starts or ends (`Hall::game_news`); the HTTP edge is `bot_api`.

pub mod lichess;

use std::collections::HashMap;
use std::sync::Mutex;

use tokio::sync::broadcast;

use crate::ids::GameId;
use crate::protocol::{GameView, Side, Status};
use lichess::ChallengeCard;

/// Lines a player's event streams may fall behind by before they miss
/// some (a stream that lags that far is closed; the client reconnects
/// and gets the open challenges and games again).
const EVENT_BACKLOG: usize = 64;

/// What a game's task tells of a game with named players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum News {
    /// Both seats are taken: the game is on.
    Started,
    /// Finished or aborted.
    Ended,
}

/// An open challenge, and whom it is for.
#[derive(Clone, Debug)]
pub struct Challenge {
    pub card: ChallengeCard,
    /// The challenged player's name in lower case.
    pub dest_key: String,
    /// The challenger's name in lower case.
    pub challenger_key: String,
}

/// Who listens to their events, and the open challenges.
#[derive(Default)]
pub struct Bots {
    listeners: Mutex<HashMap<String, broadcast::Sender<String>>>,
    challenges: Mutex<HashMap<GameId, Challenge>>,
}

impl Bots {
    /// Starts hearing the events of the player `key` (a name in lower case).
    pub fn listen(&self, key: &str) -> broadcast::Receiver<String> {
        let mut listeners = self.listeners.lock().expect("listeners lock");
        listeners
            .entry(key.to_owned())
            .or_insert_with(|| broadcast::channel(EVENT_BACKLOG).0)
            .subscribe()
    }

    /// Tells player `key`'s event streams one line (nothing if none is
    /// open; a player nobody listens to any more is forgotten).
    pub fn tell(&self, key: &str, line: &serde_json::Value) {
        let mut listeners = self.listeners.lock().expect("listeners lock");
        if let Some(sender) = listeners.get(key) {
            if sender.send(line.to_string()).is_err() {
                listeners.remove(key);
            }
        }
    }

    /// Whether anyone listens to player `key`'s events.
    fn heard(&self, key: &str) -> bool {
        let listeners = self.listeners.lock().expect("listeners lock");
        listeners.get(key).is_some_and(|s| s.receiver_count() > 0)
    }

    pub fn open(&self, id: GameId, challenge: Challenge) {
        self.announce(&challenge, "challenge", "created");
        self.challenges
            .lock()
            .expect("challenges lock")
            .insert(id, challenge);
    }

    pub fn challenge(&self, id: &GameId) -> Option<Challenge> {
        self.challenges
            .lock()
            .expect("challenges lock")
            .get(id)
            .cloned()
    }

    /// Closes a challenge; `kind` (`challengeDeclined`,
    /// `challengeCanceled`) and `status` tell both players why, when it
    /// was not taken.
    pub fn close(&self, id: &GameId, kind: Option<(&str, &str)>) -> Option<Challenge> {
        let closed = self
            .challenges
            .lock()
            .expect("challenges lock")
            .remove(id)?;
        if let Some((kind, status)) = kind {
            self.announce(&closed, kind, status);
        }
        Some(closed)
    }

    /// Tells both players of a challenge a line about it.
    pub fn announce(&self, challenge: &Challenge, kind: &str, status: &str) {
        let line = challenge.card.event(kind, status);
        self.tell(&challenge.dest_key, &line);
        self.tell(&challenge.challenger_key, &line);
    }

    /// Opens again, silently, a challenge closed by mistake.
    pub fn put_back(&self, id: GameId, challenge: Challenge) {
        self.challenges
            .lock()
            .expect("challenges lock")
            .insert(id, challenge);
    }

    /// The open challenges made by or to player `key`.
    pub fn challenges_of(&self, key: &str) -> Vec<Challenge> {
        let challenges = self.challenges.lock().expect("challenges lock");
        let mut mine: Vec<Challenge> = challenges
            .values()
            .filter(|c| c.dest_key == key || c.challenger_key == key)
            .cloned()
            .collect();
        mine.sort_by(|a, b| a.card.id.cmp(&b.card.id));
        mine
    }

    /// Whether a game's news would reach anyone: a seat of a named player
    /// whose events are heard, or an open challenge.
    pub fn wants_news(&self, id: &GameId, names: [Option<&str>; 2]) -> bool {
        names
            .iter()
            .flatten()
            .any(|n| self.heard(&n.to_ascii_lowercase()))
            || self
                .challenges
                .lock()
                .expect("challenges lock")
                .contains_key(id)
    }

    /// A game started or ended: its named players' event streams hear
    /// `gameStart` or `gameFinish`; a challenge that ended without being
    /// taken is closed.
    pub fn game_news(&self, view: &GameView, news: News) {
        if news == News::Ended && view.status == Status::Aborted {
            self.close(&view.id, Some(("challengeCanceled", "canceled")));
        }
        // A game that never had both its players (a challenge declined,
        // an invitation nobody took) neither started nor finishes.
        if !(view.players.white.joined && view.players.black.joined) {
            return;
        }
        let kind = match news {
            News::Started => "gameStart",
            News::Ended => "gameFinish",
        };
        for (side, player) in [
            (Side::White, &view.players.white),
            (Side::Black, &view.players.black),
        ] {
            if let Some(tag) = &player.player {
                let line = lichess::game_event(kind, view, side);
                self.tell(&tag.name.to_ascii_lowercase(), &line);
            }
        }
    }
}
