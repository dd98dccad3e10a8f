//! Everything that crosses the wire, typed: what clients send over a game
//! or lobby socket ([`ClientMsg`]), what the server sends ([`ServerMsg`]),
//! and the JSON shapes shared with the HTTP API. Parsed at the edge, so the
//! rest of the server never sees raw JSON. See docs/protocol.md.
//!
//! These types are the one source of the wire: the browser client's
//! TypeScript types (`web/src/generated/`) are generated from them
//! (`ts_rs::TS`), and a test fails when those files are stale (see
//! `wire_types.rs`). Numbers the client reads as JavaScript numbers are
//! marked `#[ts(type = "number")]` where Rust holds them in 64 bits.

mod names;

use std::collections::BTreeMap;

use regalia_rules::{Claims, GameRecord, Outcome};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::ids::{GameId, Secret};

pub use names::{EndReason, Side, VariantName};

/// The codes of socket `error` messages: the one list of error codes,
/// shared with HTTP error bodies.
pub use crate::error::ErrorCode;

/// A message from a client on a game or lobby socket.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
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

/// A message from the server.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "t", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum ServerMsg {
    State {
        #[ts(type = "number")]
        n: u64,
        you: Option<Side>,
        game: Box<GameView>,
    },
    Joined {
        #[ts(type = "number")]
        n: u64,
        color: Side,
    },
    Move {
        #[ts(type = "number")]
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
        #[ts(type = "number")]
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
        #[ts(type = "number")]
        n: u64,
        by: Side,
    },
    DrawDeclined {
        #[ts(type = "number")]
        n: u64,
        by: Side,
    },
    TakebackOffer {
        #[ts(type = "number")]
        n: u64,
        by: Side,
    },
    TakebackDeclined {
        #[ts(type = "number")]
        n: u64,
        by: Side,
    },
    RematchOffer {
        #[ts(type = "number")]
        n: u64,
        by: Side,
    },
    RematchDeclined {
        #[ts(type = "number")]
        n: u64,
        by: Side,
    },
    Rematch {
        #[ts(type = "number")]
        n: u64,
        id: GameId,
        url: String,
    },
    /// The friend invited by link declined; an `end` (aborted) follows.
    InviteDeclined {
        #[ts(type = "number")]
        n: u64,
    },
    End {
        #[ts(type = "number")]
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
        removed: Vec<GameId>,
        counts: Counts,
    },
    Counts {
        #[ts(type = "number")]
        players: u64,
        #[ts(type = "number")]
        games: u64,
        #[ts(type = "number")]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClockView {
    #[ts(type = "number")]
    pub initial: i64,
    #[ts(type = "number")]
    pub increment: i64,
    #[ts(type = "number")]
    pub white: i64,
    #[ts(type = "number")]
    pub black: i64,
    pub running: Option<Side>,
}

/// A time control as players give it, in seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClockSpec {
    pub initial: u32,
    pub increment: u32,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
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

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct OutcomeView {
    pub winner: Option<Side>,
    pub reason: EndReason,
}

impl From<Outcome> for OutcomeView {
    fn from(o: Outcome) -> OutcomeView {
        OutcomeView {
            winner: o.winner.map(Side::from),
            reason: o.reason.into(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct MoveView {
    pub uci: String,
    pub san: String,
    /// The position the move led to (FEN, or Lielow's position text), so
    /// a page shows any past ply without asking the server.
    pub fen: String,
    /// Whether that position is check.
    pub check: bool,
}

impl MoveView {
    /// Every move of a record, with the position each led to.
    pub fn all(record: &GameRecord) -> Vec<MoveView> {
        record
            .moves()
            .iter()
            .zip(record.positions_after())
            .map(|(m, after)| MoveView {
                uci: m.uci.clone(),
                san: m.display.clone(),
                fen: after.fen.clone(),
                check: after.check,
            })
            .collect()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum PlayerKind {
    Human,
    Computer,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    pub kind: PlayerKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<u8>,
    pub joined: bool,
    pub online: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct PlayersView {
    pub white: PlayerView,
    pub black: PlayerView,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct OffersView {
    pub draw: Option<Side>,
    pub takeback: Option<Side>,
    pub rematch: Option<Side>,
}

/// A snapshot of a game (HTTP `GET /api/games/{id}` and the socket's `state`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct GameView {
    pub id: GameId,
    pub variant: VariantName,
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
    pub rematch: Option<GameId>,
    #[ts(type = "number")]
    pub n: u64,
}

/// Seeks a lobby snapshot holds at most (the newest).
pub const LOBBY_SNAPSHOT: usize = 100;
/// No lobby message is longer than this.
pub const LOBBY_MAX_BYTES: usize = 32 * 1024;

/// An open seek in the lobby.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SeekView {
    pub id: GameId,
    pub variant: VariantName,
    pub color: ColorChoice,
    pub clock: Option<ClockSpec>,
    pub fen: Option<String>,
    pub own: bool,
    #[ts(type = "number")]
    pub created_at: i64,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Counts {
    #[ts(type = "number")]
    pub players: u64,
    #[ts(type = "number")]
    pub games: u64,
    #[ts(type = "number")]
    pub seeks: u64,
}

/// `POST /api/games`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CreateGame {
    pub variant: VariantName,
    /// The start position; none (or `null`) for the game's standard one.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub fen: Option<String>,
    #[serde(default)]
    pub color: ColorChoice,
    /// The time control; none (or `null`) for an unlimited game.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub clock: Option<ClockSpec>,
    pub opponent: Opponent,
    /// The computer's level (1 to 8), for a game against the computer.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub level: Option<u8>,
}

/// The answer to creating or joining a game: the seat just taken.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SeatAnswer {
    pub id: GameId,
    pub color: Side,
    pub seat: Secret,
    pub url: String,
    pub invite_url: String,
    pub socket: String,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rejoined: bool,
}

/// The seat this browser holds in a game, for `GET /api/games/{id}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct YouView {
    pub color: Side,
    pub url: String,
}

#[cfg(test)]
mod tests {
    use super::*;

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
