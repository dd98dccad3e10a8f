//! A rematch seats its players with their ratings as they are now: the
//! first game's end has changed them since they sat down at it.

use super::Actor;
use crate::game::{Change, Game};
use crate::store::Write;

impl Actor {
    /// Gives the seats of the game `change` creates (a rematch) their
    /// players' ratings as stored now, and its row the same. A rating the
    /// store cannot give keeps the tag the seat had.
    pub(super) async fn rate_created(&self, change: &mut Change) {
        let Some(created) = change.created.as_mut() else {
            return;
        };
        if !refresh_tags(self, created).await {
            return;
        }
        let row = created.row();
        for write in &mut change.writes {
            if let Write::Insert(old) = write {
                if old.id == row.id {
                    *old = row.clone();
                }
            }
        }
    }
}

/// Reads each named seat's rating again; true when a tag changed.
async fn refresh_tags(actor: &Actor, game: &mut Game) -> bool {
    let variant = game.variant().name();
    let mut changed = false;
    for seat in &mut game.seats {
        let Some(tag) = seat.player.as_mut() else {
            continue;
        };
        match actor.hall.rating(&tag.name, variant).await {
            Ok(rating) if rating.shown() != tag.rating => {
                tag.rating = rating.shown();
                changed = true;
            }
            Ok(_) => {}
            Err(e) => {
                tracing::warn!(player = %tag.name, error = %e, "a rematch keeps a rating it could not read")
            }
        }
    }
    changed
}
