//! A real server on an ephemeral port with a temporary SQLite file, and
//! real HTTP and WebSocket clients to talk to it.

#![allow(dead_code)]

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use regalia_server::ids::GameId;
use regalia_server::protocol::{ClientMsg, CreateGame, GameView, LobbyOut, SeatAnswer, ServerMsg};
use regalia_server::Config;
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

/// Longest wait for an expected message; only there so that a broken
/// server fails the test instead of hanging it.
pub const PATIENCE: Duration = Duration::from_secs(20);

pub struct TestServer {
    pub base: String,
    pub ws: String,
    pub running: regalia_server::Running,
    /// The server's SQLite database, for tests that reach behind it.
    pub db_url: String,
    _dir: tempfile::TempDir,
}

impl TestServer {
    pub async fn start() -> TestServer {
        TestServer::with(Config::default()).await
    }

    pub async fn with(config: Config) -> TestServer {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let url = format!("sqlite://{}", dir.path().join("test.db").display());
        let running = regalia_server::start("127.0.0.1:0", &url, config)
            .await
            .expect("the server starts");
        TestServer {
            base: format!("http://{}", running.addr),
            ws: format!("ws://{}", running.addr),
            running,
            db_url: url,
            _dir: dir,
        }
    }

    /// A browser: its own cookie jar, so its own session.
    /// A fresh server and one browser on it: where most tests begin.
    pub async fn start_browsing() -> (TestServer, Browser) {
        let server = TestServer::start().await;
        let browser = server.browser();
        (server, browser)
    }

    /// The text of `/metrics`.
    pub async fn metrics(&self) -> String {
        let http = reqwest::Client::new();
        let r = fetch(&http, format!("{}/metrics", self.base)).await;
        r.text().await.expect("the metrics are text")
    }

    pub fn browser(&self) -> Browser {
        Browser::at(self.running.addr)
    }
}

pub struct Browser {
    pub http: reqwest::Client,
    /// The browser's cookies, which its sessioned sockets carry too.
    pub jar: std::sync::Arc<reqwest::cookie::Jar>,
    pub base: String,
    pub ws: String,
}

pub fn create(variant: &str, opponent: &str) -> Value {
    json!({"variant": variant, "opponent": opponent, "color": "white"})
}

/// A game like [`create`]'s with a clock of `initial` seconds and
/// `increment` seconds a move.
pub fn timed(variant: &str, opponent: &str, initial: u32, increment: u32) -> Value {
    let mut body = create(variant, opponent);
    body["clock"] = json!({"initial": initial, "increment": increment});
    body
}

/// A lobby seek for either colour with a clock.
pub fn seek(variant: &str, initial: u32, increment: u32) -> Value {
    let mut body = timed(variant, "seek", initial, increment);
    body["color"] = json!("random");
    body
}

/// A game against the computer at `level`, the creator playing `color`.
pub fn computer(variant: &str, level: u8, color: &str) -> Value {
    json!({"variant": variant, "opponent": "computer", "level": level, "color": color})
}

/// Skips messages on a socket until one of the given kind (and fields),
/// and returns it: `wait_for!(t.white, Takeback)`,
/// `wait_for!(t.white, Offered { kind: OfferKind::Draw, .. })`.
macro_rules! wait_for {
    ($sock:expr, $kind:ident { $($fields:tt)* }) => {
        $sock
            .until(stringify!($kind { $($fields)* }), |m| {
                matches!(m, regalia_server::protocol::ServerMsg::$kind { $($fields)* })
            })
            .await
    };
    ($sock:expr, $kind:ident) => {
        $sock
            .until(stringify!($kind), |m| {
                matches!(m, regalia_server::protocol::ServerMsg::$kind { .. })
            })
            .await
    };
}
pub(crate) use wait_for;

/// The value of header `name`, when it is there and readable.
pub fn header<'a>(response: &'a reqwest::Response, name: &str) -> Option<&'a str> {
    response.headers().get(name).and_then(|v| v.to_str().ok())
}

