//! API tokens and bot accounts in storage (migrations `0009_bots` /
//! postgres `0010_bots`). A token is kept as its SHA-256 only, with the
//! session it acts as: that session is one device of its player, so a
//! request carrying the token is that player (`crate::bots::token`).

use async_trait::async_trait;
use sqlx::Row;

use super::dialect::{Int, Text};
use super::player_rows::{insert_device, rows, run};
use super::sql::db;
use super::StoreError;

/// A token of a player, as its list shows it (never the token itself):
/// its public id and when it was made, like a device.
pub type TokenRow = super::DeviceRow;

/// Tokens and bot accounts in storage.
#[async_trait]
pub trait TokenStore {
    /// Keeps token `digest` (public id `id`) of player `name`, acting as
    /// `session`, which becomes a device of that player (device `device`).
    async fn create_token(
        &self,
        name: &str,
        digest: &str,
        id: &str,
        session: &str,
        device: &str,
        now: i64,
    ) -> Result<(), StoreError>;
    /// The session token `digest` acts as, if it is a token.
    async fn token_session(&self, digest: &str) -> Result<Option<String>, StoreError>;
    /// `name`'s tokens, oldest first.
    async fn tokens(&self, name: &str) -> Result<Vec<TokenRow>, StoreError>;
    /// Revokes `name`'s token `id` and signs its device out; false when
    /// `name` has no such token.
    async fn revoke_token(&self, name: &str, id: &str) -> Result<bool, StoreError>;
    /// Makes `name` a bot account; false when it has played rated games
    /// (a bot account starts without any).
    async fn make_bot(&self, name: &str) -> Result<bool, StoreError>;
}

sql_store_impl!(TokenStore {
    async fn create_token(
        &self,
        name: &str,
        digest: &str,
        id: &str,
        session: &str,
        device: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.writer.begin().await.map_err(db)?;
        let conn: &mut DB::Connection = &mut tx;
        run::<DB>(
            conn,
            "INSERT INTO api_tokens (digest, id, player, session, created_at) \
             VALUES (?, ?, ?, ?, ?)",
            &[
                Text(Some(digest)),
                Text(Some(id)),
                Text(Some(name)),
                Text(Some(session)),
                Int(Some(now)),
            ],
        )
        .await
        .map_err(db)?;
        insert_device::<DB>(conn, name, session, device, now).await?;
        Ok(tx.commit().await?)
    }

    async fn token_session(&self, digest: &str) -> Result<Option<String>, StoreError> {
        let found = self
            .select(
                "SELECT session FROM api_tokens WHERE digest = ?",
                &[Text(Some(digest))],
            )
            .await?;
        found
            .first()
            .map(|r| r.try_get("session").map_err(db))
            .transpose()
    }

    async fn tokens(&self, name: &str) -> Result<Vec<TokenRow>, StoreError> {
        self.listed("api_tokens", name).await
    }

    async fn revoke_token(&self, name: &str, id: &str) -> Result<bool, StoreError> {
        self.sign_out("api_tokens", name, id).await
    }

    async fn make_bot(&self, name: &str) -> Result<bool, StoreError> {
        let mut tx = self.writer.begin().await.map_err(db)?;
        let conn: &mut DB::Connection = &mut tx;
        let rated = rows::<DB>(
            conn,
            "SELECT game_id FROM rated_games WHERE white = ? OR black = ? LIMIT 1",
            &[Text(Some(name)), Text(Some(name))],
        )
        .await
        .map_err(db)?;
        if !rated.is_empty() {
            return Ok(false);
        }
        run::<DB>(
            conn,
            "UPDATE players SET bot = 1 WHERE name = ?",
            &[Text(Some(name))],
        )
        .await
        .map_err(db)?;
        tx.commit().await.map_err(db)?;
        Ok(true)
    }
});
