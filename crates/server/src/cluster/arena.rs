//! Arenas another node runs. An arena runs on one node, under the same
//! lease as a game; a player whose requests or socket reach another node is
//! served there all the same: joining and pausing become questions to the
//! owner ([`Req::ArenaJoin`], [`Req::ArenaPause`]), and an arena socket
//! follows the owner's task through the guest relay (`ArenaWatch`,
//! `ArenaPage` out, the standings back as `Deliver`, `Leave` and `Closed`
//! as for game sockets).

use std::sync::Arc;

use tokio::sync::{mpsc, oneshot};

use super::guest::GuestIn;
use super::wire::{Answer, Req, Wire};
use super::Cluster;
use crate::app::AppState;
use crate::arena::hub::ArenaCmd;
use crate::error::ApiError;
use crate::ids::GameId;

/// Standings waiting to go out to a guest socket's node.
const ARENA_OUTBOX: usize = 64;

impl Cluster {
    /// Hands a join or pause for `arena` to its owner; its `reply` gets the
    /// owner's answer. Other commands have no business crossing nodes.
    pub(super) fn arena_ask(self: &Arc<Self>, owner: String, arena: &GameId, cmd: ArenaCmd) {
        let done = |a: Answer| matches!(a, Answer::Arena).then_some(());
        match cmd {
            ArenaCmd::Join {
                name,
                session,
                rating,
                reply,
            } => self.ask(
                owner,
                arena,
                Req::ArenaJoin {
                    name,
                    session,
                    rating: rating.0,
                    shown: rating.1,
                },
                reply,
                done,
            ),
            ArenaCmd::Pause {
                name,
                withdraw,
                reply,
            } => self.ask(
                owner,
                arena,
                Req::ArenaPause { name, withdraw },
                reply,
                done,
            ),
            _ => {}
        }
    }

    /// A socket here following `arena`, which `owner` runs: `Watch`
    /// attaches it there, `Page` and `Unwatch` follow it. False when the
    /// socket is no longer attached (it closes).
    pub(super) fn arena_socket(&self, owner: &str, arena: &GameId, cmd: ArenaCmd) -> bool {
        let from = self.node.clone();
        match cmd {
            ArenaCmd::Watch {
                conn,
                name,
                page,
                out,
            } => {
                self.attach(
                    owner,
                    conn,
                    out,
                    &Wire::ArenaWatch {
                        arena: arena.to_string(),
                        from,
                        conn,
                        name,
                        page,
                    },
                );
                true
            }
            ArenaCmd::Page { conn, page } => {
                if !self.state().sockets.contains_key(&conn) {
                    return false;
                }
                self.send_to(owner, &Wire::ArenaPage { from, conn, page });
                true
            }
            ArenaCmd::Unwatch { conn } => {
                if self.state().sockets.remove(&conn).is_some() {
                    self.send_to(owner, &Wire::Leave { from, conn });
                }
                true
            }
            _ => false,
        }
    }

    /// Another node's socket follows an arena of this node.
    pub(super) fn arena_guest_arrived(
        self: &Arc<Self>,
        app: &AppState,
        arena: String,
        from: String,
        conn: u64,
        name: Option<String>,
        page: u32,
    ) {
        let (tx, rx) = mpsc::unbounded_channel();
        self.state().guests.insert((from.clone(), conn), tx);
        let me = self.clone();
        let app = app.clone();
        tokio::spawn(async move {
            me.arena_guest(app, arena, from, conn, name, page, rx).await;
        });
    }

    /// That socket follows another page.
    pub(super) fn arena_guest_page(&self, from: String, conn: u64, page: u32) {
        if let Some(tx) = self.state().guests.get(&(from, conn)) {
            let _ = tx.send(GuestIn::Page(page));
        }
    }

    /// Follows the arena's task for a socket of node `from`: the task's
    /// standings go out to that node, page changes come in, until either
    /// side lets go.
    #[allow(clippy::too_many_arguments)]
    async fn arena_guest(
        self: Arc<Self>,
        app: AppState,
        arena: String,
        from: String,
        conn: u64,
        name: Option<String>,
        page: u32,
        mut inbox: mpsc::UnboundedReceiver<GuestIn>,
    ) {
        let closed = Wire::Closed { conn };
        let local = app.next_connection();
        let (out, mut outbox) = mpsc::channel(ARENA_OUTBOX);
        let watch = ArenaCmd::Watch {
            conn: local,
            name,
            page,
            out,
        };
        let attached = match GameId::parse(&arena) {
            Some(id) => {
                if !app.arenas.running(&id) {
                    let _ = crate::tournament::run::spawn(app.clone(), &id).await;
                }
                app.arenas.send(&id, watch).is_ok().then_some(id)
            }
            None => None,
        };
        let Some(id) = attached else {
            self.state().guests.remove(&(from.clone(), conn));
            self.send_to(&from, &closed);
            return;
        };
        self.relay(&from, conn, &mut outbox, &mut inbox, |msg| {
            if let GuestIn::Page(page) = msg {
                let _ = app.arenas.send(&id, ArenaCmd::Page { conn: local, page });
            }
            true
        })
        .await;
        let _ = app.arenas.send(&id, ArenaCmd::Unwatch { conn: local });
        self.state().guests.remove(&(from, conn));
    }
}

/// Answers a join or pause forwarded to the arena this node runs.
pub(super) async fn answer(app: &AppState, arena: &GameId, req: Req) -> Result<Answer, ApiError> {
    let (reply, rx) = oneshot::channel();
    let cmd = match req {
        Req::ArenaJoin {
            name,
            session,
            rating,
            shown,
        } => ArenaCmd::Join {
            name,
            session,
            rating: (rating, shown),
            reply,
        },
        Req::ArenaPause { name, withdraw } => ArenaCmd::Pause {
            name,
            withdraw,
            reply,
        },
        _ => return Err(ApiError::Unavailable),
    };
    if app.arenas.send(arena, cmd).is_err() {
        return Err(ApiError::Unavailable);
    }
    rx.await.map_err(|_| ApiError::Unavailable)??;
    Ok(Answer::Arena)
}
