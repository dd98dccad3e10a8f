//! The chat of a live game: a line from a socket is judged
//! ([`Chat::check`]), stored, and only then kept and sent to the sockets
//! of its room; each socket that connects gets its room as it stands; a
//! report keeps the room for a person to read.

use regalia_rules::Color;

use super::Actor;
use crate::error::ErrorCode;
use crate::game::chat::{free_text, Chat, Speaker};
use crate::protocol::{ChatRoom, ClientMsg, ServerMsg};
use crate::store::{StoreError, Write};

impl Actor {
    /// Reads back the stored chat of a game read back from storage; if it
    /// cannot be read, the chat takes no line (numbers would clash).
    pub(super) async fn read_chat(&mut self) {
        match self.hall.chat_lines(&self.game.id).await {
            Ok(rows) => self.chat = Chat::from_rows(&rows),
            Err(e) => {
                tracing::error!(game = %self.game.id, error = %e, "cannot read the chat back");
                self.chat.unreadable = true;
            }
        }
    }

    /// A chat line or report from socket `conn` (a player or a spectator).
    pub(super) async fn chat_message(&mut self, conn: u64, role: Option<Color>, msg: ClientMsg) {
        let speaker = Speaker::of(conn, role);
        let now = self.now();
        let write = match &msg {
            ClientMsg::Chat { text, preset } => {
                match self
                    .chat
                    .check(&self.game, speaker, text.as_deref(), *preset, now)
                {
                    Ok(checked) => {
                        if !self
                            .store_chat(conn, Write::AddChat(checked.row.clone()))
                            .await
                        {
                            return;
                        }
                        self.chat.keep(&checked, now);
                        let line = checked.line;
                        let said = ServerMsg::Chat {
                            room: speaker.room(),
                            from: line.from,
                            text: line.text,
                            preset: line.preset,
                        };
                        self.send_room(speaker.room(), &said);
                        return;
                    }
                    Err(refusal) => {
                        self.refuse(Some(conn), refusal.code, &refusal.message);
                        return;
                    }
                }
            }
            ClientMsg::ChatReport => Write::Report(self.chat.report(&self.game, speaker, now)),
            _ => return,
        };
        if self.store_chat(conn, write).await {
            tracing::info!(game = %self.game.id, room = speaker.room().name(), "chat reported");
            self.send_to(conn, &ServerMsg::ChatReported);
        }
    }

    /// Stores a chat write; on failure `conn` hears of it and nothing is
    /// said (a lost lease lets the game go, as any change does).
    async fn store_chat(&mut self, conn: u64, write: Write) -> bool {
        match self.hall.store(&self.game.id, vec![write]).await {
            Ok(()) => true,
            Err(e) => {
                tracing::error!(game = %self.game.id, error = %e, "a chat line could not be stored");
                self.refuse(
                    Some(conn),
                    ErrorCode::Storage,
                    "the server could not save this line; try again",
                );
                if let StoreError::LeaseLost { .. } = e {
                    self.let_go();
                }
                false
            }
        }
    }

    fn chat_log(&self, room: ChatRoom) -> ServerMsg {
        ServerMsg::ChatLog {
            room,
            free: free_text(&self.game),
            lines: self.chat.lines(room).to_vec(),
        }
    }

    /// Sends socket `conn` its room as it stands.
    pub(super) fn send_chat_log(&mut self, conn: u64, role: Option<Color>) {
        let room = Speaker::of(conn, role).room();
        let log = self.chat_log(room);
        self.send_to(conn, &log);
    }

    /// Sends every socket its room again (a seat was taken: whether free
    /// text is taken may have changed).
    pub(super) fn tell_chat_logs(&mut self) {
        for room in [ChatRoom::Players, ChatRoom::Spectators] {
            let log = self.chat_log(room);
            self.send_room(room, &log);
        }
    }

    fn send_room(&mut self, room: ChatRoom, msg: &ServerMsg) {
        let players = room == ChatRoom::Players;
        let text = axum::extract::ws::Utf8Bytes::from(msg.to_json());
        for id in self
            .presence
            .send_where(|role| role.is_some() == players, text)
        {
            self.leave(id);
        }
    }
}
