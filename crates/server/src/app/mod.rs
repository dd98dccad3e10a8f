//! The application's state, as every request handler, socket and the
//! cluster receive it ([`AppState`]): configuration, storage and its
//! writer, metrics, the lobby, the engine pools, the limits, and the game
//! tasks live here ([`Registry`]). It holds the parts; each idea that
//! uses them lives in its own file:
//!
//! - [`registry`]: the live game tasks, and how a command reaches one;
//! - [`locate`]: finding a game here, on another node or in storage, and
//!   adopting it (its lease first);
//! - [`hall`]: what a game's task sees of the application;
//! - [`peers`]: the rest of a cluster, as this node sees it.
//!
//! Modules depend one way: `cluster` → `app` → `game`.

mod hall;
pub mod locate;
mod peers;
pub mod registry;

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use crate::config::Config;
use crate::engine::analysis::AnalysisPool;
use crate::engine::EnginePool;
use crate::game::Now;
use crate::limits::Limits;
use crate::lobby::{Lobby, Online};
use crate::metrics::Metrics;
use crate::picture::Pictures;
use crate::players::PlayerGuard;
use crate::protocol::Counts;
use crate::store::{Store, Writer};

pub use locate::Adopted;
pub use peers::{Link, Owner, Peers};
pub use registry::Registry;

/// The application's state, shared by every handler (`State<AppState>`).
pub type AppState = Arc<App>;

/// The parts of the application (see the module's comment).
pub struct App {
    pub config: Config,
    pub store: Arc<dyn Store>,
    /// Every game change goes through it (group commit).
    pub writer: Writer,
    pub metrics: Arc<Metrics>,
    /// Open seeks.
    pub lobby: Lobby,
    /// Who is on the home page.
    pub online: Online,
    /// The computer opponent's pool.
    pub engine: EnginePool,
    /// The analysis board's own pool (never the computer opponent's).
    pub analysis: AnalysisPool,
    pub limits: Limits,
    /// Names taken and player keys tried, per client address.
    pub players: PlayerGuard,
    /// This node's part in a cluster (`--bus`), if it is in one.
    pub cluster: Option<Arc<dyn Peers>>,
    /// The game tasks live here.
    pub games: Registry,
    /// Board pictures being drawn, and finished games' GIFs kept.
    pub pictures: Pictures,
    /// The running arenas' tasks.
    pub arenas: crate::arena::hub::Hub,
    /// Who hears their Bot API events, and the open challenges.
    pub bots: crate::bots::Bots,
    /// Web Push notices to players' browsers.
    pub push: Arc<crate::push::Push>,
    connections: AtomicU64,
    clock_base: tokio::time::Instant,
}

/// The zero of the `Now::mono` scale: some hours before now where the
/// system's monotonic clock allows, so a clock restored after a node died
/// can be set running from before this process started.
fn clock_base() -> tokio::time::Instant {
    let now = tokio::time::Instant::now();
    [4 * 3600, 3600, 600, 60]
        .into_iter()
        .find_map(|secs| now.checked_sub(std::time::Duration::from_secs(secs)))
        .unwrap_or(now)
}

impl App {
    pub fn new(config: Config, store: Arc<dyn Store>) -> AppState {
        App::with_cluster(config, store, None)
    }

    pub fn with_cluster(
        config: Config,
        store: Arc<dyn Store>,
        cluster: Option<Arc<dyn Peers>>,
    ) -> AppState {
        let metrics = Arc::new(Metrics::default());
        Arc::new(App {
            writer: Writer::start(store.clone(), metrics.clone()),
            engine: EnginePool::new(config.engine_threads, metrics.clone()),
            limits: Limits::new(config.limits.clone()),
            players: PlayerGuard::default(),
            analysis: AnalysisPool::new(config.analysis.clone()),
            pictures: Pictures::new(&config.pictures),
            push: Arc::new(crate::push::Push::new(store.clone(), &config)),
            cluster,
            config,
            store,
            metrics,
            lobby: Lobby::default(),
            online: Online::default(),
            games: Registry::default(),
            arenas: Default::default(),
            bots: Default::default(),
            connections: AtomicU64::new(0),
            clock_base: clock_base(),
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

    /// Online players, games being played and open seeks: this node's,
    /// or the whole cluster's.
    pub fn counts(&self) -> Counts {
        let (players, games) = self.cluster.as_ref().map_or((0, 0), |c| c.others_counts());
        Counts {
            players: self.online.count() as u64 + players,
            games: self.metrics.games_playing.load(Relaxed).max(0) as u64 + games,
            seeks: self.lobby.len() as u64,
        }
    }
}
