-- Several server nodes on one database (regalia serve --bus): who is alive,
-- which node owns each live game, and the cluster's name on the bus.

-- The cluster's id: nodes sharing this database share the bus channels
-- named after it, so several clusters may share one Redis.
CREATE TABLE cluster (
    id TEXT PRIMARY KEY NOT NULL
);
INSERT INTO cluster (id) VALUES (md5(random()::text || clock_timestamp()::text));

-- Nodes and the database time of their last heartbeat.
CREATE TABLE nodes (
    id         TEXT PRIMARY KEY NOT NULL,
    started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    seen_at    TIMESTAMPTZ NOT NULL
);

-- The node that runs each game. A lease is taken before a new game is
-- stored, and taken over from a node that has stopped heartbeating.
CREATE TABLE game_leases (
    game_id  TEXT PRIMARY KEY NOT NULL,
    node     TEXT NOT NULL,
    epoch    BIGINT NOT NULL,
    taken_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX game_leases_by_node ON game_leases (node);
