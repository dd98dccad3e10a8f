-- Correspondence games: `days` per move instead of a clock (1, 2, 3, 5,
-- 7 or 14), and `move_by`, the Unix second by which the side to move must
-- have moved (from then on its opponent may claim the game). Both are NULL
-- for every other game; `move_by` is NULL too while the game waits or
-- after it ended.
ALTER TABLE games ADD COLUMN days BIGINT;
ALTER TABLE games ADD COLUMN move_by BIGINT;
