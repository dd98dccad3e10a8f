//! The WebSocket edge (docs/protocol.md): authorises, parses and limits what
//! clients send, and writes what their game sends them. Heartbeats find
//! dead sockets.

use std::sync::atomic::Ordering::Relaxed;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::ws::{Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Response};
use axum::Extension;
use regalia_rules::Color;
use serde::Deserialize;
use tokio::sync::mpsc;

use crate::api::{counts, AppState};
use crate::error::ApiError;
use crate::game::actor::Cmd;
use crate::hub::Hub;
use crate::ids::GameId;
use crate::limits::Bucket;
use crate::protocol::{ClientMsg, ErrorCode, ServerMsg};
use crate::session::Session;

/// Messages waiting to be written to one socket; a socket that falls this
/// far behind is dropped (it reconnects and catches up).
const OUTBOX: usize = 512;
/// Refused messages after which a flooding socket is closed.
const MAX_STRIKES: u32 = 50;
/// Read buffer of a socket: client messages are small, and thousands of
/// sockets with the library's default (128 KiB) would cost hundreds of MiB.
const READ_BUFFER: usize = 4 * 1024;

#[derive(Debug, Deserialize)]
pub struct GameQuery {
    seat: Option<String>,
    since: Option<u64>,
}

pub async fn game_socket(
    State(hub): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Path(id): Path<String>,
    Query(query): Query<GameQuery>,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let id = GameId::parse(&id).ok_or_else(|| ApiError::no_game(&id))?;
    let role = hub
        .ask(&id, |reply| Cmd::Authorize {
            seat: query.seat.clone(),
            reply,
        })
        .await??;
    let max_frame = hub.config.max_frame;
    Ok(ws
        .read_buffer_size(READ_BUFFER)
        .max_message_size(max_frame)
        .max_frame_size(max_frame)
        .on_upgrade(move |socket| run_game_socket(hub, socket, id, role, query.since, session))
        .into_response())
}

/// Reads one text frame into a client message, or says what is wrong
/// (a `bad-message` error for the client).
fn parse(text: &str, max: usize) -> Result<ClientMsg, String> {
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
    hub: Arc<Hub>,
    session: String,
}

impl Socket {
    async fn send(&mut self, msg: &ServerMsg) -> bool {
        self.socket
            .send(Message::Text(Utf8Bytes::from(msg.to_json())))
            .await
            .is_ok()
    }
}

async fn run_game_socket(
    hub: Arc<Hub>,
    socket: WebSocket,
    id: GameId,
    role: Option<Color>,
    since: Option<u64>,
    session: String,
) {
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
        return;
    };
    hub.metrics.sockets.fetch_add(1, Relaxed);
    hub.online.enter(&session);
    tracing::debug!(game = %id, conn, role = ?role.map(crate::protocol::Side::from), "socket open");
    let mut s = Socket {
        socket,
        hub: hub.clone(),
        session,
    };
    let config = hub.config.clone();
    let mut limit = Bucket::new(
        config.msg_burst,
        f64::from(config.msg_per_sec),
        Instant::now(),
    );
    let mut strikes = 0;
    let mut heartbeat = tokio::time::interval(config.heartbeat);
    heartbeat.tick().await;
    let mut last_heard = Instant::now();
    loop {
        tokio::select! {
            queued = outbox.recv() => match queued {
                Some(text) => {
                    if s.socket.send(Message::Text(text)).await.is_err() {
                        break;
                    }
                }
                // The game dropped us (too slow): close; the client reconnects.
                None => break,
            },
            incoming = s.socket.recv() => {
                let Some(Ok(frame)) = incoming else { break };
                last_heard = Instant::now();
                let text = match frame {
                    Message::Text(text) => text,
                    Message::Binary(_) => {
                        hub.metrics.rejected();
                        let refusal = ServerMsg::error(ErrorCode::BadMessage, "binary frames are not part of the protocol");
                        if !s.send(&refusal).await { break; }
                        continue;
                    }
                    Message::Close(_) => break,
                    Message::Ping(_) | Message::Pong(_) => continue,
                };
                let msg = match parse(text.as_str(), config.max_text) {
                    Ok(msg) => msg,
                    Err(why) => {
                        hub.metrics.rejected();
                        strikes += 1;
                        let refusal = ServerMsg::error(ErrorCode::BadMessage, why);
                        if strikes > MAX_STRIKES || !s.send(&refusal).await { break; }
                        continue;
                    }
                };
                if !limit.take(Instant::now()) {
                    hub.metrics.rejected();
                    strikes += 1;
                    let refusal = ServerMsg::error(ErrorCode::RateLimited, "too many messages; slow down");
                    if strikes > MAX_STRIKES || !s.send(&refusal).await { break; }
                    continue;
                }
                if msg == ClientMsg::Ping {
                    if !s.send(&ServerMsg::Pong).await { break; }
                    continue;
                }
                if !game.send(Cmd::Msg { conn, msg }) {
                    break;
                }
            }
            _ = heartbeat.tick() => {
                if last_heard.elapsed() > config.dead_after {
                    break;
                }
                if s.socket.send(Message::Ping(Default::default())).await.is_err() {
                    break;
                }
            }
        }
    }
    let _ = game.send(Cmd::Leave { conn });
    tracing::debug!(game = %id, conn, "socket closed");
    s.hub.metrics.sockets.fetch_sub(1, Relaxed);
    s.hub.online.leave(&s.session);
}

