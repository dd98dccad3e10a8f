//! Web Push in storage (migrations `0008_correspondence` / postgres
//! `0009_correspondence`): the server's VAPID key pair, kept from the
//! first start, and the browsers' push subscriptions by session.

use async_trait::async_trait;
use sqlx::Row;

use super::dialect::{Int, Text};
use super::sql::db;
use super::StoreError;

/// A row of `push_subscriptions`: where a browser's push service takes
/// its notices, and the keys they are encrypted for (base64url).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PushSubscriptionRow {
    pub endpoint: String,
    pub session: String,
    pub p256dh: String,
    pub auth: String,
    /// The language tag the notices are written in.
    pub lang: String,
    pub created_at: i64,
}

/// Push keys and subscriptions in storage.
#[async_trait]
pub trait PushStore {
    /// The kept VAPID key pair (private, public; base64url), keeping
    /// `made` first if none is kept yet (on several nodes at once, one
    /// pair wins and every node reads it back).
    async fn push_keys(&self, made: (&str, &str), now: i64)
        -> Result<(String, String), StoreError>;
    /// Keeps a subscription (a known endpoint is taken over by this one).
    async fn subscribe(&self, row: &PushSubscriptionRow) -> Result<(), StoreError>;
    /// Forgets `endpoint`; only `session`'s own when a session is given.
    async fn unsubscribe(&self, endpoint: &str, session: Option<&str>) -> Result<(), StoreError>;
    /// The subscriptions of `session`, oldest first.
    async fn subscriptions(&self, session: &str) -> Result<Vec<PushSubscriptionRow>, StoreError>;
}

const KEEP_KEYS_SQL: &str = "INSERT INTO push_keys (id, private_key, public_key, created_at) \
     VALUES (1, ?, ?, ?) ON CONFLICT (id) DO NOTHING";
const KEYS_SQL: &str = "SELECT private_key, public_key FROM push_keys WHERE id = 1";
const SUBSCRIBE_SQL: &str = "INSERT INTO push_subscriptions \
     (endpoint, session, p256dh, auth, lang, created_at) VALUES (?, ?, ?, ?, ?, ?) \
     ON CONFLICT (endpoint) DO UPDATE SET session = excluded.session, \
     p256dh = excluded.p256dh, auth = excluded.auth, lang = excluded.lang, \
     created_at = excluded.created_at";
const SUBSCRIPTIONS_SQL: &str = "SELECT endpoint, session, p256dh, auth, lang, created_at \
     FROM push_subscriptions WHERE session = ? ORDER BY created_at, endpoint";

sql_store_impl!(PushStore {
    async fn push_keys(
        &self,
        made: (&str, &str),
        now: i64,
    ) -> Result<(String, String), StoreError> {
        let params = [Text(Some(made.0)), Text(Some(made.1)), Int(Some(now))];
        self.write(KEEP_KEYS_SQL, &params).await?;
        let rows = self.select(KEYS_SQL, &[]).await?;
        let row = rows
            .first()
            .ok_or_else(|| StoreError::NotFound("the push keys".into()))?;
        Ok((
            row.try_get("private_key").map_err(db)?,
            row.try_get("public_key").map_err(db)?,
        ))
    }

    async fn subscribe(&self, row: &PushSubscriptionRow) -> Result<(), StoreError> {
        let params = [
            Text(Some(&row.endpoint)),
            Text(Some(&row.session)),
            Text(Some(&row.p256dh)),
            Text(Some(&row.auth)),
            Text(Some(&row.lang)),
            Int(Some(row.created_at)),
        ];
        self.write(SUBSCRIBE_SQL, &params).await
    }

    async fn unsubscribe(&self, endpoint: &str, session: Option<&str>) -> Result<(), StoreError> {
        match session {
            Some(session) => {
                let sql = "DELETE FROM push_subscriptions WHERE endpoint = ? AND session = ?";
                self.write(sql, &[Text(Some(endpoint)), Text(Some(session))])
                    .await
            }
            None => {
                let sql = "DELETE FROM push_subscriptions WHERE endpoint = ?";
                self.write(sql, &[Text(Some(endpoint))]).await
            }
        }
    }

    async fn subscriptions(&self, session: &str) -> Result<Vec<PushSubscriptionRow>, StoreError> {
        let rows = self
            .select(SUBSCRIPTIONS_SQL, &[Text(Some(session))])
            .await?;
        rows.iter()
            .map(|r| {
                Ok(PushSubscriptionRow {
                    endpoint: r.try_get("endpoint")?,
                    session: r.try_get("session")?,
                    p256dh: r.try_get("p256dh")?,
                    auth: r.try_get("auth")?,
                    lang: r.try_get("lang")?,
                    created_at: r.try_get("created_at")?,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(db)
    }
});
