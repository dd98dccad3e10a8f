//! The Bot and Board API's edges (docs/api.md, "Bots and boards"): tokens
//! made, used and revoked; the event stream's challenge lines when a
//! challenge is declined or cancelled; who may use which API. The whole
//! game through the real `berserk` client is crates/regalia/tests/bots.rs.

use serde_json::{json, Value};

use crate::common::{assert_refused, Browser, TestServer, PATIENCE};

/// An NDJSON stream being read, line by line.
struct Lines {
    response: reqwest::Response,
    buffer: String,
}

impl Lines {
    async fn open(request: reqwest::RequestBuilder) -> Lines {
        let response = request.send().await.expect("answered");
        assert_eq!(response.status().as_u16(), 200);
        let kind = response
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned();
        assert_eq!(kind, "application/x-ndjson");
        Lines {
            response,
            buffer: String::new(),
        }
    }

    /// The next line that is not empty (a keep-alive), read as JSON.
    async fn next(&mut self) -> Value {
        loop {
            if let Some(end) = self.buffer.find('\n') {
                let line: String = self.buffer.drain(..=end).collect();
                if line.trim().is_empty() {
                    continue;
                }
                return serde_json::from_str(&line).expect("a JSON line");
            }
            let chunk = tokio::time::timeout(PATIENCE, self.response.chunk())
                .await
                .expect("a line in time")
                .expect("the stream reads")
                .expect("the stream is open");
            self.buffer
                .push_str(std::str::from_utf8(&chunk).expect("UTF-8"));
        }
    }
}

async fn named(server: &TestServer, name: &str) -> Browser {
    let browser = server.browser();
    let (status, body) = browser.post("/api/player", &json!({"name": name})).await;
    assert_eq!(status, 201, "{body}");
    browser
}

async fn token_of(browser: &Browser) -> String {
    let (status, made) = browser.post("/api/player/tokens", &json!({})).await;
    assert_eq!(status, 201, "{made}");
    made["token"].as_str().expect("a token").to_owned()
}

#[tokio::test]
async fn a_token_plays_as_its_player_until_it_is_revoked() {
    let server = TestServer::start().await;
    let ada = named(&server, "Ada").await;
    let token = token_of(&ada).await;
    let http = reqwest::Client::new();
    let account = |t: &str| {
        http.get(format!("{}/api/account", server.base))
            .bearer_auth(t.to_owned())
    };
    let me: Value = account(&token)
        .send()
        .await
        .expect("answered")
        .json()
        .await
        .expect("json");
    assert_eq!(me["username"], "Ada");
    assert_eq!(me["title"], Value::Null);
    // A token that is none is refused before anything happens.
    let wrong = account("rgl_00").send().await.expect("answered");
    assert_eq!(wrong.status().as_u16(), 401);
    let (_, list) = ada.get("/api/player/tokens").await;
    let id = list[0]["id"].as_str().expect("an id").to_owned();
    // The token is listed, never shown again.
    assert!(!list.to_string().contains(&token));
    let gone = ada
        .http
        .delete(format!("{}/api/player/tokens/{id}", server.base))
        .send()
        .await
        .expect("answered");
    assert_eq!(gone.status().as_u16(), 204);
    let refused = account(&token).send().await.expect("answered");
    assert_eq!(refused.status().as_u16(), 401);
    let body: Value = refused.json().await.expect("json");
    assert_eq!(body["code"], "wrong-token");
    // Without a name, no token.
    let nameless = server.browser();
    assert_refused(
        nameless.post("/api/player/tokens", &json!({})).await,
        403,
        "no-name",
    );
}

