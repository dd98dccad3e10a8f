//! TV, `/tv` (the best game of all) and `/tv/{variant}` (of one game):
//! a shell with the channels, the players with their ratings and clocks,
//! the board and the move list; the client (web/src/tv.ts) finds the game
//! (`GET /api/tv`) and follows it.

use regalia_rules::Variant;
use serde_json::Value;

use super::i18n::Tr;
use super::layout::{esc, Page};
use super::scaffold::{ANNOUNCER, BOARD_FRAME, BOARD_TEXT, NEEDS_SCRIPT};
use super::GAMES;

fn shell(tr: Tr, path: &str, variant: Option<Variant>) -> Page {
    let mut channels = String::new();
    let current = |here: bool| if here { r#" aria-current="page""# } else { "" };
    channels.push_str(&format!(
        r#"<a href="/tv"{}>{}</a>"#,
        current(variant.is_none()),
        esc(&tr.t("tv-all"))
    ));
    for game in GAMES {
        channels.push_str(&format!(
            r#"<a href="/tv/{name}"{here}>{label}</a>"#,
            name = game.name(),
            here = current(variant == Some(game)),
            label = esc(&tr.t(&format!("game-{}", game.name()))),
        ));
    }
    let title = match variant {
        Some(v) => format!(
            "{} · {}",
            tr.t("tv-title"),
            tr.t(&format!("game-{}", v.name()))
        ),
        None => tr.t("tv-title"),
    };
    let player = |color: &str| {
        format!(
            r#"<div class="tv-player" id="tv-{color}" data-color="{color}"><span class="player-color" aria-hidden="true"></span><span class="tv-name"></span><span class="clock tv-clock" role="timer"></span></div>"#
        )
    };
    let main = format!(
        r#"{NEEDS_SCRIPT}
<section class="tv-page" id="tv">
  <h1>{heading}</h1>
  <nav class="tv-channels" aria-label="[[tv-channels]]">{channels}</nav>
  <p class="muted">[[tv-intro]]</p>
  <p class="notice" id="tv-empty" hidden>[[tv-empty]]</p>
  <div class="tv-stage" id="tv-stage" hidden>
    <div class="tv-board">
      {black}
      {BOARD_FRAME}
      {white}
      {BOARD_TEXT}
    </div>
    <div class="tv-side">
      <p><a id="tv-game" href="/tv"></a></p>
      <p class="tv-result" id="tv-result" hidden></p>
      <ol class="move-list tv-moves" id="moves" aria-label="[[game-moves]]"></ol>
    </div>
  </div>
  {ANNOUNCER}
</section>"#,
        heading = esc(&title),
        black = player("black"),
        white = player("white"),
    );
    let page = Page::new("tv", title, main, path);
    match variant {
        Some(v) => page.with("variant", Value::from(v.name())),
        None => page,
    }
}

/// `/tv`.
pub fn page(tr: Tr, path: &str) -> Page {
    shell(tr, path, None)
}

/// `/tv/{variant}`.
pub fn variant_page(tr: Tr, path: &str, variant: Variant) -> Page {
    shell(tr, path, Some(variant))
}
