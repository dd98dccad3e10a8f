-- PostgreSQL twin of ../0001_games.sql: the same tables and columns, with
-- 64-bit integers where SQLite's INTEGER holds milliseconds and counters.
CREATE TABLE games (
    id                 TEXT PRIMARY KEY NOT NULL,
    variant            TEXT NOT NULL,
    start_fen          TEXT,
    opponent           TEXT NOT NULL,
    color_choice       TEXT NOT NULL,
    clock_initial_ms   BIGINT,
    clock_increment_ms BIGINT,
    white_ms           BIGINT,
    black_ms           BIGINT,
    white_seat         TEXT,
    black_seat         TEXT,
    white_session      TEXT,
    black_session      TEXT,
    white_level        BIGINT,
    black_level        BIGINT,
    status             TEXT NOT NULL,
    winner             TEXT,
    reason             TEXT,
    seq                BIGINT NOT NULL,
    rematch_of         TEXT,
    rematch_id         TEXT,
    created_at         BIGINT NOT NULL,
    ended_at           BIGINT
);

CREATE INDEX games_by_status ON games (status);

CREATE TABLE moves (
    game_id   TEXT NOT NULL REFERENCES games (id),
    ply       BIGINT NOT NULL,
    uci       TEXT NOT NULL,
    san       TEXT NOT NULL,
    white_ms  BIGINT,
    black_ms  BIGINT,
    played_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, ply)
);
