-- PostgreSQL twin of ../0009_bots.sql: bot accounts and API tokens.
ALTER TABLE players ADD COLUMN bot BIGINT NOT NULL DEFAULT 0;

CREATE TABLE api_tokens (
    digest     TEXT PRIMARY KEY NOT NULL,
    id         TEXT NOT NULL UNIQUE,
    player     TEXT NOT NULL REFERENCES players (name),
    session    TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX api_tokens_by_player ON api_tokens (player);
