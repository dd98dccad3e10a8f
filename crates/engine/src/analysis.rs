//! Analysis: the search as the analysis board wants it, with the best
//! `multipv` lines (each with its own score) reported after every completed
//! depth, on any game chosen at run time.
//!
//! One line is the plain search. Several lines search each root move's
//! reply position with a full window (so every root move gets an exact
//! score and its own principal variation), sharing one transposition table
//! across moves and depths. This is slower than one line, as MultiPV is in
//! every engine, and it uses only the search's public face, so the search
//! itself stays as it is.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use regalia_rules::{dispatch, AnyPosition, MoveBuf};

use crate::eval::{Evaluate, Verdict};
use crate::search::{is_decisive, Search, SearchConfig, MATE, MAX_DEPTH};
use crate::{Limits, TranspositionTable};

/// Most lines one analysis reports.
pub const MAX_LINES: usize = 5;

/// One line of play with its score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Centipawns for the side to move of the analysed position; a decided
    /// game scores `MATE - plies` (see [`crate::search::MATE`]).
    pub score: i32,
    /// The moves, UCI text, first the move this line is about.
    pub moves: Vec<String>,
}

/// What an analysis knows after a completed depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    /// Best first; at most the `lines` asked for (fewer when the position
    /// has fewer moves).
    pub lines: Vec<Line>,
}

/// Analyses `pos` (reached through the positions whose hashes are
/// `history`, see [`crate::game_history`]) within `limits`, reporting the
/// best `lines` lines (1 to [`MAX_LINES`]) to `on_report` after every
/// completed depth, until a limit is reached or `stop` is set. Returns the
/// last report, or `None` when the game is over or no depth completed.
/// Blocking and CPU-bound: call it from a blocking pool.
pub fn analyse(
    pos: &AnyPosition,
    history: &[u64],
    limits: Limits,
    lines: usize,
    hash_mb: usize,
    stop: &AtomicBool,
    on_report: &mut dyn FnMut(&Report),
) -> Option<Report> {
    if pos.outcome().is_some() {
        return None;
    }
    let mut analysis = Analysis {
        history,
        limits,
        lines: lines.clamp(1, MAX_LINES),
        stop,
        tt: TranspositionTable::new(hash_mb),
        on_report,
    };
    dispatch!(pos, g => analysis.run(g))
}

/// One analysis under way: what [`analyse`] was asked, the transposition
/// table its searches share, and where its reports go.
struct Analysis<'a> {
    history: &'a [u64],
    limits: Limits,
    /// 1 to [`MAX_LINES`].
    lines: usize,
    stop: &'a AtomicBool,
    tt: TranspositionTable,
    on_report: &'a mut dyn FnMut(&Report),
}

fn uci_line<G: Evaluate>(pos: &G, moves: &[G::Move]) -> Vec<String> {
    let mut board = pos.clone();
    moves
        .iter()
        .map(|&m| {
            let text = board.move_to_uci(m);
            board.play(m);
            text
        })
        .collect()
}

