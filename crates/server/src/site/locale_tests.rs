//! Tests of the twelve languages as a whole, one check each: every locale
//! carries every message with the same variables, no page shows a message
//! id or an English sentence in another language, a number's words follow
//! the plural rules, and plurals pick the right form for 0, 1, 2, 5, 21
//! and 22 in each language.

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use unic_langid::LanguageIdentifier;

use super::i18n::{plural_category, sources, Lang, Tr, LANGUAGES};
use super::strings::client_strings;
use super::words_tests::{read_attributes, unescape};

/// The numbers every plural message is checked with.
const NUMBERS: [u64; 6] = [0, 1, 2, 5, 21, 22];

/// The CLDR plural categories.
const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// What a translation must keep of its English message: variables and attributes.
#[derive(Default)]
struct Shape {
    variables: BTreeSet<String>,
    attributes: BTreeSet<String>,
}

/// Every message of a language across all its files, with its AST.
fn messages(lang: Lang) -> BTreeMap<String, ast::Message<String>> {
    placed(lang)
        .into_iter()
        .map(|(id, (_, message))| (id, message))
        .collect()
}

/// Every message of a language with the file it stands in and its AST.
fn placed(lang: Lang) -> BTreeMap<String, (&'static str, ast::Message<String>)> {
    let mut out = BTreeMap::new();
    for (file_lang, name, text) in sources() {
        if *file_lang != lang.tag() {
            continue;
        }
        let resource = fluent_syntax::parser::parse((*text).to_string())
            .unwrap_or_else(|(_, errors)| panic!("locales/{file_lang}/{name}: {errors:?}"));
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                let id = message.id.name.clone();
                assert!(
                    out.insert(id.clone(), (*name, message)).is_none(),
                    "locales/{file_lang}: {id} is defined twice"
                );
            }
        }
    }
    out
}

fn walk_pattern(pattern: &ast::Pattern<String>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(expression, vars);
        }
    }
}

fn walk_expression(expression: &ast::Expression<String>, vars: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => walk_inline(inline, vars),
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, vars);
            for variant in variants {
                walk_pattern(&variant.value, vars);
            }
        }
    }
}

fn walk_inline(inline: &ast::InlineExpression<String>, vars: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.clone());
        }
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for arg in &arguments.positional {
                walk_inline(arg, vars);
            }
            for arg in &arguments.named {
                walk_inline(&arg.value, vars);
            }
        }
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, vars),
        _ => {}
    }
}

fn shape(message: &ast::Message<String>) -> Shape {
    let mut shape = Shape::default();
    if let Some(value) = &message.value {
        walk_pattern(value, &mut shape.variables);
    }
    for attribute in &message.attributes {
        shape.attributes.insert(attribute.id.name.clone());
        walk_pattern(&attribute.value, &mut shape.variables);
    }
    shape
}

/// Every select on a number in a pattern: (variable, variant keys, default key).
fn plural_selects(pattern: &ast::Pattern<String>, out: &mut Vec<(String, Vec<String>, String)>) {
    for element in &pattern.elements {
        let ast::PatternElement::Placeable { expression } = element else {
            continue;
        };
        let ast::Expression::Select { selector, variants } = expression else {
            continue;
        };
        for variant in variants {
            plural_selects(&variant.value, out);
        }
        let ast::InlineExpression::VariableReference { id } = selector else {
            continue;
        };
        let keys: Vec<String> = variants
            .iter()
            .map(|v| match &v.key {
                ast::VariantKey::Identifier { name } => name.clone(),
                ast::VariantKey::NumberLiteral { value } => value.clone(),
            })
            .collect();
        let numeric = keys
            .iter()
            .any(|k| CATEGORIES.contains(&k.as_str()) || k.parse::<f64>().is_ok());
        if !numeric {
            continue;
        }
        let default = variants
            .iter()
            .zip(&keys)
            .find(|(v, _)| v.default)
            .map(|(_, k)| k.clone())
            .unwrap_or_default();
        out.push((id.name.clone(), keys, default));
    }
}

