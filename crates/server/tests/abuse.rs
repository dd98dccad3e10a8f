//! Abuse resistance: what one client address may cost the server. Distinct
//! loopback addresses (127.0.0.2, 127.0.0.3, …) play distinct clients;
//! every loop is bounded in count and in time.

use std::net::{IpAddr, SocketAddr};
use std::time::{Duration, Instant};

use crate::common::{computer, create, fetch, header, post, TestServer, PATIENCE};
use futures_util::StreamExt;
use regalia_server::config::LimitsConfig;
use regalia_server::protocol::{ServerMsg, LOBBY_MAX_BYTES};
use regalia_server::Config;
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

pub(crate) fn loopback(last: u8) -> IpAddr {
    IpAddr::from([127, 0, 0, last])
}

/// An HTTP client on address 127.0.0.`last`; without cookies it is a new
/// session at every request.
pub(crate) fn client(last: u8, cookies: bool) -> reqwest::Client {
    reqwest::Client::builder()
        .local_address(loopback(last))
        .cookie_store(cookies)
        .build()
        .expect("an HTTP client")
}

pub(crate) type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A WebSocket from address 127.0.0.`last`, with extra request headers.
pub(crate) async fn socket_from(
    server: &TestServer,
    last: u8,
    path: &str,
    headers: &[(&str, &str)],
) -> Result<Ws, tokio_tungstenite::tungstenite::Error> {
    let tcp = tokio::net::TcpSocket::new_v4().expect("a socket");
    tcp.bind(SocketAddr::new(loopback(last), 0))
        .expect("binds a loopback address");
    let stream = tcp
        .connect(server.running.addr)
        .await
        .expect("connects to the server");
    let mut request = format!("{}{path}", server.ws)
        .into_client_request()
        .expect("a request");
    for (name, value) in headers {
        request.headers_mut().insert(
            axum::http::HeaderName::from_bytes(name.as_bytes()).expect("a header name"),
            value.parse().expect("a header value"),
        );
    }
    tokio_tungstenite::client_async(request, tokio_tungstenite::MaybeTlsStream::Plain(stream))
        .await
        .map(|(ws, _)| ws)
}

/// The statuses of `times` creations of `body` by `http`, one after another.
async fn creations(
    server: &TestServer,
    http: &reqwest::Client,
    body: &Value,
    times: usize,
) -> Vec<u16> {
    let mut statuses = Vec::new();
    for _ in 0..times {
        statuses.push(
            post(http, format!("{}/api/games", server.base), body)
                .await
                .0,
        );
    }
    statuses
}

/// A connection to `addr` that has sent `bytes` and then nothing more.
async fn connect_and_write(addr: SocketAddr, bytes: &[u8]) -> tokio::net::TcpStream {
    let mut stream = tokio::net::TcpStream::connect(addr)
        .await
        .expect("connects");
    stream.write_all(bytes).await.expect("writes");
    stream
}

/// The session cookie the home page sets for `http`, the request saying it
/// came over https when `over_tls`; empty when none is set.
async fn session_cookie(http: &reqwest::Client, server: &TestServer, over_tls: bool) -> String {
    let mut request = http.get(format!("{}/", server.base));
    if over_tls {
        request = request.header("x-forwarded-proto", "https");
    }
    let page = request.send().await.expect("a page");
    header(&page, "set-cookie").unwrap_or_default().to_owned()
}

