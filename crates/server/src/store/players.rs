//! Players and their devices, ratings and rated games, in the same tables
//! on SQLite and PostgreSQL (migrations `0004_players` / `0005_players`).
//! A rated game's end is rated by [`super::rate`], inside the transaction
//! that stores it.

use async_trait::async_trait;
use sqlx::Row;

use super::player_rows::{
    insert_device, rated_row, rating_row, rows, run, to_units, RatedGameRow, RatingRow,
    RATED_COLUMNS, RATING_COLUMNS,
};
use super::sql::{db, Int, Text};
use super::StoreError;
use crate::rating;

/// A row of `players` (what is public).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRow {
    pub name: String,
    pub created_at: i64,
    /// A bot account (the Bot API's `POST /api/bot/account/upgrade`).
    pub bot: bool,
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
        let mine = "SELECT player FROM devices WHERE session = ?";
        if !rows::<DB>(conn, mine, &[Text(Some(session))]).await?.is_empty() {
            return Ok(NewPlayer::AlreadyNamed);
        }
        let taken = "SELECT name FROM players WHERE name_key = ?";
        if !rows::<DB>(conn, taken, &[Text(Some(name_key))]).await?.is_empty() {
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
        insert_device::<DB>(conn, name, session, device, now).await?;
        tx.commit().await?;
        Ok(NewPlayer::Created)
    }

    async fn player_of_session(&self, session: &str) -> Result<Option<PlayerRow>, StoreError> {
        let found = self
            .select(
                "SELECT p.name AS name, p.created_at AS created_at, p.bot AS bot FROM devices d \
                 JOIN players p ON p.name = d.player WHERE d.session = ?",
                &[Text(Some(session))],
            )
            .await?;
        found.first().map(player_row::<DB>).transpose()
    }

    async fn player_by_key(
        &self,
        name_key: &str,
    ) -> Result<Option<(PlayerRow, String)>, StoreError> {
        let found = self
            .select(
                "SELECT name, created_at, key_digest, bot FROM players WHERE name_key = ?",
                &[Text(Some(name_key))],
            )
            .await?;
        found
            .first()
            .map(|r| Ok((player_row::<DB>(r)?, r.try_get("key_digest")?)))
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
        let old = "DELETE FROM devices WHERE session = ?";
        run::<DB>(conn, old, &[Text(Some(session))]).await?;
        insert_device::<DB>(conn, name, session, device, now).await?;
        Ok(tx.commit().await?)
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
        self.listed("devices", name).await
    }

    async fn remove_device(&self, name: &str, id: &str) -> Result<bool, StoreError> {
        self.sign_out("devices", name, id).await
    }

    async fn ratings(&self, name: &str) -> Result<Vec<RatingRow>, StoreError> {
        let sql = format!("SELECT {RATING_COLUMNS} FROM ratings WHERE player = ? AND games > 0");
        let found = self.select(&sql, &[Text(Some(name))]).await?;
        found.iter().map(|r| rating_row::<DB>(r).map_err(db)).collect()
    }

    async fn rated_games(&self, name: &str, limit: i64) -> Result<Vec<RatedGameRow>, StoreError> {
        let sql = format!(
            "SELECT {RATED_COLUMNS} FROM rated_games WHERE white = ? OR black = ? \
             ORDER BY seq DESC, ended_at DESC, game_id LIMIT ?"
        );
        let params = [Text(Some(name)), Text(Some(name)), Int(Some(limit))];
        let found = self.select(&sql, &params).await?;
        found.iter().map(|r| rated_row::<DB>(r).map_err(db)).collect()
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
        found.first().map(|r| rated_row::<DB>(r).map_err(db)).transpose()
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
        found.iter().map(|r| rating_row::<DB>(r).map_err(db)).collect()
    }
});

sql_store_impl!({
    /// `name`'s rows of `table` (`devices` or `api_tokens`) as their
    /// lists show them, oldest first.
    pub(super) async fn listed(
        &self,
        table: &str,
        name: &str,
    ) -> Result<Vec<DeviceRow>, StoreError> {
        let sql =
            format!("SELECT id, created_at FROM {table} WHERE player = ? ORDER BY created_at, id");
        let found = self.select(&sql, &[Text(Some(name))]).await?;
        found
            .iter()
            .map(|r| {
                Ok(DeviceRow {
                    id: r.try_get("id")?,
                    created_at: r.try_get("created_at")?,
                })
            })
            .collect()
    }

    /// Signs out the session of `name`'s row `id` of `table` (`devices`
    /// or `api_tokens`): its device and its token, if it is one, go
    /// (a token's device signed out is the token revoked); false when
    /// `name` has no such row.
    pub(super) async fn sign_out(
        &self,
        table: &str,
        name: &str,
        id: &str,
    ) -> Result<bool, StoreError> {
        let mut tx = self.writer.begin().await?;
        let conn: &mut DB::Connection = &mut tx;
        let sql = format!("SELECT session FROM {table} WHERE player = ? AND id = ?");
        let found = rows::<DB>(conn, &sql, &[Text(Some(name)), Text(Some(id))]).await?;
        let Some(session) = found.first() else {
            return Ok(false);
        };
        let session: String = session.try_get("session")?;
        for sql in [
            "DELETE FROM api_tokens WHERE session = ?",
            "DELETE FROM devices WHERE session = ?",
        ] {
            run::<DB>(conn, sql, &[Text(Some(&session))]).await?;
        }
        tx.commit().await?;
        Ok(true)
    }
});

sql_fn! {
    /// A [`PlayerRow`] from a row with its `name`, `created_at` and `bot`.
    fn player_row(r: &DB::Row) -> Result<PlayerRow, StoreError> {
        Ok(PlayerRow {
            name: r.try_get("name")?,
            created_at: r.try_get("created_at")?,
            bot: r.try_get::<i64, _>("bot")? != 0,
        })
    }
}
