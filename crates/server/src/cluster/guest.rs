//! The guest relay: a socket on one node attached to a game task on
//! another. On the socket's node it is a [`RemoteSocket`] (its messages go
//! to the owner, the game's text comes back); on the owner it is a guest
//! connection of the game task, like a local socket, so replays,
//! per-player rematch links and presence work the same. Each socket's
//! traffic stays in order both ways.

use std::sync::Arc;

use axum::extract::ws::Utf8Bytes;
use regalia_rules::Color;
use tokio::sync::mpsc;

use super::wire::{Guest, Wire};
use super::Cluster;
use crate::app::{AppState, Link};
use crate::game::actor::Cmd;
use crate::ids::GameId;
use crate::protocol::{ClientMsg, Side};

/// Messages waiting to go out to a socket's owner, per guest socket.
const GUEST_OUTBOX: usize = 512;

/// A socket of this node on a game another node runs.
pub(super) struct RemoteSocket {
    pub owner: String,
    pub out: mpsc::Sender<Utf8Bytes>,
}

/// What a guest socket (on another node, game or arena here) sends.
pub(super) enum GuestIn {
    Msg(ClientMsg),
    /// An arena socket follows another standings page.
    Page(u32),
}

impl Cluster {
    /// A socket here opened on a game `owner` runs: asks the owner to
    /// attach it.
    pub(super) fn attach_remote(
        &self,
        owner: &str,
        game: &GameId,
        conn: u64,
        role: Option<Color>,
        since: Option<u64>,
        out: mpsc::Sender<Utf8Bytes>,
    ) {
        self.attach(
            owner,
            conn,
            out,
            &Wire::Connect {
                game: game.to_string(),
                guest: Guest {
                    from: self.node.clone(),
                    conn,
                    role: role.map(Side::from),
                    since,
                },
            },
        );
    }

    /// Keeps socket `conn` here as following `owner`'s side (its text
    /// comes back through `out`), and sends `owner` the wire that
    /// attaches it there.
    pub(super) fn attach(
        &self,
        owner: &str,
        conn: u64,
        out: mpsc::Sender<Utf8Bytes>,
        attach: &Wire,
    ) {
        let remote = RemoteSocket {
            owner: owner.to_owned(),
            out,
        };
        self.state().sockets.insert(conn, remote);
        self.send_to(owner, attach);
    }

    /// A socket message for a game another node runs; false when that
    /// socket is no longer attached.
    pub(super) fn relay_socket(&self, owner: &str, cmd: Cmd) -> bool {
        match cmd {
            Cmd::Msg { conn, msg } => {
                if !self.state().sockets.contains_key(&conn) {
                    return false;
                }
                self.send_to(
                    owner,
                    &Wire::Msg {
                        from: self.node.clone(),
                        conn,
                        msg,
                    },
                );
                true
            }
            Cmd::Leave { conn } => {
                if self.state().sockets.remove(&conn).is_some() {
                    self.send_to(
                        owner,
                        &Wire::Leave {
                            from: self.node.clone(),
                            conn,
                        },
                    );
                }
                true
            }
            _ => false,
        }
    }

    /// Another node attached its socket `guest` to `game` here.
    pub(super) fn guest_arrived(self: &Arc<Self>, app: &AppState, game: String, guest: Guest) {
        let (tx, rx) = mpsc::unbounded_channel();
        self.state()
            .guests
            .insert((guest.from.clone(), guest.conn), tx);
        tokio::spawn(self.clone().guest(app.clone(), guest, game, rx));
    }

    /// A message from a guest socket, for its game here.
    pub(super) fn guest_said(&self, from: String, conn: u64, msg: ClientMsg) {
        if let Some(tx) = self.state().guests.get(&(from, conn)) {
            let _ = tx.send(GuestIn::Msg(msg));
        }
    }

    /// A guest socket closed on its node.
    pub(super) fn guest_left(&self, from: String, conn: u64) {
        self.state().guests.remove(&(from, conn));
    }

    /// Text from a game's owner for socket `conn` here.
    pub(super) fn deliver(&self, conn: u64, text: String) {
        let mut st = self.state();
        let full = match st.sockets.get(&conn) {
            Some(s) => s.out.try_send(Utf8Bytes::from(text)).is_err(),
            None => false,
        };
        if full {
            // Too slow or gone: close it; the client reconnects.
            if let Some(s) = st.sockets.remove(&conn) {
                drop(st);
                self.send_to(
                    &s.owner,
                    &Wire::Leave {
                        from: self.node.clone(),
                        conn,
                    },
                );
            }
        }
    }

    /// The owner let socket `conn` here go: it closes.
    pub(super) fn closed(&self, conn: u64) {
        self.state().sockets.remove(&conn);
    }

    /// A socket of node `from` on a game of this node: attaches it to the
    /// game, then carries its messages in, in order, and the game's text
    /// out, until either side lets go.
    async fn guest(
        self: Arc<Self>,
        app: AppState,
        guest: Guest,
        game: String,
        mut inbox: mpsc::UnboundedReceiver<GuestIn>,
    ) {
        let Guest {
            from,
            conn,
            role,
            since,
        } = guest;
        let closed = Wire::Closed { conn };
        let Some(id) = GameId::parse(&game) else {
            self.send_to(&from, &closed);
            return;
        };
        let local = app.next_connection();
        let (out, mut outbox) = mpsc::channel(GUEST_OUTBOX);
        let cmd = Cmd::Connect {
            conn: local,
            role: role.map(Color::from),
            since,
            out,
        };
        let Ok(Link::Local(tx)) = app.send_here(&id, cmd).await else {
            self.state().guests.remove(&(from.clone(), conn));
            self.send_to(&from, &closed);
            return;
        };
        self.relay(&from, conn, &mut outbox, &mut inbox, |msg| match msg {
            GuestIn::Msg(msg) => tx.send(Cmd::Msg { conn: local, msg }).is_ok(),
            GuestIn::Page(_) => true,
        })
        .await;
        let _ = tx.send(Cmd::Leave { conn: local });
        self.state().guests.remove(&(from, conn));
    }

    /// Carries a guest socket (`conn` of node `from`): the local side's
    /// text from `outbox` out to it, and each message from `inbox` to
    /// `take` (false: the local side let go), until either side lets go;
    /// then tells `from` it closed. A closed inbox is its node saying it
    /// closed, or this node letting it go (that node died, or the bus was
    /// lost): the socket's node closes it if it still has it, and the
    /// client reconnects and resynchronises.
    pub(super) async fn relay(
        &self,
        from: &str,
        conn: u64,
        outbox: &mut mpsc::Receiver<Utf8Bytes>,
        inbox: &mut mpsc::UnboundedReceiver<GuestIn>,
        mut take: impl FnMut(GuestIn) -> bool,
    ) {
        loop {
            let open = tokio::select! {
                text = outbox.recv() => text.map(|text| {
                    self.send_to(from, &Wire::Deliver { conn, text: text.as_str().to_owned() });
                }).is_some(),
                msg = inbox.recv() => msg.is_some_and(&mut take),
            };
            if !open {
                self.send_to(from, &Wire::Closed { conn });
                return;
            }
        }
    }
}
