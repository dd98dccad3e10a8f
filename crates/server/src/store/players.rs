//! Players, their devices, ratings and rated games, in the same tables on
//! SQLite and PostgreSQL (migrations `0004_players` / `0005_players`).
//! Ratings are kept as integers in billionths ([`RATING_UNIT`]), so both
//! databases store exactly the same numbers.
//!
//! [`rate`] runs inside the transaction that stores a rated game's end:
//! it reads both ratings (locking their rows), writes both new ones and
//! the `rated_games` row whose key makes it happen once per game.

use async_trait::async_trait;
use sqlx::{ColumnIndex, Decode, Encode, Executor, IntoArguments, Row, Type};

use super::sql::{bind, db, Dialect, Int, Param, SqlStore, Text};
use super::{RatedEnd, StoreError};
use crate::rating::{self, Rating, Score};

/// Stored ratings are in billionths.
pub const RATING_UNIT: f64 = 1e9;

fn to_units(x: f64) -> i64 {
    (x * RATING_UNIT).round() as i64
}

fn from_units(n: i64) -> f64 {
    n as f64 / RATING_UNIT
}

/// A row of `players` (what is public).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRow {
    pub name: String,
    pub created_at: i64,
}

/// A row of `devices` (without its session).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceRow {
    pub id: String,
    pub created_at: i64,
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

/// What taking a name did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NewPlayer {
    Created,
    /// Another player has this name (case aside).
    Taken,
    /// This session already plays as a player.
    AlreadyNamed,
}

/// Players in storage.
#[async_trait]
pub trait PlayerStore {
    /// A new player `name` (`name_key` its lower case) with the key whose
    /// digest is `digest`, played by `session` (device `device`).
    async fn create_player(
        &self,
        name: &str,
        name_key: &str,
        digest: &str,
        session: &str,
        device: &str,
        now: i64,
    ) -> Result<NewPlayer, StoreError>;
    /// The player `session` plays as.
    async fn player_of_session(&self, session: &str) -> Result<Option<PlayerRow>, StoreError>;
    /// The player of name `name_key` (lower case), and the digest of its key.
    async fn player_by_key(
        &self,
        name_key: &str,
    ) -> Result<Option<(PlayerRow, String)>, StoreError>;
    /// Makes `session` (device `device`) play as `name`.
    async fn add_device(
        &self,
        name: &str,
        session: &str,
        device: &str,
        now: i64,
    ) -> Result<(), StoreError>;
    /// Replaces `name`'s key digest: the old key stops working.
    async fn set_key(&self, name: &str, digest: &str) -> Result<(), StoreError>;
    async fn devices(&self, name: &str) -> Result<Vec<DeviceRow>, StoreError>;
    /// Signs device `id` of `name` out; false when it has no such device.
    async fn remove_device(&self, name: &str, id: &str) -> Result<bool, StoreError>;
    /// `name`'s rating in each game played.
    async fn ratings(&self, name: &str) -> Result<Vec<RatingRow>, StoreError>;
    /// `name`'s rated games, newest first, at most `limit`.
    async fn rated_games(&self, name: &str, limit: i64) -> Result<Vec<RatedGameRow>, StoreError>;
    /// Ids of the games `name` is playing now, newest first.
    async fn playing(&self, name: &str) -> Result<Vec<String>, StoreError>;
    /// The rating change of game `game_id`, if it was rated.
    async fn rated_game(&self, game_id: &str) -> Result<Option<RatedGameRow>, StoreError>;
    /// The best settled ratings of `variant` (deviation below and games at
    /// least `crate::rating`'s thresholds), at most `limit`.
    async fn leaderboard(&self, variant: &str, limit: i64) -> Result<Vec<RatingRow>, StoreError>;
}

const RATING_COLUMNS: &str =
    "player, variant, rating, deviation, volatility, games, wins, draws, losses, rated_at";
const RATED_COLUMNS: &str = "game_id, variant, white, black, winner, white_before, white_after, \
     black_before, black_after, white_deviation, black_deviation, counted, ended_at";

