//! Finding a game: its task here, the node that runs it, or storage, from
//! which this node adopts it (the lease first, in a cluster). Every part
//! of the server that reaches a game, takes one over or stores a new one
//! goes through here: requests and sockets ([`App::send`], [`App::ask`]),
//! the cluster's sweeps ([`App::adopt`]), game creation ([`App::claim`]),
//! and start-up ([`App::resume_unfinished`]).

use std::net::IpAddr;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::Arc;

use tokio::sync::{mpsc, oneshot};

use super::{App, Link, Owner};
use crate::error::ApiError;
use crate::game::actor::Cmd;
use crate::game::hall::Hall;
use crate::game::Game;
use crate::ids::GameId;
use crate::protocol::{Opponent, Status};
use crate::store::{GameRow, MoveRow};

/// What [`App::adopt`] found.
pub enum Adopted {
    /// The game's task runs here now.
    Started,
    /// No such game is stored.
    NotStored,
    /// Another live node holds the game.
    Taken,
}

impl App {
    /// Starts the task of a game here (unless one runs already) and
    /// returns a sender to it. `loaded` = read back from storage rather
    /// than new; `client` = its player's address, where known (the engine
    /// takes turns between addresses).
    pub fn start(
        self: &Arc<Self>,
        game: Game,
        loaded: bool,
        client: Option<IpAddr>,
    ) -> mpsc::UnboundedSender<Cmd> {
        self.games
            .start(self.clone() as Arc<dyn Hall>, game, loaded, client)
    }

    /// Takes (or keeps) game `id` for this node: in a cluster its lease,
    /// taken before anything of the game is stored or run here, so no
    /// other node adopts it meanwhile. False when another live node holds
    /// it; always true alone.
    pub async fn claim(&self, id: &GameId) -> Result<bool, ApiError> {
        match &self.cluster {
            None => Ok(true),
            Some(cluster) => cluster.claim(id.as_str()).await,
        }
    }

    /// Takes stored game `id` over and starts its task here: the lease
    /// first (in a cluster), then the game as stored, its player to move
    /// charged the thinking done until its dead owner's last heartbeat
    /// (`dead_since_ms`). `read`: the rows, if already read, used alone
    /// (in a cluster the game is read after the lease is taken).
    pub async fn adopt(
        self: &Arc<Self>,
        id: &GameId,
        dead_since_ms: Option<i64>,
        read: Option<(GameRow, Vec<MoveRow>)>,
    ) -> Result<Adopted, ApiError> {
        if !self.claim(id).await? {
            return Ok(Adopted::Taken);
        }
        let read = match read.filter(|_| self.cluster.is_none()) {
            Some(rows) => Some(rows),
            None => self.store.load(id.as_str()).await?,
        };
        let Some((row, moves)) = read else {
            return Ok(Adopted::NotStored);
        };
        let mut game = Game::from_rows(&row, &moves, self.now())?;
        if let Some(t) = dead_since_ms {
            game.charge_outage(&moves, t);
            self.metrics.cluster_takeovers.fetch_add(1, Relaxed);
            tracing::info!(game = %id, "took over a game");
        }
        self.start(game, true, None);
        Ok(Adopted::Started)
    }

    /// Sends a command to a game: to its task here, to the node that runs
    /// it (in a cluster), or to a task started here from storage. Returns
    /// where the game's commands go (sockets keep talking to it there).
    pub async fn send(self: &Arc<Self>, id: &GameId, cmd: Cmd) -> Result<Link, ApiError> {
        self.route(id, cmd, true).await
    }

    /// Like [`App::send`], for commands forwarded by another node: the
    /// game runs here or not at all (no second hop).
    pub async fn send_here(self: &Arc<Self>, id: &GameId, cmd: Cmd) -> Result<Link, ApiError> {
        self.route(id, cmd, false).await
    }

