//! Learning pages: `/learn` (the games), `/learn/{variant}` (short lessons,
//! each a small position with one goal) and `/puzzles/{variant}` (the
//! shipped puzzles). The client plays the learner's moves through
//! `POST /api/rules`, so the rules crate judges every move; the lessons'
//! positions, scripted replies and goals live here, and every lesson's
//! solution is replayed by the rules in this module's tests.
//!
//! Lesson texts are the `lesson-{key}-title`, `-goal`, `-hint` and `-done`
//! messages of lessons.ftl.

use regalia_rules::{Reason, Variant};
use serde_json::{json, Value};

use super::i18n::Tr;
use super::layout::{esc, Page};

/// The games with lessons and puzzles.
pub const LEARN_GAMES: [Variant; 3] = [
    Variant::KingOfTheHill,
    Variant::RacingKings,
    Variant::Lielow,
];

/// What the learner must do.
#[derive(Clone, Copy, Debug)]
pub enum Goal {
    /// Win the game, by this reason.
    Win(Reason),
    /// Reach a draw, by this reason.
    Draw(Reason),
    /// Play one of these moves.
    Play(&'static [&'static str]),
}

/// One lesson: a position, the opponent's scripted replies, and a goal.
#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    /// Names the lesson's messages and its progress in the browser.
    pub key: &'static str,
    pub variant: Variant,
    pub fen: &'static str,
    /// The opponent's replies after the learner's first, second... move.
    /// The learner has `replies.len() + 1` moves to reach the goal.
    pub replies: &'static [&'static str],
    pub goal: Goal,
    /// A line reaching the goal: the learner's moves and the replies. The
    /// hint's arrow shows its next learner move.
    pub solution: &'static [&'static str],
    /// Moves the lesson says are not moves (the tests check they are not).
    pub not_moves: &'static [&'static str],
}

const fn lesson(
    key: &'static str,
    variant: Variant,
    fen: &'static str,
    replies: &'static [&'static str],
    goal: Goal,
    solution: &'static [&'static str],
    not_moves: &'static [&'static str],
) -> Lesson {
    Lesson {
        key,
        variant,
        fen,
        replies,
        goal,
        solution,
        not_moves,
    }
}

use Variant::{KingOfTheHill as Hill, Lielow as Stacks, RacingKings as Race};

