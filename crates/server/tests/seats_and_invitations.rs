//! A browser's own games (`GET /api/my-games`), invitations declined by
//! their visitor, error codes on every refusal, and the computer's pause at
//! the beginner levels.

use std::time::{Duration, Instant};

use crate::common::{assert_refused, computer, create, timed, TestServer};
use regalia_server::protocol::{ErrorCode, ServerMsg, Status};
use serde_json::json;

#[tokio::test]
async fn my_games_lists_the_seats_of_this_browser_only() {
    let (server, me) = TestServer::start_browsing().await;
    let friend = server.browser();
    let stranger = server.browser();

    let invite = me.create(timed("kingofthehill", "friend", 300, 3)).await;
    let ai = me.create(computer("lielow", 2, "black")).await;
    friend.join(&invite.id).await;
    // White moves: it is now the friend's turn, not mine.
    let mut sock = me.socket(&invite.socket).await;
    sock.state().await;
    sock.play("e2e4").await;
    sock.moved(1).await;

    let (status, mine) = me.get("/api/my-games").await;
    assert_eq!(status, 200);
    let games = mine["games"].as_array().expect("a list of games");
    assert_eq!(games.len(), 2, "{mine}");
    let by_id = |id: &str| {
        games
            .iter()
            .find(|g| g["id"] == id)
            .unwrap_or_else(|| panic!("{id} listed in {mine}"))
    };
    let g = by_id(invite.id.as_str());
    assert_eq!(g["variant"], "kingofthehill");
    assert_eq!(g["opponent"], "friend");
    assert_eq!(g["color"], "white");
    assert_eq!(g["url"], invite.url);
    assert_eq!(g["clock"], json!({"initial": 300, "increment": 3}));
    assert_eq!(g["plies"], 1);
    assert_eq!(g["turn"], "black");
    assert_eq!(g["yourTurn"], false);
    assert_eq!(g["opponentJoined"], true);
    let g = by_id(ai.id.as_str());
    assert_eq!(g["opponent"], "computer");
    assert_eq!(g["level"], 2);
    assert_eq!(g["color"], "black");

    let (_, theirs) = friend.get("/api/my-games").await;
    let theirs = theirs["games"].as_array().expect("a list").clone();
    assert_eq!(theirs.len(), 1);
    assert_eq!(theirs[0]["color"], "black");
    assert_eq!(theirs[0]["yourTurn"], true);
    assert_ne!(
        theirs[0]["url"], invite.url,
        "each browser gets its own seat"
    );

    let (_, none) = stranger.get("/api/my-games").await;
    assert_eq!(none["games"], json!([]));
}

#[tokio::test]
async fn a_finished_game_is_listed_with_its_result() {
    let (_server, me) = TestServer::start_browsing().await;
    let (_, mut sock) = me.against_computer("chess", 1).await;
    sock.send(&regalia_server::protocol::ClientMsg::Resign)
        .await;
    sock.end().await;
    let (_, mine) = me.get("/api/my-games").await;
    let g = &mine["games"][0];
    assert_eq!(g["status"], "finished");
    assert_eq!(g["outcome"]["winner"], "black");
    assert_eq!(g["outcome"]["reason"], "resignation");
    assert_eq!(g["yourTurn"], false);
    assert!(g["endedAt"].is_i64());
}

#[tokio::test]
async fn a_declined_invitation_tells_its_creator_and_closes() {
    let (server, me) = TestServer::start_browsing().await;
    let visitor = server.browser();
    let seat = me.create(create("racingkings", "friend")).await;
    let mut sock = me.socket(&seat.socket).await;
    sock.state().await;

    let (status, _) = visitor
        .post(&format!("/api/games/{}/decline", seat.id), &json!(null))
        .await;
    assert_eq!(status, 204);
    let msg = sock
        .until("inviteDeclined", |m| {
            matches!(m, ServerMsg::InviteDeclined { .. })
        })
        .await;
    assert!(matches!(msg, ServerMsg::InviteDeclined { .. }));
    match sock.end().await {
        ServerMsg::End { status, .. } => assert_eq!(status, Status::Aborted),
        _ => unreachable!(),
    }
    // Nobody can take the seat now, and the code says why.
    let join = format!("/api/games/{}/join", seat.id);
    assert_refused(visitor.post(&join, &json!(null)).await, 409, "no-open-seat");
}

