//! The HTTP API (docs/api.md): small handlers; the games themselves answer
//! through their tasks.

use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::IntoResponse;
use axum::{Extension, Json};
use serde::{Deserialize, Serialize};
use tokio::sync::oneshot;
use ts_rs::TS;

use crate::app::{App, AppState};
use crate::error::{ApiError, ApiJson, ErrorCode};
use crate::game::actor::Cmd;
use crate::game::{seat_url, Game};
use crate::ids::GameId;
use crate::ids::Secret;
use crate::limits::{Budget, ClientAddr, Held};
use crate::protocol::{Counts, CreateGame, GameView, Opponent, SeatAnswer, SeekView, YouView};
use crate::session::Session;
use crate::store::Write;

fn game_id(text: &str) -> Result<GameId, ApiError> {
    GameId::parse(text).ok_or_else(|| ApiError::no_game(text))
}

/// A seat secret from a URL: 32 hex digits, or no seat of any game.
pub fn seat_secret(text: &str) -> Result<Secret, ApiError> {
    Secret::parse(text).ok_or_else(|| {
        ApiError::refused(ErrorCode::WrongSeat, "this seat is not a seat of this game")
    })
}

async fn ask<T>(
    app: &AppState,
    id: &GameId,
    make: impl Fn(oneshot::Sender<T>) -> Cmd,
) -> Result<T, ApiError> {
    app.ask(id, make).await
}

/// The budget a new game spends, and what its creator's address holds
/// while it waits or runs (a computer game is not started until its first
/// two moves).
fn create_budget(req: &CreateGame) -> (Budget, &'static [Held]) {
    match req.opponent {
        Opponent::Friend => (Budget::Create, &[Held::Invitation]),
        Opponent::Seek if req.days.is_some() => (Budget::Seek, &[Held::CorrespondenceSeek]),
        Opponent::Seek => (Budget::Seek, &[Held::Seek]),
        Opponent::Computer if req.level == Some(regalia_engine::levels::MAX_LEVEL) => {
            (Budget::Computer, &[Held::StrongGame, Held::Unstarted])
        }
        Opponent::Computer => (Budget::Computer, &[Held::Unstarted]),
    }
}

pub async fn create_game(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Extension(client): Extension<ClientAddr>,
    ApiJson(req): ApiJson<CreateGame>,
) -> Result<(StatusCode, Json<SeatAnswer>), ApiError> {
    let (budget, held) = create_budget(&req);
    // Places under the caps are taken now, before anything is stored, so
    // creations sent at once cannot pass a cap together; they are given
    // back if the game is not created after all.
    // While the strong engine lane is crowded, an address keeps one
    // level-8 game at a time, so its games do not lengthen every turn.
    let most = |what| match what {
        Held::StrongGame if app.engine.strong_busy() => 1,
        _ => usize::MAX,
    };
    let places = held
        .iter()
        .map(|&what| app.limits.reserve_within(what, client, most(what)))
        .collect::<Result<Vec<_>, _>>()?;
    if req.opponent == Opponent::Friend {
        // Taken invitations count as games not started: no new invitation
        // while the address has as many as it may.
        drop(app.limits.reserve(Held::Unstarted, client)?);
    }
    app.limits.check(budget, client, &session)?;
    // Names show at games between people; the computer's games need none.
    let player = if req.opponent == Opponent::Computer && !req.rated {
        None
    } else {
        crate::player_api::named(&app, &session).await?
    };
    if req.opponent == Opponent::Seek && player.as_ref().is_some_and(|p| p.bot) {
        return Err(ApiError::refused(
            ErrorCode::BotAccount,
            "bot accounts play by challenge, never from the lobby",
        ));
    }
    let now = app.now();
    let day_ms = app.config.correspondence_day.as_millis() as i64;
    let (mut game, color) = Game::create(&req, &session, player.as_ref(), day_ms, now)?;
    if req.opponent == Opponent::Seek && req.days.is_some() {
        game.seek_address = Some(client.0);
    }
    let secret = game.seats[crate::game::idx(color)]
        .secret
        .expect("the creator's seat has a secret");
    let id = game.id.clone();
    let row = game.row();
    // The lease comes before the row, so no other node adopts the game.
    if !app.claim(&id).await? {
        return Err(ApiError::refused(
            ErrorCode::Conflict,
            "this game id is taken; try again",
        ));
    }
    app.writer.write(vec![Write::Insert(row)]).await?;
    tracing::info!(
        game = %id,
        variant = game.variant().name(),
        opponent = game.opponent.name(),
        clock = game.clock.is_some(),
        "game created"
    );
    for place in places {
        place.bind(id.as_str());
    }
    app.start(game, false, Some(client.0));
    Ok((
        StatusCode::CREATED,
        Json(SeatAnswer {
            url: seat_url(&id, &secret),
            invite_url: format!("/game/{id}"),
            socket: format!("/ws/game/{id}?seat={}", secret.hex()),
            seat: secret,
            color: color.into(),
            id,
            rejoined: false,
        }),
    ))
}

