-- Game reviews (the analysis board's "Review"): made once per finished
-- game, kept so that the next visitor sees them at once. `body` is the
-- review as JSON (docs/protocol.md).
CREATE TABLE reviews (
    game_id TEXT PRIMARY KEY NOT NULL REFERENCES games (id),
    body TEXT NOT NULL,
    created_at INTEGER NOT NULL
);
