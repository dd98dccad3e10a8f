//! Pairing the waiting pool, as lichess's arena: a player whose game ended
//! waits and is paired within seconds with a near-ranked waiting player,
//! never the one they just played (unless nobody else is in the arena),
//! with colours kept balanced: never more than three games of one colour
//! in a row. Near the end no new game starts when too little time remains.

use regalia_rules::Color;

/// At most this many places down the ranking is a partner looked for.
pub const NEAR: usize = 6;
/// Games of one colour in a row a player may have.
pub const MAX_SAME_COLOR: usize = 3;

/// A player waiting to be paired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Waiting<'a> {
    pub name: &'a str,
    /// Place in the standings (1 for the leader).
    pub rank: u32,
    pub last_opponent: Option<&'a str>,
    /// Colours of the player's games, oldest first.
    pub colors: &'a [Color],
}

impl Waiting<'_> {
    /// Games of colour `c` in a row at the end of the player's history.
    fn streak(&self, c: Color) -> usize {
        self.colors.iter().rev().take_while(|&&x| x == c).count()
    }

    fn whites_minus_blacks(&self) -> i64 {
        self.colors
            .iter()
            .map(|c| if c.is_white() { 1 } else { -1 })
            .sum()
    }

    fn may_take(&self, c: Color) -> bool {
        self.streak(c) < MAX_SAME_COLOR
    }
}

/// Which of `a` and `b` takes White, if either may: the one with fewer
/// whites so far (or whose last game was with Black), keeping both under
/// [`MAX_SAME_COLOR`] games of one colour in a row.
pub fn colors(a: &Waiting, b: &Waiting) -> Option<bool> {
    let a_wants_white = match a.whites_minus_blacks().cmp(&b.whites_minus_blacks()) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Greater => false,
        std::cmp::Ordering::Equal => {
            a.streak(Color::Black) >= b.streak(Color::Black)
                && a.colors.last() != Some(&Color::White)
        }
    };
    let fits = |a_white: bool| {
        let (ca, cb) = if a_white {
            (Color::White, Color::Black)
        } else {
            (Color::Black, Color::White)
        };
        a.may_take(ca) && b.may_take(cb)
    };
    [a_wants_white, !a_wants_white]
        .into_iter()
        .find(|&w| fits(w))
}

/// Pairs the waiting players: each, best ranked first, with the nearest
/// ranked one below (within [`NEAR`] places) that they did not just play
/// and with whom colours fit: never the opponent just played, even when
/// only those two are left (they wait for a third). Returns (White, Black)
/// as indices into `waiting`.
pub fn pair(waiting: &[Waiting]) -> Vec<(usize, usize)> {
    let mut order: Vec<usize> = (0..waiting.len()).collect();
    order.sort_by_key(|&i| (waiting[i].rank, waiting[i].name));
    let mut taken = vec![false; waiting.len()];
    let mut pairs = Vec::new();
    for (k, &i) in order.iter().enumerate() {
        if taken[i] {
            continue;
        }
        let a = &waiting[i];
        let partner = order[k + 1..]
            .iter()
            .filter(|&&j| !taken[j])
            .take(NEAR)
            .find_map(|&j| {
                let b = &waiting[j];
                let rematch = a.last_opponent == Some(b.name) || b.last_opponent == Some(a.name);
                if rematch {
                    return None;
                }
                colors(a, b).map(|a_white| (j, a_white))
            });
        if let Some((j, a_white)) = partner {
            taken[i] = true;
            taken[j] = true;
            pairs.push(if a_white { (i, j) } else { (j, i) });
        }
    }
    pairs
}

/// Whether an arena with `seconds_left` may still start a game of this
/// clock: as lichess, no pairing in the last half of the initial time,
/// at least 30 s and at most 2 min (seconds of the arena's time).
pub fn closed(seconds_left: f64, initial_secs: u32) -> bool {
    seconds_left < closing_secs(initial_secs)
}