#[tokio::test]
async fn a_cookieless_create_loop_is_refused_after_the_burst() {
    let server = TestServer::start().await;
    let flood = client(2, false);
    let body = create("chess", "friend");
    let (mut created, mut refused) = (0, 0);
    let deadline = Instant::now() + Duration::from_secs(10);
    for _ in 0..200 {
        if Instant::now() > deadline {
            break;
        }
        let (status, answer) = post(&flood, format!("{}/api/games", server.base), &body).await;
        match status {
            201 => created += 1,
            429 => {
                refused += 1;
                assert!(answer["error"].as_str().is_some_and(|e| !e.is_empty()));
            }
            other => panic!("unexpected answer {other}: {answer}"),
        }
    }
    let limits = LimitsConfig::default();
    assert!(refused > 0, "a cookieless flood is refused after its burst");
    assert!(
        created
            <= limits
                .invitations_per_addr
                .min(limits.create.per_addr.burst as usize)
                + 1,
        "created {created} games"
    );
    // Another address is not held up by the first one's flood.
    assert_eq!(creations(&server, &client(3, false), &body, 1).await, [201]);
    // The refusals are counted by limit.
    let metrics = server.metrics().await;
    assert!(
        metrics.contains("regalia_limit_refusals_total{limit=\"open-invitations\"}")
            || metrics.contains("regalia_limit_refusals_total{limit=\"create\"}"),
        "{metrics}"
    );
}

#[tokio::test]
async fn the_create_budget_of_an_address_runs_out_whatever_the_sessions() {
    let mut limits = LimitsConfig::default();
    limits.computer.per_addr.burst = 5;
    limits.computer.per_addr.every = Duration::from_secs(3600);
    let server = TestServer::with(Config {
        limits,
        ..Config::default()
    })
    .await;
    let body = computer("chess", 1, "white");
    let statuses = creations(&server, &client(2, false), &body, 8).await;
    assert_eq!(statuses, [201, 201, 201, 201, 201, 429, 429, 429]);
}

#[tokio::test]
async fn an_address_may_hold_only_a_few_open_seeks() {
    let server = TestServer::start().await;
    let body = json!({"variant": "chess", "opponent": "seek", "color": "random"});
    let statuses = creations(&server, &client(2, true), &body, 4).await;
    assert_eq!(statuses, [201, 201, 201, 429]);
    assert_eq!(creations(&server, &client(3, true), &body, 1).await, [201]);
}

/// Counts what a lobby socket receives until `until`.
async fn listen(mut ws: Ws, until: Instant) -> (usize, usize, usize) {
    let (mut messages, mut bytes, mut largest) = (0, 0, 0);
    while let Ok(Some(Ok(frame))) = tokio::time::timeout_at(until.into(), ws.next()).await {
        if let Message::Text(text) = frame {
            messages += 1;
            bytes += text.len();
            largest = largest.max(text.len());
        }
    }
    (messages, bytes, largest)
}

