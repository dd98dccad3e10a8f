//! Text: the position text (see `docs/lielow-position-text.md`) and move
//! notation (`e2e3` / `a2off` for engines, `e2-e3` / `d4xg7` / `a2-off` for
//! players).

use std::fmt::Write;

use super::board::{parse_square, side, square_name, Bitboard, MAX_HEIGHT, MAX_STACKS};
use super::board::{CROWN_CAPTURED, CROWN_LEFT_BOARD, CROWN_NOT_YET};
use super::moves::unique_tallest;
use super::{Lielow, LielowMove};
use crate::game::{Color, MoveBuf, MoveError, PositionError};
use crate::problem::{Problem, ProblemKind};

fn player_name(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

fn malformed(msg: impl Into<String>) -> PositionError {
    PositionError::Malformed(msg.into())
}

/// An impossible position: one problem, concerning `player`.
fn impossible(kind: ProblemKind, player: Color, msg: impl Into<String>) -> Problem {
    Problem::new(kind, msg).of(player)
}

/// Writes the position text: ranks 8 to 1, side to move, lost crown.
pub(super) fn write_position(pos: &Lielow) -> String {
    let mut out = String::with_capacity(64);
    for rank in (0..8u8).rev() {
        let mut empty = 0;
        for file in 0..8u8 {
            let sq = rank * 8 + file;
            match pos.owner(sq) {
                None => empty += 1,
                Some(owner) => {
                    if empty > 0 {
                        let _ = write!(out, "{empty}");
                        empty = 0;
                    }
                    out.push(match owner {
                        Color::White => 'W',
                        Color::Black => 'B',
                    });
                    let _ = write!(out, "{}", pos.height(sq));
                    if pos.crown_square(owner) == Some(sq) {
                        out.push('*');
                    }
                }
            }
        }
        if empty > 0 {
            let _ = write!(out, "{empty}");
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out.push(' ');
    out.push(match pos.turn {
        Color::White => 'w',
        Color::Black => 'b',
    });
    out.push(' ');
    out.push_str(match (pos.crowns[0], pos.crowns[1]) {
        (CROWN_CAPTURED, _) => "Wx",
        (CROWN_LEFT_BOARD, _) => "Woff",
        (_, CROWN_CAPTURED) => "Bx",
        (_, CROWN_LEFT_BOARD) => "Boff",
        _ => "-",
    });
    out
}

/// Reads a position text and checks that the position can occur in a game.
pub(super) fn parse_position(text: &str) -> Result<Lielow, PositionError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(malformed("the position text is empty"));
    }
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() < 2 || fields.len() > 3 {
        return Err(malformed(format!(
            "expected `<ranks> <side to move> [<lost crown>]`, found {} field(s) in `{text}`",
            fields.len()
        )));
    }

    let mut heights = [0u8; 64];
    let mut stacks: [Bitboard; 2] = [0; 2];
    let mut crowned: [Vec<u8>; 2] = [Vec::new(), Vec::new()];
    let ranks: Vec<&str> = fields[0].split('/').collect();
    if ranks.len() != 8 {
        return Err(malformed(format!(
            "expected 8 ranks separated by `/`, found {} in `{}`",
            ranks.len(),
            fields[0]
        )));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let rank_no = rank + 1;
        let mut file = 0u8;
        let mut chars = rank_text.chars().peekable();
        while let Some(ch) = chars.next() {
            match ch {
                '1'..='8' => {
                    file += ch as u8 - b'0';
                    if file > 8 {
                        return Err(malformed(format!(
                            "rank {rank_no} (`{rank_text}`) has more than 8 squares"
                        )));
                    }
                }
                'W' | 'B' => {
                    if file >= 8 {
                        return Err(malformed(format!(
                            "rank {rank_no} (`{rank_text}`) has more than 8 squares"
                        )));
                    }
                    let sq = rank * 8 + file;
                    let owner = if ch == 'W' {
                        Color::White
                    } else {
                        Color::Black
                    };
                    let height = match chars.next() {
                        Some(d @ '0'..='9') => d as u8 - b'0',
                        _ => {
                            return Err(malformed(format!(
                                "the stack `{ch}` on {} has no height digit after it",
                                square_name(sq)
                            )))
                        }
                    };
                    if height == 0 || height > MAX_HEIGHT {
                        return Err(malformed(format!(
                            "the stack on {} has height {height}; heights are 1 to {MAX_HEIGHT}",
                            square_name(sq)
                        )));
                    }
                    heights[sq as usize] = height;
                    stacks[side(owner)] |= 1u64 << sq;
                    if chars.peek() == Some(&'*') {
                        chars.next();
                        crowned[side(owner)].push(sq);
                    }
                    file += 1;
                }
                '*' => {
                    return Err(malformed(format!(
                        "rank {rank_no} (`{rank_text}`): a crown mark `*` must follow a stack"
                    )))
                }
                _ => {
                    return Err(malformed(format!(
                        "rank {rank_no} (`{rank_text}`): unexpected character `{ch}` \
                         (expected a stack such as `W2` or `B1*`, or a digit 1-8 for empty squares)"
                    )))
                }
            }
        }
        if file != 8 {
            return Err(malformed(format!(
                "rank {rank_no} (`{rank_text}`) has {file} squares, expected 8"
            )));
        }
    }

    let turn = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        other => {
            return Err(malformed(format!(
                "the side to move must be `w` or `b`, found `{other}`"
            )))
        }
    };

    let mut crowns = [CROWN_NOT_YET; 2];
    match fields.get(2).copied().unwrap_or("-") {
        "-" => {}
        "Wx" => crowns[0] = CROWN_CAPTURED,
        "Woff" => crowns[0] = CROWN_LEFT_BOARD,
        "Bx" => crowns[1] = CROWN_CAPTURED,
        "Boff" => crowns[1] = CROWN_LEFT_BOARD,
        other => {
            return Err(malformed(format!(
                "the lost-crown field must be `-`, `Wx`, `Woff`, `Bx` or `Boff`, found `{other}`"
            )))
        }
    }

    let crowns = check_crowns(&heights, &stacks, &crowned, crowns, turn)
        .map_err(PositionError::impossible)?;
    Ok(Lielow::from_parts(heights, stacks, crowns, turn))
}

