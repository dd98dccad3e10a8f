//! Words a reader meets beyond the message files (whose checks are in
//! `locale_tests.rs`): the client's plural and colour forms, the guides'
//! questions in each language, and the page-reading helpers the language
//! checks share.

use super::i18n::{Lang, Tr, LANGUAGES};
use super::strings::plural_samples;

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
    // A message with digits of its own but no count has no count forms.
    for lang in LANGUAGES {
        let strings = super::strings::client_strings(Tr::new(*lang));
        assert!(
            !strings.keys().any(|k| k.starts_with("arena-error-length#")),
            "{}: {:?}",
            lang.tag(),
            strings
                .keys()
                .filter(|k| k.starts_with("arena-error-length"))
                .collect::<Vec<_>>()
        );
        assert!(strings.contains_key("arena-error-length"), "{}", lang.tag());
    }
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
