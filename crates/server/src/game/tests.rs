use regalia_rules::Color;

use super::*;
use crate::protocol::{ClockSpec, EndReason, ErrorCode, Opponent, ServerMsg, Status};
use crate::store::{MoveRow, Write};

const T0: Now = Now {
    mono: 0,
    unix: 1_764_400_000,
};

fn at(mono: u64) -> Now {
    Now { mono, ..T0 }
}

fn friend_game(variant: &str, clock: Option<ClockSpec>) -> Game {
    let req = CreateGame {
        variant: variant
            .parse::<Variant>()
            .expect("a game the tests name")
            .into(),
        fen: None,
        color: ColorChoice::White,
        clock,
        days: None,
        opponent: Opponent::Friend,
        level: None,
        rated: false,
        range: None,
    };
    let (mut game, color) = Game::create(&req, "host", None, DAY_MS, T0).expect("a valid request");
    assert_eq!(color, Color::White);
    game.join("guest", None, T0)
        .expect("the black seat is open");
    game
}

/// A correspondence day in these tests.
const DAY_MS: i64 = 10_000;

/// A clock of `initial` seconds and `increment` seconds a move.
fn clock_of(initial: u32, increment: u32) -> Option<ClockSpec> {
    Some(ClockSpec { initial, increment })
}

fn moves_written(change: &Change) -> Vec<&MoveRow> {
    change
        .writes
        .iter()
        .filter_map(|w| match w {
            Write::AddMove(m) => Some(m),
            _ => None,
        })
        .collect()
}

/// Plays `ucis` from the start, White first, all at `now`: the move rows
/// the game wrote.
fn play_from_the_start(game: &mut Game, ucis: &[&str], now: Now) -> Vec<MoveRow> {
    let mut rows = Vec::new();
    for (i, uci) in ucis.iter().enumerate() {
        let mover = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let change = game.play(mover, uci, None, now).expect("legal");
        rows.extend(moves_written(&change).into_iter().cloned());
    }
    rows
}

#[test]
fn a_refused_move_changes_nothing() {
    let mut game = friend_game("chess", None);
    let before = (game.seq, game.ply(), game.record.position().to_fen());
    let refusal = game
        .play(Color::Black, "e7e5", None, T0)
        .expect_err("not Black's turn");
    assert_eq!(refusal.code, ErrorCode::NotYourTurn);
    let refusal = game
        .play(Color::White, "e2e5", None, T0)
        .expect_err("illegal");
    assert_eq!(refusal.code, ErrorCode::IllegalMove);
    assert_eq!(
        before,
        (game.seq, game.ply(), game.record.position().to_fen())
    );
}

#[test]
fn an_accepted_move_is_numbered_and_stored_with_its_ply() {
    let mut game = friend_game("kingofthehill", None);
    let seq = game.seq;
    let change = game.play(Color::White, "e2e4", Some(0), T0).expect("legal");
    assert_eq!(change.events.len(), 1);
    assert_eq!(change.events[0].n(), Some(seq + 1));
    let rows = moves_written(&change);
    assert_eq!(rows.len(), 1);
    assert_eq!(
        (rows[0].ply, rows[0].uci.as_str(), rows[0].san.as_str()),
        (1, "e2e4", "e4")
    );
    assert!(
        matches!(change.writes.last(), Some(Write::Update(row)) if row.seq == (seq + 1) as i64)
    );
}

#[test]
fn the_move_that_ends_the_game_is_followed_by_the_end_event() {
    let mut game = friend_game("chess", None);
    for (c, m) in [
        (Color::White, "f2f3"),
        (Color::Black, "e7e5"),
        (Color::White, "g2g4"),
    ] {
        game.play(c, m, None, T0).expect("legal");
    }
    let change = game.play(Color::Black, "d8h4", None, T0).expect("legal");
    assert!(matches!(change.events[0], ServerMsg::Move { .. }));
    assert!(matches!(
        &change.events[1],
        ServerMsg::End { status: Status::Finished, outcome: Some(o), .. } if o.reason == EndReason::Checkmate
    ));
    assert_eq!(game.status, Status::Finished);
}

