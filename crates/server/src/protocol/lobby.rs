//! Finding a game: the lobby's seeks and counts, the request that creates
//! a game, and the seat a player takes in one.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{ClockSpec, ColorChoice, Opponent, Side, VariantName};
use crate::ids::{GameId, Secret};

/// The days per move a correspondence game may have.
pub const CORRESPONDENCE_DAYS: [u8; 6] = [1, 2, 3, 5, 7, 14];

/// Seeks a lobby snapshot holds at most (the newest).
pub const LOBBY_SNAPSHOT: usize = 100;
/// No lobby message is longer than this.
pub const LOBBY_MAX_BYTES: usize = 32 * 1024;

/// An open seek in the lobby.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SeekView {
    pub id: GameId,
    pub variant: VariantName,
    pub color: ColorChoice,
    pub clock: Option<ClockSpec>,
    /// A correspondence seek: days per move (and no clock).
    #[serde(default)]
    pub days: Option<u8>,
    pub fen: Option<String>,
    pub own: bool,
    #[ts(type = "number")]
    pub created_at: i64,
    /// A rated seek (its creator has a name, and a clock is set).
    #[serde(default)]
    pub rated: bool,
    /// The seeker's name and rating, when they have a name.
    #[serde(default)]
    pub player: Option<PlayerTag>,
    /// Only players rated in this range may join a rated seek.
    #[serde(default)]
    pub range: Option<RatingRange>,
}

/// A named player at a game or a seek: the name, and the rating in that
/// game when they sat down ("1500?" while provisional).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct PlayerTag {
    pub name: String,
    pub rating: String,
    /// A bot account (pages mark its name "BOT").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub bot: bool,
}

/// The ratings a rated seek accepts, both ends included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct RatingRange {
    pub min: u16,
    pub max: u16,
}

impl RatingRange {
    /// Whether `rating` lies in the range, both ends included.
    pub fn contains(&self, rating: f64) -> bool {
        rating >= f64::from(self.min) && rating <= f64::from(self.max)
    }
}

/// A named player as a game needs them when they sit down: the name and
/// the rating (value, and as shown) in each game they have played rated.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Named {
    pub name: String,
    pub ratings: Vec<(VariantName, f64, String)>,
    /// A bot account.
    #[serde(default)]
    pub bot: bool,
}

impl Named {
    /// The rating in `variant`: a new player's where none is kept.
    pub fn rating(&self, variant: VariantName) -> (f64, String) {
        self.ratings
            .iter()
            .find(|(v, _, _)| *v == variant)
            .map(|(_, r, shown)| (*r, shown.clone()))
            .unwrap_or_else(|| {
                let start = crate::rating::Rating::default();
                (start.rating, start.shown())
            })
    }

    pub fn tag(&self, variant: VariantName) -> PlayerTag {
        PlayerTag {
            name: self.name.clone(),
            rating: self.rating(variant).1,
            bot: self.bot,
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Counts {
    #[ts(type = "number")]
    pub players: u64,
    #[ts(type = "number")]
    pub games: u64,
    #[ts(type = "number")]
    pub seeks: u64,
}

/// `POST /api/games`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CreateGame {
    pub variant: VariantName,
    /// The start position; none (or `null`) for the game's standard one.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub fen: Option<String>,
    #[serde(default)]
    pub color: ColorChoice,
    /// The time control; none (or `null`) for an unlimited game.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub clock: Option<ClockSpec>,
    /// A correspondence game: days per move (1, 2, 3, 5, 7 or 14) in
    /// place of a clock; never against the computer.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub days: Option<u8>,
    pub opponent: Opponent,
    /// The computer's level (1 to 8), for a game against the computer.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub level: Option<u8>,
    /// A rated game: needs a name and a clock (or days per move), never
    /// the computer.
    #[serde(default)]
    #[ts(as = "Option<bool>", optional)]
    pub rated: bool,
    /// For a rated seek: the ratings that may join it.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub range: Option<RatingRange>,
}

/// The answer to creating or joining a game: the seat just taken.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SeatAnswer {
    pub id: GameId,
    pub color: Side,
    pub seat: Secret,
    pub url: String,
    pub invite_url: String,
    pub socket: String,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rejoined: bool,
}

/// The seat this browser holds in a game, for `GET /api/games/{id}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct YouView {
    pub color: Side,
    pub url: String,
}