#[tokio::test]
async fn challenges_declined_or_cancelled_are_told_on_both_event_streams() {
    let server = TestServer::start().await;
    let ada = named(&server, "Ada").await;
    let bo = named(&server, "Boris").await;
    let mut ada_events =
        Lines::open(ada.http.get(format!("{}/api/stream/event", server.base))).await;
    let mut bo_events = Lines::open(bo.http.get(format!("{}/api/stream/event", server.base))).await;

    let (status, challenge) = ada
        .post(
            "/api/challenge/boris",
            &json!({"variant": "racingKings", "clock.limit": 60, "clock.increment": 1, "color": "black"}),
        )
        .await;
    assert_eq!(status, 200, "{challenge}");
    let id = challenge["id"].as_str().expect("an id").to_owned();
    for events in [&mut ada_events, &mut bo_events] {
        let line = events.next().await;
        assert_eq!(line["type"], "challenge", "{line}");
        assert_eq!(line["challenge"]["id"], id.as_str());
        assert_eq!(line["challenge"]["variant"]["key"], "racingKings");
        assert_eq!(line["challenge"]["challenger"]["name"], "Ada");
        assert_eq!(line["challenge"]["destUser"]["name"], "Boris");
        assert_eq!(line["challenge"]["timeControl"]["show"], "1+1");
    }
    // Only Bo may answer it.
    assert_refused(
        ada.post(&format!("/api/challenge/{id}/accept"), &json!({}))
            .await,
        404,
        "no-challenge",
    );
    let (status, _) = bo
        .post(
            &format!("/api/challenge/{id}/decline"),
            &json!({"reason": "later"}),
        )
        .await;
    assert_eq!(status, 200);
    for events in [&mut ada_events, &mut bo_events] {
        let line = events.next().await;
        assert_eq!(line["type"], "challengeDeclined", "{line}");
    }
    let (_, game) = ada.get(&format!("/api/games/{id}")).await;
    assert_eq!(game["status"], "aborted");

    // A challenge taken back, and one refused for what it asks.
    let (_, again) = ada
        .post("/api/challenge/Boris", &json!({"variant": "lielow"}))
        .await;
    let again_id = again["id"].as_str().expect("an id").to_owned();
    assert_eq!(bo_events.next().await["type"], "challenge");
    let (status, _) = ada
        .post(&format!("/api/challenge/{again_id}/cancel"), &json!({}))
        .await;
    assert_eq!(status, 200);
    let line = bo_events.next().await;
    assert_eq!(line["type"], "challengeCanceled", "{line}");
    // Days per move: a correspondence challenge, written as lichess
    // writes one.
    let (status, posted) = ada.post("/api/challenge/Boris", &json!({"days": 3})).await;
    assert_eq!(status, 200, "{posted}");
    let correspondence = json!({"type": "correspondence", "daysPerTurn": 3});
    assert_eq!(posted["timeControl"], correspondence, "{posted}");
    assert_eq!(posted["speed"], "correspondence");
    let line = bo_events.next().await;
    assert_eq!(line["type"], "challenge", "{line}");
    assert_eq!(line["challenge"]["timeControl"], correspondence, "{line}");
    let posted_id = posted["id"].as_str().expect("an id").to_owned();
    let (status, _) = ada
        .post(&format!("/api/challenge/{posted_id}/cancel"), &json!({}))
        .await;
    assert_eq!(status, 200);
    assert_eq!(bo_events.next().await["type"], "challengeCanceled");
    assert_refused(
        ada.post("/api/challenge/Boris", &json!({"variant": "crazyhouse"}))
            .await,
        400,
        "bad-request",
    );
    // Days per move are taken, but only those a game may have, and
    // never beside a clock.
    assert_refused(
        ada.post("/api/challenge/Boris", &json!({"days": 4})).await,
        400,
        "bad-clock",
    );
    assert_refused(
        ada.post(
            "/api/challenge/Boris",
            &json!({"days": 3, "clock.limit": 60}),
        )
        .await,
        400,
        "bad-clock",
    );
    assert_refused(
        ada.post("/api/challenge/Nobody", &json!({})).await,
        404,
        "no-player",
    );
}

#[tokio::test]
async fn the_bot_api_is_for_bots_and_the_board_api_for_the_others() {
    let server = TestServer::start().await;
    let ada = named(&server, "Ada").await;
    let bot = named(&server, "Hal").await;
    let (status, _) = bot.post("/api/bot/account/upgrade", &json!({})).await;
    assert_eq!(status, 200);
    let (_, account) = bot.get("/api/account").await;
    assert_eq!(account["title"], "BOT");
    let (_, challenge) = ada
        .post(
            "/api/challenge/Hal",
            &json!({"variant": "kingOfTheHill", "color": "white"}),
        )
        .await;
    let id = challenge["id"].as_str().expect("an id").to_owned();
    let (status, _) = bot
        .post(&format!("/api/challenge/{id}/accept"), &json!({}))
        .await;
    assert_eq!(status, 200);
    let (_, game) = ada.get(&format!("/api/games/{id}")).await;
    assert_eq!(game["players"]["black"]["player"]["bot"], true, "{game}");

    // A person plays through the Board API, not the Bot API; a bot the
    // other way round.
    assert_refused(
        ada.post(&format!("/api/bot/game/{id}/move/e2e4"), &json!({}))
            .await,
        403,
        "not-a-bot",
    );
    let (status, moved) = ada
        .post(&format!("/api/board/game/{id}/move/e2e4"), &json!({}))
        .await;
    assert_eq!((status, &moved["ok"]), (200, &json!(true)), "{moved}");
    assert_refused(
        bot.post(&format!("/api/board/game/{id}/move/e7e5"), &json!({}))
            .await,
        403,
        "bot-account",
    );
    assert_refused(
        bot.post(&format!("/api/bot/game/{id}/move/e2e4"), &json!({}))
            .await,
        400,
        "illegal-move",
    );
    let mut stream = Lines::open(
        bot.http
            .get(format!("{}/api/bot/game/stream/{id}", server.base)),
    )
    .await;
    let full = stream.next().await;
    assert_eq!(full["type"], "gameFull", "{full}");
    assert_eq!(full["initialFen"], "startpos");
    assert_eq!(full["black"]["title"], "BOT");
    assert_eq!(full["state"]["moves"], "e2e4");
    let (status, _) = bot
        .post(&format!("/api/bot/game/{id}/move/e7e5"), &json!({}))
        .await;
    assert_eq!(status, 200);
    assert_eq!(stream.next().await["moves"], "e2e4 e7e5");
    let (status, _) = ada
        .post(&format!("/api/board/game/{id}/resign"), &json!({}))
        .await;
    assert_eq!(status, 200);
    let end = stream.next().await;
    assert_eq!(
        (&end["status"], &end["winner"]),
        (&json!("resign"), &json!("black")),
        "{end}"
    );

    // A bot never seeks in the lobby.
    assert_refused(
        bot.post(
            "/api/games",
            &json!({"variant": "chess", "opponent": "seek", "clock": {"initial": 180, "increment": 0}}),
        )
        .await,
        403,
        "bot-account",
    );
}
