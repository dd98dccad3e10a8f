//! HTTP errors: every refusal carries a stable [`ErrorCode`] from one list
//! (its HTTP status follows from the code), answered as `{"code":
//! "no-game", "error": "..."}`: the page shows the translation of the
//! code, the sentence is for logs.

use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequest, FromRequestParts, Query, Request};
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::named::named_enum;
pub use crate::named::quoted;
use crate::store::StoreError;

named_enum! {
    /// Why the server refused something: the one list of error codes, carried
    /// by socket `error` messages and HTTP error bodies alike. The codes are
    /// stable (pages translate them); the English sentence beside them is for
    /// logs and people reading the wire.
    pub enum ErrorCode as "error code" {
        /// A request the server cannot read (bad JSON, a name that is not
        /// one of its values, a missing field).
        BadRequest = "bad-request",
        /// No game with this id.
        NoGame = "no-game",
        /// The seat secret is not one of this game's seats.
        WrongSeat = "wrong-seat",
        /// Nobody can take a seat of this game any more (taken, declined,
        /// finished or aborted).
        NoOpenSeat = "no-open-seat",
        /// The game is not in a state that allows this.
        Conflict = "conflict",
        /// The request body is too large.
        TooLarge = "too-large",
        /// The request's address (path and query) is too long.
        UriTooLong = "uri-too-long",
        /// The request's header lines are too many or too long.
        HeadersTooLarge = "headers-too-large",
        /// The server is stopping or handing the game to another node.
        Unavailable = "unavailable",
        /// Nothing is served at this address.
        UnknownAddress = "unknown-address",
        BadMessage = "bad-message",
        NotYourTurn = "not-your-turn",
        IllegalMove = "illegal-move",
        StaleMove = "stale-move",
        NotAPlayer = "not-a-player",
        NotPlaying = "not-playing",
        NoOffer = "no-offer",
        NoClaim = "no-claim",
        CannotAbort = "cannot-abort",
        CannotTakeback = "cannot-takeback",
        NotClaimable = "not-claimable",
        /// Too many requests of one kind in a short time: wait and try again.
        RateLimited = "rate-limited",
        /// The address already has as many unfinished games against the
        /// strongest computer as it may: finish or abort one (the answer's
        /// `games` names them).
        UnfinishedGames = "unfinished-games",
        /// The address already has as many open seeks as it may: cancel one
        /// or wait for a player (`games` names them).
        OpenSeeks = "open-seeks",
        /// The address already has as many unanswered invitations as it
        /// may: cancel one or wait for a friend (`games` names them).
        OpenInvitations = "open-invitations",
        Storage = "storage",
        /// A pasted PGN that does not read (`POST /api/analysis/pgn`; the
        /// answer says what and where).
        BadPgn = "bad-pgn",
        /// A name that is not one of the site's games (a puzzle address).
        UnknownVariant = "unknown-variant",
        /// No puzzle with this id, or none of this game at all.
        NoPuzzle = "no-puzzle",
        /// A start position that does not read, or is not one of the game.
        BadPosition = "bad-position",
        /// A start position where the game is already over.
        PositionOver = "position-over",
        /// A time control out of the offered range.
        BadClock = "bad-clock",
        /// A computer level that is not 1 to 8, or none for a computer game.
        BadLevel = "bad-level",
        /// More moves than one request may replay.
        TooManyMoves = "too-many-moves",
        /// A socket opened from another site's page.
        NotThisSite = "not-this-site",
        /// A player name shorter than 3 or longer than 20 characters.
        NameLength = "name-length",
        /// A player name with a character other than letters, digits, `_`, `-`.
        NameCharacters = "name-characters",
        /// A player name that is (or looks like) a reserved word.
        NameReserved = "name-reserved",
        /// A player name another player has (case aside).
        NameTaken = "name-taken",
        /// This browser's player already has a name.
        AlreadyNamed = "already-named",
        /// Something only a player with a name may do (a rated game).
        NoName = "no-name",
        /// No player has this name.
        NoPlayer = "no-player",
        /// A player key that does not read, or is not (or no longer) one.
        WrongKey = "wrong-key",
        /// No device of this player has this id.
        NoDevice = "no-device",
        /// A rated game without a clock.
        RatedNeedsClock = "rated-needs-clock",
        /// A rated game against the computer.
        RatedNotComputer = "rated-not-computer",
        /// A seek whose rating range leaves this player out.
        OutOfRange = "out-of-range",
        /// A chat line with nothing in it but spaces.
        ChatEmpty = "chat-empty",
        /// A chat line longer than 140 characters.
        ChatTooLong = "chat-too-long",
        /// A chat line with a control character (a line break, a tab...).
        ChatControl = "chat-control",
        /// More than 4 chat lines in 10 seconds.
        ChatFlood = "chat-flood",
        /// A chat line (nearly) repeating one of the author's last ones.
        ChatRepeated = "chat-repeated",
        /// Free text in a chat that takes only the preset lines (a lobby
        /// game between players without names).
        ChatPresetsOnly = "chat-presets-only",
        /// The chat room holds as many lines as one game keeps.
        ChatFull = "chat-full",
        /// Something only a finished game has (its GIF).
        NotFinished = "not-finished",
        /// No arena with this id.
        NoArena = "no-arena",
        /// An arena's length out of the offered range (10 to 180 minutes).
        ArenaLength = "arena-length",
        /// An arena's start in the past or too far ahead.
        ArenaStart = "arena-start",
        /// This player is already in the arena (and not paused).
        ArenaJoined = "arena-joined",
        /// The arena is over: nobody joins, pauses or leaves any more.
        ArenaOver = "arena-over",
        /// This player is not in the arena.
        NotInArena = "not-in-arena",
        /// Berserk is only before one's own first move.
        BerserkMoved = "berserk-moved",
        /// Berserk is only in arena games.
        NotArena = "not-arena",
        /// Takebacks and rematches are not for arena games.
        InArena = "in-arena",
        /// The player has made as many arenas as they may for now.
        ArenaLimit = "arena-limit",
        /// An `Authorization: Bearer` token that is not (or no longer) one.
        WrongToken = "wrong-token",
        /// The Bot API, asked by a player who is not a bot account.
        NotABot = "not-a-bot",
        /// Something a bot account may not do (the lobby's seeks, the
        /// Board API).
        BotAccount = "bot-account",
        /// No open challenge with this id for this player.
        NoChallenge = "no-challenge",
    }
}

