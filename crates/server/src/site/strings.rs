//! The translated strings the client needs, handed over in the page's JSON
//! block so that no translation is duplicated in TypeScript.
//!
//! Every message of `site.ftl` is passed. Variables become placeholders
//! (`{count}`, `{move}`) the client fills in; messages that choose a variant
//! by a number or a colour are also passed pre-chosen: `id#0`, `id#1` for
//! the counts 0 and 1, `id#one`, `id#few`, `id#many`… for the language's
//! plural categories (when they differ from the general form; the client
//! picks one with `Intl.PluralRules`), and `id@white`, `id@black` for
//! messages that depend on a colour.

use fluent_bundle::FluentValue;
use serde_json::{Map, Value};

use super::i18n::{message_ids, plural_category, Lang, Tr};

/// The CLDR plural categories, named as `Intl.PluralRules` names them.
const CATEGORIES: &[&str] = &["zero", "one", "two", "few", "many", "other"];

/// A whole number of each plural category the language has among numbers
/// above one (0 and 1 are passed as exact forms): large and odd, so that it
/// cannot be mistaken for other digits of the message when it is replaced
/// by the `{count}` placeholder.
fn category_samples(lang: Lang) -> Vec<(&'static str, u64)> {
    CATEGORIES
        .iter()
        .filter_map(|&name| {
            (1_000_002..1_000_200)
                .find(|&n| plural_category(lang, n) == name)
                .map(|n| (name, n))
        })
        .collect()
}

/// Variables the site's messages use; each becomes a `{name}` placeholder.
const VARIABLES: &[&str] = &[
    "count", "players", "rooms", "color", "move", "level", "name", "percent", "seconds",
];

pub fn client_strings(tr: Tr) -> Map<String, Value> {
    let mut ids = message_ids(Lang::En, Some("site.ftl"));
    ids.sort();
    ids.dedup();
    let samples = category_samples(tr.lang);
    let mut out = Map::new();
    for id in ids {
        let placeholders: Vec<(String, String)> = VARIABLES
            .iter()
            .map(|v| (v.to_string(), format!("{{{v}}}")))
            .collect();
        let args = |overrides: &[(&str, FluentValue<'static>)]| {
            let mut list: Vec<(&str, FluentValue<'_>)> = placeholders
                .iter()
                .map(|(name, text)| (name.as_str(), FluentValue::from(text.as_str())))
                .collect();
            for (name, value) in overrides {
                if let Some(slot) = list.iter_mut().find(|(n, _)| n == name) {
                    slot.1 = value.clone();
                }
            }
            tr.t_args(&id, &list)
        };
        let general = args(&[]);
        for n in [0, 1] {
            let form = args(&[("count", FluentValue::from(n))]);
            if form != general {
                out.insert(format!("{id}#{n}"), Value::from(form));
            }
        }
        for &(category, n) in &samples {
            let form = args(&[("count", FluentValue::from(n))]).replace(&n.to_string(), "{count}");
            if form != general {
                out.insert(format!("{id}#{category}"), Value::from(form));
            }
        }
        let white = args(&[("color", FluentValue::from("white"))]);
        let black = args(&[("color", FluentValue::from("black"))]);
        if white != black {
            out.insert(format!("{id}@white"), Value::from(white));
            out.insert(format!("{id}@black"), Value::from(black));
        }
        out.insert(id, Value::from(general));
    }
    out
}
