//! An arena from and to its stored rows: the arena's settings
//! ([`Spec`]), and its table read back by replaying the stored games in
//! the order they were paired and scored.

use std::str::FromStr;

use regalia_rules::{Color, Variant};

use crate::arena::{Ended, Table};
use crate::ids::GameId;
use crate::protocol::arena::{ArenaCard, ArenaStatus};
use crate::protocol::ClockSpec;
use crate::store::{ArenaGameRow, ArenaPlayerRow, ArenaRow, StoreError, StoredArena};

/// Unix milliseconds now.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// An arena's settings and where it stands.
#[derive(Clone, Debug)]
pub struct Spec {
    pub id: GameId,
    pub variant: Variant,
    pub clock: ClockSpec,
    pub minutes: u32,
    /// Unix milliseconds.
    pub starts_at: i64,
    pub ends_at: i64,
    pub rated: bool,
    pub private: bool,
    pub schedule: Option<String>,
    pub created_by: Option<String>,
    pub status: ArenaStatus,
    pub winner: Option<String>,
    pub created_at: i64,
}

fn corrupt(id: &str, why: impl Into<String>) -> StoreError {
    StoreError::Corrupt {
        id: id.to_owned(),
        why: why.into(),
    }
}

impl Spec {
    pub fn from_row(r: &ArenaRow) -> Result<Spec, StoreError> {
        Ok(Spec {
            id: GameId::parse(&r.id).ok_or_else(|| corrupt(&r.id, "bad arena id"))?,
            variant: Variant::from_str(&r.variant).map_err(|e| corrupt(&r.id, e.to_string()))?,
            clock: ClockSpec {
                initial: u32::try_from(r.clock_initial).unwrap_or(0),
                increment: u32::try_from(r.clock_increment).unwrap_or(0),
            },
            minutes: u32::try_from(r.minutes).unwrap_or(0),
            starts_at: r.starts_at,
            ends_at: r.ends_at,
            rated: r.rated != 0,
            private: r.private != 0,
            schedule: r.schedule.clone(),
            created_by: r.created_by.clone(),
            status: ArenaStatus::from_name(&r.status)
                .ok_or_else(|| corrupt(&r.id, format!("unknown status `{}`", r.status)))?,
            winner: r.winner.clone(),
            created_at: r.created_at,
        })
    }

    pub fn row(&self) -> ArenaRow {
        ArenaRow {
            id: self.id.to_string(),
            variant: self.variant.name().to_owned(),
            clock_initial: i64::from(self.clock.initial),
            clock_increment: i64::from(self.clock.increment),
            minutes: i64::from(self.minutes),
            starts_at: self.starts_at,
            ends_at: self.ends_at,
            rated: i64::from(self.rated),
            private: i64::from(self.private),
            schedule: self.schedule.clone(),
            created_by: self.created_by.clone(),
            status: self.status.name().to_owned(),
            winner: self.winner.clone(),
            created_at: self.created_at,
        }
    }

    /// The arena in a list, at `now` (Unix ms), with `players`.
    pub fn card(&self, now: i64, players: u32) -> ArenaCard {
        let secs = |ms: i64| (ms.max(0) + 999) / 1000;
        ArenaCard {
            id: self.id.clone(),
            variant: self.variant.into(),
            clock: self.clock,
            minutes: self.minutes,
            status: self.status,
            starts_at: self.starts_at,
            ends_at: self.ends_at,
            seconds_to_start: if self.status == ArenaStatus::Created {
                secs(self.starts_at - now)
            } else {
                0
            },
            seconds_left: if self.status == ArenaStatus::Finished {
                0
            } else {
                secs(self.ends_at - now.max(self.starts_at))
            },
            rated: self.rated,
            private: self.private,
            players,
            schedule: self.schedule.clone(),
            created_by: self.created_by.clone(),
            winner: self.winner.clone(),
        }
    }
}

/// Game states in `arena_games`.
pub const PLAYING: i64 = 0;
pub const SCORED: i64 = 1;
pub const DROPPED: i64 = 2;

/// A rating as stored in `arena_players` and `arena_games` (rounded).
pub fn rating_units(r: f64) -> i64 {
    r.round() as i64
}

/// The table of a stored arena: players as they joined (paused or not),
/// every game replayed as paired, then scored in the order it was.
pub fn table(stored: &StoredArena, variant: Variant) -> Table {
    let mut t = Table::new(variant);
    for p in &stored.players {
        let _ = t.join(&p.name, &p.session, (p.rating as f64, p.shown.clone()));
        if p.paused != 0 {
            let _ = t.pause(&p.name, p.withdrawn != 0);
        }
    }
    for g in &stored.games {
        if let Some(id) = GameId::parse(&g.game_id) {
            t.start(id.clone(), &g.white, &g.black);
            t.set_pairing_ratings(&id, g.white_rating as f64, g.black_rating as f64);
        }
    }
    let mut ended: Vec<&ArenaGameRow> =
        stored.games.iter().filter(|g| g.state != PLAYING).collect();
    ended.sort_by_key(|g| (g.ended_seq, g.seq));
    for g in ended {
        let Some(id) = GameId::parse(&g.game_id) else {
            continue;
        };
        if g.state == DROPPED {
            t.drop_game(&id);
            continue;
        }
        let winner = match g.winner.as_deref() {
            Some("white") => Some(Color::White),
            Some("black") => Some(Color::Black),
            _ => None,
        };
        t.finish(
            &id,
            Ended {
                winner,
                plies: u32::try_from(g.plies).unwrap_or(0),
                berserk: [g.berserk & 1 != 0, g.berserk & 2 != 0],
            },
        );
    }
    t
}

/// A player's row as the table has them now.
pub fn player_row(arena: &GameId, t: &Table, name: &str) -> Option<ArenaPlayerRow> {
    let p = t.player(name)?;
    Some(ArenaPlayerRow {
        arena_id: arena.to_string(),
        name: p.name.clone(),
        session: p.session.clone(),
        rating: rating_units(p.rating),
        shown: p.shown.clone(),
        score: i64::from(p.sheet.score()),
        fire: i64::from(p.sheet.fire()),
        games: p.sheet.marks.len() as i64,
        sheet: p.sheet.digits(),
        paused: i64::from(p.paused),
        withdrawn: i64::from(p.withdrawn),
        joined: p.joined as i64,
    })
}