/// Every lesson, game by game, in teaching order.
pub const LESSONS: &[Lesson] = &[
    // King of the Hill
    lesson(
        "hill-walk",
        Hill,
        "7k/8/8/8/8/8/2K5/8 w - - 0 1",
        &["h8h7"],
        Goal::Win(Reason::HillReached),
        &["c2d3", "h8h7", "d3e4"],
        &[],
    ),
    lesson(
        "hill-guarded",
        Hill,
        "k2r4/8/8/8/8/4K3/8/8 w - - 0 1",
        &[],
        Goal::Win(Reason::HillReached),
        &["e3e4"],
        &["e3d4"],
    ),
    lesson(
        "hill-capture",
        Hill,
        "k7/8/8/8/3n4/2K5/8/8 w - - 0 1",
        &[],
        Goal::Win(Reason::HillReached),
        &["c3d4"],
        &[],
    ),
    lesson(
        "hill-race",
        Hill,
        "8/5k2/8/8/8/8/2K5/8 w - - 0 1",
        &["f7e6"],
        Goal::Win(Reason::HillReached),
        &["c2d3", "f7e6", "d3d4"],
        &[],
    ),
    lesson(
        "hill-mate",
        Hill,
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        &[],
        Goal::Win(Reason::Checkmate),
        &["a1a8"],
        &[],
    ),
    lesson(
        "hill-bare-kings",
        Hill,
        "k7/8/8/8/8/5K2/8/8 w - - 0 1",
        &[],
        Goal::Win(Reason::HillReached),
        &["f3e4"],
        &[],
    ),
    // Racing Kings
    lesson(
        "race-walk",
        Race,
        "8/8/1K6/8/8/8/6k1/8 w - - 0 1",
        &["g2g3"],
        Goal::Win(Reason::RaceWon),
        &["b6b7", "g2g3", "b7b8"],
        &[],
    ),
    lesson(
        "race-no-check",
        Race,
        "8/8/4k3/8/8/K7/8/2R5 w - - 0 1",
        &[],
        Goal::Play(&["c1c7"]),
        &["c1c7"],
        &["c1c6", "c1e1"],
    ),
    lesson(
        "race-capture-check",
        Race,
        "8/3k4/8/3n4/8/8/7K/n2R4 w - - 0 1",
        &[],
        Goal::Play(&["d1a1"]),
        &["d1a1"],
        &["d1d5"],
    ),
    lesson(
        "race-attacked",
        Race,
        "8/2n2K2/8/8/1b6/8/k7/8 w - - 0 1",
        &[],
        Goal::Win(Reason::RaceWon),
        &["f7g8"],
        &["f7e8", "f7f8"],
    ),
    lesson(
        "race-too-far",
        Race,
        "8/1K6/8/6k1/8/8/8/8 w - - 0 1",
        &[],
        Goal::Win(Reason::RaceWon),
        &["b7b8"],
        &[],
    ),
    lesson(
        "race-follow",
        Race,
        "K7/6k1/8/8/8/8/8/8 b - - 0 1",
        &[],
        Goal::Draw(Reason::RaceDrawn),
        &["g7g8"],
        &[],
    ),
    // Lielow
    lesson(
        "lielow-height",
        Stacks,
        "7B2*/8/8/4B13/8/2W2*5/8/8 w -",
        &[],
        Goal::Play(&["c3e5"]),
        &["c3e5"],
        &["c3d4"],
    ),
    lesson(
        "lielow-grow",
        Stacks,
        "B1B16/8/8/8/8/8/3W12W11/8 w -",
        &[],
        Goal::Play(&[
            "d2c1", "d2d1", "d2e1", "d2c2", "d2e2", "d2c3", "d2d3", "d2e3",
        ]),
        &["d2d3"],
        &[],
    ),
    lesson(
        "lielow-capture",
        Stacks,
        "B1*7/8/8/8/3B14/8/8/3W3*4 w -",
        &[],
        Goal::Play(&["d1d4"]),
        &["d1d4"],
        &[],
    ),
    lesson(
        "lielow-own",
        Stacks,
        "7B2*/8/8/2B15/8/2W2*1W13/8/8 w -",
        &[],
        Goal::Play(&["c3c5"]),
        &["c3c5"],
        &["c3e3"],
    ),
    lesson(
        "lielow-crown",
        Stacks,
        "8/7B1*/8/8/8/8/1W21W2*4/8 w -",
        &[],
        Goal::Play(&["b2b4", "b2d4"]),
        &["b2b4"],
        &[],
    ),
    lesson(
        "lielow-tie",
        Stacks,
        "8/7B1*/8/8/8/8/W2*3W13/8 w -",
        &[],
        Goal::Play(&[
            "e2e3", "e2d3", "e2f3", "e2d1", "e2e1", "e2f1", "e2d2", "e2f2",
        ]),
        &["e2e3"],
        &[],
    ),
    lesson(
        "lielow-off",
        Stacks,
        "8/7B1*/8/8/3W3*4/8/W17/8 w -",
        &[],
        Goal::Play(&["a2off"]),
        &["a2off"],
        &[],
    ),
    lesson(
        "lielow-take-crown",
        Stacks,
        "8/1B16/8/8/5B2*2/8/3W2*4/8 w -",
        &[],
        Goal::Win(Reason::CrownCaptured),
        &["d2f4"],
        &[],
    ),
    lesson(
        "lielow-keep-crown",
        Stacks,
        "7B3*/8/8/8/2B25/8/W2*7/4B13 w -",
        &[],
        Goal::Play(&["a2c4"]),
        &["a2c4"],
        &[],
    ),
];

/// The lessons of one game, in order.
pub fn lessons_of(variant: Variant) -> impl Iterator<Item = &'static Lesson> {
    LESSONS.iter().filter(move |l| l.variant == variant)
}

fn goal_json(goal: Goal) -> Value {
    match goal {
        Goal::Win(reason) => json!({"kind": "win", "reason": reason.name()}),
        Goal::Draw(reason) => json!({"kind": "draw", "reason": reason.name()}),
        Goal::Play(moves) => json!({"kind": "play", "moves": moves}),
    }
}

