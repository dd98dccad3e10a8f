//! Translations: Fluent bundles for every language under `locales/`, chosen
//! per request from `?lang=`, the `lang` cookie or `Accept-Language`.

use std::collections::HashMap;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// Every `locales/<lang>/*.ftl` file, embedded at compile time by build.rs.
static FILES: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// Every embedded Fluent file: (language tag, file name, text).
pub fn sources() -> &'static [(&'static str, &'static str, &'static str)] {
    FILES
}

/// The languages the site offers, in the order the switcher shows them:
/// by their own names, Latin script first, then Cyrillic.
pub const LANGUAGES: &[Lang] = &[
    Lang::De,
    Lang::En,
    Lang::Es,
    Lang::Fr,
    Lang::It,
    Lang::Nl,
    Lang::Pl,
    Lang::PtBr,
    Lang::Sv,
    Lang::Tr,
    Lang::Ru,
    Lang::Uk,
];

/// A language of the site.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Fr,
    PtBr,
    Sv,
    Es,
    De,
    It,
    Nl,
    Pl,
    Ru,
    Uk,
    Tr,
}

impl Lang {
    /// The BCP 47 tag, also the folder name under `locales/`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::PtBr => "pt-BR",
            Lang::Sv => "sv",
            Lang::Es => "es",
            Lang::De => "de",
            Lang::It => "it",
            Lang::Nl => "nl",
            Lang::Pl => "pl",
            Lang::Ru => "ru",
            Lang::Uk => "uk",
            Lang::Tr => "tr",
        }
    }

    /// The language's own name, as the switcher shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::PtBr => "Português (Brasil)",
            Lang::Sv => "Svenska",
            Lang::Es => "Español",
            Lang::De => "Deutsch",
            Lang::It => "Italiano",
            Lang::Nl => "Nederlands",
            Lang::Pl => "Polski",
            Lang::Ru => "Русский",
            Lang::Uk => "Українська",
            Lang::Tr => "Türkçe",
        }
    }

    /// Reads a tag the way visitors and browsers write it: `fr`, `fr-CA`,
    /// `pt`, `pt-br`, `sv_SE`, `es-MX`, `de-AT`. Any region of a language
    /// the site speaks gives that language (`pt-PT` gives Brazilian
    /// Portuguese); unknown languages give `None`.
    pub fn parse(text: &str) -> Option<Lang> {
        let text = text.trim().replace('_', "-").to_ascii_lowercase();
        let primary = text.split('-').next().unwrap_or("");
        match primary {
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            "pt" => Some(Lang::PtBr),
            "sv" => Some(Lang::Sv),
            "es" => Some(Lang::Es),
            "de" => Some(Lang::De),
            "it" => Some(Lang::It),
            "nl" => Some(Lang::Nl),
            "pl" => Some(Lang::Pl),
            "ru" => Some(Lang::Ru),
            "uk" => Some(Lang::Uk),
            "tr" => Some(Lang::Tr),
            _ => None,
        }
    }
}

/// Picks the language: an explicit `?lang=` wins, then the `lang` cookie,
/// then the best `Accept-Language` entry by weight, then English.
pub fn negotiate(query: Option<&str>, cookie: Option<&str>, accept: Option<&str>) -> Lang {
    if let Some(lang) = query.and_then(Lang::parse) {
        return lang;
    }
    if let Some(lang) = cookie.and_then(Lang::parse) {
        return lang;
    }
    accept.and_then(from_accept_language).unwrap_or(Lang::En)
}

/// The supported language with the highest weight in an `Accept-Language`
/// header (`fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5`); earlier entries win ties.
pub fn from_accept_language(header: &str) -> Option<Lang> {
    let mut best: Option<(f32, Lang)> = None;
    for entry in header.split(',') {
        let mut parts = entry.split(';');
        let tag = parts.next().unwrap_or("").trim();
        let weight = parts
            .filter_map(|p| p.trim().strip_prefix("q="))
            .filter_map(|q| q.trim().parse::<f32>().ok())
            .next()
            .unwrap_or(1.0);
        if weight <= 0.0 {
            continue;
        }
        if let Some(lang) = Lang::parse(tag) {
            if best.is_none_or(|(w, _)| weight > w) {
                best = Some((weight, lang));
            }
        }
    }
    best.map(|(_, lang)| lang)
}