/// GETs `url` with `http`: the response, whatever its status.
pub async fn fetch(http: &reqwest::Client, url: String) -> reqwest::Response {
    http.get(url).send().await.expect("the request is answered")
}

/// A legal move in UCI from a snapshot's or a move's destinations: the
/// first piece's first destination.
pub fn any_move(dests: &std::collections::BTreeMap<String, Vec<String>>) -> String {
    let (from, tos) = dests.iter().next().expect("a legal move");
    format!("{from}{}", tos[0])
}

/// Checks an answer refused with `status` and the stable error `code`, with
/// words for people beside it.
#[track_caller]
pub fn assert_refused(got: (u16, Value), status: u16, code: &str) -> Value {
    let (got, answer) = got;
    assert_eq!(got, status, "{answer}");
    assert_eq!(answer["code"], code, "{answer}");
    assert!(
        answer["error"].as_str().is_some_and(|e| !e.is_empty()),
        "words beside the code: {answer}"
    );
    answer
}

/// POSTs `body` as JSON to `url`: the status and the JSON answer (null
/// when the answer is not JSON).
pub async fn post(http: &reqwest::Client, url: String, body: &Value) -> (u16, Value) {
    let r = http
        .post(url)
        .json(body)
        .send()
        .await
        .expect("the request is answered");
    let status = r.status().as_u16();
    (status, r.json().await.unwrap_or(Value::Null))
}

impl Browser {
    /// A browser of the server at `addr`: its own cookie jar, so its own
    /// session.
    pub fn at(addr: std::net::SocketAddr) -> Browser {
        let jar = std::sync::Arc::new(reqwest::cookie::Jar::default());
        Browser {
            http: reqwest::Client::builder()
                .cookie_provider(jar.clone())
                .build()
                .expect("an HTTP client"),
            jar,
            base: format!("http://{addr}"),
            ws: format!("ws://{addr}"),
        }
    }

    pub async fn post(&self, path: &str, body: &Value) -> (u16, Value) {
        post(&self.http, format!("{}{path}", self.base), body).await
    }

    pub async fn get(&self, path: &str) -> (u16, Value) {
        let r = self
            .http
            .get(format!("{}{path}", self.base))
            .send()
            .await
            .expect("the request is answered");
        let status = r.status().as_u16();
        (status, r.json().await.unwrap_or(Value::Null))
    }

    pub async fn create(&self, body: Value) -> SeatAnswer {
        let (status, answer) = self.post("/api/games", &body).await;
        assert_eq!(status, 201, "creating a game: {answer}");
        serde_json::from_value(answer).expect("a seat answer")
    }

    pub async fn create_typed(&self, req: &CreateGame) -> SeatAnswer {
        self.create(serde_json::to_value(req).expect("json")).await
    }

    /// A game against the computer at `level` in `variant`, this browser
    /// playing White, with its socket open and the first snapshot read.
    pub async fn against_computer(&self, variant: &str, level: u8) -> (SeatAnswer, Sock) {
        let (seat, sock, _) = self.open(computer(variant, level, "white")).await;
        (seat, sock)
    }

    pub async fn join(&self, id: impl std::fmt::Display) -> SeatAnswer {
        let (status, answer) = self
            .post(&format!("/api/games/{id}/join"), &json!({}))
            .await;
        assert_eq!(status, 200, "joining a game: {answer}");
        serde_json::from_value(answer).expect("a seat answer")
    }

    /// Opens a socket at `path` (e.g. `SeatAnswer::socket`).
    pub async fn socket(&self, path: &str) -> Sock {
        Sock::open(&format!("{}{path}", self.ws)).await
    }

    /// Opens a socket at `path` carrying this browser's cookies, so the
    /// server knows its session (as a page's socket does).
    pub async fn session_socket(&self, path: &str) -> Sock {
        use reqwest::cookie::CookieStore;
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let url = format!("{}{path}", self.ws);
        let mut request = url
            .as_str()
            .into_client_request()
            .expect("a socket request");
        let base: reqwest::Url = self.base.parse().expect("the server's address");
        if let Some(cookies) = self.jar.cookies(&base) {
            request.headers_mut().insert("cookie", cookies);
        }
        let (ws, _) = tokio_tungstenite::connect_async(request)
            .await
            .unwrap_or_else(|e| panic!("socket {url} opens: {e}"));
        Sock { ws, last_n: 0 }
    }

