//! What a picture shows of a position: the man on each square, the last
//! move's squares and the king in check, read with the rules crate (so a
//! position that does not read, or is not one of the game, draws nothing).

use regalia_rules::{AnyPosition, Color, PositionError, Variant};

/// What stands on a square: a chess piece (its role letter, `p` .. `k`)
/// or a Lielow stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Man {
    Piece {
        white: bool,
        role: char,
    },
    Stack {
        white: bool,
        height: u8,
        crowned: bool,
    },
}

/// A position as a picture shows it. Squares are numbered 0 = a1 .. 63 = h8.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    pub variant: Variant,
    pub men: [Option<Man>; 64],
    /// The squares the last move left and reached (one for a Lielow stack
    /// that left the board).
    pub last: [Option<u8>; 2],
    /// The square of a king in check.
    pub check: Option<u8>,
}

impl Diagram {
    /// A board of `variant` with nothing on it.
    pub fn empty(variant: Variant) -> Diagram {
        Diagram {
            variant,
            men: [None; 64],
            last: [None; 2],
            check: None,
        }
    }

    /// The position `text` of `variant` (FEN, or Lielow's position text).
    pub fn read(variant: Variant, text: &str) -> Result<Diagram, PositionError> {
        let mut diagram = Diagram::empty(variant);
        match AnyPosition::from_fen(variant, text)? {
            AnyPosition::Chess(g) => diagram.place_pieces(g.position()),
            AnyPosition::KingOfTheHill(g) => diagram.place_pieces(g.position()),
            AnyPosition::RacingKings(g) => diagram.place_pieces(g.position()),
            AnyPosition::Lielow(g) => {
                let crowns = [Color::White, Color::Black].map(|c| g.crown_square(c));
                for square in 0..64u8 {
                    let Some(owner) = g.owner(square) else {
                        continue;
                    };
                    let white = owner == Color::White;
                    diagram.men[usize::from(square)] = Some(Man::Stack {
                        white,
                        height: g.height(square),
                        crowned: crowns[usize::from(!white)] == Some(square),
                    });
                }
            }
        }
        Ok(diagram)
    }

    fn place_pieces<P: shakmaty::Position>(&mut self, position: &P) {
        let board = position.board();
        for (square, piece) in board.clone() {
            self.men[usize::from(square)] = Some(Man::Piece {
                white: piece.color.is_white(),
                role: piece.role.char(),
            });
        }
        if position.is_check() {
            self.check = board.king_of(position.turn()).map(u8::from);
        }
    }

    /// The same, with the squares of the move `uci` (`e2e4`, `e7e8q`,
    /// `a2off`) marked as the last move.
    pub fn with_last_move(mut self, uci: Option<&str>) -> Diagram {
        let square = |text: &[u8]| match text {
            [f @ b'a'..=b'h', r @ b'1'..=b'8', ..] => Some((r - b'1') * 8 + (f - b'a')),
            _ => None,
        };
        self.last = match uci.map(str::as_bytes) {
            Some(m) if m.len() >= 4 => [square(&m[..2]), square(&m[2..])],
            _ => [None; 2],
        };
        self
    }

    /// Whether `square` is one of the last move's.
    pub fn lit(&self, square: u8) -> bool {
        self.last.contains(&Some(square))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_of_chess_has_its_thirty_two_pieces() {
        let d = Diagram::read(
            Variant::Chess,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        )
        .expect("the start reads");
        assert_eq!(d.men.iter().flatten().count(), 32);
        assert_eq!(
            d.men[4],
            Some(Man::Piece {
                white: true,
                role: 'k'
            })
        );
        assert_eq!(d.check, None);
    }

    #[test]
    fn a_lielow_crown_is_on_its_stack() {
        let d = Diagram::read(
            Variant::Lielow,
            "8/B1B1B1B1B1B1B1B1/8/8/8/4W2*3/W1W1W1W11W1W1W1/8 b -",
        )
        .expect("reads")
        .with_last_move(Some("e2e3"));
        assert_eq!(
            d.men[20],
            Some(Man::Stack {
                white: true,
                height: 2,
                crowned: true
            })
        );
        assert!(d.lit(12) && d.lit(20) && !d.lit(13));
        let off = d.with_last_move(Some("a2off"));
        assert_eq!(off.last, [Some(8), None]);
    }

    #[test]
    fn a_king_in_check_is_marked() {
        let d = Diagram::read(Variant::Chess, "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1").expect("reads");
        assert_eq!(d.check, Some(4));
    }

    #[test]
    fn a_position_of_another_game_is_refused() {
        assert!(Diagram::read(Variant::RacingKings, "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1").is_err());
        assert!(Diagram::read(Variant::Lielow, "not a position").is_err());
    }
}
