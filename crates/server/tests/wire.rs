//! The typed wire: requests are read into types at the edge (a game, colour,
//! opponent, id or seat that is not one of its kind is refused with a code
//! and changes nothing), and a snapshot carries every ply's position.

use crate::common::{create, friends, table, TestServer};
use regalia_server::protocol::{GameView, ServerMsg};
use serde_json::{json, Value};

/// The code and sentence of an HTTP error answer.
fn refusal(answer: &Value) -> (&str, &str) {
    (
        answer["code"].as_str().unwrap_or_default(),
        answer["error"].as_str().unwrap_or_default(),
    )
}

#[tokio::test]
async fn unknown_games_colours_and_opponents_are_refused_with_a_code_and_create_nothing() {
    let (_server, b) = TestServer::start_browsing().await;
    for (body, words) in [
        (
            json!({"variant": "shogi", "opponent": "friend"}),
            "unknown variant `shogi`",
        ),
        // Names are the UCI ones, exactly: no other spelling is a game.
        (
            json!({"variant": "KingOfTheHill", "opponent": "seek"}),
            "unknown variant `KingOfTheHill`",
        ),
        (json!({"variant": 3, "opponent": "friend"}), "variant"),
        (
            json!({"variant": "chess", "opponent": "friend", "color": "green"}),
            "unknown colour `green`, expected white, black or random",
        ),
        (
            json!({"variant": "chess", "opponent": "robot"}),
            "unknown opponent `robot`, expected friend, seek or computer",
        ),
        (json!({"opponent": "friend"}), "missing field `variant`"),
    ] {
        let (status, answer) = b.post("/api/games", &body).await;
        assert_eq!(status, 400, "{body}: {answer}");
        let (code, error) = refusal(&answer);
        assert_eq!(code, "bad-request", "{body}: {answer}");
        assert!(error.contains(words), "{body}: {error}");
    }
    let (_, mine) = b.get("/api/my-games").await;
    assert_eq!(mine["games"], json!([]), "nothing was created");
    let (_, lobby) = b.get("/api/lobby").await;
    assert_eq!(lobby["seeks"], json!([]));

    let (status, answer) = b
        .post("/api/rules", &json!({"variant": "draughts", "moves": []}))
        .await;
    assert_eq!(status, 400);
    assert_eq!(refusal(&answer).0, "bad-request", "{answer}");
}

#[tokio::test]
async fn malformed_ids_and_seats_are_refused_before_any_game_is_asked() {
    let (_server, b) = TestServer::start_browsing().await;
    let seat = b.create(create("chess", "friend")).await;
    for (path, status, code) in [
        ("/api/games/short".to_owned(), 404, "no-game"),
        ("/api/games/abcdefg%21".to_owned(), 404, "no-game"),
        (
            format!("/api/games/{}/not-a-seat", seat.id),
            403,
            "wrong-seat",
        ),
        (
            format!("/api/games/{}/{}", seat.id, "g".repeat(32)),
            403,
            "wrong-seat",
        ),
    ] {
        let (got, answer) = b.get(&path).await;
        assert_eq!(got, status, "{path}: {answer}");
        assert_eq!(refusal(&answer).0, code, "{path}: {answer}");
    }
    // The game is as it was: still waiting, its seat still good.
    let (status, view) = b
        .get(&format!("/api/games/{}/{}", seat.id, seat.seat.hex()))
        .await;
    assert_eq!(status, 200);
    assert_eq!(view["status"], "waiting");
}

#[tokio::test]
async fn a_snapshot_carries_the_position_after_every_ply() {
    let (server, mut t) = friends("kingofthehill").await;
    let mut spectator = server.browser().watch(&t.id).await;
    spectator.state().await;
    let moves = ["e2e4", "e7e5", "d1h5", "b8c6", "h5f7"];
    t.play(&moves, 0).await;
    // The positions the moves were announced with, as a spectator saw them.
    let mut seen = Vec::new();
    while seen.len() < moves.len() {
        if let ServerMsg::Move { fen, check, .. } = spectator.next().await {
            seen.push((fen, check));
        }
    }
    let (status, answer) = server.browser().get(&format!("/api/games/{}", t.id)).await;
    assert_eq!(status, 200);
    let view: GameView = serde_json::from_value(answer).expect("a game view");
    assert_eq!(
        view.initial_fen,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    let carried: Vec<(String, bool)> = view
        .moves
        .iter()
        .map(|m| (m.fen.clone(), m.check))
        .collect();
    assert_eq!(carried, seen);
    // Qxf7+ gives check; the position after it is the current one.
    assert_eq!(carried.last(), Some(&(view.fen.clone(), true)));
    assert!(!carried[0].1);
    // Lielow's plies carry its own position text.
    let mut l = table(&server, create("lielow", "friend")).await;
    l.play(&["e2e3"], 0).await;
    let (_, answer) = server.browser().get(&format!("/api/games/{}", l.id)).await;
    assert_eq!(
        answer["moves"][0]["fen"],
        "8/B1B1B1B1B1B1B1B1/8/8/8/4W2*3/W1W1W1W11W1W1W1/8 b -"
    );
}
