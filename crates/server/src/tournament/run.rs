//! The task of one arena: it starts the arena at its start time, pairs
//! the waiting pool every couple of seconds, creates the games (each
//! stored with its pairing in one transaction), scores each game when it
//! ends (the score stored with the game's settlement), finishes the arena
//! at its end and pushes the standings to the sockets that follow it.
//! Everything it knows is stored first, so after a restart it is read back
//! ([`super::rows::table`]) and goes on with the time left.

use std::collections::HashMap;

use regalia_rules::Color;
use tokio::sync::mpsc;

use super::rows::{self, now_ms, Spec, DROPPED, PLAYING, SCORED};
use super::view::{answer, player_games};
use super::watch::Watchers;
use crate::app::AppState;
use crate::arena::hub::ArenaCmd;
use crate::arena::{pairing, Ended, Table, TableError};
use crate::error::{ApiError, ErrorCode};
use crate::game::{seat_url, Game};
use crate::ids::GameId;
use crate::protocol::arena::{ArenaAnswer, ArenaSeat, ArenaStatus};
use crate::protocol::{ColorChoice, CreateGame, Named, Opponent, Side, Status};
use crate::store::{ArenaGameRow, ArenaWrite, StoreError, Write};

/// A finished arena's task woken by a socket waits this long for it.
const FINISHED_GRACE: std::time::Duration = std::time::Duration::from_secs(10);

/// A running arena.
pub struct Arena {
    pub(super) app: AppState,
    pub(super) spec: Spec,
    pub(super) table: Table,
    /// The players' own pages of each game being played (White, Black).
    pub(super) seats: HashMap<GameId, [String; 2]>,
    seq: i64,
    ended_seq: i64,
    next_pair: i64,
    pub(super) watchers: Watchers,
    /// When this task started (a finished arena's task stays a little for
    /// the socket that woke it).
    born: tokio::time::Instant,
}

/// Stores new arena `spec` and starts its task.
pub async fn create(app: &AppState, spec: &Spec) -> Result<(), StoreError> {
    app.writer
        .write(vec![Write::Arena(ArenaWrite::Create(spec.row()))])
        .await?;
    spawn(app.clone(), &spec.id).await?;
    Ok(())
}

/// Starts the task of a stored arena here (unless one runs already).
pub async fn spawn(app: AppState, id: &GameId) -> Result<bool, StoreError> {
    let Some(stored) = app.store.arena(id.as_str()).await? else {
        return Ok(false);
    };
    let spec = Spec::from_row(&stored.arena)?;
    if app.arenas.running(&spec.id) {
        return Ok(false);
    }
    // In a cluster one node runs an arena: the one holding its lease
    // (taken over when that node dies, as games are).
    if !matches!(app.claim(&spec.id).await, Ok(true)) {
        return Ok(false);
    }
    let table = rows::table(&stored, spec.variant);
    let (tx, rx) = mpsc::unbounded_channel();
    if !app.arenas.add(&spec.id, tx) {
        return Ok(false);
    }
    let arena = Arena {
        seq: stored.games.iter().map(|g| g.seq).max().unwrap_or(0),
        ended_seq: stored.games.iter().map(|g| g.ended_seq).max().unwrap_or(0),
        app: app.clone(),
        spec,
        table,
        seats: HashMap::new(),
        next_pair: 0,
        watchers: Watchers::default(),
        born: tokio::time::Instant::now(),
    };
    tokio::spawn(arena.run(rx));
    Ok(true)
}

