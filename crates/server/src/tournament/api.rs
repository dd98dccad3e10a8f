//! The arenas' HTTP API (docs/api.md, "Arenas"): list, create, read,
//! join, pause, withdraw, and berserk in an arena game.

use std::collections::HashMap;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::{Extension, Json};
use serde::Deserialize;
use tokio::sync::oneshot;

use super::rows::{now_ms, Spec};
use super::run;
use super::view;
use crate::app::AppState;
use crate::arena::hub::ArenaCmd;
use crate::arena::Table;
use crate::error::{ApiError, ApiJson, ApiQuery, ErrorCode};
use crate::game::actor::Cmd;
use crate::ids::GameId;
use crate::limits::{Budget, ClientAddr};
use crate::protocol::arena::{
    ArenaAnswer, ArenaCreated, ArenaList, ArenaStatus, CreateArena, PlayerArenaAnswer,
};
use crate::session::Session;

/// Lengths an arena may have, in minutes.
pub const MINUTES: std::ops::RangeInclusive<u32> = 10..=180;
/// Initial times an arena's clock may have, in seconds.
pub const INITIAL_SECS: std::ops::RangeInclusive<u32> = 15..=1800;
/// The largest increment of an arena's clock, in seconds.
pub const MAX_INCREMENT_SECS: u32 = 60;
/// How far ahead an arena may be set to start.
pub const MAX_AHEAD_MS: i64 = 7 * 24 * 3600 * 1000;
/// Arenas by link one player may have not finished at once.
pub const MAX_OPEN_BY_PLAYER: usize = 3;
/// Finished arenas stay listed this long.
pub const LISTED_AFTER_END_MS: i64 = 6 * 3600 * 1000;

fn arena_id(text: &str) -> Result<GameId, ApiError> {
    GameId::parse(text).ok_or_else(|| no_arena(text))
}

fn no_arena(text: &str) -> ApiError {
    ApiError::refused(
        ErrorCode::NoArena,
        format!("no arena `{}`", crate::error::quoted(text)),
    )
}

/// The name this session plays as, or `no-name`.
async fn name_of(app: &AppState, session: &str) -> Result<crate::protocol::Named, ApiError> {
    crate::player_api::named(app, session)
        .await?
        .ok_or_else(|| ApiError::refused(ErrorCode::NoName, "take a name first"))
}

pub async fn list(State(app): State<AppState>) -> Result<Json<ArenaList>, ApiError> {
    let now = now_ms();
    let mut list = ArenaList {
        upcoming: Vec::new(),
        running: Vec::new(),
        finished: Vec::new(),
    };
    for (row, players) in app.store.arenas(now - LISTED_AFTER_END_MS, false).await? {
        let spec = Spec::from_row(&row)?;
        let card = spec.card(now, u32::try_from(players).unwrap_or(0));
        match spec.status {
            ArenaStatus::Created => list.upcoming.push(card),
            ArenaStatus::Started => list.running.push(card),
            ArenaStatus::Finished => list.finished.push(card),
        }
    }
    list.running.sort_by_key(|c| (c.ends_at, c.id.clone()));
    list.finished.sort_by_key(|c| std::cmp::Reverse(c.ends_at));
    Ok(Json(list))
}

