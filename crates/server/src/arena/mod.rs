//! Arenas (tournaments), as lichess's: the rules alone, with no time and
//! no I/O, so every one of them is tested without a server.
//!
//! - [`score`]: points, fire, short draws, runs of draws, berserk;
//! - [`pairing`]: the waiting pool, near-ranked, colours, closing time;
//! - [`table`]: one arena's players, games being played and standings;
//! - [`hub`]: the running arenas of this node and what they can be asked.
//!
//! The running arena (its task, storage, API and socket) is
//! [`crate::tournament`].

pub mod hub;
pub mod pairing;
pub mod score;
pub mod table;

pub use score::{draw_run_moves, Mark, Played, Result3, Sheet};
pub use table::{Ended, Pairing, Player, Table, TableError};
