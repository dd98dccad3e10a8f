//! The game page: one layout for online games (player or spectator) and
//! same-device games. The client fills the board, moves and clocks; every
//! label is rendered here, translated.

use serde_json::Value;

use super::i18n::Tr;
use super::layout::Page;
use super::scaffold::{
    action_button, ANNOUNCER, BOARD_FRAME, BOARD_TEXT, FLIP_BUTTON, MOVE_NAV, NEEDS_SCRIPT,
    OFF_BOARD_BUTTON,
};
use crate::protocol::GameAction;

/// Game, seat and local ids are short tokens of letters, digits, `-`, `_`.
pub fn is_plausible_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 64
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

pub fn online_page(tr: Tr, path: &str, id: &str, seat: Option<&str>) -> Page {
    let mut page = Page::new("game", tr.t("game-page-title"), shell(true), path)
        .with("gameId", Value::from(id));
    if let Some(seat) = seat {
        page = page.with("seat", Value::from(seat));
    }
    page
}

pub fn local_page(tr: Tr, path: &str, local_id: &str) -> Page {
    Page::new("local", tr.t("local-page-title"), shell(false), path)
        .with("localId", Value::from(local_id))
}

/// An arena game's way back to its arena, and the berserk button (halve
/// one's own clock before one's first move); the client shows them for
/// games that carry a tournament id (web/src/arena-game.ts).
const ARENA_BOX: &str = r#"<section class="arena-box" id="arena-box" hidden aria-label="[[arena-title]]">
      <button type="button" class="button berserk" id="berserk-button" hidden title="[[arena-berserk-hint]]">[[arena-berserk]]</button>
      <a class="button primary" id="arena-back" href="/tournaments">[[arena-back]]</a>
      <p class="muted" id="arena-returning" role="status" hidden></p>
    </section>"#;

/// A same-device game's word that the analysis needs the network, shown
/// while there is none (web/src/offline.ts).
const OFFLINE_NOTE: &str =
    r#"<p class="muted small" id="offline-note" role="status" hidden>[[offline-analysis]]</p>"#;

fn player_strip(position: &str) -> String {
    format!(
        r#"<div class="player-strip player-{position}">
      <span class="player-color" aria-hidden="true"></span>
      <span class="player-name"></span>
      <span class="player-conn" title="[[game-connection]]"></span>
      <span class="clock" role="timer" hidden></span>
    </div>"#
    )
}

/// The game chat (web/src/chat-view.ts draws it): hidden until the socket
/// says which room this page is in.
const CHAT: &str = r#"<section class="chat-box" id="chat" hidden aria-labelledby="chat-title">
      <h2 id="chat-title">[[chat-title]]</h2>
      <ol class="chat-lines" id="chat-lines"></ol>
      <p class="muted small" id="chat-empty">[[chat-empty]]</p>
      <p class="muted small" id="chat-muted" hidden>[[chat-muted]]</p>
      <p class="muted small" id="chat-reported" role="status" hidden>[[chat-reported]]</p>
      <p class="notice error small" id="chat-error" role="alert" hidden></p>
      <p class="muted small" id="chat-presets-only" hidden>[[chat-presets-only]]</p>
      <div class="chat-presets" id="chat-presets" hidden></div>
      <form class="copy-row" id="chat-form" autocomplete="off" hidden><label class="visually-hidden" for="chat-input">[[chat-label]]</label><input id="chat-input" name="chat" maxlength="140" placeholder="[[chat-placeholder]]"><button type="submit" class="button">[[chat-send]]</button></form>
      <div class="chat-tools">
        <button type="button" class="button small" id="chat-mute" aria-pressed="false" hidden>[[chat-mute]]</button>
        <button type="button" class="button small" id="chat-report">[[chat-report]]</button>
      </div>
    </section>"#;