pub async fn create(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Extension(client): Extension<ClientAddr>,
    ApiJson(req): ApiJson<CreateArena>,
) -> Result<(StatusCode, Json<ArenaCreated>), ApiError> {
    let me = name_of(&app, &session).await?;
    if !MINUTES.contains(&req.minutes) {
        return Err(ApiError::refused(
            ErrorCode::ArenaLength,
            "an arena lasts 10 to 180 minutes",
        ));
    }
    if !INITIAL_SECS.contains(&req.clock.initial) || req.clock.increment > MAX_INCREMENT_SECS {
        return Err(ApiError::refused(
            ErrorCode::BadClock,
            "an arena's clock is 15 s to 30 min, and 0 to 60 s a move",
        ));
    }
    let now = now_ms();
    let starts_at = req.starts_at.unwrap_or(now);
    if starts_at < now - 60_000 || starts_at > now + MAX_AHEAD_MS {
        return Err(ApiError::refused(
            ErrorCode::ArenaStart,
            "an arena starts from now to 7 days ahead",
        ));
    }
    let open = app.store.arenas(i64::MAX, true).await?;
    let mine = open
        .iter()
        .filter(|(r, _)| r.created_by.as_deref() == Some(me.name.as_str()))
        .count();
    if mine >= MAX_OPEN_BY_PLAYER {
        return Err(ApiError::refused(
            ErrorCode::ArenaLimit,
            "at most 3 arenas by link not finished at once",
        ));
    }
    app.limits.check(Budget::Create, client, &session)?;
    let minute = app.config.arena.minute.as_millis() as i64;
    let spec = Spec {
        id: GameId::random(),
        variant: req.variant.into(),
        clock: req.clock,
        minutes: req.minutes,
        starts_at: starts_at.max(now),
        ends_at: starts_at.max(now) + i64::from(req.minutes) * minute,
        rated: req.rated,
        private: req.private,
        schedule: None,
        created_by: Some(me.name.clone()),
        status: ArenaStatus::Created,
        winner: None,
        created_at: now / 1000,
    };
    run::create(&app, &spec).await?;
    tracing::info!(arena = %spec.id, by = %me.name, "arena created");
    Ok((
        StatusCode::CREATED,
        Json(ArenaCreated {
            url: format!("/tournament/{}", spec.id),
            id: spec.id,
        }),
    ))
}

/// `?page=N` (1-based) or `?page=me`.
#[derive(Debug, Default, Deserialize)]
pub struct PageQuery {
    #[serde(default)]
    pub page: Option<String>,
}

impl PageQuery {
    /// The page asked for: `None` for the asker's own.
    pub fn page(&self) -> Result<Option<u32>, ApiError> {
        match self.page.as_deref() {
            None => Ok(Some(1)),
            Some("me") => Ok(None),
            Some(n) => n
                .parse::<u32>()
                .map(|p| Some(p.max(1)))
                .map_err(|_| ApiError::bad_request("page is a number or `me`")),
        }
    }
}

/// Asks arena `id`'s task, starting it here if it is stored and not
/// running; `Err(cmd)` gives the command back when the arena is over and
/// not running (its answers come from storage).
async fn ask_task(
    app: &AppState,
    id: &GameId,
    cmd: ArenaCmd,
) -> Result<Result<(), ArenaCmd>, ApiError> {
    let cmd = match app.arenas.send(id, cmd) {
        Ok(()) => return Ok(Ok(())),
        Err(cmd) => cmd,
    };
    let Some(stored) = app.store.arena(id.as_str()).await? else {
        return Err(no_arena(id.as_str()));
    };
    if stored.arena.status == ArenaStatus::Finished.name() {
        return Ok(Err(cmd));
    }
    run::spawn(app.clone(), id).await?;
    match app.arenas.send(id, cmd) {
        Ok(()) => Ok(Ok(())),
        // Another node of the cluster runs it: reads are answered from
        // storage here, joins and pauses go to that node.
        Err(cmd @ (ArenaCmd::View { .. } | ArenaCmd::Player { .. })) => Ok(Err(cmd)),
        Err(cmd) => match super::ArenaLink::elsewhere(app, id).await? {
            Some(super::ArenaLink::Elsewhere { peers, owner }) => {
                peers.arena_ask(owner, id, cmd);
                Ok(Ok(()))
            }
            _ => Err(ApiError::refused(
                ErrorCode::Unavailable,
                "no node runs this arena now; try again",
            )),
        },
    }
}

/// An arena read from storage, its task not running (a finished one).
async fn stored_answer(
    app: &AppState,
    id: &GameId,
    name: Option<&str>,
    page: Option<u32>,
) -> Result<ArenaAnswer, ApiError> {
    let (spec, table) = stored_table(app, id).await?;
    Ok(view::answer(&spec, &table, &HashMap::new(), name, page))
}