named_enum! {
    /// Why a move is not legal where it is played (the rules crate's
    /// [`regalia_rules::Illegal`]); the page says it in words (`why-<name>`).
    pub enum MoveWhy as "reason" {
        NotAMove = "not-a-move",
        GameOver = "game-over",
        NoPiece = "no-piece",
        Ambiguous = "ambiguous",
        InCheck = "in-check",
        Pinned = "pinned",
        KingAttacked = "king-attacked",
        HillAttacked = "hill-attacked",
        GivesCheck = "gives-check",
        Castling = "castling",
        NotThisWay = "not-this-way",
    }
}

impl From<regalia_rules::Illegal> for MoveWhy {
    fn from(why: regalia_rules::Illegal) -> MoveWhy {
        // The same names on both sides (a test below holds them together).
        MoveWhy::from_name(why.name()).unwrap_or(MoveWhy::NotAMove)
    }
}

/// The body of every HTTP error answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ErrorBody {
    /// The stable code the page translates.
    pub code: ErrorCode,
    /// What is wrong, in English words for logs.
    pub error: String,
    /// For a refused list of moves (`POST /api/rules`): the number of the
    /// move refused, 1 for the first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub ply: Option<usize>,
    /// With `ply`: why that move is not legal, when the rules can tell.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub why: Option<MoveWhy>,
    /// For a refusal because of what the address holds (`unfinished-games`,
    /// `open-seeks`, `open-invitations`): the ids of those games.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub games: Option<Vec<String>>,
}

