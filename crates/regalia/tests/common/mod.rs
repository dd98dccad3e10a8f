//! Helpers shared by the tests that run the real `regalia serve` binary:
//! starting a server as a child process (killed when dropped, even when the
//! test panics) and speaking to it over WebSockets.

// Each test file uses its own subset of these helpers.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use regalia_server::protocol::ServerMsg;
use tokio_tungstenite::tungstenite::Message;

/// How long any single wait may take before the test fails instead of hanging.
pub const PATIENCE: Duration = Duration::from_secs(20);

/// A `regalia serve` child process. Dropping it kills the process.
pub struct Server {
    pub child: Child,
    /// `http://127.0.0.1:PORT`, from the server's first line of output.
    pub base: String,
    /// Where the server's standard error goes, when it is kept.
    pub log: Option<PathBuf>,
}

impl Server {
    /// Starts `regalia serve --addr 127.0.0.1:0` with `args` after it and
    /// waits for it to say where it listens. Its standard error goes to
    /// `log` (or nowhere).
    pub fn start(args: &[&str], log: Option<&Path>) -> Server {
        Server::start_bin(env!("CARGO_BIN_EXE_regalia"), args, log)
    }

    /// [`Server::start`] with another `regalia` binary (an earlier release).
    pub fn start_bin(bin: &str, args: &[&str], log: Option<&Path>) -> Server {
        let stderr = match log {
            Some(path) => Stdio::from(
                std::fs::File::create(path)
                    .unwrap_or_else(|e| panic!("cannot create {}: {e}", path.display())),
            ),
            None => Stdio::null(),
        };
        let mut child = Command::new(bin)
            .args(["serve", "--addr", "127.0.0.1:0"])
            .args(args)
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .expect("regalia serve starts");
        let stdout = child.stdout.take().expect("piped stdout");
        let mut reader = BufReader::new(stdout);
        let mut line = String::new();
        let read = reader.read_line(&mut line);
        let mut server = Server {
            child,
            base: String::new(),
            log: log.map(Path::to_path_buf),
        };
        let base = match (read, line.trim().strip_prefix("Regalia is at ")) {
            (Ok(_), Some(base)) => base.to_owned(),
            _ => {
                let _ = server.child.kill();
                let _ = server.child.wait();
                panic!(
                    "`regalia serve {}` did not say where it listens (first line `{}`){}",
                    args.join(" "),
                    line.trim(),
                    server.log_tail()
                );
            }
        };
        // Keep reading what the server prints, so it never writes to a
        // closed pipe; the thread ends with the process.
        std::thread::spawn(move || {
            let _ = std::io::copy(&mut reader, &mut std::io::sink());
        });
        server.base = base;
        server
    }

    /// The end of the server's log, for failure messages.
    pub fn log_tail(&self) -> String {
        let Some(path) = &self.log else {
            return String::new();
        };
        let mut text = String::new();
        if let Ok(mut f) = std::fs::File::open(path) {
            let _ = f.read_to_string(&mut text);
        }
        let lines: Vec<&str> = text.lines().collect();
        let tail = lines[lines.len().saturating_sub(40)..].join("\n");
        format!("\n--- end of {} ---\n{tail}", path.display())
    }

    /// Kills the process at once (SIGKILL) and reaps it.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

pub type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The WebSocket URL of `path` on the server at `base` (`http://…`).
pub fn ws_url(base: &str, path: &str) -> String {
    format!("{}{path}", base.replacen("http", "ws", 1))
}

/// Opens a socket, panicking if the server refuses it.
pub async fn open(base: &str, path: &str) -> Ws {
    let url = ws_url(base, path);
    tokio_tungstenite::connect_async(&url)
        .await
        .unwrap_or_else(|e| panic!("socket {url} opens: {e}"))
        .0
}

/// A server message from a text frame; `None` for anything else.
pub fn parse(frame: Message) -> Option<ServerMsg> {
    match frame {
        Message::Text(t) => serde_json::from_str(t.as_str()).ok(),
        _ => None,
    }
}

/// The loopback address `127.0.0.n`: tests that play many games spread
/// their clients over several addresses, as players on many machines
/// would be, so the limits per client address see a crowd, not a flood.
pub fn loopback(n: u8) -> std::net::IpAddr {
    std::net::IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, n))
}

/// An HTTP client whose connections come from `from`.
pub fn http_from(from: std::net::IpAddr) -> reqwest::Client {
    reqwest::Client::builder()
        .local_address(from)
        .build()
        .expect("an HTTP client")
}

/// Opens a socket from the local address `from`.
pub async fn open_from(from: std::net::IpAddr, base: &str, path: &str) -> Ws {
    let url = ws_url(base, path);
    let host = base
        .rsplit("//")
        .next()
        .and_then(|h| h.parse::<std::net::SocketAddr>().ok())
        .unwrap_or_else(|| panic!("{base} names an address and port"));
    let socket = tokio::net::TcpSocket::new_v4().expect("a TCP socket");
    socket
        .bind(std::net::SocketAddr::new(from, 0))
        .unwrap_or_else(|e| panic!("bind {from}: {e}"));
    let stream = socket
        .connect(host)
        .await
        .unwrap_or_else(|e| panic!("connect {host} from {from}: {e}"));
    tokio_tungstenite::client_async(&url, tokio_tungstenite::MaybeTlsStream::Plain(stream))
        .await
        .unwrap_or_else(|e| panic!("socket {url} opens from {from}: {e}"))
        .0
}

