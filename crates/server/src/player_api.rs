//! The HTTP edge of players (docs/api.md, "Players"): taking a name,
//! player keys, devices, a player's ratings and games, leaderboards, and a
//! rated game's rating change.

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::{Extension, Json};
use regalia_rules::Variant;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::app::{App, AppState};
use crate::error::{ApiError, ApiJson, ErrorCode};
use crate::limits::ClientAddr;
use crate::players::{check_name, device_id, name_key, PlayerKey};
use crate::protocol::{Named, VariantName};
use crate::rating;
use crate::session::Session;
use crate::store::{NewPlayer, PlayerRow, RatedGameRow, RatingRow};

/// Rated games a player page lists (and draws its charts from).
const RECENT_GAMES: i64 = 200;

/// `POST /api/player`.
#[derive(Debug, Serialize, Deserialize, TS)]
pub struct TakeName {
    pub name: String,
}

/// A player key, shown once: when the name is taken and when a new key is
/// made.
#[derive(Debug, Serialize, Deserialize, TS)]
pub struct KeyAnswer {
    pub name: String,
    /// The key itself (`POST /api/player/key` takes it).
    pub key: String,
    /// The link that signs another browser in (`/player/key#` + key).
    pub link: String,
}

/// `POST /api/player/key`.
#[derive(Debug, Serialize, Deserialize, TS)]
pub struct SignIn {
    pub key: String,
}

/// A rating in one game.
#[derive(Clone, Debug, Serialize, Deserialize, TS)]
pub struct RatingView {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    #[ts(type = "number")]
    pub games: i64,
    #[ts(type = "number")]
    pub wins: i64,
    #[ts(type = "number")]
    pub draws: i64,
    #[ts(type = "number")]
    pub losses: i64,
    pub provisional: bool,
    /// As shown: rounded, "1500?" while provisional.
    pub shown: String,
}

impl From<&RatingRow> for RatingView {
    fn from(r: &RatingRow) -> RatingView {
        RatingView {
            rating: r.rating.rating,
            deviation: r.rating.deviation,
            volatility: r.rating.volatility,
            games: r.games,
            wins: r.wins,
            draws: r.draws,
            losses: r.losses,
            provisional: r.rating.provisional(),
            shown: r.rating.shown(),
        }
    }
}

/// One side of a rated game's change.
#[derive(Clone, Debug, Serialize, Deserialize, TS)]
pub struct RatingChange {
    pub name: String,
    pub before: f64,
    pub after: f64,
    /// The change rounded, as shown ("+12", "−12" is the page's).
    #[ts(type = "number")]
    pub change: i64,
}

/// A rated game that ended: both players' changes.
#[derive(Clone, Debug, Serialize, Deserialize, TS)]
pub struct RatedGameView {
    pub id: String,
    pub variant: VariantName,
    pub white: RatingChange,
    pub black: RatingChange,
    /// `white`, `black`, or none for a draw.
    pub winner: Option<String>,
    /// False when the pair had played its rated games of the day.
    pub counted: bool,
    #[ts(type = "number")]
    pub ended_at: i64,
}

impl RatedGameView {
    fn from_row(r: &RatedGameRow) -> Option<RatedGameView> {
        let change = |name: &str, before: f64, after: f64, white: bool| RatingChange {
            name: name.to_owned(),
            before,
            after,
            change: r.change(white),
        };
        Some(RatedGameView {
            id: r.game_id.clone(),
            variant: r.variant.parse::<Variant>().ok()?.into(),
            white: change(&r.white, r.white_before, r.white_after, true),
            black: change(&r.black, r.black_before, r.black_after, false),
            winner: r.winner.clone(),
            counted: r.counted,
            ended_at: r.ended_at,
        })
    }
}

/// `GET /api/players/{name}` and `GET /api/player`.
#[derive(Debug, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PlayerAnswer {
    pub name: String,
    #[ts(type = "number")]
    pub created_at: i64,
    /// The rating in each game played rated.
    pub ratings: BTreeMap<VariantName, RatingView>,
    /// Rated games, newest first (the page draws the history from them).
    pub games: Vec<RatedGameView>,
    /// Games being played now.
    pub playing: Vec<String>,
    /// A bot account (pages mark its name "BOT").
    pub bot: bool,
}

