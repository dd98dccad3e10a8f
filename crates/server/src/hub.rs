//! What every part of the server shares: configuration, storage, metrics,
//! the lobby, the engine pool, and the registry of live game tasks.
//!
//! Commands reach a game task through the registry, which sends them while
//! holding its lock; a task leaves the registry (under the same lock) only
//! when its queue is empty. So no command is ever sent to a task that is
//! going away: a late sender finds no task and loads the game afresh.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::{Arc, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};

use tokio::sync::mpsc;

use crate::config::Config;
use crate::engine::EnginePool;
use crate::error::ApiError;
use crate::game::actor::{self, Cmd};
use crate::game::{Game, Now};
use crate::ids::GameId;
use crate::limits::KeyedLimiter;
use crate::lobby::{Lobby, Online};
use crate::metrics::Metrics;
use crate::store::{Store, Writer};

struct Entry {
    generation: u64,
    tx: mpsc::UnboundedSender<Cmd>,
}

pub struct Hub {
    pub config: Config,
    pub store: Arc<dyn Store>,
    pub writer: Writer,
    pub metrics: Arc<Metrics>,
    pub lobby: Lobby,
    pub online: Online,
    pub engine: EnginePool,
    pub create_limit: KeyedLimiter,
    games: Mutex<HashMap<GameId, Entry>>,
    generations: AtomicU64,
    connections: AtomicU64,
    clock_base: tokio::time::Instant,
}

impl Hub {
    pub fn new(config: Config, store: Arc<dyn Store>) -> Arc<Hub> {
        let metrics = Arc::new(Metrics::default());
        Arc::new(Hub {
            writer: Writer::start(store.clone(), metrics.clone()),
            engine: EnginePool::new(config.engine_threads, metrics.clone()),
            create_limit: KeyedLimiter::new(config.create_burst, config.create_every),
            config,
            store,
            metrics,
            lobby: Lobby::default(),
            online: Online::default(),
            games: Mutex::new(HashMap::new()),
            generations: AtomicU64::new(0),
            connections: AtomicU64::new(0),
            clock_base: tokio::time::Instant::now(),
        })
    }

    pub fn now(&self) -> Now {
        Now {
            mono: self.clock_base.elapsed().as_millis() as u64,
            unix: SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_secs() as i64),
        }
    }

    /// The tokio instant of a time on the `Now::mono` scale.
    pub fn instant(&self, mono: u64) -> tokio::time::Instant {
        self.clock_base + std::time::Duration::from_millis(mono)
    }

    pub fn next_connection(&self) -> u64 {
        self.connections.fetch_add(1, Relaxed) + 1
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, Entry>> {
        self.games.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Starts the task of a game (unless one runs already) and returns a
    /// sender to it. `loaded` = read back from storage rather than new.
    pub fn start(self: &Arc<Self>, game: Game, loaded: bool) -> mpsc::UnboundedSender<Cmd> {
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
        actor::spawn(self.clone(), game, generation, tx.downgrade(), rx, loaded);
        tx
    }

    /// Sends a command to a game, loading it from storage if no task holds
    /// it. Returns the task's sender (for sockets that talk to it directly).
    pub async fn send(
        self: &Arc<Self>,
        id: &GameId,
        cmd: Cmd,
    ) -> Result<mpsc::UnboundedSender<Cmd>, ApiError> {
        let mut cmd = cmd;
        for _ in 0..3 {
            {
                let games = self.lock();
                if let Some(entry) = games.get(id) {
                    match entry.tx.send(cmd) {
                        Ok(()) => return Ok(entry.tx.clone()),
                        Err(mpsc::error::SendError(back)) => cmd = back,
                    }
                }
            }
            let Some((row, moves)) = self.store.load(id.as_str()).await? else {
                return Err(ApiError::no_game(id.as_str()));
            };
            let game = Game::from_rows(&row, &moves, self.now())?;
            self.start(game, true);
        }
        Err(ApiError::Unavailable)
    }

    /// Removes a game task from the registry if its queue is empty.
    /// Returns whether it was removed (then the task must stop).
    pub fn retire(&self, id: &GameId, generation: u64, rx: &mpsc::UnboundedReceiver<Cmd>) -> bool {
        let mut games = self.lock();
        if !rx.is_empty() {
            return false;
        }
        if games.get(id).is_some_and(|e| e.generation == generation) {
            games.remove(id);
        }
        true
    }

    /// Removes a game task from the registry whatever its queue holds.
    pub fn retire_now(&self, id: &GameId, generation: u64) {
        let mut games = self.lock();
        if games.get(id).is_some_and(|e| e.generation == generation) {
            games.remove(id);
        }
    }

    /// Number of game tasks in memory.
    pub fn live_games(&self) -> usize {
        self.lock().len()
    }

    /// Loads every unfinished game at start-up, so clocks keep running,
    /// seeks reappear in the lobby and computers resume thinking.
    pub async fn resume_unfinished(self: &Arc<Self>) -> Result<usize, ApiError> {
        let ids = self.store.unfinished().await?;
        let mut resumed = 0;
        for id in ids {
            let Some((row, moves)) = self.store.load(&id).await? else {
                continue;
            };
            match Game::from_rows(&row, &moves, self.now()) {
                Ok(game) => {
                    self.start(game, true);
                    resumed += 1;
                }
                Err(e) => tracing::error!(game = %id, error = %e, "cannot resume a stored game"),
            }
        }
        Ok(resumed)
    }
}
