//! Berserk, in arena games: before their first move a player may halve
//! their own clock and give up its increment, for a point more in the
//! arena if they then win with at least 7 moves of their own.

use regalia_rules::Color;

use super::ops::refuse;
use super::{idx, Change, Game, Now, Refusal};
use crate::error::ErrorCode;
use crate::protocol::ServerMsg;

impl Game {
    /// `color` berserks. Again after berserking changes nothing.
    pub fn berserk(&mut self, color: Color, now: Now) -> Result<Change, Refusal> {
        if self.tournament.is_none() {
            return refuse(ErrorCode::NotArena, "berserk is only for arena games");
        }
        self.must_be_playing()?;
        if self.berserk[idx(color)] {
            return Ok(Change::default());
        }
        if self.has_moved(color) {
            return refuse(
                ErrorCode::BerserkMoved,
                "berserk is only before your first move",
            );
        }
        self.berserk[idx(color)] = true;
        if let Some(clock) = &mut self.clock {
            clock.berserk(color);
        }
        let n = self.next_n();
        let event = ServerMsg::Berserk {
            n,
            color: color.into(),
            clock: self.clock.as_ref().map(|k| k.view(now.mono)),
        };
        Ok(self.finish_change(Change {
            events: vec![event],
            ..Change::default()
        }))
    }
}
