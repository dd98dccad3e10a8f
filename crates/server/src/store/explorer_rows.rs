//! The opening explorer's rows (`explorer_moves`, `explorer_games`): a
//! finished game's first moves added to the statistics inside the
//! transaction that stores its end, once per game (`Write::Explore`,
//! applied by `sql.rs`).

use super::dialect::{Int, Param, Text};
use super::player_rows::{rows, run};
use crate::rating::Score;

/// A finished game as the explorer takes it: counted with its first
/// moves, or only marked as looked at (a game that does not count).
#[derive(Clone, Debug, PartialEq)]
pub struct ExploredGame {
    pub game_id: String,
    /// `None` for a game that does not count.
    pub tally: Option<Tally>,
}

/// What a counted game adds.
#[derive(Clone, Debug, PartialEq)]
pub struct Tally {
    pub score: Score,
    /// The players' mean rating, in a rated game.
    pub rating: Option<i64>,
    /// The moves played, each from the position it was played in; each
    /// (position, move) once (a game that comes back to a position and
    /// plays the same move again is one game).
    pub steps: Vec<ExplorerStep>,
}

/// One move of a counted game: the position's key and the move's UCI.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExplorerStep {
    pub position: i64,
    pub uci: String,
}

/// A move played from one position, and how the games that played it
/// ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExplorerMoveRow {
    pub uci: String,
    pub white: i64,
    pub draws: i64,
    pub black: i64,
    /// Rated games among them, and the sum of their players' mean rating.
    pub rated: i64,
    pub rating_sum: i64,
}

sql_fn! {
/// Adds `game` to the statistics in the transaction `conn`, unless it
/// was added before: the game's row in `explorer_games` is inserted
/// first, and only a transaction that inserted it goes on (on
/// PostgreSQL a second one waits for the first to commit, then finds the
/// row taken).
pub(super) async fn count(
    conn: &mut DB::Connection,
    game: &ExploredGame,
) -> Result<(), sqlx::Error> {
    let inserted = rows::<DB>(
        conn,
        "INSERT INTO explorer_games (game_id, counted) VALUES (?, ?) \
         ON CONFLICT (game_id) DO NOTHING RETURNING game_id",
        &[
            Text(Some(&game.game_id)),
            Int(Some(i64::from(game.tally.is_some()))),
        ],
    )
    .await?;
    let Some(tally) = &game.tally else {
        return Ok(());
    };
    if inserted.is_empty() || tally.steps.is_empty() {
        return Ok(());
    }
    let (white, draws, black) = match tally.score {
        Score::WhiteWins => (1, 0, 0),
        Score::Draw => (0, 1, 0),
        Score::BlackWins => (0, 0, 1),
    };
    let rated = i64::from(tally.rating.is_some());
    let rating = tally.rating.unwrap_or(0);
    let mut params: Vec<Param> = Vec::with_capacity(tally.steps.len() * 7);
    for step in &tally.steps {
        params.extend([
            Int(Some(step.position)),
            Text(Some(&step.uci)),
            Int(Some(white)),
            Int(Some(draws)),
            Int(Some(black)),
            Int(Some(rated)),
            Int(Some(rating)),
        ]);
    }
    run::<DB>(conn, &upsert_sql(tally.steps.len()), &params).await
}
}

/// The statement adding `n` moves' results at once.
fn upsert_sql(n: usize) -> String {
    let values = vec!["(?, ?, ?, ?, ?, ?, ?)"; n].join(", ");
    format!(
        "INSERT INTO explorer_moves (position, uci, white, draws, black, rated, rating_sum) \
         VALUES {values} ON CONFLICT (position, uci) DO UPDATE SET \
         white = explorer_moves.white + excluded.white, \
         draws = explorer_moves.draws + excluded.draws, \
         black = explorer_moves.black + excluded.black, \
         rated = explorer_moves.rated + excluded.rated, \
         rating_sum = explorer_moves.rating_sum + excluded.rating_sum"
    )
}
