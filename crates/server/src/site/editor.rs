//! The board editor, `/editor/{variant}`: a board to set up any position
//! of a game, with a palette of pieces (Lielow: stacks of every height and
//! the crown), the side to move, castling and en passant where the game has
//! them, the position text in and out, and the ways to play from it. The
//! client (web/src/editor.ts) asks `POST /api/position` whether the
//! position is valid after every change.

use regalia_rules::{AnyPosition, Variant};
use serde_json::Value;

use super::home::{clock_options, color_choices, level_options};
use super::i18n::Tr;
use super::layout::{esc, Page};
use super::scaffold::{ANNOUNCER, BOARD_TEXT, FLIP_BUTTON, NEEDS_SCRIPT};

/// The pieces of the palette of one player: (data value, label).
fn palette_pieces(tr: Tr, variant: Variant, color: &str) -> Vec<(String, String)> {
    let prefix = if color == "white" { 'w' } else { 'b' };
    match variant {
        Variant::Lielow => (1..=8)
            .map(|height: i64| {
                (
                    format!("{prefix}{height}"),
                    tr.t_args(
                        "game-lielow-stack",
                        &[("color", color.into()), ("count", height.into())],
                    ),
                )
            })
            .collect(),
        _ => {
            let letters: &[char] = if variant == Variant::RacingKings {
                // Racing Kings is played without pawns.
                &['k', 'q', 'r', 'b', 'n']
            } else {
                &['k', 'q', 'r', 'b', 'n', 'p']
            };
            letters
                .iter()
                .map(|l| {
                    (
                        format!("{prefix}{l}"),
                        tr.t_args(&format!("board-piece-{l}"), &[("color", color.into())]),
                    )
                })
                .collect()
        }
    }
}

/// One row of the palette: a button per piece, drawn by the board's own
/// piece art (the row is a `cg-wrap` of the game).
fn palette(tr: Tr, variant: Variant, color: &str) -> String {
    let mut buttons = String::new();
    for (value, label) in palette_pieces(tr, variant, color) {
        let role = match variant {
            Variant::Lielow => {
                let height = value[1..].parse::<u8>().unwrap_or(1);
                format!("{}-piece", char::from(b'a' + height - 1))
            }
            _ => format!("{}-piece", &value[1..]),
        };
        buttons.push_str(&format!(
            r#"<button type="button" class="palette-piece" data-tool="{value}" aria-pressed="false" title="{label}" aria-label="{label}"><piece class="{role} {color}"></piece></button>"#,
            label = esc(&label),
        ));
    }
    let label = tr.t(&format!("editor-palette-{color}"));
    format!(
        r#"<div class="palette cg-wrap {name}" id="palette-{color}" role="toolbar" aria-label="{label}">{buttons}</div>"#,
        name = variant.name(),
        label = esc(&label),
    )
}

fn tool(value: &str, label_id: &str, symbol: &str) -> String {
    format!(
        r#"<button type="button" class="button tool" data-tool="{value}" aria-pressed="false" title="[[{label_id}]]"><span aria-hidden="true">{symbol}</span> [[{label_id}]]</button>"#
    )
}

/// The castling and en-passant fields, for the games that have them.
fn chess_fields(variant: Variant) -> String {
    if !matches!(variant, Variant::Chess | Variant::KingOfTheHill) {
        return String::new();
    }
    let mut boxes = String::new();
    for (right, id) in [
        ("K", "editor-castle-white-short"),
        ("Q", "editor-castle-white-long"),
        ("k", "editor-castle-black-short"),
        ("q", "editor-castle-black-long"),
    ] {
        boxes.push_str(&format!(
            r#"<label class="choice"><input type="checkbox" name="castling" value="{right}"> [[{id}]]</label>"#
        ));
    }
    format!(
        r#"<fieldset class="editor-field colors" id="editor-castling"><legend>[[editor-castling]]</legend>{boxes}</fieldset>
    <p class="editor-field field"><label for="editor-ep">[[editor-en-passant]]</label> <select id="editor-ep"><option value="-">[[editor-en-passant-none]]</option></select></p>"#,
    )
}

