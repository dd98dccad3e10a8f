//! The other nodes of a cluster, as this node sees them ([`Peers`],
//! implemented by `cluster::Cluster`), and where a game's commands go
//! ([`Link`]): to its task here or to the node that runs it.

use std::sync::Arc;

use async_trait::async_trait;
use tokio::sync::mpsc;

use crate::arena::hub::ArenaCmd;
use crate::error::ApiError;
use crate::game::actor::Cmd;
use crate::ids::GameId;
use crate::lobby::Seek;

/// Who runs a game, as far as this node must know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Owner {
    /// No live node holds it: no lease, this node's lease, or a dead
    /// node's, with that node's last heartbeat (Unix milliseconds).
    Free { dead_since_ms: Option<i64> },
    /// Another node, alive.
    Other(String),
}

/// The other nodes of a cluster, as this node reaches them: who runs a
/// game, taking games, forwarding commands, sharing seeks and counts.
#[async_trait]
pub trait Peers: Send + Sync + 'static {
    /// This node's name.
    fn node(&self) -> &str;
    /// Whether this node may run games now: its last heartbeat is recent
    /// enough that no other node can have taken them.
    fn may_run(&self) -> bool;
    async fn owner(&self, game: &GameId) -> Result<Owner, ApiError>;
    /// Takes `game` for this node; false if a live other node holds it.
    async fn claim(&self, game: &str) -> Result<bool, ApiError>;
    /// Hands `cmd` for `game` to its owner, `owner`.
    fn forward(self: Arc<Self>, owner: String, game: &GameId, cmd: Cmd) -> Link;
    /// A socket's command (`Msg`, `Leave`) for a game `owner` runs; false
    /// when that socket is no longer attached there.
    fn relay(&self, owner: &str, cmd: Cmd) -> bool;
    /// A join or pause (`ArenaCmd::Join`, `Pause`) for an arena `owner`
    /// runs; the command's reply gets the owner's answer.
    fn arena_ask(self: Arc<Self>, owner: String, arena: &GameId, cmd: ArenaCmd);
    /// An arena socket's command (`Watch`, `Page`, `Unwatch`) for an arena
    /// `owner` runs; false when the socket is no longer attached there.
    fn arena_socket(&self, owner: &str, arena: &GameId, cmd: ArenaCmd) -> bool;
    fn seek_listed(&self, seek: &Seek);
    fn seek_unlisted(&self, id: &str);
    /// Online players and games being played on the other live nodes.
    fn others_counts(&self) -> (u64, u64);
    /// Leaves the cluster (a clean stop): others take this node's games
    /// at their next sweep.
    async fn leave(&self);
}

/// Where a game's commands go: its task on this node, or its owner.
#[derive(Clone)]
pub enum Link {
    Local(mpsc::UnboundedSender<Cmd>),
    Remote {
        peers: Arc<dyn Peers>,
        owner: String,
    },
    /// The game is over and was answered from storage: nothing runs it.
    Stored,
}

impl Link {
    /// Sends a socket's command (`Msg`, `Leave`); false when the game is
    /// no longer reachable this way (the socket should close).
    pub fn send(&self, cmd: Cmd) -> bool {
        match self {
            Link::Local(tx) => tx.send(cmd).is_ok(),
            Link::Remote { peers, owner } => peers.relay(owner, cmd),
            Link::Stored => false,
        }
    }
}
