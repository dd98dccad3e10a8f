//! Player keys: `{name}.{64 hex digits}`, 256 random bits after the name.
//! Only the SHA-256 digest of the secret part is stored; a key offered is
//! hashed and compared with the stored digest in constant time.

use rand::rngs::OsRng;
use rand::RngCore;
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

use super::check_name;

/// A player key as its holder has it (never stored, never logged).
#[derive(Clone, PartialEq, Eq)]
pub struct PlayerKey {
    pub name: String,
    secret: [u8; 32],
}

impl std::fmt::Debug for PlayerKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PlayerKey({}.…)", self.name)
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

impl PlayerKey {
    /// A new key for `name`.
    pub fn random(name: &str) -> PlayerKey {
        let mut secret = [0u8; 32];
        OsRng.fill_bytes(&mut secret);
        PlayerKey {
            name: name.to_owned(),
            secret,
        }
    }

    /// Reads a key; `None` unless it has the shape of one.
    pub fn parse(text: &str) -> Option<PlayerKey> {
        let (name, digits) = text.trim().rsplit_once('.')?;
        check_name(name).ok()?;
        if digits.len() != 64 || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let mut secret = [0u8; 32];
        for (i, byte) in secret.iter_mut().enumerate() {
            *byte = u8::from_str_radix(digits.get(2 * i..2 * i + 2)?, 16).ok()?;
        }
        Some(PlayerKey {
            name: name.to_owned(),
            secret,
        })
    }

    /// The key as text, for the link shown once.
    pub fn text(&self) -> String {
        format!("{}.{}", self.name, hex(&self.secret))
    }

    /// What is stored: the SHA-256 digest of the secret, in hex.
    pub fn digest(&self) -> String {
        hex(&Sha256::digest(self.secret))
    }

    /// Whether this key's digest is `stored` (in constant time).
    pub fn matches(&self, stored: &str) -> bool {
        self.digest().as_bytes().ct_eq(stored.as_bytes()).into()
    }
}

/// The public id of a device (a browser session of a player): the first 16
/// hex digits of the session's SHA-256, so the list of devices never shows
/// a session cookie.
pub fn device_id(session: &str) -> String {
    hex(&Sha256::digest(session.as_bytes())[..8])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_reads_back_and_matches_only_its_own_digest() {
        let key = PlayerKey::random("Ada");
        let read = PlayerKey::parse(&key.text()).expect("a key reads");
        assert_eq!(read, key);
        assert!(read.matches(&key.digest()));
        let other = PlayerKey::random("Ada");
        assert!(!other.matches(&key.digest()));
        assert_ne!(key.digest(), key.text());
    }

    #[test]
    fn malformed_keys_do_not_read() {
        let key = PlayerKey::random("Ada").text();
        for bad in [
            "",
            "Ada",
            "Ada.",
            &key[..key.len() - 1],
            &format!("{key}0"),
            &key.replace("Ada.", "A d a."),
            &format!("Ada.{}", "g".repeat(64)),
        ] {
            assert!(PlayerKey::parse(bad).is_none(), "{bad}");
        }
    }
}
