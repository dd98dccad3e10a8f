-- The Bot and Board API (docs/api.md, "Bots and boards"). A player may be
-- a bot account (1): marked BOT wherever its name shows, kept out of the
-- lobby's seeks. Tokens let a program play as a player: only the SHA-256
-- of a token is kept; each token is one device of its player (its own
-- session, in `devices`), so a request carrying it acts as that device.
ALTER TABLE players ADD COLUMN bot INTEGER NOT NULL DEFAULT 0;

CREATE TABLE api_tokens (
    digest     TEXT PRIMARY KEY NOT NULL,
    id         TEXT NOT NULL UNIQUE,
    player     TEXT NOT NULL REFERENCES players (name),
    session    TEXT NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE INDEX api_tokens_by_player ON api_tokens (player);