/// The JSON answer to `request`, read as `T` (`what` names it when it
/// does not come).
pub async fn answer<T: serde::de::DeserializeOwned>(
    request: reqwest::RequestBuilder,
    what: &str,
) -> T {
    let response = request.send().await.expect("answered");
    response.json().await.expect(what)
}

/// A friend game made by `http` with `body` (`POST /api/games`) and joined
/// by the same client: the two seats, the creator's first.
pub async fn friends(
    http: &reqwest::Client,
    base: &str,
    body: &serde_json::Value,
) -> [regalia_server::protocol::SeatAnswer; 2] {
    let a: regalia_server::protocol::SeatAnswer =
        answer(http.post(format!("{base}/api/games")).json(body), "a seat").await;
    let join = http.post(format!("{base}/api/games/{}/join", a.id));
    [a, answer(join, "a seat").await]
}

/// Game `id` as `GET /api/games/{id}` shows it to a spectator.
pub async fn view<T: serde::de::DeserializeOwned>(
    http: &reqwest::Client,
    base: &str,
    id: impl std::fmt::Display,
) -> T {
    answer(http.get(format!("{base}/api/games/{id}")), "a game view").await
}

/// Legal destinations by origin square, as a game's messages give them.
pub type Dests = std::collections::BTreeMap<String, Vec<String>>;

/// A deterministic legal move among the destinations, the `n`th (so a
/// refused pick, a promotion without its piece, is followed by another).
pub fn pick(dests: &Dests, n: usize) -> Option<String> {
    let all: Vec<String> = dests
        .iter()
        .flat_map(|(f, ts)| ts.iter().map(move |t| format!("{f}{t}")))
        .collect();
    (!all.is_empty()).then(|| all[(n * 7) % all.len()].clone())
}

/// Plays a game from both seats (`socks` in the order of `seats`) as fast
/// as moves are acknowledged, each acknowledged move given to `acked`
/// (ply, move), until the game ends, a socket closes, or `stop()`. A
/// promotion needs its piece: when a pick is refused, the next is tried.
pub async fn play_both(
    socks: &mut [Ws; 2],
    seats: &[regalia_server::protocol::SeatAnswer; 2],
    stop: impl Fn() -> bool,
    mut acked: impl FnMut(usize, String),
) {
    use futures_util::{SinkExt, StreamExt};
    let [w, b] = socks;
    let mut last: [Option<(usize, Dests)>; 2] = [None, None];
    let mut attempt = 0;
    while !stop() {
        let (who, frame) = tokio::select! {
            f = w.next() => (0, f),
            f = b.next() => (1, f),
        };
        let Some(Ok(frame)) = frame else { return };
        let (ply, turn, dests) = match parse(frame) {
            Some(ServerMsg::Error { .. }) => match last[who].clone() {
                Some((ply, dests)) => {
                    attempt += 1;
                    (ply, seats[who].color, dests)
                }
                None => continue,
            },
            Some(ServerMsg::State { game, .. }) => (game.ply, game.turn, game.dests),
            Some(ServerMsg::Move {
                ply,
                uci,
                turn,
                dests,
                ..
            }) => {
                attempt = 0;
                acked(ply, uci);
                (ply, turn, dests)
            }
            Some(ServerMsg::End { .. }) => return,
            _ => continue,
        };
        if turn != seats[who].color {
            continue;
        }
        let Some(uci) = pick(&dests, ply + attempt) else {
            return;
        };
        last[who] = Some((ply, dests));
        let text = serde_json::to_string(&regalia_server::protocol::ClientMsg::Move {
            uci,
            ply: Some(ply as u32),
        })
        .expect("json");
        let sock = if who == 0 { &mut *w } else { &mut *b };
        if sock.send(Message::Text(text.into())).await.is_err() {
            return;
        }
    }
}

/// Game `id` as the server at `base` has it, and its moves, after checking
/// that they hold every move of `acked` (by ply), each acknowledged to a
/// player `when` (said in a failure).
pub async fn keeps_acked(
    http: &reqwest::Client,
    base: &str,
    id: impl std::fmt::Display + Copy,
    acked: &std::collections::BTreeMap<usize, String>,
    when: &str,
) -> (regalia_server::protocol::GameView, Vec<String>) {
    let game: regalia_server::protocol::GameView = view(http, base, id).await;
    let stored: Vec<String> = game.moves.iter().map(|m| m.uci.clone()).collect();
    for (&ply, uci) in acked {
        assert_eq!(
            stored.get(ply - 1),
            Some(uci),
            "game {id}: move {ply} ({uci}), acknowledged {when}, is stored; stored {stored:?}"
        );
    }
    (game, stored)
}