    /// Creates the game `body` asks for and opens its socket: the seat, the
    /// socket and its first snapshot.
    pub async fn open(&self, body: Value) -> (SeatAnswer, Sock, GameView) {
        let seat = self.create(body).await;
        let mut sock = self.socket(&seat.socket).await;
        let view = sock.state().await;
        (seat, sock, view)
    }

    /// Opens the socket of `seat` and reads its first snapshot.
    pub async fn sit(&self, seat: &SeatAnswer) -> Sock {
        let mut sock = self.socket(&seat.socket).await;
        sock.state().await;
        sock
    }

    pub async fn watch(&self, id: &str) -> Sock {
        self.socket(&format!("/ws/game/{id}")).await
    }
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

pub struct Sock {
    pub ws: Ws,
    /// Highest event number seen.
    pub last_n: u64,
}

impl Sock {
    pub async fn open(url: &str) -> Sock {
        let (ws, _) = tokio_tungstenite::connect_async(url)
            .await
            .unwrap_or_else(|e| panic!("socket {url} opens: {e}"));
        Sock { ws, last_n: 0 }
    }

    pub async fn send(&mut self, msg: &ClientMsg) {
        let text = serde_json::to_string(msg).expect("json");
        self.send_text(&text).await;
    }

    pub async fn send_text(&mut self, text: &str) {
        self.ws
            .send(Message::Text(text.to_owned().into()))
            .await
            .expect("the socket takes a message");
    }

    pub async fn play(&mut self, uci: &str) {
        self.send(&ClientMsg::Move {
            uci: uci.into(),
            ply: None,
        })
        .await;
    }

    /// The next message of any kind.
    pub async fn next_any(&mut self) -> ServerMsg {
        let msg: ServerMsg = self.next_text("server").await;
        if let Some(n) = msg.n() {
            self.last_n = n;
        }
        msg
    }

    /// The next text frame, read as a `T` (`what` names it if it does not
    /// read).
    async fn next_text<T: serde::de::DeserializeOwned>(&mut self, what: &str) -> T {
        loop {
            let frame = tokio::time::timeout(PATIENCE, self.ws.next())
                .await
                .expect("a message arrives in time")
                .expect("the socket is open")
                .expect("the socket works");
            if let Message::Text(text) = frame {
                return serde_json::from_str(text.as_str())
                    .unwrap_or_else(|e| panic!("{what} message `{text}` parses: {e}"));
            }
        }
    }

    /// The next message that is not `presence`, `pong` or the chat's
    /// room (`chatLog`, sent on connect and when a seat is taken).
    pub async fn next(&mut self) -> ServerMsg {
        loop {
            match self.next_any().await {
                ServerMsg::Presence { .. } | ServerMsg::Pong | ServerMsg::ChatLog { .. } => {
                    continue
                }
                msg => return msg,
            }
        }
    }

    /// Skips messages until one matches.
    /// Skips messages until one matches; fails, naming the last messages
    /// seen, when none has within [`PATIENCE`] (other messages, such as
    /// presence, may keep coming meanwhile).
    pub async fn until(&mut self, what: &str, f: impl Fn(&ServerMsg) -> bool) -> ServerMsg {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        let mut seen = std::collections::VecDeque::new();
        while tokio::time::Instant::now() < deadline {
            let msg = self.next_any().await;
            if f(&msg) {
                return msg;
            }
            if seen.len() == 5 {
                seen.pop_front();
            }
            seen.push_back(format!("{msg:?}"));
        }
        panic!("no {what} message came; the last seen: {seen:?}");
    }

    pub async fn state(&mut self) -> GameView {
        match self
            .until("state", |m| matches!(m, ServerMsg::State { .. }))
            .await
        {
            ServerMsg::State { game, .. } => *game,
            _ => unreachable!(),
        }
    }

