//! Reading a pasted PGN for the analysis board: the tags of other sites and
//! ours (`[Variant "King of the Hill"]`, `[FEN …]`), Lielow's own notation
//! (`e2-e3`, `d4xg7`, `a2-off`), the main line and its variations `( … )`,
//! nested ones too, as a tree.
//!
//! Unlike [`crate::pgn::parse_pgn`] (a game record, whole or refused), a
//! move that is not legal here stops only its own line: the moves before it
//! are kept and the refusal says which move and why ([`Refused`]).
//! Comments and annotation glyphs are left out and counted ([`Skipped`]).

use crate::why::{why_illegal, Illegal};
use crate::{AnyPosition, Variant};

/// Most moves one pasted text may hold, variations included.
pub const MAX_PLIES: usize = 600;
/// Deepest nesting of variations read.
pub const MAX_DEPTH: usize = 32;

/// A move of the tree and the variations that replace it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnNode {
    pub uci: String,
    pub san: String,
    /// Lines played instead of this move, from the same position.
    pub variations: Vec<Vec<PgnNode>>,
}

/// The first move refused: where it stands and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    /// The move as written.
    pub token: String,
    /// Its move number (1 for White's first) and side.
    pub number: u32,
    pub black: bool,
    pub why: Illegal,
    /// 1-based line and column of the move in the text.
    pub line: u32,
    pub column: u32,
    /// Whether it stood in a variation (the main line then goes on).
    pub in_variation: bool,
}

/// What was read but not kept.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Skipped {
    /// `{ … }` and `; …` comments.
    pub comments: u32,
    /// `$n`, `!`, `?`, `!?`… annotation glyphs.
    pub nags: u32,
}

/// A pasted game read as a tree.
#[derive(Clone, Debug)]
pub struct PgnTree {
    pub variant: Variant,
    /// The `FEN` tag, when there is one.
    pub fen: Option<String>,
    pub tags: Vec<(String, String)>,
    pub main: Vec<PgnNode>,
    pub refused: Option<Refused>,
    pub skipped: Skipped,
}

impl PgnTree {
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// Why no tree could be read at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PgnFault {
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
    /// More than [`MAX_PLIES`] moves.
    TooLong,
    /// Variations nested deeper than [`MAX_DEPTH`].
    TooDeep,
}

/// A text that is no game: what, where (1-based), and the text at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnReadError {
    pub fault: PgnFault,
    pub line: u32,
    pub column: u32,
    pub token: String,
}

/// Reads the first game of a PGN text as a tree.
pub fn read_pgn_tree(text: &str) -> Result<PgnTree, PgnReadError> {
    let at = |offset: usize, fault: PgnFault, token: &str| {
        let (line, column) = place(text, offset);
        PgnReadError {
            fault,
            line,
            column,
            token: token.to_owned(),
        }
    };
    let (tags, body_start) = read_tags(text).map_err(|(o, t)| at(o, PgnFault::BadTag, &t))?;
    let tag = |name: &str| tags.iter().find(|t| t.0.eq_ignore_ascii_case(name));
    let variant = match tag("Variant") {
        Some((_, value, o)) => {
            variant_of(value).ok_or_else(|| at(*o, PgnFault::UnknownVariant, value))?
        }
        None => Variant::Chess,
    };
    let (start, fen) = match tag("FEN") {
        Some((_, value, o)) => (
            AnyPosition::from_fen(variant, value).map_err(|_| at(*o, PgnFault::BadFen, value))?,
            Some(value.clone()),
        ),
        None => (AnyPosition::start(variant), None),
    };
    let tokens = tokens(text, body_start).map_err(|(o, fault, t)| at(o, fault, t))?;
    let mut reader = Reader {
        text,
        tokens: &tokens,
        next: 0,
        plies: 0,
        refused: None,
        skipped: Skipped::default(),
        black_first: !start.turn().is_white(),
        first_number: fen
            .as_deref()
            .and_then(|f| f.split_whitespace().nth(5))
            .and_then(|n| n.parse::<u32>().ok())
            .filter(|&n| (1..=10_000).contains(&n))
            .unwrap_or(1),
    };
    let main = reader.line(start, 0, 0)?;
    if main.is_empty() && tags.is_empty() && reader.refused.is_none() {
        return Err(at(0, PgnFault::Empty, ""));
    }
    Ok(PgnTree {
        variant,
        fen,
        tags: tags.into_iter().map(|(n, v, _)| (n, v)).collect(),
        main,
        refused: reader.refused,
        skipped: reader.skipped,
    })
}

