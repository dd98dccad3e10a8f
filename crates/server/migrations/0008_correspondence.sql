-- Correspondence games: `days` per move instead of a clock (1, 2, 3, 5,
-- 7 or 14), and `move_by`, the Unix second by which the side to move must
-- have moved (from then on its opponent may claim the game). Both are NULL
-- for every other game; `move_by` is NULL too while the game waits or
-- after it ended.
ALTER TABLE games ADD COLUMN days INTEGER;
ALTER TABLE games ADD COLUMN move_by INTEGER;

-- Web Push: the server's VAPID key pair (one row, made at the first start
-- and kept: browsers' subscriptions are bound to its public key), and the
-- browsers' push subscriptions, by session, with the language their
-- notices are written in.
CREATE TABLE push_keys (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    private_key TEXT NOT NULL,
    public_key  TEXT NOT NULL,
    created_at  INTEGER NOT NULL
);
CREATE TABLE push_subscriptions (
    endpoint   TEXT PRIMARY KEY,
    session    TEXT NOT NULL,
    p256dh     TEXT NOT NULL,
    auth       TEXT NOT NULL,
    lang       TEXT NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE INDEX push_subscriptions_by_session ON push_subscriptions (session);
