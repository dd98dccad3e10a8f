-- Games: one row per game, updated in place as the game goes on.
CREATE TABLE games (
    id                 TEXT PRIMARY KEY NOT NULL,
    variant            TEXT NOT NULL,
    start_fen          TEXT,
    opponent           TEXT NOT NULL,
    color_choice       TEXT NOT NULL,
    clock_initial_ms   INTEGER,
    clock_increment_ms INTEGER,
    white_ms           INTEGER,
    black_ms           INTEGER,
    -- Seats: the secret in each player's URL, the browser session that took
    -- it, or the computer's level. An open seat has all three NULL.
    white_seat         TEXT,
    black_seat         TEXT,
    white_session      TEXT,
    black_session      TEXT,
    white_level        INTEGER,
    black_level        INTEGER,
    status             TEXT NOT NULL,
    winner             TEXT,
    reason             TEXT,
    seq                INTEGER NOT NULL,
    rematch_of         TEXT,
    rematch_id         TEXT,
    created_at         INTEGER NOT NULL,
    ended_at           INTEGER
);

CREATE INDEX games_by_status ON games (status);

-- Moves: one row per ply, written before the move is acknowledged.
CREATE TABLE moves (
    game_id   TEXT NOT NULL REFERENCES games (id),
    ply       INTEGER NOT NULL,
    uci       TEXT NOT NULL,
    san       TEXT NOT NULL,
    white_ms  INTEGER,
    black_ms  INTEGER,
    played_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
);