pub async fn join_game(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Extension(client): Extension<ClientAddr>,
    Path(id): Path<String>,
) -> Result<Json<SeatAnswer>, ApiError> {
    let id = game_id(&id)?;
    app.limits.check(Budget::Join, client, &session)?;
    let player = crate::player_api::named(&app, &session).await?;
    let answer = ask(&app, &id, |reply| Cmd::Join {
        session: session.clone(),
        player: player.clone(),
        reply,
    })
    .await??;
    Ok(Json(answer))
}

/// The visitor of a friend's invitation link declines it: the creator is
/// told over the game's socket and the invitation closes (docs/api.md).
pub async fn decline_game(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    close_waiting(app, session, id, false).await
}

/// The creator's session withdraws its seek or invitation while it waits
/// (the lobby's Cancel), without opening the game (docs/api.md).
pub async fn cancel_game(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    close_waiting(app, session, id, true).await
}

async fn close_waiting(
    app: AppState,
    session: String,
    id: String,
    withdraw: bool,
) -> Result<StatusCode, ApiError> {
    let id = game_id(&id)?;
    ask(&app, &id, |reply| Cmd::Decline {
        session: session.clone(),
        withdraw,
        reply,
    })
    .await??;
    Ok(StatusCode::NO_CONTENT)
}

/// A game snapshot with the seat this browser holds.
#[derive(Debug, Serialize, Deserialize, TS)]
pub struct GameAnswer {
    #[serde(flatten)]
    pub game: GameView,
    pub you: Option<YouView>,
}

pub async fn get_game(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Path(id): Path<String>,
) -> Result<Json<GameAnswer>, ApiError> {
    let id = game_id(&id)?;
    let (game, you) = ask(&app, &id, |reply| Cmd::View {
        session: session.clone(),
        seat: None,
        reply,
    })
    .await??;
    Ok(Json(GameAnswer { game, you }))
}

pub async fn get_game_as_seat(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Path((id, seat)): Path<(String, String)>,
) -> Result<Json<GameAnswer>, ApiError> {
    let id = game_id(&id)?;
    let seat = seat_secret(&seat)?;
    let (game, you) = ask(&app, &id, |reply| Cmd::View {
        session: session.clone(),
        seat: Some(seat),
        reply,
    })
    .await??;
    Ok(Json(GameAnswer { game, you }))
}

pub async fn pgn(
    State(app): State<AppState>,
    Path(id): Path<String>,
) -> Result<impl IntoResponse, ApiError> {
    let id_text = id.trim_end_matches(".pgn").to_owned();
    let id = game_id(&id_text)?;
    let text = ask(&app, &id, |reply| Cmd::Pgn { reply }).await?;
    Ok((
        [
            (header::CONTENT_TYPE, "application/x-chess-pgn".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"regalia-{id}.pgn\""),
            ),
        ],
        text,
    ))
}

pub fn counts(app: &App) -> Counts {
    app.counts()
}

#[derive(Debug, Serialize, Deserialize, TS)]
pub struct LobbyAnswer {
    pub seeks: Vec<SeekView>,
    pub counts: Counts,
}

pub async fn lobby(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
) -> Result<Json<LobbyAnswer>, ApiError> {
    let player = crate::player_api::named(&app, &session).await?;
    let viewer = crate::lobby::Viewer {
        session: &session,
        player: player.as_ref(),
    };
    Ok(Json(LobbyAnswer {
        seeks: app.lobby.list_within(
            viewer,
            crate::protocol::LOBBY_SNAPSHOT,
            crate::protocol::LOBBY_MAX_BYTES,
        ),
        counts: counts(&app),
    }))
}
