-- Players without registration (docs/architecture.md, "Players").
-- A player is a name; `name_key` is the name in lower case, unique, so no
-- two players differ only by case. `key_digest` is the SHA-256 of the
-- player key's secret part, never the key itself.
CREATE TABLE players (
    name       TEXT PRIMARY KEY NOT NULL,
    name_key   TEXT NOT NULL UNIQUE,
    key_digest TEXT NOT NULL,
    created_at INTEGER NOT NULL
);

-- The browser sessions (devices) that play as a player. `id` is the
-- public id of a device (a digest of the session), shown in the list of
-- devices.
CREATE TABLE devices (
    session    TEXT PRIMARY KEY NOT NULL,
    id         TEXT NOT NULL,
    player     TEXT NOT NULL REFERENCES players (name),
    created_at INTEGER NOT NULL
);
CREATE INDEX devices_by_player ON devices (player);

-- Glicko-2 ratings, one per player and game. Rating, deviation and
-- volatility are kept in billionths (integers: the same on every database).
CREATE TABLE ratings (
    player     TEXT NOT NULL REFERENCES players (name),
    variant    TEXT NOT NULL,
    rating     INTEGER NOT NULL,
    deviation  INTEGER NOT NULL,
    volatility INTEGER NOT NULL,
    games      INTEGER NOT NULL,
    wins       INTEGER NOT NULL,
    draws      INTEGER NOT NULL,
    losses     INTEGER NOT NULL,
    rated_at   INTEGER NOT NULL,
    PRIMARY KEY (player, variant)
);
CREATE INDEX ratings_by_variant ON ratings (variant, rating);

-- One row per rated game that ended, written in the transaction that
-- stores its result (the primary key makes it happen once): the ratings
-- before and after (billionths), the deviations after. `counted` is 0 when
-- the pair had already played its rated games of the day.
CREATE TABLE rated_games (
    game_id          TEXT PRIMARY KEY NOT NULL REFERENCES games (id),
    variant          TEXT NOT NULL,
    white            TEXT NOT NULL REFERENCES players (name),
    black            TEXT NOT NULL REFERENCES players (name),
    winner           TEXT,
    white_before     INTEGER NOT NULL,
    white_after      INTEGER NOT NULL,
    black_before     INTEGER NOT NULL,
    black_after      INTEGER NOT NULL,
    white_deviation  INTEGER NOT NULL,
    black_deviation  INTEGER NOT NULL,
    counted          INTEGER NOT NULL,
    ended_at         INTEGER NOT NULL
);
CREATE INDEX rated_games_by_white ON rated_games (white, ended_at);
CREATE INDEX rated_games_by_black ON rated_games (black, ended_at);

-- A game asked to be rated (1) or not; the players' names and the ratings
-- shown when they sat down ("1500?").
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN white_player TEXT;
ALTER TABLE games ADD COLUMN black_player TEXT;
ALTER TABLE games ADD COLUMN white_rating TEXT;
ALTER TABLE games ADD COLUMN black_rating TEXT;