fn shell(online: bool) -> String {
    // Each shown by the client when it applies.
    let actions = [
        (GameAction::Abort, "game-abort", ""),
        (GameAction::Resign, "game-resign", ""),
        (GameAction::OfferDraw, "game-offer-draw", ""),
        (GameAction::ClaimThreefold, "game-claim-threefold", ""),
        (GameAction::ClaimFifty, "game-claim-fifty", ""),
        (GameAction::Takeback, "game-takeback", ""),
        (GameAction::ClaimVictory, "game-claim-victory", "primary"),
        (GameAction::Rematch, "game-rematch", "primary"),
        (GameAction::NewLocal, "game-new-local", "primary"),
        (GameAction::DeleteLocal, "game-delete-local", "danger"),
    ]
    .map(|(action, label_id, class)| action_button(action, label_id, class, true))
    .join("\n      ");
    let button = |action: GameAction, class: &str, label: &str, hidden: bool| {
        let hidden = if hidden { " hidden" } else { "" };
        let id = if action == GameAction::Share {
            r#" id="share-button""#
        } else {
            ""
        };
        format!(
            r#"<button type="button" class="{class}"{id} data-action="{}"{hidden}>[[{label}]]</button>"#,
            action.name()
        )
    };
    let share_button = button(GameAction::Share, "button", "share-share", true);
    let join = button(
        GameAction::Join,
        "button primary",
        "challenge-accept",
        false,
    );
    let decline_invite = button(
        GameAction::DeclineInvite,
        "button",
        "challenge-decline",
        true,
    );
    let accept = button(GameAction::Accept, "button primary", "game-accept", false);
    let decline = button(GameAction::Decline, "button", "game-decline", false);
    let chat = if online { CHAT } else { "" };
    let share = if online {
        format!(
            r#"<section class="share-box" id="share-box" hidden aria-label="[[share-title]]">
      <h2 id="share-title" class="invite-part">[[share-title]]</h2>
      <p class="muted invite-part" id="share-hint">[[share-hint]]</p>
      <div class="copy-row invite-part"><label class="visually-hidden" for="share-link">[[share-title]]</label><input id="share-link" readonly><button type="button" class="button primary" data-copy="share-link">[[share-copy]]</button>{share_button}</div>
      <h2 class="watch-part" id="watch-title">[[share-watch-title]]</h2>
      <div class="copy-row watch-part"><label class="visually-hidden" for="watch-link">[[share-watch-title]]</label><input id="watch-link" readonly><button type="button" class="button" data-copy="watch-link">[[share-copy]]</button></div>
    </section>
    <section class="join-box challenge" id="join-box" hidden aria-labelledby="challenge-title">
      <h2 id="challenge-title"><span class="card-icon" aria-hidden="true"></span><span class="challenge-name"></span></h2>
      <p id="challenge-clock"></p>
      <p id="challenge-color"></p>
      <div class="challenge-actions">
        {join}
        {decline_invite}
      </div>
    </section>"#
        )
    } else {
        String::new()
    };
    format!(
        r#"{NEEDS_SCRIPT}
<h1 class="game-heading" id="game-heading"><span class="card-icon" aria-hidden="true"></span> <span class="heading-variant"></span> <span class="heading-clock muted" hidden></span></h1>
<div class="game-layout" id="game">
  <section class="board-column" aria-label="[[game-board-label]]">
    {top}
    {BOARD_FRAME}
    {BOARD_TEXT}
    {bottom}
    <div class="board-tools">
      {FLIP_BUTTON}
      {OFF_BOARD_BUTTON}
      <button type="button" class="button icon sound-toggle" data-action="sound" aria-pressed="true" title="[[game-sound]]" aria-label="[[game-sound]]"><svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/><path class="waves" d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" stroke-width="2" fill="none" stroke-linecap="round"/><path class="mute" d="M16 9l6 6M22 9l-6 6" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg></button>
    </div>
  </section>
  <section class="side-column">
    <div class="status-line" id="status" role="status"></div>
    <div class="result-banner" id="result" hidden><strong class="result-title"></strong><span class="result-reason"></span></div>
    <div class="notice" id="offer" hidden><span class="offer-text"></span>
      {accept}
      {decline}
    </div>
    <div class="notice error" id="game-error" role="alert" hidden></div>
    <div class="notice" id="game-notice" role="status" hidden></div>
    <section class="moves-box" aria-labelledby="moves-title">
      <h2 id="moves-title" class="visually-hidden">[[game-moves]]</h2>
      <ol class="move-list" id="moves"></ol>
      {MOVE_NAV}
    </section>
    <form class="move-form" id="move-form" autocomplete="off">
      <label for="move-input">[[game-input-label]]</label>
      <div class="copy-row"><input id="move-input" name="move" placeholder="[[game-input-placeholder]]" aria-describedby="move-input-hint" spellcheck="false" autocapitalize="off"><button type="submit" class="button">[[game-input-play]]</button></div>
      <p class="muted small" id="move-input-hint">[[game-input-help]]</p>
    </form>
    <div class="actions" id="actions">
      {actions}
    </div>
    {share}
    <div class="game-links">
      <a class="button" id="analysis-link" href="" hidden>[[analysis-analyse]]</a>
      <a class="button" id="review-link" href="" hidden>[[analysis-review-link]]</a>
      <a class="button" id="pgn-link" href="" download hidden>[[game-pgn]]</a>
      <a class="button" id="png-link" href="" download hidden>[[game-download-png]]</a>
      <a class="button" id="gif-link" href="" download hidden>[[game-share-gif]]</a>
      <button type="button" class="button" id="embed-button" aria-expanded="false" aria-controls="embed-box" hidden>[[game-embed]]</button>
      <a id="rules-link" href="/rules">[[game-rules-link]]</a>
    </div>
    {offline}
    <section class="embed-box" id="embed-box" hidden aria-labelledby="embed-title">
      <h2 id="embed-title">[[game-embed-title]]</h2>
      <p class="muted small">[[game-embed-hint]]</p>
      <label class="visually-hidden" for="embed-code">[[game-embed-title]]</label>
      <div class="copy-row"><textarea id="embed-code" rows="3" readonly spellcheck="false"></textarea><button type="button" class="button" data-copy="embed-code">[[share-copy]]</button></div>
    </section>
    {arena}
    {chat}
  </section>
  {ANNOUNCER}
</div>"#,
        arena = if online { ARENA_BOX } else { "" },
        offline = if online { "" } else { OFFLINE_NOTE },
        top = player_strip("top"),
        bottom = player_strip("bottom"),
    )
}