/// The CLDR plural category of a whole number in a language (`"one"`,
/// `"few"`, `"many"`, `"other"`…), by the rules Fluent itself selects with.
pub fn plural_category(lang: Lang, n: u64) -> &'static str {
    use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
    // `pt-BR` has no rules of its own: those of `pt` (as Fluent negotiates).
    let primary = lang.tag().split('-').next().unwrap_or("en");
    let rules = [lang.tag(), primary]
        .iter()
        .filter_map(|tag| tag.parse::<LanguageIdentifier>().ok())
        .find_map(|id| PluralRules::create(id, PluralRuleType::CARDINAL).ok());
    let Some(rules) = rules else {
        return "other";
    };
    match rules.select(n) {
        Ok(PluralCategory::ZERO) => "zero",
        Ok(PluralCategory::ONE) => "one",
        Ok(PluralCategory::TWO) => "two",
        Ok(PluralCategory::FEW) => "few",
        Ok(PluralCategory::MANY) => "many",
        _ => "other",
    }
}

type Bundle = FluentBundle<FluentResource>;

fn bundles() -> &'static HashMap<Lang, Bundle> {
    static BUNDLES: OnceLock<HashMap<Lang, Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        LANGUAGES
            .iter()
            .map(|&lang| {
                let id: LanguageIdentifier = lang
                    .tag()
                    .parse()
                    .expect("the site's language tags are valid");
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // Pages are HTML, not bidirectional text: no isolation marks.
                bundle.set_use_isolating(false);
                for (file_lang, name, text) in FILES {
                    if *file_lang != lang.tag() {
                        continue;
                    }
                    let resource = FluentResource::try_new((*text).to_string()).unwrap_or_else(
                        |(_, errors)| {
                            panic!("locales/{file_lang}/{name} has syntax errors: {errors:?}")
                        },
                    );
                    bundle.add_resource_overriding(resource);
                }
                (lang, bundle)
            })
            .collect()
    })
}

