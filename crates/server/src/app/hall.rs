//! What a game's task sees of the application: its [`Hall`].

use std::net::IpAddr;
use std::sync::Arc;

use async_trait::async_trait;

use super::App;
use crate::config::Config;
use crate::engine::EnginePool;
use crate::game::hall::Hall;
use crate::game::{Game, Now};
use crate::ids::GameId;
use crate::limits::Limits;
use crate::lobby::Seek;
use crate::metrics::Metrics;
use crate::store::{ChatRow, GameRow, MoveRow, StoreError, Write};

#[async_trait]
impl Hall for App {
    fn config(&self) -> &Config {
        &self.config
    }

    fn metrics(&self) -> &Metrics {
        &self.metrics
    }

    fn limits(&self) -> &Limits {
        &self.limits
    }

    fn engine(&self) -> &EnginePool {
        &self.engine
    }

    fn now(&self) -> Now {
        App::now(self)
    }

    fn instant(&self, mono: u64) -> tokio::time::Instant {
        App::instant(self, mono)
    }

    async fn store(&self, id: &GameId, writes: Vec<Write>) -> Result<(), StoreError> {
        let mut all = Vec::with_capacity(writes.len() + 1);
        if let Some(cluster) = &self.cluster {
            // Every change depends on this node still holding the lease.
            all.push(Write::HoldLease {
                game_id: id.to_string(),
                node: cluster.node().to_owned(),
            });
        }
        all.extend(writes);
        self.writer.write(all).await
    }

    async fn load(&self, id: &GameId) -> Result<Option<(GameRow, Vec<MoveRow>)>, StoreError> {
        self.store.load(id.as_str()).await
    }

    async fn chat_lines(&self, id: &GameId) -> Result<Vec<ChatRow>, StoreError> {
        self.store.chat_lines(id.as_str()).await
    }

    async fn rating(&self, name: &str, variant: &str) -> Result<crate::rating::Rating, StoreError> {
        self.store.rating(name, variant).await
    }

    fn may_run(&self) -> bool {
        self.cluster.as_ref().is_none_or(|c| c.may_run())
    }

    async fn claim(&self, id: &GameId) -> bool {
        matches!(App::claim(self, id).await, Ok(true))
    }

    fn list_seek(&self, seek: Seek) {
        if let Some(cluster) = &self.cluster {
            cluster.seek_listed(&seek);
        }
        self.lobby.add(seek);
    }

    fn unlist_seek(&self, id: &GameId, everywhere: bool) {
        if everywhere {
            if let Some(cluster) = &self.cluster {
                cluster.seek_unlisted(id.as_str());
            }
        }
        self.lobby.remove(id.as_str());
    }

    fn start_game(self: Arc<Self>, game: Game, client: Option<IpAddr>) {
        self.start(game, false, client);
    }

    fn retire(&self, id: &GameId, generation: u64, idle: &dyn Fn() -> bool) -> bool {
        self.games.retire(id, generation, idle)
    }

    fn retire_now(&self, id: &GameId, generation: u64) {
        self.games.retire_now(id, generation);
    }

    fn arena_game_over(&self, tournament: &GameId, game: &GameId) {
        let cmd = crate::arena::hub::ArenaCmd::GameOver { game: game.clone() };
        // An arena not running here finds the result when it next loads.
        let _ = self.arenas.send(tournament, cmd);
    }

    fn game_news(&self, game: &Game, news: crate::bots::News) {
        let names = game
            .seats
            .each_ref()
            .map(|s| s.player.as_ref().map(|p| p.name.as_str()));
        if self.bots.wants_news(&game.id, names) {
            self.bots
                .game_news(&game.view([false; 2], self.now()), news);
        }
    }

    fn notify(&self, session: &str, notice: crate::push::Notice) {
        self.push.notify(session, notice);
    }
}
