//! The WebSocket edge (docs/protocol.md): authorises, parses and limits what
//! clients send, and writes what their game sends them. Heartbeats find
//! dead sockets; every socket holds a place under its address's cap
//! (`sockets.rs`) until it closes.

use std::time::Instant;

use std::collections::HashSet;
use std::num::NonZeroU32;

use axum::extract::ws::{Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::header::{HOST, ORIGIN};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::Extension;
use governor::{DefaultDirectRateLimiter, Quota, RateLimiter};
use regalia_rules::Color;
use serde::Deserialize;
use tokio::sync::mpsc;

use crate::api::counts;
use crate::app::{App, AppState};
use crate::config::Config;
use crate::error::{ApiError, ApiQuery, ErrorCode};
use crate::game::actor::Cmd;
use crate::ids::GameId;
use crate::limits::ClientAddr;
use crate::protocol::{ClientMsg, LobbyIn, LobbyOut, ServerMsg, LOBBY_MAX_BYTES, LOBBY_SNAPSHOT};
use crate::session::Session;
use crate::sockets::{write, Ending, Heartbeat, Ticket};

/// Messages waiting to be written to one socket; a socket that falls this
/// far behind is dropped (it reconnects and catches up).
pub(crate) const OUTBOX: usize = 512;
/// Refused messages after which a flooding socket is closed.
pub(crate) const MAX_STRIKES: u32 = 50;
/// Read buffer of a socket: client messages are small, and thousands of
/// sockets with the library's default (128 KiB) would cost hundreds of MiB.
pub(crate) const READ_BUFFER: usize = 4 * 1024;

/// Whether an upgrade comes from a page of this site: a browser always
/// sends `Origin`, which must name the host asked for (or the public URL).
/// Clients that are not browsers send none and are let in.
pub fn same_site(headers: &HeaderMap, public_url: Option<&str>) -> bool {
    let Some(origin) = headers.get(ORIGIN) else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    let origin = origin.trim().trim_end_matches('/');
    if public_url.is_some_and(|u| u.trim_end_matches('/').eq_ignore_ascii_case(origin)) {
        return true;
    }
    let host = headers.get(HOST).and_then(|h| h.to_str().ok());
    match (origin.split_once("://"), host) {
        (Some((_, origin_host)), Some(host)) => origin_host.eq_ignore_ascii_case(host.trim()),
        _ => false,
    }
}

pub fn refuse_cross_site(headers: &HeaderMap, hub: &App) -> Result<(), ApiError> {
    if same_site(headers, hub.config.public_url.as_deref()) {
        Ok(())
    } else {
        hub.metrics.rejected();
        Err(ApiError::refused(
            ErrorCode::NotThisSite,
            "sockets are only for this site's own pages",
        ))
    }
}

/// A socket's own message budget: `msg_burst`, then `msg_per_sec`.
pub(crate) fn message_limit(config: &Config) -> DefaultDirectRateLimiter {
    let rate = NonZeroU32::new(config.msg_per_sec.max(1)).expect("at least one");
    let burst = NonZeroU32::new(config.msg_burst.max(1)).expect("at least one");
    RateLimiter::direct(Quota::per_second(rate).allow_burst(burst))
}

#[derive(Debug, Deserialize)]
pub struct GameQuery {
    seat: Option<String>,
    since: Option<u64>,
}

pub async fn game_socket(
    State(hub): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Extension(addr): Extension<ClientAddr>,
    Path(id): Path<String>,
    ApiQuery(query): ApiQuery<GameQuery>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    refuse_cross_site(&headers, &hub)?;
    let id = GameId::parse(&id).ok_or_else(|| ApiError::no_game(&id))?;
    // The seat is read here: one that is not 32 hex digits is no seat of
    // any game, and the game is not asked.
    let seat = query
        .seat
        .as_deref()
        .map(crate::api::seat_secret)
        .transpose()?;
    let role = hub
        .ask(&id, |reply| Cmd::Authorize { seat, reply })
        .await??;
    let ticket = hub.limits.open_socket(addr)?;
    let max_frame = hub.config.max_frame;
    Ok(ws
        .read_buffer_size(READ_BUFFER)
        .max_message_size(max_frame)
        .max_frame_size(max_frame)
        .on_upgrade(move |socket| {
            run_game_socket(hub, socket, id, role, query.since, session, ticket)
        })
        .into_response())
}

/// Reads one text frame into a client message (a game socket's
/// [`ClientMsg`], the lobby's [`LobbyIn`]), or says what is wrong (a
/// `bad-message` error for the client).
pub(crate) fn parse<M: serde::de::DeserializeOwned>(text: &str, max: usize) -> Result<M, String> {
    if text.len() > max {
        return Err(format!(
            "message too large: {} bytes (at most {max})",
            text.len()
        ));
    }
    serde_json::from_str(text).map_err(|e| format!("cannot read message: {e}"))
}

struct Socket {
    socket: WebSocket,
    hub: AppState,
    session: String,
    /// The socket's place under its address's cap, until it closes.
    _ticket: Ticket,
}

impl Socket {
    async fn send(&mut self, msg: &ServerMsg) -> bool {
        self.send_text(msg.to_json()).await
    }

    async fn send_lobby(&mut self, msg: &LobbyOut) -> bool {
        self.send_text(msg.to_json()).await
    }

    async fn send_text(&mut self, text: String) -> bool {
        write(&mut self.socket, Message::Text(Utf8Bytes::from(text))).await
    }
}

async fn run_game_socket(
    hub: AppState,
    socket: WebSocket,
    id: GameId,
    role: Option<Color>,
    since: Option<u64>,
    session: String,
    ticket: Ticket,
) {
    let mut socket = socket;
    let conn = hub.next_connection();
    let (out, mut outbox) = mpsc::channel(OUTBOX);
    let Ok(game) = hub
        .send(
            &id,
            Cmd::Connect {
                conn,
                role,
                since,
                out,
            },
        )
        .await
    else {
        Ending::Close(crate::sockets::GOING_AWAY, "the game is not available here")
            .close(&mut socket)
            .await;
        return;
    };
    hub.online.enter(&session);
    tracing::debug!(game = %id, conn, role = ?role.map(crate::protocol::Side::from), "socket open");
    let mut s = Socket {
        socket,
        hub: hub.clone(),
        session,
        _ticket: ticket,
    };
    let config = hub.config.clone();
    let limit = message_limit(&config);
    let mut strikes = 0;
    let mut heartbeat = Heartbeat::start(config.heartbeat, config.dead_after).await;
    let ending = loop {
        tokio::select! {
            queued = outbox.recv() => match queued {
                Some(text) => {
                    if !write(&mut s.socket, Message::Text(text)).await {
                        break Ending::Lost;
                    }
                }
                // The game dropped us (too slow): close; the client reconnects.
                None => break Ending::BEHIND,
            },
            incoming = s.socket.recv() => {
                let frame = match heartbeat.read(incoming) {
                    Ok(frame) => frame,
                    Err(ending) => break ending,
                };
                let refused = match frame {
                    Message::Text(text) => match parse::<ClientMsg>(text.as_str(), config.max_text) {
                        Err(why) => ServerMsg::error(ErrorCode::BadMessage, why),
                        Ok(_) if limit.check().is_err() => {
                            ServerMsg::error(ErrorCode::RateLimited, "too many messages; slow down")
                        }
                        Ok(ClientMsg::Ping) => {
                            if !s.send(&ServerMsg::Pong).await { break Ending::Lost; }
                            continue;
                        }
                        Ok(msg) => {
                            if !game.send(Cmd::Msg { conn, msg }) {
                                break Ending::Close(crate::sockets::GOING_AWAY, "the game left this server");
                            }
                            continue;
                        }
                    },
                    Message::Binary(_) => ServerMsg::error(ErrorCode::BadMessage, "binary frames are not part of the protocol"),
                    _ => continue,
                };
                hub.metrics.rejected();
                strikes += 1;
                if strikes > MAX_STRIKES { break Ending::FLOOD; }
                if !s.send(&refused).await { break Ending::Lost; }
            }
            _ = heartbeat.tick() => {
                if let Err(ending) = heartbeat.beat(&mut s.socket).await { break ending; }
            }
        }
    };
    let _ = game.send(Cmd::Leave { conn });
    tracing::debug!(game = %id, conn, ?ending, "socket closed");
    ending.close(&mut s.socket).await;
    s.hub.online.leave(&s.session);
}

pub async fn lobby_socket(
    State(hub): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Extension(addr): Extension<ClientAddr>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    refuse_cross_site(&headers, &hub)?;
    let ticket = hub.limits.open_socket(addr)?;
    let max_frame = hub.config.max_frame;
    Ok(ws
        .read_buffer_size(READ_BUFFER)
        .max_message_size(max_frame)
        .max_frame_size(max_frame)
        .on_upgrade(move |socket| run_lobby_socket(hub, socket, session, ticket))
        .into_response())
}

/// How long a lobby socket trusts the ratings it read for its player
/// before it reads them again (they change when a rated game ends).
const VIEWER_FRESH: std::time::Duration = std::time::Duration::from_secs(10);

/// What one lobby socket has been told: the ids of the seeks it holds, and
/// whom it tells (a seek with a rating range goes only to players in it).
struct Shown {
    ids: HashSet<GameId>,
    session: String,
    player: Option<crate::protocol::Named>,
    read_at: Instant,
}

impl Shown {
    /// Reads the socket's player (name and ratings) again when it is older
    /// than [`VIEWER_FRESH`]; keeps what it had if the store fails.
    async fn refresh(&mut self, hub: &App, force: bool) {
        if !force && self.read_at.elapsed() < VIEWER_FRESH {
            return;
        }
        match crate::player_api::named(hub, &self.session).await {
            Ok(player) => self.player = player,
            Err(e) => tracing::warn!(error = %e, "the lobby could not read a player"),
        }
        self.read_at = Instant::now();
    }

    fn viewer(&self) -> crate::lobby::Viewer<'_> {
        crate::lobby::Viewer {
            session: &self.session,
            player: self.player.as_ref(),
        }
    }

    /// The first message: the newest seeks, within the size limit.
    fn snapshot(&mut self, hub: &App) -> LobbyOut {
        let seeks = hub
            .lobby
            .list_within(self.viewer(), LOBBY_SNAPSHOT, LOBBY_MAX_BYTES);
        self.ids = seeks.iter().map(|s| s.id.clone()).collect();
        LobbyOut::Lobby {
            seeks,
            counts: counts(hub),
        }
    }

    /// What changed since the last message, or `None`.
    fn delta(&mut self, hub: &App) -> Option<LobbyOut> {
        let now = hub.lobby.list(self.viewer(), LOBBY_SNAPSHOT);
        let now_ids: HashSet<&GameId> = now.iter().map(|s| &s.id).collect();
        let removed: Vec<GameId> = self
            .ids
            .iter()
            .filter(|id| !now_ids.contains(id))
            .cloned()
            .collect();
        let mut added: Vec<_> = now
            .into_iter()
            .filter(|s| !self.ids.contains(&s.id))
            .collect();
        let removed_bytes: usize = removed.iter().map(|id| id.as_str().len() + 3).sum();
        crate::lobby::trim_to_bytes(&mut added, LOBBY_MAX_BYTES.saturating_sub(removed_bytes));
        if added.is_empty() && removed.is_empty() {
            return None;
        }
        for id in &removed {
            self.ids.remove(id);
        }
        self.ids.extend(added.iter().map(|s| s.id.clone()));
        Some(LobbyOut::Seeks {
            added,
            removed,
            counts: counts(hub),
        })
    }
}