/// Message ids of a language: of one file (`"site.ftl"`, `"guides.ftl"`)
/// or, with `None`, of all its files.
pub fn message_ids(lang: Lang, file: Option<&str>) -> Vec<String> {
    FILES
        .iter()
        .filter(|(l, name, _)| *l == lang.tag() && file.is_none_or(|f| f == *name))
        .flat_map(|(_, _, text)| {
            let resource = FluentResource::try_new((*text).to_string()).unwrap_or_else(|(r, _)| r);
            resource
                .entries()
                .filter_map(|entry| match entry {
                    fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                    _ => None,
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The translations of one request's language, with English as fallback
/// for a message a language lacks.
#[derive(Clone, Copy, Debug)]
pub struct Tr {
    pub lang: Lang,
}

impl Tr {
    pub fn new(lang: Lang) -> Tr {
        Tr { lang }
    }

    /// Whether the message exists in this language or in English.
    pub fn has(&self, id: &str) -> bool {
        let all = bundles();
        [self.lang, Lang::En]
            .iter()
            .any(|l| all.get(l).is_some_and(|b| b.has_message(id)))
    }

    /// The message text, or the id itself when no language has it (so a
    /// missing message shows up on the page instead of crashing it).
    pub fn t(&self, id: &str) -> String {
        self.format(id, None)
    }

    /// The message with variables.
    pub fn t_args(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        self.format(id, Some(&fluent_args))
    }

    /// The message if this language or English has it.
    pub fn get(&self, id: &str) -> Option<String> {
        self.has(id).then(|| self.t(id))
    }

    /// The message in this language only (no English fallback): for texts
    /// that must not mix languages, such as a guide's numbered paragraphs.
    pub fn own(&self, id: &str) -> Option<String> {
        let bundle = bundles().get(&self.lang)?;
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, None, &mut errors)
                .into_owned(),
        )
    }

    fn format(&self, id: &str, args: Option<&FluentArgs<'_>>) -> String {
        let all = bundles();
        for lang in [self.lang, Lang::En] {
            let Some(bundle) = all.get(&lang) else {
                continue;
            };
            let Some(message) = bundle.get_message(id) else {
                continue;
            };
            let Some(pattern) = message.value() else {
                continue;
            };
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned();
        }
        id.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_picks_highest_weight_supported_language() {
        assert_eq!(
            from_accept_language("ja-JP, sv;q=0.8, fr;q=0.9"),
            Some(Lang::Fr)
        );
        assert_eq!(
            from_accept_language("pt-BR,pt;q=0.9,en;q=0.8"),
            Some(Lang::PtBr)
        );
        assert_eq!(from_accept_language("sv-SE"), Some(Lang::Sv));
        assert_eq!(from_accept_language("ja, ko"), None);
        assert_eq!(from_accept_language("ja, de;q=0.5"), Some(Lang::De));
        assert_eq!(from_accept_language("fr;q=0, en;q=0.1"), Some(Lang::En));
    }

    #[test]
    fn query_beats_cookie_beats_accept_language() {
        assert_eq!(negotiate(Some("sv"), Some("fr"), Some("pt")), Lang::Sv);
        assert_eq!(negotiate(None, Some("fr"), Some("pt")), Lang::Fr);
        assert_eq!(negotiate(Some("xx"), None, Some("pt-PT")), Lang::PtBr);
        assert_eq!(negotiate(None, None, None), Lang::En);
        assert_eq!(negotiate(None, Some("garbage"), Some("ja")), Lang::En);
    }

    #[test]
    fn regional_tags_fall_back_to_their_language_and_unknown_ones_to_english() {
        for (header, lang) in [
            ("pt-PT", Lang::PtBr),
            ("pt-BR", Lang::PtBr),
            ("es-MX", Lang::Es),
            ("es-419,es;q=0.9", Lang::Es),
            ("de-AT", Lang::De),
            ("de-CH, fr;q=0.9", Lang::De),
            ("it-CH", Lang::It),
            ("nl-BE", Lang::Nl),
            ("pl-PL", Lang::Pl),
            ("ru-RU", Lang::Ru),
            ("uk-UA", Lang::Uk),
            ("tr-TR", Lang::Tr),
            ("fr-CA", Lang::Fr),
            ("sv-FI", Lang::Sv),
            ("en-GB", Lang::En),
            ("ja-JP", Lang::En),
            ("zz", Lang::En),
            ("", Lang::En),
        ] {
            assert_eq!(negotiate(None, None, Some(header)), lang, "{header}");
        }
        assert_eq!(negotiate(Some("de_at"), None, None), Lang::De);
        assert_eq!(negotiate(Some("UK"), None, None), Lang::Uk);
    }

    #[test]
    fn every_language_has_its_own_name_and_tag() {
        for lang in LANGUAGES {
            assert_eq!(Lang::parse(lang.tag()), Some(*lang));
            let others = LANGUAGES
                .iter()
                .filter(|l| l.native_name() == lang.native_name());
            assert_eq!(others.count(), 1, "{}", lang.tag());
        }
        assert_eq!(LANGUAGES.len(), 12);
        assert_eq!(Lang::De.native_name(), "Deutsch");
        assert_eq!(Lang::Ru.native_name(), "Русский");
    }

    #[test]
    fn missing_message_falls_back_to_its_id() {
        assert_eq!(
            Tr::new(Lang::Fr).t("no-such-message-anywhere"),
            "no-such-message-anywhere"
        );
    }
}
