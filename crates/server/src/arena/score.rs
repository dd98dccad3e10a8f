//! An arena's points, as lichess's `arena/Sheet`: win 2, draw 1, loss 0;
//! after two wins in a row a player is on fire and a win gives 4, a draw
//! 2, until a game that is not a win; a draw of fewer than 10 moves gives
//! nothing; in a run of draws only the first scores, unless the later draw
//! lasted long enough for its game ([`draw_run_moves`]); a berserk win with
//! at least 7 moves of the berserker's own gives one point more.

use regalia_rules::Variant;

/// A draw of fewer full moves than this gives no point to either player.
pub const SHORT_DRAW_MOVES: u32 = 10;
/// A berserker's win gives a point more when they made at least this many
/// moves of their own.
pub const BERSERK_MOVES: u32 = 7;

/// How long (full moves) a draw after a draw must last to score. lichess
/// asks 30 moves of every game; lila#11565 notes that Racing Kings games
/// rarely last that long, so a run of honest draws there would never
/// score. We scale lichess's 30 (about half of a chess game's median
/// length in our engine self-play, 59 moves: `site/cards.rs`) to each
/// game's median: King of the Hill (33) 20, Racing Kings (26) 15. Lielow
/// has no draws at all (every game ends with a crown leaving the board),
/// so its figure never applies; it is set like Racing Kings's for a game
/// of its length (23).
pub fn draw_run_moves(variant: Variant) -> u32 {
    match variant {
        Variant::Chess => 30,
        Variant::KingOfTheHill => 20,
        Variant::RacingKings | Variant::Lielow => 15,
    }
}

/// A game's result for one of its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Result3 {
    Win,
    Draw,
    Loss,
}

/// One finished game as one of its players saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub result: Result3,
    /// Plies of the whole game (both sides).
    pub plies: u32,
    /// Moves this player made.
    pub own_moves: u32,
    /// This player berserked.
    pub berserk: bool,
}

impl Played {
    /// Full moves of the game (a move is one of each side).
    pub fn moves(&self) -> u32 {
        self.plies / 2
    }
}

/// One game on a player's sheet: its points and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    pub result: Result3,
    pub points: u32,
    /// Scored on fire (doubled).
    pub doubled: bool,
    pub berserk: bool,
}

/// A player's games in an arena, in the order they ended, with points.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sheet {
    pub marks: Vec<Mark>,
}

impl Sheet {
    /// The sheet of these games, in order.
    pub fn of(variant: Variant, games: &[Played]) -> Sheet {
        let mut sheet = Sheet::default();
        for game in games {
            sheet.add(variant, *game);
        }
        sheet
    }

    /// Total points.
    pub fn score(&self) -> u32 {
        self.marks.iter().map(|m| m.points).sum()
    }

    /// On fire: the last two games were wins, so the next win scores 4.
    pub fn fire(&self) -> bool {
        let n = self.marks.len();
        n >= 2 && self.marks[n - 2..].iter().all(|m| m.result == Result3::Win)
    }

    /// Scores the next game and keeps it; returns its mark.
    pub fn add(&mut self, variant: Variant, game: Played) -> Mark {
        let fire = self.fire();
        let after_draw = self.marks.last().is_some_and(|m| m.result == Result3::Draw);
        let double = |p: u32| if fire { p * 2 } else { p };
        let points = match game.result {
            Result3::Win => {
                let bonus = game.berserk && game.own_moves >= BERSERK_MOVES;
                double(2) + u32::from(bonus)
            }
            Result3::Draw if game.moves() < SHORT_DRAW_MOVES => 0,
            Result3::Draw if after_draw && game.moves() < draw_run_moves(variant) => 0,
            Result3::Draw => double(1),
            Result3::Loss => 0,
        };
        let mark = Mark {
            result: game.result,
            points,
            doubled: fire && points > 0 && game.result != Result3::Loss,
            berserk: game.berserk,
        };
        self.marks.push(mark);
        mark
    }

    /// The points as digits, oldest first (`"22440"`).
    pub fn digits(&self) -> String {
        self.marks
            .iter()
            .map(|m| char::from_digit(m.points.min(9), 10).unwrap_or('9'))
            .collect()
    }

    pub fn wins(&self) -> u32 {
        self.count(Result3::Win)
    }

    pub fn draws(&self) -> u32 {
        self.count(Result3::Draw)
    }

    pub fn losses(&self) -> u32 {
        self.count(Result3::Loss)
    }

