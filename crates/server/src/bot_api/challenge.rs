//! Challenges (lichess's `POST /api/challenge/{name}`): an invitation by
//! link addressed to one named player, who hears of it on their event
//! stream and accepts or declines it by its id (the game's id). The game
//! is made as `POST /api/games` makes an invitation, under the same
//! limits; the challenge itself is remembered by this node until it is
//! taken, declined, cancelled or the game is aborted.

use axum::extract::{FromRequest, Path, Request, State};
use axum::http::header::CONTENT_TYPE;
use axum::{Extension, Form, Json};
use serde::Deserialize;
use serde_json::{json, Value};

use crate::app::AppState;
use crate::bots::lichess::{self, ChallengeCard};
use crate::bots::Challenge;
use crate::error::{ApiError, ApiJson, ErrorCode};
use crate::game::actor::Cmd;
use crate::ids::GameId;
use crate::limits::ClientAddr;
use crate::players::name_key;
use crate::protocol::{ClockSpec, ColorChoice, CreateGame, Opponent, PlayerTag};
use crate::session::Session;

/// The body of `POST /api/challenge/{name}`, as JSON or as a form.
#[derive(Debug, Default, Deserialize)]
pub struct ChallengeRequest {
    #[serde(default)]
    pub rated: Option<bool>,
    #[serde(rename = "clock.limit", default)]
    pub clock_limit: Option<u32>,
    #[serde(rename = "clock.increment", default)]
    pub clock_increment: Option<u32>,
    #[serde(default)]
    pub days: Option<u32>,
    #[serde(default)]
    pub color: Option<String>,
    #[serde(default)]
    pub variant: Option<String>,
    #[serde(default)]
    pub fen: Option<String>,
}

impl ChallengeRequest {
    /// The game this challenge asks for, or what is wrong with it.
    fn game(&self) -> Result<CreateGame, ApiError> {
        let variant = match self.variant.as_deref() {
            None | Some("") => crate::protocol::VariantName::Chess,
            Some(key) => lichess::variant_of_key(key).ok_or_else(|| {
                ApiError::bad_request(format!(
                    "unknown variant `{}`, expected standard, kingOfTheHill, racingKings or lielow",
                    crate::error::quoted(key)
                ))
            })?,
        };
        let color = match self.color.as_deref() {
            None | Some("") => ColorChoice::Random,
            Some(c) => ColorChoice::from_name(c).ok_or_else(|| {
                ApiError::bad_request(format!(
                    "unknown colour `{}`, expected white, black or random",
                    crate::error::quoted(c)
                ))
            })?,
        };
        let clock = match (self.clock_limit, self.clock_increment, self.days) {
            (Some(initial), increment, None) => Some(ClockSpec {
                initial,
                increment: increment.unwrap_or(0),
            }),
            (None, None, None) => None,
            (None, Some(_), _) => {
                return Err(ApiError::refused(
                    ErrorCode::BadClock,
                    "clock.increment needs clock.limit",
                ))
            }
            // Correspondence: days per move, checked where games are made.
            (None, None, Some(_)) => None,
            (Some(_), _, Some(_)) => {
                return Err(ApiError::refused(
                    ErrorCode::BadClock,
                    "a game has a clock or days per move, not both",
                ))
            }
        };
        Ok(CreateGame {
            variant,
            fen: self.fen.clone().filter(|f| !f.is_empty()),
            color,
            clock,
            opponent: Opponent::Friend,
            level: None,
            rated: self.rated.unwrap_or(false),
            range: None,
            days: self.days.map(|d| u8::try_from(d).unwrap_or(u8::MAX)),
        })
    }
}

/// Reads the body as JSON (berserk) or as a form (lichess's own docs), or
/// an empty body as a challenge with every default.
async fn read(req: Request) -> Result<ChallengeRequest, ApiError> {
    let content_type = req
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_ascii_lowercase();
    if content_type.starts_with("application/json") {
        let ApiJson(body) = ApiJson::<ChallengeRequest>::from_request(req, &()).await?;
        Ok(body)
    } else if content_type.starts_with("application/x-www-form-urlencoded") {
        let Form(body) = Form::<ChallengeRequest>::from_request(req, &())
            .await
            .map_err(|e| ApiError::bad_request(e.body_text()))?;
        Ok(body)
    } else {
        Ok(ChallengeRequest::default())
    }
}