/// `/learn`: the games, with their lessons and puzzles.
pub fn index_page(tr: Tr, path: &str) -> Page {
    let mut items = String::new();
    for variant in LEARN_GAMES {
        let name = variant.name();
        let count = lessons_of(variant).count() as i64;
        items.push_str(&format!(
            r#"<li class="learn-item" data-variant="{name}"><span class="card-icon icon-{name}" aria-hidden="true"></span><div><h2>{title}</h2><p>{blurb}</p><p class="learn-links"><a class="button primary" href="/learn/{name}">{lessons}</a> <a class="button" href="/puzzles/{name}">{puzzles}</a> <a href="/rules/{name}">{rules}</a></p></div></li>"#,
            title = esc(&tr.t(&format!("game-{name}"))),
            blurb = esc(&tr.t(&format!("game-{name}-blurb"))),
            lessons = esc(&tr.t_args("learn-lessons-count", &[("count", count.into())])),
            puzzles = esc(&tr.t("learn-puzzles-link")),
            rules = esc(&tr.t("card-rules")),
        ));
    }
    let main = format!(
        r#"<section class="panel narrow learn-index"><h1>{title}</h1><p class="lead">{intro}</p><ul class="learn-list">{items}</ul></section>"#,
        title = esc(&tr.t("learn-index-title")),
        intro = esc(&tr.t("learn-index-intro")),
    );
    Page::new("learn-index", tr.t("learn-index-title"), main, path)
}

/// The board, the side panel and the message area the lesson and puzzle
/// pages share.
fn trainer_shell(tr: Tr, kind: &str, side: &str, heading: &str) -> String {
    format!(
        r#"<div class="trainer trainer-{kind}">
  <div class="trainer-board">
    <div class="board-frame">
      <div id="board" class="board cg-wrap"></div>
      <div id="promotion" class="promotion cg-wrap" role="dialog" aria-label="{promote}" hidden></div>
    </div>
    <div class="visually-hidden"><p id="board-text"></p></div>
    <div class="board-tools"><button type="button" class="button" data-action="off-board" hidden>{off_board}</button></div>
  </div>
  <section class="panel trainer-panel" aria-labelledby="trainer-title">
    <h1 id="trainer-title">{heading}</h1>
    {side}
  </section>
</div>"#,
        heading = esc(heading),
        promote = esc(&tr.t("game-promote")),
        off_board = esc(&tr.t("game-off-board")),
    )
}

/// `/learn/{variant}`.
pub fn lessons_page(tr: Tr, path: &str, variant: Variant) -> Page {
    let name = variant.name();
    let game = tr.t(&format!("game-{name}"));
    let mut list = String::new();
    let mut data = Vec::new();
    for (i, l) in lessons_of(variant).enumerate() {
        let text = |part: &str| tr.t(&format!("lesson-{}-{part}", l.key));
        list.push_str(&format!(
            r#"<li><button type="button" class="lesson-pick" data-lesson="{key}"><span class="lesson-number">{n}</span> <span class="lesson-name">{title}</span><span class="lesson-done" aria-hidden="true"></span></button></li>"#,
            key = l.key,
            n = i + 1,
            title = esc(&text("title")),
        ));
        data.push(json!({
            "key": l.key,
            "fen": l.fen,
            "replies": l.replies,
            "goal": goal_json(l.goal),
            "solution": l.solution,
            "title": text("title"),
            "task": text("goal"),
            "hint": text("hint"),
            "done": text("done"),
        }));
    }
    let side = format!(
        r#"<p class="lesson-count" id="lesson-progress" aria-live="polite"></p>
    <h2 id="lesson-title" class="lesson-title"></h2>
    <p id="lesson-task" class="lesson-task"></p>
    <p id="trainer-message" class="trainer-message" role="status" aria-live="polite"></p>
    <p id="lesson-hint" class="lesson-hint" hidden></p>
    <div class="trainer-actions">
      <button type="button" class="button" data-action="hint">{hint}</button>
      <button type="button" class="button" data-action="retry">{retry}</button>
      <button type="button" class="button primary" data-action="next" hidden>{next}</button>
    </div>
    <h2 class="lesson-list-title">{list_title}</h2>
    <ol class="lesson-list">{list}</ol>
    <p class="trainer-links"><a href="/rules/{name}">{rules}</a> · <a href="/puzzles/{name}">{puzzles}</a></p>"#,
        hint = esc(&tr.t("learn-hint")),
        retry = esc(&tr.t("learn-retry")),
        next = esc(&tr.t("learn-next-lesson")),
        list_title = esc(&tr.t("learn-lessons-title")),
        rules = esc(&tr.t("card-rules")),
        puzzles = esc(&tr.t("learn-puzzles-link")),
    );
    let heading = tr.t_args("learn-page-title", &[("game", game.clone().into())]);
    Page::new(
        "learn",
        heading.clone(),
        trainer_shell(tr, "lessons", &side, &heading),
        path,
    )
    .with("variant", Value::from(name))
    .with("lessons", Value::from(data))
}

