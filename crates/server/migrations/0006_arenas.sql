-- Arenas (docs/architecture.md, "Arenas"). Times in Unix milliseconds.
-- `status`: created, started, finished. `schedule` names the schedule
-- that made it (none for an arena by link, made by `created_by`).
CREATE TABLE arenas (
    id              TEXT PRIMARY KEY NOT NULL,
    variant         TEXT NOT NULL,
    clock_initial   INTEGER NOT NULL,
    clock_increment INTEGER NOT NULL,
    minutes         INTEGER NOT NULL,
    starts_at       INTEGER NOT NULL,
    ends_at         INTEGER NOT NULL,
    rated           INTEGER NOT NULL,
    private         INTEGER NOT NULL,
    schedule        TEXT,
    created_by      TEXT,
    status          TEXT NOT NULL,
    winner          TEXT,
    created_at      INTEGER NOT NULL
);
CREATE INDEX arenas_by_status ON arenas (status, starts_at);

-- A player of an arena: the session whose seats their games take, the
-- rating when last read (rounded, and as shown), and the standings as
-- they stand (score, fire, games, the sheet's digits), kept with each
-- scored game; the games' rows below are the truth they are read from.
CREATE TABLE arena_players (
    arena_id  TEXT NOT NULL REFERENCES arenas (id),
    name      TEXT NOT NULL,
    session   TEXT NOT NULL,
    rating    INTEGER NOT NULL,
    shown     TEXT NOT NULL,
    score     INTEGER NOT NULL,
    fire      INTEGER NOT NULL,
    games     INTEGER NOT NULL,
    sheet     TEXT NOT NULL,
    paused    INTEGER NOT NULL,
    withdrawn INTEGER NOT NULL,
    joined    INTEGER NOT NULL,
    PRIMARY KEY (arena_id, name)
);

-- A game an arena paired (stored with the game's own row, in one
-- transaction). `state`: 0 being played, 1 scored, 2 dropped (aborted).
-- `seq` orders the pairings, `ended_seq` the scored games (the order the
-- sheets are read in again after a restart).
CREATE TABLE arena_games (
    game_id      TEXT PRIMARY KEY NOT NULL,
    arena_id     TEXT NOT NULL REFERENCES arenas (id),
    seq          INTEGER NOT NULL,
    white        TEXT NOT NULL,
    black        TEXT NOT NULL,
    white_rating INTEGER NOT NULL,
    black_rating INTEGER NOT NULL,
    state        INTEGER NOT NULL,
    ended_seq    INTEGER NOT NULL,
    winner       TEXT,
    plies        INTEGER NOT NULL,
    berserk      INTEGER NOT NULL
);
CREATE INDEX arena_games_by_arena ON arena_games (arena_id, seq);

-- A game paired by an arena names it; who berserked (1 White, 2 Black).
ALTER TABLE games ADD COLUMN tournament_id TEXT;
ALTER TABLE games ADD COLUMN berserk INTEGER NOT NULL DEFAULT 0;
