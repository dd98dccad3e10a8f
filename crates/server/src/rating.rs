//! Glicko-2 ratings, one per player and game, with lichess's parameters.
//! The arithmetic of one game is the `skillratings` crate's; what is ours
//! is the parameters, the growth of the deviation with time away, and the
//! rules of when a rating counts (provisional, settled for leaderboards).
//!
//! Rating period: every rated game is a rating period of its own for both
//! players (as on lichess). Before a game, each player's deviation grows by
//! the time since their last rated game in that game, at lichess's pace of
//! 0.21436 rating periods a day (Glicko-2 step 6, φ* = √(φ² + t·σ²)), never
//! above [`MAX_DEVIATION`]. The crate's own growth step caps at 350, so the
//! growth is written here.

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// A new player's rating.
pub const START_RATING: f64 = 1500.0;
/// A new player's deviation, and the most it ever grows back to.
pub const MAX_DEVIATION: f64 = 500.0;
/// A new player's volatility.
pub const START_VOLATILITY: f64 = 0.09;
/// Glicko-2's system constant τ.
pub const TAU: f64 = 0.75;
/// A rating is provisional (shown "1500?") while its deviation is this or more.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// Rating periods per day of absence (lichess's figure).
pub const PERIODS_PER_DAY: f64 = 0.21436;
/// Leaderboards list only settled ratings: deviation below this...
pub const SETTLED_DEVIATION: f64 = 65.0;
/// ...and at least this many rated games in the game.
pub const SETTLED_GAMES: i64 = 30;
/// Rated games between the same two players that count in one day.
pub const PAIR_GAMES_PER_DAY: i64 = 10;
/// Players shown on each leaderboard.
pub const LEADERBOARD_SIZE: i64 = 100;

/// Glicko-2's scale factor between the rating scale and its own.
const SCALE: f64 = 173.7178;

/// A player's rating in one game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating {
            rating: START_RATING,
            deviation: MAX_DEVIATION,
            volatility: START_VOLATILITY,
        }
    }
}

/// How a game ended for White.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    WhiteWins,
    Draw,
    BlackWins,
}

impl Rating {
    /// Shown with a question mark while this is true.
    pub fn provisional(&self) -> bool {
        self.deviation >= PROVISIONAL_DEVIATION
    }

    /// The rating as shown: rounded, "1500?" while provisional.
    pub fn shown(&self) -> String {
        let mark = if self.provisional() { "?" } else { "" };
        format!("{}{mark}", self.rating.round() as i64)
    }

    /// The rating after `days` (may be fractional) without a rated game.
    pub fn after_absence(self, days: f64) -> Rating {
        if days <= 0.0 {
            return self;
        }
        let phi = self.deviation / SCALE;
        let periods = days * PERIODS_PER_DAY;
        let grown = (phi * phi + periods * self.volatility * self.volatility).sqrt() * SCALE;
        Rating {
            deviation: grown.min(MAX_DEVIATION),
            ..self
        }
    }

