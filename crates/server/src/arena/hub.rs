//! The running arenas of this node, by id, and what their tasks can be
//! asked ([`ArenaCmd`]). The application holds the hub; a game that ends
//! tells its arena through it; the tasks themselves live in
//! [`crate::tournament`].

use std::collections::HashMap;
use std::sync::Mutex;

use axum::extract::ws::Utf8Bytes;
use tokio::sync::{mpsc, oneshot};

use crate::error::ApiError;
use crate::ids::GameId;
use crate::protocol::arena::{ArenaAnswer, PlayerArenaAnswer};

/// What an arena's task can be asked.
pub enum ArenaCmd {
    /// `name` (playing from `session`, rated `rating` in the arena's game)
    /// joins or comes back.
    Join {
        name: String,
        session: String,
        rating: (f64, String),
        reply: oneshot::Sender<Result<(), ApiError>>,
    },
    /// `name` pauses (`withdraw`: leaves).
    Pause {
        name: String,
        withdraw: bool,
        reply: oneshot::Sender<Result<(), ApiError>>,
    },
    /// The arena as `name` (if any) sees it, standings page `page` (none:
    /// the asker's own page, or the first).
    View {
        name: Option<String>,
        page: Option<u32>,
        reply: oneshot::Sender<ArenaAnswer>,
    },
    /// One player's games.
    Player {
        name: String,
        reply: oneshot::Sender<Option<PlayerArenaAnswer>>,
    },
    /// Game `game` of this arena ended (stored): score it.
    GameOver {
        game: GameId,
    },
    /// A socket follows the arena: page `page`, as player `name`.
    Watch {
        conn: u64,
        name: Option<String>,
        page: u32,
        out: mpsc::Sender<Utf8Bytes>,
    },
    /// A socket follows another page.
    Page {
        conn: u64,
        page: u32,
    },
    Unwatch {
        conn: u64,
    },
}

/// The arenas whose task runs on this node.
#[derive(Default)]
pub struct Hub {
    tasks: Mutex<HashMap<GameId, mpsc::UnboundedSender<ArenaCmd>>>,
}

impl Hub {
    /// Registers the task of arena `id`; false if one runs already.
    pub fn add(&self, id: &GameId, tx: mpsc::UnboundedSender<ArenaCmd>) -> bool {
        let mut tasks = self
            .tasks
            .lock()
            .expect("the arena hub's lock is never poisoned");
        if tasks.get(id).is_some_and(|t| !t.is_closed()) {
            return false;
        }
        tasks.insert(id.clone(), tx);
        true
    }

    /// Forgets the task of arena `id` (it stopped).
    pub fn remove(&self, id: &GameId) {
        self.tasks
            .lock()
            .expect("the arena hub's lock is never poisoned")
            .remove(id);
    }

    /// Sends `cmd` to arena `id`'s task; gives it back when none runs here.
    pub fn send(&self, id: &GameId, cmd: ArenaCmd) -> Result<(), ArenaCmd> {
        let tasks = self
            .tasks
            .lock()
            .expect("the arena hub's lock is never poisoned");
        match tasks.get(id) {
            Some(tx) => tx.send(cmd).map_err(|e| e.0),
            None => Err(cmd),
        }
    }

    pub fn running(&self, id: &GameId) -> bool {
        self.tasks
            .lock()
            .expect("the arena hub's lock is never poisoned")
            .get(id)
            .is_some_and(|t| !t.is_closed())
    }

    pub fn len(&self) -> usize {
        self.tasks
            .lock()
            .expect("the arena hub's lock is never poisoned")
            .len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
