//! The task that owns one live game. Commands arrive on a channel and are
//! handled one at a time; a change is stored before any socket hears of it.
//! Who is here lives in [`Presence`], the numbered events in [`History`];
//! the computer's turns are in `computer.rs`, seeks and invitations that
//! wait for a player in `waiting.rs`. The task reaches the server only
//! through its [`Hall`].

mod arena;
mod chat;
mod command;
mod computer;
mod notices;
mod rematch;
mod sockets;
mod waiting;

pub use command::Cmd;

use std::net::IpAddr;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::mpsc;

use super::chat::Chat;
use super::hall::Hall;
use super::history::History;
use super::presence::Presence;
use super::{Change, Game, Refusal};
use crate::error::{ApiError, ErrorCode};
use crate::limits::Held;
use crate::protocol::{ClientMsg, SeatAnswer, ServerMsg, Side, Status};
use crate::store::StoreError;

/// A finished game's task leaves memory this soon after its last socket.
const FINISHED_IDLE: Duration = Duration::from_secs(60);

struct Actor {
    hall: Arc<dyn Hall>,
    game: Game,
    me: mpsc::WeakUnboundedSender<Cmd>,
    presence: Presence,
    history: History,
    chat: Chat,
    /// The position (ply and text) the engine is thinking about.
    engine_for: Option<(usize, String)>,
    /// How many strong searches the computer's waits behind, while it waits.
    engine_wait: Option<usize>,
    counted_playing: bool,
    listed_seek: bool,
    /// Storage failed and the game could not be read back: stop.
    broken: bool,
    /// Stopped because this node may no longer run games.
    fenced: bool,
    /// The address of the player the computer faces (for the engine's
    /// fair turns); unknown for a game read back from storage.
    client: Option<IpAddr>,
    /// A clocked game being played without its first two moves: the ply
    /// it waits at, and since when (`mono`); see `waiting.rs`.
    unstarted_since: Option<(usize, u64)>,
}

/// Runs a game's task. `loaded` = read back from storage rather than new.
pub fn spawn(
    hall: Arc<dyn Hall>,
    game: Game,
    generation: u64,
    me: mpsc::WeakUnboundedSender<Cmd>,
    rx: mpsc::UnboundedReceiver<Cmd>,
    loaded: bool,
    client: Option<IpAddr>,
) {
    let now = hall.now().mono;
    let config = hall.config();
    let presence = Presence::new(now, config.gone_after, config.presence_every);
    let actor = Actor {
        hall,
        game,
        me,
        presence,
        history: History::default(),
        chat: Chat::default(),
        engine_for: None,
        engine_wait: None,
        counted_playing: false,
        listed_seek: false,
        broken: false,
        fenced: false,
        client,
        unstarted_since: None,
    };
    tokio::spawn(actor.run(generation, rx, loaded));
}

impl Actor {
    async fn run(mut self, generation: u64, mut rx: mpsc::UnboundedReceiver<Cmd>, loaded: bool) {
        self.hall.metrics().games_live.fetch_add(1, Relaxed);
        if loaded {
            // Offers and the event log did not survive: a new number makes
            // every reconnecting client take a fresh snapshot.
            self.game.seq += 1;
            let writes = vec![crate::store::Write::Update(self.game.row())];
            if let Err(e) = self.hall.store(&self.game.id, writes).await {
                tracing::error!(game = %self.game.id, error = %e, "cannot store a resumed game");
            }
            self.read_chat().await;
        }
        self.after_change();
        loop {
            let wake = self.next_wake();
            tokio::select! {
                cmd = rx.recv() => match cmd {
                    Some(cmd) => self.handle(cmd).await,
                    None => break,
                },
                _ = tokio::time::sleep_until(self.hall.instant(wake.unwrap_or(0))), if wake.is_some() => {
                    self.tick().await;
                }
            }
            if self.broken {
                // Leave the registry at once; queued commands are dropped
                // (their senders see the game as unavailable).
                self.hall.retire_now(&self.game.id, generation);
                break;
            }
            if self.evictable()
                && self
                    .hall
                    .retire(&self.game.id, generation, &|| rx.is_empty())
            {
                break;
            }
        }
        if self.counted_playing {
            self.hall.metrics().games_playing.fetch_sub(1, Relaxed);
        }
        if self.listed_seek {
            // A fenced node's seek stays listed elsewhere: the node that
            // takes the game over lists it again.
            self.hall.unlist_seek(&self.game.id, !self.fenced);
        }
        // An invitation still counts for its creator's address while it
        // waits in storage; anything else it held is let go with the task.
        let limits = self.hall.limits();
        let waiting_invitation = self.game.status == Status::Waiting
            && limits.holds(self.game.id.as_str(), Held::Invitation);
        if !waiting_invitation {
            limits.release(self.game.id.as_str());
        }
        self.hall.metrics().games_live.fetch_sub(1, Relaxed);
    }

