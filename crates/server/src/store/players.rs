//! Players and their devices, ratings and rated games, in the same tables
//! on SQLite and PostgreSQL (migrations `0004_players` / `0005_players`).
//! A rated game's end is rated by [`super::rate`], inside the transaction
//! that stores it.

use async_trait::async_trait;
use sqlx::Row;

use super::player_rows::{
    rated_row, rating_row, rows, run, to_units, RatedGameRow, RatingRow, RATED_COLUMNS,
    RATING_COLUMNS,
};
use super::sql::{db, Int, Text};
use super::StoreError;
use crate::rating;

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
    /// `name`'s rating in `variant` (a rules name) as stored now: a new
    /// player's when they have not played it rated.
    async fn rating(&self, name: &str, variant: &str) -> Result<crate::rating::Rating, StoreError> {
        let rows = self.ratings(name).await?;
        Ok(rows
            .into_iter()
            .find(|r| r.variant == variant)
            .map_or_else(Default::default, |r| r.rating))
    }
    /// `name`'s rated games, the last rated first (the order they changed
    /// the ratings in, even within one second), at most `limit`.
    async fn rated_games(&self, name: &str, limit: i64) -> Result<Vec<RatedGameRow>, StoreError>;
    /// Ids of the games `name` is playing now, newest first.
    async fn playing(&self, name: &str) -> Result<Vec<String>, StoreError>;
    /// The rating change of game `game_id`, if it was rated.
    async fn rated_game(&self, game_id: &str) -> Result<Option<RatedGameRow>, StoreError>;
    /// The best settled ratings of `variant` (deviation below and games at
    /// least `crate::rating`'s thresholds), at most `limit`.
    async fn leaderboard(&self, variant: &str, limit: i64) -> Result<Vec<RatingRow>, StoreError>;
}

sql_store_impl!(PlayerStore {
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
             ORDER BY seq DESC, ended_at DESC, game_id LIMIT ?"
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
});