#[tokio::test]
async fn the_creator_and_lobby_seeks_cannot_be_declined() {
    let (server, me) = TestServer::start_browsing().await;
    let other = server.browser();
    let invite = me.create(create("chess", "friend")).await;
    let decline = format!("/api/games/{}/decline", invite.id);
    assert_refused(me.post(&decline, &json!(null)).await, 409, "conflict");
    let seek = me.create(create("chess", "seek")).await;
    let decline = format!("/api/games/{}/decline", seek.id);
    assert_refused(
        other.post(&decline, &json!(null)).await,
        409,
        "no-open-seat",
    );
    // Both still wait for an opponent.
    let (_, view) = other.get(&format!("/api/games/{}", invite.id)).await;
    assert_eq!(view["status"], "waiting");
}

#[tokio::test]
async fn a_seek_is_cancelled_by_its_creator_only_while_it_waits() {
    let (server, me) = TestServer::start_browsing().await;
    let other = server.browser();
    let seek = me.create(create("chess", "seek")).await;
    let cancel = format!("/api/games/{}/cancel", seek.id);
    // Someone else cannot.
    assert_refused(other.post(&cancel, &json!(null)).await, 403, "not-a-player");
    let (_, view) = other.get(&format!("/api/games/{}", seek.id)).await;
    assert_eq!(view["status"], "waiting");
    // Its creator can, and the game is aborted.
    let (status, _) = me.post(&cancel, &json!(null)).await;
    assert_eq!(status, 204);
    let (_, view) = other.get(&format!("/api/games/{}", seek.id)).await;
    assert_eq!(view["status"], "aborted");
    // Once it no longer waits, there is nothing to cancel.
    assert_refused(me.post(&cancel, &json!(null)).await, 409, "conflict");
}

#[tokio::test]
async fn a_start_refused_for_games_held_names_them_with_its_own_code() {
    let (_server, me) = TestServer::start_browsing().await;
    let mut held = Vec::new();
    for _ in 0..3 {
        held.push(
            me.create(create("chess", "seek"))
                .await
                .id
                .as_str()
                .to_owned(),
        );
    }
    let answer = assert_refused(
        me.post("/api/games", &create("chess", "seek")).await,
        429,
        "open-seeks",
    );
    let mut named: Vec<String> = serde_json::from_value(answer["games"].clone()).expect("ids");
    named.sort();
    held.sort();
    assert_eq!(named, held);
    // Cancelling one makes room for the next.
    let (status, _) = me
        .post(&format!("/api/games/{}/cancel", held[0]), &json!(null))
        .await;
    assert_eq!(status, 204);
    me.create(create("chess", "seek")).await;
}

#[tokio::test]
async fn every_refusal_carries_a_stable_code() {
    let (_server, me) = TestServer::start_browsing().await;
    let seat = me.create(create("chess", "friend")).await;
    let cases = [
        ("/api/games/Zz9Zz9Zz".to_owned(), 404, ErrorCode::NoGame),
        (
            format!("/api/games/{}/{}", seat.id, "0".repeat(32)),
            403,
            ErrorCode::WrongSeat,
        ),
        (
            "/api/nothing-here".to_owned(),
            404,
            ErrorCode::UnknownAddress,
        ),
    ];
    for (path, status, code) in cases {
        assert_refused(me.get(&path).await, status, code.name());
    }
    let shogi = json!({"variant": "shogi", "opponent": "friend"});
    assert_refused(me.post("/api/games", &shogi).await, 400, "bad-request");
}

#[tokio::test]
async fn the_computer_at_level_one_takes_a_human_pause() {
    let (_server, me) = TestServer::start_browsing().await;
    let (_, mut sock) = me.against_computer("kingofthehill", 1).await;
    // Timed from before the move is sent, so from before the engine starts.
    let asked = Instant::now();
    sock.play("e2e4").await;
    sock.moved(1).await;
    sock.moved(2).await;
    let (least, _) = regalia_server::Config::default().computer_pause;
    assert!(least >= Duration::from_millis(400));
    assert!(
        asked.elapsed() >= least,
        "answered after {:?}",
        asked.elapsed()
    );
}