/// Whether the stacks and crowns read can occur in a game: at most eight
/// stacks a player, one crown each, a lost crown only with the right side
/// to move, and the crown where the rules put it. Gives the crowns with
/// those worn on the board filled in.
fn check_crowns(
    heights: &[u8; 64],
    stacks: &[Bitboard; 2],
    crowned: &[Vec<u8>; 2],
    mut crowns: [u8; 2],
    turn: Color,
) -> Result<[u8; 2], Problem> {
    for player in [Color::White, Color::Black] {
        let c = side(player);
        let name = player_name(player);
        let count = stacks[c].count_ones();
        if count > MAX_STACKS {
            return Err(impossible(
                ProblemKind::LielowTooManyStacks,
                player,
                format!("{name} has {count} stacks; a player has at most {MAX_STACKS}"),
            )
            .counting(count));
        }
        match crowned[c].as_slice() {
            [] => {}
            [sq] => {
                if crowns[c] != CROWN_NOT_YET {
                    let at = square_name(*sq);
                    let text = format!(
                        "{name}'s crown is recorded as lost, yet the stack on {at} is crowned"
                    );
                    return Err(impossible(ProblemKind::LielowLostCrownWorn, player, text).at(at));
                }
                crowns[c] = *sq;
            }
            [a, b, ..] => {
                return Err(impossible(
                    ProblemKind::LielowTwoCrowns,
                    player,
                    format!(
                        "{name} has more than one crowned stack ({} and {})",
                        square_name(*a),
                        square_name(*b)
                    ),
                )
                .at(square_name(*b)))
            }
        }
    }

    let lost = |c: usize| crowns[c] == CROWN_CAPTURED || crowns[c] == CROWN_LEFT_BOARD;
    for player in [Color::White, Color::Black] {
        let c = side(player);
        let name = player_name(player);
        if crowns[c] == CROWN_CAPTURED && turn != player {
            return Err(impossible(
                ProblemKind::LielowCapturedCrownTurn,
                player,
                format!(
                    "{name}'s crown was captured by {}'s move, so {name} must be to move",
                    player_name(!player)
                ),
            ));
        }
        if crowns[c] == CROWN_LEFT_BOARD && turn == player {
            return Err(impossible(
                ProblemKind::LielowOffCrownTurn,
                player,
                format!(
                    "{name} moved its crowned stack off the board, so {} must be to move",
                    player_name(!player)
                ),
            ));
        }
        if lost(c) {
            continue;
        }
        if stacks[c] == 0 {
            return Err(impossible(
                ProblemKind::LielowNoStacks,
                player,
                format!(
                    "{name} has no stacks but has not lost its crown: a player's last stack is \
                     always crowned, so losing it ends the game"
                ),
            ));
        }
        if let Some(sq) = unique_tallest(heights, stacks[c]) {
            if crowns[c] != sq {
                let (at, height) = (square_name(sq), heights[sq as usize]);
                let text = format!(
                    "{name}'s unique tallest stack (on {at}, height {height}) must wear the crown"
                );
                return Err(
                    impossible(ProblemKind::LielowCrownNotOnTallest, player, text)
                        .at(at)
                        .counting(u32::from(height)),
                );
            }
        }
        if crowns[c] == CROWN_NOT_YET {
            let mut bb = stacks[c];
            while bb != 0 {
                let sq = bb.trailing_zeros() as u8;
                bb &= bb - 1;
                if heights[sq as usize] > 1 {
                    return Err(impossible(
                        ProblemKind::LielowGrownWithoutCrown,
                        player,
                        format!(
                            "{name} has no crown yet, but its stack on {} has height {}: \
                                 the first stack to grow is always crowned",
                            square_name(sq),
                            heights[sq as usize]
                        ),
                    )
                    .at(square_name(sq))
                    .counting(u32::from(heights[sq as usize])));
                }
            }
        }
    }

    Ok(crowns)
}

