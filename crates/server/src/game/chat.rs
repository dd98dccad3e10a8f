//! A game's chat: the players' room and the spectators' room beside it,
//! what a line may be, and who may say what. Pure and synchronous, as the
//! rest of the game: [`Chat::check`] judges a line without changing
//! anything, the game's task stores it, and only then [`Chat::keep`]s it
//! and sends it.
//!
//! The rules, as lichess's and pychess's: at most [`FLOOD_LINES`] lines in
//! [`FLOOD_WINDOW_MS`] per author, a line that repeats or nearly repeats
//! one of the author's last [`REMEMBERED`] is refused, at most
//! [`MAX_CHARS`] characters, no control characters. Free text is taken in
//! games by link (and against the computer) and in lobby games between two
//! players with names; a lobby game between strangers without names takes
//! only the preset lines, in both rooms.

use std::collections::{HashMap, VecDeque};

use regalia_rules::Color;

use super::{Game, Now, Refusal};
use crate::error::ErrorCode;
use crate::protocol::{ChatAuthor, ChatLine, ChatPreset, ChatRoom, Opponent};
use crate::store::{ChatRow, ReportRow};

/// The longest line, in characters.
pub const MAX_CHARS: usize = 140;
/// Lines one author may say within [`FLOOD_WINDOW_MS`].
pub const FLOOD_LINES: usize = 4;
pub const FLOOD_WINDOW_MS: u64 = 10_000;
/// The lines one room of one game keeps; more are refused.
pub const ROOM_LINES: usize = 300;
/// How many of an author's last lines a new one may not repeat.
pub const REMEMBERED: usize = 3;
/// How alike two lines may be (normalised Levenshtein similarity of their
/// letters and digits) before the second counts as a repeat.
const NEAR_REPEAT: f64 = 0.8;

/// Who says a line, as the chat tells authors apart: a player by seat (all
/// of their sockets together), a spectator by socket (the edge adds a
/// budget per session and address, `limits::Budget::Chat`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Speaker {
    Seat(Color),
    Spectator(u64),
}

impl Speaker {
    pub fn of(conn: u64, role: Option<Color>) -> Speaker {
        role.map_or(Speaker::Spectator(conn), Speaker::Seat)
    }

    pub fn room(self) -> ChatRoom {
        match self {
            Speaker::Seat(_) => ChatRoom::Players,
            Speaker::Spectator(_) => ChatRoom::Spectators,
        }
    }

    fn author(self) -> ChatAuthor {
        match self {
            Speaker::Seat(Color::White) => ChatAuthor::White,
            Speaker::Seat(Color::Black) => ChatAuthor::Black,
            Speaker::Spectator(_) => ChatAuthor::Spectator,
        }
    }
}

/// What an author said lately: when, and what (for repeats).
#[derive(Default)]
struct Said {
    at: VecDeque<u64>,
    keys: VecDeque<String>,
}

/// A line judged fit to be said, not yet stored.
#[derive(Debug)]
pub struct Checked {
    pub speaker: Speaker,
    pub line: ChatLine,
    pub row: ChatRow,
    key: String,
}

#[derive(Default)]
pub struct Chat {
    /// The players' room, then the spectators'.
    rooms: [Vec<ChatLine>; 2],
    said: HashMap<Speaker, Said>,
    /// The stored lines could not be read: nothing is said until they are.
    pub unreadable: bool,
}

fn room_index(room: ChatRoom) -> usize {
    match room {
        ChatRoom::Players => 0,
        ChatRoom::Spectators => 1,
    }
}

/// Whether a game's chat takes free text (otherwise only presets).
pub fn free_text(game: &Game) -> bool {
    game.opponent != Opponent::Seek || game.seats.iter().all(|s| s.player.is_some())
}