/// A refused or failed request: a stable [`ErrorCode`] (the HTTP status
/// follows from it) and English words for logs.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// Refused, with its code and what was wrong.
    #[error("{1}")]
    Refused(ErrorCode, String),
    #[error("{0}")]
    Storage(#[from] StoreError),
    #[error("the server is shutting down")]
    Unavailable,
    /// A list of moves (`POST /api/rules`) whose move number `ply` (1 for
    /// the first) cannot be played; the answer carries that number.
    #[error("{message}")]
    BadMove {
        ply: usize,
        message: String,
        why: Option<MoveWhy>,
    },
    /// The address holds as many games of a kind as it may (`code` says
    /// which kind); `games` are their ids, for the page to link to.
    #[error("{message}")]
    Holding {
        code: ErrorCode,
        games: Vec<String>,
        message: &'static str,
    },
}

impl ApiError {
    /// A refusal with `code`; `words` say what was wrong, for logs.
    pub fn refused(code: ErrorCode, words: impl Into<String>) -> ApiError {
        ApiError::Refused(code, words.into())
    }

    pub fn no_game(id: &str) -> ApiError {
        ApiError::refused(ErrorCode::NoGame, format!("no game `{}`", quoted(id)))
    }

    /// The game an address names (`/api/tv/{variant}`,
    /// `/api/explorer/{variant}`), or `unknown-variant` (400) saying which
    /// names are games.
    pub fn variant_named(name: &str) -> Result<regalia_rules::Variant, ApiError> {
        use regalia_rules::Variant;
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == name)
            .ok_or_else(|| {
                let names = Variant::ALL.map(Variant::name);
                ApiError::refused(
                    ErrorCode::UnknownVariant,
                    crate::named::unknown("variant", name, &names),
                )
            })
    }

    /// A request that does not read (bad JSON, a missing field).
    pub fn bad_request(words: impl Into<String>) -> ApiError {
        ApiError::refused(ErrorCode::BadRequest, words)
    }

    /// The stable code the page translates.
    pub fn code(&self) -> ErrorCode {
        match self {
            ApiError::Refused(code, _) => *code,
            ApiError::Storage(e) if e.is_unavailable() => ErrorCode::Unavailable,
            ApiError::Storage(_) => ErrorCode::Storage,
            ApiError::Unavailable => ErrorCode::Unavailable,
            ApiError::BadMove { .. } => ErrorCode::IllegalMove,
            ApiError::Holding { code, .. } => *code,
        }
    }

    pub fn status(&self) -> StatusCode {
        self.code().status()
    }
}

