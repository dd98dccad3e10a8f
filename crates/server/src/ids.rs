//! Identifiers and secrets: game ids, seat secrets, session ids.
//!
//! Seat secrets and sessions are 128 random bits from the operating
//! system's generator, written as 32 lowercase hex digits. Secrets are only
//! ever compared in constant time.

use std::fmt;

use rand::rngs::OsRng;
use rand::{Rng, RngCore};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use subtle::ConstantTimeEq;
use ts_rs::TS;

const ID_ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const ID_LEN: usize = 8;

/// A game id: 8 letters or digits, public (it is in every URL of the game).
/// On the wire it is that text; one of another shape does not read.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, TS)]
#[ts(type = "string")]
pub struct GameId(String);

impl GameId {
    pub fn random() -> GameId {
        let mut rng = OsRng;
        let id = (0..ID_LEN)
            .map(|_| ID_ALPHABET[rng.gen_range(0..ID_ALPHABET.len())] as char)
            .collect();
        GameId(id)
    }

    /// Reads an id from a URL; `None` unless it has the shape of an id.
    pub fn parse(text: &str) -> Option<GameId> {
        (text.len() == ID_LEN && text.bytes().all(|b| b.is_ascii_alphanumeric()))
            .then(|| GameId(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Serialize for GameId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for GameId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<GameId, D::Error> {
        let text = String::deserialize(d)?;
        GameId::parse(&text).ok_or_else(|| {
            serde::de::Error::custom(format!("`{text}` is not a game id (8 letters or digits)"))
        })
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// 128 random bits proving who holds a seat (or a browser session). On
/// the wire, 32 lowercase hex digits; anything else does not read.
#[derive(Clone, Copy, PartialEq, Eq, Hash, TS)]
#[ts(type = "string")]
pub struct Secret([u8; 16]);

impl Secret {
    pub fn random() -> Secret {
        let mut bytes = [0u8; 16];
        OsRng.fill_bytes(&mut bytes);
        Secret(bytes)
    }

    /// Reads 32 hex digits; `None` for anything else.
    pub fn parse(text: &str) -> Option<Secret> {
        if text.len() != 32 || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let mut bytes = [0u8; 16];
        for (i, byte) in bytes.iter_mut().enumerate() {
            *byte = u8::from_str_radix(text.get(2 * i..2 * i + 2)?, 16).ok()?;
        }
        Some(Secret(bytes))
    }

    pub fn hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// Constant-time equality: the time taken does not depend on where the
    /// two secrets differ.
    pub fn matches(&self, other: &Secret) -> bool {
        self.0.ct_eq(&other.0).into()
    }
}

impl Serialize for Secret {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.hex())
    }
}

impl<'de> Deserialize<'de> for Secret {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Secret, D::Error> {
        let text = String::deserialize(d)?;
        // The text is not repeated: it may be someone's seat.
        Secret::parse(&text)
            .ok_or_else(|| serde::de::Error::custom("a seat is 32 hexadecimal digits"))
    }
}

impl fmt::Debug for Secret {
    // Never print a secret into logs.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(..)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secret_round_trips_through_hex() {
        let s = Secret::random();
        let text = s.hex();
        assert_eq!(text.len(), 32);
        assert!(Secret::parse(&text).is_some_and(|p| p.matches(&s)));
    }

    #[test]
    fn malformed_secrets_are_rejected() {
        assert!(Secret::parse("").is_none());
        assert!(Secret::parse("0123456789abcdef0123456789abcdeg").is_none());
        assert!(Secret::parse("0123456789abcdef0123456789abcde").is_none());
        assert!(Secret::parse("é123456789abcdef0123456789abcde").is_none());
        assert!(Secret::parse("+a23456789abcdef0123456789abcdef").is_none());
    }

    #[test]
    fn different_secrets_do_not_match() {
        assert!(!Secret::random().matches(&Secret::random()));
    }

    #[test]
    fn game_ids_have_eight_alphanumerics() {
        let id = GameId::random();
        assert!(GameId::parse(id.as_str()).is_some());
        assert!(GameId::parse("abc").is_none());
        assert!(GameId::parse("abcd/efg").is_none());
    }
}