/// `/puzzles/{variant}`.
pub fn puzzles_page(tr: Tr, path: &str, variant: Variant) -> Page {
    let name = variant.name();
    let game = tr.t(&format!("game-{name}"));
    let side = format!(
        r#"<p class="puzzle-meta" id="puzzle-meta"></p>
    <p id="puzzle-task" class="lesson-task"></p>
    <p id="trainer-message" class="trainer-message" role="status" aria-live="polite"></p>
    <div class="trainer-actions">
      <button type="button" class="button" data-action="retry" hidden>{retry}</button>
      <button type="button" class="button" data-action="solution" hidden>{solution}</button>
      <button type="button" class="button primary" data-action="next" hidden>{next}</button>
    </div>
    <p class="puzzle-score" id="puzzle-score" aria-live="polite"></p>
    <p class="puzzle-source" id="puzzle-source" hidden><a href="">{from_game}</a></p>
    <p class="trainer-links"><a href="/learn/{name}">{lessons}</a> · <a href="/rules/{name}">{rules}</a></p>"#,
        from_game = esc(&tr.t("puzzle-from-game")),
        retry = esc(&tr.t("puzzle-retry")),
        solution = esc(&tr.t("puzzle-show-solution")),
        next = esc(&tr.t("puzzle-next")),
        lessons = esc(&tr.t("learn-lessons-link")),
        rules = esc(&tr.t("card-rules")),
    );
    let heading = tr.t_args("puzzle-page-title", &[("game", game.into())]);
    Page::new(
        "puzzles",
        heading.clone(),
        trainer_shell(tr, "puzzles", &side, &heading),
        path,
    )
    .with("variant", Value::from(name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use regalia_rules::{AnyPosition, Color};

    #[test]
    fn every_game_has_at_least_six_lessons() {
        for variant in LEARN_GAMES {
            assert!(lessons_of(variant).count() >= 6, "{}", variant.name());
        }
    }

    #[test]
    fn every_lesson_solution_reaches_its_goal_by_the_rules() {
        for l in LESSONS {
            let mut pos = AnyPosition::from_fen(l.variant, l.fen)
                .unwrap_or_else(|e| panic!("{}: {e}", l.key));
            assert!(pos.outcome().is_none(), "{}: already over", l.key);
            let learner: Color = pos.turn();
            for m in l.not_moves {
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
            match l.goal {
                Goal::Win(reason) => {
                    let o = outcome.unwrap_or_else(|| panic!("{}: no result", l.key));
                    assert_eq!((o.winner, o.reason), (Some(learner), reason), "{}", l.key);
                }
                Goal::Draw(reason) => {
                    let o = outcome.unwrap_or_else(|| panic!("{}: no result", l.key));
                    assert_eq!((o.winner, o.reason), (None, reason), "{}", l.key);
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
    fn learn_and_lesson_messages_exist_in_every_language() {
        use crate::site::i18n::{message_ids, Lang};
        for file in ["learn.ftl", "lessons.ftl"] {
            let english = message_ids(Lang::En, Some(file));
            for l in LESSONS.iter().filter(|_| file == "lessons.ftl") {
                for part in ["title", "goal", "hint", "done"] {
                    let id = format!("lesson-{}-{part}", l.key);
                    assert!(english.contains(&id), "{file} lacks {id}");
                }
            }
            crate::site::tests::assert_every_language_has_the_messages_of(file);
        }
    }

    #[test]
    fn learning_pages_render_their_lessons_in_each_language() {
        for &lang in crate::site::i18n::LANGUAGES {
            let tr = Tr::new(lang);
            for variant in LEARN_GAMES {
                let page = lessons_page(tr, "/learn/x", variant);
                let lessons = page.data["lessons"].as_array().expect("lessons");
                assert_eq!(lessons.len(), lessons_of(variant).count());
                for l in lessons {
                    let title = l["title"].as_str().unwrap_or_default();
                    assert!(!title.starts_with("lesson-"), "{title}");
                }
                assert!(puzzles_page(tr, "/puzzles/x", variant)
                    .main
                    .contains("data-action=\"solution\""));
            }
            assert!(index_page(tr, "/learn").main.contains("/puzzles/lielow"));
        }
    }

    #[test]
    fn lesson_keys_are_unique() {
        let mut keys: Vec<_> = LESSONS.iter().map(|l| l.key).collect();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), LESSONS.len());
    }
}