/// An arena's settings and table as stored (its task not running).
async fn stored_table(app: &AppState, id: &GameId) -> Result<(Spec, Table), ApiError> {
    let stored = app
        .store
        .arena(id.as_str())
        .await?
        .ok_or_else(|| no_arena(id.as_str()))?;
    let spec = Spec::from_row(&stored.arena)?;
    let table = super::rows::table(&stored, spec.variant);
    Ok((spec, table))
}

pub async fn get(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Path(id): Path<String>,
    ApiQuery(query): ApiQuery<PageQuery>,
) -> Result<Json<ArenaAnswer>, ApiError> {
    let id = arena_id(&id)?;
    let page = query.page()?;
    let name = crate::player_api::named(&app, &session)
        .await?
        .map(|n| n.name);
    let (reply, answer) = oneshot::channel();
    let cmd = ArenaCmd::View {
        name: name.clone(),
        page,
        reply,
    };
    match ask_task(&app, &id, cmd).await? {
        Ok(()) => answer.await.map(Json).map_err(|_| ApiError::Unavailable),
        Err(_) => stored_answer(&app, &id, name.as_deref(), page)
            .await
            .map(Json),
    }
}

pub async fn player(
    State(app): State<AppState>,
    Path((id, name)): Path<(String, String)>,
) -> Result<Json<PlayerArenaAnswer>, ApiError> {
    let id = arena_id(&id)?;
    let (reply, answer) = oneshot::channel();
    let cmd = ArenaCmd::Player {
        name: name.clone(),
        reply,
    };
    let found = match ask_task(&app, &id, cmd).await? {
        Ok(()) => answer.await.map_err(|_| ApiError::Unavailable)?,
        Err(_) => view::player_games(&stored_table(&app, &id).await?.1, &name),
    };
    found.map(Json).ok_or_else(|| {
        ApiError::refused(ErrorCode::NoPlayer, "no player of this name in this arena")
    })
}

async fn act(
    app: &AppState,
    id: &str,
    make: impl FnOnce(oneshot::Sender<Result<(), ApiError>>) -> ArenaCmd,
) -> Result<StatusCode, ApiError> {
    let id = arena_id(id)?;
    let (reply, answer) = oneshot::channel();
    match ask_task(app, &id, make(reply)).await? {
        Ok(()) => {
            answer.await.map_err(|_| ApiError::Unavailable)??;
            Ok(StatusCode::NO_CONTENT)
        }
        Err(_) => Err(ApiError::refused(
            ErrorCode::ArenaOver,
            "this arena is over",
        )),
    }
}

pub async fn join(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Extension(client): Extension<ClientAddr>,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    app.limits.check(Budget::Join, client, &session)?;
    let me = name_of(&app, &session).await?;
    let Ok(arena) = arena_id(&id) else {
        return Err(no_arena(&id));
    };
    let variant = match app.store.arena(arena.as_str()).await? {
        Some(stored) => Spec::from_row(&stored.arena)?.variant,
        None => return Err(no_arena(&id)),
    };
    let rating = me.rating(variant.into());
    act(&app, &id, |reply| ArenaCmd::Join {
        name: me.name.clone(),
        session: session.clone(),
        rating,
        reply,
    })
    .await
}

/// `POST /api/tournaments/{id}/pause` (`WITHDRAW` false: the player sits
/// out and may come back) and `/withdraw` (true: for good).
pub async fn pause<const WITHDRAW: bool>(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    let me = name_of(&app, &session).await?;
    act(&app, &id, |reply| ArenaCmd::Pause {
        name: me.name,
        withdraw: WITHDRAW,
        reply,
    })
    .await
}

/// `POST /api/games/{id}/berserk`: the asker's seat in an arena game.
pub async fn berserk(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    let id = GameId::parse(&id).ok_or_else(|| ApiError::no_game(&id))?;
    app.ask(&id, |reply| Cmd::Berserk {
        session: session.clone(),
        reply,
    })
    .await??;
    Ok(StatusCode::NO_CONTENT)
}