    /// Sends a question (`make` wraps the reply channel in a command) and
    /// waits for its answer. In a cluster, a question that went unanswered
    /// because the game was changing node (its owner died) is asked again,
    /// and finds the game on its new node.
    pub async fn ask<T>(
        self: &Arc<Self>,
        id: &GameId,
        make: impl Fn(oneshot::Sender<T>) -> Cmd,
    ) -> Result<T, ApiError> {
        let attempts = if self.cluster.is_some() { 3 } else { 1 };
        for attempt in 0..attempts {
            if attempt > 0 {
                tokio::time::sleep(std::time::Duration::from_millis(250)).await;
            }
            let (reply, answer) = oneshot::channel();
            match self.send(id, make(reply)).await {
                Ok(_) => {
                    if let Ok(value) = answer.await {
                        return Ok(value);
                    }
                }
                Err(ApiError::Unavailable) => {}
                Err(e) => return Err(e),
            }
        }
        Err(ApiError::Unavailable)
    }

    async fn route(
        self: &Arc<Self>,
        id: &GameId,
        cmd: Cmd,
        may_forward: bool,
    ) -> Result<Link, ApiError> {
        let mut cmd = cmd;
        for _ in 0..3 {
            cmd = match self.games.send(id, cmd) {
                Ok(tx) => return Ok(Link::Local(tx)),
                Err(back) => back,
            };
            let mut dead_since_ms = None;
            if let Some(cluster) = &self.cluster {
                match cluster.owner(id).await? {
                    Owner::Other(node) => {
                        if !may_forward {
                            return Err(ApiError::Unavailable);
                        }
                        self.metrics.cluster_forwarded.fetch_add(1, Relaxed);
                        return Ok(cluster.clone().forward(node, id, cmd));
                    }
                    Owner::Free { dead_since_ms: t } => dead_since_ms = t,
                }
            }
            let Some((row, moves)) = self.store.load(id.as_str()).await? else {
                return Err(ApiError::no_game(id.as_str()));
            };
            // A read of a game that is over is answered from what is
            // stored: no task, no new event number, no write, no lease.
            let game = Game::from_rows(&row, &moves, self.now())?;
            cmd = match cmd.answer_stored(&game, self.now()) {
                Ok(()) => return Ok(Link::Stored),
                Err(cmd) => cmd,
            };
            // Started, or another node took it meanwhile: ask again.
            if let Adopted::NotStored = self.adopt(id, dead_since_ms, Some((row, moves))).await? {
                return Err(ApiError::no_game(id.as_str()));
            }
        }
        Err(ApiError::Unavailable)
    }

    /// Loads every unfinished game at start-up, so clocks keep running,
    /// seeks reappear in the lobby and computers resume thinking.
    /// In a cluster, orphaned games are adopted by the cluster's sweeps
    /// instead (a game another live node runs must stay there).
    pub async fn resume_unfinished(self: &Arc<Self>) -> Result<usize, ApiError> {
        if self.cluster.is_some() {
            return Ok(0);
        }
        let ids = self.store.unfinished().await?;
        let mut resumed = 0;
        for id in ids {
            let Some((row, moves)) = self.store.load(&id).await? else {
                continue;
            };
            match Game::from_rows(&row, &moves, self.now()) {
                // An invitation waits in storage until its friend opens the
                // link (a flood of them costs no memory after a restart).
                Ok(game) if game.status == Status::Waiting && game.opponent == Opponent::Friend => {
                }
                // A game without its first two moves is not loaded either:
                // with a clock it is aborted (its players left it before it
                // started), without one it waits in storage for a player.
                Ok(mut game) if game.status == Status::Playing && game.ply() < 2 => {
                    if game.clock.is_some() && game.days().is_none() {
                        if let Ok(change) = game.abort(self.now()) {
                            self.writer.write(change.writes).await?;
                        }
                    }
                }
                Ok(game) => {
                    self.start(game, true, None);
                    resumed += 1;
                }
                Err(e) => tracing::error!(game = %id, error = %e, "cannot resume a stored game"),
            }
        }
        Ok(resumed)
    }
}
