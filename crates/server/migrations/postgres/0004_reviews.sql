-- Twin of ../0003_reviews.sql: game reviews, made once per finished game,
-- kept so that the next visitor sees them at once (`body` is JSON).
CREATE TABLE reviews (
    game_id TEXT PRIMARY KEY NOT NULL REFERENCES games (id),
    body TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