/// `POST /api/challenge/{name}`: challenges player `name`. 200 → the
/// challenge, as lichess gives it, with `game`: the challenger's own seat
/// (`POST /api/games`'s answer).
pub async fn create(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Extension(client): Extension<ClientAddr>,
    Path(name): Path<String>,
    req: Request,
) -> Result<Json<Value>, ApiError> {
    let me = crate::player_api::me(&app, &session).await?;
    let dest = crate::player_api::find(&app, &name).await?;
    if name_key(&dest.name) == name_key(&me.name) {
        return Err(ApiError::refused(
            ErrorCode::Conflict,
            "a player cannot challenge themselves",
        ));
    }
    let asked = read(req).await?;
    let game = asked.game()?;
    let variant = game.variant;
    let clock = game
        .clock
        .map(|c| (i64::from(c.initial), i64::from(c.increment)));
    let days = game.days.map(i64::from);
    let color = game.color.name();
    let rated = game.rated;
    let (_, Json(seat)) = crate::api::create_game(
        State(app.clone()),
        Extension(Session(session.clone())),
        Extension(client),
        ApiJson(game),
    )
    .await?;
    let challenger = crate::player_api::named(&app, &session)
        .await?
        .map(|n| n.tag(variant))
        .ok_or_else(|| ApiError::refused(ErrorCode::NoName, "this browser has no name"))?;
    let dest_rating = app
        .store
        .rating(&dest.name, regalia_rules::Variant::from(variant).name())
        .await?;
    let card = ChallengeCard {
        id: seat.id.to_string(),
        challenger,
        dest: PlayerTag {
            name: dest.name.clone(),
            rating: dest_rating.shown(),
            bot: dest.bot,
        },
        variant,
        clock,
        days,
        color,
        rated,
        url: format!("/game/{}", seat.id),
    };
    let mut answer = card.json("created");
    answer["game"] = serde_json::to_value(&seat).expect("a seat answer serialises");
    app.bots.open(
        seat.id.clone(),
        Challenge {
            card,
            dest_key: name_key(&dest.name),
            challenger_key: name_key(&me.name),
        },
    );
    tracing::info!(game = %seat.id, challenger = %me.name, dest = %dest.name, "challenge");
    Ok(Json(answer))
}

/// The open challenge `id`, when the asker is the player `challenged`
/// (or the challenger, `!challenged`); otherwise none, as for an id that
/// names no challenge.
async fn mine(
    app: &AppState,
    session: &str,
    id: &str,
    challenged: bool,
) -> Result<(GameId, Challenge), ApiError> {
    let none = || ApiError::refused(ErrorCode::NoChallenge, "no open challenge with this id");
    let id = GameId::parse(id).ok_or_else(none)?;
    let me = crate::player_api::me(app, session).await?;
    let challenge = app.bots.challenge(&id).ok_or_else(none)?;
    let key = if challenged {
        &challenge.dest_key
    } else {
        &challenge.challenger_key
    };
    if *key != name_key(&me.name) {
        return Err(none());
    }
    Ok((id, challenge))
}

/// `POST /api/challenge/{id}/accept`: the challenged player takes the
/// game's open seat; both event streams hear `gameStart`.
pub async fn accept(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Extension(client): Extension<ClientAddr>,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let (id, _) = mine(&app, &session, &id, true).await?;
    let _seat = crate::api::join_game(
        State(app.clone()),
        Extension(Session(session)),
        Extension(client),
        Path(id.to_string()),
    )
    .await?;
    app.bots.close(&id, None);
    Ok(Json(json!({"ok": true})))
}

/// `POST /api/challenge/{id}/decline` (`WITHDRAW` false): the challenged
/// player declines; the game is aborted (its creator's page hears
/// `inviteDeclined`). `POST /api/challenge/{id}/cancel` (true): the
/// challenger takes it back.
pub async fn close_challenge<const WITHDRAW: bool>(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    // The challenged declines, the challenger withdraws.
    let (id, _) = mine(&app, &session, &id, !WITHDRAW).await?;
    close(&app, session, id, WITHDRAW).await
}

async fn close(
    app: &AppState,
    session: String,
    id: GameId,
    withdraw: bool,
) -> Result<Json<Value>, ApiError> {
    // Taken out first, so the game's abort does not announce it as
    // cancelled; put back if the game refuses.
    let Some(challenge) = app.bots.close(&id, None) else {
        return Err(ApiError::refused(
            ErrorCode::NoChallenge,
            "no open challenge with this id",
        ));
    };
    let closed = app
        .ask(&id, |reply| Cmd::Decline {
            session: session.clone(),
            withdraw,
            reply,
        })
        .await
        .and_then(|r| r);
    if let Err(e) = closed {
        app.bots.put_back(id, challenge);
        return Err(e);
    }
    let (kind, status) = if withdraw {
        ("challengeCanceled", "canceled")
    } else {
        ("challengeDeclined", "declined")
    };
    app.bots.announce(&challenge, kind, status);
    Ok(Json(json!({"ok": true})))
}