impl Analysis<'_> {
    fn run<G: Evaluate>(&mut self, pos: &G) -> Option<Report> {
        let mut moves = MoveBuf::new();
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            return None;
        }
        if self.lines == 1 || moves.len() == 1 {
            return self.single_line(pos);
        }
        self.several_lines(pos, &moves)
    }

    fn single_line<G: Evaluate>(&mut self, pos: &G) -> Option<Report> {
        let mut last = None;
        let config = SearchConfig::new(self.limits);
        let on_report = &mut *self.on_report;
        let mut search =
            Search::<G>::new(&mut self.tt, self.stop, config, self.history, pos.turn());
        search.run(pos, &mut |it| {
            let report = Report {
                depth: it.depth,
                nodes: it.nodes,
                elapsed: it.elapsed,
                lines: vec![Line {
                    score: it.score,
                    moves: uci_line(pos, &it.pv),
                }],
            };
            on_report(&report);
            last = Some(report);
        });
        last
    }

    fn several_lines<G: Evaluate>(&mut self, pos: &G, moves: &MoveBuf<G::Move>) -> Option<Report> {
        let Analysis {
            history,
            limits,
            lines,
            stop,
            ref mut tt,
            ref mut on_report,
        } = *self;
        let started = Instant::now();
        let deadline = limits.movetime.filter(|_| !limits.infinite);
        let node_limit = limits.nodes.filter(|_| !limits.infinite);
        let max_depth = if limits.infinite {
            MAX_DEPTH
        } else {
            limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH)
        };
        let mut path = history.to_vec();
        path.push(pos.hash());
        // (move, score, line after it)
        let mut root: Vec<(G::Move, i32, Vec<G::Move>)> =
            moves.iter().map(|&m| (m, 0, Vec::new())).collect();
        let mut nodes = 0u64;
        let mut last = None;
        for depth in 1..=max_depth {
            let mut done = Vec::with_capacity(root.len());
            let mut complete = true;
            for (m, _, _) in &root {
                let mut child = pos.clone();
                child.play(*m);
                let (score, line) = match child.verdict() {
                    Some(Verdict::Win) => (-(MATE - 1), Vec::new()),
                    Some(Verdict::Loss) => (MATE - 1, Vec::new()),
                    Some(Verdict::Draw) => (0, Vec::new()),
                    None => {
                        let elapsed = started.elapsed();
                        let child_limits = Limits {
                            depth: Some(depth.saturating_sub(1).max(1)),
                            nodes: node_limit.map(|n| n.saturating_sub(nodes).max(1)),
                            movetime: deadline
                                .map(|d| d.saturating_sub(elapsed).max(Duration::from_millis(1))),
                            clock: None,
                            infinite: false,
                        };
                        let mut search = Search::<G>::new(
                            tt,
                            stop,
                            SearchConfig::new(child_limits),
                            &path,
                            child.turn(),
                        );
                        let found = search.run(&child, &mut |_| {});
                        nodes += found.nodes;
                        (from_reply(found.score), found.pv)
                    }
                };
                let out_of_time = deadline.is_some_and(|d| started.elapsed() >= d);
                let out_of_nodes = node_limit.is_some_and(|n| nodes >= n);
                if stop.load(Ordering::Relaxed) || out_of_time || out_of_nodes {
                    complete = false;
                    break;
                }
                done.push((*m, score, line));
            }
            if !complete {
                break;
            }
            done.sort_by_key(|r| std::cmp::Reverse(r.1));
            root = done;
            let report = Report {
                depth,
                nodes,
                elapsed: started.elapsed(),
                lines: root
                    .iter()
                    .take(lines)
                    .map(|(m, score, rest)| {
                        let mut line = vec![*m];
                        line.extend_from_slice(rest);
                        Line {
                            score: *score,
                            moves: uci_line(pos, &line),
                        }
                    })
                    .collect(),
            };
            on_report(&report);
            last = Some(report);
            // Every line decided within the depth searched: nothing to learn.
            let settled = root
                .iter()
                .take(lines)
                .all(|(_, s, _)| is_decisive(*s) && (depth as i32) >= MATE - s.abs() + 2);
            if settled {
                break;
            }
        }
        last
    }
}

/// A root move's score as seen from the root, given its reply position's
/// score: one ply further from any decided result.
fn from_reply(score: i32) -> i32 {
    if is_decisive(score) {
        if score > 0 {
            -score + 1
        } else {
            -score - 1
        }
    } else {
        -score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use regalia_rules::Variant;

    fn fen(variant: Variant, text: &str) -> AnyPosition {
        AnyPosition::from_fen(variant, text).expect("a valid position")
    }

    #[test]
    fn three_lines_come_best_first_each_with_its_own_first_move() {
        let pos = AnyPosition::start(Variant::KingOfTheHill);
        let stop = AtomicBool::new(false);
        let mut reports = 0;
        let limits = Limits {
            depth: Some(3),
            ..Limits::default()
        };
        let last =
            analyse(&pos, &[], limits, 3, 4, &stop, &mut |_| reports += 1).expect("a report");
        assert_eq!(last.depth, 3);
        assert_eq!(reports, 3);
        assert_eq!(last.lines.len(), 3);
        let firsts: Vec<_> = last.lines.iter().map(|l| l.moves[0].clone()).collect();
        assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
        assert!(last.lines.windows(2).all(|w| w[0].score >= w[1].score));
    }

    #[test]
    fn a_king_one_step_from_the_hill_is_a_win_in_one_in_every_line_count() {
        // White's king on e3 steps onto e4 or d4.
        let pos = fen(Variant::KingOfTheHill, "4k3/8/8/8/8/4K3/8/8 w - - 0 1");
        let stop = AtomicBool::new(false);
        for lines in [1, 2] {
            let limits = Limits {
                depth: Some(4),
                ..Limits::default()
            };
            let last = analyse(&pos, &[], limits, lines, 4, &stop, &mut |_| {}).expect("report");
            assert_eq!(last.lines[0].score, MATE - 1, "{lines} lines");
            assert!(["e3e4", "e3d4"].contains(&last.lines[0].moves[0].as_str()));
        }
    }

    #[test]
    fn a_node_cap_ends_the_analysis() {
        let pos = AnyPosition::start(Variant::Chess);
        let stop = AtomicBool::new(false);
        let limits = Limits {
            nodes: Some(20_000),
            ..Limits::default()
        };
        for lines in [1, 3] {
            let last = analyse(&pos, &[], limits, lines, 4, &stop, &mut |_| {}).expect("report");
            assert!(last.nodes <= 40_000, "{} nodes", last.nodes);
        }
    }
}
