//! Link previews: the Open Graph and Twitter card tags of a game's page
//! (a finished or live game, or an invitation) and of a position's
//! (the analysis board with `?fen=`), so that a link pasted in a messenger
//! shows the board, drawn by the server (`/game/{id}.png`,
//! `/export/{variant}.png?fen=`), with the game's name and players. Every
//! address in them is absolute, from the site's public origin.

use regalia_rules::Variant;

use super::i18n::Tr;
use super::layout::esc;
use crate::protocol::{GameView, PlayerKind, PlayerView, Side, Status};

/// The side of the pictures the previews name (`picture::PNG_SQUARE` × 8).
pub const PICTURE_SIDE: u32 = 720;

/// What a preview says and shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preview {
    pub title: String,
    pub description: String,
    /// Absolute addresses.
    pub url: String,
    pub image: String,
}

impl Preview {
    /// The `<meta>` tags, for the page's head.
    pub fn tags(&self) -> String {
        let mut out = String::new();
        let mut meta = |attr: &str, name: &str, value: &str| {
            out.push_str(&format!(
                "<meta {attr}=\"{name}\" content=\"{}\">\n",
                esc(value)
            ));
        };
        let side = PICTURE_SIDE.to_string();
        meta("property", "og:type", "website");
        meta("property", "og:site_name", "Regalia");
        meta("property", "og:title", &self.title);
        meta("property", "og:description", &self.description);
        meta("property", "og:url", &self.url);
        meta("property", "og:image", &self.image);
        meta("property", "og:image:type", "image/png");
        meta("property", "og:image:width", &side);
        meta("property", "og:image:height", &side);
        meta("property", "og:image:alt", &self.title);
        meta("name", "twitter:card", "summary");
        meta("name", "twitter:title", &self.title);
        meta("name", "twitter:description", &self.description);
        meta("name", "twitter:image", &self.image);
        out
    }
}

/// Percent-encodes a query value (a FEN has spaces and slashes).
pub fn encode(value: &str) -> String {
    let mut out = String::with_capacity(value.len() + 8);
    for b in value.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// How a page names a player: their name, the computer and its level, or
/// their colour.
pub fn player_name(tr: Tr, player: &PlayerView, side: Side) -> String {
    if let Some(tag) = &player.player {
        return tag.name.clone();
    }
    match (player.kind, player.level) {
        (PlayerKind::Computer, Some(level)) => {
            let mut name = tr.t_args("game-ai-name", &[("level", i64::from(level).into())]);
            name.push_str(&super::home::level_about(tr, player.level_rating));
            name
        }
        _ => tr.t(match side {
            Side::White => "game-white",
            Side::Black => "game-black",
        }),
    }
}

/// The result of a finished game in words: who won, and how.
pub fn result_words(tr: Tr, game: &GameView) -> Option<String> {
    let outcome = game.outcome.as_ref()?;
    let result = tr.t(match outcome.winner {
        Some(Side::White) => "result-white-wins",
        Some(Side::Black) => "result-black-wins",
        None => "result-draw",
    });
    let reason = serde_json::to_value(outcome.reason)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .map(|name| {
            let color = match outcome.winner {
                Some(Side::Black) => "black",
                _ => "white",
            };
            tr.t_args(&format!("reason-{name}"), &[("color", color.into())])
        });
    Some(match reason {
        Some(reason) => format!("{result} · {reason}"),
        None => result,
    })
}

/// The preview of a game's page (`/game/{id}`).
pub fn game_preview(tr: Tr, origin: &str, game: &GameView) -> Preview {
    let variant = Variant::from(game.variant);
    let name = tr.t(&format!("game-{}", variant.name()));
    let white = player_name(tr, &game.players.white, Side::White);
    let black = player_name(tr, &game.players.black, Side::Black);
    let (title, description) = match game.status {
        Status::Waiting => {
            // The one who sat down invites; a name says who.
            let host = [&game.players.white, &game.players.black]
                .into_iter()
                .find(|p| p.joined)
                .and_then(|p| p.player.as_ref());
            let title = match host {
                Some(tag) => tr.t_args(
                    "preview-invite-title",
                    &[
                        ("game", name.clone().into()),
                        ("name", tag.name.clone().into()),
                    ],
                ),
                None => tr.t_args("preview-invite-anonymous", &[("game", name.clone().into())]),
            };
            (title, tr.t("preview-invite-text"))
        }
        _ => {
            let title = tr.t_args(
                "preview-game-title",
                &[
                    ("game", name.clone().into()),
                    ("white", white.into()),
                    ("black", black.into()),
                ],
            );
            let description = match game.status {
                Status::Aborted => tr.t("result-aborted"),
                _ => result_words(tr, game).unwrap_or_else(|| tr.t("preview-playing")),
            };
            (title, description)
        }
    };
    let id = game.id.to_string();
    Preview {
        title,
        description,
        url: format!("{origin}/game/{id}"),
        image: format!("{origin}/game/{id}.png"),
    }
}

/// The preview of a position's page (`/analysis/{variant}?fen=`).
pub fn position_preview(tr: Tr, origin: &str, variant: Variant, fen: &str) -> Preview {
    let name = tr.t(&format!("game-{}", variant.name()));
    let v = variant.name();
    let fen = encode(fen);
    Preview {
        title: tr.t_args("preview-position-title", &[("game", name.into())]),
        description: tr.t("preview-position-text"),
        url: format!("{origin}/analysis/{v}?fen={fen}"),
        image: format!("{origin}/export/{v}.png?fen={fen}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::site::i18n::Lang;

    #[test]
    fn a_position_preview_names_its_picture_with_an_absolute_address() {
        let tr = Tr::new(Lang::En);
        let p = position_preview(tr, "https://regalia.example", Variant::Lielow, "8/8 w -");
        assert_eq!(
            p.image,
            "https://regalia.example/export/lielow.png?fen=8%2F8%20w%20-"
        );
        let tags = p.tags();
        assert!(tags.contains(r#"<meta property="og:image" content="https://regalia.example/export/lielow.png?fen=8%2F8%20w%20-">"#), "{tags}");
        assert!(tags.contains(r#"<meta name="twitter:card" content="summary">"#));
        assert!(p.title.contains("Lielow"), "{}", p.title);
    }

    #[test]
    fn tags_escape_what_players_write() {
        let p = Preview {
            title: r#"a "quoted" <name>"#.into(),
            description: String::new(),
            url: String::new(),
            image: String::new(),
        };
        assert!(p
            .tags()
            .contains("content=\"a &quot;quoted&quot; &lt;name&gt;\""));
    }
}
