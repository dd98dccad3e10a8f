-- The order in which rated games changed ratings: `seq` is one more than
-- the largest before it, given in the transaction that rates the game.
-- A player's games are rated one at a time (their rating row is locked),
-- so their `seq` follow the true order even when two end in the same
-- second. Games rated before this column have 0 and keep `ended_at`'s order.
ALTER TABLE rated_games ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
CREATE INDEX rated_games_by_seq ON rated_games (seq);