#[test]
fn a_move_after_the_flag_fell_ends_the_game_on_time_instead() {
    let mut game = friend_game("chess", clock_of(10, 0));
    game.play(Color::White, "e2e4", None, at(0)).expect("legal");
    game.play(Color::Black, "e7e5", None, at(1_000))
        .expect("legal");
    assert!(game.flag(at(10_999)).is_none());
    let change = game
        .play(Color::White, "g1f3", None, at(11_000))
        .expect("answered with the time-out");
    assert!(moves_written(&change).is_empty());
    assert!(matches!(
        &change.events[0],
        ServerMsg::End { outcome: Some(o), .. } if o.reason == EndReason::Timeout && o.winner == Some(Side::Black)
    ));
}

#[test]
fn takeback_removes_one_ply_or_two_so_the_requester_moves_again() {
    let mut game = friend_game("chess", None);
    game.play(Color::White, "e2e4", None, T0).expect("legal");
    game.play(Color::Black, "e7e5", None, T0).expect("legal");
    // White asks after Black replied: two plies.
    game.offer(Offer::Takeback, Color::White, T0)
        .expect("offered");
    let change = game
        .accept(Offer::Takeback, Color::Black, T0)
        .expect("accepted");
    assert!(matches!(
        change.events[0],
        ServerMsg::Takeback {
            plies: 2,
            ply: 0,
            ..
        }
    ));
    assert!(matches!(
        change.writes[0],
        Write::TruncateMoves { ply: 0, .. }
    ));
    assert_eq!(game.turn(), Color::White);
    // Nothing left to take back.
    let refusal = game
        .offer(Offer::Takeback, Color::White, T0)
        .expect_err("no move");
    assert_eq!(refusal.code, ErrorCode::CannotTakeback);
}

#[test]
fn abort_is_allowed_only_before_both_sides_moved() {
    let mut game = friend_game("racingkings", None);
    game.play(Color::White, "h2h3", None, T0).expect("legal");
    let mut early = game.clone();
    early.abort(T0).expect("one ply played");
    assert_eq!(early.status, Status::Aborted);
    game.play(Color::Black, "a2a3", None, T0).expect("legal");
    assert_eq!(
        game.abort(T0).expect_err("both moved").code,
        ErrorCode::CannotAbort
    );
}

#[test]
fn rematch_swaps_seats_and_keeps_the_sessions() {
    let mut game = friend_game("chess", None);
    game.resign(Color::Black, T0).expect("playing");
    game.offer(Offer::Rematch, Color::Black, T0)
        .expect("offered");
    let change = game
        .accept(Offer::Rematch, Color::White, T0)
        .expect("accepted");
    let rematch = change.created.expect("a new game");
    assert_eq!(rematch.status, Status::Playing);
    assert_eq!(rematch.seats[0].session.as_deref(), Some("guest"));
    assert_eq!(rematch.seats[1].session.as_deref(), Some("host"));
    let seats = game.rematch_seats.expect("seats remembered");
    // The old White's new seat is the rematch's Black seat.
    assert!(seats[0].is_some_and(|s| rematch.seats[1].secret.is_some_and(|r| r.matches(&s))));
    game.offer(Offer::Rematch, Color::White, T0)
        .expect_err("only one rematch");
}

#[test]
fn stored_rows_give_back_the_same_game() {
    let mut game = friend_game("kingofthehill", clock_of(60, 1));
    let moves = play_from_the_start(&mut game, &["e2e4", "e7e5", "g1f3"], at(500));
    let back = Game::from_rows(&game.row(), &moves, at(9_000)).expect("readable");
    assert_eq!(
        back.record.position().to_fen(),
        game.record.position().to_fen()
    );
    assert_eq!(back.seq, game.seq);
    assert_eq!(back.status, Status::Playing);
    assert!(back.seats[0]
        .secret
        .is_some_and(|s| game.seat_of(&s) == Some(Color::White)));
    let clock = back.clock.as_ref().expect("a clock");
    assert_eq!(clock.running(), Some(Color::Black));
    assert_eq!(clock.left(Color::White, 9_000), 61_000);
}

