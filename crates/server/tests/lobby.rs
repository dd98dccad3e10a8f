//! A truthful lobby: a seek is listed only while its creator has a socket
//! open, comes back when they return, and cannot be joined while they are
//! gone; the online count includes whoever asks.

use std::time::Duration;

use crate::common::{seek, TestServer};
use regalia_server::protocol::LobbyOut;
use regalia_server::Config;
use serde_json::json;

async fn seek_ids(browser: &crate::common::Browser) -> Vec<String> {
    let (_, lobby) = browser.get("/api/lobby").await;
    lobby["seeks"]
        .as_array()
        .map(|list| {
            list.iter()
                .filter_map(|s| s["id"].as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test]
async fn a_seek_leaves_the_lobby_with_its_creator_and_comes_back_with_them() {
    let server = TestServer::with(Config {
        seek_grace: Duration::from_millis(300),
        ..Config::default()
    })
    .await;
    let seeker = server.browser();
    let other = server.browser();
    let mut lobby = other.socket("/ws/lobby").await;
    lobby.next_lobby().await;
    let seat = seeker.create(seek("kingofthehill", 300, 3)).await;
    let page = seeker.sit(&seat).await;
    lobby.seek_listed(&seat.id).await;

    // The creator's page closes: the seek leaves every lobby.
    drop(page);
    let LobbyOut::Seeks { counts, .. } = lobby.seek_removed(&seat.id).await else {
        unreachable!()
    };
    assert_eq!(counts.seeks, 0);
    assert!(!seek_ids(&other).await.contains(&seat.id.to_string()));
    // ... and cannot be joined.
    let (status, answer) = other
        .post(&format!("/api/games/{}/join", seat.id), &json!({}))
        .await;
    assert_eq!(status, 409, "{answer}");

    // The creator comes back: so does the seek, and it can be taken.
    let _page = seeker.sit(&seat).await;
    lobby.seek_listed(&seat.id).await;
    let taken = other.join(&seat.id).await;
    assert_eq!(taken.id, seat.id);
}

#[tokio::test]
async fn the_online_count_includes_the_page_that_asks() {
    let server = TestServer::start().await;
    let pages: Vec<_> = (0..3).map(|_| server.browser()).collect();
    let mut sockets = Vec::new();
    for page in &pages {
        let mut s = page.socket("/ws/lobby").await;
        match s.next_lobby().await {
            LobbyOut::Lobby { counts, .. } => {
                assert!(counts.players >= 1, "the page counts itself")
            }
            other => panic!("expected the lobby, got {other:?}"),
        }
        sockets.push(s);
    }
    for page in &pages {
        let (_, lobby) = page.get("/api/lobby").await;
        assert_eq!(lobby["counts"]["players"], 3);
    }
    let last = sockets.last_mut().expect("three sockets");
    last.sync_lobby().await;
    let (_, lobby) = pages[0].get("/api/lobby").await;
    assert_eq!(lobby["counts"]["players"], 3);
}
