//! Arenas (tournaments) on the wire: the HTTP bodies of `/api/tournaments`
//! and the messages of `/ws/tournament/{id}` (docs/api.md,
//! docs/protocol.md). Times are Unix milliseconds; durations seconds.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{ClockSpec, ErrorCode, Side, VariantName};
use crate::ids::GameId;
use crate::named::named_enum;

named_enum! {
    /// Where an arena stands.
    pub enum ArenaStatus as "arena status" {
        /// Not started yet: players may join before the start.
        Created = "created",
        /// Running: players are paired as soon as they wait.
        Started = "started",
        /// Over: the standings are final.
        Finished = "finished",
    }
}

/// `POST /api/tournaments`: an arena by link, made by a named player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CreateArena {
    pub variant: VariantName,
    pub clock: ClockSpec,
    /// Length: 10 to 180 minutes.
    pub minutes: u32,
    /// When it starts (Unix milliseconds); none or `null` for now.
    #[serde(default)]
    #[ts(optional = nullable, type = "number | null")]
    pub starts_at: Option<i64>,
    /// Whether its games change ratings (default: yes).
    #[serde(default = "yes")]
    #[ts(as = "Option<bool>", optional)]
    pub rated: bool,
    /// Listed nowhere: only those with the link find it.
    #[serde(default)]
    #[ts(as = "Option<bool>", optional)]
    pub private: bool,
}

fn yes() -> bool {
    true
}

/// The answer to `POST /api/tournaments`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ArenaCreated {
    pub id: GameId,
    pub url: String,
}

/// An arena in a list (`GET /api/tournaments`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ArenaCard {
    pub id: GameId,
    pub variant: VariantName,
    pub clock: ClockSpec,
    pub minutes: u32,
    pub status: ArenaStatus,
    #[ts(type = "number")]
    pub starts_at: i64,
    #[ts(type = "number")]
    pub ends_at: i64,
    /// Seconds until the start (0 once started).
    #[ts(type = "number")]
    pub seconds_to_start: i64,
    /// Seconds until the end (0 once over).
    #[ts(type = "number")]
    pub seconds_left: i64,
    pub rated: bool,
    pub private: bool,
    pub players: u32,
    /// The schedule that made it (`hourly`, `two-hourly`, `daily`), none
    /// for an arena by link.
    pub schedule: Option<String>,
    /// Who made it (an arena by link).
    pub created_by: Option<String>,
    /// The winner, once over.
    pub winner: Option<String>,
}

/// `GET /api/tournaments`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ArenaList {
    /// Not started yet, soonest first.
    pub upcoming: Vec<ArenaCard>,
    /// Running now, ending soonest first.
    pub running: Vec<ArenaCard>,
    /// Over in the last few hours, last ended first.
    pub finished: Vec<ArenaCard>,
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct StandingRow {
    /// 1 for the leader; players level on score and performance share
    /// nothing: the order is total.
    pub rank: u32,
    pub name: String,
    /// The player's rating in this game now ("1500?" while provisional).
    pub rating: String,
    pub score: u32,
    /// On fire: the next win gives 4 points, a draw 2.
    pub fire: bool,
    /// Points of each game, oldest first, one digit a game (`"22440"`),
    /// as lichess shows them.
    pub sheet: String,
    /// For each digit of `sheet`, whether it was scored on fire.
    pub doubled: Vec<bool>,
    pub games: u32,
    /// Performance rating (average opponent rating plus 500 × (wins −
    /// losses) / games), none before any game.
    pub performance: Option<u32>,
    /// Paused (not paired until they come back) or withdrawn.
    pub paused: bool,
    /// In an arena game now.
    pub playing: bool,
}

/// A page of the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Standings {
    pub rows: Vec<StandingRow>,
    /// 1-based.
    pub page: u32,
    pub pages: u32,
}

/// The seat of the asker's own game now in this arena.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ArenaSeat {
    pub id: GameId,
    /// The player's own page of the game.
    pub url: String,
    pub color: Side,
    pub opponent: String,
}

/// A game of the arena for watching (the featured game).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ArenaGame {
    pub id: GameId,
    pub url: String,
    pub white: String,
    pub black: String,
    pub white_rating: String,
    pub black_rating: String,
}

/// A place on the podium, with what the end shows of the player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct PodiumPlace {
    pub rank: u32,
    pub name: String,
    pub score: u32,
    pub games: u32,
    pub wins: u32,
    pub performance: Option<u32>,
}

/// What the end tells of the arena as a whole.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ArenaSummary {
    pub games: u32,
    /// Shares of the finished games (0 to 1).
    pub white_wins: f64,
    pub black_wins: f64,
    pub draws: f64,
    /// Share of the seats that berserked (0 to 1).
    pub berserk_rate: f64,
    /// Average rating of the players, none before any player.
    pub average_rating: Option<u32>,
}

/// Players, those playing now and games played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ArenaCounts {
    pub players: u32,
    pub playing: u32,
    pub games: u32,
}

/// `GET /api/tournaments/{id}` (`?page=` for another page).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ArenaAnswer {
    #[serde(flatten)]
    pub card: ArenaCard,
    pub standings: Standings,
    pub counts: ArenaCounts,
    /// The asker's own line, when they joined.
    pub me: Option<StandingRow>,
    /// Whether the asker has a name (and so may join).
    pub named: bool,
    /// The asker's arena game being played now.
    pub my_game: Option<ArenaSeat>,
    /// The game of the best-ranked pair playing now.
    pub featured: Option<ArenaGame>,
    /// The first three, once over.
    pub podium: Vec<PodiumPlace>,
    /// The arena as a whole, once over.
    pub summary: Option<ArenaSummary>,
}

/// One game of a player in an arena.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct PlayerArenaGame {
    pub id: GameId,
    pub opponent: String,
    pub color: Side,
    /// `win`, `draw`, `loss`, or `playing`.
    pub result: String,
    pub points: u32,
    pub berserk: bool,
}

/// `GET /api/tournaments/{id}/players/{name}`: a player's games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct PlayerArenaAnswer {
    pub row: StandingRow,
    pub games: Vec<PlayerArenaGame>,
}

/// What a client sends on `/ws/tournament/{id}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "t", rename_all = "camelCase")]
pub enum ArenaIn {
    /// Which page of the standings to follow (1-based).
    Page {
        page: u32,
    },
    Ping,
}

/// What the server sends on `/ws/tournament/{id}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "t", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum ArenaOut {
    /// The standings as they are (at most about once a second): the page
    /// followed, the client's own line, the counts, times and status.
    Standings {
        status: ArenaStatus,
        #[ts(type = "number")]
        seconds_to_start: i64,
        #[ts(type = "number")]
        seconds_left: i64,
        standings: Standings,
        me: Option<StandingRow>,
        counts: ArenaCounts,
        featured: Option<ArenaGame>,
        podium: Vec<PodiumPlace>,
    },
    /// The client's player was paired: their game starts (their own seat).
    Game {
        game: ArenaSeat,
    },
    Error {
        code: ErrorCode,
        error: String,
    },
    Pong,
}

impl ArenaOut {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("arena messages always serialise")
    }
}