impl ErrorCode {
    /// The HTTP status of a refusal with this code.
    pub fn status(self) -> StatusCode {
        match self {
            ErrorCode::NoGame
            | ErrorCode::UnknownAddress
            | ErrorCode::NoPuzzle
            | ErrorCode::NoPlayer
            | ErrorCode::NoDevice
            | ErrorCode::NoArena
            | ErrorCode::NoChallenge => StatusCode::NOT_FOUND,
            ErrorCode::WrongToken => StatusCode::UNAUTHORIZED,
            ErrorCode::WrongSeat
            | ErrorCode::NotAPlayer
            | ErrorCode::NotThisSite
            | ErrorCode::WrongKey
            | ErrorCode::NoName
            | ErrorCode::OutOfRange
            | ErrorCode::ChatPresetsOnly
            | ErrorCode::NotABot
            | ErrorCode::BotAccount => StatusCode::FORBIDDEN,
            ErrorCode::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ErrorCode::UriTooLong => StatusCode::URI_TOO_LONG,
            ErrorCode::HeadersTooLarge => StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            // Holding too many is a refusal of one more, as a rate is.
            ErrorCode::RateLimited
            | ErrorCode::UnfinishedGames
            | ErrorCode::OpenSeeks
            | ErrorCode::OpenInvitations
            | ErrorCode::ChatFlood
            | ErrorCode::ArenaLimit => StatusCode::TOO_MANY_REQUESTS,
            ErrorCode::Storage => StatusCode::INTERNAL_SERVER_ERROR,
            ErrorCode::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            ErrorCode::BadRequest
            | ErrorCode::BadMessage
            | ErrorCode::IllegalMove
            | ErrorCode::StaleMove
            | ErrorCode::BadPgn
            | ErrorCode::UnknownVariant
            | ErrorCode::BadPosition
            | ErrorCode::PositionOver
            | ErrorCode::BadClock
            | ErrorCode::BadLevel
            | ErrorCode::TooManyMoves
            | ErrorCode::NameLength
            | ErrorCode::NameCharacters
            | ErrorCode::NameReserved
            | ErrorCode::RatedNeedsClock
            | ErrorCode::RatedNotComputer
            | ErrorCode::ChatEmpty
            | ErrorCode::ChatTooLong
            | ErrorCode::ChatControl
            | ErrorCode::ArenaLength
            | ErrorCode::ArenaStart => StatusCode::BAD_REQUEST,
            ErrorCode::NoOpenSeat
            | ErrorCode::Conflict
            | ErrorCode::NotYourTurn
            | ErrorCode::NotPlaying
            | ErrorCode::NoOffer
            | ErrorCode::NoClaim
            | ErrorCode::CannotAbort
            | ErrorCode::CannotTakeback
            | ErrorCode::NotClaimable
            | ErrorCode::NameTaken
            | ErrorCode::AlreadyNamed
            | ErrorCode::ChatRepeated
            | ErrorCode::ChatFull
            | ErrorCode::NotFinished
            | ErrorCode::ArenaJoined
            | ErrorCode::ArenaOver
            | ErrorCode::NotInArena
            | ErrorCode::BerserkMoved
            | ErrorCode::NotArena
            | ErrorCode::InArena => StatusCode::CONFLICT,
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        if let ApiError::Storage(e) = &self {
            tracing::error!(error = %e, "storage failure while answering a request");
        }
        let body = ErrorBody {
            code: self.code(),
            error: self.to_string(),
            ply: match &self {
                ApiError::BadMove { ply, .. } => Some(*ply),
                _ => None,
            },
            why: match &self {
                ApiError::BadMove { why, .. } => *why,
                _ => None,
            },
            games: match &self {
                ApiError::Holding { games, .. } => Some(games.clone()),
                _ => None,
            },
        };
        (self.status(), Json(body)).into_response()
    }
}

/// `Query` whose rejections (a field given twice, a number that is not
/// one) are answered in the API's error shape.
pub struct ApiQuery<T>(pub T);

impl<S, T> FromRequestParts<S> for ApiQuery<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        Query::<T>::from_request_parts(parts, state)
            .await
            .map(|Query(value)| ApiQuery(value))
            .map_err(|e| ApiError::bad_request(quoted(&e.body_text())))
    }
}

/// `Json` whose rejections are answered in the API's error shape.
pub struct ApiJson<T>(pub T);

impl<S, T> FromRequest<S> for ApiJson<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        match Json::<T>::from_request(req, state).await {
            Ok(Json(value)) => Ok(ApiJson(value)),
            Err(JsonRejection::BytesRejection(e))
                if e.status() == StatusCode::PAYLOAD_TOO_LARGE =>
            {
                Err(ApiError::refused(
                    ErrorCode::TooLarge,
                    "the request body is too large",
                ))
            }
            Err(e) => Err(ApiError::bad_request(e.body_text())),
        }
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod why_tests {
    use super::MoveWhy;
    use regalia_rules::Illegal;

    #[test]
    fn every_reason_of_the_rules_has_its_wire_name() {
        let all = [
            Illegal::NotAMove,
            Illegal::GameOver,
            Illegal::NoPiece,
            Illegal::Ambiguous,
            Illegal::InCheck,
            Illegal::Pinned,
            Illegal::KingAttacked,
            Illegal::HillAttacked,
            Illegal::GivesCheck,
            Illegal::Castling,
            Illegal::NotThisWay,
        ];
        assert_eq!(all.len(), MoveWhy::ALL.len());
        for why in all {
            assert_eq!(
                MoveWhy::from_name(why.name()).map(MoveWhy::name),
                Some(why.name())
            );
        }
    }
}
