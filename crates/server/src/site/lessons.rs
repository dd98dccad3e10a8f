//! The lessons of `/learn/{variant}`, each a small position with one goal.
//! They are data, `lessons.tsv` beside this file (its first lines say how
//! it is written), read once; this module's tests replay every lesson's
//! solution by the rules.
//!
//! Lesson texts are the `lesson-{key}-title`, `-goal`, `-hint` and `-done`
//! messages of lessons.ftl.

use std::sync::LazyLock;

use regalia_rules::{Reason, Variant};
use serde_json::{json, Value};

/// What the learner must do.
#[derive(Clone, Debug, PartialEq)]
pub enum Goal<'a> {
    /// Win the game, by this reason.
    Win(Reason),
    /// Reach a draw, by this reason.
    Draw(Reason),
    /// Play one of these moves.
    Play(Vec<&'a str>),
}

impl Goal<'_> {
    /// The goal as the page's client reads it.
    pub fn to_json(&self) -> Value {
        match self {
            Goal::Win(reason) => json!({"kind": "win", "reason": reason.name()}),
            Goal::Draw(reason) => json!({"kind": "draw", "reason": reason.name()}),
            Goal::Play(moves) => json!({"kind": "play", "moves": moves}),
        }
    }
}

/// One lesson: a position, the opponent's scripted replies, and a goal.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson<'a> {
    /// Names the lesson's messages and its progress in the browser.
    pub key: &'a str,
    pub variant: Variant,
    pub fen: &'a str,
    /// The opponent's replies after the learner's first, second... move.
    /// The learner has `replies.len() + 1` moves to reach the goal.
    pub replies: Vec<&'a str>,
    pub goal: Goal<'a>,
    /// A line reaching the goal: the learner's moves and the replies. The
    /// hint's arrow shows its next learner move.
    pub solution: Vec<&'a str>,
    /// Moves the lesson says are not moves (the tests check they are not).
    pub not_moves: Vec<&'a str>,
}

static LESSONS: LazyLock<Vec<Lesson<'static>>> = LazyLock::new(|| {
    read(include_str!("lessons.tsv")).expect("lessons.tsv is read by this module's tests")
});

/// Every lesson, game by game, in teaching order.
pub fn lessons() -> &'static [Lesson<'static>] {
    &LESSONS
}

/// The lessons of one game, in order.
pub fn lessons_of(variant: Variant) -> impl Iterator<Item = &'static Lesson<'static>> {
    lessons().iter().filter(move |l| l.variant == variant)
}

/// The lessons of a file written as `lessons.tsv` is, or what is wrong
/// with its first bad line (`scripts/fuzz` feeds it hostile files).
pub fn read(text: &str) -> Result<Vec<Lesson<'_>>, String> {
    text.lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(read_line)
        .collect()
}

fn read_line(line: &str) -> Result<Lesson<'_>, String> {
    let columns: Vec<&str> = line.split('\t').collect();
    let [key, game, fen, replies, goal, solution, not_moves] = columns[..] else {
        return Err(format!(
            "a lesson has seven columns, not {}: {line}",
            columns.len()
        ));
    };
    let variant = game
        .parse::<Variant>()
        .map_err(|_| format!("{key}: no game is called {game}"))?;
    let reason = |name: &str| {
        Reason::from_name(name).ok_or_else(|| format!("{key}: no result is called {name}"))
    };
    let goal = match goal.split_once(' ') {
        Some(("win", name)) => Goal::Win(reason(name)?),
        Some(("draw", name)) => Goal::Draw(reason(name)?),
        Some(("play", moves)) => Goal::Play(moves_of(moves)),
        _ => return Err(format!("{key}: the goal `{goal}` is not win, draw or play")),
    };
    Ok(Lesson {
        key,
        variant,
        fen,
        replies: moves_of(replies),
        goal,
        solution: moves_of(solution),
        not_moves: moves_of(not_moves),
    })
}

/// A list of moves separated by spaces, `-` for none.
fn moves_of(text: &str) -> Vec<&str> {
    if text == "-" {
        Vec::new()
    } else {
        text.split(' ').collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use regalia_rules::{AnyPosition, Color};

    #[test]
    fn a_bad_lesson_line_is_named_with_what_is_wrong() {
        let line = "x\tkingofthehill\t8/8/8/8/8/8/8/8 w - - 0 1\t-\twin nowhere\te2e4\t-";
        assert_eq!(read(line), Err("x: no result is called nowhere".into()));
        assert!(read("x\tchess").is_err_and(|e| e.contains("seven columns")));
        let lesson = read("# a note\n\nk\tlielow\tfen\ta b\tplay c d\ta\t-").expect("a lesson");
        assert_eq!(lesson[0].goal, Goal::Play(vec!["c", "d"]));
        assert_eq!(lesson[0].replies, ["a", "b"]);
        assert!(lesson[0].not_moves.is_empty());
    }

    #[test]
    fn every_lesson_solution_reaches_its_goal_by_the_rules() {
        for l in lessons() {
            let mut pos = AnyPosition::from_fen(l.variant, l.fen)
                .unwrap_or_else(|e| panic!("{}: {e}", l.key));
            assert!(pos.outcome().is_none(), "{}: already over", l.key);
            let learner: Color = pos.turn();
            for m in &l.not_moves {
                assert!(
                    !pos.legal_uci().contains(&m.to_string()),
                    "{}: {m} should not be a move",
                    l.key
                );
            }
            let learner_moves = l.solution.len().div_ceil(2);
            assert!(learner_moves <= l.replies.len() + 1, "{}: too long", l.key);
            for (i, m) in l.solution.iter().enumerate() {
                if i % 2 == 1 {
                    assert_eq!(l.replies[i / 2], *m, "{}: the solution's reply", l.key);
                }
                pos.play_uci(m)
                    .unwrap_or_else(|e| panic!("{}: move {}: {e}", l.key, i + 1));
            }
            let outcome = pos.outcome();
            match &l.goal {
                Goal::Win(reason) => {
                    let o = outcome.unwrap_or_else(|| panic!("{}: no result", l.key));
                    assert_eq!((o.winner, o.reason), (Some(learner), *reason), "{}", l.key);
                }
                Goal::Draw(reason) => {
                    let o = outcome.unwrap_or_else(|| panic!("{}: no result", l.key));
                    assert_eq!((o.winner, o.reason), (None, *reason), "{}", l.key);
                }
                Goal::Play(moves) => {
                    assert!(moves.contains(&l.solution[0]), "{}", l.key);
                    let start = AnyPosition::from_fen(l.variant, l.fen).expect("read above");
                    for m in moves {
                        assert!(
                            start.legal_uci().contains(&m.to_string()),
                            "{}: goal move {m} is not legal",
                            l.key
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn lesson_keys_are_unique() {
        let mut keys: Vec<_> = lessons().iter().map(|l| l.key).collect();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), lessons().len());
    }
}
