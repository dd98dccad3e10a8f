//! What crosses `/ws/analysis` (docs/protocol.md): one closed set of
//! messages each way, parsed at the edge. Like the game socket's, the
//! client's TypeScript types are generated from these (`wire_types.rs`).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::ids::GameId;
use crate::protocol::{EndReason, GameMoves, MoveView, Side, VariantName};

/// Most lines one request may ask for.
pub const MAX_LINES: usize = 3;

/// What a client may send.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq, TS)]
#[serde(tag = "t", rename_all = "camelCase")]
pub enum AnalysisIn {
    /// Analyse this position (stops the socket's current analysis first).
    /// `id` comes back with every report, so late reports of an earlier
    /// position can be told apart.
    Analyse {
        id: u32,
        #[serde(flatten)]
        position: GameMoves,
        /// Lines to show, 1 to [`MAX_LINES`].
        #[serde(default = "one")]
        lines: usize,
    },
    /// Stop analysing (the page was left or the engine switched off).
    Stop,
    /// Review a whole game: every position of it, a fixed budget each.
    /// With `game`, a finished online game of this site (its stored moves
    /// are used, and the review is kept for the next visitor).
    Review {
        id: u32,
        #[serde(flatten)]
        position: GameMoves,
        #[serde(default)]
        #[ts(optional = nullable)]
        game: Option<GameId>,
    },
    Ping,
}

fn one() -> usize {
    1
}

/// An evaluation, always from White's point of view.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq, TS)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ScoreView {
    /// Centipawns, positive when White stands better.
    Cp { cp: i32 },
    /// A forced win: `winner` wins in `moves` of their own moves (0 when
    /// the game is already over), by `by` (`hill`, `race`, `checkmate`,
    /// `crown-captured`, ...) when the line shows how.
    Win {
        winner: Side,
        moves: u32,
        #[serde(default)]
        by: Option<EndReason>,
    },
    /// The game is over, drawn.
    Draw,
}

/// One line of the engine.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq, TS)]
pub struct LineView {
    pub score: ScoreView,
    /// The moves, UCI and the game's notation.
    pub moves: Vec<MoveView>,
}

/// How bad a move was, by the drop in its player's winning chances
/// (docs/engine.md).
#[derive(Clone, Copy, Debug, Deserialize, Serialize, PartialEq, Eq, TS)]
#[serde(rename_all = "camelCase")]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

/// One position of a reviewed game.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, TS)]
#[serde(rename_all = "camelCase")]
pub struct ReviewedPosition {
    pub score: ScoreView,
    /// White's winning chances, 0 to 100.
    pub chances: f64,
    /// The engine's move here (none once the game is over).
    pub best: Option<MoveView>,
    pub depth: u32,
}

/// One move of a reviewed game.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, TS)]
#[serde(rename_all = "camelCase")]
pub struct ReviewedMove {
    pub uci: String,
    pub san: String,
    /// Winning chances the move gave away (percentage points, >= 0).
    pub drop: f64,
    pub mark: Option<Mark>,
}

/// Marks of one player.
#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize, PartialEq, Eq, TS)]
#[serde(rename_all = "camelCase")]
pub struct MarkCounts {
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
}

/// A whole game reviewed.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, TS)]
#[serde(rename_all = "camelCase")]
pub struct Review {
    pub variant: VariantName,
    pub fen: Option<String>,
    /// One more than the moves: the start, then the position after each.
    pub positions: Vec<ReviewedPosition>,
    pub moves: Vec<ReviewedMove>,
    pub white: MarkCounts,
    pub black: MarkCounts,
}

/// Why a request was refused; the client translates the code.
#[derive(Clone, Copy, Debug, Deserialize, Serialize, PartialEq, Eq, TS)]
#[serde(rename_all = "kebab-case")]
pub enum AnalysisErrorCode {
    /// Another analysis of this address is running.
    TooManyAnalyses,
    /// The analysis budget of this address or session is spent for now.
    RateLimited,
    /// The position or moves are not valid in this game.
    BadPosition,
    /// The message could not be read.
    BadMessage,
    /// No finished game with this id (reviews of online games).
    NoGame,
    /// The game is still being played.
    NotOver,
    /// The server is too busy to take more analyses.
    Busy,
}

/// What the server sends.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, TS)]
#[serde(tag = "t", rename_all = "camelCase")]
pub enum AnalysisOut {
    /// A completed depth of analysis `id`.
    Info {
        id: u32,
        depth: u32,
        #[ts(type = "number")]
        nodes: u64,
        /// Milliseconds since the analysis started.
        #[ts(type = "number")]
        ms: u64,
        lines: Vec<LineView>,
    },
    /// Analysis `id` has reached its cap (or the game is over there).
    Done {
        id: u32,
        score: Option<ScoreView>,
    },
    /// Analysis `id` waits for the engine: `ahead` analyses are before it
    /// in the line (sent again whenever that changes).
    Queued {
        id: u32,
        ahead: u32,
    },
    /// Review `id` has evaluated `done` positions of `of`.
    Progress {
        id: u32,
        done: u32,
        of: u32,
    },
    /// Review `id` is complete.
    Review {
        id: u32,
        review: Review,
    },
    /// A refusal, in the shape every socket's `error` has (`code`,
    /// `error`), with the request it answers when there is one.
    Error {
        id: Option<u32>,
        code: AnalysisErrorCode,
        error: String,
    },
    Pong,
}

impl AnalysisOut {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("analysis messages always serialise")
    }

    pub fn error(id: Option<u32>, code: AnalysisErrorCode, message: impl Into<String>) -> Self {
        AnalysisOut::Error {
            id,
            code,
            error: message.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_analyse_request_reads_with_its_position_inline() {
        let msg: AnalysisIn = serde_json::from_str(
            r#"{"t":"analyse","id":3,"variant":"kingofthehill","moves":["e2e4"],"lines":2}"#,
        )
        .expect("reads");
        assert_eq!(
            msg,
            AnalysisIn::Analyse {
                id: 3,
                position: GameMoves {
                    variant: VariantName::KingOfTheHill,
                    fen: None,
                    moves: vec!["e2e4".into()],
                },
                lines: 2,
            }
        );
        assert!(serde_json::from_str::<AnalysisIn>(r#"{"t":"analyze"}"#).is_err());
    }

    #[test]
    fn scores_say_who_wins_and_how() {
        let s = ScoreView::Win {
            winner: Side::Black,
            moves: 3,
            by: Some(EndReason::Hill),
        };
        assert_eq!(
            serde_json::to_string(&s).expect("json"),
            r#"{"kind":"win","winner":"black","moves":3,"by":"hill"}"#
        );
    }
}