/// Seconds before the end when pairing stops.
pub fn closing_secs(initial_secs: u32) -> f64 {
    (f64::from(initial_secs) / 2.0).clamp(30.0, 120.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black as B, White as W};

    fn waiting<'a>(
        name: &'a str,
        rank: u32,
        last: Option<&'a str>,
        colors: &'a [Color],
    ) -> Waiting<'a> {
        Waiting {
            name,
            rank,
            last_opponent: last,
            colors,
        }
    }

    fn names(w: &[Waiting], pairs: &[(usize, usize)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|&(a, b)| (w[a].name.to_owned(), w[b].name.to_owned()))
            .collect()
    }

    #[test]
    fn neighbours_in_the_ranking_play_each_other() {
        let w = [
            waiting("d", 4, None, &[]),
            waiting("a", 1, None, &[]),
            waiting("c", 3, None, &[]),
            waiting("b", 2, None, &[]),
        ];
        let mut got = names(&w, &pair(&w));
        for p in &mut got {
            if p.0 > p.1 {
                std::mem::swap(&mut p.0, &mut p.1);
            }
        }
        assert_eq!(got, [("a".into(), "b".into()), ("c".into(), "d".into())]);
    }

    #[test]
    fn the_last_opponent_is_never_met_again_at_once() {
        let w = [
            waiting("a", 1, Some("b"), &[W]),
            waiting("b", 2, Some("a"), &[B]),
            waiting("c", 3, None, &[]),
        ];
        let pairs = pair(&w);
        assert_eq!(pairs.len(), 1);
        let (x, y) = pairs[0];
        assert!(
            [x, y].contains(&2),
            "c plays, not a against b again: {pairs:?}"
        );
        // Not even when they are the only two left.
        let two = [
            waiting("a", 1, Some("b"), &[W]),
            waiting("b", 2, Some("a"), &[B]),
        ];
        assert!(pair(&two).is_empty());
    }

    #[test]
    fn colours_balance_and_never_four_in_a_row() {
        let a = waiting("a", 1, None, &[W, W]);
        let b = waiting("b", 2, None, &[B]);
        assert_eq!(
            colors(&a, &b),
            Some(false),
            "a had more whites: a plays Black"
        );
        let a = waiting("a", 1, None, &[B, W, W, W]);
        let b = waiting("b", 2, None, &[W, W, W]);
        assert_eq!(
            colors(&a, &b),
            None,
            "both would have a fourth White or Black"
        );
        let a = waiting("a", 1, None, &[W, B, B, B]);
        let b = waiting("b", 2, None, &[B, B, W]);
        assert_eq!(
            colors(&a, &b),
            Some(true),
            "a must have White after three Blacks"
        );
        let w = [a.clone(), waiting("c", 2, None, &[W, B, B, B])];
        assert!(pair(&w).is_empty(), "both need White: no game");
    }

    #[test]
    fn a_long_history_keeps_streaks_under_four() {
        // Six players paired round after round: nobody ever gets a fourth
        // game of one colour in a row, and nobody meets their last opponent.
        let names_ = ["a", "b", "c", "d", "e", "f"];
        let mut hist: Vec<Vec<Color>> = vec![Vec::new(); 6];
        let mut last: Vec<Option<usize>> = vec![None; 6];
        for round in 0..40 {
            let w: Vec<Waiting> = (0..6)
                .map(|i| Waiting {
                    name: names_[i],
                    rank: ((i + round) % 6) as u32 + 1,
                    last_opponent: last[i].map(|j| names_[j]),
                    colors: &hist[i],
                })
                .collect();
            let pairs = pair(&w);
            assert!(!pairs.is_empty());
            for (white, black) in pairs {
                assert_ne!(last[white], Some(black));
                hist[white].push(W);
                hist[black].push(B);
                last[white] = Some(black);
                last[black] = Some(white);
            }
            for h in &hist {
                for c in [W, B] {
                    let run = h.iter().rev().take_while(|&&x| x == c).count();
                    assert!(run <= MAX_SAME_COLOR, "{h:?}");
                }
            }
        }
    }

    #[test]
    fn no_game_starts_in_the_last_half_of_the_clock_within_bounds() {
        assert!(closed(29.0, 0));
        assert!(!closed(31.0, 0));
        assert!(closed(89.0, 180));
        assert!(!closed(91.0, 180));
        assert!(closed(119.0, 600));
        assert!(!closed(121.0, 600));
    }
}
