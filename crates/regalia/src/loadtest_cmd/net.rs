//! Where a simulated player's requests and sockets come from: a loopback
//! address of its own (127.0.0.0/8 is all this machine's), so that the
//! server's limits per client address see a crowd of players, each inside
//! the limits a real one has, rather than one address far past them.
//!
//! Requests go over a connection of their own (HTTP/1.1, closed after the
//! answer): a player makes two or three a game, and a pooled client per
//! player would cost the load generator more memory than the server.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::Duration;

use anyhow::{anyhow, bail, Context};
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper_util::rt::TokioIo;
use serde::de::DeserializeOwned;
use serde::Serialize;
use tokio_tungstenite::tungstenite::{self, Message, Utf8Bytes};

use super::Ws;

/// How long a connection, a request or an upgrade may take.
const TIMEOUT: Duration = Duration::from_secs(10);

/// The text of a frame from `socket` (named in errors): `None` for a
/// frame that is not text (the caller skips it); an error when the socket
/// failed or the server closed it.
pub fn frame_text(
    frame: Option<Result<Message, tungstenite::Error>>,
    socket: &str,
) -> anyhow::Result<Option<Utf8Bytes>> {
    match frame {
        Some(Ok(Message::Text(text))) => Ok(Some(text)),
        Some(Ok(_)) => Ok(None),
        Some(Err(e)) => bail!("{socket}: {e}"),
        None => bail!("{socket} closed by the server"),
    }
}

/// The address of simulated player `player` when `per_address` players
/// share one: 127.1.0.1, 127.1.0.2, … (the last byte never 0 or 255), or
/// none (the system's choice, 127.0.0.1) when `per_address` is 0.
pub fn player_address(player: usize, per_address: usize) -> Option<IpAddr> {
    if per_address == 0 {
        return None;
    }
    let a = player / per_address;
    let low = (a % 254 + 1) as u8;
    let mid = ((a / 254) % 256) as u8;
    let high = (1 + a / (254 * 256)).min(255) as u8;
    Some(IpAddr::V4(Ipv4Addr::new(127, high, mid, low)))
}

/// One simulated player's way to the servers.
#[derive(Clone, Copy, Debug)]
pub struct Client {
    pub from: Option<IpAddr>,
    /// The session cookie this player sends, as a browser keeps one; none:
    /// each request is a browser new to the server.
    session: Option<u128>,
}

impl Client {
    pub fn new(from: Option<IpAddr>) -> Client {
        Client {
            from,
            session: None,
        }
    }

    /// The same player, keeping the session `id` from request to request.
    pub fn with_session(self, id: u128) -> Client {
        Client {
            session: Some(id),
            ..self
        }
    }

    /// The `Cookie` header's value, when the player keeps a session.
    fn cookie(&self) -> Option<String> {
        self.session
            .map(|id| format!("{}={id:032x}", regalia_server::session::COOKIE_NAME))
    }

    /// A TCP connection to `base` (`http://ADDRESS:PORT`) from our address.
    async fn connect(&self, base: &str) -> anyhow::Result<tokio::net::TcpStream> {
        let host: SocketAddr = base
            .trim_start_matches("http://")
            .parse()
            .with_context(|| format!("{base} is not http://ADDRESS:PORT"))?;
        let socket = match host {
            SocketAddr::V4(_) => tokio::net::TcpSocket::new_v4()?,
            SocketAddr::V6(_) => tokio::net::TcpSocket::new_v6()?,
        };
        if let Some(from) = self.from {
            socket
                .bind(SocketAddr::new(from, 0))
                .with_context(|| format!("cannot send from {from}"))?;
        }
        tokio::time::timeout(TIMEOUT, socket.connect(host))
            .await
            .map_err(|_| anyhow!("connecting to {host} timed out"))?
            .with_context(|| format!("cannot connect to {host}"))
    }

    /// `POST {base}{path}` with `body` as JSON (or none); the answer's JSON
    /// when the status is a success, else an error with the status and the
    /// server's words.
    pub async fn post<T: DeserializeOwned>(
        &self,
        base: &str,
        path: &str,
        body: Option<&impl Serialize>,
    ) -> anyhow::Result<T> {
        tokio::time::timeout(TIMEOUT, self.post_now(base, path, body))
            .await
            .map_err(|_| anyhow!("POST {path} timed out"))?
    }

    async fn post_now<T: DeserializeOwned>(
        &self,
        base: &str,
        path: &str,
        body: Option<&impl Serialize>,
    ) -> anyhow::Result<T> {
        let stream = self.connect(base).await?;
        let (mut sender, connection) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
            .await
            .context("HTTP handshake")?;
        // The connection's own task: it ends when the answer has been read.
        tokio::spawn(async move {
            let _ = connection.await;
        });
        let json = match body {
            Some(body) => serde_json::to_vec(body)?,
            None => Vec::new(),
        };
        let mut request = hyper::Request::post(path)
            .header(hyper::header::HOST, base.trim_start_matches("http://"))
            .header(hyper::header::CONTENT_TYPE, "application/json")
            .header(hyper::header::CONNECTION, "close");
        if let Some(cookie) = self.cookie() {
            request = request.header(hyper::header::COOKIE, cookie);
        }
        let request = request.body(Full::new(Bytes::from(json)))?;
        let response = sender.send_request(request).await.context("POST")?;
        let status = response.status();
        let bytes = response.into_body().collect().await?.to_bytes();
        if !status.is_success() {
            bail!(
                "POST {path}: {status}: {}",
                String::from_utf8_lossy(&bytes[..bytes.len().min(200)])
            );
        }
        // An answer without a body (204) reads as `null`.
        let bytes: &[u8] = if bytes.is_empty() { b"null" } else { &bytes };
        serde_json::from_slice(bytes).with_context(|| format!("POST {path}: unreadable answer"))
    }

    /// Opens the socket `path` on `base` (`http://HOST:PORT`).
    pub async fn open(&self, base: &str, path: &str) -> anyhow::Result<Ws> {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let url = format!("{}{path}", base.replacen("http", "ws", 1));
        let mut request = url.into_client_request()?;
        if let Some(cookie) = self.cookie() {
            request
                .headers_mut()
                .insert(hyper::header::COOKIE, cookie.parse()?);
        }
        let stream = self.connect(base).await?;
        let (ws, _) = tokio::time::timeout(
            TIMEOUT,
            tokio_tungstenite::client_async(
                request,
                tokio_tungstenite::MaybeTlsStream::Plain(stream),
            ),
        )
        .await
        .map_err(|_| anyhow!("the socket's upgrade timed out"))??;
        Ok(ws)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_share_an_address_in_groups_and_never_use_a_network_or_broadcast_byte() {
        assert_eq!(player_address(5, 0), None);
        let ip = |p, per| player_address(p, per).expect("an address").to_string();
        assert_eq!(ip(0, 1), "127.1.0.1");
        assert_eq!(ip(1, 1), "127.1.0.2");
        assert_eq!(ip(1, 2), "127.1.0.1");
        assert_eq!(ip(253, 1), "127.1.0.254");
        assert_eq!(ip(254, 1), "127.1.1.1");
        assert_eq!(ip(254 * 256, 1), "127.2.0.1");
        let all: std::collections::HashSet<_> = (0..20_000).map(|p| ip(p, 1)).collect();
        assert_eq!(all.len(), 20_000, "every player its own address");
    }
}
