//! The home page: the four games with their ways to play, the live lobby,
//! and the games in progress on this device.

use super::i18n::Tr;
use super::layout::{esc, Page};
use super::GAMES;
use regalia_rules::Variant;

pub fn page(tr: Tr, path: &str) -> Page {
    let mut cards = String::new();
    for variant in GAMES {
        cards.push_str(&game_card(tr, variant));
    }
    let main = format!(
        r##"<section class="hero">
  <h1>{title}</h1>
  <p class="lead">{intro}</p>
  <p class="live-counts-line"><a class="live-counts" id="live-counts" href="#lobby-title" aria-live="polite"><span class="live-dot" aria-hidden="true"></span><span class="live-text">{counts_loading}</span></a></p>
</section>
<section class="games" aria-labelledby="games-title">
  <h2 id="games-title" class="visually-hidden">{games_title}</h2>
  <p class="clock-choice"><label for="clock-select">{clock_label}</label> <select id="clock-select">{clock_options}</select></p>
  <div class="game-grid">{cards}</div>
</section>
<div class="home-columns">
<section class="panel lobby" aria-labelledby="lobby-title">
  <h2 id="lobby-title">{lobby_title}</h2>
  <p class="muted">{lobby_intro}</p>
  <div id="lobby" class="lobby-list" aria-live="polite"><p class="empty">{lobby_loading}</p></div>
</section>
<section class="panel local-games" aria-labelledby="local-title">
  <h2 id="local-title">{local_title}</h2>
  <div id="local-games"><p class="empty">{local_empty}</p></div>
</section>
</div>
<div id="home-error" class="notice error" role="alert" hidden></div>"##,
        title = esc(&tr.t("home-title")),
        intro = esc(&tr.t("home-intro")),
        counts_loading = esc(&tr.t("home-counts-loading")),
        games_title = esc(&tr.t("home-games-title")),
        clock_label = esc(&tr.t("home-clock-label")),
        clock_options = clock_options(tr),
        lobby_title = esc(&tr.t("lobby-title")),
        lobby_intro = esc(&tr.t("lobby-intro")),
        lobby_loading = esc(&tr.t("lobby-loading")),
        local_title = esc(&tr.t("mine-title")),
        local_empty = esc(&tr.t("mine-empty")),
    );
    Page::new("home", tr.t("home-page-title"), main, path)
}

fn game_card(tr: Tr, variant: Variant) -> String {
    let name = variant.name();
    let levels = level_options(tr);
    let mut colors = String::new();
    for (value, id) in [
        ("white", "color-white"),
        ("random", "color-random"),
        ("black", "color-black"),
    ] {
        let checked = if value == "white" { " checked" } else { "" };
        colors.push_str(&format!(
            r#"<label class="choice"><input type="radio" name="color" value="{value}"{checked}> {label}</label>"#,
            label = esc(&tr.t(id))
        ));
    }
    format!(
        r#"<article class="game-card" data-variant="{name}" aria-labelledby="card-{name}">
  <div class="card-head"><span class="card-icon icon-{name}" aria-hidden="true"></span><h3 id="card-{name}">{title}</h3></div>
  <p class="card-blurb">{blurb}</p>
  {facts}
  <div class="card-actions">
    <button type="button" class="button primary" data-action="local">{local}</button>
    <button type="button" class="button" data-action="friend">{friend}</button>
    <details class="ai-setup">
      <summary class="button">{ai}</summary>
      <form class="ai-form" data-action="ai">
        <label class="field">{level_label} <select name="level">{levels}</select></label>
        <fieldset class="field colors"><legend>{color_label}</legend>{colors}</fieldset>
        <button type="submit" class="button primary">{start}</button>
      </form>
    </details>
    <button type="button" class="button" data-action="seek">{seek}</button>
  </div>
  <a class="card-rules" href="/rules/{name}">{rules}</a>{learn} <a class="card-editor" href="/editor/{name}">{editor}</a>
</article>"#,
        title = esc(&tr.t(&format!("game-{name}"))),
        blurb = esc(&tr.t(&format!("game-{name}-blurb"))),
        facts = super::cards::home_facts(tr, variant),
        local = esc(&tr.t("mode-local")),
        friend = esc(&tr.t("mode-friend")),
        ai = esc(&tr.t("mode-ai")),
        seek = esc(&tr.t("mode-seek")),
        level_label = esc(&tr.t("ai-level")),
        color_label = esc(&tr.t("ai-color")),
        start = esc(&tr.t("ai-start")),
        rules = esc(&tr.t("card-rules")),
        learn = learn_link(tr, name),
        editor = esc(&tr.t("editor-link")),
    )
}

/// The computer's eight levels as `<option>`s, level 2 chosen.
pub(super) fn level_options(tr: Tr) -> String {
    let mut levels = String::new();
    for level in 1..=8 {
        let selected = if level == 2 { " selected" } else { "" };
        let label = tr.t_args(
            "level-option",
            &[
                ("level", level.into()),
                ("name", tr.t(&format!("level-{level}")).into()),
            ],
        );
        levels.push_str(&format!(
            r#"<option value="{level}"{selected}>{label}</option>"#,
            label = esc(&label)
        ));
    }
    levels
}

/// The card's link to the game's lessons and puzzles, for games that have them.
fn learn_link(tr: Tr, name: &str) -> String {
    if super::learn::LEARN_GAMES.iter().any(|v| v.name() == name) {
        format!(
            r#" <a class="card-learn" href="/learn/{name}">{}</a>"#,
            esc(&tr.t("learn-card-link"))
        )
    } else {
        String::new()
    }
}

/// Time controls offered for games by link and in the lobby (minutes + seconds).
pub(super) fn clock_options(tr: Tr) -> String {
    let mut options = format!(
        r#"<option value="">{}</option>"#,
        esc(&tr.t("clock-unlimited"))
    );
    for (minutes, increment) in [(3, 2), (5, 3), (10, 5), (15, 10), (30, 0)] {
        options.push_str(&format!(
            r#"<option value="{minutes}+{increment}">{minutes} + {increment}</option>"#
        ));
    }
    options
}
