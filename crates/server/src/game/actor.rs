//! The task that owns one live game. Commands arrive on a channel and are
//! handled one at a time; a change is stored before any socket hears of it.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::Utf8Bytes;
use regalia_rules::Color;
use tokio::sync::{mpsc, oneshot};

use super::{idx, seat_url, Change, Game, Refusal};
use crate::error::ApiError;
use crate::hub::Hub;
use crate::ids::Secret;
use crate::limits::Held;
use crate::lobby::Seek;
use crate::protocol::{
    ClientMsg, ClockSpec, ErrorCode, GameView, Opponent, SeatAnswer, SeekView, ServerMsg, Side,
    Status, YouView,
};

/// Events kept for reconnecting clients.
const LOG_LEN: usize = 256;
/// A finished game's task leaves memory this soon after its last socket.
const FINISHED_IDLE: Duration = Duration::from_secs(60);

/// What a game task can be asked.
pub enum Cmd {
    /// Checks a seat secret before a socket is opened: `Ok(None)` for a
    /// spectator, `Ok(Some(colour))` for a player.
    Authorize {
        seat: Option<Secret>,
        reply: oneshot::Sender<Result<Option<Color>, ApiError>>,
    },
    /// A socket opened (its role was authorised).
    Connect {
        conn: u64,
        role: Option<Color>,
        since: Option<u64>,
        out: mpsc::Sender<Utf8Bytes>,
    },
    Leave {
        conn: u64,
    },
    /// A message from a socket.
    Msg {
        conn: u64,
        msg: ClientMsg,
    },
    Join {
        session: String,
        reply: oneshot::Sender<Result<SeatAnswer, ApiError>>,
    },
    /// The visitor of an invitation link declines it.
    Decline {
        session: String,
        reply: oneshot::Sender<Result<(), ApiError>>,
    },
    View {
        session: String,
        seat: Option<Secret>,
        reply: oneshot::Sender<Result<(GameView, Option<YouView>), ApiError>>,
    },
    Pgn {
        reply: oneshot::Sender<String>,
    },
    /// This node may no longer run games (it lost touch with the cluster's
    /// database): let the sockets go and stop at once.
    Fence,
    /// The engine chose a move for the position `fen` after `ply` plies.
    Engine {
        ply: usize,
        fen: String,
        uci: Option<String>,
    },
}

struct Conn {
    role: Option<Color>,
    out: mpsc::Sender<Utf8Bytes>,
}

struct Logged {
    n: u64,
    public: Utf8Bytes,
    /// The new game's id, for a rematch (whose text differs per player).
    rematch: Option<crate::ids::GameId>,
}

struct Actor {
    hub: Arc<Hub>,
    game: Game,
    me: mpsc::WeakUnboundedSender<Cmd>,
    conns: HashMap<u64, Conn>,
    log: VecDeque<Logged>,
    /// When each player's last socket closed (or the game began without it).
    gone_since: [Option<u64>; 2],
    /// The `claimable` last told to clients.
    claimable_told: Option<Color>,
    /// The position (ply and text) the engine is thinking about.
    engine_for: Option<(usize, String)>,
    idle_since: u64,
    counted_playing: bool,
    listed_seek: bool,
    /// The players' presence last told to every socket, and when.
    presence_told: Option<(bool, bool, Option<Color>, u32)>,
    presence_told_at: u64,
    /// A spectator count waits until then (at most one a second).
    presence_due: Option<u64>,
    /// Storage failed and the game could not be read back: stop.
    broken: bool,
    /// Stopped because this node may no longer run games.
    fenced: bool,
    /// The address of the player the computer faces (for the engine's
    /// fair turns); unknown for a game read back from storage.
    client: Option<IpAddr>,
}

pub fn spawn(
    hub: Arc<Hub>,
    game: Game,
    generation: u64,
    me: mpsc::WeakUnboundedSender<Cmd>,
    rx: mpsc::UnboundedReceiver<Cmd>,
    loaded: bool,
    client: Option<IpAddr>,
) {
    let now = hub.now().mono;
    let actor = Actor {
        hub,
        game,
        me,
        conns: HashMap::new(),
        log: VecDeque::new(),
        gone_since: [Some(now), Some(now)],
        claimable_told: None,
        engine_for: None,
        idle_since: now,
        counted_playing: false,
        listed_seek: false,
        presence_told: None,
        presence_told_at: 0,
        presence_due: None,
        broken: false,
        fenced: false,
        client,
    };
    tokio::spawn(actor.run(generation, rx, loaded));
}

