//! The game's sockets: one arriving (with the events it missed, or a
//! snapshot), one leaving, what each hears, and who is told of presence.

use axum::extract::ws::Utf8Bytes;
use regalia_rules::Color;
use tokio::sync::mpsc;

use super::Actor;
use crate::error::ErrorCode;
use crate::game::history::render;
use crate::game::idx;
use crate::protocol::{ServerMsg, Side};

impl Actor {
    pub(super) fn connect(
        &mut self,
        conn: u64,
        role: Option<Color>,
        since: Option<u64>,
        out: mpsc::Sender<Utf8Bytes>,
    ) {
        let seq = self.game.seq;
        let messages = match self.history.since(since, seq, &self.game, role) {
            Some(list) => list,
            None => {
                let mut online = self.presence.online_both();
                if let Some(c) = role {
                    online[idx(c)] = true;
                }
                let state = ServerMsg::State {
                    n: seq,
                    you: role.map(Side::from),
                    game: Box::new(self.game.view(online, self.now())),
                };
                vec![Utf8Bytes::from(state.to_json())]
            }
        };
        if messages.into_iter().any(|m| out.try_send(m).is_err()) {
            return;
        }
        self.presence.arrive(conn, role, out);
        self.sync_seek();
        // The newcomer hears the presence at once; the others when it
        // changes who is here, or with the next spectator count.
        if !self.tell_presence() {
            let now = self.presence.message(&self.game, self.now().mono);
            self.send_to(conn, &now);
        }
        if let Some(ahead) = self.engine_wait {
            self.send_to(
                conn,
                &ServerMsg::Busy {
                    ahead: ahead as u64,
                },
            );
        }
        // The chat's room comes last: the game and who is here first.
        self.send_chat_log(conn, role);
    }

    pub(super) fn leave(&mut self, conn: u64) {
        self.chat.forget(conn);
        if self.presence.depart(conn, self.now().mono) {
            self.sync_seek();
            self.tell_presence();
        }
    }

    pub(super) fn send_to(&mut self, conn: u64, msg: &ServerMsg) {
        if !self.presence.send_to(conn, Utf8Bytes::from(msg.to_json())) {
            self.leave(conn);
        }
    }

    pub(super) fn refuse(&mut self, conn: Option<u64>, code: ErrorCode, message: &str) {
        self.hall.metrics().rejected();
        if let Some(conn) = conn {
            self.send_to(conn, &ServerMsg::error(code, message));
        }
    }

    /// Tells every socket who is here, when there is news (see
    /// [`Presence::news`]). Returns whether it was sent now.
    pub(super) fn tell_presence(&mut self) -> bool {
        let Some(msg) = self.presence.news(&self.game, self.now().mono) else {
            return false;
        };
        let text = Utf8Bytes::from(msg.to_json());
        for id in self.presence.send_all(|_| text.clone()) {
            self.leave(id);
        }
        true
    }

    /// Numbers an event into the history and sends it to every socket.
    pub(super) fn publish(&mut self, event: ServerMsg) {
        let Some(logged) = self.history.record(event) else {
            return;
        };
        let game = &self.game;
        // Full or closed: the socket is too slow or gone. It will reconnect
        // and catch up from the history or a snapshot.
        let dead = self.presence.send_all(|role| render(logged, game, role));
        for id in dead {
            self.leave(id);
        }
    }
}