    fn crate_rating(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    fn from_crate(r: Glicko2Rating) -> Rating {
        Rating {
            rating: r.rating,
            deviation: r.deviation.min(MAX_DEVIATION),
            volatility: r.volatility,
        }
    }
}

/// Both ratings after one game (a rating period of its own).
pub fn rate(white: Rating, black: Rating, score: Score) -> (Rating, Rating) {
    rate_with_tau(white, black, score, TAU)
}

/// [`rate`] with another system constant (the tests compare some).
fn rate_with_tau(white: Rating, black: Rating, score: Score, tau: f64) -> (Rating, Rating) {
    let config = Glicko2Config {
        tau,
        ..Glicko2Config::new()
    };
    let outcome = match score {
        Score::WhiteWins => Outcomes::WIN,
        Score::Draw => Outcomes::DRAW,
        Score::BlackWins => Outcomes::LOSS,
    };
    let (w, b) = glicko2(
        &white.crate_rating(),
        &black.crate_rating(),
        &outcome,
        &config,
    );
    (Rating::from_crate(w), Rating::from_crate(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Glicko-2 for one player and one game, step by step as Glickman's
    /// paper ("Example of the Glicko-2 system", 2013) writes it, with the
    /// Illinois iteration of step 5; written here, not taken from the crate.
    fn glickman(me: (f64, f64, f64), them: (f64, f64), s: f64, tau: f64) -> (f64, f64, f64) {
        let (r, rd, sigma) = me;
        let mu = (r - 1500.0) / 173.7178;
        let phi = rd / 173.7178;
        let mu_j = (them.0 - 1500.0) / 173.7178;
        let phi_j = them.1 / 173.7178;
        let g = 1.0 / (1.0 + 3.0 * phi_j * phi_j / std::f64::consts::PI.powi(2)).sqrt();
        let e = 1.0 / (1.0 + (-g * (mu - mu_j)).exp());
        let v = 1.0 / (g * g * e * (1.0 - e));
        let delta = v * g * (s - e);
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
                - (x - a) / (tau * tau)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * tau) < 0.0 {
                k += 1.0;
            }
            a - k * tau
        };
        let (mut fa, mut fb) = (f(big_a), f(big_b));
        while (big_b - big_a).abs() > 0.000_001 {
            let big_c = big_a + (big_a - big_b) * fa / (fb - fa);
            let fc = f(big_c);
            if fc * fb <= 0.0 {
                big_a = big_b;
                fa = fb;
            } else {
                fa /= 2.0;
            }
            big_b = big_c;
            fb = fc;
        }
        let sigma_new = (big_a / 2.0).exp();
        let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * g * (s - e);
        (173.7178 * mu_new + 1500.0, 173.7178 * phi_new, sigma_new)
    }

    #[test]
    fn one_game_between_new_players_matches_glickmans_paper() {
        let start = Rating::default();
        let (winner, loser) = rate(start, start, Score::WhiteWins);
        let fresh = (START_RATING, MAX_DEVIATION, START_VOLATILITY);
        let fresh_them = (START_RATING, MAX_DEVIATION);
        let w = glickman(fresh, fresh_them, 1.0, TAU);
        let l = glickman(fresh, fresh_them, 0.0, TAU);
        assert!((winner.rating - w.0).abs() < 1.0, "{winner:?} vs {w:?}");
        assert!((winner.deviation - w.1).abs() < 1.0, "{winner:?} vs {w:?}");
        assert!((loser.rating - l.0).abs() < 1.0, "{loser:?} vs {l:?}");
        assert!((loser.deviation - l.1).abs() < 1.0, "{loser:?} vs {l:?}");
        // The paper's own example (its step 8 answer: 1464.06, 151.52)
        // checks the independent computation itself, game by game summed
        // there; here one game moves a new player far above 1500.
        assert!(winner.rating > 1700.0 && loser.rating < 1300.0);
        assert!(winner.provisional() && loser.provisional());
    }

    #[test]
    fn the_independent_computation_reproduces_the_papers_example_step() {
        // Glickman's example, first opponent only, computed both ways.
        let me = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let them = Rating {
            rating: 1400.0,
            deviation: 30.0,
            volatility: 0.06,
        };
        let (mine, _) = rate_with_tau(me, them, Score::WhiteWins, 0.5);
        let paper = glickman((1500.0, 200.0, 0.06), (1400.0, 30.0), 1.0, 0.5);
        assert!((mine.rating - paper.0).abs() < 0.01, "{mine:?} {paper:?}");
        assert!((mine.deviation - paper.1).abs() < 0.01);
        assert!((mine.volatility - paper.2).abs() < 1e-6);
    }

    #[test]
    fn deviation_grows_with_time_away_but_never_above_500() {
        let settled = Rating {
            rating: 1800.0,
            deviation: 60.0,
            volatility: 0.06,
        };
        let month = settled.after_absence(30.0);
        assert!(month.deviation > 60.0 && month.deviation < 110.0);
        assert_eq!(month.rating, 1800.0);
        let decade = settled.after_absence(3650.0);
        assert!(decade.deviation <= MAX_DEVIATION);
        assert_eq!(settled.after_absence(0.0), settled);
    }

    #[test]
    fn provisional_until_the_deviation_is_under_110() {
        let mut r = Rating::default();
        assert_eq!(r.shown(), "1500?");
        r.deviation = 109.9;
        assert_eq!(r.shown(), "1500");
    }
}
