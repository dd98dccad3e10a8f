//! `POST /api/analysis/pgn`: a pasted PGN read into a game for the analysis
//! board. Reads the variant tags of other sites (`[Variant "King of the
//! Hill"]`) and ours (Lielow's moves as `e2-e3`, `d4xg7`, `a2-off`), a
//! `FEN` tag, and the main line; comments, variations, move numbers and
//! annotations are skipped. A PGN that cannot be read is answered with
//! where (line and column) and what (`kind`), for the page to say in words.

use std::str::FromStr;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use regalia_rules::{AnyPosition, Variant};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::{ApiJson, ErrorCode};
use crate::protocol::{MoveView, VariantName};

/// Most moves a pasted game may have.
const MAX_PLIES: usize = 600;

#[derive(Debug, Serialize, Deserialize, TS)]
pub struct PgnRequest {
    pub pgn: String,
}

/// The game a PGN holds.
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq, TS)]
#[serde(rename_all = "camelCase")]
pub struct PgnGame {
    pub variant: VariantName,
    /// The start position when the PGN names one (`FEN` tag).
    pub fen: Option<String>,
    pub moves: Vec<MoveView>,
    pub white: Option<String>,
    pub black: Option<String>,
    pub result: Option<String>,
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
    /// A move that is not legal (or not a move) in its position.
    IllegalMove,
    /// An unclosed comment or variation.
    Unclosed,
    TooLong,
}

/// A PGN that cannot be read: what, and where (1-based line and column).
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq, TS)]
#[serde(rename_all = "camelCase")]
pub struct PgnError {
    pub kind: PgnErrorKind,
    pub line: u32,
    pub column: u32,
    /// The text at fault (a move, a variant name).
    pub token: String,
    /// The move number and side of an illegal move (`12...`).
    pub ply: Option<u32>,
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

struct Cursor<'a> {
    text: &'a str,
}

impl Cursor<'_> {
    /// Line and column (1-based, in characters) of a byte offset.
    fn place(&self, offset: usize) -> (u32, u32) {
        let before = &self.text[..offset.min(self.text.len())];
        let line = before.matches('\n').count() as u32 + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) as u32 + 1;
        (line, column)
    }
}

fn fail(c: &Cursor, offset: usize, kind: PgnErrorKind, token: &str, ply: Option<u32>) -> PgnError {
    let (line, column) = c.place(offset);
    let what = match kind {
        PgnErrorKind::Empty => "no moves or tags found".to_owned(),
        PgnErrorKind::BadTag => format!("cannot read the tag `{token}`"),
        PgnErrorKind::UnknownVariant => format!("unknown variant `{token}`"),
        PgnErrorKind::BadFen => format!("the FEN `{token}` is not a position of this game"),
        PgnErrorKind::IllegalMove => format!("`{token}` is not a legal move here"),
        PgnErrorKind::Unclosed => format!("`{token}` is never closed"),
        PgnErrorKind::TooLong => format!("more than {MAX_PLIES} moves"),
    };
    PgnError {
        kind,
        line,
        column,
        token: token.to_owned(),
        ply,
        error: format!("line {line}, column {column}: {what}"),
        code: ErrorCode::BadPgn,
    }
}

/// The game's name in a `Variant` tag, as other sites and we write it.
fn variant_of(tag: &str) -> Option<Variant> {
    let name: String = tag
        .chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect();
    match name.as_str() {
        "" | "standard" | "chess" | "chess960no" => Some(Variant::Chess),
        "kingofthehill" | "koth" => Some(Variant::KingOfTheHill),
        "racingkings" => Some(Variant::RacingKings),
        "lielow" => Some(Variant::Lielow),
        _ => Variant::from_str(&name).ok(),
    }
}

/// A move's text without what only decorates it: check and mate signs,
/// capture marks, `=` of promotions, dashes, annotation glyphs.
fn bare(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '+' | '#' | 'x' | 'X' | ':' | '=' | '-' | '!' | '?'))
        .map(|c| if c == '0' { 'O' } else { c })
        .collect()
}

