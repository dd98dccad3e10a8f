//! Learning pages: `/learn` (the games), `/learn/{variant}` (short lessons,
//! each a small position with one goal: see [`super::lessons`]) and
//! `/puzzles/{variant}` (the shipped puzzles). The client plays the
//! learner's moves through `POST /api/rules`, so the rules crate judges
//! every move.

use regalia_rules::Variant;
use serde_json::{json, Value};

use super::i18n::Tr;
use super::layout::{esc, Page};
use super::lessons::lessons_of;
use super::scaffold::{BOARD_FRAME, OFF_BOARD_BUTTON};

/// The games with lessons and puzzles.
pub const LEARN_GAMES: [Variant; 3] = [
    Variant::KingOfTheHill,
    Variant::RacingKings,
    Variant::Lielow,
];

/// `/learn`: the games, with their lessons and puzzles.
pub fn index_page(tr: Tr, path: &str) -> Page {
    let mut items = String::new();
    for variant in LEARN_GAMES {
        let name = variant.name();
        let count = lessons_of(variant).count() as i64;
        items.push_str(&format!(
            r#"<li class="learn-item" data-variant="{name}"><span class="card-icon icon-{name}" aria-hidden="true"></span><div><h2>{title}</h2><p>{blurb}</p><p class="learn-links"><a class="button primary" href="/learn/{name}">{lessons}</a> <a class="button" href="/puzzles/{name}">[[learn-puzzles-link]]</a> <a href="/rules/{name}">[[card-rules]]</a></p></div></li>"#,
            title = esc(&tr.t(&format!("game-{name}"))),
            blurb = esc(&tr.t(&format!("game-{name}-blurb"))),
            lessons = esc(&tr.t_args("learn-lessons-count", &[("count", count.into())])),
        ));
    }
    let main = format!(
        r#"<section class="panel narrow learn-index"><h1>[[learn-index-title]]</h1><p class="lead">[[learn-index-intro]]</p><ul class="learn-list">{items}</ul></section>"#
    );
    Page::new("learn-index", tr.t("learn-index-title"), main, path)
}

/// A lesson or puzzle page (`kind`) of `variant`, headed by message
/// `title_id`: the board, and beside it the panel `side`.
fn trainer_page(
    tr: Tr,
    path: &str,
    variant: Variant,
    (kind, title_id): (&'static str, &str),
    side: &str,
) -> Page {
    let game = tr.t(&format!("game-{}", variant.name()));
    let heading = tr.t_args(title_id, &[("game", game.into())]);
    let main = format!(
        r#"<div class="trainer trainer-{kind}">
  <div class="trainer-board">
    {BOARD_FRAME}
    <div class="visually-hidden"><p id="board-text"></p></div>
    <div class="board-tools">{OFF_BOARD_BUTTON}</div>
  </div>
  <section class="panel trainer-panel" aria-labelledby="trainer-title">
    <h1 id="trainer-title">{heading}</h1>
    {side}
  </section>
</div>"#,
        heading = esc(&heading),
    );
    // The page kinds the client knows are `learn` and `puzzles`.
    let page = if kind == "lessons" { "learn" } else { kind };
    Page::new(page, heading, main, path).with("variant", Value::from(variant.name()))
}

/// `/learn/{variant}`.
pub fn lessons_page(tr: Tr, path: &str, variant: Variant) -> Page {
    let name = variant.name();
    let mut list = String::new();
    let mut data = Vec::new();
    for (i, l) in lessons_of(variant).enumerate() {
        let text = |part: &str| tr.t(&format!("lesson-{}-{part}", l.key));
        list.push_str(&format!(
            r#"<li><button type="button" class="lesson-pick" data-lesson="{key}"><span class="lesson-number">{n}</span> <span class="lesson-name">[[lesson-{key}-title]]</span><span class="lesson-done" aria-hidden="true"></span></button></li>"#,
            key = l.key,
            n = i + 1,
        ));
        data.push(json!({
            "key": l.key,
            "fen": l.fen,
            "replies": l.replies,
            "goal": l.goal.to_json(),
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
      <button type="button" class="button" data-action="hint">[[learn-hint]]</button>
      <button type="button" class="button" data-action="retry">[[learn-retry]]</button>
      <button type="button" class="button primary" data-action="next" hidden>[[learn-next-lesson]]</button>
    </div>
    <h2 class="lesson-list-title">[[learn-lessons-title]]</h2>
    <ol class="lesson-list">{list}</ol>
    <p class="trainer-links"><a href="/rules/{name}">[[card-rules]]</a> · <a href="/puzzles/{name}">[[learn-puzzles-link]]</a></p>"#
    );
    trainer_page(tr, path, variant, ("lessons", "learn-page-title"), &side)
        .with("lessons", Value::from(data))
}

/// `/puzzles/{variant}`.
pub fn puzzles_page(tr: Tr, path: &str, variant: Variant) -> Page {
    let name = variant.name();
    let side = format!(
        r#"<p class="puzzle-meta" id="puzzle-meta"></p>
    <p id="puzzle-task" class="lesson-task"></p>
    <p id="trainer-message" class="trainer-message" role="status" aria-live="polite"></p>
    <div class="trainer-actions">
      <button type="button" class="button" data-action="retry" hidden>[[puzzle-retry]]</button>
      <button type="button" class="button" data-action="solution" hidden>[[puzzle-show-solution]]</button>
      <button type="button" class="button primary" data-action="next" hidden>[[puzzle-next]]</button>
    </div>
    <p class="puzzle-score" id="puzzle-score" aria-live="polite"></p>
    <p class="puzzle-source" id="puzzle-source" hidden><a href="">[[puzzle-from-game]]</a></p>
    <p class="trainer-links"><a href="/learn/{name}">[[learn-lessons-link]]</a> · <a href="/rules/{name}">[[card-rules]]</a></p>"#
    );
    trainer_page(tr, path, variant, ("puzzles", "puzzle-page-title"), &side)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::site::lessons::lessons;

    #[test]
    fn every_game_has_at_least_six_lessons() {
        for variant in LEARN_GAMES {
            assert!(lessons_of(variant).count() >= 6, "{}", variant.name());
        }
    }

    /// Each lesson's words in English (every language has what English
    /// has: `words_tests.rs`).
    #[test]
    fn every_lesson_has_its_words_in_english() {
        use crate::site::i18n::{message_ids, Lang};
        let english = message_ids(Lang::En, Some("lessons.ftl"));
        for l in lessons() {
            for part in ["title", "goal", "hint", "done"] {
                let id = format!("lesson-{}-{part}", l.key);
                assert!(english.contains(&id), "lessons.ftl lacks {id}");
            }
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
}
