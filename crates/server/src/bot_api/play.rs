//! Playing by HTTP (lichess's `POST /api/bot/game/{id}/move/{uci}` and
//! its kin, and the same under `/api/board/`): each request is said to
//! the game as its player's socket says it ([`Watch`]), and answered once
//! the game has taken it (the move broadcast, the game over) or refused
//! it (the socket's error, with its code).

use std::time::Duration;

use axum::extract::{Path, State};
use axum::{Extension, Json};
use serde::Deserialize;
use serde_json::{json, Value};

use super::stream::{my_game, Watch};
use super::Api;
use crate::app::AppState;
use crate::error::{ApiError, ApiJson, ErrorCode};
use crate::protocol::{ClientMsg, OfferKind, ServerMsg, Side};
use crate::session::Session;

/// How long a request waits for the game's answer.
const ANSWER_WITHIN: Duration = Duration::from_secs(10);

/// What answers a request: the game's message that says it was done.
type Done = fn(&ServerMsg, Side, &ClientMsg) -> bool;

/// Says `msg` to game `id` as the asker's seat, and waits until `done`
/// sees it taken, or the game refuses it.
async fn say(
    app: &AppState,
    session: &str,
    id: &str,
    api: Api,
    msg: ClientMsg,
    done: Done,
) -> Result<Json<Value>, ApiError> {
    let (id, view, side) = my_game(app, session, id, api).await?;
    if view.status.is_over() {
        return Err(ApiError::refused(ErrorCode::NotPlaying, "the game is over"));
    }
    let mut watch = Watch::open(app, &id, Some(side.into())).await?;
    // The game's snapshot comes first: then the game hears the request.
    let answer = async {
        let mut sent = false;
        while let Some(reply) = watch.next().await {
            if !sent {
                if let ServerMsg::State { .. } = reply {
                    if !watch.send(msg.clone()) {
                        return Err(ApiError::Unavailable);
                    }
                    sent = true;
                }
                continue;
            }
            match &reply {
                ServerMsg::Error { code, error } => {
                    return Err(ApiError::refused(*code, error.clone()))
                }
                reply if done(reply, side, &msg) => return Ok(()),
                _ => {}
            }
        }
        Err(ApiError::Unavailable)
    };
    match tokio::time::timeout(ANSWER_WITHIN, answer).await {
        Ok(Ok(())) => Ok(Json(json!({"ok": true}))),
        Ok(Err(e)) => Err(e),
        Err(_) => Err(ApiError::Unavailable),
    }
}

fn moved(reply: &ServerMsg, _: Side, msg: &ClientMsg) -> bool {
    match (reply, msg) {
        (ServerMsg::Move { uci, .. }, ClientMsg::Move { uci: sent, .. }) => uci == sent,
        _ => false,
    }
}

fn over(reply: &ServerMsg, _: Side, _: &ClientMsg) -> bool {
    matches!(reply, ServerMsg::End { .. })
}

fn answered(reply: &ServerMsg, side: Side, _: &ClientMsg) -> bool {
    match reply {
        ServerMsg::Offered { by, .. } | ServerMsg::Declined { by, .. } => *by == side,
        ServerMsg::End { .. } => true,
        _ => false,
    }
}

/// The handlers of one API: `Path` carries the game id (and the move or
/// the answer).
macro_rules! handlers {
    ($api:expr, $move_:ident, $resign:ident, $abort:ident, $draw:ident, $chat:ident) => {
        pub async fn $move_(
            State(app): State<AppState>,
            Extension(Session(session)): Extension<Session>,
            Path((id, uci)): Path<(String, String)>,
        ) -> Result<Json<Value>, ApiError> {
            let msg = ClientMsg::Move { uci, ply: None };
            say(&app, &session, &id, $api, msg, moved).await
        }

        pub async fn $resign(
            State(app): State<AppState>,
            Extension(Session(session)): Extension<Session>,
            Path(id): Path<String>,
        ) -> Result<Json<Value>, ApiError> {
            say(&app, &session, &id, $api, ClientMsg::Resign, over).await
        }

        pub async fn $abort(
            State(app): State<AppState>,
            Extension(Session(session)): Extension<Session>,
            Path(id): Path<String>,
        ) -> Result<Json<Value>, ApiError> {
            say(&app, &session, &id, $api, ClientMsg::Abort, over).await
        }

        pub async fn $draw(
            State(app): State<AppState>,
            Extension(Session(session)): Extension<Session>,
            Path((id, answer)): Path<(String, String)>,
        ) -> Result<Json<Value>, ApiError> {
            let msg = draw_message(&answer)?;
            say(&app, &session, &id, $api, msg, answered).await
        }

        pub async fn $chat(
            State(app): State<AppState>,
            Extension(Session(session)): Extension<Session>,
            Path(id): Path<String>,
            ApiJson(line): ApiJson<ChatLine>,
        ) -> Result<Json<Value>, ApiError> {
            let msg = ClientMsg::Chat {
                text: Some(line.text),
                preset: None,
            };
            say(&app, &session, &id, $api, msg, said).await
        }
    };
}

/// `POST …/draw/{yes|no}`: `yes` offers a draw (or accepts the one
/// offered), `no` declines the offer.
fn draw_message(answer: &str) -> Result<ClientMsg, ApiError> {
    match answer {
        "yes" | "true" => Ok(ClientMsg::Offer {
            kind: OfferKind::Draw,
        }),
        "no" | "false" => Ok(ClientMsg::Answer {
            kind: OfferKind::Draw,
            yes: false,
        }),
        other => Err(ApiError::bad_request(format!(
            "`{}` is no answer: yes or no",
            crate::error::quoted(other)
        ))),
    }
}

fn said(reply: &ServerMsg, _: Side, msg: &ClientMsg) -> bool {
    match (reply, msg) {
        (ServerMsg::Chat { text, .. }, ClientMsg::Chat { text: sent, .. }) => text == sent,
        _ => false,
    }
}

/// A chat line said by HTTP (`{"room": "player", "text": "…"}`; the room
/// is the players' for a player).
#[derive(Debug, Deserialize)]
pub struct ChatLine {
    #[serde(default)]
    pub room: Option<String>,
    pub text: String,
}

pub mod bot {
    use super::*;
    handlers!(Api::Bot, make_move, resign, abort, draw, chat);
}

pub mod board {
    use super::*;
    handlers!(Api::Board, make_move, resign, abort, draw, chat);
}