fn is_result(word: &str) -> bool {
    matches!(word, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*")
}

/// Reads the first game of a PGN text.
pub fn read_pgn(text: &str) -> Result<PgnGame, PgnError> {
    let c = Cursor { text };
    let mut tags: Vec<(String, String, usize)> = Vec::new();
    // Tag section: lines starting with `[` before the first move.
    let mut offset = 0;
    let mut body_start = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim();
        if trimmed.is_empty() {
            offset += line.len();
            continue;
        }
        if !trimmed.starts_with('[') {
            body_start = offset;
            break;
        }
        let lead = line.len() - line.trim_start().len();
        let inner = trimmed
            .strip_prefix('[')
            .and_then(|t| t.strip_suffix(']'))
            .ok_or_else(|| fail(&c, offset + lead, PgnErrorKind::BadTag, trimmed, None))?;
        let (name, value) = inner
            .trim()
            .split_once(char::is_whitespace)
            .ok_or_else(|| fail(&c, offset + lead, PgnErrorKind::BadTag, trimmed, None))?;
        let value = value
            .trim()
            .strip_prefix('"')
            .and_then(|v| v.strip_suffix('"'))
            .ok_or_else(|| fail(&c, offset + lead, PgnErrorKind::BadTag, trimmed, None))?;
        tags.push((name.to_owned(), value.replace("\\\"", "\""), offset + lead));
        offset += line.len();
        body_start = offset;
    }
    let tag = |name: &str| tags.iter().find(|t| t.0.eq_ignore_ascii_case(name));
    let variant = match tag("Variant") {
        Some((_, value, at)) => variant_of(value)
            .ok_or_else(|| fail(&c, *at, PgnErrorKind::UnknownVariant, value, None))?,
        None => Variant::Chess,
    };
    let (mut pos, fen) = match tag("FEN") {
        Some((_, value, at)) => (
            AnyPosition::from_fen(variant, value)
                .map_err(|_| fail(&c, *at, PgnErrorKind::BadFen, value, None))?,
            Some(value.clone()),
        ),
        None => (AnyPosition::start(variant), None),
    };
    let mut moves = Vec::new();
    let body = &text[body_start..];
    let mut i = 0;
    let bytes = body.as_bytes();
    let mut depth = 0usize;
    let mut depth_start = 0;
    let mut ply = 0u32;
    let first_turn_black = !pos.turn().is_white();
    while i < bytes.len() {
        let ch = body[i..].chars().next().unwrap_or(' ');
        let at = body_start + i;
        match ch {
            '{' => match body[i..].find('}') {
                Some(end) => i += end + 1,
                None => return Err(fail(&c, at, PgnErrorKind::Unclosed, "{", None)),
            },
            ';' => i += body[i..].find('\n').unwrap_or(body.len() - i),
            '(' => {
                if depth == 0 {
                    depth_start = at;
                }
                depth += 1;
                i += 1;
            }
            ')' => {
                depth = depth.saturating_sub(1);
                i += 1;
            }
            c2 if c2.is_whitespace() => i += c2.len_utf8(),
            _ => {
                let end = body[i..]
                    .find(|c: char| c.is_whitespace() || matches!(c, '{' | '(' | ')' | ';'))
                    .map_or(body.len(), |e| i + e);
                let raw = &body[i..end];
                let start = i;
                i = end;
                if depth > 0 || raw.starts_with('$') || is_result(raw) {
                    continue;
                }
                // Move numbers: `12.`, `12...`, or glued `12.e4`.
                let digits = raw.len() - raw.trim_start_matches(|c: char| c.is_ascii_digit()).len();
                let word = if digits == raw.len() {
                    ""
                } else if digits > 0 && raw[digits..].starts_with('.') {
                    raw[digits..].trim_start_matches('.')
                } else {
                    raw.trim_start_matches('.')
                };
                if word.is_empty() {
                    continue;
                }
                let word_at = body_start + start + (raw.len() - word.len());
                if pos.outcome().is_some() || moves.len() >= MAX_PLIES {
                    let kind = if moves.len() >= MAX_PLIES {
                        PgnErrorKind::TooLong
                    } else {
                        PgnErrorKind::IllegalMove
                    };
                    return Err(fail(
                        &c,
                        word_at,
                        kind,
                        word,
                        Some(move_number(ply, first_turn_black)),
                    ));
                }
                let wanted = bare(word);
                let legal = pos.legal_moves();
                let found = legal
                    .iter()
                    .find(|m| bare(&m.display) == wanted)
                    .or_else(|| legal.iter().find(|m| m.uci.eq_ignore_ascii_case(word)))
                    .or_else(|| {
                        // Over-specified SAN (`Ngf3`): the only move of that
                        // piece to that square.
                        let mut near = legal.iter().filter(|m| loose(&m.display, &wanted));
                        match (near.next(), near.next()) {
                            (Some(m), None) => Some(m),
                            _ => None,
                        }
                    });
                let Some(found) = found else {
                    return Err(fail(
                        &c,
                        word_at,
                        PgnErrorKind::IllegalMove,
                        word,
                        Some(move_number(ply, first_turn_black)),
                    ));
                };
                let uci = found.uci.clone();
                let played = pos
                    .play_uci(&uci)
                    .map_err(|_| fail(&c, word_at, PgnErrorKind::IllegalMove, word, None))?;
                moves.push(MoveView {
                    uci: played.uci,
                    san: played.display,
                    fen: pos.to_fen(),
                    check: pos.is_check(),
                });
                ply += 1;
            }
        }
    }
    if depth > 0 {
        return Err(fail(&c, depth_start, PgnErrorKind::Unclosed, "(", None));
    }
    if moves.is_empty() && tags.is_empty() {
        return Err(fail(&c, 0, PgnErrorKind::Empty, "", None));
    }
    Ok(PgnGame {
        variant: variant.into(),
        fen,
        moves,
        white: tag("White").map(|t| t.1.clone()),
        black: tag("Black").map(|t| t.1.clone()),
        result: tag("Result").map(|t| t.1.clone()),
    })
}

