-- Twin of ../0007_chat.sql. Game chats: every line said in a game's two
-- rooms (`players`, `spectators`), numbered per room from 1, stored before anyone hears it.
-- `author` is `white`, `black` or `spectator`; a line has its `text` or
-- its `preset` (an id the page shows in the reader's language).
CREATE TABLE chat_lines (
    game_id TEXT NOT NULL REFERENCES games (id),
    room    TEXT NOT NULL,
    n       BIGINT NOT NULL,
    author  TEXT NOT NULL,
    text    TEXT,
    preset  TEXT,
    said_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, room, n)
);

-- Reports of a chat, for a person to read: the room's lines as they stood
-- (JSON), once per game, room and reporter (a later report replaces it).
CREATE TABLE chat_reports (
    game_id    TEXT NOT NULL REFERENCES games (id),
    room       TEXT NOT NULL,
    reporter   TEXT NOT NULL,
    lines      TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, room, reporter)
);
CREATE INDEX chat_reports_by_time ON chat_reports (created_at);
