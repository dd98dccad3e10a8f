//! The pages of players: taking a name and managing the player key and
//! devices (`/player`, and `/player/key` which a key link opens), a
//! player's page (`/@/{name}`) and the leaderboards (`/leaderboard`). They
//! are shells: the client reads `/api/player`, `/api/players/{name}` and
//! `/api/leaderboard` and draws them (the rating history as an SVG chart).

use fluent_bundle::FluentValue;
use serde_json::Value;

use super::i18n::Tr;
use super::layout::{esc, Page};
use crate::rating;

/// `/player` and `/player/key`.
pub fn player_page(tr: Tr, path: &str) -> Page {
    let main = r#"<section class="panel narrow player-page">
  <h1>[[player-title]]</h1>
  <p class="lead">[[player-intro]]</p>
  <div id="player-box" aria-live="polite"><p class="empty">[[stats-loading]]</p></div>
  <form id="name-form" class="name-form" hidden>
    <label for="name-input">[[player-name-label]]</label>
    <input id="name-input" name="name" autocomplete="nickname" minlength="3" maxlength="20" pattern="[A-Za-z0-9_\-]{3,20}" required aria-describedby="name-hint">
    <button type="submit" class="button primary">[[player-take]]</button>
    <p id="name-hint" class="muted">[[player-name-hint]]</p>
  </form>
  <form id="key-form" class="name-form" hidden>
    <p class="muted">[[player-has-key]]</p>
    <label for="key-input">[[player-key-label]]</label>
    <input id="key-input" name="key" autocomplete="off" spellcheck="false" required>
    <button type="submit" class="button">[[player-sign-in]]</button>
  </form>
  <div id="player-error" class="notice error" role="alert" hidden></div>
</section>"#;
    Page::new("player", tr.t("player-title"), main.to_owned(), path)
}

/// `/@/{name}`: the name is checked by the API; the page only carries it.
pub fn profile_page(tr: Tr, path: &str, name: &str) -> Page {
    let main = format!(
        r#"<section class="profile-page">
  <h1><span class="muted">[[profile-title]]</span> <span id="profile-name">{name}</span></h1>
  <div id="profile" aria-live="polite"><p class="empty">[[stats-loading]]</p></div>
</section>"#,
        name = esc(name),
    );
    Page::new(
        "profile",
        format!("{} {name}", tr.t("profile-title")),
        main,
        path,
    )
    .with("player", Value::from(name))
}

/// `/leaderboard`.
pub fn leaderboard_page(tr: Tr, path: &str) -> Page {
    let intro = tr.t_args(
        "leaderboard-intro",
        &[
            ("count", FluentValue::from(rating::SETTLED_GAMES)),
            (
                "number",
                FluentValue::from(rating::SETTLED_DEVIATION as i64),
            ),
        ],
    );
    let main = format!(
        r#"<section class="leaderboard-page">
  <h1>[[leaderboard-title]]</h1>
  <p class="lead">{intro}</p>
  <div id="leaderboard" class="stats-grid" aria-live="polite"><p class="empty">[[stats-loading]]</p></div>
</section>"#,
        intro = esc(&intro),
    );
    Page::new("leaderboard", tr.t("leaderboard-title"), main, path)
}