/// `GET /api/player`: this browser's player, if it has a name.
#[derive(Debug, Serialize, Deserialize, TS)]
pub struct MeAnswer {
    pub player: Option<PlayerAnswer>,
    /// This browser's device id (see `GET /api/player/devices`).
    pub device: String,
}

/// A device (browser) of a player.
#[derive(Debug, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DeviceView {
    pub id: String,
    #[ts(type = "number")]
    pub created_at: i64,
    /// The browser asking.
    pub this: bool,
}

/// One line of a leaderboard.
#[derive(Debug, Serialize, Deserialize, TS)]
pub struct LeaderView {
    pub name: String,
    pub rating: RatingView,
}

/// `GET /api/leaderboard`: the best settled ratings of each game.
#[derive(Debug, Serialize, Deserialize, TS)]
pub struct LeaderboardAnswer {
    pub variants: BTreeMap<VariantName, Vec<LeaderView>>,
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

fn key_answer(key: &PlayerKey) -> KeyAnswer {
    let text = key.text();
    KeyAnswer {
        name: key.name.clone(),
        link: format!("/player/key#{text}"),
        key: text,
    }
}

/// The player `session` plays as, with its ratings, for a game to seat.
pub async fn named(app: &App, session: &str) -> Result<Option<Named>, ApiError> {
    let Some(player) = app.store.player_of_session(session).await? else {
        return Ok(None);
    };
    let ratings = app.store.ratings(&player.name).await?;
    Ok(Some(Named {
        ratings: ratings
            .iter()
            .filter_map(|r| {
                let variant = r.variant.parse::<Variant>().ok()?;
                Some((variant.into(), r.rating.rating, r.rating.shown()))
            })
            .collect(),
        name: player.name,
        bot: player.bot,
    }))
}

pub(crate) async fn me(app: &App, session: &str) -> Result<PlayerRow, ApiError> {
    app.store
        .player_of_session(session)
        .await?
        .ok_or_else(|| ApiError::refused(ErrorCode::NoName, "this browser has no name"))
}

async fn answer(app: &App, player: PlayerRow) -> Result<PlayerAnswer, ApiError> {
    let ratings = app.store.ratings(&player.name).await?;
    let games = app.store.rated_games(&player.name, RECENT_GAMES).await?;
    let playing = app.store.playing(&player.name).await?;
    Ok(PlayerAnswer {
        ratings: ratings
            .iter()
            .filter_map(|r| Some((r.variant.parse::<Variant>().ok()?.into(), r.into())))
            .collect(),
        games: games.iter().filter_map(RatedGameView::from_row).collect(),
        playing,
        name: player.name,
        created_at: player.created_at,
        bot: player.bot,
    })
}

/// `POST /api/player`: this browser takes a name.
pub async fn take_name(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Extension(client): Extension<ClientAddr>,
    ApiJson(req): ApiJson<TakeName>,
) -> Result<(StatusCode, Json<KeyAnswer>), ApiError> {
    check_name(&req.name)?;
    if app.store.player_of_session(&session).await?.is_some() {
        return Err(ApiError::refused(
            ErrorCode::AlreadyNamed,
            "this browser already has a name",
        ));
    }
    app.players.take_name(client.0)?;
    let key = PlayerKey::random(&req.name);
    let made = app
        .store
        .create_player(
            &req.name,
            &name_key(&req.name),
            &key.digest(),
            &session,
            &device_id(&session),
            now(),
        )
        .await?;
    match made {
        NewPlayer::Created => {
            tracing::info!(player = %req.name, "name taken");
            Ok((StatusCode::CREATED, Json(key_answer(&key))))
        }
        NewPlayer::Taken => Err(ApiError::refused(
            ErrorCode::NameTaken,
            "another player has this name",
        )),
        NewPlayer::AlreadyNamed => Err(ApiError::refused(
            ErrorCode::AlreadyNamed,
            "this browser already has a name",
        )),
    }
}

/// `GET /api/player`.
pub async fn get_me(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
) -> Result<Json<MeAnswer>, ApiError> {
    let player = match app.store.player_of_session(&session).await? {
        Some(p) => Some(answer(&app, p).await?),
        None => None,
    };
    Ok(Json(MeAnswer {
        player,
        device: device_id(&session),
    }))
}

/// `GET /api/players/{name}`.
pub async fn get_player(
    State(app): State<AppState>,
    Path(name): Path<String>,
) -> Result<Json<PlayerAnswer>, ApiError> {
    Ok(Json(answer(&app, find(&app, &name).await?).await?))
}

/// The player named `name` (case aside).
pub async fn find(app: &App, name: &str) -> Result<PlayerRow, ApiError> {
    let no_player = || ApiError::refused(ErrorCode::NoPlayer, format!("no player `{name}`"));
    if check_name(name).is_err() && name.len() > 64 {
        return Err(no_player());
    }
    match app.store.player_by_key(&name_key(name)).await? {
        Some((player, _)) => Ok(player),
        None => Err(no_player()),
    }
}

/// `POST /api/player/key`: the key signs this browser in as its player.
pub async fn sign_in(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Extension(client): Extension<ClientAddr>,
    ApiJson(req): ApiJson<SignIn>,
) -> Result<Json<PlayerAnswer>, ApiError> {
    app.players.try_key(client.0)?;
    let wrong = || ApiError::refused(ErrorCode::WrongKey, "this is not a player key");
    let key = PlayerKey::parse(&req.key).ok_or_else(wrong)?;
    let (player, digest) = app
        .store
        .player_by_key(&name_key(&key.name))
        .await?
        .ok_or_else(wrong)?;
    if !key.matches(&digest) {
        tracing::info!(player = %player.name, "a wrong player key was refused");
        return Err(wrong());
    }
    app.store
        .add_device(&player.name, &session, &device_id(&session), now())
        .await?;
    tracing::info!(player = %player.name, "a device signed in");
    Ok(Json(answer(&app, player).await?))
}

/// `POST /api/player/key/new`: a new key; the old one stops working.
pub async fn new_key(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
) -> Result<Json<KeyAnswer>, ApiError> {
    let player = me(&app, &session).await?;
    let key = PlayerKey::random(&player.name);
    app.store.set_key(&player.name, &key.digest()).await?;
    tracing::info!(player = %player.name, "player key replaced");
    Ok(Json(key_answer(&key)))
}

/// `GET /api/player/devices`.
pub async fn devices(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
) -> Result<Json<Vec<DeviceView>>, ApiError> {
    let player = me(&app, &session).await?;
    let this = device_id(&session);
    let devices = app.store.devices(&player.name).await?;
    Ok(Json(
        devices
            .into_iter()
            .map(|d| DeviceView {
                this: d.id == this,
                id: d.id,
                created_at: d.created_at,
            })
            .collect(),
    ))
}

/// `DELETE /api/player/devices/{id}`: signs that device out.
pub async fn sign_out(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    let player = me(&app, &session).await?;
    if app.store.remove_device(&player.name, &id).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(ApiError::refused(
            ErrorCode::NoDevice,
            "no device of this player has this id",
        ))
    }
}

/// `GET /api/games/{id}/rating`: a rated game's rating changes.
pub async fn game_rating(
    State(app): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<RatedGameView>, ApiError> {
    app.store
        .rated_game(&id)
        .await?
        .as_ref()
        .and_then(RatedGameView::from_row)
        .map(Json)
        .ok_or_else(|| ApiError::no_game(&id))
}

/// `GET /api/leaderboard`.
pub async fn leaderboard(State(app): State<AppState>) -> Result<Json<LeaderboardAnswer>, ApiError> {
    let mut variants = BTreeMap::new();
    for variant in Variant::ALL {
        let rows = app
            .store
            .leaderboard(variant.name(), rating::LEADERBOARD_SIZE)
            .await?;
        let list = rows
            .iter()
            .map(|r| LeaderView {
                name: r.player.clone(),
                rating: r.into(),
            })
            .collect();
        variants.insert(variant.into(), list);
    }
    Ok(Json(LeaderboardAnswer { variants }))
}