pub fn page(tr: Tr, path: &str, variant: Variant) -> Page {
    let name = variant.name();
    let game = tr.t(&format!("game-{name}"));
    let title = tr.t_args("editor-title", &[("game", game.as_str().into())]);
    let lielow = variant == Variant::Lielow;
    let mut tools = tool("pointer", "editor-tool-move", "✥");
    if lielow {
        tools.push_str(&tool("crown", "editor-tool-crown", "♛"));
    }
    tools.push_str(&tool("erase", "editor-tool-erase", "✕"));
    let (text_label, help) = if lielow {
        ("editor-position-text", "editor-help-lielow")
    } else {
        ("editor-fen", "editor-help")
    };
    let main = format!(
        r##"{NEEDS_SCRIPT}
<h1 class="game-heading"><span class="card-icon icon-{name}" aria-hidden="true"></span> {title}</h1>
<div class="game-layout editor" id="editor" data-variant="{name}">
  <section class="board-column" aria-label="[[editor-board-label]]">
    {palette_black}
    <div class="board-frame editor-frame" id="editor-frame">
      <div id="board" class="board cg-wrap {name}"></div>
    </div>
    {palette_white}
    <div class="board-tools editor-tools" role="toolbar" aria-label="[[editor-tools]]">
      {tools}
      {FLIP_BUTTON}
    </div>
    <p class="muted small" id="editor-help">[[{help}]]</p>
    {BOARD_TEXT}
  </section>
  <section class="side-column">
    <div class="editor-verdict" id="editor-verdict" role="status" aria-live="polite"><p class="verdict-line">[[editor-checking]]</p><ul class="problem-list" id="editor-problems"></ul></div>
    <fieldset class="editor-field colors" id="editor-turn"><legend>[[editor-turn]]</legend>
      <label class="choice"><input type="radio" name="turn" value="w" checked> [[game-white]]</label>
      <label class="choice"><input type="radio" name="turn" value="b"> [[game-black]]</label>
    </fieldset>
    {chess_fields}
    <div class="actions">
      <button type="button" class="button" data-action="start">[[editor-start]]</button>
      <button type="button" class="button" data-action="clear">[[editor-clear]]</button>
    </div>
    <form class="move-form" id="editor-text-form" autocomplete="off">
      <label for="editor-text">[[{text_label}]]</label>
      <div class="copy-row"><input id="editor-text" name="text" spellcheck="false" autocapitalize="off" aria-describedby="editor-text-error"><button type="submit" class="button">[[editor-load]]</button><button type="button" class="button" data-action="copy">[[share-copy]]</button></div>
      <p class="notice error" id="editor-text-error" role="alert" hidden></p>
    </form>
    <section class="share-box editor-play" aria-labelledby="editor-play-title">
      <h2 id="editor-play-title">[[editor-play-title]]</h2>
      <a class="button" id="editor-analyse" aria-disabled="true">[[editor-analyse]]</a>
      <fieldset class="field colors"><legend>[[ai-color]]</legend>{colors}</fieldset>
      <p class="field"><label for="editor-level">[[ai-level]]</label> <select id="editor-level">{levels}</select></p>
      <button type="button" class="button primary" data-play="computer" disabled>[[mode-ai]]</button>
      <p class="field"><label for="editor-clock">[[home-clock-label]]</label> <select id="editor-clock">{clock_options}</select></p>
      <button type="button" class="button" data-play="friend" disabled>[[mode-friend]]</button>
      <button type="button" class="button" data-play="local" disabled>[[mode-local]]</button>
      <p class="notice error" id="editor-error" role="alert" hidden></p>
    </section>
    <p class="game-links"><a href="/rules/{name}">[[game-rules-link]]</a></p>
  </section>
  {ANNOUNCER}
</div>"##,
        title = esc(&title),
        palette_black = palette(tr, variant, "black"),
        palette_white = palette(tr, variant, "white"),
        chess_fields = chess_fields(variant),
        colors = color_choices("play-color"),
        levels = level_options(tr, variant),
        clock_options = clock_options(tr),
    );
    Page::new("editor", title, main, path)
        .with("variant", Value::from(name))
        .with(
            "startFen",
            Value::from(AnyPosition::start(variant).to_fen()),
        )
}

#[cfg(test)]
mod tests {
    use regalia_rules::ProblemKind;

    use super::super::i18n::{Lang, Tr, LANGUAGES};
    use super::super::strings::client_strings;

    #[test]
    fn every_problem_code_of_the_rules_has_words_in_every_language() {
        for &lang in LANGUAGES {
            let strings = client_strings(Tr::new(lang));
            for kind in ProblemKind::ALL {
                let id = format!("position-problem-{}", kind.code());
                assert!(
                    strings.contains_key(&id),
                    "{}: no {id} for the page",
                    lang.tag()
                );
            }
        }
        // The words name the player the problem concerns, and the height.
        let fr = client_strings(Tr::new(Lang::Fr));
        assert_eq!(
            fr["position-problem-lielow-crown-not-on-tallest@white"],
            "La plus haute pile blanche (en {square}, hauteur {height}) doit porter la couronne."
        );
        assert_eq!(
            fr["position-problem-missing-king@black"],
            "Les Noirs n'ont pas de roi."
        );
    }
}
