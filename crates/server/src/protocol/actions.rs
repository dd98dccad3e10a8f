//! The game page's buttons, by the name the page template writes in their
//! `data-action` and the client (web/src/game-controls.ts, online.ts,
//! local.ts) answers: one list, generated into TypeScript as `GameAction`,
//! so a name changed here fails to compile on both sides until each
//! follows.

use crate::named::named_enum;

named_enum! {
    /// A button of the game page (`data-action`).
    pub enum GameAction as "action" {
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

named_enum! {
    /// A button of the other pages (and the board's own buttons on every
    /// page), by its `data-action`: generated into TypeScript as
    /// `PageAction`, and a test reads every page to check that each
    /// `data-action` written is a `GameAction` or a `PageAction`.
    pub enum PageAction as "page action" {
        /// Turn the board round.
        Flip = "flip",
        /// Sounds on or off (kept per browser).
        Sound = "sound",
        /// Lielow: take the chosen stack off the board.
        OffBoard = "off-board",
        /// The editor: the game's starting position.
        Start = "start",
        /// The editor: an empty board.
        Clear = "clear",
        /// Copy the text beside the button.
        Copy = "copy",
        /// The home page: a game on this device.
        Local = "local",
        /// The home page: a game by link.
        Friend = "friend",
        /// The home page: a game against the computer (a form).
        Ai = "ai",
        /// The home page: a game against whoever answers in the lobby.
        Seek = "seek",
        /// A lesson: show the hint.
        Hint = "hint",
        /// A lesson or puzzle: try again.
        Retry = "retry",
        /// A lesson or puzzle: the next one.
        Next = "next",
        /// A puzzle: show the solution.
        Solution = "solution",
    }
}

named_enum! {
    /// A button that steps through a game's moves (`data-nav`).
    pub enum NavStep as "step" {
        First = "first",
        Prev = "prev",
        Next = "next",
        Last = "last",
    }
}
