//! Properties of Lielow over random games, checked against a slow reference
//! written here straight from the rules text: a board of
//! `Option<(owner, height)>`, coordinates stepped one direction at a time,
//! the crown rule applied to both players after every move.

use proptest::prelude::*;
use regalia_rules::lielow::Crown;
use regalia_rules::{Color, Game, Lielow, LielowMove, MoveBuf};

/// The eight directions as the rules say them: one step along a file, a
/// rank or a diagonal, every way but standing still.
fn directions() -> impl Iterator<Item = (i32, i32)> {
    (-1..=1)
        .flat_map(|dx| (-1..=1).map(move |dy| (dx, dy)))
        .filter(|&step| step != (0, 0))
}

#[derive(Clone, Debug, PartialEq)]
struct Reference {
    board: [Option<(Color, u8)>; 64],
    crowns: [Crown; 2],
    turn: Color,
}

fn index(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl Reference {
    fn of(pos: &Lielow) -> Reference {
        let mut board = [None; 64];
        for (sq, cell) in board.iter_mut().enumerate() {
            let sq = sq as u8;
            if let Some(owner) = pos.owner(sq) {
                *cell = Some((owner, pos.height(sq)));
            }
        }
        Reference {
            board,
            crowns: [pos.crown(Color::White), pos.crown(Color::Black)],
            turn: pos.turn(),
        }
    }

    fn over(&self) -> bool {
        self.crowns.iter().any(|c| c.is_lost())
    }

    fn moves(&self) -> Vec<LielowMove> {
        let mut moves = Vec::new();
        if self.over() {
            return moves;
        }
        for from in 0..64u8 {
            let Some((owner, height)) = self.board[from as usize] else {
                continue;
            };
            if owner != self.turn {
                continue;
            }
            let mut leaves = false;
            for (dx, dy) in directions() {
                let x = (from % 8) as i32 + dx * height as i32;
                let y = (from / 8) as i32 + dy * height as i32;
                if !(0..8).contains(&x) || !(0..8).contains(&y) {
                    leaves = true;
                    continue;
                }
                let to = (y * 8 + x) as u8;
                match self.board[to as usize] {
                    Some((o, _)) if o == self.turn => {}
                    _ => moves.push(LielowMove { from, to: Some(to) }),
                }
            }
            if leaves {
                moves.push(LielowMove { from, to: None });
            }
        }
        moves
    }

    fn play(&mut self, m: LielowMove) {
        let us = index(self.turn);
        let them = 1 - us;
        let (_, height) = self.board[m.from as usize].expect("a legal move starts on a stack");
        self.board[m.from as usize] = None;
        let carried = self.crowns[us] == Crown::On(m.from);
        match m.to {
            None => {
                if carried {
                    self.crowns[us] = Crown::LeftBoard;
                }
            }
            Some(to) => {
                let new_height = match self.board[to as usize] {
                    Some(_) => {
                        if self.crowns[them] == Crown::On(to) {
                            self.crowns[them] = Crown::Captured;
                        }
                        1
                    }
                    None => height + 1,
                };
                self.board[to as usize] = Some((self.turn, new_height));
                if carried {
                    self.crowns[us] = Crown::On(to);
                }
            }
        }
        for player in [Color::White, Color::Black] {
            let p = index(player);
            if self.crowns[p].is_lost() {
                continue;
            }
            let own: Vec<(u8, u8)> = (0..64u8)
                .filter_map(|sq| match self.board[sq as usize] {
                    Some((o, h)) if o == player => Some((sq, h)),
                    _ => None,
                })
                .collect();
            let Some(tallest) = own.iter().map(|&(_, h)| h).max() else {
                continue;
            };
            let at_tallest: Vec<u8> = own
                .iter()
                .filter(|&&(_, h)| h == tallest)
                .map(|&(sq, _)| sq)
                .collect();
            if let [only] = at_tallest.as_slice() {
                self.crowns[p] = Crown::On(*only);
            }
        }
        self.turn = !self.turn;
    }
}

fn legal(pos: &Lielow) -> Vec<LielowMove> {
    let mut buf = MoveBuf::new();
    pos.legal_moves(&mut buf);
    buf.to_vec()
}

fn sorted(mut moves: Vec<LielowMove>) -> Vec<LielowMove> {
    moves.sort_by_key(|m| (m.from, m.to.map_or(64, |t| t)));
    moves
}

fn totals(pos: &Lielow) -> (u32, u32) {
    let stacks = pos.stack_count(Color::White) + pos.stack_count(Color::Black);
    let height = pos.total_height(Color::White) + pos.total_height(Color::Black);
    (stacks, height)
}

/// Plays a random game, choosing moves with `choices`, and checks every
/// property at every ply. With `prolong`, moves that end the game are
/// avoided while others exist, so games run long enough to build tall
/// stacks and thin out the board.
fn check_random_game(choices: &[u32], prolong: bool) -> Result<(), TestCaseError> {
    let mut pos = Lielow::start();
    for &choice in choices {
        let moves = legal(&pos);
        let reference = Reference::of(&pos);

        // Move generation agrees with the reference, with no duplicates.
        let ours = sorted(moves.clone());
        let mut deduped = ours.clone();
        deduped.dedup();
        prop_assert_eq!(&ours, &deduped, "duplicate moves in {:?}", pos);
        prop_assert_eq!(&ours, &sorted(reference.moves()), "moves of {:?}", pos);

        // The text round-trips, with the same hash.
        let back = Lielow::from_fen(&pos.to_fen());
        prop_assert_eq!(back.as_ref().map(Game::hash), Ok(pos.hash()));
        prop_assert_eq!(back.as_ref(), Ok(&pos));

        // A player's last stack wears the crown.
        for player in [Color::White, Color::Black] {
            if pos.stack_count(player) == 1 && !pos.crown(player).is_lost() {
                let only = pos.stacks(player).trailing_zeros() as u8;
                prop_assert_eq!(pos.crown_square(player), Some(only), "{:?}", pos);
            }
        }

        if pos.outcome().is_some() {
            prop_assert!(moves.is_empty(), "a finished position has no moves");
            prop_assert!(reference.over());
            return Ok(());
        }
        // Whoever is to move in a running game has a stack and a move.
        prop_assert!(pos.stack_count(pos.turn()) > 0, "{:?}", pos);
        prop_assert!(!moves.is_empty(), "no legal move in {:?}", pos);

        let mut candidates = moves.clone();
        if prolong {
            let going_on: Vec<LielowMove> = moves
                .iter()
                .copied()
                .filter(|&m| {
                    let mut next = pos.clone();
                    next.play(m);
                    next.outcome().is_none()
                })
                .collect();
            if !going_on.is_empty() {
                candidates = going_on;
            }
        }
        let m = candidates[choice as usize % candidates.len()];
        prop_assert_eq!(pos.move_from_uci(&pos.move_to_uci(m)), Ok(m));
        prop_assert_eq!(pos.move_from_text(&pos.move_to_display(m)), Ok(m));
        prop_assert_eq!(
            pos.is_capture(m),
            m.to.is_some_and(|to| pos.owner(to) == Some(!pos.turn()))
        );

        let (stacks_before, height_before) = totals(&pos);
        let mut next_reference = reference;
        next_reference.play(m);
        pos.play(m);
        prop_assert_eq!(&Reference::of(&pos), &next_reference, "after {:?}", m);

        // Every move removes a stack or adds exactly one to the total height.
        let (stacks_after, height_after) = totals(&pos);
        prop_assert!(
            stacks_after + 1 == stacks_before
                || (stacks_after == stacks_before && height_after == height_before + 1),
            "{:?}: stacks {} -> {}, height {} -> {}",
            m,
            stacks_before,
            stacks_after,
            height_before,
            height_after
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn random_games_follow_the_reference_rules_and_keep_every_invariant(
        choices in prop::collection::vec(any::<u32>(), 1..200)
    ) {
        check_random_game(&choices, false)?;
    }

    #[test]
    fn long_random_games_follow_the_reference_rules_and_keep_every_invariant(
        choices in prop::collection::vec(any::<u32>(), 100..400)
    ) {
        check_random_game(&choices, true)?;
    }
}

#[test]
fn the_reference_agrees_at_the_start() {
    let start = Lielow::start();
    assert_eq!(sorted(legal(&start)), sorted(Reference::of(&start).moves()));
    assert_eq!(legal(&start).len(), 46);
}
