//! Whole games over the real protocol: every variant to its natural end
//! with a spectator, friend links, lobby seeks, the computer, and clocks.

use crate::common::{any_move, computer, create, seek, table, timed, TestServer};
use regalia_server::protocol::{LobbyOut, ServerMsg, Side, Status};
use serde_json::json;

/// Plays `moves` to the end and checks that the spectator saw each one.
async fn natural_end(variant: &str, moves: &[&str], winner: Option<Side>, reason: &str) {
    let server = TestServer::start().await;
    let mut t = table(&server, create(variant, "friend")).await;
    let mut spectator = server.browser().watch(&t.id).await;
    let first = spectator.state().await;
    assert_eq!(first.status, Status::Playing);
    assert_eq!(first.variant.name(), variant);
    t.play(moves, 0).await;
    let mut seen = Vec::new();
    while seen.len() < moves.len() {
        if let ServerMsg::Move { uci, .. } = spectator.next().await {
            seen.push(uci);
        }
    }
    assert_eq!(seen, moves, "the spectator sees every move in order");
    for sock in [&mut t.white, &mut t.black, &mut spectator] {
        match sock.end().await {
            ServerMsg::End {
                status, outcome, ..
            } => {
                assert_eq!(status, Status::Finished);
                let outcome = outcome.expect("a finished game has an outcome");
                assert_eq!(outcome.winner, winner);
                assert_eq!(outcome.reason.name(), reason);
            }
            _ => unreachable!(),
        }
    }
    // Nothing more can be played.
    t.black.play("a7a6").await;
    let (code, _) = t.black.error().await;
    assert_eq!(code, regalia_server::protocol::ErrorCode::NotPlaying);
}

/// One test per game: the moves (in UCI, space-separated) that end it,
/// and the winner and reason the end carries.
macro_rules! natural_ends {
    ($($name:ident: $variant:literal, $moves:literal, $winner:ident by $reason:literal;)*) => {
        $(
            #[tokio::test]
            async fn $name() {
                let moves: Vec<&str> = $moves.split_whitespace().collect();
                natural_end($variant, &moves, Some(Side::$winner), $reason).await;
            }
        )*
    };
}

natural_ends! {
    king_of_the_hill_game_ends_when_a_king_reaches_the_hill:
        "kingofthehill", "e2e4 a7a6 e1e2 a6a5 e2d3 a5a4 d3d4", White by "hill";
    racing_kings_game_ends_when_a_king_wins_the_race:
        "racingkings", "h2h3 a2a3 h3h4 a3a2 h4h5 a2a3 h5h6 a3a2 h6g7 a2a3 g7g8", White by "race";
    lielow_game_ends_when_a_crowned_stack_leaves_the_board:
        "lielow", "e2e1 f7g8 e1off", Black by "crown-off-board";
    chess_game_ends_by_checkmate:
        "chess", "f2f3 e7e5 g2g4 d8h4", Black by "checkmate";
}

#[tokio::test]
async fn friend_opens_the_invite_link_takes_the_open_seat_and_the_game_starts() {
    let (server, host) = TestServer::start_browsing().await;
    let friend = server.browser();
    let seat = host
        .create(json!({"variant": "chess", "opponent": "friend", "color": "black"}))
        .await;
    assert_eq!(seat.color, Side::Black);
    assert_eq!(seat.invite_url, format!("/game/{}", seat.id));
    let mut host_sock = host.socket(&seat.socket).await;
    let waiting = host_sock.state().await;
    assert_eq!(waiting.status, Status::Waiting);
    assert!(!waiting.players.white.joined);

    // The friend sees the open game, then takes the seat.
    let (status, view) = friend.get(&format!("/api/games/{}", seat.id)).await;
    assert_eq!(status, 200);
    assert_eq!(view["status"], "waiting");
    assert_eq!(view["you"], serde_json::Value::Null);
    let joined = friend.join(&seat.id).await;
    assert_eq!(joined.color, Side::White);
    assert_ne!(joined.seat, seat.seat);
    match host_sock.next().await {
        ServerMsg::Joined { color, .. } => assert_eq!(color, Side::White),
        other => panic!("expected joined, got {other:?}"),
    }
    // The host opening the link again gets their own seat back.
    let again = host.join(&seat.id).await;
    assert!(again.rejoined);
    assert_eq!(again.seat, seat.seat);
    // A third browser finds no seat.
    let (status, _) = server
        .browser()
        .post(&format!("/api/games/{}/join", seat.id), &json!({}))
        .await;
    assert_eq!(status, 409);
    // The game is on: White (the friend) moves.
    let mut friend_sock = friend.socket(&joined.socket).await;
    let view = friend_sock.state().await;
    assert_eq!(view.status, Status::Playing);
    friend_sock.play("e2e4").await;
    host_sock.moved(1).await;
    // The friend's page knows its seat by session.
    let (_, view) = friend.get(&format!("/api/games/{}", seat.id)).await;
    assert_eq!(view["you"]["color"], "white");
    assert_eq!(view["you"]["url"], joined.url);
}

