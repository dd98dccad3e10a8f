//! `POST /api/analysis/pgn`: a pasted PGN read into a game for the analysis
//! board, by the rules crate's reader (`regalia_rules::pgn_read`): the
//! variant tags of other sites and ours, a `FEN` tag, Lielow's notation,
//! the main line and its variations (nested ones too). A move that is not
//! legal ends its line: the moves before it are kept and the answer names
//! the move and why (`refused`). Comments and annotation glyphs are left
//! out and counted (`skipped`). A text that is no game at all is answered
//! 400 with where (line and column) and what (`kind`).

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use regalia_rules::pgn_read::{
    read_pgn_tree, PgnFault, PgnNode, PgnReadError, PgnTree, Refused, MAX_DEPTH, MAX_PLIES,
};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::{ApiJson, ErrorCode};
use crate::protocol::{MoveWhy, VariantName};

#[derive(Debug, Serialize, Deserialize, TS)]
pub struct PgnRequest {
    pub pgn: String,
}

/// The game a PGN holds, as far as it could be played.
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq, TS)]
#[serde(rename_all = "camelCase")]
pub struct PgnGame {
    pub variant: VariantName,
    /// The start position when the PGN names one (`FEN` tag).
    pub fen: Option<String>,
    /// The main line, each move with the variations that replace it.
    pub moves: Vec<PgnMove>,
    pub white: Option<String>,
    pub black: Option<String>,
    pub result: Option<String>,
    /// The first move that could not be played, when one could not.
    pub refused: Option<PgnRefused>,
    /// Comments left out.
    pub comments: u32,
    /// Annotation glyphs left out (`$2`, `?!`).
    pub nags: u32,
}

/// A move of a pasted game and the lines played instead of it.
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq, TS)]
#[serde(rename_all = "camelCase")]
pub struct PgnMove {
    pub uci: String,
    pub san: String,
    pub variations: Vec<Vec<PgnMove>>,
}

/// A move of a pasted game that is not legal where it stands.
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq, TS)]
#[serde(rename_all = "camelCase")]
pub struct PgnRefused {
    /// The move as written.
    pub token: String,
    /// Its move number and side (`14...` is 14, black).
    pub number: u32,
    pub black: bool,
    pub why: MoveWhy,
    pub line: u32,
    pub column: u32,
    /// In a variation: the main line goes on after it.
    pub in_variation: bool,
}

/// What is wrong with a PGN.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq, TS)]
#[serde(rename_all = "kebab-case")]
pub enum PgnErrorKind {
    /// Nothing that looks like a game.
    Empty,
    /// A tag line that is not `[Name "value"]`.
    BadTag,
    /// A variant this site does not play.
    UnknownVariant,
    /// The FEN tag is not a position of the game.
    BadFen,
    /// An unclosed comment or variation.
    Unclosed,
    TooLong,
    /// Variations nested too deep.
    TooDeep,
}

/// A PGN that cannot be read: what, and where (1-based line and column).
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq, TS)]
#[serde(rename_all = "camelCase")]
pub struct PgnError {
    pub kind: PgnErrorKind,
    pub line: u32,
    pub column: u32,
    /// The text at fault (a variant name, a tag).
    pub token: String,
    /// English, for logs.
    pub error: String,
    pub code: ErrorCode,
}

impl IntoResponse for PgnError {
    fn into_response(self) -> Response {
        (StatusCode::BAD_REQUEST, Json(self)).into_response()
    }
}

/// `POST /api/analysis/pgn`. The text's words (each move is at least one)
/// count against the address's budget of work before it is read, at most
/// as many as the plies one game may have.
pub async fn read(
    axum::extract::State(app): axum::extract::State<std::sync::Arc<crate::app::App>>,
    axum::Extension(client): axum::Extension<crate::limits::ClientAddr>,
    ApiJson(req): ApiJson<PgnRequest>,
) -> Response {
    let words = req.pgn.split_ascii_whitespace().count().min(MAX_PLIES);
    if let Err(e) = app.limits.work(client, words + 1) {
        return e.into_response();
    }
    read_pgn(&req.pgn).map(Json).into_response()
}

/// Reads the first game of a PGN text.
pub fn read_pgn(text: &str) -> Result<PgnGame, PgnError> {
    let tree = read_pgn_tree(text).map_err(error)?;
    Ok(game(tree))
}

fn game(tree: PgnTree) -> PgnGame {
    fn moves(line: Vec<PgnNode>) -> Vec<PgnMove> {
        line.into_iter()
            .map(|n| PgnMove {
                uci: n.uci,
                san: n.san,
                variations: n.variations.into_iter().map(moves).collect(),
            })
            .collect()
    }
    let tag = |name: &str| tree.tag(name).map(str::to_owned);
    PgnGame {
        variant: tree.variant.into(),
        white: tag("White"),
        black: tag("Black"),
        result: tag("Result"),
        fen: tree.fen,
        moves: moves(tree.main),
        refused: tree.refused.map(refused),
        comments: tree.skipped.comments,
        nags: tree.skipped.nags,
    }
}

fn refused(r: Refused) -> PgnRefused {
    PgnRefused {
        token: r.token,
        number: r.number,
        black: r.black,
        why: r.why.into(),
        line: r.line,
        column: r.column,
        in_variation: r.in_variation,
    }
}

fn error(e: PgnReadError) -> PgnError {
    let token = &e.token;
    let (kind, what) = match e.fault {
        PgnFault::Empty => (PgnErrorKind::Empty, "no moves or tags found".to_owned()),
        PgnFault::BadTag => (
            PgnErrorKind::BadTag,
            format!("cannot read the tag `{token}`"),
        ),
        PgnFault::UnknownVariant => (
            PgnErrorKind::UnknownVariant,
            format!("unknown variant `{token}`"),
        ),
        PgnFault::BadFen => (
            PgnErrorKind::BadFen,
            format!("the FEN `{token}` is not a position of this game"),
        ),
        PgnFault::Unclosed => (PgnErrorKind::Unclosed, format!("`{token}` is never closed")),
        PgnFault::TooLong => (
            PgnErrorKind::TooLong,
            format!("more than {MAX_PLIES} moves"),
        ),
        PgnFault::TooDeep => (
            PgnErrorKind::TooDeep,
            format!("variations nested more than {MAX_DEPTH} deep"),
        ),
    };
    PgnError {
        kind,
        line: e.line,
        column: e.column,
        error: format!("line {}, column {}: {what}", e.line, e.column),
        token: e.token,
        code: ErrorCode::BadPgn,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tree_comes_out_with_its_variations_and_its_refusal() {
        let game = read_pgn("1. e4 e5 (1... c5 2. Nf3) 2. Ke3 {no} *").expect("reads");
        assert_eq!(game.moves.len(), 2);
        assert_eq!(game.moves[1].variations[0][1].san, "Nf3");
        let refused = game.refused.expect("refused");
        assert_eq!((refused.token.as_str(), refused.number), ("Ke3", 2));
        assert_eq!(refused.why, MoveWhy::NoPiece);
        assert_eq!(game.comments, 0);
        let err = read_pgn("[Variant \"Crazyhouse\"]\n1. e4").expect_err("unknown");
        assert_eq!(err.kind, PgnErrorKind::UnknownVariant);
        assert_eq!(err.code, ErrorCode::BadPgn);
    }
}