#[test]
fn finished_games_read_back_with_their_decision() {
    let mut game = friend_game("chess", None);
    game.play(Color::White, "e2e4", None, T0).expect("legal");
    game.resign(Color::Black, T0).expect("playing");
    let moves = vec![MoveRow {
        game_id: game.id.to_string(),
        ply: 1,
        uci: "e2e4".into(),
        san: "e4".into(),
        white_ms: None,
        black_ms: None,
        played_at: T0.unix,
    }];
    let row = game.row();
    assert_eq!(row.reason.as_deref(), Some("resignation"));
    let back = Game::from_rows(&row, &moves, T0).expect("readable");
    assert_eq!(back.record.outcome(), game.record.outcome());
}

#[test]
fn seat_secrets_open_only_their_own_seat() {
    let game = friend_game("chess", None);
    let white = game.seats[0].secret.expect("taken");
    let black = game.seats[1].secret.expect("taken");
    assert_eq!(game.seat_of(&white), Some(Color::White));
    assert_eq!(game.seat_of(&black), Some(Color::Black));
    assert_eq!(game.seat_of(&Secret::random()), None);
}

#[test]
fn pgn_dates_are_civil_dates() {
    assert_eq!(pgn_date(0), "1970.01.01");
    assert_eq!(pgn_date(951_782_400), "2000.02.29");
    assert_eq!(pgn_date(1_764_400_000), "2025.11.29");
}

#[test]
fn lielow_has_no_draw_offers() {
    let mut game = friend_game("lielow", None);
    game.play(Color::White, "a2a3", None, T0).expect("legal");
    game.play(Color::Black, "a7a6", None, T0).expect("legal");
    let seq = game.seq;
    let refusal = game
        .offer(Offer::Draw, Color::White, T0)
        .expect_err("no draws in Lielow");
    assert_eq!(refusal.code, ErrorCode::NoOffer);
    assert_eq!(game.seq, seq, "a refused offer changes nothing");
    assert!(game.offer(Offer::Draw, Color::White, T0).is_err());

    let mut chess = friend_game("chess", None);
    chess.play(Color::White, "e2e4", None, T0).expect("legal");
    chess
        .offer(Offer::Draw, Color::Black, T0)
        .expect("chess games may offer");
}

#[test]
fn a_game_taken_over_charges_the_thinking_before_the_outage_once() {
    let mut game = friend_game("chess", clock_of(60, 0));
    let moves = play_from_the_start(&mut game, &["e2e4", "e7e5"], at(500));
    // White thought from the last move (stored to the second) until the
    // node's last heartbeat 11 s later; the outage after is not charged.
    let alive_until_ms = (T0.unix + 11) * 1000 + 400;
    let now = Now {
        mono: 3_600_000,
        unix: T0.unix + 15,
    };
    let mut back = Game::from_rows(&game.row(), &moves, now).expect("readable");
    back.charge_outage(&moves, alive_until_ms);
    let clock = back.clock.as_ref().expect("a clock");
    assert_eq!(clock.running(), Some(Color::White));
    assert_eq!(clock.left(Color::White, now.mono), 60_000 - 10_400);
    assert_eq!(clock.left(Color::Black, now.mono), 60_000);
    // What is stored is still the time at the last move: a second
    // takeover does not charge the same thinking twice.
    assert_eq!(back.row().white_ms, Some(60_000));

    // A clock that is not running yet (before Black's first move) and a
    // game without a clock are left alone.
    let mut early = friend_game("chess", clock_of(60, 0));
    let change = early.play(Color::White, "e2e4", None, T0).expect("legal");
    let first: Vec<MoveRow> = moves_written(&change).into_iter().cloned().collect();
    let mut back = Game::from_rows(&early.row(), &first, now).expect("readable");
    back.charge_outage(&first, alive_until_ms);
    assert_eq!(
        back.clock.as_ref().unwrap().left(Color::Black, now.mono),
        60_000
    );
}

