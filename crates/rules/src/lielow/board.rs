//! The board: square names, the landing tables every move is read from, and
//! the Zobrist keys. All tables are computed at compile time.

use crate::game::Color;

/// A set of squares, bit `n` for square `n` (0 = a1, 7 = h1, 63 = h8).
pub type Bitboard = u64;

/// The tallest a stack can be. A stack this tall can only leave the board.
pub const MAX_HEIGHT: u8 = 8;

/// The most stacks a player can have: the eight of the start, since no move
/// ever adds a stack.
pub const MAX_STACKS: u32 = 8;

/// The eight directions as (file step, rank step).
pub(crate) const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// Index of a colour in per-colour arrays: White 0, Black 1.
#[inline(always)]
pub(crate) const fn side(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// The square a stack on `square` lands on after `distance` steps in
/// direction `dir` (an index into the eight directions: north, north-east,
/// east, south-east, south, south-west, west, north-west), or `None` when
/// that is off the board.
pub const fn landing(square: u8, dir: usize, distance: u8) -> Option<u8> {
    let (df, dr) = DIRECTIONS[dir];
    let file = (square % 8) as i16 + df as i16 * distance as i16;
    let rank = (square / 8) as i16 + dr as i16 * distance as i16;
    if file < 0 || file > 7 || rank < 0 || rank > 7 {
        None
    } else {
        Some((rank * 8 + file) as u8)
    }
}

/// Both landing tables, from one walk over every height, square and
/// direction: a landing square is either on the board (reach) or off it
/// (the stack can leave).
const LANDINGS: ([[Bitboard; 64]; 9], [Bitboard; 9]) = {
    let mut reach = [[0u64; 64]; 9];
    let mut leaves = [0u64; 9];
    let mut h = 1;
    while h <= MAX_HEIGHT as usize {
        let mut sq = 0;
        while sq < 64 {
            let mut dir = 0;
            while dir < 8 {
                match landing(sq as u8, dir, h as u8) {
                    Some(to) => reach[h][sq] |= 1u64 << to,
                    None => leaves[h] |= 1u64 << sq,
                }
                dir += 1;
            }
            sq += 1;
        }
        h += 1;
    }
    (reach, leaves)
};

/// `REACH[h][sq]`: the on-board squares a stack of height `h` on `sq` can
/// land on (ignoring what stands there).
static REACH: [[Bitboard; 64]; 9] = LANDINGS.0;

/// `LEAVES[h]`: the squares from which a stack of height `h` can leave the
/// board (some direction's landing square is off the board).
static LEAVES: [Bitboard; 9] = LANDINGS.1;

/// The on-board squares a stack of `height` on `square` lands on, whatever
/// stands there. Empty for height 0 or above 8 (a height-8 stack reaches no
/// square of the board).
#[inline(always)]
pub fn reach(square: u8, height: u8) -> Bitboard {
    if height as usize >= REACH.len() {
        return 0;
    }
    REACH[height as usize][square as usize & 63]
}

/// Whether a stack of `height` on `square` can leave the board.
#[inline(always)]
pub fn can_leave(square: u8, height: u8) -> bool {
    if height as usize >= LEAVES.len() {
        return false;
    }
    LEAVES[height as usize] >> (square & 63) & 1 != 0
}

/// The name of a square: `a1` .. `h8`.
pub fn square_name(square: u8) -> String {
    let mut name = String::with_capacity(2);
    name.push((b'a' + square % 8) as char);
    name.push((b'1' + square / 8) as char);
    name
}

/// Reads a square name (`a1` .. `h8`).
pub fn parse_square(text: &str) -> Option<u8> {
    match text.as_bytes() {
        [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Some((r - b'1') * 8 + (f - b'a')),
        _ => None,
    }
}

// ---- Zobrist keys ----

/// Crown states as stored in a position: a square (0..63) while the crown
/// is on the board, or one of these.
pub(crate) const CROWN_NOT_YET: u8 = 64;
pub(crate) const CROWN_CAPTURED: u8 = 65;
pub(crate) const CROWN_LEFT_BOARD: u8 = 66;
pub(crate) const CROWN_STATES: usize = 67;

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

pub(crate) struct ZobristKeys {
    /// `[colour][height][square]`; height 0 is unused.
    pub stack: [[[u64; 64]; 9]; 2],
    /// `[colour][crown state]`.
    pub crown: [[u64; CROWN_STATES]; 2],
    /// Mixed in when Black is to move.
    pub black_to_move: u64,
}

pub(crate) static ZOBRIST: ZobristKeys = {
    let mut keys = ZobristKeys {
        stack: [[[0; 64]; 9]; 2],
        crown: [[0; CROWN_STATES]; 2],
        black_to_move: 0,
    };
    let mut state = 0x4C49_454C_4F57_0001u64;
    let mut c = 0;
    while c < 2 {
        let mut h = 1;
        while h < 9 {
            let mut sq = 0;
            while sq < 64 {
                let (s, k) = splitmix(state);
                state = s;
                keys.stack[c][h][sq] = k;
                sq += 1;
            }
            h += 1;
        }
        let mut i = 0;
        while i < CROWN_STATES {
            let (s, k) = splitmix(state);
            state = s;
            keys.crown[c][i] = k;
            i += 1;
        }
        c += 1;
    }
    let (_, k) = splitmix(state);
    keys.black_to_move = k;
    keys
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_height_eight_stack_reaches_no_square_but_always_leaves() {
        for sq in 0..64 {
            assert_eq!(reach(sq, 8), 0);
            assert!(can_leave(sq, 8));
        }
    }

    #[test]
    fn a_central_height_one_stack_reaches_its_eight_neighbours_and_cannot_leave() {
        let d4 = parse_square("d4").expect("d4 is a square");
        assert_eq!(reach(d4, 1).count_ones(), 8);
        assert!(!can_leave(d4, 1));
        let a1 = parse_square("a1").expect("a1 is a square");
        assert_eq!(reach(a1, 1).count_ones(), 3);
        assert!(can_leave(a1, 1));
    }

    #[test]
    fn square_names_round_trip() {
        for sq in 0..64 {
            assert_eq!(parse_square(&square_name(sq)), Some(sq));
        }
        assert_eq!(parse_square("i1"), None);
        assert_eq!(parse_square("a9"), None);
        assert_eq!(parse_square("a10"), None);
    }
}