    /// On a lobby socket: the next message.
    pub async fn next_lobby(&mut self) -> LobbyOut {
        self.next_text("lobby").await
    }

    /// On a lobby socket: skips messages until one matches.
    pub async fn until_lobby(&mut self, what: &str, f: impl Fn(&LobbyOut) -> bool) -> LobbyOut {
        for _ in 0..1000 {
            let msg = self.next_lobby().await;
            if f(&msg) {
                return msg;
            }
        }
        panic!("no {what} message came");
    }

    /// On a lobby socket: waits until the seek of game `id` is listed.
    pub async fn seek_listed(&mut self, id: &GameId) -> LobbyOut {
        self.until_lobby(
            &format!("seek {id} listed"),
            |m| matches!(m, LobbyOut::Seeks { added, .. } if added.iter().any(|s| &s.id == id)),
        )
        .await
    }

    /// On a lobby socket: waits until the seek of game `id` is removed.
    pub async fn seek_removed(&mut self, id: &GameId) -> LobbyOut {
        self.until_lobby(
            &format!("seek {id} removed"),
            |m| matches!(m, LobbyOut::Seeks { removed, .. } if removed.contains(id)),
        )
        .await
    }

    /// Waits for the `move` event of ply `ply`.
    pub async fn moved(&mut self, ply: usize) -> ServerMsg {
        self.until(
            &format!("move {ply}"),
            |m| matches!(m, ServerMsg::Move { ply: p, .. } if *p == ply),
        )
        .await
    }

    pub async fn error(&mut self) -> (regalia_server::protocol::ErrorCode, String) {
        match self
            .until("error", |m| matches!(m, ServerMsg::Error { .. }))
            .await
        {
            ServerMsg::Error { code, error } => (code, error),
            _ => unreachable!(),
        }
    }

    pub async fn end(&mut self) -> ServerMsg {
        self.until("end", |m| matches!(m, ServerMsg::End { .. }))
            .await
    }

    /// Sends a ping and returns once the pong is back: every message sent
    /// before it has been handled by then.
    pub async fn sync(&mut self) {
        self.send(&ClientMsg::Ping).await;
        self.until("pong", |m| matches!(m, ServerMsg::Pong)).await;
    }

    /// On a lobby socket: a ping answered.
    pub async fn sync_lobby(&mut self) {
        self.send(&ClientMsg::Ping).await;
        self.until_lobby("pong", |m| matches!(m, LobbyOut::Pong))
            .await;
    }
}

/// Two players in a friend game: White created, Black joined; both sockets
/// open and past their first `state`.
pub struct Table {
    pub id: String,
    pub white: Sock,
    pub black: Sock,
    pub white_seat: SeatAnswer,
    pub black_seat: SeatAnswer,
}

pub async fn table(server: &TestServer, body: Value) -> Table {
    let a = server.browser();
    let b = server.browser();
    let white_seat = a.create(body).await;
    let black_seat = b.join(&white_seat.id).await;
    let mut white = a.socket(&white_seat.socket).await;
    let mut black = b.socket(&black_seat.socket).await;
    white.state().await;
    black.state().await;
    Table {
        id: white_seat.id.to_string(),
        white,
        black,
        white_seat,
        black_seat,
    }
}

/// A fresh server with a friend game of `variant` on it, both seats taken.
pub async fn friends(variant: &str) -> (TestServer, Table) {
    let server = TestServer::start().await;
    let t = table(&server, create(variant, "friend")).await;
    (server, t)
}

impl Table {
    /// Plays moves alternately from the side to move (White first), each
    /// acknowledged by its `move` event on both sockets.
    pub async fn play(&mut self, moves: &[&str], first_ply: usize) {
        for (i, uci) in moves.iter().enumerate() {
            let ply = first_ply + i + 1;
            let white_moves = (first_ply + i).is_multiple_of(2);
            if white_moves {
                self.white.play(uci).await;
            } else {
                self.black.play(uci).await;
            }
            self.white.moved(ply).await;
            self.black.moved(ply).await;
        }
    }
}
