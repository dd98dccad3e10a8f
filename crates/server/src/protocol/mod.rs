//! Everything that crosses the wire, typed: what clients send over a game
//! socket ([`ClientMsg`], `GameIn` in TypeScript) and what the server sends
//! on it ([`ServerMsg`], `GameOut`), the lobby socket's two directions
//! ([`LobbyIn`], [`LobbyOut`]),
//! and the JSON shapes shared with the HTTP API: the game as clients see
//! it in [`views`], finding a game and taking a seat in [`lobby`], names
//! in [`names`]. Parsed at the edge, so the rest of the server never sees
//! raw JSON. See docs/protocol.md.
//!
//! These types are the one source of the wire: the browser client's
//! TypeScript types (`web/src/generated/`) are generated from them
//! (`ts_rs::TS`), and a test fails when those files are stale (see
//! `wire_types.rs`). Numbers the client reads as JavaScript numbers are
//! marked `#[ts(type = "number")]` where Rust holds them in 64 bits.

mod actions;
pub mod arena;
mod chat;
mod lobby;
mod names;
mod views;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::ids::GameId;

pub use actions::{GameAction, NavStep, PageAction};
pub use chat::{ChatAuthor, ChatLine, ChatPreset, ChatRoom};
pub use lobby::{
    Counts, CreateGame, Named, PlayerTag, RatingRange, SeatAnswer, SeekView, YouView,
    CORRESPONDENCE_DAYS, LOBBY_MAX_BYTES, LOBBY_SNAPSHOT,
};
pub use names::{ColorChoice, EndReason, Opponent, Side, Status, VariantName};
pub use views::{
    ClaimsView, ClockSpec, ClockView, GameMoves, GameView, MoveView, MovesError, OffersView,
    OutcomeView, PlayerKind, PlayerView, PlayersView, TournamentTag,
};

/// The codes of socket `error` messages: the one list of error codes,
/// shared with HTTP error bodies.
pub use crate::error::{ErrorCode, MoveWhy};

/// What one player offers and the other answers: a draw, a takeback, a
/// rematch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum OfferKind {
    Draw,
    Takeback,
    Rematch,
}

/// A message from a client on a game socket.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "t", rename_all = "camelCase", rename_all_fields = "camelCase")]
#[ts(rename = "GameIn")]
pub enum ClientMsg {
    Move {
        uci: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ply: Option<u32>,
    },
    Resign,
    Abort,
    /// Makes an offer (agreed at once if the opponent made the same).
    Offer {
        kind: OfferKind,
    },
    /// Accepts (`yes`) or declines the opponent's offer.
    Answer {
        kind: OfferKind,
        yes: bool,
    },
    DrawClaim,
    ClaimVictory,
    /// A chat line: `text` a person typed, or a `preset` (exactly one).
    /// Players talk in the players' room, spectators in theirs.
    Chat {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        text: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        preset: Option<ChatPreset>,
    },
    /// Keeps the game and this socket's chat room for a person to read.
    ChatReport,
    /// In an arena game, before one's first move: halve one's own clock
    /// and give up the increment, for a point more if one wins.
    Berserk,
    Ping,
}

/// A message from the server on a game socket.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "t", rename_all = "camelCase", rename_all_fields = "camelCase")]
#[ts(rename = "GameOut")]
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
        /// The name and rating of who sat down, when they have a name.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        player: Option<PlayerTag>,
        /// Whether the game is rated now that both sit (a friend without
        /// a name makes it casual).
        #[serde(default)]
        rated: bool,
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
    /// `by` made an offer.
    Offered {
        #[ts(type = "number")]
        n: u64,
        kind: OfferKind,
        by: Side,
    },
    /// `by` declined the offer their opponent made.
    Declined {
        #[ts(type = "number")]
        n: u64,
        kind: OfferKind,
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
    /// A player of an arena game berserked: their clock is halved.
    Berserk {
        #[ts(type = "number")]
        n: u64,
        color: Side,
        clock: Option<ClockView>,
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
    /// The computer's search waits for the strong engine lane behind
    /// `ahead` others (sent when it is queued, and to a socket that
    /// connects meanwhile); the computer's move ends the wait.
    Busy {
        #[ts(type = "number")]
        ahead: u64,
    },
    Error {
        code: ErrorCode,
        error: String,
    },
    /// A line said in `room` (a socket hears only its own room).
    Chat {
        room: ChatRoom,
        from: ChatAuthor,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        text: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        preset: Option<ChatPreset>,
    },
    /// The socket's room as it stands: sent on every connect (after the
    /// game) and when a seat is taken. `free`: free text is taken here
    /// (otherwise only presets).
    ChatLog {
        room: ChatRoom,
        free: bool,
        lines: Vec<ChatLine>,
    },
    /// The report of this socket's room was kept.
    ChatReported,
    Pong,
}

impl ServerMsg {
    /// The event number, for numbered game events.
    pub fn n(&self) -> Option<u64> {
        match self {
            ServerMsg::State { n, .. }
            | ServerMsg::Joined { n, .. }
            | ServerMsg::Move { n, .. }
            | ServerMsg::Takeback { n, .. }
            | ServerMsg::Offered { n, .. }
            | ServerMsg::Declined { n, .. }
            | ServerMsg::Rematch { n, .. }
            | ServerMsg::InviteDeclined { n }
            | ServerMsg::Berserk { n, .. }
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

/// A message from a client on the lobby socket: seeks are made and
/// joined over HTTP, so only a ping.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "t", rename_all = "camelCase")]
pub enum LobbyIn {
    Ping,
}

/// A message from the server on the lobby socket.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "t", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum LobbyOut {
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
    Error {
        code: ErrorCode,
        error: String,
    },
    Pong,
}

impl LobbyOut {
    pub fn error(code: ErrorCode, error: impl Into<String>) -> LobbyOut {
        LobbyOut::Error {
            code,
            error: error.into(),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("lobby messages always serialise")
    }
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
        let m: ClientMsg = serde_json::from_str(r#"{"t":"answer","kind":"takeback","yes":true}"#)
            .expect("documented message");
        assert_eq!(
            m,
            ClientMsg::Answer {
                kind: OfferKind::Takeback,
                yes: true
            }
        );
        assert!(serde_json::from_str::<ClientMsg>(r#"{"t":"offer","kind":"tea"}"#).is_err());
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