#[tokio::test]
async fn lobby_seek_is_listed_then_taken_and_disappears() {
    let (server, seeker) = TestServer::start_browsing().await;
    let taker = server.browser();
    let mut lobby = taker.socket("/ws/lobby").await;
    match lobby.next_lobby().await {
        LobbyOut::Lobby { seeks, .. } => assert!(seeks.is_empty()),
        other => panic!("expected the lobby, got {other:?}"),
    }
    let seat = seeker.create(seek("racingkings", 300, 2)).await;
    let mut seeker_sock = seeker.sit(&seat).await;
    let listed = lobby
        .until_lobby(
            "seeks with the seek",
            |m| matches!(m, LobbyOut::Seeks { added, .. } if added.len() == 1),
        )
        .await;
    let LobbyOut::Seeks {
        added: seeks,
        counts,
        ..
    } = listed
    else {
        unreachable!()
    };
    assert_eq!(seeks[0].id, seat.id);
    assert_eq!(seeks[0].variant.name(), "racingkings");
    assert!(!seeks[0].own);
    assert_eq!(seeks[0].clock.map(|c| c.initial), Some(300));
    assert_eq!(counts.seeks, 1);
    let (_, own) = seeker.get("/api/lobby").await;
    assert_eq!(own["seeks"][0]["own"], true);

    let taken = taker.join(&seat.id).await;
    assert_ne!(taken.color, seat.color);
    lobby
        .until_lobby(
            "seeks without the seek",
            |m| matches!(m, LobbyOut::Seeks { removed, .. } if removed == &vec![seat.id.clone()]),
        )
        .await;
    match seeker_sock.next().await {
        ServerMsg::Joined { color, .. } => assert_eq!(color, taken.color),
        other => panic!("expected joined, got {other:?}"),
    }
    // The game is in progress and the seek is gone from the counts.
    let (_, lobby_now) = taker.get("/api/lobby").await;
    assert_eq!(lobby_now["counts"]["games"], 1);
    assert_eq!(lobby_now["counts"]["seeks"], 0);
    assert!(lobby_now["counts"]["players"]
        .as_u64()
        .is_some_and(|p| p >= 2));
}

#[tokio::test]
async fn computer_at_level_one_answers_every_move() {
    let (_server, me) = TestServer::start_browsing().await;
    let (_, mut sock, view) = me.open(computer("kingofthehill", 1, "white")).await;
    assert_eq!(view.status, Status::Playing);
    assert_eq!(view.players.black.level, Some(1));
    let mut ply = 0;
    let mut dests = view.dests.clone();
    for _ in 0..3 {
        sock.play(&any_move(&dests)).await;
        ply += 1;
        sock.moved(ply).await;
        ply += 1;
        match sock.moved(ply).await {
            ServerMsg::Move { dests: d, turn, .. } => {
                assert_eq!(turn, Side::White);
                if d.is_empty() {
                    return;
                }
                dests = d;
            }
            _ => unreachable!(),
        }
    }
}

#[tokio::test]
async fn computer_playing_white_moves_first() {
    let (_server, me) = TestServer::start_browsing().await;
    let (_, mut sock, view) = me.open(computer("racingkings", 1, "black")).await;
    // Either the snapshot already holds the computer's move, or it follows.
    if view.ply == 0 {
        sock.moved(1).await;
    }
}

#[tokio::test]
async fn flag_falls_and_the_player_loses_on_time() {
    let server = TestServer::start().await;
    let mut t = table(&server, timed("chess", "friend", 1, 0)).await;
    t.play(&["e2e4", "e7e5"], 0).await;
    // White does not move: the server ends the game.
    match t.black.end().await {
        ServerMsg::End { outcome, clock, .. } => {
            let outcome = outcome.expect("an outcome");
            assert_eq!(outcome.winner, Some(Side::Black));
            assert_eq!(outcome.reason.name(), "timeout");
            let clock = clock.expect("a clock");
            assert_eq!(clock.white, 0);
            assert_eq!(clock.running, None);
        }
        _ => unreachable!(),
    }
    t.white.end().await;
    // A move after the flag fell is refused.
    t.white.play("g1f3").await;
    let (code, _) = t.white.error().await;
    assert_eq!(code, regalia_server::protocol::ErrorCode::NotPlaying);
}

#[tokio::test]
async fn increment_is_added_to_the_movers_clock() {
    let server = TestServer::start().await;
    let mut t = table(&server, timed("chess", "friend", 600, 30)).await;
    t.play(&["e2e4", "e7e5"], 0).await;
    t.white.play("g1f3").await;
    match t.black.moved(3).await {
        ServerMsg::Move { clock, .. } => {
            let clock = clock.expect("a clock");
            // 30 s of increment minus the (far smaller) time White used.
            assert!(clock.white > 600_000, "white has {} ms", clock.white);
            assert_eq!(clock.black, 600_000);
            assert_eq!(clock.running, Some(Side::Black));
        }
        _ => unreachable!(),
    }
}

#[tokio::test]
async fn clocks_do_not_start_before_blacks_first_move() {
    let server = TestServer::start().await;
    let mut t = table(&server, timed("chess", "friend", 60, 0)).await;
    t.white.play("e2e4").await;
    match t.black.moved(1).await {
        ServerMsg::Move { clock, .. } => {
            let clock = clock.expect("a clock");
            assert_eq!((clock.white, clock.black), (60_000, 60_000));
            assert_eq!(clock.running, None);
        }
        _ => unreachable!(),
    }
}
