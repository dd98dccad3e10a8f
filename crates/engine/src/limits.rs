//! What bounds a search: depth, nodes, a fixed time, or a clock; and how
//! much of a clock one move may spend.

use std::time::Duration;

use regalia_rules::Color;

/// The clocks as UCI `go wtime btime winc binc movestogo` gives them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    pub white: Duration,
    pub black: Duration,
    pub white_increment: Duration,
    pub black_increment: Duration,
    pub moves_to_go: Option<u32>,
}

/// The bounds of one search. Every bound given applies; with none at all
/// the search runs until stopped (or the deepest depth).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    pub clock: Option<Clock>,
    /// Search until stopped, ignoring depth and time (UCI `go infinite`).
    pub infinite: bool,
}

/// The moves a game is expected to last from any point, unless the game
/// says otherwise.
pub const DEFAULT_HORIZON: u32 = 30;

/// Time kept back from every move for process and pipe latency.
const MOVE_OVERHEAD: Duration = Duration::from_millis(20);

/// The time plan of one move: stop starting new iterations after `soft`,
/// abort the search at `hard`. When both are equal the time is fixed
/// ([`TimePlan::is_fixed`]): a move time, spent in full.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimePlan {
    pub soft: Duration,
    pub hard: Duration,
}

impl TimePlan {
    /// Whether the move has a fixed time (UCI `go movetime`, or a clock
    /// so short that no time can be saved): nothing is gained by stopping
    /// before `hard`.
    pub fn is_fixed(&self) -> bool {
        self.soft >= self.hard
    }
}

impl Limits {
    /// The time plan for the side `turn`, or `None` when time does not bound
    /// the search. A move gets about a thirtieth of the time left.
    pub fn time_plan(&self, turn: Color) -> Option<TimePlan> {
        self.time_plan_over(turn, DEFAULT_HORIZON)
    }

    /// The time plan when the game is expected to last about `horizon` more
    /// moves (without `movestogo`): a move gets `time left / horizon`.
    pub fn time_plan_over(&self, turn: Color, horizon: u32) -> Option<TimePlan> {
        if self.infinite {
            return None;
        }
        let mut plan: Option<TimePlan> = None;
        if let Some(clock) = self.clock {
            let (left, inc) = if turn.is_white() {
                (clock.white, clock.white_increment)
            } else {
                (clock.black, clock.black_increment)
            };
            let usable = left.saturating_sub(MOVE_OVERHEAD);
            let horizon = horizon.max(1);
            let moves = clock
                .moves_to_go
                .map_or(horizon, |m| m.clamp(1, horizon) + 1);
            let soft = usable / moves + inc * 3 / 4;
            let soft = soft.min(usable / 3).max(Duration::from_millis(1));
            let hard = (soft * 3).min(usable / 2).max(soft);
            plan = Some(TimePlan { soft, hard });
        }
        if let Some(movetime) = self.movetime {
            let hard = movetime
                .saturating_sub(MOVE_OVERHEAD / 2)
                .max(Duration::from_millis(1));
            let fixed = TimePlan { soft: hard, hard };
            plan = Some(match plan {
                Some(p) => TimePlan {
                    soft: p.soft.min(fixed.soft),
                    hard: p.hard.min(fixed.hard),
                },
                None => fixed,
            });
        }
        plan
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A clock of `white` and `black` milliseconds, no increment.
    fn clock(white: u64, black: u64) -> Limits {
        Limits {
            clock: Some(Clock {
                white: Duration::from_millis(white),
                black: Duration::from_millis(black),
                ..Clock::default()
            }),
            ..Limits::default()
        }
    }

    #[test]
    fn clock_plan_spends_a_small_share_and_never_more_than_half() {
        let limits = clock(60_000, 100);
        let white = limits.time_plan(Color::White).expect("a clock bounds time");
        assert!(white.soft < Duration::from_secs(3) && white.hard <= Duration::from_secs(30));
        let black = limits.time_plan(Color::Black).expect("a clock bounds time");
        assert!(black.hard <= Duration::from_millis(50));
    }

    #[test]
    fn a_move_time_is_fixed_and_a_clock_is_not() {
        let fixed = Limits {
            movetime: Some(Duration::from_millis(100)),
            ..Limits::default()
        };
        let plan = fixed
            .time_plan(Color::White)
            .expect("a move time bounds time");
        assert!(plan.is_fixed());
        assert_eq!(plan.hard, Duration::from_millis(90));
        let plan = clock(60_000, 60_000)
            .time_plan(Color::White)
            .expect("a clock bounds time");
        assert!(!plan.is_fixed());
    }

    #[test]
    fn infinite_search_has_no_time_plan() {
        let limits = Limits {
            movetime: Some(Duration::from_millis(10)),
            infinite: true,
            ..Limits::default()
        };
        assert_eq!(limits.time_plan(Color::White), None);
    }
}
