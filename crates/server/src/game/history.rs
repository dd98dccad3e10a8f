//! A game's numbered events, kept so that a reconnecting socket that says
//! which event it saw last (`since=n`) gets exactly what it missed; one
//! that missed more than is kept gets a fresh snapshot instead.

use std::collections::VecDeque;

use axum::extract::ws::Utf8Bytes;
use regalia_rules::Color;

use super::{idx, Game};
use crate::ids::GameId;
use crate::protocol::ServerMsg;

/// Events kept for reconnecting clients.
const KEPT: usize = 256;

/// One event as it went out.
pub struct Logged {
    pub n: u64,
    public: Utf8Bytes,
    /// The new game's id, for a rematch (whose text differs per player).
    rematch: Option<GameId>,
}

#[derive(Default)]
pub struct History {
    log: VecDeque<Logged>,
}

impl History {
    /// Keeps a numbered event (an event without a number is not kept and
    /// gives `None`) and returns it as logged.
    pub fn record(&mut self, event: ServerMsg) -> Option<&Logged> {
        let n = event.n()?;
        let logged = Logged {
            n,
            public: Utf8Bytes::from(event.to_json()),
            rematch: match event {
                ServerMsg::Rematch { id, .. } => Some(id),
                _ => None,
            },
        };
        self.log.push_back(logged);
        while self.log.len() > KEPT {
            self.log.pop_front();
        }
        self.log.back()
    }

    /// What a socket that saw event `since` last needs to be up to date
    /// with event `seq`, rendered for `role`: `None` when the history no
    /// longer reaches back that far (or `since` is from another run of
    /// the game), so the socket needs a snapshot.
    pub fn since(
        &self,
        since: Option<u64>,
        seq: u64,
        game: &Game,
        role: Option<Color>,
    ) -> Option<Vec<Utf8Bytes>> {
        let k = since?;
        if k == seq {
            return Some(Vec::new());
        }
        let first = self.log.front()?.n;
        (k < seq && first <= k + 1).then(|| {
            self.log
                .iter()
                .filter(|l| l.n > k)
                .map(|l| render(l, game, role))
                .collect()
        })
    }
}

/// The text of a logged event for a recipient: everyone gets the same,
/// except a rematch, whose URL is each player's own new seat.
pub fn render(logged: &Logged, game: &Game, role: Option<Color>) -> Utf8Bytes {
    if let (Some(id), Some(c)) = (&logged.rematch, role) {
        if let Some(secret) = game.rematch_seats.and_then(|s| s[idx(c)]) {
            let msg = ServerMsg::Rematch {
                n: logged.n,
                id: id.clone(),
                url: format!("/game/{id}/{}", secret.hex()),
            };
            return Utf8Bytes::from(msg.to_json());
        }
    }
    logged.public.clone()
}
