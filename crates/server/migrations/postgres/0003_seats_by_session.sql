-- Twin of ../0002_seats_by_session.sql: a browser's own games
-- (GET /api/my-games) are found by the session that took each seat.
CREATE INDEX games_by_white_session ON games (white_session);
CREATE INDEX games_by_black_session ON games (black_session);
