//! The one list of error codes, checked against the enum and the docs.

use super::*;

/// Every code's wire text and HTTP status, written out by hand: what
/// pages, docs/api.md and the translations (`error-code-<text>`) rely
/// on, checked against the enum's serde text, `name()`, `from_name()`
/// and `status()`.
const CODES: [(ErrorCode, &str, u16); 69] = [
    (ErrorCode::BadRequest, "bad-request", 400),
    (ErrorCode::NoGame, "no-game", 404),
    (ErrorCode::WrongSeat, "wrong-seat", 403),
    (ErrorCode::NoOpenSeat, "no-open-seat", 409),
    (ErrorCode::Conflict, "conflict", 409),
    (ErrorCode::TooLarge, "too-large", 413),
    (ErrorCode::UriTooLong, "uri-too-long", 414),
    (ErrorCode::HeadersTooLarge, "headers-too-large", 431),
    (ErrorCode::Unavailable, "unavailable", 503),
    (ErrorCode::UnknownAddress, "unknown-address", 404),
    (ErrorCode::BadMessage, "bad-message", 400),
    (ErrorCode::NotYourTurn, "not-your-turn", 409),
    (ErrorCode::IllegalMove, "illegal-move", 400),
    (ErrorCode::StaleMove, "stale-move", 400),
    (ErrorCode::NotAPlayer, "not-a-player", 403),
    (ErrorCode::NotPlaying, "not-playing", 409),
    (ErrorCode::NoOffer, "no-offer", 409),
    (ErrorCode::NoClaim, "no-claim", 409),
    (ErrorCode::CannotAbort, "cannot-abort", 409),
    (ErrorCode::CannotTakeback, "cannot-takeback", 409),
    (ErrorCode::NotClaimable, "not-claimable", 409),
    (ErrorCode::RateLimited, "rate-limited", 429),
    (ErrorCode::UnfinishedGames, "unfinished-games", 429),
    (ErrorCode::OpenSeeks, "open-seeks", 429),
    (ErrorCode::OpenInvitations, "open-invitations", 429),
    (ErrorCode::Storage, "storage", 500),
    (ErrorCode::BadPgn, "bad-pgn", 400),
    (ErrorCode::UnknownVariant, "unknown-variant", 400),
    (ErrorCode::NoPuzzle, "no-puzzle", 404),
    (ErrorCode::BadPosition, "bad-position", 400),
    (ErrorCode::PositionOver, "position-over", 400),
    (ErrorCode::BadClock, "bad-clock", 400),
    (ErrorCode::BadLevel, "bad-level", 400),
    (ErrorCode::TooManyMoves, "too-many-moves", 400),
    (ErrorCode::NotThisSite, "not-this-site", 403),
    (ErrorCode::NameLength, "name-length", 400),
    (ErrorCode::NameCharacters, "name-characters", 400),
    (ErrorCode::NameReserved, "name-reserved", 400),
    (ErrorCode::NameTaken, "name-taken", 409),
    (ErrorCode::AlreadyNamed, "already-named", 409),
    (ErrorCode::NoName, "no-name", 403),
    (ErrorCode::NoPlayer, "no-player", 404),
    (ErrorCode::WrongKey, "wrong-key", 403),
    (ErrorCode::NoDevice, "no-device", 404),
    (ErrorCode::RatedNeedsClock, "rated-needs-clock", 400),
    (ErrorCode::RatedNotComputer, "rated-not-computer", 400),
    (ErrorCode::OutOfRange, "out-of-range", 403),
    (ErrorCode::ChatEmpty, "chat-empty", 400),
    (ErrorCode::ChatTooLong, "chat-too-long", 400),
    (ErrorCode::ChatControl, "chat-control", 400),
    (ErrorCode::ChatFlood, "chat-flood", 429),
    (ErrorCode::ChatRepeated, "chat-repeated", 409),
    (ErrorCode::ChatPresetsOnly, "chat-presets-only", 403),
    (ErrorCode::ChatFull, "chat-full", 409),
    (ErrorCode::NotFinished, "not-finished", 409),
    (ErrorCode::NoArena, "no-arena", 404),
    (ErrorCode::ArenaLength, "arena-length", 400),
    (ErrorCode::ArenaStart, "arena-start", 400),
    (ErrorCode::ArenaJoined, "arena-joined", 409),
    (ErrorCode::ArenaOver, "arena-over", 409),
    (ErrorCode::NotInArena, "not-in-arena", 409),
    (ErrorCode::BerserkMoved, "berserk-moved", 409),
    (ErrorCode::NotArena, "not-arena", 409),
    (ErrorCode::InArena, "in-arena", 409),
    (ErrorCode::ArenaLimit, "arena-limit", 429),
    (ErrorCode::WrongToken, "wrong-token", 401),
    (ErrorCode::NotABot, "not-a-bot", 403),
    (ErrorCode::BotAccount, "bot-account", 403),
    (ErrorCode::NoChallenge, "no-challenge", 404),
];

#[test]
fn error_codes_keep_their_wire_text_and_status() {
    assert_eq!(CODES.len(), ErrorCode::ALL.len(), "a code is not in CODES");
    for (code, text, status) in CODES {
        let wire = serde_json::to_string(&code).expect("codes serialise");
        assert_eq!(wire, format!("\"{text}\""), "{code:?}");
        assert_eq!(code.name(), text);
        assert_eq!(ErrorCode::from_name(text), Some(code));
        assert_eq!(code.status().as_u16(), status, "{text}");
    }
}

/// docs/api.md and docs/protocol.md name every code a client may get.
#[test]
fn every_error_code_is_in_the_docs() {
    let docs = ["api.md", "protocol.md"].map(|file| {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../docs")
            .join(file);
        std::fs::read_to_string(&path).expect("the docs are readable")
    });
    for code in ErrorCode::ALL {
        let quoted = format!("`{}`", code.name());
        assert!(
            docs.iter().any(|d| d.contains(&quoted)),
            "docs/api.md and docs/protocol.md never name {quoted}"
        );
    }
}

#[test]
fn an_address_names_a_game_by_its_exact_name() {
    use regalia_rules::Variant;
    for variant in Variant::ALL {
        assert_eq!(ApiError::variant_named(variant.name()).ok(), Some(variant));
    }
    for name in ["shogi", "KingOfTheHill", "chess ", ""] {
        match ApiError::variant_named(name) {
            Err(ApiError::Refused(ErrorCode::UnknownVariant, words)) => assert_eq!(
                words,
                format!(
                    "unknown variant `{name}`, expected chess, kingofthehill, racingkings or lielow"
                )
            ),
            other => panic!("{name:?}: {other:?}"),
        }
    }
}
