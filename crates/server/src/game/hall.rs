//! What a game's task needs from the server it runs in, and nothing more:
//! the clock, storage, the lobby, the engine, the registry of live games
//! and (in a cluster) the game's lease. The task holds a `dyn Hall`, never
//! the application itself, so the game knows nothing of nodes or buses.

use std::net::IpAddr;
use std::sync::Arc;

use async_trait::async_trait;

use super::{Game, Now};
use crate::config::Config;
use crate::engine::EnginePool;
use crate::ids::GameId;
use crate::limits::Limits;
use crate::lobby::Seek;
use crate::metrics::Metrics;
use crate::store::{ChatRow, GameRow, MoveRow, StoreError, Write};

#[async_trait]
pub trait Hall: Send + Sync + 'static {
    fn config(&self) -> &Config;
    fn metrics(&self) -> &Metrics;
    fn limits(&self) -> &Limits;
    fn engine(&self) -> &EnginePool;

    /// The time now, on both scales.
    fn now(&self) -> Now;
    /// The tokio instant of a time on the `Now::mono` scale.
    fn instant(&self, mono: u64) -> tokio::time::Instant;

    /// Stores a change of game `id` (all or nothing); in a cluster only
    /// while this node still holds the game's lease.
    async fn store(&self, id: &GameId, writes: Vec<Write>) -> Result<(), StoreError>;
    /// The stored game, as it was last committed.
    async fn load(&self, id: &GameId) -> Result<Option<(GameRow, Vec<MoveRow>)>, StoreError>;

    /// The stored lines of the game's chat rooms.
    async fn chat_lines(&self, id: &GameId) -> Result<Vec<ChatRow>, StoreError>;

    /// Player `name`'s rating in `variant` as stored now.
    async fn rating(&self, name: &str, variant: &str) -> Result<crate::rating::Rating, StoreError>;

    /// Whether this node may run games now (in a cluster: its heartbeats
    /// are recent enough that no other node can have taken them).
    fn may_run(&self) -> bool;
    /// Takes (or keeps) game `id` for this node: false when another live
    /// node runs it, or the cluster cannot be asked. Always true alone.
    async fn claim(&self, id: &GameId) -> bool;

    /// Lists an open seek of a game here, across the cluster too.
    fn list_seek(&self, seek: Seek);
    /// Takes a seek off the lobby; `everywhere` tells the other nodes too
    /// (not when this node is giving the game up to another).
    fn unlist_seek(&self, id: &GameId, everywhere: bool);

    /// Starts the task of a game made by another (a rematch).
    fn start_game(self: Arc<Self>, game: Game, client: Option<IpAddr>);
    /// Leaves the registry if `idle` (asked under the registry's lock, so
    /// no command can slip in between) says the task's queue is empty;
    /// true when the task must stop.
    fn retire(&self, id: &GameId, generation: u64, idle: &dyn Fn() -> bool) -> bool;
    /// Leaves the registry whatever the queue holds.
    fn retire_now(&self, id: &GameId, generation: u64);

    /// Arena game `game` of arena `tournament` is over (and stored).
    fn arena_game_over(&self, tournament: &GameId, game: &GameId);

    /// `game` started (both seats taken) or ended, and that is stored:
    /// its named players' event streams hear of it (the Bot API).
    fn game_news(&self, game: &Game, news: crate::bots::News);
    /// Tells `session`'s browsers through Web Push, where they allow it.
    fn notify(&self, session: &str, notice: crate::push::Notice);
}
