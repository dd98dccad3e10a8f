//! "Your games" (`GET /api/my-games`): the games this browser's session
//! holds a seat in, with its rating change in each rated game that ended.

use axum::extract::State;
use axum::{Extension, Json};
use regalia_rules::Variant;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::app::AppState;
use crate::error::ApiError;
use crate::ids::GameId;
use crate::protocol::{ClockSpec, EndReason, Opponent, OutcomeView, Side, Status, VariantName};
use crate::session::Session;

/// How many finished games `GET /api/my-games` lists.
const MY_FINISHED_GAMES: i64 = 20;

/// One game of `GET /api/my-games`: a seat this browser holds.
#[derive(Debug, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct MyGame {
    pub id: GameId,
    pub variant: VariantName,
    pub status: Status,
    pub opponent: Opponent,
    /// The side this browser plays.
    pub color: Side,
    /// This browser's own page of the game.
    pub url: String,
    /// The computer's level, in a game against the computer.
    pub level: Option<u8>,
    /// That level's approximate rating in this game (`PlayerView`'s
    /// `levelRating`).
    pub level_rating: Option<u16>,
    /// Whether the other seat has been taken (always for the computer).
    pub opponent_joined: bool,
    pub clock: Option<ClockSpec>,
    /// A correspondence game: days per move (and no clock).
    pub days: Option<u8>,
    /// A correspondence game being played: the Unix second by which the
    /// side to move must move.
    #[ts(type = "number | null")]
    pub move_by: Option<i64>,
    /// Moves (plies) played.
    #[ts(type = "number")]
    pub plies: i64,
    /// The side to move.
    pub turn: Side,
    /// The game is being played and it is this browser's move.
    pub your_turn: bool,
    pub outcome: Option<OutcomeView>,
    /// Unix seconds of the last move (or of the creation).
    #[ts(type = "number")]
    pub active_at: i64,
    #[ts(type = "number | null")]
    pub ended_at: Option<i64>,
    /// A rated game that ended and counted: this browser's rating change,
    /// rounded as shown ("+12", "−8").
    #[ts(type = "number | null")]
    pub rating_change: Option<i64>,
}

#[derive(Debug, Serialize, Deserialize, TS)]
pub struct MyGamesAnswer {
    pub games: Vec<MyGame>,
}

/// The games this browser's session holds a seat in: every unfinished one,
/// then the last finished ones (docs/api.md).
pub async fn my_games(
    State(app): State<AppState>,
    Extension(Session(session)): Extension<Session>,
) -> Result<Json<MyGamesAnswer>, ApiError> {
    let rows = app.store.seats_of(&session, MY_FINISHED_GAMES).await?;
    let mut games = Vec::with_capacity(rows.len());
    for row in &rows {
        let Some(mut game) = my_game(row, &session) else {
            continue;
        };
        if row.game.rated != 0 && game.status == Status::Finished {
            game.rating_change = app
                .store
                .rated_game(&row.game.id)
                .await?
                .filter(|r| r.counted)
                .map(|r| r.change(game.color == Side::White));
        }
        games.push(game);
    }
    Ok(Json(MyGamesAnswer { games }))
}

/// A stored seat as the home page lists it; `None` for a row this server
/// cannot read (an unknown variant or status), which is left out.
fn my_game(row: &crate::store::SeatGame, session: &str) -> Option<MyGame> {
    let g = &row.game;
    let (color, seat, other_seat, other_session, level) =
        if g.white_session.as_deref() == Some(session) {
            (
                Side::White,
                &g.white_seat,
                &g.black_seat,
                &g.black_session,
                g.black_level,
            )
        } else {
            (
                Side::Black,
                &g.black_seat,
                &g.white_seat,
                &g.white_session,
                g.white_level,
            )
        };
    let variant: Variant = g.variant.parse().ok()?;
    let id = GameId::parse(&g.id)?;
    let status = Status::from_name(&g.status)?;
    let opponent = Opponent::from_name(&g.opponent)?;
    let first = g
        .start_fen
        .as_deref()
        .and_then(|fen| regalia_rules::AnyPosition::from_fen(variant, fen).ok())
        .map_or(regalia_rules::Color::White, |p| p.turn());
    let turn = if row.plies % 2 == 0 {
        first
    } else {
        first.other()
    };
    let turn = Side::from(turn);
    let outcome = g
        .reason
        .as_deref()
        .and_then(EndReason::from_name)
        .map(|reason| OutcomeView {
            winner: match g.winner.as_deref() {
                Some("white") => Some(Side::White),
                Some("black") => Some(Side::Black),
                _ => None,
            },
            reason,
        });
    let days = g.days.and_then(|d| u8::try_from(d).ok());
    let clock = match (g.clock_initial_ms, g.clock_increment_ms) {
        (Some(initial), Some(increment)) if days.is_none() => Some(ClockSpec {
            initial: u32::try_from(initial / 1000).ok()?,
            increment: u32::try_from(increment / 1000).ok()?,
        }),
        _ => None,
    };
    Some(MyGame {
        url: format!("/game/{}/{}", g.id, seat.as_deref()?),
        id,
        variant: variant.into(),
        status,
        opponent,
        color,
        level: level.and_then(|l| u8::try_from(l).ok()),
        level_rating: level
            .and_then(|l| u8::try_from(l).ok())
            .and_then(|l| regalia_engine::ratings::level_rating(variant, l)),
        opponent_joined: level.is_some() || (other_seat.is_some() && other_session.is_some()),
        clock,
        days,
        move_by: g.move_by.filter(|_| status == Status::Playing),
        plies: row.plies,
        turn,
        your_turn: status == Status::Playing && turn == color,
        outcome: if status == Status::Finished {
            outcome
        } else {
            None
        },
        active_at: row.active_at,
        ended_at: g.ended_at,
        rating_change: None,
    })
}
