//! What nodes say to each other over Redis pub/sub, as JSON. Each node
//! listens on its own channel (requests for the games it owns, answers,
//! socket traffic) and on the cluster's broadcast channel (lobby, counts).

use serde::{Deserialize, Serialize};

use crate::error::{ApiError, ErrorCode};
use crate::ids::Secret;
use crate::protocol::{ClientMsg, GameView, SeatAnswer, SeekView, Side, YouView};
use crate::store::StoreError;

/// One message between nodes.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Wire {
    /// To a game's owner: a question whose answer comes back as `Reply`.
    Req(Question),
    /// The answer to request `id`.
    Reply {
        id: u64,
        result: Result<Answer, WireError>,
    },
    /// To a game's owner: a socket of another node opened on the game.
    Connect {
        game: String,
        #[serde(flatten)]
        guest: Guest,
    },
    /// To a game's owner: a message from that socket.
    Msg {
        from: String,
        conn: u64,
        msg: ClientMsg,
    },
    /// To a game's owner: that socket closed.
    Leave { from: String, conn: u64 },
    /// From a game's owner: text for a socket of the receiving node.
    Deliver { conn: u64, text: String },
    /// From a game's owner: it let the socket go (too slow, or the game
    /// left memory); the receiving node closes it and the client
    /// reconnects.
    Closed { conn: u64 },
    /// Broadcast: an open seek on a game `node` owns.
    SeekAdd {
        node: String,
        session: String,
        seek: SeekView,
    },
    /// Broadcast: a seek is no longer open.
    SeekRemove { node: String, id: String },
    /// Broadcast at each heartbeat: a node's own figures.
    Counts {
        node: String,
        players: u64,
        games: u64,
    },
    /// Broadcast: a node has started; others send it their seeks.
    Hello { node: String },
    /// To an arena's owner: a socket of another node follows the arena
    /// (standings page `page`, as player `name`); the standings come back
    /// as `Deliver`, and `Leave` ends it.
    ArenaWatch {
        arena: String,
        from: String,
        conn: u64,
        name: Option<String>,
        page: u32,
    },
    /// To an arena's owner: that socket follows another page.
    ArenaPage { from: String, conn: u64, page: u32 },
}

/// A question from node `from` for the owner of `game`, answered by a
/// `Reply` with the same `id`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Question {
    pub from: String,
    pub id: u64,
    pub game: String,
    pub req: Req,
}

/// A question for a game's owner, mirroring the game task's commands
/// that have an answer.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "k", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Req {
    Authorize {
        seat: Option<Secret>,
    },
    Join {
        session: String,
        player: Option<crate::protocol::Named>,
    },
    Decline {
        session: String,
        /// The creator withdraws its own waiting game (`Cmd::Decline`).
        #[serde(default)]
        withdraw: bool,
    },
    View {
        session: String,
        seat: Option<Secret>,
    },
    Pgn,
    /// `name` joins the arena (`game` is the arena's id).
    ArenaJoin {
        name: String,
        session: String,
        rating: f64,
        shown: String,
    },
    /// `name` pauses in the arena, or leaves it (`withdraw`).
    ArenaPause {
        name: String,
        withdraw: bool,
    },
}

/// The answer to a [`Req`], one variant per question.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "k", rename_all = "camelCase")]
pub enum Answer {
    /// The role the seat gives: a colour, or none for a spectator.
    Authorize {
        role: Option<Side>,
    },
    Join {
        seat: SeatAnswer,
    },
    Decline,
    View {
        game: Box<GameView>,
        you: Option<YouView>,
    },
    Pgn {
        text: String,
    },
    /// The arena took the join or pause.
    Arena,
}

/// Which [`ApiError`] a [`WireError`] stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum WireErrorKind {
    Storage,
    Unavailable,
    /// A refusal with its code.
    Refused(ErrorCode),
}

/// An [`ApiError`] on the wire.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WireError {
    pub kind: WireErrorKind,
    pub message: String,
}

