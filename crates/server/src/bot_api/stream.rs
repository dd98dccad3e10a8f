//! The Bot and Board API's streams, NDJSON (one JSON object a line, an
//! empty line every few seconds to keep the connection alive):
//!
//! - `GET /api/stream/event`: a player's open challenges and games being
//!   played, then each `challenge`, `challengeDeclined`,
//!   `challengeCanceled`, `gameStart` and `gameFinish` as it happens;
//! - `GET /api/bot/game/stream/{id}` (and `/api/board/…`): `gameFull`,
//!   then a `gameState` at each move, takeback, draw offer and the end
//!   (where the stream stops), and each `chatLine`.
//!
//! A game's stream is a connection to the game's task like a socket's
//! ([`Watch`]), so it hears exactly what a player's page hears.

use std::collections::HashSet;
use std::convert::Infallible;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::ws::Utf8Bytes;
use axum::extract::{Path, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::{IntoResponse, Response};
use axum::Extension;
use regalia_rules::Color;
use serde_json::{json, Value};
use tokio::sync::{broadcast, mpsc};

use super::Api;
use crate::app::{AppState, Link};
use crate::bots::lichess::{self, State as GameState};
use crate::error::{ApiError, ErrorCode};
use crate::game::actor::Cmd;
use crate::ids::GameId;
use crate::players::name_key;
use crate::protocol::{ChatAuthor, ClientMsg, GameView, OfferKind, ServerMsg, Side, Status};
use crate::session::Session;

/// How often a quiet stream sends an empty line (lichess: every 6 s).
const KEEP_ALIVE: Duration = Duration::from_secs(6);
/// Lines waiting to be written to one stream.
const OUTBOX: usize = 64;

/// An NDJSON answer whose lines come from `lines` until it closes.
fn ndjson(lines: mpsc::Receiver<String>) -> Response {
    let stream = futures_util::stream::unfold(lines, |mut lines| async move {
        let line = lines.recv().await?;
        Some((Ok::<_, Infallible>(Bytes::from(line)), lines))
    });
    (
        [
            (CONTENT_TYPE, "application/x-ndjson"),
            (CACHE_CONTROL, "no-store"),
        ],
        Body::from_stream(stream),
    )
        .into_response()
}

/// One line of a stream: the object and its newline.
fn line(value: &Value) -> String {
    let mut text = value.to_string();
    text.push('\n');
    text
}

/// `GET /api/stream/event`.
pub async fn events(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
) -> Result<Response, ApiError> {
    let me = crate::player_api::me(&app, &session).await?;
    let key = name_key(&me.name);
    // Heard from before the snapshot is read, so nothing falls between.
    let mut heard = app.bots.listen(&key);
    let mut first = Vec::new();
    for challenge in app.bots.challenges_of(&key) {
        first.push(line(&challenge.card.event("challenge", "created")));
    }
    for id in app.store.playing(&me.name).await? {
        let Some(id) = GameId::parse(&id) else {
            continue;
        };
        let Ok(Ok((view, _))) = app
            .ask(&id, |reply| Cmd::View {
                session: session.clone(),
                seat: None,
                reply,
            })
            .await
        else {
            continue;
        };
        if let (Some(side), Status::Playing) = (side_of(&view, &me.name), view.status) {
            first.push(line(&lichess::game_event("gameStart", &view, side)));
        }
    }
    let (tx, rx) = mpsc::channel(OUTBOX);
    tokio::spawn(async move {
        let mut told: HashSet<String> = first.iter().cloned().collect();
        for text in first {
            if tx.send(text).await.is_err() {
                return;
            }
        }
        let mut keep = tokio::time::interval(KEEP_ALIVE);
        keep.tick().await;
        loop {
            let text = tokio::select! {
                heard_line = heard.recv() => match heard_line {
                    Ok(text) => {
                        let text = format!("{text}\n");
                        // A line the snapshot gave already is not repeated.
                        if told.remove(&text) { continue; }
                        text
                    }
                    // Too far behind (or the server is stopping): the
                    // client reconnects and reads the snapshot again.
                    Err(broadcast::error::RecvError::Lagged(_) | broadcast::error::RecvError::Closed) => return,
                },
                _ = keep.tick() => "\n".to_owned(),
                () = tx.closed() => return,
            };
            if tx.send(text).await.is_err() {
                return;
            }
        }
    });
    Ok(ndjson(rx))
}

/// The side player `name` holds in a game, if any.
fn side_of(view: &GameView, name: &str) -> Option<Side> {
    let named = |p: &crate::protocol::PlayerView| {
        p.player
            .as_ref()
            .is_some_and(|t| name_key(&t.name) == name_key(name))
    };
    if named(&view.players.white) {
        Some(Side::White)
    } else if named(&view.players.black) {
        Some(Side::Black)
    } else {
        None
    }
}

/// A connection to a game's task, as a socket has: what the game sends
/// comes in [`Watch::next`]; it leaves the game when dropped.
pub(super) struct Watch {
    link: Link,
    conn: u64,
    outbox: mpsc::Receiver<Utf8Bytes>,
}

impl Watch {
    pub(super) async fn open(
        app: &AppState,
        id: &GameId,
        role: Option<Color>,
    ) -> Result<Watch, ApiError> {
        let conn = app.next_connection();
        let (out, outbox) = mpsc::channel(crate::ws::OUTBOX);
        let link = app
            .send(
                id,
                Cmd::Connect {
                    conn,
                    role,
                    since: None,
                    out,
                },
            )
            .await?;
        if matches!(link, Link::Stored) {
            return Err(ApiError::refused(ErrorCode::NotPlaying, "the game is over"));
        }
        Ok(Watch { link, conn, outbox })
    }

    /// Sends a message as the socket's would be; false when the game is
    /// gone.
    pub(super) fn send(&self, msg: ClientMsg) -> bool {
        self.link.send(Cmd::Msg {
            conn: self.conn,
            msg,
        })
    }

    /// The next message of the game; none once the game lets go.
    pub(super) async fn next(&mut self) -> Option<ServerMsg> {
        loop {
            let text = self.outbox.recv().await?;
            if let Ok(msg) = serde_json::from_str::<ServerMsg>(text.as_str()) {
                return Some(msg);
            }
        }
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        let _ = self.link.send(Cmd::Leave { conn: self.conn });
    }
}

/// The game `id` as the asker plays it: the snapshot and their colour.
/// Refused unless the asker (their player, or this session) holds a seat,
/// and unless the asker's account fits the API (`api`).
pub(super) async fn my_game(
    app: &AppState,
    session: &str,
    id: &str,
    api: Api,
) -> Result<(GameId, GameView, Side), ApiError> {
    let me = api.check(app, session).await?;
    let id = GameId::parse(id).ok_or_else(|| ApiError::no_game(id))?;
    let (view, you) = app
        .ask(&id, |reply| Cmd::View {
            session: session.to_owned(),
            seat: None,
            reply,
        })
        .await??;
    let side = you
        .map(|y| y.color)
        .or_else(|| side_of(&view, &me.name))
        .ok_or_else(|| {
            ApiError::refused(
                ErrorCode::NotAPlayer,
                "this player holds no seat of this game",
            )
        })?;
    Ok((id, view, side))
}

/// `GET /api/bot/game/stream/{id}` and `/api/board/game/stream/{id}`.
pub async fn game(
    app: AppState,
    session: String,
    id: String,
    api: Api,
) -> Result<Response, ApiError> {
    let (id, view, side) = my_game(&app, &session, &id, api).await?;
    let created_at = app.now().unix * 1000;
    let (tx, rx) = mpsc::channel(OUTBOX);
    if view.status.is_over() {
        let _ = tx.try_send(line(&lichess::game_full(&view, created_at)));
        return Ok(ndjson(rx));
    }
    let mut watch = Watch::open(&app, &id, Some(side.into())).await?;
    tokio::spawn(async move {
        let mut keep = tokio::time::interval(KEEP_ALIVE);
        keep.tick().await;
        let mut state: Option<(GameState, GameView)> = None;
        loop {
            let msg = tokio::select! {
                msg = watch.next() => match msg { Some(msg) => msg, None => return },
                _ = keep.tick() => {
                    if tx.send("\n".to_owned()).await.is_err() { return; }
                    continue;
                }
                () = tx.closed() => return,
            };
            let (text, over) = match (msg, &mut state) {
                (ServerMsg::State { game, .. }, _) => {
                    let text = line(&lichess::game_full(&game, created_at));
                    let over = game.status.is_over();
                    state = Some((GameState::of(&game), *game));
                    (text, over)
                }
                (msg, Some((state, view))) => match follow(state, view, msg) {
                    Some(value) => (line(&value), state.status.is_over()),
                    None => continue,
                },
                (_, None) => continue,
            };
            if tx.send(text).await.is_err() || over {
                return;
            }
        }
    });
    Ok(ndjson(rx))
}

/// What a game's message changes in its stream: the line to send, if any.
fn follow(state: &mut GameState, view: &GameView, msg: ServerMsg) -> Option<Value> {
    match msg {
        ServerMsg::Move { uci, clock, .. } => {
            state.moves.push(uci);
            state.clock = clock;
            state.draw_offer = None;
        }
        ServerMsg::Takeback { plies, clock, .. } => {
            let keep = state.moves.len().saturating_sub(plies);
            state.moves.truncate(keep);
            state.clock = clock;
        }
        ServerMsg::Offered {
            kind: OfferKind::Draw,
            by,
            ..
        } => state.draw_offer = Some(by),
        ServerMsg::Declined {
            kind: OfferKind::Draw,
            ..
        } => state.draw_offer = None,
        ServerMsg::Berserk { clock, .. } => {
            state.clock = clock;
            return None;
        }
        ServerMsg::End {
            status,
            outcome,
            clock,
            ..
        } => {
            state.status = status;
            state.reason = outcome.as_ref().map(|o| o.reason);
            state.winner = outcome.and_then(|o| o.winner);
            if clock.is_some() {
                state.clock = clock;
            }
        }
        ServerMsg::Chat {
            room,
            from,
            text,
            preset,
        } => {
            let username = match from {
                ChatAuthor::White => view.players.white.player.as_ref().map(|p| p.name.clone()),
                ChatAuthor::Black => view.players.black.player.as_ref().map(|p| p.name.clone()),
                ChatAuthor::Spectator => None,
            };
            let text = text.or_else(|| preset.map(|p| p.name().to_owned()))?;
            return Some(json!({
                "type": "chatLine",
                "room": match room { crate::protocol::ChatRoom::Players => "player", _ => "spectator" },
                "username": username.unwrap_or_else(|| from.name().to_owned()),
                "text": text,
            }));
        }
        _ => return None,
    }
    Some(state.json())
}

/// The handler of the Bot API's stream (`BOARD` false, for bot accounts)
/// and of the Board API's (true, for everyone else).
pub async fn game_stream<const BOARD: bool>(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let api = if BOARD { Api::Board } else { Api::Bot };
    game(app, session, id, api).await
}
