//! Elo differences from match results (logistic Elo).

/// Elo difference for a score fraction.
pub fn elo(p: f64) -> f64 {
    let p = p.clamp(1e-6, 1.0 - 1e-6);
    -400.0 * (1.0 / p - 1.0).log10()
}

/// The Elo difference and its 95% margin from wins, draws, losses.
pub fn elo_with_margin(wins: usize, draws: usize, losses: usize) -> (f64, f64) {
    let n = (wins + draws + losses) as f64;
    if n == 0.0 {
        return (0.0, 0.0);
    }
    let p = (wins as f64 + draws as f64 / 2.0) / n;
    let variance = (wins as f64 * (1.0 - p).powi(2)
        + draws as f64 * (0.5 - p).powi(2)
        + losses as f64 * p.powi(2))
        / n;
    let deviation = (variance / n).sqrt();
    let low = elo(p - 1.96 * deviation);
    let high = elo(p + 1.96 * deviation);
    (elo(p), (high - low) / 2.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_score_is_zero_elo_and_a_sweep_is_large() {
        let (d, m) = elo_with_margin(10, 0, 10);
        assert!(d.abs() < 1e-9 && m > 100.0);
        let (d, _) = elo_with_margin(75, 0, 25);
        assert!((d - 190.8).abs() < 1.0, "75% is about +191 Elo, got {d}");
    }
}