impl Chat {
    /// The chat as stored (rows by room, in order).
    pub fn from_rows(rows: &[ChatRow]) -> Chat {
        let mut chat = Chat::default();
        for row in rows {
            let (Some(room), Some(from)) = (
                ChatRoom::from_name(&row.room),
                ChatAuthor::from_name(&row.author),
            ) else {
                continue;
            };
            chat.rooms[room_index(room)].push(ChatLine {
                from,
                text: row.text.clone(),
                preset: row.preset.as_deref().and_then(ChatPreset::from_name),
            });
        }
        chat
    }

    pub fn lines(&self, room: ChatRoom) -> &[ChatLine] {
        &self.rooms[room_index(room)]
    }

    /// Judges a line `speaker` wants to say at `now`: the line and its
    /// row, or why not. Changes nothing.
    pub fn check(
        &self,
        game: &Game,
        speaker: Speaker,
        text: Option<&str>,
        preset: Option<ChatPreset>,
        now: Now,
    ) -> Result<Checked, Refusal> {
        if self.unreadable {
            return Err(Refusal::new(
                ErrorCode::Storage,
                "the chat could not be read back; try again later",
            ));
        }
        let (text, key) = match (text, preset) {
            (Some(text), None) => {
                let text = line_text(text)?;
                if !free_text(game) {
                    return Err(Refusal::new(
                        ErrorCode::ChatPresetsOnly,
                        "this chat takes only the preset lines",
                    ));
                }
                let key = repeat_key(&text);
                (Some(text), key)
            }
            (None, Some(p)) => (None, format!("#{}", p.name())),
            _ => {
                return Err(Refusal::new(
                    ErrorCode::BadMessage,
                    "a chat line has either `text` or `preset`",
                ))
            }
        };
        let room = speaker.room();
        let n = self.lines(room).len();
        if n >= ROOM_LINES {
            return Err(Refusal::new(
                ErrorCode::ChatFull,
                format!("this chat room keeps {ROOM_LINES} lines"),
            ));
        }
        if let Some(said) = self.said.get(&speaker) {
            let recent = said
                .at
                .iter()
                .filter(|&&t| t + FLOOD_WINDOW_MS > now.mono)
                .count();
            if recent >= FLOOD_LINES {
                return Err(Refusal::new(
                    ErrorCode::ChatFlood,
                    format!("at most {FLOOD_LINES} lines in 10 seconds"),
                ));
            }
            if said.keys.iter().any(|k| alike(k, &key)) {
                return Err(Refusal::new(
                    ErrorCode::ChatRepeated,
                    "this line repeats one just said",
                ));
            }
        }
        let line = ChatLine {
            from: speaker.author(),
            text,
            preset,
        };
        let row = ChatRow {
            game_id: game.id.to_string(),
            room: room.name().to_owned(),
            n: n as i64 + 1,
            author: line.from.name().to_owned(),
            text: line.text.clone(),
            preset: line.preset.map(|p| p.name().to_owned()),
            said_at: now.unix,
        };
        Ok(Checked {
            speaker,
            line,
            row,
            key,
        })
    }

    /// Keeps a line once it is stored.
    pub fn keep(&mut self, checked: &Checked, now: Now) {
        let said = self.said.entry(checked.speaker).or_default();
        said.at.push_back(now.mono);
        while said.at.len() > FLOOD_LINES {
            said.at.pop_front();
        }
        said.keys.push_back(checked.key.clone());
        while said.keys.len() > REMEMBERED {
            said.keys.pop_front();
        }
        self.rooms[room_index(checked.speaker.room())].push(checked.line.clone());
    }

    /// A spectator's socket closed: what it said lately is forgotten.
    pub fn forget(&mut self, conn: u64) {
        self.said.remove(&Speaker::Spectator(conn));
    }

