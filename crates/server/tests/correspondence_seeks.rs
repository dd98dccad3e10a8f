//! Correspondence seeks outlive their creator's page: listed with no
//! socket of theirs, across a restart, until someone takes one (the game
//! starts for both), its creator withdraws it, or it expires; a few per
//! address, also after a restart.

use std::time::Duration;

use crate::common::PATIENCE;
use crate::correspondence::{answer, browser, my_games, open, serve_with, short_days};
use regalia_server::api::LobbyAnswer;
use regalia_server::protocol::{SeatAnswer, Status};
use serde_json::{json, Value};

fn seek(days: u8) -> Value {
    json!({"variant": "kingofthehill", "opponent": "seek", "color": "white", "days": days})
}

async fn lobby_ids(base: &str, who: &reqwest::Client) -> Vec<String> {
    let lobby: LobbyAnswer = answer(who.get(format!("{base}/api/lobby")), "the lobby").await;
    lobby.seeks.iter().map(|s| s.id.to_string()).collect()
}

/// Waits until the lobby as `who` sees it passes `ok`.
async fn lobby_until(base: &str, who: &reqwest::Client, ok: impl Fn(&[String]) -> bool) {
    tokio::time::timeout(PATIENCE, async {
        loop {
            if ok(&lobby_ids(base, who).await) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    })
    .await
    .expect("the lobby changes in time");
}

async fn create(base: &str, who: &reqwest::Client, body: &Value) -> (u16, Value) {
    let response = who
        .post(format!("{base}/api/games"))
        .json(body)
        .send()
        .await
        .expect("answered");
    let status = response.status().as_u16();
    (status, response.json().await.expect("json"))
}

#[tokio::test]
async fn a_correspondence_seek_stays_listed_without_its_page_and_across_a_restart_until_taken() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = format!("sqlite://{}", dir.path().join("regalia.db").display());
    // A live seek leaves the lobby as soon as its creator's page closes.
    let config = || regalia_server::Config {
        seek_grace: Duration::ZERO,
        ..short_days()
    };
    let (running, base) = serve_with(&db, config()).await;
    let (host, guest) = (browser(), browser());

    let (status, body) = create(&base, &host, &seek(3)).await;
    assert_eq!(status, 201, "{body}");
    let lasting: SeatAnswer = serde_json::from_value(body).expect("a seat");
    let (status, body) = create(
        &base,
        &host,
        &json!({"variant": "chess", "opponent": "seek", "clock": {"initial": 300, "increment": 3}}),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let live: SeatAnswer = serde_json::from_value(body).expect("a seat");
    // Both creators' pages open, then close.
    let pages = [
        open(&base, &lasting.socket).await,
        open(&base, &live.socket).await,
    ];
    lobby_until(&base, &guest, |ids| {
        ids.contains(&lasting.id.to_string()) && ids.contains(&live.id.to_string())
    })
    .await;
    drop(pages);
    lobby_until(&base, &guest, |ids| !ids.contains(&live.id.to_string())).await;
    assert!(lobby_ids(&base, &guest)
        .await
        .contains(&lasting.id.to_string()));

    // A new server on the same database lists it again, page or no page.
    running.stop();
    let (_again, base) = serve_with(&db, config()).await;
    lobby_until(&base, &guest, |ids| ids == [lasting.id.to_string()]).await;

    // Its address still holds it: five in all, then refused.
    let mut more = Vec::new();
    for _ in 0..4 {
        let (status, body) = create(&base, &host, &seek(7)).await;
        assert_eq!(status, 201, "{body}");
        more.push(body["id"].as_str().expect("an id").to_owned());
    }
    let (status, body) = create(&base, &host, &seek(7)).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (429, Some("open-seeks")),
        "{body}"
    );
    // Withdrawn from the home page: it leaves, and makes room.
    let cancel = host
        .post(format!("{base}/api/games/{}/cancel", more[0]))
        .send()
        .await
        .expect("answered");
    assert_eq!(cancel.status().as_u16(), 204);
    lobby_until(&base, &guest, |ids| !ids.contains(&more[0])).await;
    let (status, body) = create(&base, &host, &seek(7)).await;
    assert_eq!(status, 201, "{body}");

    // Another player takes it: the game starts, in both players' games.
    let taken: SeatAnswer = answer(
        guest.post(format!("{base}/api/games/{}/join", lasting.id)),
        "a seat",
    )
    .await;
    assert_eq!(taken.id, lasting.id);
    lobby_until(&base, &guest, |ids| !ids.contains(&lasting.id.to_string())).await;
    for who in [&host, &guest] {
        let games = my_games(&base, who).await;
        let game = games
            .games
            .iter()
            .find(|g| g.id == lasting.id)
            .expect("listed in the player's games");
        assert_eq!(
            (game.status, game.days),
            (Status::Playing, Some(3)),
            "{game:?}"
        );
        assert!(game.opponent_joined);
    }
    let host_game = my_games(&base, &host).await;
    assert!(host_game
        .games
        .iter()
        .any(|g| g.id == lasting.id && g.your_turn));
}

#[tokio::test]
async fn a_correspondence_seek_nobody_takes_expires() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = format!("sqlite://{}", dir.path().join("regalia.db").display());
    let config = regalia_server::Config {
        correspondence_seek_ttl: Duration::from_secs(2),
        ..short_days()
    };
    let (_running, base) = serve_with(&db, config).await;
    let (host, guest) = (browser(), browser());
    let (status, body) = create(&base, &host, &seek(1)).await;
    assert_eq!(status, 201, "{body}");
    let id = body["id"].as_str().expect("an id").to_owned();
    lobby_until(&base, &guest, |ids| ids.contains(&id)).await;
    lobby_until(&base, &guest, |ids| !ids.contains(&id)).await;
    let games = my_games(&base, &host).await;
    let game = games.games.iter().find(|g| g.id.as_str() == id);
    assert!(game.is_none_or(|g| g.status == Status::Aborted), "{game:?}");
}
