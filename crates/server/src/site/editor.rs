//! The board editor, `/editor/{variant}`: a board to set up any position
//! of a game, with a palette of pieces (Lielow: stacks of every height and
//! the crown), the side to move, castling and en passant where the game has
//! them, the position text in and out, and the ways to play from it. The
//! client (web/src/editor.ts) asks `POST /api/position` whether the
//! position is valid after every change.

use regalia_rules::{AnyPosition, Variant};
use serde_json::Value;

use super::home::{clock_options, level_options};
use super::i18n::Tr;
use super::layout::{esc, Page};

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

fn tool(tr: Tr, value: &str, label_id: &str, symbol: &str) -> String {
    let label = esc(&tr.t(label_id));
    format!(
        r#"<button type="button" class="button tool" data-tool="{value}" aria-pressed="false" title="{label}"><span aria-hidden="true">{symbol}</span> {label}</button>"#
    )
}

/// The castling and en-passant fields, for the games that have them.
fn chess_fields(tr: Tr, variant: Variant) -> String {
    if !matches!(variant, Variant::Chess | Variant::KingOfTheHill) {
        return String::new();
    }
    let t = |id: &str| esc(&tr.t(id));
    let mut boxes = String::new();
    for (right, id) in [
        ("K", "editor-castle-white-short"),
        ("Q", "editor-castle-white-long"),
        ("k", "editor-castle-black-short"),
        ("q", "editor-castle-black-long"),
    ] {
        boxes.push_str(&format!(
            r#"<label class="choice"><input type="checkbox" name="castling" value="{right}"> {label}</label>"#,
            label = t(id)
        ));
    }
    format!(
        r#"<fieldset class="editor-field colors" id="editor-castling"><legend>{castling}</legend>{boxes}</fieldset>
    <p class="editor-field field"><label for="editor-ep">{ep}</label> <select id="editor-ep"><option value="-">{none}</option></select></p>"#,
        castling = t("editor-castling"),
        ep = t("editor-en-passant"),
        none = t("editor-en-passant-none"),
    )
}

pub fn page(tr: Tr, path: &str, variant: Variant) -> Page {
    let t = |id: &str| esc(&tr.t(id));
    let name = variant.name();
    let game = tr.t(&format!("game-{name}"));
    let title = tr.t_args("editor-title", &[("game", game.as_str().into())]);
    let lielow = variant == Variant::Lielow;
    let mut tools = tool(tr, "pointer", "editor-tool-move", "✥");
    if lielow {
        tools.push_str(&tool(tr, "crown", "editor-tool-crown", "♛"));
    }
    tools.push_str(&tool(tr, "erase", "editor-tool-erase", "✕"));
    let mut colors = String::new();
    for (value, id) in [
        ("white", "color-white"),
        ("random", "color-random"),
        ("black", "color-black"),
    ] {
        let checked = if value == "white" { " checked" } else { "" };
        colors.push_str(&format!(
            r#"<label class="choice"><input type="radio" name="play-color" value="{value}"{checked}> {label}</label>"#,
            label = t(id)
        ));
    }
    let text_label = if lielow {
        t("editor-position-text")
    } else {
        t("editor-fen")
    };
    let help = if lielow {
        t("editor-help-lielow")
    } else {
        t("editor-help")
    };
    let main = format!(
        r##"<noscript><p class="notice error">{needs_script}</p></noscript>
<h1 class="game-heading"><span class="card-icon icon-{name}" aria-hidden="true"></span> {title}</h1>
<div class="game-layout editor" id="editor" data-variant="{name}">
  <section class="board-column" aria-label="{board_label}">
    {palette_black}
    <div class="board-frame editor-frame" id="editor-frame">
      <div id="board" class="board cg-wrap {name}"></div>
    </div>
    {palette_white}
    <div class="board-tools editor-tools" role="toolbar" aria-label="{tools_label}">
      {tools}
      <button type="button" class="button icon" data-action="flip" title="{flip}" aria-label="{flip}">⇅</button>
    </div>
    <p class="muted small" id="editor-help">{help}</p>
    <div class="visually-hidden"><h2>{position}</h2><p id="board-text"></p></div>
  </section>
  <section class="side-column">
    <div class="editor-verdict" id="editor-verdict" role="status" aria-live="polite"><p class="verdict-line">{checking}</p><ul class="problem-list" id="editor-problems"></ul></div>
    <fieldset class="editor-field colors" id="editor-turn"><legend>{turn}</legend>
      <label class="choice"><input type="radio" name="turn" value="w" checked> {white}</label>
      <label class="choice"><input type="radio" name="turn" value="b"> {black}</label>
    </fieldset>
    {chess_fields}
    <div class="actions">
      <button type="button" class="button" data-action="start">{start}</button>
      <button type="button" class="button" data-action="clear">{clear}</button>
    </div>
    <form class="move-form" id="editor-text-form" autocomplete="off">
      <label for="editor-text">{text_label}</label>
      <div class="copy-row"><input id="editor-text" name="text" spellcheck="false" autocapitalize="off" aria-describedby="editor-text-error"><button type="submit" class="button">{load}</button><button type="button" class="button" data-action="copy">{copy}</button></div>
      <p class="notice error" id="editor-text-error" role="alert" hidden></p>
    </form>
    <section class="share-box editor-play" aria-labelledby="editor-play-title">
      <h2 id="editor-play-title">{play_title}</h2>
      <a class="button" id="editor-analyse" aria-disabled="true">{analyse}</a>
      <fieldset class="field colors"><legend>{your_color}</legend>{colors}</fieldset>
      <p class="field"><label for="editor-level">{level_label}</label> <select id="editor-level">{levels}</select></p>
      <button type="button" class="button primary" data-play="computer" disabled>{play_computer}</button>
      <p class="field"><label for="editor-clock">{clock_label}</label> <select id="editor-clock">{clock_options}</select></p>
      <button type="button" class="button" data-play="friend" disabled>{play_friend}</button>
      <button type="button" class="button" data-play="local" disabled>{play_local}</button>
      <p class="notice error" id="editor-error" role="alert" hidden></p>
    </section>
    <p class="game-links"><a href="/rules/{name}">{rules}</a></p>
  </section>
  <div id="announce" class="visually-hidden" aria-live="polite" aria-atomic="true"></div>
</div>"##,
        needs_script = t("game-needs-script"),
        title = esc(&title),
        board_label = t("editor-board-label"),
        palette_black = palette(tr, variant, "black"),
        palette_white = palette(tr, variant, "white"),
        tools_label = t("editor-tools"),
        flip = t("game-flip"),
        position = t("game-position"),
        checking = t("editor-checking"),
        turn = t("editor-turn"),
        white = t("game-white"),
        black = t("game-black"),
        chess_fields = chess_fields(tr, variant),
        start = t("editor-start"),
        clear = t("editor-clear"),
        load = t("editor-load"),
        copy = t("share-copy"),
        play_title = t("editor-play-title"),
        analyse = t("editor-analyse"),
        your_color = t("ai-color"),
        level_label = t("ai-level"),
        levels = level_options(tr),
        play_computer = t("mode-ai"),
        clock_label = t("home-clock-label"),
        clock_options = clock_options(tr),
        play_friend = t("mode-friend"),
        play_local = t("mode-local"),
        rules = t("game-rules-link"),
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
