//! Rows of the players' tables, read the same on SQLite and PostgreSQL,
//! and the two small statement runners the players' code shares. Ratings
//! are kept as integers in billionths ([`RATING_UNIT`]), so both databases
//! store exactly the same numbers.

use sqlx::Row;

use super::dialect::{bind, Int, Param, Text};
use crate::rating::Rating;

/// Stored ratings are in billionths.
pub const RATING_UNIT: f64 = 1e9;

pub(super) fn to_units(x: f64) -> i64 {
    (x * RATING_UNIT).round() as i64
}

fn from_units(n: i64) -> f64 {
    n as f64 / RATING_UNIT
}

/// A row of `ratings`.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRow {
    pub player: String,
    pub variant: String,
    pub rating: Rating,
    pub games: i64,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
    pub rated_at: i64,
}

/// A row of `rated_games`.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedGameRow {
    pub game_id: String,
    pub variant: String,
    pub white: String,
    pub black: String,
    /// `white`, `black`, or `None` for a draw.
    pub winner: Option<String>,
    pub white_before: f64,
    pub white_after: f64,
    pub black_before: f64,
    pub black_after: f64,
    pub white_deviation: f64,
    pub black_deviation: f64,
    /// False when the pair had played its rated games of the day.
    pub counted: bool,
    pub ended_at: i64,
}

impl RatedGameRow {
    /// White's (`white`) or Black's change, rounded as shown: the shown
    /// rating after less the shown rating before.
    pub fn change(&self, white: bool) -> i64 {
        let (before, after) = if white {
            (self.white_before, self.white_after)
        } else {
            (self.black_before, self.black_after)
        };
        (after.round() - before.round()) as i64
    }
}

pub(super) const RATING_COLUMNS: &str =
    "player, variant, rating, deviation, volatility, games, wins, draws, losses, rated_at";
pub(super) const RATED_COLUMNS: &str =
    "game_id, variant, white, black, winner, white_before, white_after, \
     black_before, black_after, white_deviation, black_deviation, counted, ended_at";

sql_fn! {
    pub(super) fn rating_row(row: &DB::Row) -> Result<RatingRow, sqlx::Error> {
        Ok(RatingRow {
            player: row.try_get("player")?,
            variant: row.try_get("variant")?,
            rating: Rating {
                rating: from_units(row.try_get("rating")?),
                deviation: from_units(row.try_get("deviation")?),
                volatility: from_units(row.try_get("volatility")?),
            },
            games: row.try_get("games")?,
            wins: row.try_get("wins")?,
            draws: row.try_get("draws")?,
            losses: row.try_get("losses")?,
            rated_at: row.try_get("rated_at")?,
        })
    }
}

sql_fn! {
    pub(super) fn rated_row(row: &DB::Row) -> Result<RatedGameRow, sqlx::Error> {
        let units = |c: &'static str| row.try_get::<i64, _>(c).map(from_units);
        Ok(RatedGameRow {
            game_id: row.try_get("game_id")?,
            variant: row.try_get("variant")?,
            white: row.try_get("white")?,
            black: row.try_get("black")?,
            winner: row.try_get("winner")?,
            white_before: units("white_before")?,
            white_after: units("white_after")?,
            black_before: units("black_before")?,
            black_after: units("black_after")?,
            white_deviation: units("white_deviation")?,
            black_deviation: units("black_deviation")?,
            counted: row.try_get::<i64, _>("counted")? != 0,
            ended_at: row.try_get("ended_at")?,
        })
    }
}

sql_fn! {
    /// Runs `sql` (with `?` parameters) on `conn`.
    pub(super) async fn run(
        conn: &mut DB::Connection,
        sql: &str,
        params: &[Param<'_>],
    ) -> Result<(), sqlx::Error> {
        let sql = DB::params(sql);
        bind(sqlx::query(&sql), params).execute(&mut *conn).await?;
        Ok(())
    }
}

sql_fn! {
    /// The rows `sql` selects on `conn`.
    pub(super) async fn rows(
        conn: &mut DB::Connection,
        sql: &str,
        params: &[Param<'_>],
    ) -> Result<Vec<DB::Row>, sqlx::Error> {
        let sql = DB::params(sql);
        bind(sqlx::query(&sql), params).fetch_all(&mut *conn).await
    }
}

sql_fn! {
    /// Makes `session` one of `name`'s devices, device `device`: what
    /// taking a name, signing in and making a token each do.
    pub(super) async fn insert_device(
        conn: &mut DB::Connection,
        name: &str,
        session: &str,
        device: &str,
        now: i64,
    ) -> Result<(), sqlx::Error> {
        run::<DB>(
            conn,
            "INSERT INTO devices (session, id, player, created_at) VALUES (?, ?, ?, ?)",
            &[Text(Some(session)), Text(Some(device)), Text(Some(name)), Int(Some(now))],
        )
        .await
    }
}