    fn now(&self) -> super::Now {
        self.hall.now()
    }

    fn evictable(&self) -> bool {
        self.presence.is_empty()
            && self.engine_for.is_none()
            && self.eviction_at().is_some_and(|t| self.now().mono >= t)
    }

    fn eviction_at(&self) -> Option<u64> {
        let config = self.hall.config();
        let idle = match self.game.status {
            // A running clock must be watched until the game ends (a
            // correspondence game's deadline is stored: no need).
            Status::Playing if self.game.clock.is_some() && self.game.days().is_none() => {
                return None
            }
            // A correspondence seek stays listed: its task stays.
            Status::Waiting if self.lasting_seek() => return None,
            Status::Finished | Status::Aborted => FINISHED_IDLE.min(config.idle_after),
            _ => config.idle_after,
        };
        Some(self.presence.idle_since + idle.as_millis() as u64)
    }

    /// The next time something may happen without a command.
    fn next_wake(&self) -> Option<u64> {
        let now = self.now().mono;
        let mut wakes: Vec<u64> = Vec::new();
        if self.game.status == Status::Playing {
            if let Some(t) = self
                .game
                .clock
                .as_ref()
                .filter(|k| k.days.is_none())
                .and_then(|k| k.flag_at())
            {
                wakes.push(t);
            }
            // When a gone player becomes claimable against; only future
            // times (once passed, the presence message has been sent).
            wakes.extend(self.presence.claim_wakes(&self.game, now));
        }
        wakes.extend(self.waiting_wakes());
        wakes.extend(self.start_deadline());
        if let Some(t) = self.presence.due {
            wakes.push(t);
        }
        if self.presence.is_empty() && self.engine_for.is_none() {
            if let Some(t) = self.eviction_at() {
                wakes.push(t);
            }
        }
        wakes.into_iter().min().map(|t| t.max(now))
    }

    async fn tick(&mut self) {
        let now = self.now();
        if let Some(change) = self.game.flag(now) {
            self.settle(Ok(change), None).await;
        }
        self.waiting_tick(now).await;
        self.unstarted_tick(now).await;
        self.sync_seek();
        if self.presence.stale(&self.game, now.mono) {
            self.tell_presence();
        }
    }

    /// Lets every socket go and stops: this node may no longer run the
    /// game (another node may by now).
    fn let_go(&mut self) {
        self.presence.clear();
        self.fenced = true;
        self.broken = true;
    }

    async fn handle(&mut self, cmd: Cmd) {
        if !self.hall.may_run() {
            // Out of touch with the cluster (frozen, or the database is
            // unreachable): another node may run this game by now. Answer
            // nothing from this copy.
            self.let_go();
            return;
        }
        match cmd {
            Cmd::Authorize { seat, reply } => {
                let _ = reply.send(self.game.authorize(seat.as_ref()));
            }
            Cmd::Connect {
                conn,
                role,
                since,
                out,
            } => self.connect(conn, role, since, out),
            Cmd::Leave { conn } => self.leave(conn),
            Cmd::Msg { conn, msg } => self.message(conn, msg).await,
            Cmd::Join {
                session,
                player,
                reply,
            } => {
                let answer = self.join(&session, player.as_ref()).await;
                let _ = reply.send(answer);
            }
            Cmd::Decline {
                session,
                withdraw,
                reply,
            } => {
                let now = self.now();
                let change = if withdraw {
                    self.game.withdraw(&session, now)
                } else {
                    self.game.decline_invitation(&session, now)
                };
                let answer = match change {
                    Ok(change) => {
                        if self.settle(Ok(change), None).await {
                            tracing::info!(game = %self.game.id, withdraw, "invitation declined");
                            Ok(())
                        } else {
                            Err(not_stored("the declined invitation"))
                        }
                    }
                    Err(refusal) => Err(ApiError::Refused(refusal.code, refusal.message)),
                };
                let _ = reply.send(answer);
            }
            Cmd::View {
                session,
                seat,
                reply,
            } => {
                let online = self.presence.online_both();
                let answer = self
                    .game
                    .view_for(&session, seat.as_ref(), online, self.now());
                let _ = reply.send(answer);
            }
            Cmd::Pgn { reply } => {
                let _ = reply.send(self.game.pgn());
            }
            Cmd::Engine { ply, fen, uci } => self.engine_move(ply, fen, uci).await,
            Cmd::Berserk { session, reply } => {
                let _ = reply.send(self.berserk_seat(&session).await);
            }
            Cmd::Fence => self.let_go(),
        }
    }

