//! Real-time clocks, kept by the server.
//!
//! Time is passed in as milliseconds on a monotonic scale (`now`), so the
//! rules of the clock are tested without waiting. The clocks start with
//! Black's first move (ply 2); from then on the clock of the side to move
//! runs and each move adds the increment to the mover.
//!
//! A correspondence clock (days per move) is the same clock with other
//! rules: it runs from the first move, each move gives the mover the whole
//! time again, and running out ends nothing by itself: it lets the
//! opponent claim the game ([`Clock::overdue`]).

use regalia_rules::Color;

use crate::protocol::{ClockView, Side};

/// A time control: initial time and increment, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    pub initial_ms: i64,
    pub increment_ms: i64,
}

/// The mover's time was already out when the move arrived.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flagged(pub Color);

/// Both players' clocks.
#[derive(Clone, Debug)]
pub struct Clock {
    pub control: TimeControl,
    /// Time left for White and Black when their clock last stopped.
    left: [i64; 2],
    /// Whose clock runs, and since when.
    running: Option<(Color, u64)>,
    /// Sides that berserked (arena games): they get no increment.
    berserk: [bool; 2],
    /// A correspondence clock's days per move (its `initial_ms` is that
    /// many days).
    pub days: Option<u8>,
}

fn idx(c: Color) -> usize {
    if c.is_white() {
        0
    } else {
        1
    }
}

impl Clock {
    pub fn new(control: TimeControl) -> Clock {
        Clock {
            control,
            left: [control.initial_ms; 2],
            running: None,
            berserk: [false; 2],
            days: None,
        }
    }

    /// A correspondence clock: `days` per move, a day being `day_ms`
    /// (shorter in tests). It starts with [`Clock::start`].
    pub fn correspondence(days: u8, day_ms: i64) -> Clock {
        Clock {
            days: Some(days),
            ..Clock::new(TimeControl {
                initial_ms: i64::from(days) * day_ms,
                increment_ms: 0,
            })
        }
    }

    /// A correspondence clock starts running for `turn` when the game
    /// starts (both seats taken), with the whole time.
    pub fn start(&mut self, turn: Color, now: u64) {
        if self.days.is_some() {
            self.left = [self.control.initial_ms; 2];
            self.running = Some((turn, now));
        }
    }

    /// The side a correspondence clock has run out for at `now`: the
    /// opponent may claim the game. Never for a real-time clock, whose
    /// flag ends the game at once ([`Clock::flagged`]).
    pub fn overdue(&self, now: u64) -> Option<Color> {
        self.days?;
        self.running().filter(|&c| self.left(c, now) <= 0)
    }

    /// A clock read back from storage; it runs for the side to move when
    /// the clocks had started (`ply >= 2`), from `now`.
    pub fn restore(
        control: TimeControl,
        white_ms: i64,
        black_ms: i64,
        ply: usize,
        turn: Color,
        playing: bool,
        now: u64,
    ) -> Clock {
        Clock {
            control,
            left: [white_ms, black_ms],
            running: (playing && ply >= 2).then_some((turn, now)),
            berserk: [false; 2],
            days: None,
        }
    }

    /// A correspondence clock read back from storage: `turn` has
    /// `left_ms` until its deadline (none when the game is not being
    /// played), from `now`.
    pub fn restore_correspondence(
        days: u8,
        control: TimeControl,
        turn: Color,
        left_ms: Option<i64>,
        now: u64,
    ) -> Clock {
        let mut left = [control.initial_ms; 2];
        if let Some(ms) = left_ms {
            left[idx(turn)] = ms;
        }
        Clock {
            control,
            left,
            running: left_ms.map(|_| (turn, now)),
            berserk: [false; 2],
            days: Some(days),
        }
    }

    /// `color` berserks before their first move: half the initial time
    /// left, and no increment from now on.
    pub fn berserk(&mut self, color: Color) {
        self.left[idx(color)] = self.left[idx(color)].min(self.control.initial_ms / 2);
        self.berserk[idx(color)] = true;
    }

    /// A clock read back from storage: `color` had berserked (its stored
    /// time is already halved).
    pub fn restore_berserk(&mut self, berserk: [bool; 2]) {
        self.berserk = berserk;
    }

