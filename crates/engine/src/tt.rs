//! The transposition table: one entry per slot, indexed by the position
//! hash, sized in megabytes. Moves are stored as codes
//! ([`crate::eval::Evaluate::move_code`]) so one table serves every game.

/// Which side of the true score a stored score is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true score is at least this (a beta cut-off).
    Lower,
    /// The true score is at most this (no move reached alpha).
    Upper,
}

#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    code: u16,
    score: i16,
    depth: i8,
    /// 0 = empty, 1 exact, 2 lower, 3 upper.
    bound: u8,
    generation: u8,
}

/// A probe hit.
#[derive(Clone, Copy, Debug)]
pub struct Hit {
    pub code: Option<u16>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

/// A fixed-size hash table of search results.
pub struct TranspositionTable {
    slots: Vec<Slot>,
    generation: u8,
}

/// Table size in megabytes when nothing else is asked.
pub const DEFAULT_HASH_MB: usize = 16;
/// The largest size accepted for the `Hash` option.
pub const MAX_HASH_MB: usize = 4096;

impl TranspositionTable {
    /// A table of about `mb` megabytes (at least one slot).
    pub fn new(mb: usize) -> TranspositionTable {
        let bytes = mb.clamp(1, MAX_HASH_MB) * 1024 * 1024;
        let count = (bytes / std::mem::size_of::<Slot>()).max(1);
        TranspositionTable {
            slots: vec![Slot::default(); count],
            generation: 0,
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = Slot::default());
        self.generation = 0;
    }

    /// Marks the start of a new search: older entries are replaced first.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    fn index(&self, key: u64) -> usize {
        ((u128::from(key) * self.slots.len() as u128) >> 64) as usize
    }

    pub fn probe(&self, key: u64) -> Option<Hit> {
        let slot = self.slots[self.index(key)];
        if slot.bound == 0 || slot.key != key {
            return None;
        }
        let bound = match slot.bound {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Hit {
            code: (slot.code != u16::MAX).then_some(slot.code),
            score: i32::from(slot.score),
            depth: i32::from(slot.depth),
            bound,
        })
    }

    pub fn store(&mut self, key: u64, code: Option<u16>, score: i32, depth: i32, bound: Bound) {
        let index = self.index(key);
        let generation = self.generation;
        let slot = &mut self.slots[index];
        let replace = slot.bound == 0
            || slot.key != key && (slot.generation != generation || depth >= i32::from(slot.depth))
            || slot.key == key && (depth >= i32::from(slot.depth) - 1 || bound == Bound::Exact);
        if !replace {
            return;
        }
        let code = match (code, slot.key == key) {
            (Some(c), _) => c,
            (None, true) => slot.code,
            (None, false) => u16::MAX,
        };
        *slot = Slot {
            key,
            code,
            score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth: depth.clamp(-1, 127) as i8,
            bound: match bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            },
            generation,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_entry_is_found_with_its_bound_and_move() {
        let mut tt = TranspositionTable::new(1);
        tt.store(0xdead_beef, Some(77), -120, 5, Bound::Lower);
        let hit = tt.probe(0xdead_beef).expect("just stored");
        assert_eq!(
            (hit.code, hit.score, hit.depth, hit.bound),
            (Some(77), -120, 5, Bound::Lower)
        );
        assert!(tt.probe(0xdead_bef0).is_none());
    }
}
