//! Translations a reader accepts: every message in every language with the
//! same variables as English, and every page, rendered in every language,
//! free of message ids and of English sentences left untranslated.
//!
//! The tests go over `LANGUAGES` and the files of `locales/en/`, so a new
//! language or a new message file is checked without touching them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::i18n::{Lang, Tr, LANGUAGES};
use super::strings::plural_samples;

fn locales() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales")
}

/// The `.ftl` files of English, by name.
fn english_files() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(locales().join("en"))
        .expect("locales/en is readable")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ftl"))
        .collect();
    names.sort();
    names
}

fn inline_vars(expr: &InlineExpression<String>, out: &mut BTreeSet<String>) {
    match expr {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.clone());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for arg in &arguments.positional {
                inline_vars(arg, out);
            }
            for arg in &arguments.named {
                inline_vars(&arg.value, out);
            }
        }
        InlineExpression::Placeable { expression } => expr_vars(expression, out),
        _ => {}
    }
}

fn expr_vars(expr: &Expression<String>, out: &mut BTreeSet<String>) {
    match expr {
        Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for variant in variants {
                pattern_vars(&variant.value, out);
            }
        }
        Expression::Inline(inline) => inline_vars(inline, out),
    }
}

fn pattern_vars(pattern: &Pattern<String>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expr_vars(expression, out);
        }
    }
}

/// Every message of a locale file with the variables it uses.
fn messages(lang: Lang, file: &str) -> Option<BTreeMap<String, BTreeSet<String>>> {
    let text = std::fs::read_to_string(locales().join(lang.tag()).join(file)).ok()?;
    let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(_, errors)| {
        panic!(
            "locales/{}/{file} has syntax errors: {errors:?}",
            lang.tag()
        )
    });
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let Entry::Message(message) = entry {
            let mut vars = BTreeSet::new();
            if let Some(value) = &message.value {
                pattern_vars(value, &mut vars);
            }
            out.insert(message.id.name, vars);
        }
    }
    Some(out)
}

