//! The opening explorer: which moves were played on this site from a
//! position, and how the games that played them ended; what a game adds
//! (docs/architecture.md, "Opening explorer"). The HTTP side is
//! [`crate::explorer_api`].
//!
//! Which games count: finished games with a result (not aborted) between
//! people, from the game's standard start; not games against the
//! computer or a bot account, nor games from a set-up position. Only the
//! first [`MAX_PLIES`] plies of each are kept, which bounds the table by
//! the number of games. A game is added once, in the transaction that
//! stores its end ([`crate::store::Write::Explore`]); games that ended
//! before the explorer existed are added by [`backfill`] at start.

pub mod backfill;

use std::collections::HashSet;

use regalia_rules::{AnyPosition, Variant};
use sha2::{Digest, Sha256};

use crate::rating::Score;
use crate::store::{ExploredGame, ExplorerStep, GameRow, Tally};

/// Plies of each game the explorer keeps: the opening, and a bound on
/// the rows a game adds.
pub const MAX_PLIES: usize = 30;

/// The key of a position in the explorer's table: the first 64 bits of
/// the SHA-256 of the game's name and the position as the repetition rules
/// see it (board, side to move, castling rights, an en-passant square
/// only when a capture there is legal; Lielow's stacks, heights, crowns
/// and side to move), so that the same position reached by two orders of
/// moves is one key. A stable digest, so the keys stay valid from one
/// version of the program to the next.
pub fn position_key(pos: &AnyPosition) -> i64 {
    let mut digest = Sha256::new();
    digest.update(pos.variant().name().as_bytes());
    digest.update(b"\n");
    digest.update(pos.repetition_key().as_bytes());
    let bytes: [u8; 8] = digest.finalize()[..8]
        .try_into()
        .expect("a SHA-256 digest has 32 bytes");
    i64::from_be_bytes(bytes)
}

/// A rating as shown ("1500?") as a whole number.
fn shown_rating(shown: Option<&str>) -> Option<i64> {
    shown?
        .trim_end_matches('?')
        .parse::<f64>()
        .ok()
        .map(|r| r.round() as i64)
}

/// Whether the game starts from its game's standard position (stored
/// without a start, or with the standard one written out).
fn from_standard_start(variant: Variant, start_fen: Option<&str>) -> bool {
    match start_fen {
        None => true,
        Some(fen) => AnyPosition::from_fen(variant, fen)
            .is_ok_and(|pos| pos.repetition_key() == AnyPosition::start(variant).repetition_key()),
    }
}

/// What the explorer takes of finished game `row` with its moves (UCI,
/// in order); `bots` says whether a bot account played in it.
pub fn explored<S: AsRef<str>>(row: &GameRow, moves: &[S], bots: bool) -> ExploredGame {
    ExploredGame {
        game_id: row.id.clone(),
        tally: tally(row, moves, bots),
    }
}

fn tally<S: AsRef<str>>(row: &GameRow, moves: &[S], bots: bool) -> Option<Tally> {
    let variant: Variant = row.variant.parse().ok()?;
    let people = row.white_level.is_none() && row.black_level.is_none() && !bots;
    if row.status != "finished"
        || row.reason.is_none()
        || !people
        || !from_standard_start(variant, row.start_fen.as_deref())
    {
        return None;
    }
    let score = match row.winner.as_deref() {
        Some("white") => Score::WhiteWins,
        Some("black") => Score::BlackWins,
        None => Score::Draw,
        Some(_) => return None,
    };
    let rating = if row.rated == 1 {
        let white = shown_rating(row.white_rating.as_deref())?;
        let black = shown_rating(row.black_rating.as_deref())?;
        Some((white + black) / 2)
    } else {
        None
    };
    let mut pos = AnyPosition::start(variant);
    let mut seen = HashSet::new();
    let mut steps = Vec::new();
    for uci in moves.iter().take(MAX_PLIES) {
        let position = position_key(&pos);
        // A stored game is legal; a move that is not ends the count.
        let Ok(played) = pos.play_uci(uci.as_ref()) else {
            break;
        };
        if seen.insert((position, played.uci.clone())) {
            steps.push(ExplorerStep {
                position,
                uci: played.uci,
            });
        }
    }
    Some(Tally {
        score,
        rating,
        steps,
    })
}

#[cfg(test)]
mod tests;