    /// Counts `ms` of thinking the running side did before this clock was
    /// restored, as if its clock had started that much earlier (what is
    /// stored stays the time left at the last move, so a second restore
    /// does not charge it twice). Nothing when no clock runs.
    pub fn backdate(&mut self, ms: i64) {
        if let Some((_, since)) = &mut self.running {
            *since = since.saturating_sub(u64::try_from(ms).unwrap_or(0));
        }
    }

    /// Time left for `color` at `now`; negative once the flag has fallen.
    pub fn left(&self, color: Color, now: u64) -> i64 {
        let base = self.left[idx(color)];
        match self.running {
            Some((c, since)) if c == color => base - now.saturating_sub(since) as i64,
            _ => base,
        }
    }

    /// Time left for `color` when its clock last stopped or started.
    pub fn stored_left(&self, color: Color) -> i64 {
        self.left[idx(color)]
    }

    pub fn running(&self) -> Option<Color> {
        self.running.map(|(c, _)| c)
    }

    /// The side whose time is out at `now`, if any.
    pub fn flagged(&self, now: u64) -> Option<Color> {
        self.running().filter(|&c| self.left(c, now) <= 0)
    }

    /// When the running clock's flag falls (on the `now` scale).
    pub fn flag_at(&self) -> Option<u64> {
        self.running
            .map(|(c, since)| since + self.left[idx(c)].max(0) as u64)
    }

    /// Records a move by `mover` at `now` that brings the game to `ply`
    /// plies played. Refused when the mover's time is already out.
    pub fn after_move(&mut self, mover: Color, ply: usize, now: u64) -> Result<(), Flagged> {
        if self.days.is_some() {
            // Late is allowed until the opponent claims; the next turn
            // has the whole time again.
            self.left = [self.control.initial_ms; 2];
            self.running = Some((!mover, now));
            return Ok(());
        }
        if let Some((c, since)) = self.running {
            let left = self.left[idx(c)] - now.saturating_sub(since) as i64;
            if c == mover {
                if left <= 0 {
                    return Err(Flagged(mover));
                }
                let increment = if self.berserk[idx(c)] {
                    0
                } else {
                    self.control.increment_ms
                };
                self.left[idx(c)] = left + increment;
            } else {
                self.left[idx(c)] = left;
            }
        }
        self.running = (ply >= 2).then_some((!mover, now));
        Ok(())
    }

    /// After moves were taken back: charge the running side, then run the
    /// clock of `turn` if the clocks had started at `ply`.
    pub fn after_takeback(&mut self, ply: usize, turn: Color, now: u64) {
        if self.days.is_some() {
            self.left = [self.control.initial_ms; 2];
            self.running = Some((turn, now));
            return;
        }
        self.stop(now);
        self.running = (ply >= 2).then_some((turn, now));
    }

    /// Stops the clocks for good (the game is over).
    pub fn stop(&mut self, now: u64) {
        if let Some((c, since)) = self.running.take() {
            self.left[idx(c)] = (self.left[idx(c)] - now.saturating_sub(since) as i64).max(0);
        }
    }

