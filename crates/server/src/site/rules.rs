//! Rules guides: /rules lists the games, /rules/{variant} renders the
//! `guide-*` messages of guides.ftl (scheme: numbered paragraphs read until
//! a number is missing, so the text may have as many as it needs).

use regalia_rules::{AnyPosition, Variant};
use serde_json::Value;

use super::i18n::{Lang, Tr};
use super::layout::{esc, Page};
use super::GAMES;

pub fn index_page(tr: Tr, path: &str) -> Page {
    let mut items = String::new();
    for variant in GAMES {
        let name = variant.name();
        let title = guide_title(tr, variant);
        let tagline = tr
            .get(&format!("guide-{name}-tagline"))
            .unwrap_or_else(|| tr.t(&format!("game-{name}-blurb")));
        items.push_str(&format!(
            r#"<li class="guide-item"><a href="/rules/{name}"><span class="card-icon icon-{name}" aria-hidden="true"></span><strong>{title}</strong><span>{tagline}</span></a></li>"#,
            title = esc(&title),
            tagline = esc(&tagline),
        ));
    }
    let heading = tr
        .get("guide-index-title")
        .unwrap_or_else(|| tr.t("nav-rules"));
    let intro = tr.get("guide-index-intro").unwrap_or_default();
    let main = format!(
        r#"<section class="panel narrow guide-index"><h1>{heading}</h1><p class="lead">{intro}</p><ul class="guide-list">{items}</ul></section>"#,
        heading = esc(&heading),
        intro = esc(&intro),
    );
    Page::new("rules", heading, main, path)
}

fn guide_title(tr: Tr, variant: Variant) -> String {
    let name = variant.name();
    tr.get(&format!("guide-{name}-title"))
        .unwrap_or_else(|| tr.t(&format!("game-{name}")))
}

/// The paragraphs `{prefix}-1`, `{prefix}-2`, ... up to the first missing
/// number, all in one language (a guide never mixes two).
fn numbered(text: Tr, prefix: &str) -> Vec<String> {
    (1..)
        .map_while(|n| text.own(&format!("{prefix}-{n}")))
        .collect()
}

fn paragraphs(texts: &[String]) -> String {
    texts.iter().map(|t| format!("<p>{}</p>", esc(t))).collect()
}

/// One section with its heading (message `guide-heading-{id}`), or nothing
/// when the text has no paragraph for it.
fn section(tr: Tr, id: &str, body: String) -> String {
    if body.is_empty() {
        return String::new();
    }
    format!(
        r#"<section class="guide-section" id="{id}" aria-labelledby="{id}-h"><h2 id="{id}-h">{heading}</h2>{body}</section>"#,
        heading = esc(&tr.t(&format!("guide-heading-{id}")))
    )
}

/// Links to the game's lessons and puzzles, for games that have them.
fn learn_links(tr: Tr, variant: Variant) -> String {
    if !super::learn::LEARN_GAMES.contains(&variant) {
        return String::new();
    }
    let name = variant.name();
    format!(
        r#" <a class="button guide-learn" href="/learn/{name}">{}</a> <a class="button guide-learn" href="/puzzles/{name}">{}</a>"#,
        esc(&tr.t("learn-guide-lessons")),
        esc(&tr.t("learn-guide-puzzles"))
    )
}

