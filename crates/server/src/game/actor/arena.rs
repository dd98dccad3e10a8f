//! What an arena game's task does for its arena: it says when the game is
//! over (once stored), and lets a player berserk through the HTTP API.

use super::{not_stored, Actor};
use crate::error::{ApiError, ErrorCode};

impl Actor {
    /// Tells the arena that paired this game that it is over (after the
    /// end is stored; the arena scores it once however often it hears).
    pub(super) fn tell_arena(&self) {
        if let (Some(arena), true) = (&self.game.tournament, self.game.status.is_over()) {
            self.hall.arena_game_over(arena, &self.game.id);
        }
    }

    /// The seat `session` holds berserks (`POST /api/games/{id}/berserk`).
    pub(super) async fn berserk_seat(&mut self, session: &str) -> Result<(), ApiError> {
        let Some(color) = self.game.seat_of_session(session) else {
            return Err(ApiError::refused(
                ErrorCode::NotAPlayer,
                "this browser holds no seat of this game",
            ));
        };
        let now = self.now();
        match self.game.berserk(color, now) {
            Ok(change) => {
                if self.settle(Ok(change), None).await {
                    Ok(())
                } else {
                    Err(not_stored("the berserk"))
                }
            }
            Err(refusal) => Err(ApiError::Refused(refusal.code, refusal.message)),
        }
    }
}
