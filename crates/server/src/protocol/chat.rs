//! The game chat's words on the wire: the two rooms (the players', and
//! the spectators' beside it), who said a line, the preset lines that
//! strangers without names may send (shown in the reader's language), and
//! a line as the server sends it. What a line may hold is judged in
//! `game/chat.rs`.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::named::named_enum;

named_enum! {
    /// The two chats of a game: the players talk in one, spectators in
    /// the other, and neither hears the other.
    pub enum ChatRoom as "chat room" {
        Players = "players",
        Spectators = "spectators",
    }
}

named_enum! {
    /// Who said a line: a player by colour, or a spectator.
    pub enum ChatAuthor as "chat author" {
        White = "white",
        Black = "black",
        Spectator = "spectator",
    }
}

named_enum! {
    /// The lines every chat takes, sent by id and shown in the reader's
    /// language (`chat-preset-<id>`): in a lobby game between players
    /// without names, the only ones.
    pub enum ChatPreset as "chat preset" {
        Hello = "hello",
        GoodLuck = "good-luck",
        HaveFun = "have-fun",
        YouToo = "you-too",
        GoodGame = "good-game",
        WellPlayed = "well-played",
        ThankYou = "thank-you",
        GottaGo = "gotta-go",
        Bye = "bye",
    }
}

/// One line of a chat: its author, and either its text or its preset.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ChatLine {
    pub from: ChatAuthor,
    /// What a person typed (never with a preset).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub text: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub preset: Option<ChatPreset>,
}
