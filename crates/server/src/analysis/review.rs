//! Game review: every position of a game evaluated with the same budget,
//! and each move marked by how much of its player's winning chances it gave
//! away (thresholds in docs/engine.md).

use regalia_rules::{AnyPosition, Color, GameRecord, Outcome};

use super::messages::{
    LineView, Mark, MarkCounts, Review, ReviewedMove, ReviewedPosition, ScoreView,
};
use crate::protocol::Side;

/// A move that costs its player at least this many percentage points of
/// winning chances is an inaccuracy.
pub const INACCURACY: f64 = 6.0;
/// ... a mistake.
pub const MISTAKE: f64 = 12.0;
/// ... a blunder.
pub const BLUNDER: f64 = 20.0;
/// How steeply centipawns turn into winning chances: 400 cp is about 83%.
const CHANCES_SLOPE: f64 = 0.004;

/// White's winning chances (0 to 100) by a score.
pub fn white_chances(score: &ScoreView) -> f64 {
    match score {
        ScoreView::Cp { cp } => 100.0 / (1.0 + (-CHANCES_SLOPE * f64::from(*cp)).exp()),
        ScoreView::Win { winner, .. } => match winner {
            Side::White => 100.0,
            Side::Black => 0.0,
        },
        ScoreView::Draw => 50.0,
    }
}

/// The score of a position where the rules have ended the game.
pub fn final_score(outcome: Outcome) -> ScoreView {
    match outcome.winner {
        Some(winner) => ScoreView::Win {
            winner: winner.into(),
            moves: 0,
            by: Some(outcome.reason.into()),
        },
        None => ScoreView::Draw,
    }
}

/// A mark for a move that gave away `drop` points, unless it was the move
/// the engine would have played.
fn mark(drop: f64, was_best: bool) -> Option<Mark> {
    if was_best {
        None
    } else if drop >= BLUNDER {
        Some(Mark::Blunder)
    } else if drop >= MISTAKE {
        Some(Mark::Mistake)
    } else if drop >= INACCURACY {
        Some(Mark::Inaccuracy)
    } else {
        None
    }
}

/// The evaluation of one position, as the review needs it.
pub struct Evaluated {
    pub line: Option<LineView>,
    pub depth: u32,
}

/// Builds the review of `record` from the evaluation of each of its
/// positions (`evals[i]` is the position after `i` moves).
pub fn assemble(record: &GameRecord, evals: Vec<Evaluated>) -> Review {
    let mut pos: AnyPosition = record.start().clone();
    let mut positions = Vec::with_capacity(evals.len());
    for (i, e) in evals.into_iter().enumerate() {
        let score = match (&e.line, pos.outcome()) {
            (_, Some(o)) => final_score(o),
            (Some(line), None) => line.score.clone(),
            (None, None) => ScoreView::Cp { cp: 0 },
        };
        positions.push(ReviewedPosition {
            chances: white_chances(&score),
            score,
            best: e.line.and_then(|l| l.moves.into_iter().next()),
            depth: e.depth,
        });
        if let Some(m) = record.moves().get(i) {
            if pos.play_uci(&m.uci).is_err() {
                break;
            }
        }
    }
    let mut white = MarkCounts::default();
    let mut black = MarkCounts::default();
    let mut turn = record.start().turn();
    let mut moves = Vec::with_capacity(record.moves().len());
    for (i, m) in record.moves().iter().enumerate() {
        let (Some(before), Some(after)) = (positions.get(i), positions.get(i + 1)) else {
            break;
        };
        let for_mover = |c: f64| if turn == Color::White { c } else { 100.0 - c };
        let drop = (for_mover(before.chances) - for_mover(after.chances)).max(0.0);
        let was_best = before.best.as_ref().is_some_and(|b| b.uci == m.uci);
        let mark = mark(drop, was_best);
        let counts = if turn == Color::White {
            &mut white
        } else {
            &mut black
        };
        match mark {
            Some(Mark::Inaccuracy) => counts.inaccuracies += 1,
            Some(Mark::Mistake) => counts.mistakes += 1,
            Some(Mark::Blunder) => counts.blunders += 1,
            None => {}
        }
        moves.push(ReviewedMove {
            uci: m.uci.clone(),
            san: m.display.clone(),
            drop: (drop * 10.0).round() / 10.0,
            mark,
        });
        turn = !turn;
    }
    Review {
        variant: record.variant().into(),
        fen: Some(record.start().to_fen()),
        positions,
        moves,
        white,
        black,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::MoveView;

    #[test]
    fn even_is_fifty_and_a_forced_win_is_all() {
        assert!((white_chances(&ScoreView::Cp { cp: 0 }) - 50.0).abs() < 1e-9);
        assert!(white_chances(&ScoreView::Cp { cp: 400 }) > 80.0);
        let black_wins = ScoreView::Win {
            winner: Side::Black,
            moves: 2,
            by: None,
        };
        assert_eq!(white_chances(&black_wins), 0.0);
    }

    #[test]
    fn the_engines_own_move_is_never_marked() {
        assert_eq!(mark(50.0, true), None);
        assert_eq!(mark(50.0, false), Some(Mark::Blunder));
        assert_eq!(mark(13.0, false), Some(Mark::Mistake));
        assert_eq!(mark(6.0, false), Some(Mark::Inaccuracy));
        assert_eq!(mark(5.9, false), None);
    }

    #[test]
    fn a_move_that_lets_the_king_reach_the_hill_is_a_blunder() {
        let record = GameRecord::from_moves(regalia_rules::Variant::KingOfTheHill, None, &["e2e4"])
            .expect("legal");
        let even = |best: &str| Evaluated {
            line: Some(LineView {
                score: ScoreView::Cp { cp: 20 },
                moves: vec![MoveView {
                    uci: best.into(),
                    san: best.into(),
                    fen: String::new(),
                    check: false,
                }],
            }),
            depth: 8,
        };
        let lost = Evaluated {
            line: Some(LineView {
                score: ScoreView::Win {
                    winner: Side::Black,
                    moves: 3,
                    by: Some(crate::protocol::EndReason::Hill),
                },
                moves: Vec::new(),
            }),
            depth: 8,
        };
        let review = assemble(&record, vec![even("d2d4"), lost]);
        assert_eq!(review.moves[0].mark, Some(Mark::Blunder));
        assert_eq!(review.white.blunders, 1);
        assert_eq!(review.black, MarkCounts::default());
        assert_eq!(
            review.positions[0].best.as_ref().map(|b| b.uci.as_str()),
            Some("d2d4")
        );
    }
}