/// Line and column (1-based, in characters) of a byte offset.
fn place(text: &str, offset: usize) -> (u32, u32) {
    let mut cut = offset.min(text.len());
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    let before = &text[..cut];
    let line = before.matches('\n').count() as u32 + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) as u32 + 1;
    (line, column)
}

type Tag = (String, String, usize);

/// The tag section: `[Name "value"]` lines before the first move, and
/// where the moves start.
fn read_tags(text: &str) -> Result<(Vec<Tag>, usize), (usize, String)> {
    let mut tags = Vec::new();
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
        let bad = || (offset + lead, trimmed.to_owned());
        let inner = trimmed
            .strip_prefix('[')
            .and_then(|t| t.strip_suffix(']'))
            .ok_or_else(bad)?;
        let (name, value) = inner
            .trim()
            .split_once(char::is_whitespace)
            .ok_or_else(bad)?;
        let value = value
            .trim()
            .strip_prefix('"')
            .and_then(|v| v.strip_suffix('"'))
            .ok_or_else(bad)?;
        tags.push((name.to_owned(), value.replace("\\\"", "\""), offset + lead));
        offset += line.len();
        body_start = offset;
    }
    Ok((tags, body_start))
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
        _ => name.parse().ok(),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Open,
    Close,
    Comment,
    Nag,
    Word,
}

/// A piece of the move text and its byte offset.
struct Token<'a> {
    kind: Kind,
    text: &'a str,
    at: usize,
}

type TokenFault = (usize, PgnFault, &'static str);

fn tokens(text: &str, start: usize) -> Result<Vec<Token<'_>>, TokenFault> {
    let mut out = Vec::new();
    let mut i = start;
    let mut open = Vec::new();
    let mut line_start = true;
    while i < text.len() {
        let rest = &text[i..];
        let Some(ch) = rest.chars().next() else { break };
        let token = |kind, len: usize| Token {
            kind,
            text: &text[i..i + len],
            at: i,
        };
        let len = match ch {
            // A `%` at a line's start escapes the whole line.
            '%' if line_start => rest.find('\n').unwrap_or(rest.len()),
            '{' => {
                let end = rest.find('}').ok_or((i, PgnFault::Unclosed, "{"))?;
                out.push(token(Kind::Comment, end + 1));
                end + 1
            }
            ';' => {
                let end = rest.find('\n').unwrap_or(rest.len());
                out.push(token(Kind::Comment, end));
                end
            }
            '(' => {
                open.push(i);
                out.push(token(Kind::Open, 1));
                1
            }
            ')' => {
                // A stray `)` closes nothing and is passed over.
                if open.pop().is_some() {
                    out.push(token(Kind::Close, 1));
                }
                1
            }
            c if c.is_whitespace() => c.len_utf8(),
            _ => {
                let end = rest
                    .find(|c: char| c.is_whitespace() || matches!(c, '{' | '(' | ')' | ';'))
                    .unwrap_or(rest.len());
                let kind = if rest.starts_with('$') {
                    Kind::Nag
                } else {
                    Kind::Word
                };
                out.push(token(kind, end));
                end
            }
        };
        line_start = ch == '\n';
        i += len.max(1);
    }
    if let Some(&at) = open.last() {
        return Err((at, PgnFault::Unclosed, "("));
    }
    Ok(out)
}

fn is_result(word: &str) -> bool {
    matches!(word, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*")
}

/// The move in a word: without a move number (`12.`, `12...`, `12.e4`) and
/// without annotation glyphs (`!?`); empty when the word is only a number.
fn move_of(raw: &str) -> (&str, bool) {
    let digits = raw.len() - raw.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let word = if digits == raw.len() {
        ""
    } else if digits > 0 && raw[digits..].starts_with('.') {
        raw[digits..].trim_start_matches(['.', '…'])
    } else {
        raw.trim_start_matches(['.', '…'])
    };
    let bare = word.trim_end_matches(['!', '?']);
    (bare, bare.len() != word.len())
}

/// A move's text without what only decorates it: check and mate signs,
/// capture marks, `=` of promotions, dashes.
fn bare(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '+' | '#' | 'x' | 'X' | ':' | '=' | '-'))
        .map(|c| if c == '0' { 'O' } else { c })
        .collect()
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

/// The legal move a word names, read loosely as other sites write them.
fn find_move(pos: &AnyPosition, word: &str) -> Option<String> {
    let wanted = bare(word);
    let legal = pos.legal_moves();
    legal
        .iter()
        .find(|m| bare(&m.display) == wanted)
        .or_else(|| legal.iter().find(|m| m.uci.eq_ignore_ascii_case(word)))
        .or_else(|| {
            // Over-specified SAN (`Ngf3`): the only move of that piece to
            // that square.
            let mut near = legal.iter().filter(|m| loose(&m.display, &wanted));
            match (near.next(), near.next()) {
                (Some(m), None) => Some(m),
                _ => None,
            }
        })
        .map(|m| m.uci.clone())
}

