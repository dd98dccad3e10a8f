//! Player names: 3 to 20 ASCII letters, digits, `_` and `-`, unique
//! without regard to case, and none that reads as a reserved word.

use crate::error::{ApiError, ErrorCode};

pub const MIN_NAME: usize = 3;
pub const MAX_NAME: usize = 20;

/// Words no player may take, nor anything that looks like them.
const RESERVED: [&str; 9] = [
    "admin",
    "regalia",
    "anonymous",
    "moderator",
    "system",
    "root",
    "staff",
    "support",
    "official",
];

/// Why a name was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    #[error("a name has 3 to 20 characters")]
    Length,
    #[error("a name has only letters, digits, `_` and `-`")]
    Characters,
    #[error("this name is reserved")]
    Reserved,
}

impl From<NameError> for ApiError {
    fn from(e: NameError) -> ApiError {
        let code = match e {
            NameError::Length => ErrorCode::NameLength,
            NameError::Characters => ErrorCode::NameCharacters,
            NameError::Reserved => ErrorCode::NameReserved,
        };
        ApiError::refused(code, e.to_string())
    }
}

/// The name as compared for uniqueness: lower case.
pub fn name_key(name: &str) -> String {
    name.to_ascii_lowercase()
}

/// What a name looks like to a reader: lower case, digits read as the
/// letters they resemble, `l` and `i` alike, separators and doubled
/// letters dropped ("Adm1n", "a_d-m_i_n", "Moderat0r", "sysstem").
fn skeleton(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for ch in name.chars() {
        let ch = match ch.to_ascii_lowercase() {
            '0' => 'o',
            '1' | 'l' | '!' | '|' => 'i',
            '3' => 'e',
            '4' | '@' => 'a',
            '5' | '$' => 's',
            '7' => 't',
            '8' => 'b',
            '9' => 'g',
            '_' | '-' | '.' => continue,
            c => c,
        };
        if !out.ends_with(ch) {
            out.push(ch);
        }
    }
    out.replace("rn", "m").replace("vv", "w")
}

/// Checks a name a player wants to take.
pub fn check_name(name: &str) -> Result<(), NameError> {
    let count = name.chars().count();
    if !name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        return Err(NameError::Characters);
    }
    if !(MIN_NAME..=MAX_NAME).contains(&count) {
        return Err(NameError::Length);
    }
    let seen = skeleton(name);
    if RESERVED.iter().any(|word| seen.contains(&skeleton(word))) {
        return Err(NameError::Reserved);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinary_names_are_taken() {
        for name in [
            "Ada",
            "hill_climber",
            "Kasparov-2",
            "abc",
            "a1b2c3d4e5f6g7h8i9j0",
        ] {
            assert_eq!(check_name(name), Ok(()), "{name}");
        }
    }

    #[test]
    fn names_of_the_wrong_length_or_characters_are_refused() {
        assert_eq!(check_name("ab"), Err(NameError::Length));
        assert_eq!(check_name(&"a".repeat(21)), Err(NameError::Length));
        assert_eq!(check_name("a b c"), Err(NameError::Characters));
        assert_eq!(check_name("Zoë"), Err(NameError::Characters));
        assert_eq!(check_name("x<script>"), Err(NameError::Characters));
        assert_eq!(check_name(""), Err(NameError::Length));
    }

    #[test]
    fn reserved_words_and_their_look_alikes_are_refused() {
        for name in [
            "admin",
            "ADMIN",
            "Adm1n",
            "a_d-m_i_n",
            "the-admin",
            "Regalia",
            "REGAL1A",
            "anonymous",
            "An0nym0us",
            "moderator",
            "M0derat0r",
            "system",
            "5ystem",
            "sysstem",
            "root",
        ] {
            assert_eq!(check_name(name), Err(NameError::Reserved), "{name}");
        }
    }
}
