//! `/ws/tournament/{id}` (docs/protocol.md, "Arena socket"): the socket
//! follows the arena's task, which pushes the standings to it coalesced;
//! the socket only forwards them, answers pings and changes the page.

use axum::extract::ws::{Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::Extension;
use serde::Deserialize;
use tokio::sync::mpsc;

use super::ArenaLink;
use crate::app::AppState;
use crate::arena::hub::ArenaCmd;
use crate::error::{ApiError, ApiQuery, ErrorCode};
use crate::ids::GameId;
use crate::limits::ClientAddr;
use crate::protocol::arena::{ArenaIn, ArenaOut};
use crate::session::Session;
use crate::sockets::{write, Ending, Heartbeat, Ticket};
use crate::ws::{message_limit, parse, refuse_cross_site, MAX_STRIKES, OUTBOX, READ_BUFFER};

#[derive(Debug, Default, Deserialize)]
pub struct SocketQuery {
    #[serde(default)]
    pub page: Option<u32>,
}

pub async fn arena_socket(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Extension(addr): Extension<ClientAddr>,
    Path(id): Path<String>,
    ApiQuery(query): ApiQuery<SocketQuery>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    refuse_cross_site(&headers, &app)?;
    let no_arena = || ApiError::refused(ErrorCode::NoArena, "no such arena");
    let id = GameId::parse(&id).ok_or_else(no_arena)?;
    // A stored arena's task starts here (a finished one stays a little
    // for this socket), unless another node of the cluster runs it.
    let link = if app.arenas.running(&id)
        || super::run::spawn(app.clone(), &id).await?
        || app.arenas.running(&id)
    {
        ArenaLink::Here
    } else {
        ArenaLink::elsewhere(&app, &id)
            .await?
            .ok_or_else(no_arena)?
    };
    let name = crate::player_api::named(&app, &session)
        .await?
        .map(|n| n.name);
    let ticket = app.limits.open_socket(addr)?;
    let max_frame = app.config.max_frame;
    let page = query.page.unwrap_or(1).max(1);
    Ok(ws
        .read_buffer_size(READ_BUFFER)
        .max_message_size(max_frame)
        .max_frame_size(max_frame)
        .on_upgrade(move |socket| run_socket(app, socket, link, id, name, page, ticket))
        .into_response())
}

async fn send(socket: &mut WebSocket, msg: &ArenaOut) -> bool {
    write(socket, Message::Text(Utf8Bytes::from(msg.to_json()))).await
}

async fn run_socket(
    app: AppState,
    mut socket: WebSocket,
    link: ArenaLink,
    id: GameId,
    name: Option<String>,
    page: u32,
    _ticket: Ticket,
) {
    let conn = app.next_connection();
    let (out, mut outbox) = mpsc::channel(OUTBOX);
    let watch = ArenaCmd::Watch {
        conn,
        name,
        page,
        out,
    };
    if !link.send(&app, &id, watch) {
        Ending::Close(
            crate::sockets::GOING_AWAY,
            "the arena is not available here",
        )
        .close(&mut socket)
        .await;
        return;
    }
    let config = app.config.clone();
    let mut heartbeat = Heartbeat::start(config.heartbeat, config.dead_after).await;
    let limit = message_limit(&config);
    let mut strikes = 0;
    let ending = loop {
        tokio::select! {
            text = outbox.recv() => match text {
                Some(text) => {
                    if !write(&mut socket, Message::Text(text)).await { break Ending::Lost; }
                }
                None => break Ending::Close(crate::sockets::GOING_AWAY, "the arena stopped here"),
            },
            incoming = socket.recv() => {
                let frame = match heartbeat.read(incoming) {
                    Ok(frame) => frame,
                    Err(ending) => break ending,
                };
                let reply = match frame {
                    Message::Text(text) => match parse::<ArenaIn>(text.as_str(), config.max_text) {
                        Ok(_) if limit.check().is_err() => {
                            strikes += 1;
                            Some(ArenaOut::Error { code: ErrorCode::RateLimited, error: "too many messages; slow down".into() })
                        }
                        Ok(ArenaIn::Ping) => Some(ArenaOut::Pong),
                        Ok(ArenaIn::Page { page }) => {
                            let _ = link.send(&app, &id, ArenaCmd::Page { conn, page });
                            None
                        }
                        Err(why) => {
                            strikes += 1;
                            Some(ArenaOut::Error { code: ErrorCode::BadMessage, error: why })
                        }
                    },
                    Message::Binary(_) => {
                        strikes += 1;
                        Some(ArenaOut::Error { code: ErrorCode::BadMessage, error: "binary frames are not part of the protocol".into() })
                    }
                    _ => None,
                };
                if strikes > MAX_STRIKES { break Ending::FLOOD; }
                if let Some(reply) = reply {
                    if !send(&mut socket, &reply).await { break Ending::Lost; }
                }
            }
            _ = heartbeat.tick() => {
                if let Err(ending) = heartbeat.beat(&mut socket).await { break ending; }
            }
        }
    };
    let _ = link.send(&app, &id, ArenaCmd::Unwatch { conn });
    ending.close(&mut socket).await;
}
