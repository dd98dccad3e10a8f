//! What a game answers without changing: whose seat a secret opens, the
//! snapshot a visitor sees, the answer to taking a seat. The same for a
//! game running in its task and for a finished game read from storage.

use regalia_rules::Color;

use super::{idx, seat_url, Game, Now};
use crate::error::{ApiError, ErrorCode};
use crate::ids::Secret;
use crate::protocol::{GameView, SeatAnswer, YouView};

impl Game {
    /// The role a seat secret gives: `Ok(None)` for a spectator (no
    /// secret), the seat's colour for a player.
    pub fn authorize(&self, seat: Option<&Secret>) -> Result<Option<Color>, ApiError> {
        match seat {
            None => Ok(None),
            Some(secret) => self.seat_of(secret).map(Some).ok_or_else(|| {
                ApiError::refused(ErrorCode::WrongSeat, "this seat is not a seat of this game")
            }),
        }
    }

    /// The player of colour `c`, as they see themselves.
    pub fn you(&self, c: Color) -> Option<YouView> {
        let secret = self.seats[idx(c)].secret?;
        Some(YouView {
            color: c.into(),
            url: seat_url(&self.id, &secret),
        })
    }

    /// The snapshot for a visitor: by their seat secret if they give one
    /// (a wrong one is refused), else by the seat their session holds.
    /// `online` says which players have a socket.
    pub fn view_for(
        &self,
        session: &str,
        seat: Option<&Secret>,
        online: [bool; 2],
        now: Now,
    ) -> Result<(GameView, Option<YouView>), ApiError> {
        let color = match seat {
            Some(_) => self.authorize(seat)?,
            None => self.seat_of_session(session),
        };
        Ok((self.view(online, now), color.and_then(|c| self.you(c))))
    }

    /// The answer to the player of colour `c` taking (or finding again)
    /// their seat.
    pub fn seat_answer(&self, c: Color, rejoined: bool) -> Option<SeatAnswer> {
        let secret = self.seats[idx(c)].secret?;
        let id = self.id.clone();
        Some(SeatAnswer {
            url: seat_url(&self.id, &secret),
            invite_url: format!("/game/{id}"),
            socket: format!("/ws/game/{id}?seat={}", secret.hex()),
            seat: secret,
            color: c.into(),
            id,
            rejoined,
        })
    }
}
