//! Everything that crosses the wire, typed: what clients send over a game
//! or lobby socket ([`ClientMsg`]), what the server sends ([`ServerMsg`]),
//! and the JSON shapes shared with the HTTP API. Parsed at the edge, so the
//! rest of the server never sees raw JSON. See docs/protocol.md.

use std::collections::BTreeMap;

use regalia_rules::{Claims, Color, Outcome};
use serde::{Deserialize, Serialize};

/// A colour on the wire: `"white"` / `"black"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    White,
    Black,
}

impl From<Color> for Side {
    fn from(c: Color) -> Side {
        if c.is_white() {
            Side::White
        } else {
            Side::Black
        }
    }
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

impl Side {
    pub fn name(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }
}

/// A message from a client on a game or lobby socket.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum ClientMsg {
    Move {
        uci: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ply: Option<u32>,
    },
    Resign,
    Abort,
    DrawOffer,
    DrawAccept,
    DrawDecline,
    DrawClaim,
    TakebackOffer,
    TakebackAccept,
    TakebackDecline,
    RematchOffer,
    RematchAccept,
    RematchDecline,
    ClaimVictory,
    Ping,
}

/// Why the server refused something: the one list of error codes, carried
/// by socket `error` messages and HTTP error bodies alike. The codes are
/// stable (pages translate them); the English sentence beside them is for
/// logs and people reading the wire.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ErrorCode {
    /// A request the server cannot read or accept (bad JSON, variant, FEN,
    /// clock, level, colour).
    BadRequest,
    /// No game with this id.
    NoGame,
    /// The seat secret is not one of this game's seats.
    WrongSeat,
    /// Nobody can take a seat of this game any more (taken, declined,
    /// finished or aborted).
    NoOpenSeat,
    /// The game is not in a state that allows this.
    Conflict,
    /// The request body is too large.
    TooLarge,
    /// The server is stopping or handing the game to another node.
    Unavailable,
    /// Nothing is served at this address.
    UnknownAddress,
    BadMessage,
    NotYourTurn,
    IllegalMove,
    StaleMove,
    NotAPlayer,
    NotPlaying,
    NoOffer,
    NoClaim,
    CannotAbort,
    CannotTakeback,
    NotClaimable,
    RateLimited,
    Storage,
}

impl ErrorCode {
    /// The code as it is written on the wire (`illegal-move`).
    pub fn name(self) -> &'static str {
        match self {
            ErrorCode::BadRequest => "bad-request",
            ErrorCode::NoGame => "no-game",
            ErrorCode::WrongSeat => "wrong-seat",
            ErrorCode::NoOpenSeat => "no-open-seat",
            ErrorCode::Conflict => "conflict",
            ErrorCode::TooLarge => "too-large",
            ErrorCode::Unavailable => "unavailable",
            ErrorCode::UnknownAddress => "unknown-address",
            ErrorCode::BadMessage => "bad-message",
            ErrorCode::NotYourTurn => "not-your-turn",
            ErrorCode::IllegalMove => "illegal-move",
            ErrorCode::StaleMove => "stale-move",
            ErrorCode::NotAPlayer => "not-a-player",
            ErrorCode::NotPlaying => "not-playing",
            ErrorCode::NoOffer => "no-offer",
            ErrorCode::NoClaim => "no-claim",
            ErrorCode::CannotAbort => "cannot-abort",
            ErrorCode::CannotTakeback => "cannot-takeback",
            ErrorCode::NotClaimable => "not-claimable",
            ErrorCode::RateLimited => "rate-limited",
            ErrorCode::Storage => "storage",
        }
    }

    /// Every code, for tests and the pages' translations.
    pub const ALL: [ErrorCode; 21] = [
        ErrorCode::BadRequest,
        ErrorCode::NoGame,
        ErrorCode::WrongSeat,
        ErrorCode::NoOpenSeat,
        ErrorCode::Conflict,
        ErrorCode::TooLarge,
        ErrorCode::Unavailable,
        ErrorCode::UnknownAddress,
        ErrorCode::BadMessage,
        ErrorCode::NotYourTurn,
        ErrorCode::IllegalMove,
        ErrorCode::StaleMove,
        ErrorCode::NotAPlayer,
        ErrorCode::NotPlaying,
        ErrorCode::NoOffer,
        ErrorCode::NoClaim,
        ErrorCode::CannotAbort,
        ErrorCode::CannotTakeback,
        ErrorCode::NotClaimable,
        ErrorCode::RateLimited,
        ErrorCode::Storage,
    ];
}