/// The move number of ply `ply` as a reader counts it (1 for White's first).
fn move_number(ply: u32, first_turn_black: bool) -> u32 {
    (ply + u32::from(first_turn_black)) / 2 + 1
}

/// Whether `wanted` names `display` with extra origin letters: same piece,
/// same destination, same promotion.
fn loose(display: &str, wanted: &str) -> bool {
    let ours = bare(display);
    if ours.len() < 2 || wanted.len() <= ours.len() {
        return false;
    }
    let piece = |s: &str| s.chars().next().filter(|c| c.is_ascii_uppercase());
    let tail = |s: &str| s.chars().rev().take(2).collect::<String>();
    piece(&ours) == piece(wanted) && piece(&ours).is_some() && tail(&ours) == tail(wanted)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_king_of_the_hill_game_from_another_site_reads() {
        let pgn = "[Event \"Rated King of the Hill game\"]\n[Variant \"King of the Hill\"]\n[Result \"1-0\"]\n\n1. e4 { [%clk 0:03:00] } e5 2. Ke2 $2 (2. Nf3 Nc6) Nc6?! 3. Ke3 Nf6 4. Kd3 d5 5. exd5+ Qxd5+ 1-0\n";
        let game = read_pgn(pgn).expect("reads");
        assert_eq!(game.variant, VariantName::KingOfTheHill);
        let uci: Vec<_> = game.moves.iter().map(|m| m.uci.as_str()).collect();
        assert_eq!(
            uci,
            ["e2e4", "e7e5", "e1e2", "b8c6", "e2e3", "g8f6", "e3d3", "d7d5", "e4d5", "d8d5"]
        );
    }

    #[test]
    fn lielow_moves_read_in_our_own_notation() {
        let pos = AnyPosition::start(Variant::Lielow);
        let first = pos.legal_moves()[0].clone();
        let pgn = format!("[Variant \"Lielow\"]\n\n1. {} *", first.display);
        let game = read_pgn(&pgn).expect("reads");
        assert_eq!(game.moves[0].uci, first.uci);
    }

    #[test]
    fn an_illegal_move_is_named_with_its_line_and_column() {
        let err =
            read_pgn("[Variant \"Racing Kings\"]\n\n1. Kh3 Ka3 2. Qd5 *").expect_err("illegal");
        assert_eq!(err.kind, PgnErrorKind::IllegalMove);
        assert_eq!((err.line, err.column), (3, 15));
        assert_eq!(err.token, "Qd5");
        assert_eq!(err.ply, Some(2));
        let err = read_pgn("[Variant \"Crazyhouse\"]\n1. e4").expect_err("unknown");
        assert_eq!(err.kind, PgnErrorKind::UnknownVariant);
        assert_eq!(err.line, 1);
        assert_eq!(
            read_pgn("  \n").expect_err("empty").kind,
            PgnErrorKind::Empty
        );
        assert_eq!(
            read_pgn("1. e4 (1. d4").expect_err("open").kind,
            PgnErrorKind::Unclosed
        );
    }
}
