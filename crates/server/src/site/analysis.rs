//! The analysis board's page (`/analysis/{variant}`): a board with a move
//! tree, the engine's panel, the game review and a PGN box; the client
//! (web/src/analysis.ts) brings it to life.

use super::i18n::Tr;
use super::layout::{esc, Page};
use regalia_rules::Variant;
use serde_json::Value;

pub fn page(tr: Tr, path: &str, variant: Variant) -> Page {
    let t = |id: &str| esc(&tr.t(id));
    let name = variant.name();
    let game = tr.t(&format!("game-{name}"));
    let heading = tr.t_args("analysis-page-title", &[("game", game.clone().into())]);
    let lines: String = (1..=3)
        .map(|n| format!(r#"<option value="{n}">{n}</option>"#))
        .collect();
    let main = format!(
        r#"<noscript><p class="notice error">{needs_script}</p></noscript>
<h1 class="game-heading" id="analysis-heading"><span class="card-icon icon-{name}" aria-hidden="true"></span> <span class="heading-title">{title}</span> · <span class="heading-variant">{game}</span></h1>
<div class="game-layout analysis-layout" id="analysis">
  <section class="board-column" aria-label="{board_label}">
    <div class="analysis-board-row">
      <div class="eval-bar" id="eval-bar" role="meter" aria-label="{bar}" aria-valuemin="0" aria-valuemax="100" aria-valuenow="50"><div class="eval-fill" id="eval-fill"></div></div>
      <div class="board-frame">
        <div id="board" class="board cg-wrap"></div>
        <div id="promotion" class="promotion cg-wrap" role="dialog" aria-label="{promote}" hidden></div>
      </div>
    </div>
    <div class="visually-hidden"><h2>{position}</h2><p id="board-text"></p></div>
    <div class="board-tools">
      <button type="button" class="button icon" data-action="flip" title="{flip}" aria-label="{flip}">⇅</button>
      <button type="button" class="button" data-action="off-board" hidden>{off_board}</button>
    </div>
  </section>
  <section class="side-column">
    <section class="engine-box off" id="engine-box" aria-labelledby="engine-title">
      <div class="engine-head">
        <label class="engine-switch"><input type="checkbox" id="engine-toggle"> <span id="engine-title">{engine}</span></label>
        <strong class="engine-score" id="engine-score" aria-live="polite"></strong>
        <span class="engine-depth muted" id="engine-depth"></span>
        <label class="engine-count"><span>{lines_label}</span> <select id="engine-count">{lines}</select></label>
      </div>
      <ol class="engine-lines" id="engine-lines"></ol>
    </section>
    <div class="notice error" id="analysis-error" role="alert" hidden></div>
    <section class="moves-box" aria-labelledby="moves-title">
      <h2 id="moves-title" class="visually-hidden">{moves_title}</h2>
      <div class="move-tree" id="move-tree"></div>
      <div class="move-nav" role="group" aria-label="{nav_label}">
        <button type="button" class="button icon" data-nav="first" aria-label="{first}" title="{first}">«</button>
        <button type="button" class="button icon" data-nav="prev" aria-label="{prev}" title="{prev}">‹</button>
        <button type="button" class="button icon" data-nav="next" aria-label="{next}" title="{next}">›</button>
        <button type="button" class="button icon" data-nav="last" aria-label="{last}" title="{last}">»</button>
      </div>
      <div class="tree-actions">
        <button type="button" class="button small" id="promote-variation" disabled>{promote_line}</button>
        <button type="button" class="button small danger" id="delete-variation" disabled>{delete_line}</button>
      </div>
    </section>
    <section class="review-box" aria-labelledby="review-title">
      <h2 id="review-title">{review_title}</h2>
      <button type="button" class="button primary" id="review-button">{review}</button>
      <div class="review-progress" id="review-progress" hidden><progress max="1" value="0"></progress> <span class="review-progress-text" aria-live="polite"></span></div>
      <div id="review-result" hidden>
        <div class="review-graph" id="review-graph"></div>
        <table class="review-counts"><tbody id="review-counts"></tbody></table>
      </div>
      <p class="review-note" id="review-note" hidden></p>
    </section>
    <details class="pgn-box" id="pgn-box">
      <summary>{pgn_title}</summary>
      <label class="visually-hidden" for="pgn-text">{pgn_title}</label>
      <textarea id="pgn-text" rows="6" spellcheck="false" placeholder="{pgn_hint}"></textarea>
      <button type="button" class="button" id="pgn-open">{pgn_open}</button>
      <p class="notice error" id="pgn-error" role="alert" hidden></p>
    </details>
    <div class="game-links">
      <a class="button" id="game-link" href="/" hidden>{back}</a>
      <a id="rules-link" href="/rules/{name}">{rules}</a>
    </div>
  </section>
  <div id="announce" class="visually-hidden" aria-live="polite" aria-atomic="true"></div>
</div>"#,
        needs_script = t("game-needs-script"),
        title = t("analysis-board"),
        game = esc(&game),
        board_label = t("game-board-label"),
        bar = t("analysis-bar-label"),
        promote = t("game-promote"),
        position = t("game-position"),
        flip = t("game-flip"),
        off_board = t("game-off-board"),
        engine = t("analysis-engine"),
        lines_label = t("analysis-lines"),
        moves_title = t("game-moves"),
        nav_label = t("game-nav"),
        first = t("game-nav-first"),
        prev = t("game-nav-prev"),
        next = t("game-nav-next"),
        last = t("game-nav-last"),
        promote_line = t("analysis-promote"),
        delete_line = t("analysis-delete"),
        review_title = t("analysis-review-title"),
        review = t("analysis-review"),
        pgn_title = t("analysis-pgn-title"),
        pgn_hint = t("analysis-pgn-hint"),
        pgn_open = t("analysis-pgn-open"),
        back = t("analysis-back-to-game"),
        rules = t("game-rules-link"),
    );
    Page::new("analysis", heading, main, path).with("variant", Value::from(name))
}
