//! Enums whose every value has one name, on the wire and in storage alike.
//! [`named_enum!`] writes such an enum from one table of values and names:
//! its serde names (so the generated TypeScript says the same), `name()`,
//! `from_name()` and the list of `ALL` values, which cannot drift apart.

/// Declares `pub enum $name { $variant = "text", ... }` with the wire's
/// derives (`Clone, Copy, Debug, PartialEq, Eq, Hash`, serde, ts-rs) and
/// `ALL`, `name()` and `from_name()`. Attributes (documentation, a further
/// `derive(Default)` with `#[default]`) pass through to the enum and its
/// values.
macro_rules! named_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $text:literal, )+
        }
    ) => {
        $(#[$meta])*
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, Hash,
            serde::Serialize, serde::Deserialize, ts_rs::TS,
        )]
        pub enum $name {
            $( $(#[$vmeta])* #[serde(rename = $text)] $variant, )+
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
