//! The sequential probability ratio test of `regalia match --sprt`, as
//! engine testers use it to accept or reject one change at a time.
//!
//! The games are counted in pairs (the two games of a pair share their start,
//! colours swapped), so each pair scores 0, ¼, ½, ¾ or 1 for the first
//! engine: the *pentanomial* model. Pairs remove most of the noise an
//! unbalanced opening brings, which a per-game count would keep.
//!
//! The hypotheses are Elo differences on the logistic scale (a score `s`
//! is `400 · log10(s / (1 − s))` Elo). For each hypothesis the log-likelihood
//! uses the most likely distribution of pair scores whose mean is the
//! hypothesis' expected score (the generalised SPRT): the observed
//! frequencies reweighted by `1 / (1 + λ (x − s))`, with λ found by bisection.
//! The test stops when the log-likelihood ratio leaves
//! `[ln(β / (1 − α)), ln((1 − β) / α)]` (Wald's bounds).

/// Pair scores of the pentanomial model, in quarters.
const PAIR_SCORES: [f64; 5] = [0.0, 0.25, 0.5, 0.75, 1.0];

/// Frequency given to a pair score never seen, so that a short run of
/// wins only gives a finite ratio.
const UNSEEN: f64 = 1e-3;

/// Where the test stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The change is at least `elo1` better: H1 accepted.
    Accept,
    /// The change is at most `elo0` better: H1 rejected.
    Reject,
    /// Not enough games yet.
    Continue,
}

#[derive(Clone, Copy, Debug)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

impl Sprt {
    /// Checks the hypotheses and the error rates.
    pub fn new(elo0: f64, elo1: f64, alpha: f64, beta: f64) -> anyhow::Result<Sprt> {
        if !(elo0.is_finite() && elo1.is_finite()) || elo1 <= elo0 {
            anyhow::bail!("--sprt needs ELO0,ELO1 with ELO0 below ELO1");
        }
        if elo0.abs() >= 1000.0 || elo1.abs() >= 1000.0 {
            anyhow::bail!("--sprt Elo bounds must lie within ±1000");
        }
        for (name, v) in [("--alpha", alpha), ("--beta", beta)] {
            if !(v > 0.0 && v < 0.5) {
                anyhow::bail!("{name} must lie between 0 and 0.5");
            }
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        })
    }

    /// Reads `ELO0,ELO1`.
    pub fn parse_bounds(text: &str) -> anyhow::Result<(f64, f64)> {
        let (a, b) = text
            .split_once(',')
            .ok_or_else(|| anyhow::anyhow!("--sprt takes ELO0,ELO1, e.g. 0,10"))?;
        let num = |s: &str| -> anyhow::Result<f64> {
            s.trim()
                .parse()
                .map_err(|_| anyhow::anyhow!("`{s}` in --sprt is not a number"))
        };
        Ok((num(a)?, num(b)?))
    }

    /// The lower bound (reject) and upper bound (accept) of the ratio.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of H1 against H0 for these pair counts
    /// (index = pair score in quarters).
    pub fn llr(&self, pairs: &[u32; 5]) -> f64 {
        let n: u32 = pairs.iter().sum();
        if n == 0 {
            return 0.0;
        }
        let seen: Vec<f64> = pairs.iter().map(|&c| (c as f64).max(UNSEEN)).collect();
        let total: f64 = seen.iter().sum();
        let freq: Vec<f64> = seen.iter().map(|c| c / total).collect();
        let s0 = expected_score(self.elo0);
        let s1 = expected_score(self.elo1);
        let (l0, l1) = (lambda(&freq, s0), lambda(&freq, s1));
        let per_pair: f64 = freq
            .iter()
            .zip(PAIR_SCORES)
            .map(|(&p, x)| p * ((1.0 + l0 * (x - s0)).ln() - (1.0 + l1 * (x - s1)).ln()))
            .sum();
        n as f64 * per_pair
    }

    pub fn verdict(&self, llr: f64) -> Verdict {
        let (low, high) = self.bounds();
        if llr >= high {
            Verdict::Accept
        } else if llr <= low {
            Verdict::Reject
        } else {
            Verdict::Continue
        }
    }
}