struct Reader<'a> {
    text: &'a str,
    tokens: &'a [Token<'a>],
    next: usize,
    plies: usize,
    refused: Option<Refused>,
    skipped: Skipped,
    black_first: bool,
    /// The number of the start position's move (the FEN's last field).
    first_number: u32,
}

impl Reader<'_> {
    fn fail(&self, at: usize, fault: PgnFault, token: &str) -> PgnReadError {
        let (line, column) = place(self.text, at);
        PgnReadError {
            fault,
            line,
            column,
            token: token.to_owned(),
        }
    }

    /// Reads a line from `pos` (`ply` moves after the start) up to its
    /// closing `)` (or the end at depth 0).
    fn line(
        &mut self,
        mut pos: AnyPosition,
        ply: u32,
        depth: usize,
    ) -> Result<Vec<PgnNode>, PgnReadError> {
        let mut nodes: Vec<PgnNode> = Vec::new();
        // The position before the last move kept: variations start there.
        let mut before: Option<AnyPosition> = None;
        // After a refused move the rest of its line is passed over.
        let mut stopped = false;
        let mut ply = ply;
        while let Some(token) = self.tokens.get(self.next) {
            self.next += 1;
            match token.kind {
                Kind::Close => {
                    if depth > 0 {
                        return Ok(nodes);
                    }
                }
                Kind::Open => {
                    if depth + 1 > MAX_DEPTH {
                        return Err(self.fail(token.at, PgnFault::TooDeep, "("));
                    }
                    match (&before, stopped, nodes.last_mut()) {
                        (Some(from), false, Some(_)) => {
                            let line = self.line(from.clone(), ply - 1, depth + 1)?;
                            if let (false, Some(last)) = (line.is_empty(), nodes.last_mut()) {
                                last.variations.push(line);
                            }
                        }
                        _ => self.pass_over(),
                    }
                }
                Kind::Comment => {
                    if !stopped {
                        self.skipped.comments += 1;
                    }
                }
                Kind::Nag => {
                    if !stopped {
                        self.skipped.nags += 1;
                    }
                }
                Kind::Word => {
                    let (word, glyph) = move_of(token.text);
                    if stopped || word.is_empty() || is_result(token.text) {
                        continue;
                    }
                    if glyph {
                        self.skipped.nags += 1;
                    }
                    if self.plies >= MAX_PLIES {
                        return Err(self.fail(token.at, PgnFault::TooLong, word));
                    }
                    let played = find_move(&pos, word).and_then(|uci| {
                        let mut next = pos.clone();
                        next.play_uci(&uci).ok().map(|m| (m, next))
                    });
                    let played = played.or_else(|| {
                        let mut next = pos.clone();
                        next.play_text(word).ok().map(|m| (m, next))
                    });
                    let Some((m, next)) = played else {
                        // `word` is a part of the token's text.
                        let inside = word.as_ptr() as usize - token.text.as_ptr() as usize;
                        self.refuse(&pos, word, token.at + inside, ply, depth);
                        stopped = true;
                        if depth == 0 {
                            return Ok(nodes);
                        }
                        continue;
                    };
                    self.plies += 1;
                    nodes.push(PgnNode {
                        uci: m.uci,
                        san: m.display,
                        variations: Vec::new(),
                    });
                    before = Some(std::mem::replace(&mut pos, next));
                    ply += 1;
                }
            }
        }
        Ok(nodes)
    }

    /// Passes over a variation that has nothing to replace (or follows a
    /// refused move), up to its closing `)`.
    fn pass_over(&mut self) {
        let mut depth = 1usize;
        while let Some(token) = self.tokens.get(self.next) {
            self.next += 1;
            match token.kind {
                Kind::Open => depth += 1,
                Kind::Close => {
                    depth -= 1;
                    if depth == 0 {
                        return;
                    }
                }
                _ => {}
            }
        }
    }

    fn refuse(&mut self, pos: &AnyPosition, word: &str, at: usize, ply: u32, depth: usize) {
        if self.refused.is_some() {
            return;
        }
        let (line, column) = place(self.text, at);
        let counted = ply + u32::from(self.black_first);
        self.refused = Some(Refused {
            token: word.to_owned(),
            number: self.first_number + counted / 2,
            black: counted % 2 == 1,
            why: why_illegal(pos, word).unwrap_or(Illegal::NotAMove),
            line,
            column,
            in_variation: depth > 0,
        });
    }
}

#[cfg(test)]
mod tests;