impl Actor {
    async fn run(mut self, generation: u64, mut rx: mpsc::UnboundedReceiver<Cmd>, loaded: bool) {
        self.hub.metrics.games_live.fetch_add(1, Relaxed);
        if loaded {
            // Offers and the event log did not survive: a new number makes
            // every reconnecting client take a fresh snapshot.
            self.game.seq += 1;
            let mut writes = self.lease_guard();
            writes.push(crate::store::Write::Update(self.game.row()));
            if let Err(e) = self.hub.writer.write(writes).await {
                tracing::error!(game = %self.game.id, error = %e, "cannot store a resumed game");
            }
        }
        self.after_change();
        loop {
            let wake = self.next_wake();
            tokio::select! {
                cmd = rx.recv() => match cmd {
                    Some(cmd) => self.handle(cmd).await,
                    None => break,
                },
                _ = tokio::time::sleep_until(self.hub.instant(wake.unwrap_or(0))), if wake.is_some() => {
                    self.tick().await;
                }
            }
            if self.broken {
                // Leave the registry at once; queued commands are dropped
                // (their senders see the game as unavailable).
                self.hub.retire_now(&self.game.id, generation);
                break;
            }
            if self.evictable() && self.hub.retire(&self.game.id, generation, &rx) {
                break;
            }
        }
        if self.counted_playing {
            self.hub.metrics.games_playing.fetch_sub(1, Relaxed);
        }
        if self.listed_seek {
            // A fenced node's seek stays listed elsewhere: the node that
            // takes the game over lists it again.
            self.hub.unlist_seek(self.game.id.as_str(), !self.fenced);
        }
        // An invitation still counts for its creator's address while it
        // waits in storage; anything else it held is let go with the task.
        let waiting_invitation = self.game.status == Status::Waiting
            && self.hub.limits.held_as(self.game.id.as_str()) == Some(Held::Invitation);
        if !waiting_invitation {
            self.hub.limits.release(self.game.id.as_str());
        }
        self.hub.metrics.games_live.fetch_sub(1, Relaxed);
    }

    fn online(&self, c: Color) -> bool {
        self.conns.values().any(|k| k.role == Some(c))
    }

    /// The colour that may claim victory now, if any.
    fn claimable(&self, now: u64) -> Option<Color> {
        if self.game.status != Status::Playing {
            return None;
        }
        let gone_after = self.hub.config.gone_after.as_millis() as u64;
        [Color::White, Color::Black].into_iter().find(|&c| {
            let other = !c;
            !self.game.seats[idx(other)].is_computer()
                && self.online(c)
                && !self.online(other)
                && self.gone_since[idx(other)].is_some_and(|t| now >= t + gone_after)
        })
    }

    /// The creator of a waiting game (the seat that is taken).
    fn creator(&self) -> Option<Color> {
        [Color::White, Color::Black]
            .into_iter()
            .find(|&c| self.game.seats[idx(c)].is_taken())
    }

    fn evictable(&self) -> bool {
        self.conns.is_empty()
            && self.engine_for.is_none()
            && self.eviction_at().is_some_and(|t| self.hub.now().mono >= t)
    }

    fn eviction_at(&self) -> Option<u64> {
        let idle = match self.game.status {
            // A running clock must be watched until the game ends.
            Status::Playing if self.game.clock.is_some() => return None,
            Status::Finished | Status::Aborted => FINISHED_IDLE.min(self.hub.config.idle_after),
            _ => self.hub.config.idle_after,
        };
        Some(self.idle_since + idle.as_millis() as u64)
    }