/// The expected score of an Elo difference.
pub fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// λ such that the frequencies `freq / (1 + λ (x − s))` (which then sum to
/// one) have mean `s`: the root of `Σ freq (x − s) / (1 + λ (x − s))`,
/// which falls as λ grows, within the λ that keep every weight positive.
fn lambda(freq: &[f64], s: f64) -> f64 {
    let f = |l: f64| -> f64 {
        freq.iter()
            .zip(PAIR_SCORES)
            .map(|(&p, x)| p * (x - s) / (1.0 + l * (x - s)))
            .sum()
    };
    // 1 + λ (x − s) > 0 for x in [0, 1]: λ in (−1 / (1 − s), 1 / s).
    let (mut lo, mut hi) = (-1.0 / (1.0 - s), 1.0 / s);
    let shrink = 1.0 - 1e-12;
    lo *= shrink;
    hi *= shrink;
    for _ in 0..200 {
        let mid = (lo + hi) / 2.0;
        if f(mid) > 0.0 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    (lo + hi) / 2.0
}

/// Running pair counts of a match: the first game of each pair waits here
/// until its partner finishes.
#[derive(Default)]
pub struct PairCounts {
    pub pairs: [u32; 5],
    waiting: std::collections::HashMap<usize, f64>,
}

impl PairCounts {
    /// Records game `index`'s points for the first engine; returns true
    /// when it completed a pair.
    pub fn record(&mut self, index: usize, points: f64) -> bool {
        match self.waiting.remove(&(index / 2)) {
            Some(other) => {
                let quarters = ((other + points) * 2.0).round().clamp(0.0, 4.0) as usize;
                self.pairs[quarters] += 1;
                true
            }
            None => {
                self.waiting.insert(index / 2, points);
                false
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn test_0_10() -> Sprt {
        Sprt::new(0.0, 10.0, 0.05, 0.05).expect("valid")
    }

    #[test]
    fn wald_bounds_for_five_percent_errors_are_about_three() {
        let (low, high) = test_0_10().bounds();
        assert!((low + 2.944).abs() < 1e-3 && (high - 2.944).abs() < 1e-3);
    }

    #[test]
    fn no_pairs_give_no_evidence() {
        assert_eq!(test_0_10().llr(&[0; 5]), 0.0);
    }

    #[test]
    fn a_score_at_elo1_leans_to_h1_and_one_at_elo0_to_h0() {
        let t = Sprt::new(0.0, 50.0, 0.05, 0.05).expect("valid");
        // Mean pair score about 0.59 (≈ +60 Elo).
        let good = [50, 150, 350, 300, 150];
        // Mean exactly 0.5.
        let even = [100, 200, 400, 200, 100];
        assert!(t.llr(&good) > 0.0, "{}", t.llr(&good));
        assert!(t.llr(&even) < 0.0, "{}", t.llr(&even));
        assert_eq!(t.verdict(t.llr(&[0, 0, 0, 0, 40])), Verdict::Accept);
        assert_eq!(t.verdict(t.llr(&[40, 0, 0, 0, 0])), Verdict::Reject);
    }

    #[test]
    fn a_short_run_of_wins_is_not_enough() {
        // Three won pairs in a test of 0 against 100 Elo decide nothing yet.
        let t = Sprt::new(0.0, 100.0, 0.05, 0.05).expect("valid");
        let llr = t.llr(&[0, 0, 0, 0, 3]);
        assert!(llr > 0.0 && t.verdict(llr) == Verdict::Continue, "{llr}");
    }

    #[test]
    fn the_ratio_grows_with_the_number_of_pairs() {
        let t = test_0_10();
        let a = t.llr(&[10, 20, 40, 25, 12]);
        let b = t.llr(&[20, 40, 80, 50, 24]);
        assert!((b - 2.0 * a).abs() < 1e-9 && a > 0.0);
    }

    #[test]
    fn constrained_frequencies_have_the_hypothesis_mean() {
        let freq = [0.1, 0.2, 0.3, 0.3, 0.1];
        for s in [0.4, 0.5, 0.6] {
            let l = lambda(&freq, s);
            let w: Vec<f64> = freq
                .iter()
                .zip(PAIR_SCORES)
                .map(|(&p, x)| p / (1.0 + l * (x - s)))
                .collect();
            let sum: f64 = w.iter().sum();
            let mean: f64 = w.iter().zip(PAIR_SCORES).map(|(p, x)| p * x).sum();
            assert!((sum - 1.0).abs() < 1e-9 && (mean - s).abs() < 1e-9);
        }
    }

    #[test]
    fn pairs_are_counted_when_both_games_are_in() {
        let mut c = PairCounts::default();
        assert!(!c.record(3, 1.0));
        assert!(!c.record(0, 0.5));
        assert!(c.record(2, 0.5));
        assert!(c.record(1, 0.0));
        assert_eq!(c.pairs, [0, 1, 0, 1, 0]);
    }

    #[test]
    fn bounds_and_rates_are_checked() {
        assert!(Sprt::new(10.0, 0.0, 0.05, 0.05).is_err());
        assert!(Sprt::new(0.0, 10.0, 0.0, 0.05).is_err());
        assert!(Sprt::parse_bounds("0,5").is_ok());
        assert!(Sprt::parse_bounds("0;5").is_err());
        assert!(Sprt::parse_bounds("a,5").is_err());
    }
}
