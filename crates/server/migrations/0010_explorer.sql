-- The opening explorer (docs/architecture.md, "Opening explorer"): for
-- each position reached in the first plies of counted games, the moves
-- played from it, with the results of the games that played them.
--
-- `position` is a 64-bit key of the position (the game's name and the
-- position as the repetition rules see it: board, side to move, castling,
-- en passant when it can be taken; Lielow's board, heights, crowns and
-- side to move), so one lookup is a range scan of the primary key.
-- `rated` and `rating_sum` are the rated games among them and the sum of
-- their players' mean rating (the average shown is the quotient).
CREATE TABLE explorer_moves (
    position   INTEGER NOT NULL,
    uci        TEXT NOT NULL,
    white      INTEGER NOT NULL,
    draws      INTEGER NOT NULL,
    black      INTEGER NOT NULL,
    rated      INTEGER NOT NULL,
    rating_sum INTEGER NOT NULL,
    PRIMARY KEY (position, uci)
) WITHOUT ROWID;

-- Every finished game the explorer has looked at, counted (1) or not (0,
-- a game that does not count: against the computer, a bot account, from a
-- set-up position). A game's moves are added in the transaction that
-- inserts its row here, so no game is counted twice or lost.
CREATE TABLE explorer_games (
    game_id TEXT PRIMARY KEY NOT NULL,
    counted INTEGER NOT NULL
);