    /// The next time something may happen without a command.
    fn next_wake(&self) -> Option<u64> {
        let now = self.hub.now().mono;
        let mut wakes: Vec<u64> = Vec::new();
        if self.game.status == Status::Playing {
            if let Some(t) = self.game.clock.as_ref().and_then(|k| k.flag_at()) {
                wakes.push(t);
            }
            // When a gone player becomes claimable against; only future
            // times (once passed, the presence message has been sent).
            let gone_after = self.hub.config.gone_after.as_millis() as u64;
            for c in [Color::White, Color::Black] {
                if !self.online(c) {
                    if let Some(t) = self.gone_since[idx(c)].map(|t| t + gone_after) {
                        if t > now || self.claimable(now) != self.claimable_told {
                            wakes.push(t);
                        }
                    }
                }
            }
        }
        if self.game.status == Status::Waiting && self.game.opponent == Opponent::Seek {
            if let Some(c) = self.creator().filter(|&c| !self.online(c)) {
                if let Some(t) = self.gone_since[idx(c)] {
                    wakes.push(t + self.hub.config.seek_idle.as_millis() as u64);
                    if self.listed_seek {
                        wakes.push(t + self.hub.config.seek_grace.as_millis() as u64);
                    }
                }
            }
        }
        if let Some(t) = self.invitation_expiry() {
            wakes.push(t);
        }
        if let Some(t) = self.presence_due {
            wakes.push(t);
        }
        if self.conns.is_empty() && self.engine_for.is_none() {
            if let Some(t) = self.eviction_at() {
                wakes.push(t);
            }
        }
        wakes.into_iter().min().map(|t| t.max(now))
    }

    async fn tick(&mut self) {
        let now = self.hub.now();
        if let Some(change) = self.game.flag(now) {
            self.settle(Ok(change), None).await;
        }
        if self.game.status == Status::Waiting && self.game.opponent == Opponent::Seek {
            if let Some(c) = self.creator().filter(|&c| !self.online(c)) {
                let idle = self.hub.config.seek_idle.as_millis() as u64;
                if self.gone_since[idx(c)].is_some_and(|t| now.mono >= t + idle) {
                    let result = self.game.abort(now);
                    self.settle(result, None).await;
                }
            }
        }
        if self.invitation_expiry().is_some_and(|t| now.mono >= t) {
            tracing::info!(game = %self.game.id, "an invitation nobody took has expired");
            let result = self.game.abort(now);
            self.settle(result, None).await;
        }
        self.sync_seek();
        if self.claimable(now.mono) != self.claimable_told
            || self.presence_due.is_some_and(|t| now.mono >= t)
        {
            self.presence();
        }
    }

    /// When a game by link that nobody joined expires (on the `mono` scale).
    fn invitation_expiry(&self) -> Option<u64> {
        if self.game.status != Status::Waiting || self.game.opponent != Opponent::Friend {
            return None;
        }
        let now = self.hub.now();
        let ttl = self.hub.config.invitation_ttl.as_millis() as i64;
        let left = (self.game.created_at * 1000 + ttl - now.unix * 1000).max(0);
        Some(now.mono + left as u64)
    }

    /// Whether the creator of a seek is here (a socket open, or closed less
    /// than `seek_grace` ago): only then is the seek listed and joinable.
    fn seeker_present(&self) -> bool {
        let Some(c) = self.creator() else {
            return false;
        };
        if self.online(c) {
            return true;
        }
        let grace = self.hub.config.seek_grace.as_millis() as u64;
        self.gone_since[idx(c)].is_some_and(|t| self.hub.now().mono < t + grace)
    }