pub fn guide_page(tr: Tr, path: &str, variant: Variant) -> Page {
    // The guide's own text comes from one language: this one when it has
    // the guide, else English. Headings and labels follow the page.
    let text = if tr.own(&format!("guide-{}-title", variant.name())).is_some() {
        tr
    } else {
        Tr::new(Lang::En)
    };
    let name = variant.name();
    let g = |part: &str| format!("guide-{name}-{part}");
    let title = guide_title(tr, variant);
    let tagline = tr
        .get(&g("tagline"))
        .unwrap_or_else(|| tr.t(&format!("game-{name}-blurb")));

    let card = super::cards::guide_card(tr, variant);

    let start = AnyPosition::start(variant).to_fen();
    let diagram = format!(
        r#"<figure class="diagram-figure"><div class="diagram board cg-wrap" data-variant="{name}" data-fen="{fen}" role="img" aria-label="{label}"></div><figcaption>{caption}</figcaption></figure>"#,
        fen = esc(&start),
        label = esc(&tr.t("guide-diagram-label")),
        caption = esc(&tr.t("guide-diagram-caption")),
    );
    let setup = format!("{diagram}{}", paragraphs(&numbered(text, &g("setup"))));

    let mut rows = String::new();
    for k in 1.. {
        let Some(topic) = text.own(&g(&format!("diff-{k}-topic"))) else {
            break;
        };
        let chess = text.own(&g(&format!("diff-{k}-chess"))).unwrap_or_default();
        let this = text.own(&g(&format!("diff-{k}-this"))).unwrap_or_default();
        rows.push_str(&format!(
            r#"<tr><th scope="row">{}</th><td data-label="{}">{}</td><td data-label="{}">{}</td></tr>"#,
            esc(&topic),
            esc(&tr.t("guide-diff-chess")),
            esc(&chess),
            esc(&title),
            esc(&this)
        ));
    }
    let differences = if rows.is_empty() {
        String::new()
    } else {
        format!(
            r#"<div class="table-scroll"><table class="diff-table"><thead><tr><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>{rows}</tbody></table></div>"#,
            esc(&tr.t("guide-diff-topic")),
            esc(&tr.t("guide-diff-chess")),
            esc(&title),
        )
    };

    // The game's own questions, then the site's (faq.ftl), in one language.
    let mut faq = String::new();
    for prefix in [g("faq"), "faq-site".to_string()] {
        for k in 1.. {
            let Some(question) = text.own(&format!("{prefix}-{k}-q")) else {
                break;
            };
            let answer = text.own(&format!("{prefix}-{k}-a")).unwrap_or_default();
            faq.push_str(&format!(
                "<details class=\"faq\"><summary>{}</summary><p>{}</p></details>",
                esc(&question),
                esc(&answer)
            ));
        }
    }

    // A section of the guide's numbered paragraphs `guide-{name}-{key}-N`.
    let told = |key: &str| section(tr, key, paragraphs(&numbered(text, &g(key))));
    let sections = [
        section(tr, "setup", setup),
        told("moves"),
        told("win"),
        told("draws"),
        told("special"),
        section(tr, "differences", differences),
        told("elsewhere"),
        told("history"),
        section(tr, "faq", faq),
    ]
    .concat();

    let mut other = String::new();
    for v in GAMES.into_iter().filter(|v| *v != variant) {
        other.push_str(&format!(
            r#"<li><a href="/rules/{}">{}</a></li>"#,
            v.name(),
            esc(&guide_title(tr, v))
        ));
    }

    let main = format!(
        r#"<article class="guide" data-variant="{name}">
  <a class="button back-to-game" id="back-to-game" href="/" hidden>{back}</a>
  <header class="guide-header">
    <h1><span class="card-icon icon-{name}" aria-hidden="true"></span> {title}</h1>
    <p class="lead">{tagline}</p>
    {card}
    <p class="guide-actions"><a class="button primary" href="/#card-{name}">{play}</a>{learn} <a class="button guide-editor" href="/editor/{name}">{editor}</a></p>
  </header>
  {sections}
  <nav class="guide-others" aria-label="{others_label}"><h2>{others_label}</h2><ul>{other}</ul></nav>
</article>"#,
        back = esc(&tr
            .get("guide-back-to-game")
            .unwrap_or_else(|| tr.t("guide-back-fallback"))),
        title = esc(&title),
        tagline = esc(&tagline),
        play = esc(&tr
            .get("guide-play-now")
            .unwrap_or_else(|| tr.t("mode-local"))),
        others_label = esc(&tr.t("guide-other-games")),
        learn = learn_links(tr, variant),
        editor = esc(&tr.t("editor-link")),
    );
    Page::new("rules", title, main, path).with("variant", Value::from(name))
}