    /// The report of `speaker`'s room as it stands, made at `now`.
    pub fn report(&self, game: &Game, speaker: Speaker, now: Now) -> ReportRow {
        let room = speaker.room();
        ReportRow {
            game_id: game.id.to_string(),
            room: room.name().to_owned(),
            reporter: speaker.author().name().to_owned(),
            lines: serde_json::to_string(self.lines(room)).expect("chat lines serialise"),
            created_at: now.unix,
        }
    }
}

/// Characters refused in a line besides the control characters: those
/// that turn text around or hide it (direction overrides and isolates,
/// zero-width spaces, marks and the byte-order mark). Joiners (U+200C,
/// U+200D) stay: scripts and emoji need them.
fn hidden(c: char) -> bool {
    matches!(c,
        '\u{200B}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{2069}' | '\u{FEFF}')
}

/// The text of a line as it is kept: trimmed, checked for length and
/// characters.
pub fn line_text(text: &str) -> Result<String, Refusal> {
    if text.chars().any(|c| c.is_control() || hidden(c)) {
        return Err(Refusal::new(
            ErrorCode::ChatControl,
            "a chat line may not hold control characters",
        ));
    }
    let text = text.trim();
    if text.is_empty() {
        return Err(Refusal::new(ErrorCode::ChatEmpty, "the chat line is empty"));
    }
    let chars = text.chars().count();
    if chars > MAX_CHARS {
        return Err(Refusal::new(
            ErrorCode::ChatTooLong,
            format!("a chat line has at most {MAX_CHARS} characters, not {chars}"),
        ));
    }
    Ok(text.to_owned())
}

/// What two lines are compared by: their letters and digits in lower
/// case, a run of one character counted once ("Hiii!!" and "hi" agree);
/// a line of signs alone is its own key.
fn repeat_key(text: &str) -> String {
    let mut key = String::new();
    for c in text
        .chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
    {
        if !key.ends_with(c) {
            key.push(c);
        }
    }
    if key.is_empty() {
        text.to_owned()
    } else {
        key
    }
}

/// Whether two keys are the same line, or nearly (long enough to tell).
fn alike(a: &str, b: &str) -> bool {
    a == b
        || (a.chars().count() >= 5
            && b.chars().count() >= 5
            && strsim::normalized_levenshtein(a, b) >= NEAR_REPEAT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_trimmed_and_bounded() {
        assert_eq!(line_text("  gg  ").map_err(|r| r.code), Ok("gg".into()));
        assert_eq!(
            line_text("   ").map_err(|r| r.code),
            Err(ErrorCode::ChatEmpty)
        );
        let long = "é".repeat(MAX_CHARS + 1);
        assert_eq!(
            line_text(&long).map_err(|r| r.code),
            Err(ErrorCode::ChatTooLong)
        );
        assert!(line_text(&"é".repeat(MAX_CHARS)).is_ok());
        for bad in ["a\nb", "tab\there", "\u{7}", "abc\u{202E}cba", "x\u{200B}y"] {
            assert_eq!(
                line_text(bad).map_err(|r| r.code),
                Err(ErrorCode::ChatControl),
                "{bad:?}"
            );
        }
        // A family emoji's joiners are not control characters.
        assert!(line_text("👨\u{200D}👩\u{200D}👧").is_ok());
    }

    #[test]
    fn near_repeats_share_a_key_or_nearly() {
        assert_eq!(repeat_key("Hiii!!"), "hi");
        assert_eq!(repeat_key("hi"), "hi");
        assert!(alike(&repeat_key("Good game"), &repeat_key("good game!!!")));
        assert!(!alike(
            &repeat_key("nice move there"),
            &repeat_key("nice move therre friend")
        ));
        assert!(alike(
            &repeat_key("you played well"),
            &repeat_key("you played welll.")
        ));
        assert!(alike(
            &repeat_key("you played well"),
            &repeat_key("u played well")
        ));
        assert!(!alike(&repeat_key("hi"), &repeat_key("ho")));
        assert!(!alike(&repeat_key("good luck"), &repeat_key("thank you")));
    }
}
