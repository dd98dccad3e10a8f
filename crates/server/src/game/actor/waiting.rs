//! A game that waits for its second player: a seek listed in the lobby
//! while its creator is here (and aborted when they stay away), a
//! correspondence seek listed until taken, withdrawn or expired (page or
//! no page), an invitation by link that expires when nobody takes it; and a clocked
//! game that waits for its first two moves, aborted when they do not come
//! in time (the clock starts only at the second move, so nothing else
//! would ever end it).

use regalia_rules::Color;

use super::Actor;
use crate::error::{ApiError, ErrorCode};
use crate::game::{idx, Now};
use crate::lobby::Seek;
use crate::protocol::{ClockSpec, Opponent, SeekView, Status};

impl Actor {
    fn seeking(&self) -> bool {
        self.game.status == Status::Waiting && self.game.opponent == Opponent::Seek
    }

    /// A correspondence seek waiting: it needs no page of its creator.
    pub(super) fn lasting_seek(&self) -> bool {
        self.seeking() && self.game.days().is_some()
    }

    /// The creator of a waiting game (the seat that is taken).
    fn creator(&self) -> Option<Color> {
        [Color::White, Color::Black]
            .into_iter()
            .find(|&c| self.game.seats[idx(c)].is_taken())
    }

    /// The creator of a seek that needs them, while they have no socket.
    fn absent_seeker(&self) -> Option<Color> {
        self.creator()
            .filter(|&c| self.seeking() && !self.lasting_seek() && !self.presence.online(c))
    }

    /// Whether the creator of a seek is here (a socket open, or closed less
    /// than `seek_grace` ago): only then is the seek listed and joinable.
    /// A correspondence seek counts its creator as always here.
    fn seeker_present(&self) -> bool {
        let Some(c) = self.creator() else {
            return false;
        };
        if self.lasting_seek() {
            return true;
        }
        if self.presence.online(c) {
            return true;
        }
        let grace = self.hall.config().seek_grace.as_millis() as u64;
        self.presence
            .gone_since(c)
            .is_some_and(|t| self.now().mono < t + grace)
    }

    /// Refuses to seat a player at a seek whose creator has left.
    pub(super) fn joinable(&self) -> Result<(), ApiError> {
        if self.seeking() && !self.seeker_present() {
            return Err(ApiError::refused(
                ErrorCode::Conflict,
                "the player who made this seek has left; it can no longer be joined",
            ));
        }
        Ok(())
    }

    /// When a game by link or a correspondence seek that nobody joined
    /// expires (on the `mono` scale).
    fn expiry(&self) -> Option<u64> {
        let config = self.hall.config();
        let ttl = if self.lasting_seek() {
            config.correspondence_seek_ttl
        } else if self.game.status == Status::Waiting && self.game.opponent == Opponent::Friend {
            config.invitation_ttl
        } else {
            return None;
        };
        let now = self.now();
        let ttl = ttl.as_millis() as i64;
        let left = (self.game.created_at * 1000 + ttl - now.unix * 1000).max(0);
        Some(now.mono + left as u64)
    }

    /// When a waiting game may change without a command: its seek leaves
    /// the lobby or is aborted, its invitation expires.
    pub(super) fn waiting_wakes(&self) -> Vec<u64> {
        let mut wakes = Vec::new();
        let config = self.hall.config();
        if let Some(t) = self
            .absent_seeker()
            .and_then(|c| self.presence.gone_since(c))
        {
            wakes.push(t + config.seek_idle.as_millis() as u64);
            if self.listed_seek {
                wakes.push(t + config.seek_grace.as_millis() as u64);
            }
        }
        wakes.extend(self.expiry());
        wakes
    }

    /// Aborts a seek whose creator stayed away, or an invitation or a
    /// correspondence seek nobody took in time.
    pub(super) async fn waiting_tick(&mut self, now: Now) {
        let idle = self.hall.config().seek_idle.as_millis() as u64;
        if self
            .absent_seeker()
            .and_then(|c| self.presence.gone_since(c))
            .is_some_and(|t| now.mono >= t + idle)
        {
            let result = self.game.abort(now);
            self.settle(result, None).await;
        }
        if self.expiry().is_some_and(|t| now.mono >= t) {
            tracing::info!(game = %self.game.id, opponent = self.game.opponent.name(), "a game nobody joined has expired");
            let result = self.game.abort(now);
            self.settle(result, None).await;
        }
    }

    /// Follows a clocked game's first two moves: each ply before the clock
    /// starts is given `start_within` from when the game reached it.
    pub(super) fn watch_start(&mut self) {
        let ply = self.game.ply();
        // A correspondence game's first moves take days, as every other.
        let waits = self.game.status == Status::Playing
            && self.game.clock.is_some()
            && self.game.days().is_none()
            && ply < 2;
        if !waits {
            self.unstarted_since = None;
        } else if self.unstarted_since.map(|(p, _)| p) != Some(ply) {
            self.unstarted_since = Some((ply, self.now().mono));
        }
    }

    /// When a clocked game without its first moves is aborted; not while
    /// the computer is thinking (its turn is not the player's delay).
    pub(super) fn start_deadline(&self) -> Option<u64> {
        let within = self.hall.config().start_within.as_millis() as u64;
        self.unstarted_since
            .filter(|_| self.engine_for.is_none())
            .map(|(_, since)| since + within)
    }

    /// Aborts a clocked game whose first moves did not come in time.
    pub(super) async fn unstarted_tick(&mut self, now: Now) {
        if self.start_deadline().is_some_and(|t| now.mono >= t) {
            tracing::info!(game = %self.game.id, ply = self.game.ply(), "aborted: the first moves did not come in time");
            let result = self.game.abort(now);
            self.settle(result, None).await;
        }
    }

    /// Lists the seek while its creator is here, and takes it off the
    /// lobby when they are gone (it comes back when they return).
    pub(super) fn sync_seek(&mut self) {
        let list = self.seeking() && self.seeker_present();
        if list && !self.listed_seek {
            let Some(session) = self
                .creator()
                .and_then(|c| self.game.seats[idx(c)].session.clone())
            else {
                return;
            };
            let game = &self.game;
            self.hall.list_seek(Seek {
                view: SeekView {
                    id: game.id.clone(),
                    variant: game.variant().into(),
                    color: game.color_choice,
                    clock: game
                        .clock
                        .as_ref()
                        .filter(|k| k.days.is_none())
                        .map(|k| ClockSpec {
                            initial: (k.control.initial_ms / 1000) as u32,
                            increment: (k.control.increment_ms / 1000) as u32,
                        }),
                    days: game.days(),
                    fen: game.record.start_fen().map(str::to_owned),
                    own: false,
                    created_at: game.created_at,
                    rated: game.rated,
                    player: game.seats.iter().find_map(|seat| seat.player.clone()),
                    range: game.range,
                },
                session,
                node: None,
            });
            self.listed_seek = true;
        } else if !list && self.listed_seek {
            self.hall.unlist_seek(&self.game.id, true);
            self.listed_seek = false;
        }
    }
}
