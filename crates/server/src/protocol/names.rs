//! The words of the wire: games, colours and end reasons by their names,
//! each the rules crate's own type turned into text and back, so a name
//! that is not one of them does not read; and a game's status, opponent
//! and colour choice, named the same way on the wire and in storage.

use regalia_rules::{Color, Reason, Variant};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::named::named_enum;

/// A game on the wire, by its UCI name: `chess`, `kingofthehill`,
/// `racingkings`, `lielow`. Any other name does not read, so a request
/// naming an unknown game is refused at the edge (`bad-request`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum VariantName {
    Chess,
    KingOfTheHill,
    RacingKings,
    Lielow,
}

impl From<Variant> for VariantName {
    fn from(v: Variant) -> VariantName {
        match v {
            Variant::Chess => VariantName::Chess,
            Variant::KingOfTheHill => VariantName::KingOfTheHill,
            Variant::RacingKings => VariantName::RacingKings,
            Variant::Lielow => VariantName::Lielow,
        }
    }
}

impl From<VariantName> for Variant {
    fn from(v: VariantName) -> Variant {
        match v {
            VariantName::Chess => Variant::Chess,
            VariantName::KingOfTheHill => Variant::KingOfTheHill,
            VariantName::RacingKings => Variant::RacingKings,
            VariantName::Lielow => Variant::Lielow,
        }
    }
}

impl VariantName {
    /// The name as it is written on the wire (`kingofthehill`).
    pub fn name(self) -> &'static str {
        Variant::from(self).name()
    }
}

/// Why a game ended, on the wire: the rules crate's [`Reason`] by its
/// stable name (`hill`, `race`, `crown-captured`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    Checkmate,
    Stalemate,
    InsufficientMaterial,
    Hill,
    Race,
    RaceDraw,
    CrownCaptured,
    CrownOffBoard,
    Resignation,
    Timeout,
    Agreement,
    Threefold,
    FiftyMoves,
    Abandoned,
}

impl From<Reason> for EndReason {
    fn from(r: Reason) -> EndReason {
        match r {
            Reason::Checkmate => EndReason::Checkmate,
            Reason::Stalemate => EndReason::Stalemate,
            Reason::InsufficientMaterial => EndReason::InsufficientMaterial,
            Reason::HillReached => EndReason::Hill,
            Reason::RaceWon => EndReason::Race,
            Reason::RaceDrawn => EndReason::RaceDraw,
            Reason::CrownCaptured => EndReason::CrownCaptured,
            Reason::CrownLeftBoard => EndReason::CrownOffBoard,
            Reason::Resignation => EndReason::Resignation,
            Reason::Timeout => EndReason::Timeout,
            Reason::Agreement => EndReason::Agreement,
            Reason::ThreefoldRepetition => EndReason::Threefold,
            Reason::FiftyMoves => EndReason::FiftyMoves,
            Reason::Abandoned => EndReason::Abandoned,
        }
    }
}

impl From<EndReason> for Reason {
    fn from(r: EndReason) -> Reason {
        match r {
            EndReason::Checkmate => Reason::Checkmate,
            EndReason::Stalemate => Reason::Stalemate,
            EndReason::InsufficientMaterial => Reason::InsufficientMaterial,
            EndReason::Hill => Reason::HillReached,
            EndReason::Race => Reason::RaceWon,
            EndReason::RaceDraw => Reason::RaceDrawn,
            EndReason::CrownCaptured => Reason::CrownCaptured,
            EndReason::CrownOffBoard => Reason::CrownLeftBoard,
            EndReason::Resignation => Reason::Resignation,
            EndReason::Timeout => Reason::Timeout,
            EndReason::Agreement => Reason::Agreement,
            EndReason::Threefold => Reason::ThreefoldRepetition,
            EndReason::FiftyMoves => Reason::FiftyMoves,
            EndReason::Abandoned => Reason::Abandoned,
        }
    }
}

impl EndReason {
    /// Reads a reason as stored (the rules' [`Reason::name`]).
    pub fn from_name(name: &str) -> Option<EndReason> {
        Reason::from_name(name).map(EndReason::from)
    }

    /// The reason as it is written on the wire and stored (`hill`).
    pub fn name(self) -> &'static str {
        Reason::from(self).name()
    }
}

named_enum! {
    /// A colour on the wire: `"white"` / `"black"`.
    pub enum Side as "colour" {
        White = "white",
        Black = "black",
    }
}

impl From<Color> for Side {
    fn from(c: Color) -> Side {
        if c.is_white() {
            Side::White
        } else {
            Side::Black
        }
    }
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

named_enum! {
    /// Where a game stands.
    pub enum Status as "status" {
        /// A seat is still open (friend invitation or lobby seek).
        Waiting = "waiting",
        Playing = "playing",
        Finished = "finished",
        Aborted = "aborted",
    }
}

impl Status {
    pub fn is_over(self) -> bool {
        matches!(self, Status::Finished | Status::Aborted)
    }
}

named_enum! {
    /// Who the creator plays against.
    pub enum Opponent as "opponent" {
        Friend = "friend",
        Seek = "seek",
        Computer = "computer",
    }
}

named_enum! {
    /// The creator's choice of colour.
    #[derive(Default)]
    pub enum ColorChoice as "colour" {
        White = "white",
        Black = "black",
        #[default]
        Random = "random",
    }
}