/// A message from the server.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum ServerMsg {
    State {
        n: u64,
        you: Option<Side>,
        game: Box<GameView>,
    },
    Joined {
        n: u64,
        color: Side,
    },
    Move {
        n: u64,
        uci: String,
        san: String,
        ply: usize,
        fen: String,
        turn: Side,
        check: bool,
        dests: BTreeMap<String, Vec<String>>,
        claims: ClaimsView,
        clock: Option<ClockView>,
    },
    Takeback {
        n: u64,
        plies: usize,
        ply: usize,
        fen: String,
        turn: Side,
        check: bool,
        last_move: Option<String>,
        dests: BTreeMap<String, Vec<String>>,
        claims: ClaimsView,
        clock: Option<ClockView>,
    },
    DrawOffer {
        n: u64,
        by: Side,
    },
    DrawDeclined {
        n: u64,
        by: Side,
    },
    TakebackOffer {
        n: u64,
        by: Side,
    },
    TakebackDeclined {
        n: u64,
        by: Side,
    },
    RematchOffer {
        n: u64,
        by: Side,
    },
    RematchDeclined {
        n: u64,
        by: Side,
    },
    Rematch {
        n: u64,
        id: String,
        url: String,
    },
    /// The friend invited by link declined; an `end` (aborted) follows.
    InviteDeclined {
        n: u64,
    },
    End {
        n: u64,
        status: Status,
        outcome: Option<OutcomeView>,
        clock: Option<ClockView>,
    },
    Presence {
        white: bool,
        black: bool,
        spectators: u32,
        claimable: Option<Side>,
    },
    Error {
        code: ErrorCode,
        error: String,
    },
    Pong,
    /// The lobby on connect: the newest seeks (at most
    /// [`LOBBY_SNAPSHOT`]; `counts.seeks` is the whole number).
    Lobby {
        seeks: Vec<SeekView>,
        counts: Counts,
    },
    /// What changed in the lobby since the last `lobby` or `seeks`
    /// message (sent at most four times a second).
    Seeks {
        added: Vec<SeekView>,
        removed: Vec<String>,
        counts: Counts,
    },
    Counts {
        players: u64,
        games: u64,
        seeks: u64,
    },
}

impl ServerMsg {
    /// The event number, for numbered game events.
    pub fn n(&self) -> Option<u64> {
        match self {
            ServerMsg::State { n, .. }
            | ServerMsg::Joined { n, .. }
            | ServerMsg::Move { n, .. }
            | ServerMsg::Takeback { n, .. }
            | ServerMsg::DrawOffer { n, .. }
            | ServerMsg::DrawDeclined { n, .. }
            | ServerMsg::TakebackOffer { n, .. }
            | ServerMsg::TakebackDeclined { n, .. }
            | ServerMsg::RematchOffer { n, .. }
            | ServerMsg::RematchDeclined { n, .. }
            | ServerMsg::Rematch { n, .. }
            | ServerMsg::InviteDeclined { n }
            | ServerMsg::End { n, .. } => Some(*n),
            _ => None,
        }
    }

    pub fn error(code: ErrorCode, error: impl Into<String>) -> ServerMsg {
        ServerMsg::Error {
            code,
            error: error.into(),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("server messages always serialise")
    }
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// A seat is still open (friend invitation or lobby seek).
    Waiting,
    Playing,
    Finished,
    Aborted,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Waiting => "waiting",
            Status::Playing => "playing",
            Status::Finished => "finished",
            Status::Aborted => "aborted",
        }
    }

    pub fn from_name(name: &str) -> Option<Status> {
        [
            Status::Waiting,
            Status::Playing,
            Status::Finished,
            Status::Aborted,
        ]
        .into_iter()
        .find(|s| s.name() == name)
    }

    pub fn is_over(self) -> bool {
        matches!(self, Status::Finished | Status::Aborted)
    }
}

/// Who the creator plays against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Opponent {
    Friend,
    Seek,
    Computer,
}

impl Opponent {
    pub fn name(self) -> &'static str {
        match self {
            Opponent::Friend => "friend",
            Opponent::Seek => "seek",
            Opponent::Computer => "computer",
        }
    }

    pub fn from_name(name: &str) -> Option<Opponent> {
        [Opponent::Friend, Opponent::Seek, Opponent::Computer]
            .into_iter()
            .find(|o| o.name() == name)
    }
}

/// The creator's choice of colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ColorChoice {
    White,
    Black,
    #[default]
    Random,
}

impl ColorChoice {
    pub fn name(self) -> &'static str {
        match self {
            ColorChoice::White => "white",
            ColorChoice::Black => "black",
            ColorChoice::Random => "random",
        }
    }

    pub fn from_name(name: &str) -> Option<ColorChoice> {
        [ColorChoice::White, ColorChoice::Black, ColorChoice::Random]
            .into_iter()
            .find(|c| c.name() == name)
    }
}

/// Clocks as sent to clients, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ClockView {
    pub initial: i64,
    pub increment: i64,
    pub white: i64,
    pub black: i64,
    pub running: Option<Side>,
}

