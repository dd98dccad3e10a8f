-- (SQLite 0011, here with BIGINT integers.)
-- Correspondence seeks outlive their creator's page: they stay in the
-- lobby across restarts until taken, withdrawn or expired. Kept while
-- such a seek waits: `seek_address`, the client address that made it (so
-- an address's cap on open correspondence seeks holds after a restart;
-- cleared once the game starts or ends), and a rated seek's rating range
-- (`range_min`, `range_max`: who may see and take it). NULL otherwise.
ALTER TABLE games ADD COLUMN seek_address TEXT;
ALTER TABLE games ADD COLUMN range_min BIGINT;
ALTER TABLE games ADD COLUMN range_max BIGINT;
