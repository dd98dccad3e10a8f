//! `POST /api/position`: the board editor's judge. Valid positions come
//! back as the rules write them; impossible ones with every problem's
//! stable code; bad requests are refused; nothing is ever stored.

use crate::common::{assert_refused, computer, Browser, TestServer};
use serde_json::{json, Value};

/// A game, a position text, and the code and player of its one problem.
type Case = (
    &'static str,
    &'static str,
    &'static str,
    Option<&'static str>,
);

/// Asks the judge about `fen` in `variant`.
async fn judge(b: &Browser, variant: &str, fen: &str) -> (u16, Value) {
    b.post("/api/position", &json!({"variant": variant, "fen": fen}))
        .await
}

/// A game from `fen` against `opponent` (the computer at level 1), the
/// creator playing White.
fn from_position(variant: &str, fen: &str, opponent: &str) -> Value {
    let mut body = computer(variant, 1, "white");
    body["fen"] = json!(fen);
    body["opponent"] = json!(opponent);
    body
}

fn codes(answer: &Value) -> Vec<(String, Option<String>)> {
    answer["problems"]
        .as_array()
        .expect("a list of problems")
        .iter()
        .map(|p| {
            (
                p["code"].as_str().expect("a code").to_owned(),
                p["color"].as_str().map(str::to_owned),
            )
        })
        .collect()
}

/// Texts no game can read (and one far too long, made in the test).
const UNREADABLE: &[(&str, &str)] = &[
    ("chess", "not a fen"),
    ("lielow", "8/8/8/8/8/8/8/W9*7 w"),
    ("racingkings", ""),
];

/// Positions no game may start from: impossible ones, and one already won.
const IMPOSSIBLE_OR_FINISHED: &[(&str, &str)] = &[
    ("racingkings", "8/8/8/8/8/8/krbnNBRK/qrbnPBRQ w - - 0 1"),
    ("lielow", "7B1*/8/8/8/8/8/8/W3W16 w -"),
    ("kingofthehill", "8/8/8/3K4/8/8/8/k7 b - - 0 1"),
];

/// Playable positions with Black, the computer, to move.
const COMPUTER_TO_MOVE: &[(&str, &str)] = &[
    ("chess", "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"),
    ("kingofthehill", "4k3/8/8/8/8/8/8/4K3 b - - 0 30"),
    ("racingkings", "8/8/8/8/8/8/k6K/8 b - - 0 1"),
    ("lielow", "7B2*/2B15/8/8/3W3*4/8/8/W17 b -"),
];

#[tokio::test]
async fn a_valid_position_comes_back_as_the_rules_write_it() {
    let (_server, b) = TestServer::start_browsing().await;
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    let (status, answer) = judge(&b, "kingofthehill", fen).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["valid"], true);
    assert_eq!(answer["fen"], fen);
    assert_eq!(answer["turn"], "white");
    assert_eq!(answer["outcome"], Value::Null);
    assert_eq!(answer["problems"], json!([]));

    // Lielow: a crowned 3-stack; the lost-crown field is written out.
    let (status, answer) = judge(&b, "lielow", " 7B2*/2B15/8/8/3W3*4/8/8/W17 b ").await;
    assert_eq!(status, 200);
    assert_eq!(answer["valid"], true);
    assert_eq!(answer["fen"], "7B2*/2B15/8/8/3W3*4/8/8/W17 b -");
    assert_eq!(answer["turn"], "black");
}

#[tokio::test]
async fn a_finished_position_is_valid_but_carries_its_result() {
    let server = TestServer::start().await;
    let (_, answer) = judge(
        &server.browser(),
        "kingofthehill",
        "8/8/8/3K4/8/8/8/k7 b - - 0 1",
    )
    .await;
    assert_eq!(answer["valid"], true);
    let won = json!({"winner": "white", "reason": "hill"});
    assert_eq!(answer["outcome"], won);
}