    async fn join(
        &mut self,
        session: &str,
        player: Option<&crate::protocol::Named>,
    ) -> Result<SeatAnswer, ApiError> {
        if let Some(c) = self.game.seat_of_session(session) {
            if let Some(answer) = self.game.seat_answer(c, true) {
                return Ok(answer);
            }
        }
        self.joinable()?;
        match self.game.join(session, player, self.now()) {
            Ok((color, _, change)) => {
                let now = self.now().mono;
                if !self.settle(Ok(change), None).await {
                    return Err(not_stored("the seat"));
                }
                self.presence.seated(color, now);
                self.tell_presence();
                self.tell_chat_logs();
                self.game.seat_answer(color, false).ok_or_else(|| {
                    ApiError::Refused(ErrorCode::NoOpenSeat, "no seat is open".into())
                })
            }
            Err(refusal) => Err(ApiError::Refused(refusal.code, refusal.message)),
        }
    }

    async fn message(&mut self, conn: u64, msg: ClientMsg) {
        let Some(role) = self.presence.role_of(conn) else {
            return;
        };
        if msg == ClientMsg::Ping {
            self.send_to(conn, &ServerMsg::Pong);
            return;
        }
        if matches!(msg, ClientMsg::Chat { .. } | ClientMsg::ChatReport) {
            return self.chat_message(conn, role, msg).await;
        }
        let Some(color) = role else {
            self.refuse(
                Some(conn),
                ErrorCode::NotAPlayer,
                "spectators cannot act on the game",
            );
            return;
        };
        let now = self.now();
        let arrived = std::time::Instant::now();
        let is_move = matches!(msg, ClientMsg::Move { .. });
        let claimable = self.presence.claimable(&self.game, now.mono);
        let g = &mut self.game;
        let result = match msg {
            ClientMsg::Move { uci, ply } => g.play(color, &uci, ply, now),
            ClientMsg::Resign => g.resign(color, now),
            ClientMsg::Abort => g.abort(now),
            ClientMsg::Offer { kind } => g.offer(kind, color, now),
            ClientMsg::Answer { kind, yes: true } => g.accept(kind, color, now),
            ClientMsg::Answer { kind, yes: false } => g.decline(kind, color),
            ClientMsg::DrawClaim => g.draw_claim(color, now),
            ClientMsg::ClaimVictory => g.claim_victory(color, claimable, now),
            ClientMsg::Berserk => g.berserk(color, now),
            ClientMsg::Ping | ClientMsg::Chat { .. } | ClientMsg::ChatReport => return,
        };
        if self.settle(result, Some(conn)).await && is_move {
            self.hall
                .metrics()
                .move_round_trip
                .observe(arrived.elapsed().as_secs_f64());
        }
    }