    fn count(&self, r: Result3) -> u32 {
        self.marks.iter().filter(|m| m.result == r).count() as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KOTH: Variant = Variant::KingOfTheHill;

    fn win(plies: u32) -> Played {
        Played {
            result: Result3::Win,
            plies,
            own_moves: plies.div_ceil(2),
            berserk: false,
        }
    }

    fn draw(plies: u32) -> Played {
        Played {
            result: Result3::Draw,
            ..win(plies)
        }
    }

    fn loss() -> Played {
        Played {
            result: Result3::Loss,
            ..win(40)
        }
    }

    fn points(games: &[Played]) -> Vec<u32> {
        Sheet::of(KOTH, games)
            .marks
            .iter()
            .map(|m| m.points)
            .collect()
    }

    #[test]
    fn a_win_is_two_a_long_draw_one_a_loss_nothing() {
        assert_eq!(points(&[win(30), draw(40), loss()]), [2, 1, 0]);
    }

    #[test]
    fn two_wins_in_a_row_set_a_player_on_fire_until_a_game_that_is_not_a_win() {
        let games = [win(30), win(30), win(30), win(30), draw(40), win(30)];
        assert_eq!(points(&games), [2, 2, 4, 4, 2, 2]);
        let sheet = Sheet::of(KOTH, &games[..2]);
        assert!(sheet.fire());
        assert!(!Sheet::of(KOTH, &games[..5]).fire());
        assert_eq!(
            points(&[win(30), win(30), loss(), win(30), win(30)]),
            [2, 2, 0, 2, 2]
        );
    }

    #[test]
    fn a_draw_of_fewer_than_ten_moves_gives_nothing_even_on_fire() {
        assert_eq!(points(&[draw(19)]), [0]);
        assert_eq!(points(&[draw(20)]), [1]);
        let games = [win(30), win(30), draw(18), win(30)];
        assert_eq!(points(&games), [2, 2, 0, 2]);
    }

    #[test]
    fn in_a_run_of_draws_only_the_first_scores_unless_the_later_lasted() {
        // King of the Hill: 20 moves (40 plies) make a draw after a draw count.
        assert_eq!(points(&[draw(30), draw(30), draw(39)]), [1, 0, 0]);
        assert_eq!(points(&[draw(30), draw(40)]), [1, 1]);
        // A short draw starts a run too.
        assert_eq!(points(&[draw(10), draw(30)]), [0, 0]);
        // A win between two draws breaks the run.
        assert_eq!(points(&[draw(30), win(30), draw(30)]), [1, 2, 1]);
    }

    #[test]
    fn each_game_has_its_own_length_for_a_run_of_draws() {
        let run = |v, plies| {
            Sheet::of(v, &[draw(24), draw(plies)])
                .marks
                .iter()
                .map(|m| m.points)
                .collect::<Vec<_>>()
        };
        assert_eq!(run(Variant::RacingKings, 30), [1, 1]);
        assert_eq!(run(Variant::RacingKings, 29), [1, 0]);
        assert_eq!(run(Variant::Chess, 59), [1, 0]);
        assert_eq!(run(Variant::Chess, 60), [1, 1]);
    }

    #[test]
    fn a_berserk_win_of_seven_own_moves_gives_a_point_more() {
        let berserk = |own_moves| Played {
            berserk: true,
            own_moves,
            ..win(30)
        };
        assert_eq!(points(&[berserk(7)]), [3]);
        assert_eq!(points(&[berserk(6)]), [2]);
        // On fire: 4 and the point.
        assert_eq!(points(&[win(30), win(30), berserk(9)]), [2, 2, 5]);
        // A berserk draw or loss gives nothing more.
        let berserk_draw = Played {
            berserk: true,
            ..draw(40)
        };
        assert_eq!(points(&[berserk_draw]), [1]);
    }

    #[test]
    fn the_sheet_reads_as_digits_oldest_first_with_totals() {
        let sheet = Sheet::of(KOTH, &[win(30), win(30), win(30), loss(), draw(40)]);
        assert_eq!(sheet.digits(), "22401");
        assert_eq!(sheet.score(), 9);
        assert_eq!((sheet.wins(), sheet.draws(), sheet.losses()), (3, 1, 1));
        let doubled: Vec<bool> = sheet.marks.iter().map(|m| m.doubled).collect();
        assert_eq!(doubled, [false, false, true, false, false]);
    }
}
