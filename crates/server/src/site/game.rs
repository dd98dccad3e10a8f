//! The game page: one layout for online games (player or spectator) and
//! same-device games. The client fills the board, moves and clocks; every
//! label is rendered here, translated.

use serde_json::Value;

use super::i18n::Tr;
use super::layout::{esc, Page};

/// Game, seat and local ids are short tokens of letters, digits, `-`, `_`.
pub fn is_plausible_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 64
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

pub fn online_page(tr: Tr, path: &str, id: &str, seat: Option<&str>) -> Page {
    let mut page = Page::new("game", tr.t("game-page-title"), shell(tr, true), path)
        .with("gameId", Value::from(id));
    if let Some(seat) = seat {
        page = page.with("seat", Value::from(seat));
    }
    page
}

pub fn local_page(tr: Tr, path: &str, local_id: &str) -> Page {
    Page::new("local", tr.t("local-page-title"), shell(tr, false), path)
        .with("localId", Value::from(local_id))
}

fn button(tr: Tr, label_id: &str, action: &str, class: &str) -> String {
    format!(
        r#"<button type="button" class="button {class}" data-action="{action}" hidden>{label}</button>"#,
        label = esc(&tr.t(label_id))
    )
}

fn player_strip(tr: Tr, position: &str) -> String {
    format!(
        r#"<div class="player-strip player-{position}">
      <span class="player-color" aria-hidden="true"></span>
      <span class="player-name"></span>
      <span class="player-conn" title="{conn}"></span>
      <span class="clock" role="timer" hidden></span>
    </div>"#,
        conn = esc(&tr.t("game-connection"))
    )
}

