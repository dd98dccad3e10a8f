//! The game page: one layout for online games (player or spectator) and
//! same-device games. The client fills the board, moves and clocks; every
//! label is rendered here, translated.

use serde_json::Value;

use super::i18n::Tr;
use super::layout::{esc, Page};
use super::scaffold::{
    action_button, ANNOUNCER, BOARD_FRAME, BOARD_TEXT, FLIP_BUTTON, MOVE_NAV, NEEDS_SCRIPT,
    OFF_BOARD_BUTTON,
};
use crate::protocol::{GameAction, GameView, Opponent, Status};

/// Game, seat and local ids are short tokens of letters, digits, `-`, `_`.
pub fn is_plausible_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 64
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// What the server knows of an online game as it sends the page: the
/// game, whether the visitor holds one of its seats, and the site's origin
/// (for the link to share).
pub struct Known<'a> {
    pub game: &'a GameView,
    pub you: bool,
    pub origin: &'a str,
}

/// The page of an online game. With `known`, the page arrives with the
/// heading filled and the box the client puts above the board (the
/// invitation to its visitor, the link to share to its creator) already in
/// place, so the page does not jump when its script runs.
pub fn online_page(
    tr: Tr,
    path: &str,
    id: &str,
    seat: Option<&str>,
    known: Option<Known<'_>>,
) -> Page {
    let first = known.map(|k| FirstLook::of(tr, &k)).unwrap_or_default();
    let mut page = Page::new("game", tr.t("game-page-title"), shell(true, &first), path)
        .with("gameId", Value::from(id));
    if let Some(seat) = seat {
        page = page.with("seat", Value::from(seat));
    }
    page
}

pub fn local_page(tr: Tr, path: &str, local_id: &str) -> Page {
    Page::new(
        "local",
        tr.t("local-page-title"),
        shell(false, &FirstLook::default()),
        path,
    )
    .with("localId", Value::from(local_id))
}

/// The parts of an online page filled before its script runs (escaped).
#[derive(Default)]
struct FirstLook {
    /// The heading: the icon's class, the game's name, the time control.
    heading: Option<(String, String, Option<String>)>,
    /// The invitation as its visitor sees it: title, clock, colour, and
    /// whether it may be declined (a friend's, not a lobby seek).
    challenge: Option<[String; 3]>,
    declinable: bool,
    /// The link a creator awaiting a friend shares.
    inviting: Option<String>,
}

impl FirstLook {
    /// The same choices as the client's (web/src/game-ctrl.ts: `invited`,
    /// `waitingFriend`; web/src/invitation.ts draws them).
    fn of(tr: Tr, known: &Known<'_>) -> FirstLook {
        let g = known.game;
        let variant = g.variant.name();
        let name = tr.t(&format!("game-{variant}"));
        let clock = g.clock.as_ref().map(|c| match c.days {
            Some(days) => tr.t_args("clock-days", &[("count", u64::from(days).into())]),
            None => format!(
                "{} + {}",
                (c.initial + 30_000) / 60_000,
                (c.increment + 500) / 1000
            ),
        });
        let waiting = g.status == Status::Waiting && g.opponent != Opponent::Computer;
        let challenge = (waiting && !known.you).then(|| {
            let open = if !g.players.white.joined {
                "white"
            } else if !g.players.black.joined {
                "black"
            } else {
                "random"
            };
            [
                tr.t_args("challenge-title", &[("name", name.clone().into())]),
                tr.t_args(
                    "challenge-clock",
                    &[(
                        "name",
                        clock
                            .clone()
                            .unwrap_or_else(|| tr.t("clock-unlimited"))
                            .into(),
                    )],
                ),
                tr.t_args("challenge-color", &[("color", open.into())]),
            ]
            .map(|text| esc(&text))
        });
        FirstLook {
            heading: Some((
                format!("card-icon icon-{variant}"),
                esc(&name),
                clock.map(|c| esc(&c)),
            )),
            challenge,
            declinable: g.opponent == Opponent::Friend,
            inviting: (waiting && known.you)
                .then(|| esc(&format!("{}/game/{}", known.origin, g.id))),
        }
    }
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

fn shell(online: bool, first: &FirstLook) -> String {
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
        !first.declinable,
    );
    let accept = button(GameAction::Accept, "button primary", "game-accept", false);
    let decline = button(GameAction::Decline, "button", "game-decline", false);
    let chat = if online { CHAT } else { "" };
    // The share box and the invitation: beside the game, or above the
    // board when the page arrives with one of them shown.
    let (share, above) = if online {
        let (link, share_class, share_hidden, invite_hidden, watch_hidden) = match &first.inviting {
            Some(link) => (link.as_str(), "share-box inviting", "", "", " hidden"),
            None => ("", "share-box", " hidden", "", ""),
        };
        let share = format!(
            r#"<section class="{share_class}" id="share-box"{share_hidden} aria-label="[[share-title]]">
      <h2 id="share-title" class="invite-part"{invite_hidden}>[[share-title]]</h2>
      <p class="muted invite-part" id="share-hint"{invite_hidden}>[[share-hint]]</p>
      <div class="copy-row invite-part"{invite_hidden}><label class="visually-hidden" for="share-link">[[share-title]]</label><input id="share-link" readonly value="{link}"><button type="button" class="button primary" data-copy="share-link">[[share-copy]]</button>{share_button}</div>
      <h2 class="watch-part" id="watch-title"{watch_hidden}>[[share-watch-title]]</h2>
      <div class="copy-row watch-part"{watch_hidden}><label class="visually-hidden" for="watch-link">[[share-watch-title]]</label><input id="watch-link" readonly value="{link}"><button type="button" class="button" data-copy="watch-link">[[share-copy]]</button></div>
    </section>"#
        );
        let (icon, [title, clock, color], join_hidden) = match &first.challenge {
            Some(texts) => (
                first.heading.as_ref().map_or("card-icon", |h| h.0.as_str()),
                texts.clone(),
                "",
            ),
            None => ("card-icon", Default::default(), " hidden"),
        };
        let join = format!(
            r#"<section class="join-box challenge" id="join-box"{join_hidden} aria-labelledby="challenge-title">
      <h2 id="challenge-title"><span class="{icon}" aria-hidden="true"></span><span class="challenge-name">{title}</span></h2>
      <p id="challenge-clock">{clock}</p>
      <p id="challenge-color">{color}</p>
      <div class="challenge-actions">
        {join}
        {decline_invite}
      </div>
    </section>"#
        );
        if first.inviting.is_some() {
            (join, share)
        } else if first.challenge.is_some() {
            (share, join)
        } else {
            (format!("{share}\n    {join}"), String::new())
        }
    } else {
        (String::new(), String::new())
    };
    let (heading_icon, heading_name, heading_clock) = match &first.heading {
        Some((icon, name, clock)) => (icon.as_str(), name.as_str(), clock.as_deref()),
        None => ("card-icon", "", None),
    };
    let heading_clock = match heading_clock {
        Some(clock) => format!(r#"<span class="heading-clock muted">{clock}</span>"#),
        None => r#"<span class="heading-clock muted" hidden></span>"#.to_owned(),
    };
    format!(
        r#"{NEEDS_SCRIPT}
<h1 class="game-heading" id="game-heading"><span class="{heading_icon}" aria-hidden="true"></span> <span class="heading-variant">{heading_name}</span> {heading_clock}</h1>
{above}
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
