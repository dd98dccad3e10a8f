//! The registry of the game tasks live on this node.
//!
//! Commands reach a task through the registry, which sends them while
//! holding its lock; a task leaves the registry (under the same lock) only
//! when its queue is empty. So no command is ever sent to a task that is
//! going away: a late sender finds no task and loads the game afresh.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::{Arc, Mutex, MutexGuard};

use tokio::sync::mpsc;

use crate::game::actor::{self, Cmd};
use crate::game::hall::Hall;
use crate::game::Game;
use crate::ids::GameId;

struct Entry {
    generation: u64,
    tx: mpsc::UnboundedSender<Cmd>,
}

/// The live game tasks, by game.
#[derive(Default)]
pub struct Registry {
    games: Mutex<HashMap<GameId, Entry>>,
    generations: AtomicU64,
}

impl Registry {
    fn lock(&self) -> MutexGuard<'_, HashMap<GameId, Entry>> {
        self.games.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Starts the task of a game in `hall` (unless one runs already) and
    /// returns a sender to it. `loaded` = read back from storage rather
    /// than new; `client` = its player's address, where known.
    pub(super) fn start(
        &self,
        hall: Arc<dyn Hall>,
        game: Game,
        loaded: bool,
        client: Option<IpAddr>,
    ) -> mpsc::UnboundedSender<Cmd> {
        let mut games = self.lock();
        if let Some(entry) = games.get(&game.id) {
            return entry.tx.clone();
        }
        let generation = self.generations.fetch_add(1, Relaxed);
        let (tx, rx) = mpsc::unbounded_channel();
        games.insert(
            game.id.clone(),
            Entry {
                generation,
                tx: tx.clone(),
            },
        );
        drop(games);
        actor::spawn(hall, game, generation, tx.downgrade(), rx, loaded, client);
        tx
    }

    /// Sends `cmd` to the game's task here; gives it back when no task
    /// here holds the game.
    pub(super) fn send(&self, id: &GameId, cmd: Cmd) -> Result<mpsc::UnboundedSender<Cmd>, Cmd> {
        let games = self.lock();
        match games.get(id) {
            Some(entry) => match entry.tx.send(cmd) {
                Ok(()) => Ok(entry.tx.clone()),
                Err(mpsc::error::SendError(back)) => Err(back),
            },
            None => Err(cmd),
        }
    }

    /// Whether a task here holds the game.
    pub fn contains(&self, id: &GameId) -> bool {
        self.lock().contains_key(id)
    }

    /// Number of game tasks in memory.
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// Whether no game task is in memory.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Stops every game task here (this node may no longer run games);
    /// their sockets close and reconnect to whoever takes them over.
    /// Returns how many were told.
    pub fn fence_all(&self) -> usize {
        let games = self.lock();
        for entry in games.values() {
            let _ = entry.tx.send(Cmd::Fence);
        }
        games.len()
    }

    /// Takes the task out if `idle` (asked under the lock) says its queue
    /// is empty; true when the task must stop.
    pub(super) fn retire(&self, id: &GameId, generation: u64, idle: &dyn Fn() -> bool) -> bool {
        let mut games = self.lock();
        if !idle() {
            return false;
        }
        if games.get(id).is_some_and(|e| e.generation == generation) {
            games.remove(id);
        }
        true
    }

    /// Takes the task out whatever its queue holds.
    pub(super) fn retire_now(&self, id: &GameId, generation: u64) {
        let mut games = self.lock();
        if games.get(id).is_some_and(|e| e.generation == generation) {
            games.remove(id);
        }
    }
}
