//! Which players hear of a change through Web Push (`push/`): the player
//! to move in a correspondence game, when they have no page of it open;
//! the creator of a seek or an invitation, when someone takes the other
//! seat (their page may be open in a tab they are not looking at).

use regalia_rules::Color;

use super::Actor;
use crate::game::{idx, seat_url};
use crate::protocol::{ServerMsg, Status};
use crate::push::Notice;

impl Actor {
    /// Sends the push notices `events` (just published) call for.
    pub(super) fn push_notices(&self, events: &[ServerMsg]) {
        let game = &self.game;
        for event in events {
            let notice = match event {
                ServerMsg::Move { .. }
                    if game.days().is_some() && game.status == Status::Playing =>
                {
                    let turn = game.turn();
                    if self.presence.online(turn) {
                        continue;
                    }
                    self.seat_notice(turn, |id, variant, url| Notice::Turn { id, variant, url })
                }
                // Arena games are announced by their arena.
                ServerMsg::Joined { color, .. } if game.tournament.is_none() => {
                    let creator = !Color::from(*color);
                    self.seat_notice(creator, |id, variant, url| Notice::Joined {
                        id,
                        variant,
                        url,
                    })
                }
                _ => None,
            };
            if let Some((session, notice)) = notice {
                self.hall.notify(&session, notice);
            }
        }
    }

    /// A notice for the person in `color`'s seat, with their own page.
    fn seat_notice(
        &self,
        color: Color,
        make: impl FnOnce(crate::ids::GameId, regalia_rules::Variant, String) -> Notice,
    ) -> Option<(String, Notice)> {
        let seat = &self.game.seats[idx(color)];
        let (session, secret) = (seat.session.clone()?, seat.secret?);
        let id = self.game.id.clone();
        let url = seat_url(&id, &secret);
        Some((session, make(id, self.game.variant(), url)))
    }
}
