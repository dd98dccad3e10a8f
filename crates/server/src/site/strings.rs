//! The translated strings the client needs, handed over as one script per
//! language and page script (`/assets/strings/{lang}/{page}.js?v={hash}`,
//! cached by the browser until the strings change) so that no translation
//! is duplicated in TypeScript and no page carries them in its HTML. A page
//! script gets only the messages its scripts name (web/strings-used.mjs
//! lists them at build time); web/src/i18n.ts reports any message a page
//! asks for and lacks, and the browser tests fail on it.
//!
//! Every message of `site.ftl`, `keyboard.ftl`, `play.ftl`, `arena.ftl`, `lobby.ftl`, `learn.ftl`, `editor.ftl`, `chat.ftl` and `correspondence.ftl` is passed. Variables become placeholders
//! (`{count}`, `{move}`) the client fills in. Messages that choose a variant
//! by a number or a colour are also passed pre-chosen:
//!
//! - `id#0`, `id#1`: the exact counts 0 and 1, when a message has its own
//!   words for them;
//! - `id#one`, `id#few`, `id#many`, `id#other`, ...: the forms for each plural
//!   category of the page's language (the client picks the category with
//!   `Intl.PluralRules`, as Fluent does);
//! - `id@white`, `id@black`: the forms for a colour, and `id@white#one`, ...
//!   when a message depends on both.
//!
//! A key is only passed when its text differs from the one the client would
//! otherwise fall back to (web/src/i18n.ts reads them in that order).

use fluent_bundle::FluentValue;
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use serde_json::{Map, Value};
use unic_langid::LanguageIdentifier;

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use super::assets;
use super::i18n::{message_ids, Lang, Tr, LANGUAGES};

/// Variables the site's messages use; each becomes a `{name}` placeholder.
const VARIABLES: &[&str] = &[
    "count", "players", "rooms", "color", "move", "level", "name", "percent", "seconds", "square",
    "piece", "targets", "label", "number", "game", "total", "clock", "side", "height", "line",
    "column", "why", "days", "hours", "minutes", "time", "rating",
];

const COLORS: [&str; 2] = ["white", "black"];

/// The files whose messages the client shows.
pub const CLIENT_FILES: &[&str] = &[
    "site.ftl",
    "keyboard.ftl",
    "play.ftl",
    "players.ftl",
    "arena.ftl",
    "lobby.ftl",
    "learn.ftl",
    "analysis.ftl",
    "editor.ftl",
    "chat.ftl",
    "correspondence.ftl",
];

/// Every message id of [`CLIENT_FILES`] (in English, the reference).
pub fn client_message_ids() -> Vec<String> {
    CLIENT_FILES
        .iter()
        .flat_map(|file| message_ids(Lang::En, Some(file)))
        .collect()
}

/// The language's plural rules; `pt-BR` has none of its own and takes those
/// of `pt`, as Fluent's negotiation does.
fn plural_rules(lang: Lang) -> Option<PluralRules> {
    let primary = lang.tag().split('-').next().unwrap_or("en");
    [lang.tag(), primary]
        .iter()
        .filter_map(|tag| tag.parse::<LanguageIdentifier>().ok())
        .find_map(|id| PluralRules::create(id, PluralRuleType::CARDINAL).ok())
}

/// The plural categories of a language, each with a number that falls in it
/// (2 and up preferred, so that a message's own `[0]` or `[1]` words do not
/// stand in for a whole category).
pub fn plural_samples(lang: Lang) -> Vec<(&'static str, i64)> {
    let Some(rules) = plural_rules(lang) else {
        return vec![("one", 1), ("other", 2)];
    };
    let mut samples: Vec<(&'static str, i64)> = Vec::new();
    for n in (2..=1000).chain([1, 0]) {
        let Ok(category) = rules.select(n) else {
            continue;
        };
        let name = category_name(category);
        if !samples.iter().any(|(c, _)| *c == name) {
            samples.push((name, n));
        }
    }
    samples
}

/// The plural category of `n` in a language, by its CLDR name.
fn category_of(lang: Lang, n: i64) -> &'static str {
    plural_rules(lang)
        .and_then(|rules| rules.select(n).ok())
        .map(category_name)
        .unwrap_or("other")
}