#[tokio::test]
async fn a_seek_flood_costs_each_lobby_socket_a_bounded_number_of_bytes() {
    let server = TestServer::with(Config {
        limits: LimitsConfig::for_load_tests(),
        ..Config::default()
    })
    .await;
    let started = Instant::now();
    let listen_until = started + Duration::from_secs(6);
    let mut listeners = Vec::new();
    for last in [3, 4, 5] {
        let ws = socket_from(&server, last, "/ws/lobby", &[])
            .await
            .expect("the lobby socket opens");
        listeners.push(tokio::spawn(listen(ws, listen_until)));
    }
    // Seeks as fast as one client can make them, for at most 4 seconds.
    let flood = client(2, true);
    let body = json!({"variant": "chess", "opponent": "seek", "color": "random",
                      "fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"});
    let mut made = 0;
    while made < 1500 && started.elapsed() < Duration::from_secs(4) {
        let (status, _) = post(&flood, format!("{}/api/games", server.base), &body).await;
        assert_eq!(status, 201);
        made += 1;
    }
    assert!(made > 100, "only {made} seeks were made");
    let seconds = listen_until.duration_since(started).as_secs_f64();
    for listener in listeners {
        let (messages, bytes, largest) = listener.await.expect("the listener ends");
        assert!(largest <= LOBBY_MAX_BYTES, "a message of {largest} bytes");
        // At most four seek messages and two counts a second, each within
        // the size limit; in fact far less.
        let per_second = bytes as f64 / seconds;
        assert!(
            per_second <= (4 * LOBBY_MAX_BYTES + 2 * 200) as f64,
            "{per_second} bytes a second in {messages} messages"
        );
        assert!(
            (messages as f64) <= 7.0 * seconds + 2.0,
            "{messages} messages"
        );
    }
    // GET /api/lobby is capped in the same way, with the whole number.
    let lobby: Value = reqwest::get(format!("{}/api/lobby", server.base))
        .await
        .expect("the lobby")
        .json()
        .await
        .expect("json");
    assert!(lobby["seeks"].as_array().is_some_and(|s| s.len() <= 100));
    assert!(serde_json::to_string(&lobby).expect("json").len() <= LOBBY_MAX_BYTES);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_level_one_game_answers_within_two_seconds_while_another_address_runs_twenty_level_eight_games(
) {
    let mut limits = LimitsConfig::for_load_tests();
    limits.strong_games_per_addr = 20;
    let server = TestServer::with(Config {
        limits,
        engine_threads: 1,
        ..Config::default()
    })
    .await;
    // Twenty level-8 games where the computer moves first.
    let strong = client(2, true);
    let mut sockets = Vec::new();
    for _ in 0..20 {
        let (status, seat) = post(
            &strong,
            format!("{}/api/games", server.base),
            &json!({"variant": "chess", "opponent": "computer", "level": 8, "color": "black"}),
        )
        .await;
        assert_eq!(status, 201, "{seat}");
        let socket = seat["socket"].as_str().expect("a socket path").to_owned();
        sockets.push(
            socket_from(&server, 2, &socket, &[])
                .await
                .expect("the socket opens"),
        );
    }
    // Another address asks for a level-1 game where the computer moves first.
    let started = Instant::now();
    let (status, seat) = post(
        &client(3, true),
        format!("{}/api/games", server.base),
        &json!({"variant": "chess", "opponent": "computer", "level": 1, "color": "black"}),
    )
    .await;
    assert_eq!(status, 201, "{seat}");
    let socket = seat["socket"].as_str().expect("a socket path").to_owned();
    let mut ws = socket_from(&server, 3, &socket, &[])
        .await
        .expect("the socket opens");
    let answered = tokio::time::timeout(PATIENCE, async {
        loop {
            let Some(Ok(Message::Text(text))) = ws.next().await else {
                panic!("the socket closed");
            };
            let msg: ServerMsg = serde_json::from_str(text.as_str()).expect("a server message");
            match msg {
                ServerMsg::Move { .. } => return started.elapsed(),
                ServerMsg::State { game, .. } if game.ply > 0 => return started.elapsed(),
                _ => {}
            }
        }
    })
    .await
    .expect("the computer answers");
    assert!(
        answered <= Duration::from_secs(2),
        "the level-1 computer took {answered:?}"
    );
    drop(sockets);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_game_behind_the_busy_strong_lane_is_told_how_many_searches_are_ahead() {
    let server = TestServer::with(Config {
        limits: LimitsConfig::for_load_tests(),
        engine_threads: 1,
        ..Config::default()
    })
    .await;
    let computer_first = |level: u8| json!({"variant": "chess", "opponent": "computer", "level": level, "color": "black"});
    // Three addresses each start a level-8 game where the computer moves
    // first: one search runs, two wait.
    let mut sockets = Vec::new();
    for last in 2..5 {
        let (status, seat) = post(
            &client(last, true),
            format!("{}/api/games", server.base),
            &computer_first(8),
        )
        .await;
        assert_eq!(status, 201, "{seat}");
        let socket = seat["socket"].as_str().expect("a socket path").to_owned();
        sockets.push(
            socket_from(&server, last, &socket, &[])
                .await
                .expect("the socket opens"),
        );
    }
    // A level-5 game (the strong lane too) from a fourth address.
    let (status, seat) = post(
        &client(5, true),
        format!("{}/api/games", server.base),
        &computer_first(5),
    )
    .await;
    assert_eq!(status, 201, "{seat}");
    let socket = seat["socket"].as_str().expect("a socket path").to_owned();
    let mut ws = socket_from(&server, 5, &socket, &[])
        .await
        .expect("the socket opens");
    let mut told = None;
    tokio::time::timeout(PATIENCE, async {
        loop {
            let Some(Ok(Message::Text(text))) = ws.next().await else {
                panic!("the socket closed");
            };
            let msg: ServerMsg = serde_json::from_str(text.as_str()).expect("a server message");
            match msg {
                ServerMsg::Busy { ahead } => told = Some(ahead),
                ServerMsg::Move { .. } => return,
                _ => {}
            }
        }
    })
    .await
    .expect("the computer moves");
    let ahead = told.expect("the page heard the lane was busy before the move");
    assert!((1..=3).contains(&ahead), "{ahead} searches ahead");
    drop(sockets);
}

/// Reads from a raw connection until the server closes it; returns how
/// long that took (or `None` if it was still open after `patience`).
async fn closed_after(mut stream: tokio::net::TcpStream, patience: Duration) -> Option<Duration> {
    let started = Instant::now();
    let mut buffer = [0u8; 4096];
    loop {
        match tokio::time::timeout_at((started + patience).into(), stream.read(&mut buffer)).await {
            Err(_) => return None,
            Ok(Ok(0)) | Ok(Err(_)) => return Some(started.elapsed()),
            Ok(Ok(_)) => continue,
        }
    }
}

#[tokio::test]
async fn slow_silent_and_idle_connections_are_closed_within_fifteen_seconds() {
    let server = TestServer::start().await;
    let addr = server.running.addr;
    let patience = Duration::from_secs(15);
    // Half a request line, then nothing.
    let slow = connect_and_write(addr, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ").await;
    // Nothing at all.
    let silent = connect_and_write(addr, b"").await;
    // One whole request, then an idle keep-alive connection.
    let idle =
        connect_and_write(addr, b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").await;
    let (slow, silent, idle) = tokio::join!(
        closed_after(slow, patience),
        closed_after(silent, patience),
        closed_after(idle, patience)
    );
    assert!(slow.is_some(), "a slow request head is cut off");
    assert!(silent.is_some(), "a silent connection is closed");
    assert!(idle.is_some(), "an idle keep-alive connection is closed");
}

#[tokio::test]
async fn pages_carry_security_headers_and_assets_set_no_cookie() {
    let server = TestServer::start().await;
    let http = reqwest::Client::new();
    let page = fetch(&http, format!("{}/", server.base)).await;
    let h = page.headers();
    let csp = header(&page, "content-security-policy").unwrap_or_default();
    assert!(csp.contains("default-src 'self'"), "{csp}");
    assert!(csp.contains("script-src 'self'") && !csp.contains("unsafe-inline"));
    assert!(csp.contains("frame-ancestors 'none'"));
    assert_eq!(
        h.get("x-frame-options").map(|v| v.as_bytes()),
        Some(&b"DENY"[..])
    );
    assert_eq!(
        h.get("referrer-policy").map(|v| v.as_bytes()),
        Some(&b"same-origin"[..])
    );
    assert_eq!(
        h.get("x-content-type-options").map(|v| v.as_bytes()),
        Some(&b"nosniff"[..])
    );
    let cookie = header(&page, "set-cookie").expect("a page sets the session cookie");
    assert!(
        cookie.contains("HttpOnly") && !cookie.contains("Secure"),
        "{cookie}"
    );
    let html = page.text().await.expect("html");
    // The page's own script and its language's strings.
    let scripts: Vec<String> = html
        .split("src=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_owned)
        .collect();
    assert!(
        scripts
            .iter()
            .any(|s| s.starts_with("/assets/") && !s.starts_with("/assets/strings/")),
        "{scripts:?}"
    );
    assert!(
        scripts.iter().any(|s| s.starts_with("/assets/strings/")),
        "{scripts:?}"
    );
    for asset in scripts {
        let script = fetch(&http, format!("{}{asset}", server.base)).await;
        assert_eq!(script.status(), 200, "{asset}");
        assert!(
            script.headers().get("set-cookie").is_none(),
            "{asset} sets no cookie"
        );
        assert!(
            header(&script, "cache-control").is_some_and(|v| v.contains("immutable")),
            "{asset}"
        );
        // A script is no document: it carries no page policy (300 bytes a
        // chunk), but still nosniff.
        assert_eq!(header(&script, "x-content-type-options"), Some("nosniff"));
        assert_eq!(header(&script, "content-security-policy"), None, "{asset}");
        assert_eq!(header(&script, "x-frame-options"), None, "{asset}");
    }
    // The service worker's script is the worker's document: its policy
    // is the worker's own.
    let worker = fetch(&http, format!("{}/sw.js", server.base)).await;
    assert!(
        header(&worker, "content-security-policy")
            .is_some_and(|c| c.contains("default-src 'self'")),
        "the worker keeps its policy"
    );
}

#[tokio::test]
async fn the_cookie_is_secure_behind_tls() {
    let server = TestServer::with(Config {
        public_url: Some("https://play.example".into()),
        ..Config::default()
    })
    .await;
    let cookie = session_cookie(&reqwest::Client::new(), &server, false).await;
    assert!(cookie.contains("; Secure"), "{cookie}");

    // Behind a trusted proxy that says the request came over https.
    let proxied = TestServer::with(Config {
        trusted_proxy: Some(loopback(1)),
        ..Config::default()
    })
    .await;
    let cookie = session_cookie(&reqwest::Client::new(), &proxied, true).await;
    assert!(cookie.contains("; Secure"), "{cookie}");
    // The same header from an address that is not the proxy is ignored.
    let cookie = session_cookie(&client(2, false), &proxied, true).await;
    assert!(!cookie.contains("Secure"), "{cookie}");
}

#[tokio::test]
async fn forwarded_addresses_count_only_from_the_trusted_proxy() {
    let limits = LimitsConfig {
        seeks_per_addr: 1,
        ..LimitsConfig::default()
    };
    let server = TestServer::with(Config {
        limits,
        trusted_proxy: Some(loopback(1)),
        ..Config::default()
    })
    .await;
    let body = json!({"variant": "chess", "opponent": "seek", "color": "random"});
    let url = format!("{}/api/games", server.base);
    let http = reqwest::Client::new();
    let seek_as = |client: &str| {
        http.post(&url)
            .header("x-forwarded-for", client)
            .json(&body)
            .send()
    };
    // Through the proxy: two clients, one seek each.
    assert_eq!(seek_as("10.0.0.1").await.expect("answered").status(), 201);
    assert_eq!(seek_as("10.0.0.2").await.expect("answered").status(), 201);
    assert_eq!(seek_as("10.0.0.1").await.expect("answered").status(), 429);
    // Not through the proxy: the header is the client's own claim, ignored.
    let direct = client(2, true);
    let claim = |to: &'static str| {
        direct
            .post(&url)
            .header("x-forwarded-for", to)
            .json(&body)
            .send()
    };
    assert_eq!(claim("10.0.0.3").await.expect("answered").status(), 201);
    assert_eq!(claim("10.0.0.4").await.expect("answered").status(), 429);
}

#[tokio::test]
async fn a_cross_site_websocket_is_refused() {
    let server = TestServer::start().await;
    let own_origin = format!("http://{}", server.running.addr);
    let own = socket_from(&server, 2, "/ws/lobby", &[("origin", &own_origin)]).await;
    assert!(own.is_ok(), "a page of the site opens its socket");
    let foreign = socket_from(
        &server,
        2,
        "/ws/lobby",
        &[("origin", "https://evil.example")],
    )
    .await;
    match foreign {
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            assert_eq!(response.status().as_u16(), 403)
        }
        other => panic!(
            "a cross-site socket is refused, got {:?}",
            other.map(|_| ())
        ),
    }
    let seat = server.browser().create(create("chess", "friend")).await;
    let foreign = socket_from(
        &server,
        2,
        &seat.socket,
        &[("origin", "https://evil.example")],
    )
    .await;
    assert!(
        foreign.is_err(),
        "a game socket from another site is refused"
    );
}

#[tokio::test]
async fn spectators_arriving_cost_presence_messages_in_proportion_to_their_number() {
    let server = TestServer::start().await;
    let seat = server.browser().create(create("chess", "friend")).await;
    let n = 120;
    let started = Instant::now();
    let mut watchers = Vec::new();
    for i in 0..n {
        // Spread over four addresses: one address may open 64 sockets.
        let last = 2 + (i % 4) as u8;
        let mut ws = socket_from(&server, last, &format!("/ws/game/{}", seat.id), &[])
            .await
            .expect("a spectator socket");
        // Each spectator is in before the next arrives.
        loop {
            let Some(Ok(frame)) = tokio::time::timeout(PATIENCE, ws.next())
                .await
                .expect("a message in time")
            else {
                panic!("the socket closed");
            };
            if let Message::Text(text) = frame {
                if text.as_str().contains("\"presence\"") {
                    break;
                }
            }
        }
        watchers.push(ws);
    }
    let joined = started.elapsed().as_secs_f64();
    // Let the last coalesced count go out, then count every presence.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let mut total = n;
    for ws in &mut watchers {
        while let Ok(Some(Ok(frame))) =
            tokio::time::timeout(Duration::from_millis(50), ws.next()).await
        {
            if let Message::Text(text) = frame {
                if text.as_str().contains("\"presence\"") {
                    total += 1;
                }
            }
        }
    }
    let quadratic = n * (n + 1) / 2;
    let bound = (n as f64 * (joined.ceil() + 3.0)) as usize;
    assert!(
        total <= bound && total < quadratic / 2,
        "{total} presence messages for {n} spectators in {joined:.1} s"
    );
}

/// Sends `head` on a fresh connection and reads the whole answer (the
/// request asks the server to close after it).
async fn raw_answer(addr: SocketAddr, head: &str) -> (String, Value) {
    let mut stream = connect_and_write(addr, head.as_bytes()).await;
    let mut out = Vec::new();
    tokio::time::timeout(PATIENCE, stream.read_to_end(&mut out))
        .await
        .expect("answered in time")
        .expect("reads the answer");
    let text = String::from_utf8_lossy(&out).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").expect("a head and a body");
    let body = serde_json::from_str(body).unwrap_or_else(|e| panic!("{e}: {body}"));
    (head.to_ascii_lowercase(), body)
}

#[tokio::test]
async fn an_overlong_address_or_head_is_refused_with_the_security_headers() {
    let server = TestServer::start().await;
    let addr = server.running.addr;
    let security = [
        "content-security-policy: default-src 'self'",
        "x-frame-options: deny",
        "x-content-type-options: nosniff",
        "referrer-policy: same-origin",
    ];
    let address = format!(
        "GET /api/games/{} HTTP/1.1\r\nHost: regalia\r\nConnection: close\r\n\r\n",
        "a".repeat(10_000)
    );
    let many = (0..80)
        .map(|i| format!("X-Filler-{i}: {}\r\n", "b".repeat(100)))
        .collect::<String>();
    let headers =
        format!("GET /api/health HTTP/1.1\r\nHost: regalia\r\n{many}Connection: close\r\n\r\n");
    for (request, status, code) in [
        (address, "http/1.1 414", "uri-too-long"),
        (headers, "http/1.1 431", "headers-too-large"),
    ] {
        let (head, body) = raw_answer(addr, &request).await;
        assert!(head.starts_with(status), "{head}");
        for line in security {
            assert!(head.contains(line), "`{line}` is missing: {head}");
        }
        assert!(
            !head.contains("set-cookie"),
            "no session for a refused head: {head}"
        );
        assert_eq!(body["code"], code, "{body}");
        assert!(
            body["error"]
                .as_str()
                .is_some_and(|e| e.contains("at most")),
            "{body}"
        );
    }
    // Within the limits, the same connection-level path answers normally.
    let (head, body) = raw_answer(
        addr,
        "GET /api/health HTTP/1.1\r\nHost: regalia\r\nConnection: close\r\n\r\n",
    )
    .await;
    assert!(head.starts_with("http/1.1 200"), "{head}");
    assert!(body.is_object());
}
