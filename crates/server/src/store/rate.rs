//! Rating a rated game's end inside the transaction that stores it: both
//! rating rows are locked (in name order), Glicko-2 is applied, and the
//! `rated_games` row whose key is the game id makes it happen once.

use super::dialect::{Int, Text};
use super::player_rows::{
    rating_row, rows, run, to_units, RatingRow, RATED_COLUMNS, RATING_COLUMNS,
};
use super::RatedEnd;
use crate::rating::{self, Rating, Score};

sql_fn! {
    /// A player's rating in a game, its row locked until the transaction
    /// ends (created at the start values if the player has none yet).
    async fn locked_rating(
        conn: &mut DB::Connection,
        player: &str,
        variant: &str,
        now: i64,
    ) -> Result<RatingRow, sqlx::Error>
    {
        let start = Rating::default();
        // An upsert that changes nothing: it creates the row, or takes its
        // write lock (PostgreSQL), before it is read.
        run::<DB>(
            conn,
            &format!(
                "INSERT INTO ratings ({RATING_COLUMNS}) VALUES (?, ?, ?, ?, ?, 0, 0, 0, 0, ?) \
                 ON CONFLICT (player, variant) DO UPDATE SET games = ratings.games"
            ),
            &[
                Text(Some(player)),
                Text(Some(variant)),
                Int(Some(to_units(start.rating))),
                Int(Some(to_units(start.deviation))),
                Int(Some(to_units(start.volatility))),
                Int(Some(now)),
            ],
        )
        .await?;
        let found = rows::<DB>(
            conn,
            &format!("SELECT {RATING_COLUMNS} FROM ratings WHERE player = ? AND variant = ?"),
            &[Text(Some(player)), Text(Some(variant))],
        )
        .await?;
        let row = found.first().ok_or(sqlx::Error::RowNotFound)?;
        rating_row::<DB>(row)
    }
}

sql_fn! {
    /// Rates a game that ended, in the transaction `conn` that stores its
    /// end: once per game, and only the pair's first rated games of the day.
    pub(super) async fn rate(
        conn: &mut DB::Connection,
        end: &RatedEnd,
    ) -> Result<(), sqlx::Error>
    {
        let id = Text(Some(&end.game_id));
        let done = rows::<DB>(
            conn,
            "SELECT game_id FROM rated_games WHERE game_id = ?",
            &[id],
        )
        .await?;
        if !done.is_empty() {
            return Ok(());
        }
        // Lock both rows in one order (by name), so two games of the same
        // players on two nodes never wait for each other in a circle.
        let (first, second) = if end.white <= end.black {
            (&end.white, &end.black)
        } else {
            (&end.black, &end.white)
        };
        let a = locked_rating::<DB>(conn, first, &end.variant, end.ended_at).await?;
        let b = locked_rating::<DB>(conn, second, &end.variant, end.ended_at).await?;
        let (white, black) = if *first == end.white { (a, b) } else { (b, a) };
        let day_ago = end.ended_at - 24 * 3600;
        let pair = rows::<DB>(
            conn,
            "SELECT game_id FROM rated_games WHERE counted = 1 AND ended_at > ? \
             AND ((white = ? AND black = ?) OR (white = ? AND black = ?))",
            &[
                Int(Some(day_ago)),
                Text(Some(&end.white)),
                Text(Some(&end.black)),
                Text(Some(&end.black)),
                Text(Some(&end.white)),
            ],
        )
        .await?;
        let counted = (pair.len() as i64) < rating::PAIR_GAMES_PER_DAY;
        let days = |r: &RatingRow| {
            if r.games == 0 {
                0.0
            } else {
                (end.ended_at - r.rated_at) as f64 / 86_400.0
            }
        };
        let (w_before, b_before) = (
            white.rating.after_absence(days(&white)),
            black.rating.after_absence(days(&black)),
        );
        let (w_after, b_after) = if counted {
            rating::rate(w_before, b_before, end.score)
        } else {
            (white.rating, black.rating)
        };
        let winner = match end.score {
            Score::WhiteWins => Some("white"),
            Score::BlackWins => Some("black"),
            Score::Draw => None,
        };
        if counted {
            for (row, after, points) in [
                (&white, w_after, end.score_for_white()),
                (&black, b_after, 2 - end.score_for_white()),
            ] {
                run::<DB>(
                    conn,
                    "UPDATE ratings SET rating = ?, deviation = ?, volatility = ?, games = games + 1, \
                     wins = wins + ?, draws = draws + ?, losses = losses + ?, rated_at = ? \
                     WHERE player = ? AND variant = ?",
                    &[
                        Int(Some(to_units(after.rating))),
                        Int(Some(to_units(after.deviation))),
                        Int(Some(to_units(after.volatility))),
                        Int(Some(i64::from(points == 2))),
                        Int(Some(i64::from(points == 1))),
                        Int(Some(i64::from(points == 0))),
                        Int(Some(end.ended_at)),
                        Text(Some(&row.player)),
                        Text(Some(&end.variant)),
                    ],
                )
                .await?;
            }
        }
        run::<DB>(
            conn,
            &format!(
                "INSERT INTO rated_games ({RATED_COLUMNS}, seq) \
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, \
                 (SELECT COALESCE(MAX(seq), 0) + 1 FROM rated_games))"
            ),
            &[
                Text(Some(&end.game_id)),
                Text(Some(&end.variant)),
                Text(Some(&end.white)),
                Text(Some(&end.black)),
                Text(winner),
                Int(Some(to_units(white.rating.rating))),
                Int(Some(to_units(w_after.rating))),
                Int(Some(to_units(black.rating.rating))),
                Int(Some(to_units(b_after.rating))),
                Int(Some(to_units(w_after.deviation))),
                Int(Some(to_units(b_after.deviation))),
                Int(Some(i64::from(counted))),
                Int(Some(end.ended_at)),
            ],
        )
        .await
    }
}

impl RatedEnd {
    /// White's points in halves: 2 a win, 1 a draw, 0 a loss.
    fn score_for_white(&self) -> u8 {
        match self.score {
            Score::WhiteWins => 2,
            Score::Draw => 1,
            Score::BlackWins => 0,
        }
    }
}
