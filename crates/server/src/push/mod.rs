//! Web Push: a notice to a player's browsers, even with no page of the
//! site open, when it is their turn in a correspondence game, when
//! someone takes the other seat of their seek or invitation, and when
//! their arena game starts. The browser's push service (its `endpoint`)
//! carries it; the server signs each request with its VAPID key (RFC
//! 8292, kept in the database from the first start, since subscriptions
//! are bound to its public key) and encrypts the notice for the browser's
//! keys (RFC 8291, `aes128gcm`), both by the `web-push` crate. Delivery
//! is fire-and-forget, off the game's task: a push service that is slow
//! or gone never delays a move; a subscription it says is gone (404, 410)
//! is forgotten.

use std::sync::Arc;
use std::time::Duration;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use regalia_rules::Variant;
use serde::Serialize;
use tokio::sync::OnceCell;
use web_push::{
    ContentEncoding, PartialVapidSignatureBuilder, SubscriptionInfo, VapidSignatureBuilder,
    WebPushMessageBuilder,
};

use crate::config::Config;
use crate::ids::GameId;
use crate::site::i18n::{Lang, Tr};
use crate::store::{PushSubscriptionRow, Store, StoreError};

/// How long a push service keeps a notice for a browser that is off.
const TTL_SECS: u32 = 24 * 3600;
/// A push service that has not answered by then is given up on.
const SEND_TIMEOUT: Duration = Duration::from_secs(10);

/// What a player is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// It is their move in a correspondence game.
    Turn {
        id: GameId,
        variant: Variant,
        url: String,
    },
    /// An opponent took the other seat of their seek or invitation.
    Joined {
        id: GameId,
        variant: Variant,
        url: String,
    },
    /// Their next arena game has started.
    Arena {
        id: GameId,
        variant: Variant,
        url: String,
    },
}

/// The notice as the browser's service worker receives it (decrypted):
/// in the subscriber's language, with the page to open.
#[derive(Clone, Debug, Serialize, serde::Deserialize, PartialEq, Eq, ts_rs::TS)]
pub struct PushPayload {
    pub title: String,
    pub body: String,
    /// The player's own page of the game.
    pub url: String,
    /// One notice per game and kind: a newer one replaces it.
    pub tag: String,
}

impl Notice {
    /// The notice in `lang`.
    pub fn payload(&self, lang: Lang) -> PushPayload {
        let tr = Tr::new(lang);
        let (kind, id, variant, url) = match self {
            Notice::Turn { id, variant, url } => ("turn", id, variant, url),
            Notice::Joined { id, variant, url } => ("joined", id, variant, url),
            Notice::Arena { id, variant, url } => ("arena", id, variant, url),
        };
        let game = tr.t(&format!("game-{}", variant.name()));
        let args = [("game", game.into())];
        PushPayload {
            title: tr.t_args(&format!("push-{kind}-title"), &args),
            body: tr.t_args(&format!("push-{kind}-body"), &args),
            url: url.clone(),
            tag: format!("{kind}-{id}"),
        }
    }
}