async fn run_lobby_socket(hub: AppState, socket: WebSocket, session: String, ticket: Ticket) {
    hub.online.enter(&session);
    let mut s = Socket {
        socket,
        hub: hub.clone(),
        session: session.clone(),
        _ticket: ticket,
    };
    let config = hub.config.clone();
    let mut seeks = hub.lobby.subscribe();
    seeks.borrow_and_update();
    let mut shown = Shown {
        ids: HashSet::new(),
        session: session.clone(),
        player: None,
        read_at: Instant::now(),
    };
    shown.refresh(&hub, true).await;
    let hello = shown.snapshot(&hub);
    let mut last_counts = match &hello {
        LobbyOut::Lobby { counts, .. } => Some(*counts),
        _ => None,
    };
    if !s.send_lobby(&hello).await {
        hub.online.leave(&session);
        return;
    }
    // Seek changes wait until `lobby_every` after the last message, so a
    // flood of seeks costs each socket a few messages a second.
    let mut last_sent = tokio::time::Instant::now();
    let mut dirty = false;
    let mut counts_tick = tokio::time::interval(std::time::Duration::from_millis(500));
    let mut heartbeat = Heartbeat::start(config.heartbeat, config.dead_after).await;
    let limit = message_limit(&config);
    let mut strikes = 0;
    let ending = loop {
        let send_at = last_sent + config.lobby_every;
        tokio::select! {
            changed = seeks.changed(), if !dirty => {
                if changed.is_err() { break Ending::Close(crate::sockets::GOING_AWAY, "the server is stopping"); }
                dirty = true;
            }
            _ = tokio::time::sleep_until(send_at), if dirty => {
                seeks.borrow_and_update();
                dirty = false;
                shown.refresh(&hub, false).await;
                if let Some(msg) = shown.delta(&hub) {
                    if let LobbyOut::Seeks { counts, .. } = &msg {
                        last_counts = Some(*counts);
                    }
                    last_sent = tokio::time::Instant::now();
                    if !s.send_lobby(&msg).await { break Ending::Lost; }
                }
            }
            _ = counts_tick.tick() => {
                let now = counts(&hub);
                if last_counts != Some(now) {
                    last_counts = Some(now);
                    let msg = LobbyOut::Counts { players: now.players, games: now.games, seeks: now.seeks };
                    if !s.send_lobby(&msg).await { break Ending::Lost; }
                }
            }
            incoming = s.socket.recv() => {
                let frame = match heartbeat.read(incoming) {
                    Ok(frame) => frame,
                    Err(ending) => break ending,
                };
                let reply = match frame {
                    Message::Text(text) => match parse::<LobbyIn>(text.as_str(), config.max_text) {
                        Ok(_) if limit.check().is_err() => {
                            strikes += 1;
                            LobbyOut::error(ErrorCode::RateLimited, "too many messages; slow down")
                        }
                        Ok(LobbyIn::Ping) => LobbyOut::Pong,
                        Err(why) => {
                            strikes += 1;
                            LobbyOut::error(ErrorCode::BadMessage, format!("{why} (the lobby socket only takes `ping`; join seeks over HTTP)"))
                        }
                    },
                    Message::Binary(_) => {
                        strikes += 1;
                        LobbyOut::error(ErrorCode::BadMessage, "binary frames are not part of the protocol")
                    }
                    _ => continue,
                };
                if strikes > MAX_STRIKES { break Ending::FLOOD; }
                if !s.send_lobby(&reply).await { break Ending::Lost; }
            }
            _ = heartbeat.tick() => {
                if let Err(ending) = heartbeat.beat(&mut s.socket).await { break ending; }
            }
        }
    };
    ending.close(&mut s.socket).await;
    hub.online.leave(&session);
}

#[cfg(test)]
mod tests {
    use super::same_site;
    use axum::http::HeaderMap;

    fn headers(origin: Option<&str>, host: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert("host", host.parse().expect("header"));
        if let Some(o) = origin {
            h.insert("origin", o.parse().expect("header"));
        }
        h
    }

    #[test]
    fn sockets_are_for_this_sites_pages_only() {
        assert!(same_site(
            &headers(Some("http://127.0.0.1:8080"), "127.0.0.1:8080"),
            None
        ));
        assert!(same_site(&headers(None, "127.0.0.1:8080"), None));
        assert!(!same_site(
            &headers(Some("https://evil.example"), "127.0.0.1:8080"),
            None
        ));
        assert!(same_site(
            &headers(Some("https://play.example"), "127.0.0.1:8080"),
            Some("https://play.example/")
        ));
        assert!(!same_site(&headers(Some("null"), "127.0.0.1:8080"), None));
    }
}