#[test]
fn every_message_exists_in_every_language_with_the_same_variables() {
    let files = english_files();
    assert!(files.len() >= 2, "locales/en has only {files:?}");
    let mut problems = Vec::new();
    for file in &files {
        let english = messages(Lang::En, file).expect("English files are readable");
        for lang in LANGUAGES.iter().filter(|l| **l != Lang::En) {
            let Some(theirs) = messages(*lang, file) else {
                problems.push(format!("locales/{}/{file} is missing", lang.tag()));
                continue;
            };
            for (id, vars) in &english {
                match theirs.get(id) {
                    None => problems.push(format!("{}/{file}: {id} is missing", lang.tag())),
                    Some(v) if v != vars => problems.push(format!(
                        "{}/{file}: {id} uses {v:?}, English uses {vars:?}",
                        lang.tag()
                    )),
                    Some(_) => {}
                }
            }
            for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
                problems.push(format!("{}/{file}: {id} is not in English", lang.tag()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A number in a sentence must choose its words by the language's plural
/// rules: a message whose text contains `{ $count }` selects on `$count`.
#[test]
fn every_counted_message_selects_its_words_by_plural_category() {
    let mut problems = Vec::new();
    for file in english_files() {
        for lang in LANGUAGES {
            let path = locales().join(lang.tag()).join(&file);
            let Ok(text) = std::fs::read_to_string(&path) else {
                continue;
            };
            let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(r, _)| r);
            for entry in resource.body {
                let Entry::Message(message) = entry else {
                    continue;
                };
                let Some(value) = &message.value else {
                    continue;
                };
                let mut vars = BTreeSet::new();
                pattern_vars(value, &mut vars);
                let selects_count = value.elements.iter().any(|e| {
                    matches!(e, PatternElement::Placeable {
                        expression: Expression::Select { selector: InlineExpression::VariableReference { id }, .. }
                    } if id.name == "count")
                });
                // Heights and levels are numbers, not counts of things.
                let counted = vars.contains("count")
                    && !message.id.name.contains("stack")
                    && !message.id.name.contains("complexity");
                if counted && !selects_count {
                    problems.push(format!("{}/{file}: {}", lang.tag(), message.id.name));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "messages with a count but no plural selector:\n{}",
        problems.join("\n")
    );
}

#[test]
fn client_strings_give_each_language_its_plural_and_colour_forms() {
    for lang in LANGUAGES {
        let strings = super::strings::client_strings(Tr::new(*lang));
        let samples = plural_samples(*lang);
        // Whole numbers fall in two categories or more; in Polish, Russian
        // and Ukrainian none falls in "other" (kept for fractions).
        assert!(samples.len() >= 2, "{}", lang.tag());
        for (category, n) in samples {
            let key = format!("home-rooms-waiting#{category}");
            let form = strings
                .get(&key)
                .or_else(|| strings.get("home-rooms-waiting"))
                .and_then(|v| v.as_str())
                .expect("the rooms line is passed");
            let expected = Tr::new(*lang).t_args(
                "home-rooms-waiting",
                &[("count", fluent_bundle::FluentValue::from(n))],
            );
            if n > 1 {
                assert_eq!(
                    form.replace("{count}", &n.to_string()),
                    expected,
                    "{} {key}",
                    lang.tag()
                );
            }
        }
    }
    let en = super::strings::client_strings(Tr::new(Lang::En));
    assert_eq!(en["home-rooms-waiting#one"], "{count} open seek");
    assert!(en["game-lielow-stack@white"]
        .as_str()
        .is_some_and(|s| s.starts_with("White")));
    // Colour forms: each side's own sentence.
    assert_eq!(en["reason-hill@white"], "White's king reached the hill");
    assert_eq!(en["game-moved@black"], "Black played {move}");
    // The zero form and the general one (Russian's "many").
    assert_eq!(en["home-players-online#0"], "Nobody is playing right now");
    assert_eq!(en["home-players-online"], "{count} players online");
    let ru = super::strings::client_strings(Tr::new(Lang::Ru));
    assert_eq!(ru["stats-games#one"], "{count} завершённая партия");
    assert_eq!(ru["stats-games#few"], "{count} завершённые партии");
    assert_eq!(ru["stats-games#0"], "Завершённых партий пока нет");
    assert_eq!(ru["stats-games"], "{count} завершённых партий");
    let de = super::strings::client_strings(Tr::new(Lang::De));
    assert!(!de.contains_key("stats-games#few"));
    let pt = super::strings::client_strings(Tr::new(Lang::PtBr));
    assert!(
        pt["home-rooms-waiting#0"]
            .as_str()
            .is_some_and(|s| !s.contains("sala esperando")),
        "pt-BR says {}",
        pt["home-rooms-waiting#0"]
    );
}

/// The values of the attributes people read (a title, a label, a
/// placeholder, an image's text, a meta description) in one tag.
pub(super) fn read_attributes(tag: &str) -> Vec<&str> {
    let mut values = Vec::new();
    for name in ["title", "aria-label", "placeholder", "alt", "content"] {
        let key = format!("{name}=\"");
        let mut from = 0;
        while let Some(at) = tag[from..].find(&key).map(|i| from + i) {
            from = at + key.len();
            // A whole attribute name, not the end of a longer one.
            if tag[..at].ends_with(char::is_whitespace) {
                values.push(tag[from..].split('"').next().unwrap_or(""));
                break;
            }
        }
    }
    values
}

/// `text` with the five entities the pages write turned back into their
/// characters (`&amp;` last, so `&amp;lt;` stays `&lt;`).
pub(super) fn unescape(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// Visible words of a page: its text and the attributes people read.
fn readable_text(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(start) = rest.find('<') {
        out.push_str(&rest[..start]);
        out.push(' ');
        let tag_end = rest[start..]
            .find('>')
            .map_or(rest.len(), |e| start + e + 1);
        let tag = &rest[start..tag_end];
        for value in read_attributes(tag) {
            out.push_str(value);
            out.push(' ');
        }
        rest = &rest[tag_end..];
        // The page's data block is checked through its messages, not as text.
        if tag.starts_with("<script") {
            let close = rest.find("</script>").unwrap_or(rest.len());
            rest = &rest[close..];
        }
    }
    out.push_str(rest);
    let out = unescape(&out);
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Words that read the same in every language: names of games and people.
const NAMES: &[&str] = &[
    "King of the Hill",
    "Racing Kings",
    "Lielow",
    "Vernon R. Parton",
    "Michael Amundsen, Alek Erickson",
];

/// Whether a text reads as a sentence of words (not notation or a number
/// pattern): three words or more made of letters, and no placeholder.
fn is_sentence(text: &str) -> bool {
    let words = text
        .split_whitespace()
        .filter(|w| {
            let w = w.trim_matches(|c: char| c.is_ascii_punctuation());
            !w.is_empty() && w.chars().all(char::is_alphabetic)
        })
        .count();
    words >= 3 && !text.contains('{')
}

fn contains_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        let joins = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '-');
        !joins(before) && !joins(after)
    })
}

#[tokio::test]
async fn every_page_in_every_language_has_no_message_id_and_no_english_sentence() {
    let english = Tr::new(Lang::En);
    let mut ids: Vec<String> = Vec::new();
    for file in english_files() {
        ids.extend(
            messages(Lang::En, &file)
                .expect("English files are readable")
                .into_keys(),
        );
    }
    let mut problems = Vec::new();
    for lang in LANGUAGES {
        let tr = Tr::new(*lang);
        // English sentences this language says differently.
        let sentences: Vec<String> = ids
            .iter()
            .filter_map(|id| {
                let en = english.own(id)?;
                let theirs = tr.own(id)?;
                (is_sentence(&en) && theirs != en && !NAMES.iter().any(|n| en == *n)).then_some(en)
            })
            .collect();
        for page in super::tests::PAGES {
            let uri = format!("{page}?lang={}", lang.tag());
            let (_, _, body) = super::tests::get(&uri, &[]).await;
            let text = readable_text(&body);
            for id in ids.iter().filter(|id| contains_word(&text, id)) {
                problems.push(format!("{uri} shows the message id {id}"));
            }
            for sentence in sentences.iter().filter(|s| text.contains(s.as_str())) {
                problems.push(format!("{uri} shows English: {sentence}"));
            }
        }
        // The same sentence in English and in this language is a slip,
        // unless it is a name.
        if *lang != Lang::En {
            for id in &ids {
                let (Some(en), Some(theirs)) = (english.own(id), tr.own(id)) else {
                    continue;
                };
                if is_sentence(&en) && en == theirs && !NAMES.contains(&en.as_str()) {
                    problems.push(format!("{}: {id} is still English: {en}", lang.tag()));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_guide_answers_the_site_questions_after_its_own_in_its_language() {
    for lang in LANGUAGES {
        let tr = Tr::new(*lang);
        let questions: Vec<String> = (1..)
            .map_while(|k| tr.own(&format!("faq-site-{k}-q")))
            .collect();
        assert!(
            questions.len() >= 6,
            "{}: {} site questions",
            lang.tag(),
            questions.len()
        );
        for variant in super::GAMES {
            let name = variant.name();
            let page = super::rules::guide_page(tr, &format!("/rules/{name}"), variant);
            let own = tr
                .own(&format!("guide-{name}-faq-1-q"))
                .expect("every guide has questions of its own");
            let own_at = page.main.find(&super::layout::esc(&own));
            for question in &questions {
                let at = page.main.find(&super::layout::esc(question));
                assert!(
                    at.is_some(),
                    "{} /rules/{name} lacks “{question}”",
                    lang.tag()
                );
                assert!(
                    at > own_at,
                    "{} /rules/{name}: site questions come after the game's",
                    lang.tag()
                );
            }
            // The answers name the buttons as the home page does.
            let friend = tr.t("mode-friend");
            assert!(
                page.main.contains(&super::layout::esc(&friend)),
                "{} /rules/{name}",
                lang.tag()
            );
        }
    }
}
