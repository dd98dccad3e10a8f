//! The analysis board's page (`/analysis/{variant}`): a board with a move
//! tree, the engine's panel, the opening explorer, the game review and a
//! PGN box; the client (web/src/analysis.ts) brings it to life.

use super::i18n::Tr;
use super::layout::{esc, Page};
use super::scaffold::{
    ANNOUNCER, BOARD_FRAME, BOARD_TEXT, FLIP_BUTTON, MOVE_NAV, NEEDS_SCRIPT, OFF_BOARD_BUTTON,
};
use regalia_rules::Variant;
use serde_json::Value;

pub fn page(tr: Tr, path: &str, variant: Variant) -> Page {
    let name = variant.name();
    let game = tr.t(&format!("game-{name}"));
    let heading = tr.t_args("analysis-page-title", &[("game", game.clone().into())]);
    let lines: String = (1..=3)
        .map(|n| format!(r#"<option value="{n}">{n}</option>"#))
        .collect();
    let main = format!(
        r#"{NEEDS_SCRIPT}
<h1 class="game-heading" id="analysis-heading"><span class="card-icon icon-{name}" aria-hidden="true"></span> <span class="heading-title">[[analysis-board]]</span> · <span class="heading-variant">{game}</span></h1>
<div class="game-layout analysis-layout" id="analysis">
  <section class="board-column" aria-label="[[game-board-label]]">
    <div class="analysis-board-row">
      <div class="eval-bar" id="eval-bar" role="meter" aria-label="[[analysis-bar-label]]" aria-valuemin="0" aria-valuemax="100" aria-valuenow="50"><div class="eval-fill" id="eval-fill"></div></div>
      {BOARD_FRAME}
    </div>
    {BOARD_TEXT}
    <div class="board-tools">
      {FLIP_BUTTON}
      {OFF_BOARD_BUTTON}
    </div>
  </section>
  <section class="side-column">
    <section class="engine-box off" id="engine-box" aria-labelledby="engine-title">
      <div class="engine-head">
        <label class="engine-switch"><input type="checkbox" id="engine-toggle"> <span id="engine-title">[[analysis-engine]]</span></label>
        <strong class="engine-score" id="engine-score" aria-live="polite"></strong>
        <span class="engine-depth muted" id="engine-depth"></span>
        <label class="engine-count"><span>[[analysis-lines]]</span> <select id="engine-count">{lines}</select></label>
      </div>
      <ol class="engine-lines" id="engine-lines"></ol>
    </section>
    <div class="notice error" id="analysis-error" role="alert" hidden></div>
    <div class="notice pgn-notice" id="pgn-notice" role="status" hidden></div>
    <section class="moves-box" aria-labelledby="moves-title">
      <h2 id="moves-title" class="visually-hidden">[[game-moves]]</h2>
      <div class="move-tree" id="move-tree"></div>
      {MOVE_NAV}
      <div class="tree-actions">
        <button type="button" class="button small" id="promote-variation" disabled>[[analysis-promote]]</button>
        <button type="button" class="button small danger" id="delete-variation" disabled>[[analysis-delete]]</button>
      </div>
    </section>
    <section class="explorer-box" id="explorer" aria-labelledby="explorer-title">
      <h2 id="explorer-title">[[analysis-explorer]]</h2>
      <div class="explorer-body" id="explorer-body" aria-live="polite"><p class="explorer-note muted">[[analysis-explorer-loading]]</p></div>
      <p class="explorer-about muted">[[analysis-explorer-about]]</p>
    </section>
    <section class="review-box" aria-labelledby="review-title">
      <h2 id="review-title">[[analysis-review-title]]</h2>
      <button type="button" class="button primary" id="review-button">[[analysis-review]]</button>
      <div class="review-progress" id="review-progress" hidden><progress max="1" value="0"></progress> <span class="review-progress-text" aria-live="polite"></span></div>
      <div id="review-result" hidden>
        <div class="review-graph" id="review-graph"></div>
        <table class="review-counts"><tbody id="review-counts"></tbody></table>
      </div>
      <p class="review-note" id="review-note" hidden></p>
    </section>
    <details class="pgn-box" id="pgn-box">
      <summary>[[analysis-pgn-title]]</summary>
      <label class="visually-hidden" for="pgn-text">[[analysis-pgn-title]]</label>
      <textarea id="pgn-text" rows="6" spellcheck="false" placeholder="[[analysis-pgn-hint]]"></textarea>
      <button type="button" class="button" id="pgn-open">[[analysis-pgn-open]]</button>
      <p class="notice error" id="pgn-error" role="alert" hidden></p>
    </details>
    <div class="game-links">
      <a class="button" id="game-link" href="/" hidden>[[analysis-back-to-game]]</a>
      <a id="rules-link" href="/rules/{name}">[[game-rules-link]]</a>
    </div>
  </section>
  {ANNOUNCER}
</div>"#,
        game = esc(&game),
    );
    Page::new("analysis", heading, main, path).with("variant", Value::from(name))
}