/// `e2e3`, `a2off`.
pub(super) fn move_uci(m: LielowMove) -> String {
    let mut text = square_name(m.from);
    match m.to {
        Some(to) => text.push_str(&square_name(to)),
        None => text.push_str("off"),
    }
    text
}

/// `e2-e3`, `d4xg7`, `a2-off`.
pub(super) fn move_display(pos: &Lielow, m: LielowMove) -> String {
    let mut text = square_name(m.from);
    match m.to {
        Some(to) => {
            text.push(if pos.captures(m) { 'x' } else { '-' });
            text.push_str(&square_name(to));
        }
        None => text.push_str("-off"),
    }
    text
}

/// Reads `<from><to>` where `<to>` is a square or `off`.
fn parse_uci(text: &str) -> Option<LielowMove> {
    if !text.is_ascii() || text.len() < 4 {
        return None;
    }
    let (from, to) = text.split_at(2);
    let from = parse_square(from)?;
    let to = if to == "off" {
        None
    } else {
        Some(parse_square(to)?)
    };
    Some(LielowMove { from, to })
}

/// The legal move equal to `m`, if there is one.
fn find_legal(pos: &Lielow, m: LielowMove) -> Option<LielowMove> {
    let mut moves = MoveBuf::new();
    pos.generate(&mut moves);
    moves.into_iter().find(|&legal| legal == m)
}

pub(super) fn read_uci(pos: &Lielow, text: &str) -> Result<LielowMove, MoveError> {
    let trimmed = text.trim();
    let m = parse_uci(trimmed).ok_or_else(|| MoveError::Malformed(text.to_owned()))?;
    if pos.is_over() {
        return Err(MoveError::GameOver);
    }
    find_legal(pos, m).ok_or_else(|| MoveError::Illegal(text.to_owned()))
}

/// Reads UCI text or display notation. In display notation the separator
/// must tell the truth: `x` only for a capture, `-` only for a non-capture.
pub(super) fn read_text(pos: &Lielow, text: &str) -> Result<LielowMove, MoveError> {
    let trimmed = text.trim();
    if let Some(m) = parse_uci(trimmed) {
        if pos.is_over() {
            return Err(MoveError::GameOver);
        }
        return find_legal(pos, m).ok_or_else(|| MoveError::Illegal(text.to_owned()));
    }
    let malformed = || MoveError::Malformed(text.to_owned());
    if !trimmed.is_ascii() || trimmed.len() < 5 {
        return Err(malformed());
    }
    let (from, rest) = trimmed.split_at(2);
    let (sep, to) = rest.split_at(1);
    let from = parse_square(from).ok_or_else(malformed)?;
    let m = match (sep, to) {
        ("-", "off") => LielowMove { from, to: None },
        ("-" | "x", _) => LielowMove {
            from,
            to: Some(parse_square(to).ok_or_else(malformed)?),
        },
        _ => return Err(malformed()),
    };
    if pos.is_over() {
        return Err(MoveError::GameOver);
    }
    let legal = find_legal(pos, m).ok_or_else(|| MoveError::Illegal(text.to_owned()))?;
    if (sep == "x") != pos.captures(legal) {
        return Err(MoveError::Illegal(text.to_owned()));
    }
    Ok(legal)
}