/// Every language has every message of English, in the same file (the
/// files are served apart), with the same variables and attributes.
#[test]
fn every_locale_has_every_message_of_english_with_the_same_variables() {
    let english = placed(Lang::En);
    assert!(
        english.len() > 150,
        "English has only {} messages",
        english.len()
    );
    let mut problems = Vec::new();
    for &lang in LANGUAGES {
        let own = placed(lang);
        for (id, (file, message)) in &english {
            let Some((own_file, translated)) = own.get(id) else {
                problems.push(format!("{} lacks {id}", lang.tag()));
                continue;
            };
            if own_file != file {
                problems.push(format!(
                    "{} {id}: in {own_file}, English has it in {file}",
                    lang.tag()
                ));
            }
            let (want, got) = (shape(message), shape(translated));
            if want.variables != got.variables {
                problems.push(format!(
                    "{} {id}: variables {:?}, English has {:?}",
                    lang.tag(),
                    got.variables,
                    want.variables
                ));
            }
            if want.attributes != got.attributes {
                problems.push(format!(
                    "{} {id}: attributes differ from English",
                    lang.tag()
                ));
            }
            if message.value.is_some() != translated.value.is_some() {
                problems.push(format!("{} {id}: value differs from English", lang.tag()));
            }
        }
        for id in own.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{} has {id}, which English lacks", lang.tag()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A number in a sentence must choose its words by the language's plural
/// rules: a message whose text contains `{ $count }` selects on `$count`.
#[test]
fn every_counted_message_selects_its_words_by_plural_category() {
    let mut problems = Vec::new();
    for &lang in LANGUAGES {
        for (id, message) in messages(lang) {
            let Some(value) = &message.value else {
                continue;
            };
            let mut vars = BTreeSet::new();
            walk_pattern(value, &mut vars);
            let selects_count = value.elements.iter().any(|e| {
                matches!(e, ast::PatternElement::Placeable {
                    expression: ast::Expression::Select { selector: ast::InlineExpression::VariableReference { id }, .. }
                } if id.name == "count")
            });
            // Heights and levels are numbers, not counts of things.
            let counted =
                vars.contains("count") && !id.contains("stack") && !id.contains("complexity");
            if counted && !selects_count {
                problems.push(format!("{} {id}", lang.tag()));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "messages with a count but no plural selector:\n{}",
        problems.join("\n")
    );
}

/// The plain text of a message as written (variables as `{ $name }`).
fn written(message: &ast::Message<String>) -> Option<String> {
    let value = message.value.as_ref()?;
    let mut text = String::new();
    for element in &value.elements {
        match element {
            ast::PatternElement::TextElement { value } => text.push_str(value),
            ast::PatternElement::Placeable { .. } => text.push('\u{1}'),
        }
    }
    Some(text)
}

/// Texts a language may share with English word for word: game names it
/// keeps in English and notation.
fn shared_with_english(lang: Lang) -> BTreeSet<String> {
    let tr = Tr::new(lang);
    let mut shared: BTreeSet<String> = super::GAMES
        .iter()
        .filter_map(|v| tr.own(&format!("game-{}", v.name())))
        .collect();
    shared.insert("e2e4, Nf3, a2-off".to_string());
    shared
}

#[test]
fn no_locale_copies_an_english_sentence() {
    let english = messages(Lang::En);
    let mut copies = Vec::new();
    for &lang in LANGUAGES.iter().filter(|l| **l != Lang::En) {
        let shared = shared_with_english(lang);
        for (id, message) in messages(lang) {
            let (Some(text), Some(original)) =
                (written(&message), english.get(&id).and_then(written))
            else {
                continue;
            };
            let words = text
                .split_whitespace()
                .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() > 1)
                .count();
            if text == original && words >= 2 && !shared.contains(text.trim()) {
                copies.push(format!("{} {id}: {text}", lang.tag()));
            }
        }
    }
    assert!(
        copies.is_empty(),
        "messages left in English:\n{}",
        copies.join("\n")
    );
}

#[test]
fn fluent_knows_the_plural_rules_of_every_language() {
    let expected = |lang: Lang| -> [&str; 6] {
        match lang {
            Lang::Fr | Lang::PtBr => ["one", "one", "other", "other", "other", "other"],
            Lang::Pl => ["many", "one", "few", "many", "many", "few"],
            Lang::Ru | Lang::Uk => ["many", "one", "few", "many", "one", "few"],
            Lang::En | Lang::Sv | Lang::Es | Lang::De | Lang::It | Lang::Nl | Lang::Tr => {
                ["other", "one", "other", "other", "other", "other"]
            }
        }
    };
    let probe = "probe = { $n ->\n    [zero] zero\n    [one] one\n    [two] two\n    [few] few\n    [many] many\n   *[other] other\n}\n";
    for &lang in LANGUAGES {
        let id: LanguageIdentifier = lang.tag().parse().expect("a valid tag");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        let resource = FluentResource::try_new(probe.to_string()).expect("valid probe");
        bundle.add_resource(resource).expect("one message");
        let message = bundle.get_message("probe").expect("the probe");
        let pattern = message.value().expect("a value");
        for (n, want) in NUMBERS.iter().zip(expected(lang)) {
            let mut args = FluentArgs::new();
            args.set("n", FluentValue::from(*n));
            let mut errors = Vec::new();
            let got = bundle.format_pattern(pattern, Some(&args), &mut errors);
            assert_eq!(got, want, "{} picks {got} for {n}", lang.tag());
            assert_eq!(plural_category(lang, *n), want, "{} {n}", lang.tag());
        }
    }
}

#[test]
fn every_plural_message_has_a_form_for_0_1_2_5_21_and_22_in_every_language() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for &lang in LANGUAGES {
        let tr = Tr::new(lang);
        for (id, message) in messages(lang) {
            let Some(value) = &message.value else {
                continue;
            };
            let mut selects = Vec::new();
            plural_selects(value, &mut selects);
            let variables = shape(&message).variables;
            for (variable, keys, default) in selects {
                for n in NUMBERS {
                    let category = plural_category(lang, n);
                    let exact = keys.iter().any(|k| k.parse::<u64>().ok() == Some(n));
                    if !exact && !keys.iter().any(|k| k == category) && default != category {
                        problems.push(format!(
                            "{} {id}: no [{category}] form (for {n}), falls back to [{default}]",
                            lang.tag()
                        ));
                    }
                    let mut args: Vec<(&str, FluentValue<'_>)> = variables
                        .iter()
                        .map(|v| (v.as_str(), FluentValue::from("white")))
                        .collect();
                    for (name, slot) in args.iter_mut() {
                        if *name == variable {
                            *slot = FluentValue::from(n);
                        }
                    }
                    let text = tr.t_args(&id, &args);
                    if text.trim().is_empty() || text.contains('{') || text.contains('$') {
                        problems.push(format!("{} {id} for {n}: {text:?}", lang.tag()));
                    }
                    // From 2 on, the number itself is part of the text (a
                    // form for "one" written without it would be wrong for 21).
                    if n >= 2 && !text.contains(&n.to_string()) {
                        problems.push(format!(
                            "{} {id} for {n} lacks the number: {text:?}",
                            lang.tag()
                        ));
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(
        checked >= 12 * 4 * NUMBERS.len(),
        "only {checked} plural forms"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn slavic_plurals_read_right() {
    let games = |lang: Lang, n: u64| Tr::new(lang).t_args("stats-games", &[("count", n.into())]);
    assert_eq!(games(Lang::Ru, 1), "1 завершённая партия");
    assert_eq!(games(Lang::Ru, 2), "2 завершённые партии");
    assert_eq!(games(Lang::Ru, 5), "5 завершённых партий");
    assert_eq!(games(Lang::Ru, 21), "21 завершённая партия");
    assert_eq!(games(Lang::Ru, 22), "22 завершённые партии");
    assert_eq!(games(Lang::Uk, 21), "21 завершена партія");
    assert_eq!(games(Lang::Uk, 5), "5 завершених партій");
    assert_eq!(games(Lang::Pl, 21), "21 zakończonych partii");
    assert_eq!(games(Lang::Pl, 22), "22 zakończone partie");
    assert_eq!(games(Lang::De, 1), "1 beendete Partie");
    assert_eq!(games(Lang::De, 21), "21 beendete Partien");
}

async fn body_of(uri: &str) -> (u16, String) {
    let (status, _, body) = super::tests::get(uri, &[]).await;
    (status.as_u16(), body)
}

/// What a reader meets in a page: its text between tags (scripts and styles
/// left out), the attributes people read or hear (`title`, `aria-label`,
/// `placeholder`, `alt`, the description). The strings handed to the client
/// come from scripts per language and page script
/// (`/assets/strings/{lang}/{page}.js`); all of a language's are read once,
/// beside the pages.
fn readable(page: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = page;
    let mut skip_until: Option<&str> = None;
    while let Some(open) = rest.find('<') {
        if skip_until.is_none() {
            let text = rest[..open].trim();
            if !text.is_empty() {
                out.push(text.to_string());
            }
        }
        let Some(close) = rest[open..].find('>') else {
            break;
        };
        let tag = &rest[open..open + close + 1];
        rest = &rest[open + close + 1..];
        if let Some(end) = skip_until {
            if tag.starts_with(end) {
                skip_until = None;
            }
            continue;
        }
        if tag.starts_with("<script") && tag.contains("page-data") {
            let end = rest.find("</script>").unwrap_or(rest.len());
            let _: serde_json::Value =
                serde_json::from_str(&rest[..end]).expect("page data is JSON");
            skip_until = Some("</script");
            continue;
        }
        if tag.starts_with("<script") {
            skip_until = Some("</script");
            continue;
        }
        if tag.starts_with("<style") {
            skip_until = Some("</style");
            continue;
        }
        out.extend(read_attributes(tag).into_iter().map(str::to_owned));
    }
    out.iter().map(|t| unescape(t)).collect()
}

/// Pages of the site (those of the site's own tests), the error page
/// included.
fn pages() -> impl Iterator<Item = &'static str> {
    super::tests::PAGES.iter().copied().chain([
        "/editor/lielow",
        "/editor/kingofthehill",
        "/rules/no-such-game",
    ])
}

#[tokio::test]
async fn every_page_in_every_language_shows_no_message_id_and_no_english_sentence() {
    let english = messages(Lang::En);
    let ids: BTreeSet<&str> = english.keys().map(String::as_str).collect();
    let english_tr = Tr::new(Lang::En);
    let english_names = shared_with_english(Lang::En);
    let mut problems = Vec::new();
    for &lang in LANGUAGES {
        let own = messages(lang);
        let tr = Tr::new(lang);
        let shared = shared_with_english(lang);
        // English texts of two words or more that this language says
        // otherwise or lacks (a lacking message would show in English).
        let sentences: Vec<String> = english
            .keys()
            .filter_map(|id| {
                let en = english_tr.t(id);
                let same = own.contains_key(id) && tr.own(id).as_deref() == Some(en.as_str());
                (!same).then_some(en)
            })
            .filter(|en| en.split_whitespace().count() >= 2)
            .filter(|en| !en.contains('{') && !shared.contains(en))
            // A game's English name may stand beside its own as the original.
            .filter(|en| !english_names.contains(en))
            .collect();
        let client: Vec<String> = client_strings(tr)
            .values()
            .filter_map(|v| v.as_str().map(String::from))
            .collect();
        let mut read = vec![(format!("/assets/strings/{}.js", lang.tag()), client)];
        for page in pages() {
            let uri = format!("{page}?lang={}", lang.tag());
            let (status, body) = body_of(&uri).await;
            assert!(status == 200 || status == 404, "{uri}: {status}");
            assert!(
                body.contains(&format!("<html lang=\"{}\">", lang.tag())),
                "{uri}"
            );
            let texts = readable(&body);
            assert!(texts.len() > 10, "{uri}: only {} texts", texts.len());
            read.push((uri, texts));
        }
        for (uri, texts) in read {
            for text in &texts {
                for word in
                    text.split(|c: char| c.is_whitespace() || c == '"' || c == '(' || c == ')')
                {
                    if ids.contains(word) {
                        problems.push(format!("{uri} shows the message id {word}"));
                    }
                }
                if lang == Lang::En {
                    continue;
                }
                for sentence in &sentences {
                    if text.contains(sentence.as_str()) {
                        problems.push(format!("{uri} shows English: {sentence}"));
                    }
                }
            }
        }
    }
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