impl From<&ApiError> for WireError {
    fn from(e: &ApiError) -> WireError {
        use WireErrorKind as K;
        let (kind, message) = match e {
            ApiError::BadMove { message, .. } => {
                (K::Refused(ErrorCode::IllegalMove), message.clone())
            }
            ApiError::Storage(e) => (K::Storage, e.to_string()),
            ApiError::Unavailable => (K::Unavailable, String::new()),
            ApiError::Refused(code, m) => (K::Refused(*code), m.clone()),
            // Only made where a game is created, never for another node:
            // the code and words cross, the list of games does not.
            ApiError::Holding { code, message, .. } => (K::Refused(*code), (*message).into()),
        };
        WireError { kind, message }
    }
}

impl From<WireError> for ApiError {
    fn from(e: WireError) -> ApiError {
        use WireErrorKind as K;
        match e.kind {
            K::Storage => ApiError::Storage(StoreError::Database(e.message)),
            K::Unavailable => ApiError::Unavailable,
            K::Refused(code) => ApiError::Refused(code, e.message),
        }
    }
}

/// Who a guest socket is: its node, its number there, its role and the
/// last event it saw.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Guest {
    pub from: String,
    pub conn: u64,
    pub role: Option<Side>,
    pub since: Option<u64>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_round_trip_through_json() {
        let msgs = vec![
            Wire::Req(Question {
                from: "n1".into(),
                id: 7,
                game: "abcd".into(),
                req: Req::View {
                    session: "s".into(),
                    seat: None,
                },
            }),
            Wire::Connect {
                game: "abcd".into(),
                guest: Guest {
                    from: "n2".into(),
                    conn: 4,
                    role: Some(Side::White),
                    since: Some(12),
                },
            },
            Wire::Reply {
                id: 7,
                result: Err(WireError::from(&ApiError::refused(
                    ErrorCode::WrongSeat,
                    "no",
                ))),
            },
            Wire::Reply {
                id: 8,
                result: Ok(Answer::Authorize {
                    role: Some(Side::Black),
                }),
            },
            Wire::Reply {
                id: 9,
                result: Ok(Answer::Pgn {
                    text: "1. e4 *".into(),
                }),
            },
            Wire::Msg {
                from: "n2".into(),
                conn: 3,
                msg: ClientMsg::Move {
                    uci: "e2e4".into(),
                    ply: Some(0),
                },
            },
            Wire::Deliver {
                conn: 3,
                text: "{\"t\":\"pong\"}".into(),
            },
        ];
        for m in msgs {
            let text = serde_json::to_string(&m).unwrap();
            let back: Wire = serde_json::from_str(&text).unwrap();
            assert_eq!(serde_json::to_string(&back).unwrap(), text);
        }
    }

    /// Nodes of the version before questions and arrivals had their own
    /// types read them the same.
    #[test]
    fn questions_and_arrivals_keep_their_json() {
        let question = Wire::Req(Question {
            from: "n1".into(),
            id: 7,
            game: "abcd".into(),
            req: Req::Pgn,
        });
        assert_eq!(
            serde_json::to_string(&question).unwrap(),
            r#"{"t":"req","from":"n1","id":7,"game":"abcd","req":{"k":"pgn"}}"#
        );
        let before = r#"{"t":"connect","from":"n2","conn":4,"game":"abcd","role":null,"since":12}"#;
        let Ok(Wire::Connect { game, guest }) = serde_json::from_str(before) else {
            panic!("a socket's arrival reads as one");
        };
        assert_eq!(
            (game.as_str(), guest.from.as_str(), guest.conn),
            ("abcd", "n2", 4)
        );
        assert_eq!((guest.role, guest.since), (None, Some(12)));
        let again: serde_json::Value = serde_json::to_value(Wire::Connect { game, guest }).unwrap();
        assert_eq!(
            again,
            serde_json::from_str::<serde_json::Value>(before).unwrap()
        );
    }

    #[test]
    fn errors_keep_their_kind_and_words() {
        for e in [
            ApiError::bad_request("bad"),
            ApiError::refused(ErrorCode::WrongSeat, "not yours"),
            ApiError::no_game("x"),
            ApiError::refused(ErrorCode::Conflict, "taken"),
            ApiError::refused(ErrorCode::RateLimited, "slow"),
            ApiError::Unavailable,
            ApiError::Refused(ErrorCode::NoOpenSeat, "declined".into()),
        ] {
            let back = ApiError::from(WireError::from(&e));
            assert_eq!(back.status(), e.status());
            assert_eq!(back.code(), e.code());
            assert_eq!(back.to_string(), e.to_string());
        }
    }
}