fn category_name(category: PluralCategory) -> &'static str {
    match category {
        PluralCategory::ZERO => "zero",
        PluralCategory::ONE => "one",
        PluralCategory::TWO => "two",
        PluralCategory::FEW => "few",
        PluralCategory::MANY => "many",
        PluralCategory::OTHER => "other",
    }
}

pub fn client_strings(tr: Tr) -> Map<String, Value> {
    let mut ids = client_message_ids();
    ids.sort();
    ids.dedup();
    let samples = plural_samples(tr.lang);
    let exact: Vec<(i64, &'static str)> = [0, 1]
        .into_iter()
        .map(|n| (n, category_of(tr.lang, n)))
        .collect();
    let placeholders: Vec<(String, String)> = VARIABLES
        .iter()
        .map(|v| (v.to_string(), format!("{{{v}}}")))
        .collect();
    let mut out = Map::new();
    for id in ids {
        let format = |color: Option<&str>, count: Option<i64>| {
            let mut list: Vec<(&str, FluentValue<'_>)> = placeholders
                .iter()
                .map(|(name, text)| (name.as_str(), FluentValue::from(text.as_str())))
                .collect();
            for (name, slot) in list.iter_mut() {
                match (*name, color, count) {
                    ("color", Some(c), _) => *slot = FluentValue::from(c),
                    ("count", _, Some(n)) => *slot = FluentValue::from(n),
                    _ => {}
                }
            }
            tr.t_args(&id, &list)
        };
        // The count forms of one colour (or of none), keyed from `prefix`.
        let count_forms = |color: Option<&str>, prefix: &str, plain: &str| {
            let mut keys = Vec::new();
            // A message that does not use the count has no count forms
            // (its own digits, as in "from 10 to 180", are not counts).
            let uses_count = samples
                .iter()
                .map(|&(_, n)| n)
                .chain([0, 1])
                .any(|n| format(color, Some(n)) != plain);
            if !uses_count {
                return keys;
            }
            let mut by_category = Vec::new();
            for &(category, n) in &samples {
                let form = format(color, Some(n)).replace(&n.to_string(), "{count}");
                if form != plain {
                    keys.push((format!("{prefix}#{category}"), form.clone()));
                }
                by_category.push((category, form));
            }
            for &(n, category) in &exact {
                let form = format(color, Some(n));
                let fallback = by_category
                    .iter()
                    .find(|(c, _)| *c == category)
                    .map(|(_, f)| f.replace("{count}", &n.to_string()))
                    .unwrap_or_else(|| plain.replace("{count}", &n.to_string()));
                if form != fallback {
                    keys.push((
                        format!("{prefix}#{n}"),
                        form.replace(&n.to_string(), "{count}"),
                    ));
                }
            }
            keys
        };
        let general = format(None, None);
        let mut keys = count_forms(None, &id, &general);
        let white = format(Some("white"), None);
        let black = format(Some("black"), None);
        if white != black {
            for (color, text) in COLORS.iter().zip([&white, &black]) {
                let prefix = format!("{id}@{color}");
                keys.extend(count_forms(Some(color), &prefix, text));
                keys.push((prefix, text.to_string()));
            }
        }
        keys.push((id.clone(), general));
        for (key, text) in keys {
            out.insert(key, Value::from(text));
        }
    }
    out
}

/// One page script's client strings in a language, as a script
/// (`window.regaliaStrings = {...};`), with a short hash of it for its
/// address and its compressed copies, made when first asked for.
pub struct StringsScript {
    pub body: String,
    pub hash: String,
    compressed: OnceLock<Compressed>,
}

/// A strings script in brotli and in gzip.
type Compressed = (Vec<u8>, Vec<u8>);

impl StringsScript {
    fn new(body: String) -> StringsScript {
        StringsScript {
            hash: fnv(body.as_bytes()),
            body,
            compressed: OnceLock::new(),
        }
    }

    /// The script compressed at the best brotli quality (about 10% smaller
    /// than the on-the-fly compression of pages).
    pub fn brotli(&self) -> &[u8] {
        self.compressed().0.as_slice()
    }

    /// The script gzipped at the best level, for browsers without brotli.
    pub fn gzip(&self) -> &[u8] {
        self.compressed().1.as_slice()
    }

    fn compressed(&self) -> &Compressed {
        self.compressed.get_or_init(|| {
            use std::io::Write as _;
            let bytes = self.body.as_bytes();
            let mut brotli = Vec::new();
            let params = brotli::enc::BrotliEncoderParams {
                quality: 11,
                ..Default::default()
            };
            brotli::BrotliCompress(&mut &bytes[..], &mut brotli, &params)
                .expect("compressing into memory cannot fail");
            let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
            gzip.write_all(bytes)
                .expect("compressing into memory cannot fail");
            let gzip = gzip.finish().expect("compressing into memory cannot fail");
            (brotli, gzip)
        })
    }
}

/// A short FNV-1a hash, as the assets' fingerprint.
fn fnv(bytes: &[u8]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &byte in bytes {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{:012x}", hash & 0xffff_ffff_ffff)
}

/// The message id a client key is a form of (`game-rated` for
/// `game-rated`, `x@white`, `x#one`).
fn base_id(key: &str) -> &str {
    key.split(['@', '#']).next().unwrap_or(key)
}

/// The strings scripts of every language and page script, made once: each
/// page script gets the forms of the message ids its scripts name
/// (web/strings-used.mjs lists them in the build's manifest), so a page
/// carries a fraction of the client's strings.
type Scripts = HashMap<Lang, HashMap<&'static str, StringsScript>>;

fn scripts() -> &'static Scripts {
    static SCRIPTS: OnceLock<Scripts> = OnceLock::new();
    SCRIPTS.get_or_init(|| {
        let mut scripts: Scripts = HashMap::new();
        for &lang in LANGUAGES {
            let all = client_strings(Tr::new(lang));
            for (name, page) in assets::page_scripts() {
                let named: HashSet<&str> = page.strings.iter().map(String::as_str).collect();
                let strings: Map<String, Value> = all
                    .iter()
                    .filter(|(key, _)| named.contains(base_id(key)))
                    .map(|(key, text)| (key.clone(), text.clone()))
                    .collect();
                let body = format!("window.regaliaStrings={};\n", Value::Object(strings));
                scripts
                    .entry(lang)
                    .or_default()
                    .insert(name.as_str(), StringsScript::new(body));
            }
        }
        scripts
    })
}

/// The strings script of the page script `page` (a name of the build's
/// manifest) in `lang`; None for a page script the build has not.
pub fn script(lang: Lang, page: &str) -> Option<&'static StringsScript> {
    scripts().get(&lang)?.get(page)
}

/// A hash of all the strings scripts of `lang`, for the service worker's
/// version: new words make a new worker.
pub fn language_hash(lang: Lang) -> &'static str {
    static HASHES: OnceLock<HashMap<Lang, String>> = OnceLock::new();
    let hashes = HASHES.get_or_init(|| {
        LANGUAGES
            .iter()
            .map(|&lang| {
                let mut names: Vec<&str> =
                    assets::page_scripts().keys().map(String::as_str).collect();
                names.sort_unstable();
                let all: String = names
                    .iter()
                    .filter_map(|name| script(lang, name))
                    .map(|script| script.hash.as_str())
                    .collect();
                (lang, fnv(all.as_bytes()))
            })
            .collect()
    });
    &hashes[&lang]
}