fn shell(tr: Tr, online: bool) -> String {
    let t = |id: &str| esc(&tr.t(id));
    let actions = [
        button(tr, "game-abort", "abort", ""),
        button(tr, "game-resign", "resign", ""),
        button(tr, "game-offer-draw", "offer-draw", ""),
        button(tr, "game-claim-threefold", "claim-threefold", ""),
        button(tr, "game-claim-fifty", "claim-fifty", ""),
        button(tr, "game-takeback", "takeback", ""),
        button(tr, "game-claim-victory", "claim-victory", "primary"),
        button(tr, "game-rematch", "rematch", "primary"),
        button(tr, "game-new-local", "new-local", "primary"),
        button(tr, "game-delete-local", "delete-local", "danger"),
    ]
    .join("\n      ");
    let share = if online {
        format!(
            r#"<section class="share-box" id="share-box" hidden aria-label="{share_title}">
      <h2 id="share-title" class="invite-part">{share_title}</h2>
      <p class="muted invite-part" id="share-hint">{share_hint}</p>
      <div class="copy-row invite-part"><label class="visually-hidden" for="share-link">{share_title}</label><input id="share-link" readonly><button type="button" class="button primary" data-copy="share-link">{copy}</button><button type="button" class="button" id="share-button" data-action="share" hidden>{share}</button></div>
      <h2 class="watch-part" id="watch-title">{watch_title}</h2>
      <div class="copy-row watch-part"><label class="visually-hidden" for="watch-link">{watch_title}</label><input id="watch-link" readonly><button type="button" class="button" data-copy="watch-link">{copy}</button></div>
    </section>
    <section class="join-box challenge" id="join-box" hidden aria-labelledby="challenge-title">
      <h2 id="challenge-title"><span class="card-icon" aria-hidden="true"></span><span class="challenge-name"></span></h2>
      <p id="challenge-clock"></p>
      <p id="challenge-color"></p>
      <div class="challenge-actions">
        <button type="button" class="button primary" data-action="join">{accept}</button>
        <button type="button" class="button" data-action="decline-invite" hidden>{decline}</button>
      </div>
    </section>"#,
            share_title = t("share-title"),
            share_hint = t("share-hint"),
            copy = t("share-copy"),
            watch_title = t("share-watch-title"),
            share = t("share-share"),
            accept = t("challenge-accept"),
            decline = t("challenge-decline"),
        )
    } else {
        String::new()
    };
    format!(
        r#"<noscript><p class="notice error">{needs_script}</p></noscript>
<h1 class="game-heading" id="game-heading"><span class="card-icon" aria-hidden="true"></span> <span class="heading-variant"></span> <span class="heading-clock muted" hidden></span></h1>
<div class="game-layout" id="game">
  <section class="board-column" aria-label="{board_label}">
    {top}
    <div class="board-frame">
      <div id="board" class="board cg-wrap"></div>
      <div id="promotion" class="promotion cg-wrap" role="dialog" aria-label="{promote}" hidden></div>
    </div>
    <div class="visually-hidden"><h2>{position}</h2><p id="board-text"></p></div>
    {bottom}
    <div class="board-tools">
      <button type="button" class="button icon" data-action="flip" title="{flip}" aria-label="{flip}">⇅</button>
      <button type="button" class="button" data-action="off-board" hidden>{off_board}</button>
      <button type="button" class="button icon sound-toggle" data-action="sound" aria-pressed="true" title="{sound}" aria-label="{sound}"><svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/><path class="waves" d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" stroke-width="2" fill="none" stroke-linecap="round"/><path class="mute" d="M16 9l6 6M22 9l-6 6" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg></button>
    </div>
  </section>
  <section class="side-column">
    <div class="status-line" id="status" role="status"></div>
    <div class="result-banner" id="result" hidden><strong class="result-title"></strong><span class="result-reason"></span></div>
    <div class="notice" id="offer" hidden><span class="offer-text"></span>
      <button type="button" class="button primary" data-action="accept">{accept}</button>
      <button type="button" class="button" data-action="decline">{decline}</button>
    </div>
    <div class="notice error" id="game-error" role="alert" hidden></div>
    <div class="notice" id="game-notice" role="status" hidden></div>
    <section class="moves-box" aria-labelledby="moves-title">
      <h2 id="moves-title" class="visually-hidden">{moves_title}</h2>
      <ol class="move-list" id="moves"></ol>
      <div class="move-nav" role="group" aria-label="{nav_label}">
        <button type="button" class="button icon" data-nav="first" aria-label="{first}" title="{first}">«</button>
        <button type="button" class="button icon" data-nav="prev" aria-label="{prev}" title="{prev}">‹</button>
        <button type="button" class="button icon" data-nav="next" aria-label="{next}" title="{next}">›</button>
        <button type="button" class="button icon" data-nav="last" aria-label="{last}" title="{last}">»</button>
      </div>
    </section>
    <form class="move-form" id="move-form" autocomplete="off">
      <label for="move-input">{input_label}</label>
      <div class="copy-row"><input id="move-input" name="move" placeholder="{input_hint}" aria-describedby="move-input-hint" spellcheck="false" autocapitalize="off"><button type="submit" class="button">{input_play}</button></div>
      <p class="muted small" id="move-input-hint">{input_help}</p>
    </form>
    <div class="actions" id="actions">
      {actions}
    </div>
    {share}
    <div class="game-links">
      <a class="button" id="analysis-link" href="" hidden>{analyse}</a>
      <a class="button" id="review-link" href="" hidden>{review}</a>
      <a class="button" id="pgn-link" href="" download hidden>{pgn}</a>
      <a id="rules-link" href="/rules">{rules}</a>
    </div>
  </section>
  <div id="announce" class="visually-hidden" aria-live="polite" aria-atomic="true"></div>
</div>"#,
        needs_script = t("game-needs-script"),
        board_label = t("game-board-label"),
        position = t("game-position"),
        top = player_strip(tr, "top"),
        bottom = player_strip(tr, "bottom"),
        promote = t("game-promote"),
        flip = t("game-flip"),
        off_board = t("game-off-board"),
        sound = t("game-sound"),
        accept = t("game-accept"),
        decline = t("game-decline"),
        moves_title = t("game-moves"),
        nav_label = t("game-nav"),
        first = t("game-nav-first"),
        prev = t("game-nav-prev"),
        next = t("game-nav-next"),
        last = t("game-nav-last"),
        input_label = t("game-input-label"),
        input_hint = t("game-input-placeholder"),
        input_help = t("game-input-help"),
        input_play = t("game-input-play"),
        pgn = t("game-pgn"),
        analyse = t("analysis-analyse"),
        review = t("analysis-review-link"),
        rules = t("game-rules-link"),
    )
}