/// Why a notice could not be sent.
#[derive(Debug, thiserror::Error)]
pub enum PushError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("push keys: {0}")]
    Keys(String),
    #[error("web push: {0}")]
    WebPush(#[from] web_push::WebPushError),
    #[error("push service: {0}")]
    Http(#[from] reqwest::Error),
}

struct Keys {
    vapid: PartialVapidSignatureBuilder,
    /// The public key browsers subscribe with (base64url, uncompressed).
    public_key: String,
}

/// The sender of push notices.
pub struct Push {
    store: Arc<dyn Store>,
    keys: OnceCell<Keys>,
    http: reqwest::Client,
    /// Endpoints may be plain `http://` (tests with a local push service).
    plain_http: bool,
    /// Who the push services may contact about us (the site's URL).
    subject: Option<String>,
}

impl Push {
    pub fn new(store: Arc<dyn Store>, config: &Config) -> Push {
        let http = reqwest::Client::builder()
            .timeout(SEND_TIMEOUT)
            // A push service answers; it never sends us elsewhere.
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap_or_default();
        Push {
            store,
            keys: OnceCell::new(),
            http,
            plain_http: config.push_plain_http,
            subject: config.public_url.clone(),
        }
    }

    /// The key pair, read from storage, or made and kept there first.
    async fn keys(&self) -> Result<&Keys, PushError> {
        self.keys
            .get_or_try_init(|| async {
                let (private, public) = make_keys()?;
                let now = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_secs() as i64);
                let (private, public_key) = self.store.push_keys((&private, &public), now).await?;
                let vapid = VapidSignatureBuilder::from_base64_no_sub(&full_scalar(&private)?)?;
                Ok::<Keys, PushError>(Keys { vapid, public_key })
            })
            .await
    }

    /// The public key browsers subscribe with (`applicationServerKey`).
    pub async fn public_key(&self) -> Result<String, PushError> {
        Ok(self.keys().await?.public_key.clone())
    }

    /// Whether a browser's endpoint is one the server will post to: an
    /// `https` URL (plain `http` only when configured, for tests).
    pub fn endpoint_allowed(&self, endpoint: &str) -> bool {
        let Ok(url) = reqwest::Url::parse(endpoint) else {
            return false;
        };
        let scheme_ok = url.scheme() == "https" || (self.plain_http && url.scheme() == "http");
        scheme_ok && url.host_str().is_some() && url.username().is_empty()
    }

    /// Sends `notice` to every browser `session` subscribed, in the
    /// background.
    pub fn notify(self: &Arc<Self>, session: &str, notice: Notice) {
        let push = self.clone();
        let session = session.to_owned();
        tokio::spawn(async move {
            match push.deliver(&session, &notice).await {
                Ok(0) => {}
                Ok(sent) => tracing::debug!(sent, ?notice, "push notices sent"),
                Err(e) => tracing::warn!(error = %e, "push notice not sent"),
            }
        });
    }

    /// Sends `notice` to `session`'s browsers now; returns how many push
    /// services took it.
    pub async fn deliver(&self, session: &str, notice: &Notice) -> Result<usize, PushError> {
        let subscriptions = self.store.subscriptions(session).await?;
        if subscriptions.is_empty() {
            return Ok(0);
        }
        let keys = self.keys().await?;
        let mut sent = 0;
        for sub in &subscriptions {
            match self.send(keys, sub, notice).await {
                Ok(true) => sent += 1,
                Ok(false) => {}
                Err(e) => tracing::debug!(error = %e, "a push service did not take a notice"),
            }
        }
        Ok(sent)
    }

    /// One notice to one browser; false when its push service refused it
    /// (a subscription gone is forgotten).
    async fn send(
        &self,
        keys: &Keys,
        sub: &PushSubscriptionRow,
        notice: &Notice,
    ) -> Result<bool, PushError> {
        if !self.endpoint_allowed(&sub.endpoint) {
            return Ok(false);
        }
        let lang = Lang::parse(&sub.lang).unwrap_or(Lang::En);
        let payload = serde_json::to_vec(&notice.payload(lang)).unwrap_or_default();
        let info = SubscriptionInfo::new(sub.endpoint.as_str(), &sub.p256dh, &sub.auth);
        let mut signature = keys.vapid.clone().add_sub_info(&info);
        if let Some(subject) = &self.subject {
            signature.add_claim("sub", subject.as_str());
        }
        let mut message = WebPushMessageBuilder::new(&info);
        message.set_payload(ContentEncoding::Aes128Gcm, &payload);
        message.set_ttl(TTL_SECS);
        message.set_vapid_signature(signature.build()?);
        let request = web_push::request_builder::build_request::<Vec<u8>>(message.build()?);
        let mut post = self.http.post(request.uri().to_string());
        for (name, value) in request.headers() {
            post = post.header(name.as_str(), value.as_bytes());
        }
        let status = post.body(request.into_body()).send().await?.status();
        if status == reqwest::StatusCode::NOT_FOUND || status == reqwest::StatusCode::GONE {
            self.store.unsubscribe(&sub.endpoint, None).await?;
        }
        Ok(status.is_success())
    }
}

/// A new P-256 key pair (private scalar, uncompressed public point), in
/// base64url without padding, as VAPID and browsers read them.
fn make_keys() -> Result<(String, String), PushError> {
    let keys = |e: ece::Error| PushError::Keys(e.to_string());
    let (pair, _) = ece::generate_keypair_and_auth_secret().map_err(keys)?;
    let parts = pair.raw_components().map_err(keys)?;
    Ok((
        full_scalar(&URL_SAFE_NO_PAD.encode(parts.private_key()))?,
        URL_SAFE_NO_PAD.encode(parts.public_key()),
    ))
}

/// A P-256 private key (base64url) as the 32 bytes the VAPID signer
/// reads. The key maker writes the scalar without its leading zero bytes
/// (about one key in 256 is 31 bytes), and the signer panics on a short
/// one; it is padded on the left, which is the same number.
fn full_scalar(private: &str) -> Result<String, PushError> {
    let bytes = URL_SAFE_NO_PAD
        .decode(private)
        .map_err(|e| PushError::Keys(e.to_string()))?;
    if bytes.len() > 32 || bytes.is_empty() {
        return Err(PushError::Keys(format!(
            "a private key of {} bytes",
            bytes.len()
        )));
    }
    let mut full = vec![0u8; 32 - bytes.len()];
    full.extend_from_slice(&bytes);
    Ok(URL_SAFE_NO_PAD.encode(full))
}

#[cfg(test)]
mod scalar_tests {
    use super::*;

    #[test]
    fn a_short_private_key_is_padded_to_32_bytes_and_signs() {
        let short = URL_SAFE_NO_PAD.encode([7u8; 31]);
        let full = full_scalar(&short).expect("padded");
        let bytes = URL_SAFE_NO_PAD.decode(&full).expect("base64");
        assert_eq!(bytes.len(), 32);
        assert_eq!((bytes[0], bytes[1]), (0, 7));
        assert!(VapidSignatureBuilder::from_base64_no_sub(&full).is_ok());
        assert!(full_scalar(&URL_SAFE_NO_PAD.encode([1u8; 33])).is_err());
        for _ in 0..600 {
            let (private, _) = make_keys().expect("keys");
            assert_eq!(URL_SAFE_NO_PAD.decode(&private).expect("base64").len(), 32);
        }
    }
}