    pub fn view(&self, now: u64) -> ClockView {
        ClockView {
            initial: self.control.initial_ms,
            increment: self.control.increment_ms,
            white: self.left(Color::White, now).max(0),
            black: self.left(Color::Black, now).max(0),
            running: self.running().map(Side::from),
            days: self.days,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TC: TimeControl = TimeControl {
        initial_ms: 60_000,
        increment_ms: 2_000,
    };

    /// A clock after both first moves, made at time 0: White's is running.
    fn started() -> Clock {
        let mut clock = Clock::new(TC);
        clock.after_move(Color::White, 1, 0).expect("time left");
        clock.after_move(Color::Black, 2, 0).expect("time left");
        clock
    }

    #[test]
    fn clocks_do_not_run_before_blacks_first_move() {
        let mut clock = Clock::new(TC);
        clock.after_move(Color::White, 1, 5_000).expect("time left");
        assert_eq!(clock.running(), None);
        assert_eq!(clock.left(Color::White, 90_000), 60_000);
        assert_eq!(clock.left(Color::Black, 90_000), 60_000);
        clock
            .after_move(Color::Black, 2, 95_000)
            .expect("time left");
        assert_eq!(clock.running(), Some(Color::White));
        assert_eq!(clock.left(Color::Black, 95_000), 60_000);
    }

    #[test]
    fn running_clock_is_charged_and_mover_gets_the_increment() {
        let mut clock = started();
        clock
            .after_move(Color::White, 3, 10_000)
            .expect("time left");
        assert_eq!(clock.left(Color::White, 10_000), 52_000);
        assert_eq!(clock.running(), Some(Color::Black));
        assert_eq!(clock.left(Color::Black, 13_000), 57_000);
        clock
            .after_move(Color::Black, 4, 13_000)
            .expect("time left");
        assert_eq!(clock.left(Color::Black, 99_000), 59_000);
    }

    #[test]
    fn a_move_after_the_flag_fell_is_refused() {
        let mut clock = started();
        assert_eq!(clock.flag_at(), Some(60_000));
        assert_eq!(clock.flagged(59_999), None);
        assert_eq!(clock.flagged(60_000), Some(Color::White));
        assert_eq!(
            clock.after_move(Color::White, 3, 60_001),
            Err(Flagged(Color::White))
        );
    }

    #[test]
    fn stopping_keeps_the_time_left_and_never_goes_negative() {
        let mut clock = started();
        clock.stop(70_000);
        assert_eq!(clock.running(), None);
        assert_eq!(clock.view(80_000).white, 0);
        assert_eq!(clock.view(80_000).black, 60_000);
    }

    #[test]
    fn takeback_before_blacks_first_move_stops_the_clocks() {
        let mut clock = started();
        clock.after_takeback(1, Color::Black, 4_000);
        assert_eq!(clock.running(), None);
        assert_eq!(clock.left(Color::White, 9_000), 56_000);
    }

    #[test]
    fn a_correspondence_clock_runs_from_the_start_and_gives_each_turn_the_whole_time() {
        let mut clock = Clock::correspondence(2, 1_000);
        assert_eq!(clock.running(), None);
        clock.start(Color::White, 0);
        assert_eq!(clock.left(Color::White, 500), 1_500);
        clock.after_move(Color::White, 1, 1_500).expect("no flag");
        assert_eq!(clock.running(), Some(Color::Black));
        assert_eq!(clock.left(Color::White, 9_000), 2_000);
        assert_eq!(clock.left(Color::Black, 2_000), 1_500);
        assert_eq!(clock.view(2_000).days, Some(2));
    }

    #[test]
    fn a_correspondence_clock_run_out_lets_the_opponent_claim_and_a_late_move_still_counts() {
        let mut clock = Clock::correspondence(1, 1_000);
        clock.start(Color::White, 0);
        assert_eq!(clock.overdue(999), None);
        assert_eq!(clock.overdue(1_000), Some(Color::White));
        // No flag falls by itself.
        assert_eq!(clock.flag_at(), Some(1_000));
        clock
            .after_move(Color::White, 1, 5_000)
            .expect("late but not claimed");
        assert_eq!(clock.overdue(5_500), None);
        assert_eq!(clock.left(Color::Black, 5_500), 500);
    }

    #[test]
    fn a_real_time_clock_is_never_overdue_it_flags() {
        let clock = started();
        assert_eq!(clock.overdue(90_000), None);
        assert_eq!(clock.flagged(90_000), Some(Color::White));
    }

    #[test]
    fn a_restored_correspondence_clock_keeps_the_deadline() {
        let control = TimeControl {
            initial_ms: 3_000,
            increment_ms: 0,
        };
        let clock = Clock::restore_correspondence(3, control, Color::Black, Some(1_200), 10_000);
        assert_eq!(clock.left(Color::Black, 10_200), 1_000);
        assert_eq!(clock.left(Color::White, 10_200), 3_000);
        assert_eq!(clock.overdue(11_200), Some(Color::Black));
    }

    #[test]
    fn restored_clock_runs_for_the_side_to_move_from_now() {
        let clock = Clock::restore(TC, 30_000, 20_000, 7, Color::Black, true, 1_000);
        assert_eq!(clock.left(Color::Black, 6_000), 15_000);
        assert_eq!(clock.left(Color::White, 6_000), 30_000);
        let early = Clock::restore(TC, 60_000, 60_000, 1, Color::Black, true, 0);
        assert_eq!(early.running(), None);
    }
}
