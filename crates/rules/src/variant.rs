//! The four games, named as UCI names them.

use std::fmt;
use std::str::FromStr;

/// One of the games Regalia plays. The names are the UCI ones
/// (`chess`, `kingofthehill`, `racingkings`, `lielow`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    Chess,
    KingOfTheHill,
    RacingKings,
    Lielow,
}

impl Variant {
    pub const ALL: [Variant; 4] = [
        Variant::Chess,
        Variant::KingOfTheHill,
        Variant::RacingKings,
        Variant::Lielow,
    ];

    /// The machine name: `chess`, `kingofthehill`, `racingkings`, `lielow`.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Chess => "chess",
            Variant::KingOfTheHill => "kingofthehill",
            Variant::RacingKings => "racingkings",
            Variant::Lielow => "lielow",
        }
    }

    /// The English display name, as used in PGN `Variant` tags.
    pub const fn title(self) -> &'static str {
        match self {
            Variant::Chess => "Standard",
            Variant::KingOfTheHill => "King of the Hill",
            Variant::RacingKings => "Racing Kings",
            Variant::Lielow => "Lielow",
        }
    }

    /// Whether the game is played with chess pieces (and so has SAN, check,
    /// the 50-move rule and threefold repetition).
    pub const fn is_chess_family(self) -> bool {
        !matches!(self, Variant::Lielow)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An unknown variant name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown variant `{0}` (expected chess, kingofthehill, racingkings or lielow)")]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;

    /// Accepts the UCI names and a few common spellings
    /// (`standard`, `koth`, `king-of-the-hill`, `racing-kings`).
    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        let key: String = s
            .chars()
            .filter(|c| !matches!(c, '-' | '_' | ' '))
            .flat_map(char::to_lowercase)
            .collect();
        match key.as_str() {
            "chess" | "standard" => Ok(Variant::Chess),
            "kingofthehill" | "koth" => Ok(Variant::KingOfTheHill),
            "racingkings" | "rk" => Ok(Variant::RacingKings),
            "lielow" => Ok(Variant::Lielow),
            _ => Err(UnknownVariant(s.to_owned())),
        }
    }
}