impl Arena {
    async fn run(mut self, mut rx: mpsc::UnboundedReceiver<ArenaCmd>) {
        let id = self.spec.id.clone();
        tracing::info!(arena = %id, status = self.spec.status.name(), "arena task started");
        self.catch_up().await;
        let mut tick = tokio::time::interval(self.app.config.arena.tick);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                cmd = rx.recv() => match cmd {
                    Some(cmd) => self.handle(cmd).await,
                    None => break,
                },
                _ = tick.tick() => {
                    if !self.tick().await {
                        break;
                    }
                }
            }
        }
        self.app.arenas.remove(&id);
        tracing::info!(arena = %id, "arena task stopped");
    }

    /// Games that ended while nobody ran the arena (a restart) are scored
    /// now; the seats of the games still played are read back.
    async fn catch_up(&mut self) {
        let games: Vec<GameId> = self.table.pairings.keys().cloned().collect();
        for game in games {
            match self.app.store.load(game.as_str()).await {
                Ok(Some((row, _))) => {
                    if let (Some(w), Some(b)) = (&row.white_seat, &row.black_seat) {
                        let urls = [format!("/game/{game}/{w}"), format!("/game/{game}/{b}")];
                        self.seats.insert(game.clone(), urls);
                    }
                    if row.status != Status::Playing.name() {
                        self.game_over(&game).await;
                    }
                }
                Ok(None) => {
                    self.table.drop_game(&game);
                }
                Err(e) => {
                    tracing::warn!(arena = %self.spec.id, error = %e, "cannot read an arena game")
                }
            }
        }
    }

    /// Arena seconds left (the arena's minute may be shortened in tests).
    fn arena_seconds_left(&self, now: i64) -> f64 {
        let minute = self.app.config.arena.minute.as_millis().max(1) as f64;
        (self.spec.ends_at - now) as f64 / minute * 60.0
    }

    /// One wake-up: start, end, pair, push. False when the task may stop.
    async fn tick(&mut self) -> bool {
        if !self.app.cluster.as_ref().is_none_or(|c| c.may_run()) {
            // Out of touch with the cluster: another node may run it now.
            return false;
        }
        let now = now_ms();
        if self.spec.status == ArenaStatus::Created && now >= self.spec.starts_at {
            self.set_status(ArenaStatus::Started).await;
        }
        if self.spec.status == ArenaStatus::Started && now >= self.spec.ends_at {
            self.set_status(ArenaStatus::Finished).await;
        }
        if self.spec.status == ArenaStatus::Started && now >= self.next_pair {
            self.next_pair = now + self.app.config.arena.pair_every.as_millis() as i64;
            if !pairing::closed(self.arena_seconds_left(now), self.spec.clock.initial) {
                self.pair().await;
            }
        }
        self.push();
        let linger = self.app.config.arena.linger.as_millis() as i64;
        let idle = self.watchers.is_empty() && self.born.elapsed() > FINISHED_GRACE;
        !(self.spec.status == ArenaStatus::Finished && (idle || now > self.spec.ends_at + linger))
    }

    async fn set_status(&mut self, status: ArenaStatus) {
        self.spec.status = status;
        if status == ArenaStatus::Finished {
            self.spec.winner = self.table.podium().first().map(|p| p.name.clone());
        }
        let write = Write::Arena(ArenaWrite::Status {
            id: self.spec.id.to_string(),
            status: status.name().to_owned(),
            winner: self.spec.winner.clone(),
        });
        if let Err(e) = self.store(vec![write]).await {
            tracing::error!(arena = %self.spec.id, error = %e, "cannot store the arena's status");
        }
        tracing::info!(arena = %self.spec.id, status = status.name(), "arena");
        self.watchers.touch_all();
    }

    /// Stores a change of the arena: in a cluster, only while this node
    /// still holds its lease.
    async fn store(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        let mut all = Vec::with_capacity(writes.len() + 1);
        if let Some(cluster) = &self.app.cluster {
            all.push(Write::HoldLease {
                game_id: self.spec.id.to_string(),
                node: cluster.node().to_owned(),
            });
        }
        all.extend(writes);
        self.app.writer.write(all).await
    }

    async fn handle(&mut self, cmd: ArenaCmd) {
        match cmd {
            ArenaCmd::Join {
                name,
                session,
                rating,
                reply,
            } => {
                let _ = reply.send(self.join(&name, &session, rating).await);
            }
            ArenaCmd::Pause {
                name,
                withdraw,
                reply,
            } => {
                let _ = reply.send(self.pause(&name, withdraw).await);
            }
            ArenaCmd::View { name, page, reply } => {
                let _ = reply.send(self.view(name.as_deref(), page));
            }
            ArenaCmd::Player { name, reply } => {
                let _ = reply.send(player_games(&self.table, &name));
            }
            ArenaCmd::GameOver { game } => self.game_over(&game).await,
            ArenaCmd::Watch {
                conn,
                name,
                page,
                out,
            } => self.watchers.add(conn, name, page, out),
            ArenaCmd::Page { conn, page } => self.watchers.page(conn, page),
            ArenaCmd::Unwatch { conn } => self.watchers.remove(conn),
        }
        self.push();
    }

    async fn join(
        &mut self,
        name: &str,
        session: &str,
        rating: (f64, String),
    ) -> Result<(), ApiError> {
        self.change_player(name, |table| table.join(name, session, rating))
            .await
    }

    async fn pause(&mut self, name: &str, withdraw: bool) -> Result<(), ApiError> {
        self.change_player(name, |table| table.pause(name, withdraw))
            .await
    }

    /// Changes player `name` in the table (refused once the arena is
    /// over) and stores them.
    async fn change_player(
        &mut self,
        name: &str,
        change: impl FnOnce(&mut Table) -> Result<(), TableError>,
    ) -> Result<(), ApiError> {
        if self.spec.status == ArenaStatus::Finished {
            return Err(ApiError::refused(
                ErrorCode::ArenaOver,
                "this arena is over",
            ));
        }
        let before = self.table.clone();
        change(&mut self.table).map_err(|e| match e {
            TableError::AlreadyIn => {
                ApiError::refused(ErrorCode::ArenaJoined, "already in this arena")
            }
            TableError::NotIn => ApiError::refused(ErrorCode::NotInArena, "not in this arena"),
        })?;
        self.store_players(&[name], before).await
    }

    /// Stores the players named as the table has them; if that fails the
    /// table goes back to `before` and nothing changed.
    async fn store_players(&mut self, names: &[&str], before: Table) -> Result<(), ApiError> {
        let writes = names
            .iter()
            .filter_map(|n| rows::player_row(&self.spec.id, &self.table, n))
            .map(|r| Write::Arena(ArenaWrite::Player(r)))
            .collect();
        if let Err(e) = self.store(writes).await {
            self.table = before;
            return Err(e.into());
        }
        self.watchers.touch_all();
        Ok(())
    }

    /// Pairs the waiting players and starts their games (all stored in
    /// one transaction, each game with its pairing).
    async fn pair(&mut self) {
        let pairs = self.table.pairs();
        if pairs.is_empty() {
            return;
        }
        let now = self.app.now();
        let mut games = Vec::new();
        let mut writes = Vec::new();
        for (white, black) in pairs {
            let game = match self.make_game(&white, &black, now) {
                Ok(game) => game,
                Err(e) => {
                    tracing::error!(arena = %self.spec.id, error = %e, "cannot make an arena game");
                    continue;
                }
            };
            if !matches!(self.app.claim(&game.id).await, Ok(true)) {
                continue;
            }
            self.seq += 1;
            let rating = |n: &str| {
                self.table
                    .player(n)
                    .map_or(0, |p| rows::rating_units(p.rating))
            };
            writes.push(Write::Insert(game.row()));
            writes.push(Write::Arena(ArenaWrite::Pair(ArenaGameRow {
                game_id: game.id.to_string(),
                arena_id: self.spec.id.to_string(),
                seq: self.seq,
                white: white.clone(),
                black: black.clone(),
                white_rating: rating(&white),
                black_rating: rating(&black),
                state: PLAYING,
                ended_seq: 0,
                winner: None,
                plies: 0,
                berserk: 0,
            })));
            games.push((game, white, black));
        }
        if let Err(e) = self.store(writes).await {
            tracing::error!(arena = %self.spec.id, error = %e, "cannot store the arena's pairings");
            return;
        }
        for (game, white, black) in games {
            let id = game.id.clone();
            let url = |c: Color| {
                game.seats[crate::game::idx(c)]
                    .secret
                    .map(|s| seat_url(&id, &s))
                    .unwrap_or_else(|| format!("/game/{id}"))
            };
            let urls = [url(Color::White), url(Color::Black)];
            self.table.start(id.clone(), &white, &black);
            for (name, color, opponent) in
                [(&white, Side::White, &black), (&black, Side::Black, &white)]
            {
                let seat = ArenaSeat {
                    id: id.clone(),
                    url: urls[usize::from(color == Side::Black)].clone(),
                    color,
                    opponent: opponent.clone(),
                };
                self.watchers.game_starts(name, &seat);
            }
            for (c, url) in [Color::White, Color::Black].into_iter().zip(&urls) {
                if let Some(session) = &game.seats[crate::game::idx(c)].session {
                    let notice = crate::push::Notice::Arena {
                        id: id.clone(),
                        variant: self.spec.variant,
                        url: url.clone(),
                    };
                    self.app.push.notify(session, notice);
                }
            }
            self.seats.insert(id.clone(), urls);
            self.app.start(game, false, None);
            tracing::debug!(arena = %self.spec.id, game = %id, %white, %black, "arena game");
        }
        self.watchers.touch_all();
    }

    /// A game between two players of the arena, both seated, playing.
    fn make_game(&self, white: &str, black: &str, now: crate::game::Now) -> Result<Game, ApiError> {
        let variant = self.spec.variant.into();
        let named = |n: &str| -> Result<(Named, String), ApiError> {
            let p = self
                .table
                .player(n)
                .ok_or_else(|| ApiError::refused(ErrorCode::NotInArena, "not in this arena"))?;
            let named = Named {
                name: p.name.clone(),
                ratings: vec![(variant, p.rating, p.shown.clone())],
                bot: false,
            };
            Ok((named, p.session.clone()))
        };
        let (w, w_session) = named(white)?;
        let (b, b_session) = named(black)?;
        let req = CreateGame {
            variant,
            fen: None,
            color: ColorChoice::White,
            clock: Some(self.spec.clock),
            days: None,
            opponent: Opponent::Seek,
            level: None,
            rated: self.spec.rated,
            range: None,
        };
        let day_ms = self.app.config.correspondence_day.as_millis() as i64;
        let (mut game, _) = Game::create(&req, &w_session, Some(&w), day_ms, now)?;
        game.join(&b_session, Some(&b), now)
            .map_err(|r| ApiError::Refused(r.code, r.message))?;
        game.tournament = Some(self.spec.id.clone());
        Ok(game)
    }

    /// Scores game `game` from its stored end (once), or drops it if it
    /// was aborted (the player who did not move is paused).
    async fn game_over(&mut self, game: &GameId) {
        if !self.table.pairings.contains_key(game) || self.spec.status == ArenaStatus::Finished {
            return;
        }
        let row = match self.app.store.load(game.as_str()).await {
            Ok(Some((row, moves))) => (row, moves.len() as u32),
            Ok(None) => return,
            Err(e) => {
                tracing::warn!(arena = %self.spec.id, error = %e, "cannot read an ended arena game");
                return;
            }
        };
        let (row, plies) = row;
        let before = self.table.clone();
        self.ended_seq += 1;
        let mut settle = ArenaGameRow {
            game_id: game.to_string(),
            arena_id: self.spec.id.to_string(),
            seq: 0,
            white: String::new(),
            black: String::new(),
            white_rating: 0,
            black_rating: 0,
            state: SCORED,
            ended_seq: self.ended_seq,
            winner: row.winner.clone(),
            plies: i64::from(plies),
            berserk: row.berserk,
        };
        let mut names = Vec::new();
        if row.status == Status::Finished.name() {
            let ended = Ended {
                winner: match row.winner.as_deref() {
                    Some("white") => Some(Color::White),
                    Some("black") => Some(Color::Black),
                    _ => None,
                },
                plies,
                berserk: [row.berserk & 1 != 0, row.berserk & 2 != 0],
            };
            let Some(pairing) = self.table.pairings.get(game).cloned() else {
                return;
            };
            if self.spec.rated {
                for name in [&pairing.white, &pairing.black] {
                    if let Ok(r) = self.app.store.rating(name, self.spec.variant.name()).await {
                        self.table.set_rating(name, (r.rating, r.shown()));
                    }
                }
            }
            self.table.finish(game, ended);
            names.extend([pairing.white, pairing.black]);
        } else if row.status == Status::Aborted.name() {
            settle.state = DROPPED;
            if let Some(pairing) = self.table.drop_game(game) {
                // The side to move never moved: paused until they come back.
                let absent = if plies % 2 == 0 {
                    &pairing.white
                } else {
                    &pairing.black
                };
                let _ = self.table.pause(absent, false);
                names.extend([pairing.white, pairing.black]);
            }
        } else {
            self.ended_seq -= 1;
            return;
        }
        self.seats.remove(game);
        let mut writes = vec![Write::Arena(ArenaWrite::Settle(settle))];
        for name in &names {
            if let Some(r) = rows::player_row(&self.spec.id, &self.table, name) {
                writes.push(Write::Arena(ArenaWrite::Player(r)));
            }
        }
        if let Err(e) = self.store(writes).await {
            tracing::error!(arena = %self.spec.id, error = %e, "cannot store an arena game's score");
            self.table = before;
            self.ended_seq -= 1;
            return;
        }
        self.watchers.touch_all();
    }

    /// The arena as `name` sees it.
    pub(super) fn view(&self, name: Option<&str>, page: Option<u32>) -> ArenaAnswer {
        answer(&self.spec, &self.table, &self.seats, name, page)
    }

    fn push(&mut self) {
        let every = self.app.config.arena.push_every;
        self.watchers.flush(every, &self.spec, &self.table);
    }
}
