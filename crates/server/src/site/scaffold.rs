//! The parts the board pages share (the game, the analysis board, the
//! editor, lessons and puzzles), written once so that the client
//! (web/src/board.ts, game-view.ts) finds the same ids and labels on each.
//! Their words are `[[message-id]]` marks, filled with the page
//! ([`super::layout::words`]).

use crate::protocol::GameAction;

/// What a page that needs the client says to a browser running no scripts.
pub const NEEDS_SCRIPT: &str =
    r#"<noscript><p class="notice error">[[game-needs-script]]</p></noscript>"#;

/// The board, with the promotion picker the client opens over it.
pub const BOARD_FRAME: &str = r#"<div class="board-frame">
      <div id="board" class="board cg-wrap"></div>
      <div id="promotion" class="promotion cg-wrap" role="dialog" aria-label="[[game-promote]]" hidden></div>
    </div>"#;

/// The position in words, for screen readers (the client writes it).
pub const BOARD_TEXT: &str =
    r#"<div class="visually-hidden"><h2>[[game-position]]</h2><p id="board-text"></p></div>"#;

/// Turns the board round.
pub const FLIP_BUTTON: &str = r#"<button type="button" class="button icon" data-action="flip" title="[[game-flip]]" aria-label="[[game-flip]]">⇅</button>"#;

/// Lielow's move off the board, shown by the client when the picked stack
/// may leave.
pub const OFF_BOARD_BUTTON: &str = r#"<button type="button" class="button" data-action="off-board" hidden>[[game-off-board]]</button>"#;

/// First, previous, next and last position of the moves shown.
pub const MOVE_NAV: &str = r#"<div class="move-nav" role="group" aria-label="[[game-nav]]">
        <button type="button" class="button icon" data-nav="first" aria-label="[[game-nav-first]]" title="[[game-nav-first]]">«</button>
        <button type="button" class="button icon" data-nav="prev" aria-label="[[game-nav-prev]]" title="[[game-nav-prev]]">‹</button>
        <button type="button" class="button icon" data-nav="next" aria-label="[[game-nav-next]]" title="[[game-nav-next]]">›</button>
        <button type="button" class="button icon" data-nav="last" aria-label="[[game-nav-last]]" title="[[game-nav-last]]">»</button>
      </div>"#;

/// Where the client announces moves and results to screen readers.
pub const ANNOUNCER: &str =
    r#"<div id="announce" class="visually-hidden" aria-live="polite" aria-atomic="true"></div>"#;

/// A button the client answers through its `data-action`, labelled by
/// message `label_id`; `class` adds to `button` (`primary`, `danger`…).
pub fn action_button(action: GameAction, label_id: &str, class: &str, hidden: bool) -> String {
    let action = action.name();
    let class = if class.is_empty() {
        "button".to_owned()
    } else {
        format!("button {class}")
    };
    let hidden = if hidden { " hidden" } else { "" };
    format!(
        r#"<button type="button" class="{class}" data-action="{action}"{hidden}>[[{label_id}]]</button>"#
    )
}