#[tokio::test]
async fn impossible_positions_are_answered_with_the_codes_of_their_problems() {
    let (_server, b) = TestServer::start_browsing().await;
    let cases: [Case; 7] = [
        (
            "racingkings",
            "8/8/8/8/8/8/krbnNBRK/qrbnPBRQ w - - 0 1",
            "racing-kings-pawns",
            None,
        ),
        (
            "chess",
            "4k3/8/8/8/8/8/8/8 w - - 0 1",
            "missing-king",
            Some("white"),
        ),
        (
            "chess",
            "k1k5/8/8/8/8/8/8/4K3 w - - 0 1",
            "too-many-kings",
            Some("black"),
        ),
        (
            "kingofthehill",
            "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",
            "opposite-check",
            None,
        ),
        (
            "lielow",
            "7B1*/8/8/8/8/8/8/W2*W2*6 w -",
            "lielow-two-crowns",
            Some("white"),
        ),
        (
            "lielow",
            "7B1*/8/8/8/8/8/8/W3W16 w -",
            "lielow-crown-not-on-tallest",
            Some("white"),
        ),
        (
            "lielow",
            "8/8/8/8/8/8/8/8 w",
            "lielow-no-stacks",
            Some("white"),
        ),
    ];
    for (variant, fen, code, color) in cases {
        let (status, answer) = judge(&b, variant, fen).await;
        assert_eq!(status, 200, "{fen}: {answer}");
        assert_eq!(answer["valid"], false, "{fen}");
        assert_eq!(answer["fen"], Value::Null);
        let want = vec![(code.to_owned(), color.map(str::to_owned))];
        assert_eq!(codes(&answer), want, "{variant} {fen}");
        assert!(answer["problems"][0]["error"]
            .as_str()
            .is_some_and(|e| !e.is_empty()));
    }
    // The square and the height a Lielow problem names.
    let (_, answer) = judge(&b, "lielow", "7B1*/8/8/8/8/8/8/W3W16 w -").await;
    assert_eq!(answer["problems"][0]["square"], "a1");
    assert_eq!(answer["problems"][0]["count"], 3);
}

#[tokio::test]
async fn unreadable_text_is_one_malformed_problem_and_a_bad_variant_is_refused() {
    let (_server, b) = TestServer::start_browsing().await;
    let too_long = "8/".repeat(200);
    for &(variant, fen) in UNREADABLE.iter().chain([&("chess", too_long.as_str())]) {
        let (status, answer) = judge(&b, variant, fen).await;
        assert_eq!(status, 200);
        assert_eq!(answer["valid"], false);
        assert_eq!(codes(&answer), [("malformed".to_owned(), None)], "{fen}");
    }
    assert_refused(judge(&b, "draughts", "8/8").await, 400, "bad-request");
    let no_fen = b.post("/api/position", &json!({"variant": "chess"})).await;
    assert_refused(no_fen, 400, "bad-request");
}

#[tokio::test]
async fn no_game_starts_from_an_impossible_or_finished_position() {
    let (_server, b) = TestServer::start_browsing().await;
    for &(variant, fen) in IMPOSSIBLE_OR_FINISHED {
        for opponent in ["computer", "friend"] {
            let body = from_position(variant, fen, opponent);
            let (status, answer) = b.post("/api/games", &body).await;
            assert_eq!(status, 400, "{variant} {fen} {opponent}: {answer}");
            assert_eq!(answer["code"], "bad-request");
        }
    }
    let (status, mine) = b.get("/api/my-games").await;
    assert_eq!(status, 200);
    assert_eq!(mine["games"], json!([]), "nothing was created");
}

#[tokio::test]
async fn a_computer_game_starts_from_an_edited_position_in_every_game() {
    let (_server, b) = TestServer::start_browsing().await;
    // The computer is to move first in each: it plays from the position.
    for &(variant, fen) in COMPUTER_TO_MOVE {
        let seat = b.create(from_position(variant, fen, "computer")).await;
        let mut socket = b.socket(&seat.socket).await;
        let view = socket.state().await;
        assert_eq!(view.initial_fen, fen, "{variant}");
        // The computer's move, unless it came before the socket opened.
        if view.ply == 0 {
            socket.moved(1).await;
        }
        let (_, game) = b.get(&format!("/api/games/{}", seat.id)).await;
        assert_eq!(game["ply"], 1, "{variant}");
        assert_eq!(game["turn"], "white", "{variant}");
    }
}
