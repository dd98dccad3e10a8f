//! Enums whose every value has one name, on the wire and in storage alike.
//! [`named_enum!`] writes such an enum from one table of values and names:
//! its serde names (so the generated TypeScript says the same), `name()`,
//! `from_name()` and the list of `ALL` values, which cannot drift apart.
//! A name that is none of them is refused in the enum's own word
//! ("unknown colour `green`, expected white, black or random").

/// Declares `pub enum $name as "what" { $variant = "text", ... }` with the
/// wire's derives (`Clone, Copy, Debug, PartialEq, Eq, Hash`, serde, ts-rs)
/// and `ALL`, `name()` and `from_name()`; `what` names a value of it in
/// the refusal of an unknown name. Attributes (documentation, a further
/// `derive(Default)` with `#[default]`) pass through to the enum and its
/// values.
macro_rules! named_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident as $what:literal {
            $( $(#[$vmeta:meta])* $variant:ident = $text:literal, )+
        }
    ) => {
        $(#[$meta])*
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, Hash,
            serde::Serialize, ts_rs::TS,
        )]
        pub enum $name {
            $( $(#[$vmeta])* #[serde(rename = $text)] $variant, )+
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let text = <std::borrow::Cow<'de, str> as serde::Deserialize>::deserialize(d)?;
                Self::from_name(&text).ok_or_else(|| {
                    serde::de::Error::custom($crate::named::unknown(
                        $what,
                        &text,
                        &[$($text),+],
                    ))
                })
            }
        }

        impl $name {
            /// Every value, in the order declared.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The name as it is written on the wire and stored.
            pub fn name(self) -> &'static str {
                match self {
                    $( $name::$variant => $text, )+
                }
            }

            /// The value a name stands for, if it is one of them.
            pub fn from_name(name: &str) -> Option<$name> {
                Self::ALL.iter().copied().find(|v| v.name() == name)
            }
        }
    };
}

pub(crate) use named_enum;

/// The most of a client's text an error message repeats.
const QUOTED_CHARS: usize = 64;

/// `text` as an error message repeats it: its first characters only, so
/// a long id or path does not come back whole.
pub fn quoted(text: &str) -> String {
    match text.char_indices().nth(QUOTED_CHARS) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_owned(),
    }
}

/// The refusal of `text`, which is no `what`: "unknown colour `green`,
/// expected white, black or random".
pub(crate) fn unknown(what: &str, text: &str, names: &[&str]) -> String {
    let expected = match names {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [first @ .., last] => format!("{} or {last}", first.join(", ")),
    };
    format!("unknown {what} `{}`, expected {expected}", quoted(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_texts_are_quoted_only_in_part() {
        assert_eq!(quoted("abc"), "abc");
        let long = "é".repeat(5000);
        let q = quoted(&long);
        assert_eq!(q.chars().count(), QUOTED_CHARS + 1);
        assert!(q.ends_with('…'));
    }

    named_enum! {
        pub enum Shade as "colour" {
            Light = "light",
            Dark = "dark",
            Grey = "grey",
        }
    }

    #[test]
    fn an_unknown_name_is_refused_in_the_enums_own_word() {
        let error = serde_json::from_str::<Shade>("\"green\"").expect_err("no colour");
        assert!(
            error
                .to_string()
                .starts_with("unknown colour `green`, expected light, dark or grey"),
            "{error}"
        );
        assert_eq!(
            serde_json::from_str::<Shade>("\"dark\"").expect("a colour"),
            Shade::Dark
        );
        assert_eq!(
            serde_json::to_string(&Shade::Grey).expect("text"),
            "\"grey\""
        );
    }
}
