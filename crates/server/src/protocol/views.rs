//! The game as clients see it: the snapshot of a game ([`GameView`]) and
//! the pieces socket messages share with it (clocks, claims, outcome,
//! moves, players, offers).

use std::collections::BTreeMap;

use regalia_rules::record::RecordError;
use regalia_rules::{Claims, GameRecord, Outcome};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{EndReason, Opponent, Side, Status, VariantName};
use crate::ids::GameId;

/// Clocks as sent to clients, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClockView {
    #[ts(type = "number")]
    pub initial: i64,
    #[ts(type = "number")]
    pub increment: i64,
    #[ts(type = "number")]
    pub white: i64,
    #[ts(type = "number")]
    pub black: i64,
    pub running: Option<Side>,
    /// A correspondence game: days per move (`initial` is that many
    /// days); the time left is the time to the running side's deadline.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub days: Option<u8>,
}

/// A time control as players give it, in seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClockSpec {
    pub initial: u32,
    pub increment: u32,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClaimsView {
    pub threefold: bool,
    pub fifty_moves: bool,
}

impl From<Claims> for ClaimsView {
    fn from(c: Claims) -> ClaimsView {
        ClaimsView {
            threefold: c.threefold,
            fifty_moves: c.fifty_moves,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct OutcomeView {
    pub winner: Option<Side>,
    pub reason: EndReason,
}

impl From<Outcome> for OutcomeView {
    fn from(o: Outcome) -> OutcomeView {
        OutcomeView {
            winner: o.winner.map(Side::from),
            reason: o.reason.into(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct MoveView {
    pub uci: String,
    pub san: String,
    /// The position the move led to (FEN, or Lielow's position text), so
    /// a page shows any past ply without asking the server.
    pub fen: String,
    /// Whether that position is check.
    pub check: bool,
}

impl MoveView {
    /// Every move of a record, with the position each led to.
    pub fn all(record: &GameRecord) -> Vec<MoveView> {
        record
            .moves()
            .iter()
            .zip(record.positions_after())
            .map(|(m, after)| MoveView {
                uci: m.uci.clone(),
                san: m.display.clone(),
                fen: after.fen.clone(),
                check: after.check,
            })
            .collect()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum PlayerKind {
    Human,
    Computer,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    pub kind: PlayerKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<u8>,
    /// The computer's strength at its level in this game, as an
    /// approximate rating on this site's scale ("about 1200"), from the
    /// engine's measured table (`regalia_engine::ratings`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub level_rating: Option<u16>,
    pub joined: bool,
    pub online: bool,
    /// The player's name and rating, when they have a name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub player: Option<super::PlayerTag>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct PlayersView {
    pub white: PlayerView,
    pub black: PlayerView,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct OffersView {
    pub draw: Option<Side>,
    pub takeback: Option<Side>,
    pub rematch: Option<Side>,
}

/// A snapshot of a game (HTTP `GET /api/games/{id}` and the socket's `state`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct GameView {
    pub id: GameId,
    pub variant: VariantName,
    pub status: Status,
    pub opponent: Opponent,
    pub initial_fen: String,
    pub fen: String,
    pub turn: Side,
    pub ply: usize,
    pub moves: Vec<MoveView>,
    pub last_move: Option<String>,
    pub check: bool,
    pub dests: BTreeMap<String, Vec<String>>,
    pub claims: ClaimsView,
    pub clock: Option<ClockView>,
    pub players: PlayersView,
    pub offers: OffersView,
    pub outcome: Option<OutcomeView>,
    pub rematch: Option<GameId>,
    #[ts(type = "number")]
    pub n: u64,
    /// A rated game (its result changes both players' ratings).
    #[serde(default)]
    pub rated: bool,
    /// The arena this game was paired in, and who berserked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub tournament: Option<TournamentTag>,
}

/// An arena game's arena and berserks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct TournamentTag {
    pub id: GameId,
    /// The arena's page.
    pub url: String,
    /// Who halved their clock (White, Black).
    pub berserk: [bool; 2],
}

/// A game as a client names it: its start (`fen`, none or `null` for the
/// game's standard one) and the moves played from it, in UCI. `POST
/// /api/rules` replays it; the analysis socket analyses where it leads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct GameMoves {
    pub variant: VariantName,
    #[serde(default)]
    pub fen: Option<String>,
    #[serde(default)]
    pub moves: Vec<String>,
}

/// Why a [`GameMoves`] is no game.
#[derive(Debug, thiserror::Error)]
pub enum MovesError {
    #[error("at most {0} moves per request")]
    TooMany(usize),
    /// The start does not read, or a move cannot be played.
    #[error(transparent)]
    Record(#[from] RecordError),
}

impl GameMoves {
    /// The game replayed, refused when it names more than `max` moves.
    pub fn record(&self, max: usize) -> Result<GameRecord, MovesError> {
        if self.moves.len() > max {
            return Err(MovesError::TooMany(max));
        }
        let record = GameRecord::from_moves(self.variant.into(), self.fen.as_deref(), &self.moves)?;
        Ok(record)
    }
}
