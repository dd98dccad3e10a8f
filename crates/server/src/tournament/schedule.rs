//! Arenas on a schedule, per game: every hour King of the Hill 3+0 (on the
//! hour) and Racing Kings 1+0 (at half past), every two hours Lielow 3+2
//! and chess 5+0, and a longer one per game each day. Each is made a few
//! hours ahead; its id comes from its game, clock and start, so every node
//! (and every restart) makes the same arena once.

use regalia_rules::Variant;
use sha2::{Digest, Sha256};

use super::rows::{now_ms, Spec};
use super::run;
use crate::app::AppState;
use crate::ids::GameId;
use crate::protocol::arena::ArenaStatus;
use crate::protocol::ClockSpec;

/// One line of the schedule.
pub struct Slot {
    pub variant: Variant,
    pub clock: ClockSpec,
    /// Starts every this many minutes...
    pub every: i64,
    /// ...this many minutes after each period's beginning (UTC).
    pub offset: i64,
    pub minutes: u32,
    pub name: &'static str,
}

const fn slot(
    variant: Variant,
    initial: u32,
    increment: u32,
    every: i64,
    offset: i64,
    minutes: u32,
    name: &'static str,
) -> Slot {
    Slot {
        variant,
        clock: ClockSpec { initial, increment },
        every,
        offset,
        minutes,
        name,
    }
}

const HOUR: i64 = 60;
const DAY: i64 = 24 * HOUR;

/// The schedule.
pub const SCHEDULE: [Slot; 8] = [
    slot(Variant::KingOfTheHill, 180, 0, HOUR, 0, 57, "hourly"),
    slot(Variant::RacingKings, 60, 0, HOUR, 30, 27, "hourly"),
    slot(Variant::Lielow, 180, 2, 2 * HOUR, 0, 57, "two-hourly"),
    slot(Variant::Chess, 300, 0, 2 * HOUR, HOUR, 57, "two-hourly"),
    slot(Variant::KingOfTheHill, 180, 2, DAY, 18 * HOUR, 120, "daily"),
    slot(Variant::RacingKings, 120, 1, DAY, 19 * HOUR, 90, "daily"),
    slot(Variant::Lielow, 300, 3, DAY, 20 * HOUR, 120, "daily"),
    slot(Variant::Chess, 300, 3, DAY, 17 * HOUR, 120, "daily"),
];

/// Arenas are made this far ahead.
const AHEAD_MINUTES: i64 = 3 * HOUR;

/// The id of the arena of `slot` starting at `start` (Unix minutes):
/// the same on every node.
pub fn slot_id(slot: &Slot, start: i64) -> GameId {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    let key = format!(
        "{}-{}+{}-{}-{start}",
        slot.variant.name(),
        slot.clock.initial,
        slot.clock.increment,
        slot.name
    );
    let digest = Sha256::digest(key.as_bytes());
    let id: String = digest
        .iter()
        .take(8)
        .map(|b| ALPHABET[usize::from(*b) % ALPHABET.len()] as char)
        .collect();
    GameId::parse(&id).expect("eight letters or digits are an id")
}

/// The starts (Unix minutes) of `slot` from `from` to `to`.
pub fn starts(slot: &Slot, from: i64, to: i64) -> Vec<i64> {
    let first = (from - slot.offset).div_euclid(slot.every) * slot.every + slot.offset;
    (0..)
        .map(|k| first + k * slot.every)
        .skip_while(|&t| t < from)
        .take_while(|&t| t <= to)
        .collect()
}

/// Makes the scheduled arenas of the next hours not made yet.
pub async fn make_ahead(app: &AppState) -> Result<(), crate::store::StoreError> {
    let now = now_ms();
    let minute = app.config.arena.minute.as_millis() as i64;
    let now_minutes = now / 60_000;
    for slot in &SCHEDULE {
        for start in starts(slot, now_minutes, now_minutes + AHEAD_MINUTES) {
            let id = slot_id(slot, start);
            if app.arenas.running(&id) {
                continue;
            }
            let starts_at = start * 60_000;
            let spec = Spec {
                id: id.clone(),
                variant: slot.variant,
                clock: slot.clock,
                minutes: slot.minutes,
                starts_at,
                ends_at: starts_at + i64::from(slot.minutes) * minute,
                rated: true,
                private: false,
                schedule: Some(slot.name.to_owned()),
                created_by: None,
                status: ArenaStatus::Created,
                winner: None,
                created_at: now / 1000,
            };
            run::create(app, &spec).await?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_slot_starts_on_its_period_and_offset() {
        let koth = &SCHEDULE[0];
        assert_eq!(starts(koth, 61, 180), [120, 180]);
        let rk = &SCHEDULE[1];
        assert_eq!(starts(rk, 0, 120), [30, 90]);
        let chess = &SCHEDULE[3];
        assert_eq!(starts(chess, 0, 240), [60, 180]);
        let daily = &SCHEDULE[4];
        assert_eq!(starts(daily, DAY, 2 * DAY), [DAY + 18 * HOUR]);
    }

    #[test]
    fn a_scheduled_arena_has_the_same_id_everywhere() {
        let a = slot_id(&SCHEDULE[0], 120);
        assert_eq!(a, slot_id(&SCHEDULE[0], 120));
        assert_ne!(a, slot_id(&SCHEDULE[0], 180));
        assert_ne!(a, slot_id(&SCHEDULE[1], 120));
    }
}
