//! PGN export and import, with lichess's tags for the variants
//! (`[Variant "King of the Hill"]`, `[FEN ...]` + `[SetUp "1"]`).

use std::fmt::Write as _;

use crate::game::{Color, Outcome, Reason};
use crate::record::{GameRecord, RecordError};
use crate::Variant;

/// Tags that come from outside the rules (who played, when, where).
#[derive(Clone, Debug, Default)]
pub struct PgnTags {
    pub event: Option<String>,
    pub site: Option<String>,
    /// `YYYY.MM.DD`
    pub date: Option<String>,
    pub white: Option<String>,
    pub black: Option<String>,
    /// e.g. `300+3`, or `-` for no clock.
    pub time_control: Option<String>,
}

/// A sentence describing how the game ended, for the closing comment.
pub fn describe_outcome(outcome: Outcome) -> String {
    let side = |c: Color| if c.is_white() { "White" } else { "Black" };
    let winner = outcome.winner.map(side).unwrap_or("Nobody");
    let loser = outcome.winner.map(|c| side(!c)).unwrap_or("Nobody");
    match outcome.reason {
        Reason::Checkmate => format!("{winner} wins by checkmate"),
        Reason::Stalemate => "Draw by stalemate".into(),
        Reason::InsufficientMaterial => "Draw by insufficient material".into(),
        Reason::HillReached => format!("{winner}'s king reached the hill"),
        Reason::RaceWon => format!("{winner}'s king won the race to the eighth rank"),
        Reason::RaceDrawn => "Both kings reached the eighth rank: draw".into(),
        Reason::CrownCaptured => format!("{winner} captured {loser}'s crown"),
        Reason::CrownLeftBoard => format!("{loser}'s crowned stack left the board"),
        Reason::Resignation => format!("{loser} resigned"),
        Reason::Timeout => format!("{loser} ran out of time"),
        Reason::Agreement => "Draw by agreement".into(),
        Reason::ThreefoldRepetition => "Draw claimed by threefold repetition".into(),
        Reason::FiftyMoves => "Draw claimed under the 50-move rule".into(),
        Reason::Abandoned => format!("{loser} left the game"),
    }
}

fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The game as PGN text.
pub fn to_pgn(record: &GameRecord, tags: &PgnTags) -> String {
    let variant = record.variant();
    let outcome = record.outcome();
    let result = outcome.map(|o| o.result_text()).unwrap_or("*");
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        let _ = writeln!(out, "[{name} \"{}\"]", escape(value));
    };
    tag("Event", tags.event.as_deref().unwrap_or("Regalia game"));
    tag("Site", tags.site.as_deref().unwrap_or("Regalia"));
    tag("Date", tags.date.as_deref().unwrap_or("????.??.??"));
    tag("White", tags.white.as_deref().unwrap_or("?"));
    tag("Black", tags.black.as_deref().unwrap_or("?"));
    tag("Result", result);
    if let Some(tc) = &tags.time_control {
        tag("TimeControl", tc);
    }
    tag("Variant", variant.title());
    // Racing Kings always names its start (as lichess does): the start is
    // not chess's, so readers that do not know the variant stay correct.
    let fen = match (record.start_fen(), variant) {
        (Some(fen), _) => Some(fen.to_owned()),
        (None, Variant::RacingKings | Variant::Lielow) => Some(record.start().to_fen()),
        (None, _) => None,
    };
    if let Some(fen) = fen {
        tag("FEN", &fen);
        tag("SetUp", "1");
    }
    if let Some(o) = outcome {
        tag("Termination", o.reason.pgn_termination());
    }
    out.push('\n');

    let start_turn = record.start().turn();
    let mut number = start_fullmove(record);
    let mut line = String::new();
    for (i, m) in record.moves().iter().enumerate() {
        let white_to_move = (i % 2 == 0) == start_turn.is_white();
        if white_to_move {
            let _ = write!(line, "{number}. ");
        } else if i == 0 {
            let _ = write!(line, "{number}... ");
        }
        line.push_str(&m.display);
        line.push(' ');
        if !white_to_move {
            number += 1;
        }
    }
    if let Some(o) = outcome {
        let _ = write!(line, "{{ {} }} ", describe_outcome(o));
    }
    line.push_str(result);
    out.push_str(&wrap(&line, 79));
    out.push('\n');
    out
}

fn start_fullmove(record: &GameRecord) -> u32 {
    record
        .start()
        .to_fen()
        .split_whitespace()
        .nth(5)
        .and_then(|n| n.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(1)
}

fn wrap(text: &str, width: usize) -> String {
    let mut out = String::new();
    let mut len = 0;
    let mut in_comment = false;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        if len > 0 && len + 1 + word.len() > width && !in_comment {
            out.push('\n');
            len = 0;
        } else if len > 0 {
            out.push(' ');
            len += 1;
        }
        if word.starts_with('{') {
            in_comment = true;
        }
        if word.ends_with('}') {
            in_comment = false;
        }
        out.push_str(word);
        len += word.len();
    }
    out
}