/// A time control as players give it, in seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ClockSpec {
    pub initial: u32,
    pub increment: u32,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ClaimsView {
    pub threefold: bool,
    pub fifty_moves: bool,
}

impl From<Claims> for ClaimsView {
    fn from(c: Claims) -> ClaimsView {
        ClaimsView {
            threefold: c.threefold,
            fifty_moves: c.fifty_moves,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OutcomeView {
    pub winner: Option<Side>,
    pub reason: String,
}

impl From<Outcome> for OutcomeView {
    fn from(o: Outcome) -> OutcomeView {
        OutcomeView {
            winner: o.winner.map(Side::from),
            reason: o.reason.name().to_owned(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveView {
    pub uci: String,
    pub san: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PlayerKind {
    Human,
    Computer,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    pub kind: PlayerKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<u8>,
    pub joined: bool,
    pub online: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayersView {
    pub white: PlayerView,
    pub black: PlayerView,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OffersView {
    pub draw: Option<Side>,
    pub takeback: Option<Side>,
    pub rematch: Option<Side>,
}

/// A snapshot of a game (HTTP `GET /api/games/{id}` and the socket's `state`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameView {
    pub id: String,
    pub variant: String,
    pub status: Status,
    pub opponent: Opponent,
    pub initial_fen: String,
    pub fen: String,
    pub turn: Side,
    pub ply: usize,
    pub moves: Vec<MoveView>,
    pub last_move: Option<String>,
    pub check: bool,
    pub dests: BTreeMap<String, Vec<String>>,
    pub claims: ClaimsView,
    pub clock: Option<ClockView>,
    pub players: PlayersView,
    pub offers: OffersView,
    pub outcome: Option<OutcomeView>,
    pub rematch: Option<String>,
    pub n: u64,
}

/// Seeks a lobby snapshot holds at most (the newest).
pub const LOBBY_SNAPSHOT: usize = 100;
/// No lobby message is longer than this.
pub const LOBBY_MAX_BYTES: usize = 32 * 1024;

/// An open seek in the lobby.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SeekView {
    pub id: String,
    pub variant: String,
    pub color: ColorChoice,
    pub clock: Option<ClockSpec>,
    pub fen: Option<String>,
    pub own: bool,
    pub created_at: i64,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counts {
    pub players: u64,
    pub games: u64,
    pub seeks: u64,
}

/// `POST /api/games`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateGame {
    pub variant: String,
    #[serde(default)]
    pub fen: Option<String>,
    #[serde(default)]
    pub color: ColorChoice,
    #[serde(default)]
    pub clock: Option<ClockSpec>,
    pub opponent: Opponent,
    #[serde(default)]
    pub level: Option<u8>,
}

/// The answer to creating or joining a game: the seat just taken.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatAnswer {
    pub id: String,
    pub color: Side,
    pub seat: String,
    pub url: String,
    pub invite_url: String,
    pub socket: String,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rejoined: bool,
}

/// The seat this browser holds in a game, for `GET /api/games/{id}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct YouView {
    pub color: Side,
    pub url: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_code_names_are_their_wire_text() {
        for code in ErrorCode::ALL {
            let text = serde_json::to_string(&code).expect("codes serialise");
            assert_eq!(text, format!("\"{}\"", code.name()));
        }
    }

    #[test]
    fn client_messages_parse_from_their_documented_text() {
        let m: ClientMsg = serde_json::from_str(r#"{"t":"move","uci":"e2e4","ply":0}"#)
            .expect("documented move message");
        assert_eq!(
            m,
            ClientMsg::Move {
                uci: "e2e4".into(),
                ply: Some(0)
            }
        );
        let m: ClientMsg =
            serde_json::from_str(r#"{"t":"takebackAccept"}"#).expect("documented message");
        assert_eq!(m, ClientMsg::TakebackAccept);
        assert!(serde_json::from_str::<ClientMsg>(r#"{"t":"teleport"}"#).is_err());
        assert!(serde_json::from_str::<ClientMsg>(r#"{"t":"move"}"#).is_err());
    }

    #[test]
    fn server_messages_use_documented_field_names() {
        let text = ServerMsg::Takeback {
            n: 3,
            plies: 1,
            ply: 0,
            fen: "f".into(),
            turn: Side::White,
            check: false,
            last_move: None,
            dests: BTreeMap::new(),
            claims: ClaimsView::default(),
            clock: None,
        }
        .to_json();
        assert!(text.contains(r#""t":"takeback""#), "{text}");
        assert!(text.contains(r#""lastMove":null"#), "{text}");
        assert!(text.contains(r#""fiftyMoves":false"#), "{text}");
        let err = ServerMsg::error(ErrorCode::IllegalMove, "x").to_json();
        assert!(err.contains(r#""code":"illegal-move""#), "{err}");
    }
}