    async fn handle(&mut self, cmd: Cmd) {
        if self.hub.cluster.as_ref().is_some_and(|c| !c.may_run()) {
            // Out of touch with the cluster (frozen, or the database is
            // unreachable): another node may run this game by now. Answer
            // nothing from this copy; let the sockets go and stop.
            self.conns.clear();
            self.fenced = true;
            self.broken = true;
            return;
        }
        match cmd {
            Cmd::Authorize { seat, reply } => {
                let _ = reply.send(self.authorize(seat.as_ref()));
            }
            Cmd::Connect {
                conn,
                role,
                since,
                out,
            } => self.connect(conn, role, since, out),
            Cmd::Leave { conn } => self.leave(conn),
            Cmd::Msg { conn, msg } => self.message(conn, msg).await,
            Cmd::Join { session, reply } => {
                let answer = self.join(&session).await;
                let _ = reply.send(answer);
            }
            Cmd::Decline { session, reply } => {
                let now = self.hub.now();
                let answer = match self.game.decline_invitation(&session, now) {
                    Ok(change) => {
                        if self.settle(Ok(change), None).await {
                            tracing::info!(game = %self.game.id, "invitation declined");
                            Ok(())
                        } else {
                            Err(ApiError::Storage(crate::store::StoreError::Database(
                                "could not store the declined invitation".into(),
                            )))
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
                let _ = reply.send(self.view_for(&session, seat.as_ref()));
            }
            Cmd::Pgn { reply } => {
                let _ = reply.send(self.game.pgn());
            }
            Cmd::Engine { ply, fen, uci } => self.engine_move(ply, fen, uci).await,
            Cmd::Fence => {
                self.conns.clear();
                self.fenced = true;
                self.broken = true;
            }
        }
    }

    fn authorize(&self, seat: Option<&Secret>) -> Result<Option<Color>, ApiError> {
        match seat {
            None => Ok(None),
            Some(secret) => {
                self.game.seat_of(secret).map(Some).ok_or_else(|| {
                    ApiError::Forbidden("this seat is not a seat of this game".into())
                })
            }
        }
    }

    fn you(&self, c: Color) -> Option<YouView> {
        let secret = self.game.seats[idx(c)].secret?;
        Some(YouView {
            color: c.into(),
            url: seat_url(&self.game.id, &secret),
        })
    }

    fn view_for(
        &self,
        session: &str,
        seat: Option<&Secret>,
    ) -> Result<(GameView, Option<YouView>), ApiError> {
        let color = match seat {
            Some(_) => self.authorize(seat)?,
            None => self.game.seat_of_session(session),
        };
        let online = [self.online(Color::White), self.online(Color::Black)];
        Ok((
            self.game.view(online, self.hub.now()),
            color.and_then(|c| self.you(c)),
        ))
    }

    fn seat_answer(&self, c: Color, rejoined: bool) -> Option<SeatAnswer> {
        let secret = self.game.seats[idx(c)].secret?;
        let id = self.game.id.clone();
        Some(SeatAnswer {
            url: seat_url(&self.game.id, &secret),
            invite_url: format!("/game/{id}"),
            socket: format!("/ws/game/{id}?seat={}", secret.hex()),
            seat: secret,
            color: c.into(),
            id,
            rejoined,
        })
    }

    async fn join(&mut self, session: &str) -> Result<SeatAnswer, ApiError> {
        if let Some(c) = self.game.seat_of_session(session) {
            if let Some(answer) = self.seat_answer(c, true) {
                return Ok(answer);
            }
        }
        if self.game.opponent == Opponent::Seek
            && self.game.status == Status::Waiting
            && !self.seeker_present()
        {
            return Err(ApiError::Conflict(
                "the player who made this seek has left; it can no longer be joined".into(),
            ));
        }
        match self.game.join(session) {
            Ok((color, _, change)) => {
                let now = self.hub.now().mono;
                if !self.settle(Ok(change), None).await {
                    return Err(ApiError::Storage(crate::store::StoreError::Database(
                        "could not store the seat".into(),
                    )));
                }
                self.gone_since[idx(color)] = Some(now);
                self.presence();
                self.seat_answer(color, false).ok_or_else(|| {
                    ApiError::Refused(ErrorCode::NoOpenSeat, "no seat is open".into())
                })
            }
            Err(refusal) => Err(ApiError::Refused(refusal.code, refusal.message)),
        }
    }

    fn connect(
        &mut self,
        conn: u64,
        role: Option<Color>,
        since: Option<u64>,
        out: mpsc::Sender<Utf8Bytes>,
    ) {
        let seq = self.game.seq;
        let first_logged = self.log.front().map(|l| l.n);
        let replay = match (since, first_logged) {
            (Some(k), _) if k == seq => Some(Vec::new()),
            (Some(k), Some(first)) if k < seq && first <= k + 1 => Some(
                self.log
                    .iter()
                    .filter(|l| l.n > k)
                    .map(|l| self.render(l, role))
                    .collect(),
            ),
            _ => None,
        };
        let messages = match replay {
            Some(list) => list,
            None => {
                let online = [
                    self.online(Color::White) || role == Some(Color::White),
                    self.online(Color::Black) || role == Some(Color::Black),
                ];
                let state = ServerMsg::State {
                    n: seq,
                    you: role.map(Side::from),
                    game: Box::new(self.game.view(online, self.hub.now())),
                };
                vec![Utf8Bytes::from(state.to_json())]
            }
        };
        let mut ok = true;
        for m in messages {
            if out.try_send(m).is_err() {
                ok = false;
                break;
            }
        }
        if !ok {
            return;
        }
        if let Some(c) = role {
            self.gone_since[idx(c)] = None;
        }
        self.conns.insert(conn, Conn { role, out });
        self.sync_seek();
        // The newcomer hears the presence at once; the others when it
        // changes who is here, or with the next spectator count.
        if !self.presence() {
            let now = self.presence_now();
            self.send_to(conn, &now);
        }
    }

    fn leave(&mut self, conn: u64) {
        let Some(gone) = self.conns.remove(&conn) else {
            return;
        };
        let now = self.hub.now().mono;
        if let Some(c) = gone.role {
            if !self.online(c) {
                self.gone_since[idx(c)] = Some(now);
            }
        }
        if self.conns.is_empty() {
            self.idle_since = now;
        }
        self.sync_seek();
        self.presence();
    }

    fn send_to(&mut self, conn: u64, msg: &ServerMsg) {
        if let Some(k) = self.conns.get(&conn) {
            if k.out.try_send(Utf8Bytes::from(msg.to_json())).is_err() {
                self.leave(conn);
            }
        }
    }

    fn refuse(&mut self, conn: Option<u64>, code: ErrorCode, message: &str) {
        self.hub.metrics.rejected();
        if let Some(conn) = conn {
            self.send_to(conn, &ServerMsg::error(code, message));
        }
    }

    async fn message(&mut self, conn: u64, msg: ClientMsg) {
        let Some(role) = self.conns.get(&conn).map(|k| k.role) else {
            return;
        };
        if msg == ClientMsg::Ping {
            self.send_to(conn, &ServerMsg::Pong);
            return;
        }
        let Some(color) = role else {
            self.refuse(
                Some(conn),
                ErrorCode::NotAPlayer,
                "spectators cannot act on the game",
            );
            return;
        };
        let now = self.hub.now();
        let arrived = std::time::Instant::now();
        let is_move = matches!(msg, ClientMsg::Move { .. });
        let claimable = self.claimable(now.mono);
        let g = &mut self.game;
        let result = match msg {
            ClientMsg::Move { uci, ply } => g.play(color, &uci, ply, now),
            ClientMsg::Resign => g.resign(color, now),
            ClientMsg::Abort => g.abort(now),
            ClientMsg::DrawOffer => g.draw_offer(color, now),
            ClientMsg::DrawAccept => g.draw_accept(color, now),
            ClientMsg::DrawDecline => g.draw_decline(color),
            ClientMsg::DrawClaim => g.draw_claim(color, now),
            ClientMsg::TakebackOffer => g.takeback_offer(color, now),
            ClientMsg::TakebackAccept => g.takeback_accept(color, now),
            ClientMsg::TakebackDecline => g.takeback_decline(color),
            ClientMsg::RematchOffer => g.rematch_offer(color, now),
            ClientMsg::RematchAccept => g.rematch_accept(color, now),
            ClientMsg::RematchDecline => g.rematch_decline(color),
            ClientMsg::ClaimVictory => g.claim_victory(color, claimable, now),
            ClientMsg::Ping => return,
        };
        if self.settle(result, Some(conn)).await && is_move {
            self.hub
                .metrics
                .move_round_trip
                .observe(arrived.elapsed().as_secs_f64());
        }
    }

    async fn engine_move(&mut self, ply: usize, fen: String, uci: Option<String>) {
        let job = (ply, fen);
        if self.engine_for.as_ref() != Some(&job) {
            // An answer for a position that was taken back.
            return;
        }
        self.engine_for = None;
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
                let now = self.hub.now();
                let result = self.game.play(color, &uci, Some(ply as u32), now);
                self.settle(result, None).await;
            }
        }
        self.start_engine();
    }

    /// Stores a change, then sends its events. A refusal changed nothing
    /// (operations check before they change) and only `conn` hears of it.
    /// If storing fails, the game is read back from storage, which holds
    /// exactly what clients have been told.
    async fn settle(&mut self, result: Result<Change, Refusal>, conn: Option<u64>) -> bool {
        let change = match result {
            Ok(change) => change,
            Err(refusal) => {
                self.refuse(conn, refusal.code, &refusal.message);
                return false;
            }
        };
        if change.events.is_empty() && change.writes.is_empty() {
            return true;
        }
        if let (Some(created), Some(cluster)) = (&change.created, &self.hub.cluster) {
            // A new game's lease comes before its row, so no other node
            // adopts it in between.
            if !matches!(cluster.claim(created.id.as_str()).await, Ok(true)) {
                self.refuse(
                    conn,
                    ErrorCode::Storage,
                    "the server could not save this; nothing changed, try again",
                );
                self.reload().await;
                return false;
            }
        }
        let mut writes = self.lease_guard();
        writes.extend(change.writes);
        if let Err(e) = self.hub.writer.write(writes).await {
            tracing::error!(game = %self.game.id, error = %e, "a change could not be stored");
            self.refuse(
                conn,
                ErrorCode::Storage,
                "the server could not save this; nothing changed, try again",
            );
            if self.lost_lease().await {
                return false;
            }
            self.reload().await;
            return false;
        }
        if let Some(created) = change.created {
            self.hub.start_with(*created, false, self.client);
        }
        // Lobby and gauges first, so whoever hears of the change finds them
        // up to date.
        self.after_change();
        for event in change.events {
            match &event {
                ServerMsg::Move { .. } => {
                    self.hub.metrics.moves.fetch_add(1, Relaxed);
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
            self.publish(event);
        }
        true
    }

    /// In a cluster, the write that makes every change depend on this node
    /// still holding the game's lease.
    fn lease_guard(&self) -> Vec<crate::store::Write> {
        match &self.hub.cluster {
            Some(cluster) => vec![crate::store::Write::HoldLease {
                game_id: self.game.id.to_string(),
                node: cluster.node.clone(),
            }],
            None => Vec::new(),
        }
    }

    /// After a failed write in a cluster: unless this node can hold the
    /// game's lease again, another node runs it now, and this task lets its
    /// sockets go (they reconnect to the new owner) and stops. Returns
    /// whether it did.
    async fn lost_lease(&mut self) -> bool {
        let Some(cluster) = &self.hub.cluster else {
            return false;
        };
        // Still ours, or free to take again (its new owner died too): go on
        // from what is stored.
        if matches!(cluster.claim(self.game.id.as_str()).await, Ok(true)) {
            return false;
        }
        tracing::warn!(game = %self.game.id, "another node runs this game now; letting it go");
        self.conns.clear();
        self.fenced = true;
        self.broken = true;
        true
    }

    /// Replaces the game in memory by the stored one. If even that fails,
    /// the task lets its sockets go and stops; the next request loads the
    /// game afresh.
    async fn reload(&mut self) {
        let id = self.game.id.to_string();
        let now = self.hub.now();
        match self.hub.store.load(&id).await {
            Ok(Some((row, moves))) => match Game::from_rows(&row, &moves, now) {
                Ok(game) => {
                    self.game = game;
                    return;
                }
                Err(e) => tracing::error!(game = %id, error = %e, "cannot read the game back"),
            },
            Ok(None) => tracing::error!(game = %id, "the game is no longer stored"),
            Err(e) => tracing::error!(game = %id, error = %e, "cannot read the game back"),
        }
        self.conns.clear();
        self.broken = true;
    }

    /// The text of a logged event for a recipient: everyone gets the same,
    /// except a rematch, whose URL is each player's own new seat.
    fn render(&self, logged: &Logged, role: Option<Color>) -> Utf8Bytes {
        if let (Some(id), Some(c)) = (&logged.rematch, role) {
            if let Some(secret) = self.game.rematch_seats.and_then(|s| s[idx(c)]) {
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

    fn publish(&mut self, event: ServerMsg) {
        let Some(n) = event.n() else { return };
        let logged = Logged {
            n,
            public: Utf8Bytes::from(event.to_json()),
            rematch: match event {
                ServerMsg::Rematch { id, .. } => Some(id),
                _ => None,
            },
        };
        let mut dead = Vec::new();
        for (&id, conn) in &self.conns {
            if conn.out.try_send(self.render(&logged, conn.role)).is_err() {
                // Full or closed: the socket is too slow or gone. It will
                // reconnect and catch up from the log or a snapshot.
                dead.push(id);
            }
        }
        self.log.push_back(logged);
        while self.log.len() > LOG_LEN {
            self.log.pop_front();
        }
        for id in dead {
            self.leave(id);
        }
    }

    /// Who is here, as a `presence` message (also remembers the
    /// `claimable` told).
    fn presence_values(&self) -> (bool, bool, Option<Color>, u32) {
        let now = self.hub.now().mono;
        let claimable = self.claimable(now);
        let white = self.game.seats[0].is_computer() || self.online(Color::White);
        let black = self.game.seats[1].is_computer() || self.online(Color::Black);
        let spectators = self.conns.values().filter(|k| k.role.is_none()).count() as u32;
        (white, black, claimable, spectators)
    }

    fn presence_now(&self) -> ServerMsg {
        let (white, black, claimable, spectators) = self.presence_values();
        ServerMsg::Presence {
            white,
            black,
            spectators,
            claimable: claimable.map(Side::from),
        }
    }

    /// Tells every socket who is here: at once when a player came, left
    /// or became claimable against; a change of the spectator count alone
    /// waits so that it is sent at most once per `presence_every` (a
    /// thousand spectators arriving cost a few thousand messages, not half
    /// a million).
    /// Returns whether it was sent now.
    fn presence(&mut self) -> bool {
        let now = self.hub.now().mono;
        let values = self.presence_values();
        let (white, black, claimable, spectators) = values;
        self.claimable_told = claimable;
        let told = self.presence_told;
        if told == Some(values) {
            self.presence_due = None;
            return false;
        }
        let players_changed = told.is_none_or(|t| (t.0, t.1, t.2) != (white, black, claimable));
        let every = self.hub.config.presence_every.as_millis() as u64;
        if !players_changed && now < self.presence_told_at + every {
            self.presence_due = Some(self.presence_told_at + every);
            return false;
        }
        self.presence_due = None;
        self.presence_told = Some(values);
        self.presence_told_at = now;
        let text = Utf8Bytes::from(
            ServerMsg::Presence {
                white,
                black,
                spectators,
                claimable: claimable.map(Side::from),
            }
            .to_json(),
        );
        let dead: Vec<u64> = self
            .conns
            .iter()
            .filter(|(_, k)| k.out.try_send(text.clone()).is_err())
            .map(|(&id, _)| id)
            .collect();
        for id in dead {
            self.leave(id);
        }
        true
    }

    /// Lists the seek while its creator is here, and takes it off the
    /// lobby when they are gone (it comes back when they return).
    fn sync_seek(&mut self) {
        let seeking = self.game.status == Status::Waiting && self.game.opponent == Opponent::Seek;
        let list = seeking && self.seeker_present();
        if list && !self.listed_seek {
            if let Some(session) = self
                .creator()
                .and_then(|c| self.game.seats[idx(c)].session.clone())
            {
                self.hub.list_seek(Seek {
                    view: SeekView {
                        id: self.game.id.clone(),
                        variant: self.game.variant().into(),
                        color: self.game.color_choice,
                        clock: self.game.clock.as_ref().map(|k| ClockSpec {
                            initial: (k.control.initial_ms / 1000) as u32,
                            increment: (k.control.increment_ms / 1000) as u32,
                        }),
                        fen: self.game.record.start_fen().map(str::to_owned),
                        own: false,
                        created_at: self.game.created_at,
                    },
                    session,
                    node: None,
                });
                self.listed_seek = true;
            }
        } else if !list && self.listed_seek {
            self.hub.unlist_seek(self.game.id.as_str(), true);
            self.listed_seek = false;
        }
    }

    /// Keeps the lobby, the gauges and the engine in step with the game.
    fn after_change(&mut self) {
        let playing = self.game.status == Status::Playing;
        if playing != self.counted_playing {
            if playing {
                self.hub.metrics.games_playing.fetch_add(1, Relaxed);
            } else {
                self.hub.metrics.games_playing.fetch_sub(1, Relaxed);
            }
            self.counted_playing = playing;
        }
        self.sync_seek();
        match self.game.status {
            Status::Waiting => {}
            // A seek or an invitation taken: no longer held by its creator.
            Status::Playing => {
                if self.hub.limits.held_as(self.game.id.as_str()) != Some(Held::StrongGame) {
                    self.hub.limits.release(self.game.id.as_str());
                }
            }
            _ => self.hub.limits.release(self.game.id.as_str()),
        }
        self.start_engine();
    }

    fn start_engine(&mut self) {
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
        self.hub.engine.choose(
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
    }

    /// How long the computer at `level` takes at least to answer: a varied
    /// pause at the beginner levels (1-4), none above, where the search
    /// uses its own time.
    fn humane_pause(&self, level: u8) -> Option<Duration> {
        let (least, most) = self.hub.config.computer_pause;
        if level > 4 || most.is_zero() {
            return None;
        }
        let (least, most) = (least.as_millis() as u64, most.as_millis() as u64);
        let ms = rand::Rng::gen_range(&mut rand::thread_rng(), least.min(most)..=most);
        Some(Duration::from_millis(ms))
    }
}
