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
  <h1>[[home-title]]</h1>
  <p class="lead">[[home-intro]]</p>
  <p class="player-line pending" id="player-line"><a href="/player">[[player-take-link]]</a></p>
  <p class="arena-line" id="arena-line"><a href="/tournaments">[[arena-home-all]]</a></p>
  <p class="tv-line"><a href="/tv" id="tv-link">[[home-tv]]</a></p>
  <p class="live-counts-line"><a class="live-counts" id="live-counts" href="#lobby-title" aria-live="polite"><span class="live-dot" aria-hidden="true"></span><span class="live-text">[[home-counts-loading]]</span></a></p>
</section>
<section class="games" aria-labelledby="games-title">
  <h2 id="games-title" class="visually-hidden">[[home-games-title]]</h2>
  <p class="clock-choice"><label for="clock-select">[[home-clock-label]]</label> <select id="clock-select">{clock_options}</select> <label class="rated-choice" id="rated-choice" hidden><input type="checkbox" id="rated-check"> [[home-rated]]</label> <label class="range-choice" id="range-choice" hidden>[[home-range]] <select id="range-select">{range_options}</select></label></p>
  <div class="game-grid">{cards}</div>
</section>
<div class="home-columns">
<section class="panel lobby" aria-labelledby="lobby-title">
  <h2 id="lobby-title">[[lobby-title]]</h2>
  <p class="muted">[[lobby-intro]]</p>
  <div id="lobby" class="lobby-list" aria-live="polite"><p class="empty">[[lobby-loading]]</p></div>
</section>
<section class="panel local-games" aria-labelledby="local-title">
  <h2 id="local-title">[[mine-title]] <span class="turn-badge turns-waiting" id="turns-waiting" hidden></span></h2>
  <p class="notice turn-notice" id="turn-notice" role="status" hidden></p>
  <div id="local-games"><p class="empty">[[mine-empty]]</p></div>
  <p class="push-line"><button type="button" class="button small" id="push-switch" aria-pressed="false">[[push-enable]]</button> <span class="muted small" id="push-note" role="status"></span></p>
</section>
</div>"##,
        clock_options = clock_options(tr),
        range_options = range_options(),
    );
    Page::new("home", tr.t("home-page-title"), main, path)
}

/// The rating ranges a rated seek may ask for, around the seeker's own
/// rating (as lichess's lobby offers): any rating first, then ±n.
fn range_options() -> String {
    let mut options = String::from(r#"<option value="">[[home-range-any]]</option>"#);
    for spread in [100, 200, 300, 500] {
        options.push_str(&format!(r#"<option value="{spread}">±{spread}</option>"#));
    }
    options
}

fn game_card(tr: Tr, variant: Variant) -> String {
    let name = variant.name();
    let levels = level_options(tr, variant);
    let colors = color_choices("color");
    format!(
        r#"<article class="game-card" data-variant="{name}" aria-labelledby="card-{name}">
  <div class="card-head"><span class="card-icon icon-{name}" aria-hidden="true"></span><h3 id="card-{name}">{title}</h3></div>
  <p class="card-blurb">{blurb}</p>
  {facts}
  <div class="card-actions">
    <button type="button" class="button primary" data-action="local">[[mode-local]]</button>
    <button type="button" class="button" data-action="friend">[[mode-friend]]</button>
    <details class="ai-setup">
      <summary class="button">[[mode-ai]]</summary>
      <form class="ai-form" data-action="ai">
        <label class="field">[[ai-level]] <select name="level">{levels}</select></label>
        <fieldset class="field colors"><legend>[[ai-color]]</legend>{colors}</fieldset>
        <button type="submit" class="button primary">[[ai-start]]</button>
      </form>
    </details>
    <button type="button" class="button" data-action="seek">[[mode-seek]]</button>
  </div>
  <p class="card-links"><a class="card-rules" href="/rules/{name}">[[card-rules]]</a>{learn} <a class="card-editor" href="/editor/{name}">[[editor-link]]</a></p>
</article>"#,
        title = esc(&tr.t(&format!("game-{name}"))),
        blurb = esc(&tr.t(&format!("game-{name}-blurb"))),
        facts = super::cards::home_facts(tr, variant),
        learn = learn_link(tr, name),
    )
}

/// The colours one may ask to play, as radio buttons named `name`, White
/// chosen.
pub(super) fn color_choices(name: &str) -> String {
    let mut colors = String::new();
    for (value, id) in [
        ("white", "color-white"),
        ("random", "color-random"),
        ("black", "color-black"),
    ] {
        let checked = if value == "white" { " checked" } else { "" };
        colors.push_str(&format!(
            r#"<label class="choice"><input type="radio" name="{name}" value="{value}"{checked}> [[{id}]]</label>"#
        ));
    }
    colors
}

/// The computer's eight levels as `<option>`s, each with its approximate
/// rating in `variant` before its name ("3 · about 900 · Casual": a phone
/// cuts the end of a long label in the closed list, and the name is the
/// part one can spare), level 2 chosen.
pub(super) fn level_options(tr: Tr, variant: Variant) -> String {
    let mut levels = String::new();
    for level in 1..=8u8 {
        let selected = if level == 2 { " selected" } else { "" };
        let mut name = tr.t(&format!("level-{level}"));
        if let Some(rating) = regalia_engine::ratings::level_rating(variant, level) {
            let about = tr.t_args("level-about", &[("rating", rating.to_string().into())]);
            name = format!("{about} · {name}");
        }
        let label = tr.t_args(
            "level-option",
            &[("level", level.into()), ("name", name.into())],
        );
        levels.push_str(&format!(
            r#"<option value="{level}"{selected}>{label}</option>"#,
            label = esc(&label)
        ));
    }
    levels
}

/// " · about 1200" after a computer level's name, or nothing for a level
/// without a measured rating.
pub(super) fn level_about(tr: Tr, rating: Option<u16>) -> String {
    rating.map_or_else(String::new, |rating| {
        format!(
            " · {}",
            tr.t_args("level-about", &[("rating", rating.to_string().into())])
        )
    })
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

/// Time controls offered for games by link and in the lobby (minutes +
/// seconds), then the days per move of correspondence games (`d3`).
pub(super) fn clock_options(tr: Tr) -> String {
    let mut options = r#"<option value="">[[clock-unlimited]]</option>"#.to_owned();
    for (minutes, increment) in [(3, 2), (5, 3), (10, 5), (15, 10), (30, 0)] {
        options.push_str(&format!(
            r#"<option value="{minutes}+{increment}">{minutes} + {increment}</option>"#
        ));
    }
    options.push_str(r#"<optgroup label="[[clock-correspondence]]">"#);
    for days in crate::protocol::CORRESPONDENCE_DAYS {
        let label = tr.t_args("clock-days", &[("count", days.into())]);
        options.push_str(&format!(
            r#"<option value="d{days}">{label}</option>"#,
            label = esc(&label)
        ));
    }
    options.push_str("</optgroup>");
    options
}