/// A game read from PGN.
#[derive(Clone, Debug)]
pub struct PgnGame {
    pub tags: Vec<(String, String)>,
    pub record: GameRecord,
}

impl PgnGame {
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// Why PGN text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PgnError {
    #[error("malformed tag line `{0}`")]
    Tag(String),
    #[error("{0}")]
    Variant(#[from] crate::variant::UnknownVariant),
    #[error(transparent)]
    Record(#[from] RecordError),
    #[error("unterminated comment or variation")]
    Unterminated,
}

/// Reads one game of PGN. Comments, variations and NAGs are skipped.
pub fn parse_pgn(text: &str) -> Result<PgnGame, PgnError> {
    let mut tags = Vec::new();
    let mut movetext = String::new();
    for line in text.lines() {
        let trimmed = line.trim();
        if trimmed.starts_with('[') && movetext.trim().is_empty() {
            tags.push(parse_tag(trimmed)?);
        } else if !trimmed.starts_with('%') {
            movetext.push_str(line);
            movetext.push('\n');
        }
    }
    let find = |name: &str| {
        tags.iter()
            .find(|(n, _): &&(String, String)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
    };
    let variant: Variant = match find("Variant") {
        Some(v) => v.parse()?,
        None => Variant::Chess,
    };
    let fen = find("FEN");
    let tokens = move_tokens(&movetext)?;
    let mut record = GameRecord::from_moves(variant, fen.as_deref(), &tokens)?;
    if record.outcome().is_none() {
        let termination = find("Termination").unwrap_or_default();
        let decided = match find("Result").as_deref() {
            Some("1-0") => Some(Some(Color::White)),
            Some("0-1") => Some(Some(Color::Black)),
            Some("1/2-1/2") => Some(None),
            _ => None,
        };
        if let Some(winner) = decided {
            let reason = match (winner, termination.as_str()) {
                (_, "Time forfeit") => Reason::Timeout,
                (_, "Abandoned") => Reason::Abandoned,
                (Some(_), _) => Reason::Resignation,
                (None, _) => {
                    if record.claim_draw().is_ok() {
                        return Ok(PgnGame { tags, record });
                    }
                    Reason::Agreement
                }
            };
            record.end(Outcome { winner, reason })?;
        }
    }
    Ok(PgnGame { tags, record })
}

fn parse_tag(line: &str) -> Result<(String, String), PgnError> {
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or_else(|| PgnError::Tag(line.to_owned()))?;
    let (name, rest) = inner
        .split_once(char::is_whitespace)
        .ok_or_else(|| PgnError::Tag(line.to_owned()))?;
    let rest = rest.trim();
    let value = rest
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or_else(|| PgnError::Tag(line.to_owned()))?;
    Ok((
        name.to_owned(),
        value.replace("\\\"", "\"").replace("\\\\", "\\"),
    ))
}

fn move_tokens(text: &str) -> Result<Vec<String>, PgnError> {
    let mut tokens = Vec::new();
    let mut depth = 0usize;
    let mut chars = text.chars().peekable();
    let mut word = String::new();
    let flush = |word: &mut String, tokens: &mut Vec<String>| {
        let w = std::mem::take(word);
        if matches!(w.as_str(), "1-0" | "0-1" | "1/2-1/2" | "*") {
            return;
        }
        // Strip a leading move number: `12.`, `12...`, `12.e4`.
        let w = w.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        let w = w.trim_end_matches(['!', '?']);
        if !w.is_empty() && !w.starts_with('$') {
            tokens.push(w.to_owned());
        }
    };
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                flush(&mut word, &mut tokens);
                for c in chars.by_ref() {
                    if c == '}' {
                        break;
                    }
                }
            }
            ';' => {
                flush(&mut word, &mut tokens);
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '(' => {
                flush(&mut word, &mut tokens);
                depth += 1;
            }
            ')' => {
                depth = depth.checked_sub(1).ok_or(PgnError::Unterminated)?;
            }
            c if c.is_whitespace() => {
                if depth == 0 {
                    flush(&mut word, &mut tokens);
                } else {
                    word.clear();
                }
            }
            c => {
                if depth == 0 {
                    word.push(c);
                }
            }
        }
    }
    if depth != 0 {
        return Err(PgnError::Unterminated);
    }
    flush(&mut word, &mut tokens);
    Ok(tokens)
}
