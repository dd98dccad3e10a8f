//! What a game task can be asked, and the reads that a game read from
//! storage answers by itself.

use axum::extract::ws::Utf8Bytes;
use regalia_rules::Color;
use tokio::sync::{mpsc, oneshot};

use crate::error::ApiError;
use crate::game::{Game, Now};
use crate::ids::Secret;
use crate::protocol::{ClientMsg, GameView, Named, SeatAnswer, YouView};

/// What a game task can be asked.
pub enum Cmd {
    /// Checks a seat secret before a socket is opened: `Ok(None)` for a
    /// spectator, `Ok(Some(colour))` for a player.
    Authorize {
        seat: Option<Secret>,
        reply: oneshot::Sender<Result<Option<Color>, ApiError>>,
    },
    /// A socket opened (its role was authorised).
    Connect {
        conn: u64,
        role: Option<Color>,
        since: Option<u64>,
        out: mpsc::Sender<Utf8Bytes>,
    },
    Leave {
        conn: u64,
    },
    /// A message from a socket.
    Msg {
        conn: u64,
        msg: ClientMsg,
    },
    Join {
        session: String,
        /// The joiner's name and ratings, when they have a name.
        player: Option<Named>,
        reply: oneshot::Sender<Result<SeatAnswer, ApiError>>,
    },
    /// The visitor of an invitation link declines it; or, `withdraw`, its
    /// creator's session withdraws a seek or invitation still waiting.
    Decline {
        session: String,
        withdraw: bool,
        reply: oneshot::Sender<Result<(), ApiError>>,
    },
    View {
        session: String,
        seat: Option<Secret>,
        reply: oneshot::Sender<Result<(GameView, Option<YouView>), ApiError>>,
    },
    Pgn {
        reply: oneshot::Sender<String>,
    },
    /// This node may no longer run games (it lost touch with the cluster's
    /// database): let the sockets go and stop at once.
    Fence,
    /// The seat `session` holds berserks (an arena game).
    Berserk {
        session: String,
        reply: oneshot::Sender<Result<(), ApiError>>,
    },
    /// The engine chose a move for the position `fen` after `ply` plies.
    Engine {
        ply: usize,
        fen: String,
        uci: Option<String>,
    },
}

impl Cmd {
    /// Answers a question that only reads, from a game that is over and
    /// not running (read from storage): nothing starts, nothing is
    /// written. Any other command is given back.
    pub fn answer_stored(self, game: &Game, now: Now) -> Result<(), Cmd> {
        match self {
            Cmd::View {
                session,
                seat,
                reply,
            } if game.status.is_over() => {
                let _ = reply.send(game.view_for(&session, seat.as_ref(), [false; 2], now));
                Ok(())
            }
            Cmd::Pgn { reply } if game.status.is_over() => {
                let _ = reply.send(game.pgn());
                Ok(())
            }
            other => Err(other),
        }
    }
}
