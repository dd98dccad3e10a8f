//! The translated strings the client needs, handed over in the page's JSON
//! block so that no translation is duplicated in TypeScript.
//!
//! Every message of `site.ftl` and `lobby.ftl` is passed. Variables become placeholders
//! (`{count}`, `{move}`) the client fills in; messages that choose a variant
//! by a number or a colour are also passed pre-chosen: `id#0`, `id#1` for
//! the counts 0 and 1 (when they differ from the general form) and `id@white`,
//! `id@black` for messages that depend on a colour.

use fluent_bundle::FluentValue;
use serde_json::{Map, Value};

use super::i18n::{message_ids, Lang, Tr};

/// Variables the site's messages use; each becomes a `{name}` placeholder.
const VARIABLES: &[&str] = &[
    "count", "players", "rooms", "color", "move", "level", "name", "percent", "seconds", "game",
    "clock", "side",
];

/// The message files whose messages the client receives.
pub const CLIENT_FILES: &[&str] = &["site.ftl", "lobby.ftl"];

/// Every message id of [`CLIENT_FILES`] (in English, the reference).
pub fn client_message_ids() -> Vec<String> {
    CLIENT_FILES
        .iter()
        .flat_map(|file| message_ids(Lang::En, Some(file)))
        .collect()
}

pub fn client_strings(tr: Tr) -> Map<String, Value> {
    let mut ids = client_message_ids();
    ids.sort();
    ids.dedup();
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
