//! The game page's buttons, by the name the page template writes in their
//! `data-action` and the client (web/src/game-controls.ts, online.ts,
//! local.ts) answers: one list, generated into TypeScript as `GameAction`,
//! so a name changed here fails to compile on both sides until each
//! follows.

use crate::named::named_enum;

named_enum! {
    /// A button of the game page (`data-action`).
    pub enum GameAction {
        /// Abort a game before its first moves.
        Abort = "abort",
        Resign = "resign",
        /// Offer a draw (`offer {kind: "draw"}` on the socket).
        OfferDraw = "offer-draw",
        /// Claim a draw by threefold repetition (`drawClaim`).
        ClaimThreefold = "claim-threefold",
        /// Claim a draw by the fifty-move rule (`drawClaim`).
        ClaimFifty = "claim-fifty",
        /// Ask to take back (`offer {kind: "takeback"}`).
        Takeback = "takeback",
        /// Claim victory over an opponent who has gone.
        ClaimVictory = "claim-victory",
        /// Offer a rematch (`offer {kind: "rematch"}`).
        Rematch = "rematch",
        /// Accept the offer shown (`answer {yes: true}`).
        Accept = "accept",
        /// Decline the offer shown (`answer {yes: false}`).
        Decline = "decline",
        /// Take the seat an invitation offers (over HTTP).
        Join = "join",
        /// Decline an invitation (over HTTP).
        DeclineInvite = "decline-invite",
        /// Share the invitation through the device's share sheet.
        Share = "share",
        /// Same device: a new game of the same kind.
        NewLocal = "new-local",
        /// Same device: forget this game.
        DeleteLocal = "delete-local",
    }
}
