//! The arena pages: the list of arenas with the form that makes one by link
//! (`/tournaments`), and one arena (`/tournament/{id}`) with its standings,
//! countdowns, buttons, featured game and podium. They are shells: the
//! client reads `/api/tournaments` and `/api/tournaments/{id}`, follows
//! `/ws/tournament/{id}` and draws (web/src/arenas.ts, web/src/arena.ts).

use fluent_bundle::FluentValue;
use serde_json::Value;

use super::i18n::Tr;
use super::layout::{esc, Page};
use super::GAMES;

/// Time controls an arena by link may have (minutes + increment); the
/// client offers the same (web/src/arenas-ctrl.ts `ARENA_CLOCKS`).
const CLOCKS: [(u32, u32); 7] = [(1, 0), (2, 1), (3, 0), (3, 2), (5, 0), (5, 3), (10, 0)];
/// Arena lengths offered, in minutes (the API takes 10 to 180).
const LENGTHS: [u32; 8] = [10, 20, 30, 45, 60, 90, 120, 180];
/// When an arena by link may start, in minutes from now (0 is at once).
const STARTS: [u32; 7] = [0, 2, 5, 10, 15, 30, 60];

/// `/tournaments`.
pub fn list_page(tr: Tr, path: &str) -> Page {
    let games: String = GAMES
        .iter()
        .map(|v| {
            format!(
                r#"<option value="{name}">{label}</option>"#,
                name = v.name(),
                label = esc(&tr.t(&format!("game-{}", v.name())))
            )
        })
        .collect();
    let clocks: String = CLOCKS
        .iter()
        .map(|(m, i)| {
            let selected = if (*m, *i) == (3, 0) { " selected" } else { "" };
            format!(r#"<option value="{m}+{i}"{selected}>{m} + {i}</option>"#)
        })
        .collect();
    let minutes = |values: &[u32], chosen: u32, id: &str| -> String {
        values
            .iter()
            .map(|&n| {
                let selected = if n == chosen { " selected" } else { "" };
                let label = if n == 0 {
                    tr.t("arena-at-once")
                } else {
                    tr.t_args(id, &[("number", FluentValue::from(n))])
                };
                format!(
                    r#"<option value="{n}"{selected}>{label}</option>"#,
                    label = esc(&label)
                )
            })
            .collect()
    };
    let main = format!(
        r#"<section class="arenas-page">
  <h1>[[arena-list-title]]</h1>
  <p class="lead">[[arena-list-intro]]</p>
  <div id="arenas" class="arena-games" aria-live="polite"><p class="empty">[[arena-loading]]</p></div>
  <section class="panel arena-create" aria-labelledby="arena-create-title">
    <h2 id="arena-create-title">[[arena-create-title]]</h2>
    <p class="muted">[[arena-create-intro]]</p>
    <p id="arena-need-name" hidden>[[arena-need-name]] <a class="button primary" href="/player">[[arena-take-name]]</a></p>
    <form id="arena-form" class="arena-form" hidden>
      <label class="field">[[arena-game]] <select name="variant">{games}</select></label>
      <label class="field">[[arena-clock]] <select name="clock">{clocks}</select></label>
      <label class="field">[[arena-length]] <select name="minutes">{lengths}</select></label>
      <label class="field">[[arena-starts-in]] <select name="startsIn">{starts}</select></label>
      <label class="choice"><input type="checkbox" name="rated" checked> [[arena-rated]]</label>
      <label class="choice"><input type="checkbox" name="private"> [[arena-private]]</label>
      <button type="submit" class="button primary">[[arena-create]]</button>
    </form>
    <div id="arena-form-error" class="notice error" role="alert" hidden></div>
  </section>
</section>"#,
        lengths = minutes(&LENGTHS, 60, "arena-minutes"),
        starts = minutes(&STARTS, 5, "arena-in-minutes"),
    );
    Page::new("tournaments", tr.t("arena-list-title"), main, path)
}

/// `/tournament/{id}`: the id is checked by the API; the page only carries it.
pub fn arena_page(tr: Tr, path: &str, id: &str) -> Page {
    let main = r#"<section class="arena-page">
  <div class="arena-head">
    <h1 id="arena-heading"><span class="card-icon" aria-hidden="true"></span> <span id="arena-name">[[arena-title]]</span></h1>
    <p id="arena-facts" class="muted"></p>
    <p id="arena-countdown" class="arena-countdown" role="timer" hidden></p>
  </div>
  <div id="arena-notice" class="notice" role="status" hidden></div>
  <div id="arena-error" class="notice error" role="alert" hidden></div>
  <div id="arena-actions" class="arena-actions"></div>
  <section id="arena-podium" class="panel arena-podium" aria-labelledby="arena-podium-title" hidden></section>
  <div class="arena-columns">
    <section class="panel arena-standings" aria-labelledby="arena-standings-title">
      <h2 id="arena-standings-title">[[arena-standings]]</h2>
      <div id="arena-table" aria-live="polite"><p class="empty">[[arena-loading]]</p></div>
      <nav id="arena-pager" class="arena-pager" aria-label="[[arena-pages]]" hidden></nav>
    </section>
    <div class="arena-side">
      <section id="arena-player" class="panel" aria-labelledby="arena-player-title" aria-live="polite" hidden></section>
      <section id="arena-featured" class="panel" aria-labelledby="arena-featured-title" hidden></section>
      <section id="arena-summary" class="panel" aria-labelledby="arena-summary-title" hidden></section>
      <section class="panel arena-rules">
        <h2>[[arena-how-title]]</h2>
        <p class="muted">[[arena-how]]</p>
      </section>
    </div>
  </div>
</section>"#;
    Page::new("tournament", tr.t("arena-title"), main.to_owned(), path)
        .with("arenaId", Value::from(id))
}
