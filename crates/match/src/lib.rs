//! Engine matches: two UCI engines play each other in any of Regalia's
//! four games, with Regalia's rules as referee.
//!
//! - [`engine`]: drives one UCI engine process (handshake, options,
//!   `go`, time-outs, a dead engine).
//! - [`referee`]: plays a game between two engines and the workers that
//!   play a match's games.
//! - [`openings`]: where the games start.
//! - [`elo`]: the Elo difference of a result and its margin.
//! - [`sprt`]: the sequential probability ratio test that stops a match
//!   once a change is shown better or not.
//!
//! `regalia match` is the command line around it.

pub mod elo;
pub mod engine;
pub mod openings;
pub mod referee;
pub mod sprt;