/// A correspondence game of `days` per move between two friends, started.
fn correspondence_game(days: u8) -> Game {
    let req = CreateGame {
        variant: regalia_rules::Variant::Lielow.into(),
        fen: None,
        color: ColorChoice::White,
        clock: None,
        days: Some(days),
        opponent: Opponent::Friend,
        level: None,
        rated: false,
        range: None,
    };
    let (mut game, _) = Game::create(&req, "host", None, DAY_MS, T0).expect("a valid request");
    assert_eq!(game.move_by, None);
    game.join("guest", None, T0)
        .expect("the black seat is open");
    game
}

#[test]
fn days_per_move_must_be_one_offered_never_with_a_clock_or_the_computer() {
    let req = |days: u8, clock: Option<ClockSpec>, opponent: Opponent| CreateGame {
        variant: regalia_rules::Variant::Chess.into(),
        fen: None,
        color: ColorChoice::White,
        clock,
        days: Some(days),
        opponent,
        level: (opponent == Opponent::Computer).then_some(2),
        rated: false,
        range: None,
    };
    let refused = |r: CreateGame| {
        Game::create(&r, "s", None, DAY_MS, T0)
            .map(|_| ())
            .unwrap_err()
    };
    assert_eq!(refused(req(4, None, Opponent::Seek)), CreateError::Days);
    assert_eq!(refused(req(0, None, Opponent::Friend)), CreateError::Days);
    assert_eq!(
        refused(req(3, clock_of(60, 0), Opponent::Seek)),
        CreateError::ClockAndDays
    );
    assert_eq!(
        refused(req(3, None, Opponent::Computer)),
        CreateError::DaysComputer
    );
    for days in CORRESPONDENCE_DAYS {
        Game::create(&req(days, None, Opponent::Seek), "s", None, DAY_MS, T0).expect("offered");
    }
}

#[test]
fn a_correspondence_deadline_starts_at_the_join_and_is_renewed_by_each_move() {
    let mut game = correspondence_game(3);
    assert_eq!(game.move_by, Some(T0.unix + 30));
    assert_eq!(game.row().move_by, Some(T0.unix + 30));
    assert_eq!(game.row().days, Some(3));
    let later = Now {
        mono: 20_000,
        unix: T0.unix + 20,
    };
    let first = game.record.position().legal_uci()[0].clone();
    game.play(Color::White, &first, None, later)
        .expect("a legal first move");
    assert_eq!(game.move_by, Some(T0.unix + 50));
    let view = game.view([true, true], later).clock.expect("a clock view");
    assert_eq!(
        (view.days, view.black, view.white),
        (Some(3), 30_000, 30_000)
    );
    // No flag falls by itself, even long after the deadline.
    assert!(game.flag(at(999_000)).is_none());
}

#[test]
fn a_correspondence_game_reads_back_with_its_deadline_and_ends_without_one() {
    let mut game = correspondence_game(1);
    let row = game.row();
    // Read back 4 s after the start: 6 s of White's day are left.
    let back = Game::from_rows(
        &row,
        &[],
        Now {
            mono: 100_000,
            unix: T0.unix + 4,
        },
    )
    .expect("readable");
    let clock = back.clock.as_ref().expect("a clock");
    assert_eq!(clock.days, Some(1));
    assert_eq!(clock.left(Color::White, 100_000), 6_000);
    assert_eq!(clock.overdue(106_000), Some(Color::White));
    assert_eq!(back.move_by, game.move_by);
    game.resign(Color::White, at(1_000)).expect("playing");
    assert_eq!(game.row().move_by, None);
}