pub async fn lobby_socket(
    State(hub): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    ws: WebSocketUpgrade,
) -> impl IntoResponse {
    let max_frame = hub.config.max_frame;
    ws.read_buffer_size(READ_BUFFER)
        .max_message_size(max_frame)
        .max_frame_size(max_frame)
        .on_upgrade(move |socket| run_lobby_socket(hub, socket, session))
}

async fn run_lobby_socket(hub: Arc<Hub>, socket: WebSocket, session: String) {
    hub.metrics.sockets.fetch_add(1, Relaxed);
    hub.online.enter(&session);
    let mut s = Socket {
        socket,
        hub: hub.clone(),
        session: session.clone(),
    };
    let config = hub.config.clone();
    let mut seeks = hub.lobby.subscribe();
    seeks.borrow_and_update();
    let first = counts(&hub);
    let mut last_counts = Some(first);
    let hello = ServerMsg::Lobby {
        seeks: hub.lobby.list(&session),
        counts: first,
    };
    if !s.send(&hello).await {
        hub.metrics.sockets.fetch_sub(1, Relaxed);
        hub.online.leave(&session);
        return;
    }
    let mut counts_tick = tokio::time::interval(std::time::Duration::from_millis(500));
    let mut heartbeat = tokio::time::interval(config.heartbeat);
    heartbeat.tick().await;
    let mut last_heard = Instant::now();
    let mut limit = Bucket::new(
        config.msg_burst,
        f64::from(config.msg_per_sec),
        Instant::now(),
    );
    let mut strikes = 0;
    loop {
        tokio::select! {
            changed = seeks.changed() => {
                if changed.is_err() { break; }
                seeks.borrow_and_update();
                let now = counts(&hub);
                last_counts = Some(now);
                let msg = ServerMsg::Lobby { seeks: hub.lobby.list(&session), counts: now };
                if !s.send(&msg).await { break; }
            }
            _ = counts_tick.tick() => {
                let now = counts(&hub);
                if last_counts != Some(now) {
                    last_counts = Some(now);
                    let msg = ServerMsg::Counts { players: now.players, games: now.games, seeks: now.seeks };
                    if !s.send(&msg).await { break; }
                }
            }
            incoming = s.socket.recv() => {
                let Some(Ok(frame)) = incoming else { break };
                last_heard = Instant::now();
                let reply = match frame {
                    Message::Text(text) => match parse(text.as_str(), config.max_text) {
                        Ok(_) if !limit.take(Instant::now()) => {
                            strikes += 1;
                            ServerMsg::error(ErrorCode::RateLimited, "too many messages; slow down")
                        }
                        Ok(ClientMsg::Ping) => ServerMsg::Pong,
                        Ok(_) => {
                            strikes += 1;
                            ServerMsg::error(ErrorCode::BadMessage, "the lobby socket only takes `ping`; join seeks over HTTP")
                        }
                        Err(why) => {
                            strikes += 1;
                            ServerMsg::error(ErrorCode::BadMessage, why)
                        }
                    },
                    Message::Binary(_) => {
                        strikes += 1;
                        ServerMsg::error(ErrorCode::BadMessage, "binary frames are not part of the protocol")
                    }
                    Message::Close(_) => break,
                    Message::Ping(_) | Message::Pong(_) => continue,
                };
                if strikes > MAX_STRIKES || !s.send(&reply).await { break; }
            }
            _ = heartbeat.tick() => {
                if last_heard.elapsed() > config.dead_after {
                    break;
                }
                if s.socket.send(Message::Ping(Default::default())).await.is_err() {
                    break;
                }
            }
        }
    }
    hub.metrics.sockets.fetch_sub(1, Relaxed);
    hub.online.leave(&session);
}