fn rating_row<'r, R>(row: &'r R) -> Result<RatingRow, sqlx::Error>
where
    R: Row,
    &'static str: ColumnIndex<R>,
    String: Decode<'r, R::Database> + Type<R::Database>,
    i64: Decode<'r, R::Database> + Type<R::Database>,
{
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

fn rated_row<'r, R>(row: &'r R) -> Result<RatedGameRow, sqlx::Error>
where
    R: Row,
    &'static str: ColumnIndex<R>,
    String: Decode<'r, R::Database> + Type<R::Database>,
    i64: Decode<'r, R::Database> + Type<R::Database>,
{
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

/// Runs `sql` (with `?` parameters) on `conn`.
async fn run<DB>(
    conn: &mut DB::Connection,
    sql: &str,
    params: &[Param<'_>],
) -> Result<(), sqlx::Error>
where
    DB: Dialect,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    for<'q> DB::Arguments<'q>: IntoArguments<'q, DB>,
    for<'q> Option<&'q str>: Encode<'q, DB>,
    for<'q> Option<i64>: Encode<'q, DB>,
    for<'q> &'q str: Type<DB>,
    i64: Type<DB>,
{
    let sql = DB::params(sql);
    bind(sqlx::query(&sql), params).execute(&mut *conn).await?;
    Ok(())
}

/// The rows `sql` selects on `conn`.
async fn rows<DB>(
    conn: &mut DB::Connection,
    sql: &str,
    params: &[Param<'_>],
) -> Result<Vec<DB::Row>, sqlx::Error>
where
    DB: Dialect,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    for<'q> DB::Arguments<'q>: IntoArguments<'q, DB>,
    for<'q> Option<&'q str>: Encode<'q, DB>,
    for<'q> Option<i64>: Encode<'q, DB>,
    for<'q> &'q str: Type<DB>,
    i64: Type<DB>,
{
    let sql = DB::params(sql);
    bind(sqlx::query(&sql), params).fetch_all(&mut *conn).await
}

/// A player's rating in a game, its row locked until the transaction
/// ends (created at the start values if the player has none yet).
async fn locked_rating<DB>(
    conn: &mut DB::Connection,
    player: &str,
    variant: &str,
    now: i64,
) -> Result<RatingRow, sqlx::Error>
where
    DB: Dialect,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    for<'q> DB::Arguments<'q>: IntoArguments<'q, DB>,
    for<'q> String: Decode<'q, DB> + Type<DB>,
    for<'q> i64: Decode<'q, DB> + Type<DB>,
    for<'q> Option<&'q str>: Encode<'q, DB>,
    for<'q> Option<i64>: Encode<'q, DB>,
    for<'q> &'q str: Type<DB>,
    &'static str: ColumnIndex<DB::Row>,
{
    let start = Rating::default();
    // An upsert that changes nothing: it creates the row, or takes its
    // write lock (PostgreSQL), before it is read.
    run::<DB>(
        conn,
        &format!(
            "INSERT INTO ratings ({RATING_COLUMNS}) VALUES (?, ?, ?, ?, ?, 0, 0, 0, 0, ?) \
             ON CONFLICT (player, variant) DO UPDATE SET games = ratings.games"
        ),
        &[
            Text(Some(player)),
            Text(Some(variant)),
            Int(Some(to_units(start.rating))),
            Int(Some(to_units(start.deviation))),
            Int(Some(to_units(start.volatility))),
            Int(Some(now)),
        ],
    )
    .await?;
    let found = rows::<DB>(
        conn,
        &format!("SELECT {RATING_COLUMNS} FROM ratings WHERE player = ? AND variant = ?"),
        &[Text(Some(player)), Text(Some(variant))],
    )
    .await?;
    let row = found.first().ok_or(sqlx::Error::RowNotFound)?;
    rating_row(row)
}

/// Rates a game that ended, in the transaction `conn` that stores its
/// end: once per game, and only the pair's first rated games of the day.
pub(super) async fn rate<DB>(conn: &mut DB::Connection, end: &RatedEnd) -> Result<(), sqlx::Error>
where
    DB: Dialect,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    for<'q> DB::Arguments<'q>: IntoArguments<'q, DB>,
    for<'q> String: Decode<'q, DB> + Type<DB>,
    for<'q> i64: Decode<'q, DB> + Type<DB>,
    for<'q> Option<&'q str>: Encode<'q, DB>,
    for<'q> Option<i64>: Encode<'q, DB>,
    for<'q> &'q str: Type<DB>,
    &'static str: ColumnIndex<DB::Row>,
{
    let id = Text(Some(&end.game_id));
    let done = rows::<DB>(
        conn,
        "SELECT game_id FROM rated_games WHERE game_id = ?",
        &[id],
    )
    .await?;
    if !done.is_empty() {
        return Ok(());
    }
    // Lock both rows in one order (by name), so two games of the same
    // players on two nodes never wait for each other in a circle.
    let (first, second) = if end.white <= end.black {
        (&end.white, &end.black)
    } else {
        (&end.black, &end.white)
    };
    let a = locked_rating::<DB>(conn, first, &end.variant, end.ended_at).await?;
    let b = locked_rating::<DB>(conn, second, &end.variant, end.ended_at).await?;
    let (white, black) = if *first == end.white { (a, b) } else { (b, a) };
    let day_ago = end.ended_at - 24 * 3600;
    let pair = rows::<DB>(
        conn,
        "SELECT game_id FROM rated_games WHERE counted = 1 AND ended_at > ? \
         AND ((white = ? AND black = ?) OR (white = ? AND black = ?))",
        &[
            Int(Some(day_ago)),
            Text(Some(&end.white)),
            Text(Some(&end.black)),
            Text(Some(&end.black)),
            Text(Some(&end.white)),
        ],
    )
    .await?;
    let counted = (pair.len() as i64) < rating::PAIR_GAMES_PER_DAY;
    let days = |r: &RatingRow| {
        if r.games == 0 {
            0.0
        } else {
            (end.ended_at - r.rated_at) as f64 / 86_400.0
        }
    };
    let (w_before, b_before) = (
        white.rating.after_absence(days(&white)),
        black.rating.after_absence(days(&black)),
    );
    let (w_after, b_after) = if counted {
        rating::rate(w_before, b_before, end.score)
    } else {
        (white.rating, black.rating)
    };
    let winner = match end.score {
        Score::WhiteWins => Some("white"),
        Score::BlackWins => Some("black"),
        Score::Draw => None,
    };
    if counted {
        for (row, after, points) in [
            (&white, w_after, end.score_for_white()),
            (&black, b_after, 2 - end.score_for_white()),
        ] {
            run::<DB>(
                conn,
                "UPDATE ratings SET rating = ?, deviation = ?, volatility = ?, games = games + 1, \
                 wins = wins + ?, draws = draws + ?, losses = losses + ?, rated_at = ? \
                 WHERE player = ? AND variant = ?",
                &[
                    Int(Some(to_units(after.rating))),
                    Int(Some(to_units(after.deviation))),
                    Int(Some(to_units(after.volatility))),
                    Int(Some(i64::from(points == 2))),
                    Int(Some(i64::from(points == 1))),
                    Int(Some(i64::from(points == 0))),
                    Int(Some(end.ended_at)),
                    Text(Some(&row.player)),
                    Text(Some(&end.variant)),
                ],
            )
            .await?;
        }
    }
    run::<DB>(
        conn,
        &format!(
            "INSERT INTO rated_games ({RATED_COLUMNS}) \
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        ),
        &[
            Text(Some(&end.game_id)),
            Text(Some(&end.variant)),
            Text(Some(&end.white)),
            Text(Some(&end.black)),
            Text(winner),
            Int(Some(to_units(white.rating.rating))),
            Int(Some(to_units(w_after.rating))),
            Int(Some(to_units(black.rating.rating))),
            Int(Some(to_units(b_after.rating))),
            Int(Some(to_units(w_after.deviation))),
            Int(Some(to_units(b_after.deviation))),
            Int(Some(i64::from(counted))),
            Int(Some(end.ended_at)),
        ],
    )
    .await
}

impl RatedEnd {
    /// White's points in halves: 2 a win, 1 a draw, 0 a loss.
    fn score_for_white(&self) -> u8 {
        match self.score {
            Score::WhiteWins => 2,
            Score::Draw => 1,
            Score::BlackWins => 0,
        }
    }
}

#[async_trait]
impl<DB> PlayerStore for SqlStore<DB>
where
    DB: Dialect,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    for<'q> DB::Arguments<'q>: IntoArguments<'q, DB>,
    for<'q> String: Encode<'q, DB> + Decode<'q, DB> + Type<DB>,
    for<'q> i64: Encode<'q, DB> + Decode<'q, DB> + Type<DB>,
    for<'q> Option<&'q str>: Encode<'q, DB>,
    for<'q> Option<i64>: Encode<'q, DB>,
    for<'q> &'q str: Encode<'q, DB> + Type<DB>,
    &'static str: ColumnIndex<DB::Row>,
{
    async fn create_player(
        &self,
        name: &str,
        name_key: &str,
        digest: &str,
        session: &str,
        device: &str,
        now: i64,
    ) -> Result<NewPlayer, StoreError> {
        let mut tx = self.writer.begin().await.map_err(db)?;
        let conn: &mut DB::Connection = &mut tx;
        let mine = rows::<DB>(
            conn,
            "SELECT player FROM devices WHERE session = ?",
            &[Text(Some(session))],
        )
        .await
        .map_err(db)?;
        if !mine.is_empty() {
            return Ok(NewPlayer::AlreadyNamed);
        }
        let taken = rows::<DB>(
            conn,
            "SELECT name FROM players WHERE name_key = ?",
            &[Text(Some(name_key))],
        )
        .await
        .map_err(db)?;
        if !taken.is_empty() {
            return Ok(NewPlayer::Taken);
        }
        let inserted = run::<DB>(
            conn,
            "INSERT INTO players (name, name_key, key_digest, created_at) VALUES (?, ?, ?, ?)",
            &[
                Text(Some(name)),
                Text(Some(name_key)),
                Text(Some(digest)),
                Int(Some(now)),
            ],
        )
        .await;
        if inserted.is_err() {
            // Taken between the check and the insert (the unique key).
            return Ok(NewPlayer::Taken);
        }
        run::<DB>(
            conn,
            "INSERT INTO devices (session, id, player, created_at) VALUES (?, ?, ?, ?)",
            &[
                Text(Some(session)),
                Text(Some(device)),
                Text(Some(name)),
                Int(Some(now)),
            ],
        )
        .await
        .map_err(db)?;
        tx.commit().await.map_err(db)?;
        Ok(NewPlayer::Created)
    }

    async fn player_of_session(&self, session: &str) -> Result<Option<PlayerRow>, StoreError> {
        let found = self
            .select(
                "SELECT p.name AS name, p.created_at AS created_at FROM devices d \
                 JOIN players p ON p.name = d.player WHERE d.session = ?",
                &[Text(Some(session))],
            )
            .await?;
        found
            .first()
            .map(|r| {
                Ok(PlayerRow {
                    name: r.try_get("name").map_err(db)?,
                    created_at: r.try_get("created_at").map_err(db)?,
                })
            })
            .transpose()
    }

    async fn player_by_key(
        &self,
        name_key: &str,
    ) -> Result<Option<(PlayerRow, String)>, StoreError> {
        let found = self
            .select(
                "SELECT name, created_at, key_digest FROM players WHERE name_key = ?",
                &[Text(Some(name_key))],
            )
            .await?;
        found
            .first()
            .map(|r| {
                Ok((
                    PlayerRow {
                        name: r.try_get("name").map_err(db)?,
                        created_at: r.try_get("created_at").map_err(db)?,
                    },
                    r.try_get("key_digest").map_err(db)?,
                ))
            })
            .transpose()
    }

    async fn add_device(
        &self,
        name: &str,
        session: &str,
        device: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.writer.begin().await.map_err(db)?;
        let conn: &mut DB::Connection = &mut tx;
        run::<DB>(
            conn,
            "DELETE FROM devices WHERE session = ?",
            &[Text(Some(session))],
        )
        .await
        .map_err(db)?;
        run::<DB>(
            conn,
            "INSERT INTO devices (session, id, player, created_at) VALUES (?, ?, ?, ?)",
            &[
                Text(Some(session)),
                Text(Some(device)),
                Text(Some(name)),
                Int(Some(now)),
            ],
        )
        .await
        .map_err(db)?;
        tx.commit().await.map_err(db)
    }

    async fn set_key(&self, name: &str, digest: &str) -> Result<(), StoreError> {
        let mut conn = self.writer.acquire().await.map_err(db)?;
        run::<DB>(
            &mut conn,
            "UPDATE players SET key_digest = ? WHERE name = ?",
            &[Text(Some(digest)), Text(Some(name))],
        )
        .await
        .map_err(db)
    }

    async fn devices(&self, name: &str) -> Result<Vec<DeviceRow>, StoreError> {
        let found = self
            .select(
                "SELECT id, created_at FROM devices WHERE player = ? ORDER BY created_at, id",
                &[Text(Some(name))],
            )
            .await?;
        found
            .iter()
            .map(|r| {
                Ok(DeviceRow {
                    id: r.try_get("id").map_err(db)?,
                    created_at: r.try_get("created_at").map_err(db)?,
                })
            })
            .collect()
    }

    async fn remove_device(&self, name: &str, id: &str) -> Result<bool, StoreError> {
        let mut tx = self.writer.begin().await.map_err(db)?;
        let conn: &mut DB::Connection = &mut tx;
        let params = [Text(Some(name)), Text(Some(id))];
        let found = rows::<DB>(
            conn,
            "SELECT id FROM devices WHERE player = ? AND id = ?",
            &params,
        )
        .await
        .map_err(db)?;
        if found.is_empty() {
            return Ok(false);
        }
        run::<DB>(
            conn,
            "DELETE FROM devices WHERE player = ? AND id = ?",
            &params,
        )
        .await
        .map_err(db)?;
        tx.commit().await.map_err(db)?;
        Ok(true)
    }

    async fn ratings(&self, name: &str) -> Result<Vec<RatingRow>, StoreError> {
        let sql = format!("SELECT {RATING_COLUMNS} FROM ratings WHERE player = ? AND games > 0");
        let found = self.select(&sql, &[Text(Some(name))]).await?;
        found.iter().map(|r| rating_row(r).map_err(db)).collect()
    }

    async fn rated_games(&self, name: &str, limit: i64) -> Result<Vec<RatedGameRow>, StoreError> {
        let sql = format!(
            "SELECT {RATED_COLUMNS} FROM rated_games WHERE white = ? OR black = ? \
             ORDER BY ended_at DESC, game_id LIMIT ?"
        );
        let params = [Text(Some(name)), Text(Some(name)), Int(Some(limit))];
        let found = self.select(&sql, &params).await?;
        found.iter().map(|r| rated_row(r).map_err(db)).collect()
    }

    async fn playing(&self, name: &str) -> Result<Vec<String>, StoreError> {
        let found = self
            .select(
                "SELECT id FROM games WHERE status = 'playing' \
                 AND (white_player = ? OR black_player = ?) ORDER BY created_at DESC LIMIT 10",
                &[Text(Some(name)), Text(Some(name))],
            )
            .await?;
        found.iter().map(|r| r.try_get("id").map_err(db)).collect()
    }

    async fn rated_game(&self, game_id: &str) -> Result<Option<RatedGameRow>, StoreError> {
        let sql = format!("SELECT {RATED_COLUMNS} FROM rated_games WHERE game_id = ?");
        let found = self.select(&sql, &[Text(Some(game_id))]).await?;
        found.first().map(|r| rated_row(r).map_err(db)).transpose()
    }

    async fn leaderboard(&self, variant: &str, limit: i64) -> Result<Vec<RatingRow>, StoreError> {
        let sql = format!(
            "SELECT {RATING_COLUMNS} FROM ratings WHERE variant = ? AND deviation < ? \
             AND games >= ? ORDER BY rating DESC, player LIMIT ?"
        );
        let params = [
            Text(Some(variant)),
            Int(Some(to_units(rating::SETTLED_DEVIATION))),
            Int(Some(rating::SETTLED_GAMES)),
            Int(Some(limit)),
        ];
        let found = self.select(&sql, &params).await?;
        found.iter().map(|r| rating_row(r).map_err(db)).collect()
    }
}