    /// Stores a change, then sends its events. A refusal changed nothing
    /// (operations check before they change) and only `conn` hears of it.
    /// If storing fails, the game is read back from storage, which holds
    /// exactly what clients have been told.
    async fn settle(&mut self, result: Result<Change, Refusal>, conn: Option<u64>) -> bool {
        const NOT_SAVED: &str = "the server could not save this; nothing changed, try again";
        let mut change = match result {
            Ok(change) => change,
            Err(refusal) => {
                self.refuse(conn, refusal.code, &refusal.message);
                return false;
            }
        };
        if change.events.is_empty() && change.writes.is_empty() {
            return true;
        }
        self.rate_created(&mut change).await;
        if let Some(created) = &change.created {
            // A new game's lease comes before its row, so no other node
            // adopts it in between.
            if !self.hall.claim(&created.id).await {
                self.refuse(conn, ErrorCode::Storage, NOT_SAVED);
                self.reload().await;
                return false;
            }
        }
        if let Err(e) = self.hall.store(&self.game.id, change.writes).await {
            tracing::error!(game = %self.game.id, error = %e, "a change could not be stored");
            self.refuse(conn, ErrorCode::Storage, NOT_SAVED);
            if let StoreError::LeaseLost { .. } = e {
                // Another node runs it now: let the sockets go (they
                // reconnect there).
                tracing::warn!(game = %self.game.id, "another node runs this game now; letting it go");
                self.let_go();
            } else {
                // Still this node's game: go on from what is stored.
                self.reload().await;
            }
            return false;
        }
        if let Some(created) = change.created {
            self.hall.clone().start_game(*created, self.client);
        }
        // Lobby and gauges first, so whoever hears of the change finds them
        // up to date.
        self.after_change();
        let started = self.game.status == Status::Playing
            && change
                .events
                .iter()
                .any(|e| matches!(e, ServerMsg::Joined { .. }));
        let ended = change
            .events
            .iter()
            .any(|e| matches!(e, ServerMsg::End { .. }));
        self.push_notices(&change.events);
        for event in change.events {
            self.log_event(&event);
            self.publish(event);
        }
        if started {
            self.hall.game_news(&self.game, crate::bots::News::Started);
        }
        if ended {
            self.hall.game_news(&self.game, crate::bots::News::Ended);
        }
        true
    }

    fn log_event(&self, event: &ServerMsg) {
        match event {
            ServerMsg::Move { .. } => {
                self.hall.metrics().moves.fetch_add(1, Relaxed);
            }
            ServerMsg::End {
                status, outcome, ..
            } => tracing::info!(
                game = %self.game.id,
                status = status.name(),
                winner = outcome.as_ref().and_then(|o| o.winner).map(Side::name),
                reason = outcome.as_ref().map(|o| o.reason.name()),
                plies = self.game.ply(),
                "game over"
            ),
            ServerMsg::Joined { color, .. } => {
                tracing::info!(game = %self.game.id, color = color.name(), "seat taken")
            }
            _ => {}
        }
    }

    /// Replaces the game in memory by the stored one. If even that fails,
    /// the task lets its sockets go and stops; the next request loads the
    /// game afresh.
    async fn reload(&mut self) {
        let id = &self.game.id;
        match self.hall.load(id).await {
            Ok(Some((row, moves))) => match Game::from_rows(&row, &moves, self.hall.now()) {
                Ok(game) => {
                    self.game = game;
                    return;
                }
                Err(e) => tracing::error!(game = %id, error = %e, "cannot read the game back"),
            },
            Ok(None) => tracing::error!(game = %id, "the game is no longer stored"),
            Err(e) => tracing::error!(game = %id, error = %e, "cannot read the game back"),
        }
        self.presence.clear();
        self.broken = true;
    }

    /// Keeps the lobby, the gauges and the engine in step with the game.
    fn after_change(&mut self) {
        let playing = self.game.status == Status::Playing;
        if playing != self.counted_playing {
            let gauge = &self.hall.metrics().games_playing;
            if playing {
                gauge.fetch_add(1, Relaxed);
            } else {
                gauge.fetch_sub(1, Relaxed);
            }
            self.counted_playing = playing;
        }
        self.sync_seek();
        self.watch_start();
        self.tell_arena();
        let limits = self.hall.limits();
        let id = self.game.id.as_str();
        match self.game.status {
            // A correspondence seek counts for its creator's address, also
            // when read back after a restart.
            Status::Waiting => {
                if let Some(addr) = self.game.seek_address.filter(|_| self.lasting_seek()) {
                    limits.hold(
                        Held::CorrespondenceSeek,
                        crate::limits::ClientAddr(addr),
                        id,
                    );
                }
            }
            // A seek or an invitation taken: no longer held by its creator,
            // who holds a game not started until its first two moves.
            Status::Playing => {
                limits.release_as(id, Held::Seek);
                limits.release_as(id, Held::CorrespondenceSeek);
                limits.release_as(id, Held::Invitation);
                if self.game.ply() >= 2 {
                    limits.release_as(id, Held::Unstarted);
                } else if let Some(client) = self.client {
                    limits.hold(Held::Unstarted, crate::limits::ClientAddr(client), id);
                }
            }
            _ => limits.release(id),
        }
        self.start_engine();
    }
}

/// A change that could not be stored, as the asker hears of it.
fn not_stored(what: &str) -> ApiError {
    ApiError::refused(ErrorCode::Storage, format!("could not store {what}"))
}
