//! Everything that crosses the wire, typed: what clients send over a game
//! or lobby socket ([`ClientMsg`]), what the server sends ([`ServerMsg`]),
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

mod lobby;
mod names;
mod views;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::ids::GameId;

pub use lobby::{
    Counts, CreateGame, Named, PlayerTag, RatingRange, SeatAnswer, SeekView, YouView,
    LOBBY_MAX_BYTES, LOBBY_SNAPSHOT,
};
pub use names::{ColorChoice, EndReason, Opponent, Side, Status, VariantName};
pub use views::{
    ClaimsView, ClockSpec, ClockView, GameMoves, GameView, MoveView, MovesError, OffersView,
    OutcomeView, PlayerKind, PlayerView, PlayersView,
};

/// The codes of socket `error` messages: the one list of error codes,
/// shared with HTTP error bodies.
pub use crate::error::{ErrorCode, MoveWhy};

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
