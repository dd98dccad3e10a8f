//! The computer's turns: a search on the engine pool for the position
//! to move, its answer coming back as a command, and the varied pause of
//! the beginner levels.

use std::time::Duration;

use super::{Actor, Cmd};
use crate::protocol::ServerMsg;

impl Actor {
    /// Asks the engine for a move when the computer is to move and is not
    /// already thinking about this position.
    pub(super) fn start_engine(&mut self) {
        let Some(level) = self.game.computer_to_move() else {
            return;
        };
        let ply = self.game.ply();
        let fen = self.game.record.position().to_fen();
        if self
            .engine_for
            .as_ref()
            .is_some_and(|(p, f)| *p == ply && *f == fen)
        {
            return;
        }
        self.engine_for = Some((ply, fen.clone()));
        let seed = self.game.id.as_str().bytes().fold(ply as u64, |h, b| {
            h.wrapping_mul(31).wrapping_add(u64::from(b))
        });
        let me = self.me.clone();
        let answer_at = self.humane_pause(level).map(|pause| {
            (
                tokio::time::Instant::now() + pause,
                tokio::runtime::Handle::current(),
            )
        });
        let waits = self.hall.engine().choose(
            self.game.record.position().clone(),
            regalia_engine::game_history(&self.game.record),
            level,
            seed,
            self.client,
            move |uci| {
                let Some(tx) = me.upgrade() else { return };
                let answer = Cmd::Engine { ply, fen, uci };
                match answer_at {
                    // The pause is waited on a timer, never on the engine
                    // pool's threads.
                    Some((at, runtime)) if at > tokio::time::Instant::now() => {
                        runtime.spawn(async move {
                            tokio::time::sleep_until(at).await;
                            let _ = tx.send(answer);
                        });
                    }
                    _ => {
                        let _ = tx.send(answer);
                    }
                }
            },
        );
        self.engine_wait = waits;
        if let Some(ahead) = waits {
            let busy = ServerMsg::Busy {
                ahead: ahead as u64,
            };
            let text = axum::extract::ws::Utf8Bytes::from(busy.to_json());
            for id in self.presence.send_all(|_| text.clone()) {
                self.leave(id);
            }
        }
    }

    /// How long the computer at `level` takes at least to answer: a varied
    /// pause at the beginner levels (1-4), none above, where the search
    /// uses its own time.
    fn humane_pause(&self, level: u8) -> Option<Duration> {
        let (least, most) = self.hall.config().computer_pause;
        if level > 4 || most.is_zero() {
            return None;
        }
        let (least, most) = (least.as_millis() as u64, most.as_millis() as u64);
        let ms = rand::Rng::gen_range(&mut rand::thread_rng(), least.min(most)..=most);
        Some(Duration::from_millis(ms))
    }

    /// The engine's answer for the position `fen` after `ply` plies: played
    /// if the game still stands there.
    pub(super) async fn engine_move(&mut self, ply: usize, fen: String, uci: Option<String>) {
        let job = (ply, fen);
        if self.engine_for.as_ref() != Some(&job) {
            // An answer for a position that was taken back.
            return;
        }
        self.engine_for = None;
        self.engine_wait = None;
        if self.game.computer_to_move().is_some()
            && self.game.ply() == ply
            && self.game.record.position().to_fen() == job.1
        {
            let chosen = uci.or_else(|| {
                // The engine gave nothing: play on rather than hang.
                tracing::warn!(game = %self.game.id, "the engine returned no move");
                self.game.record.position().legal_uci().into_iter().next()
            });
            if let Some(uci) = chosen {
                let color = self.game.turn();
                let result = self.game.play(color, &uci, Some(ply as u32), self.now());
                self.settle(result, None).await;
            }
        }
        self.start_engine();
    }
}
