//! The games of Regalia: chess, King of the Hill, Racing Kings (on
//! shakmaty) and Lielow (our own), behind one [`Game`] trait, an
//! [`AnyPosition`] enum, game records with draw claims, PGN and perft.
//!
//! Pure: no I/O, no async.

pub mod any;
pub mod game;
pub mod lielow;
pub mod perft;
pub mod pgn;
pub mod pgn_read;
pub mod pieces;
pub mod problem;
pub mod record;
pub mod variant;
pub mod why;

pub use any::{AnyPosition, PlayedMove};
pub use game::{Color, Game, MoveBuf, MoveError, Outcome, PositionError, Reason, MAX_MOVES};
pub use lielow::{Lielow, LielowMove};
pub use pieces::{Chess, KingOfTheHill, RacingKings};
pub use problem::{Problem, ProblemKind};
pub use record::{Claims, GameRecord, PositionAfter, RecordError};
pub use variant::{UnknownVariant, Variant};
pub use why::{why_illegal, Illegal};
