//! Regalia's game server: HTTP API, game and lobby WebSockets, one task per
//! live game, storage behind a small trait (SQLite by default), the engine
//! on a bounded pool, and the site's pages merged in from [`site`].
//!
//! See docs/api.md and docs/protocol.md for what crosses the wire.

pub mod analysis;
pub mod api;
pub mod app;
pub mod arena;
pub mod bot_api;
pub mod bots;
pub mod clock;
pub mod cluster;
pub mod config;
pub mod engine;
pub mod error;
pub mod explorer;
pub mod explorer_api;
pub mod game;
pub mod ids;
pub mod limits;
pub mod lobby;
pub mod metrics;
pub mod my_games;
mod named;
pub mod picture;
pub mod player_api;
pub mod players;
pub mod position_api;
pub mod protocol;
pub mod push;
pub mod push_api;
pub mod puzzles;
pub mod rating;
pub mod reports;
pub mod request_head;
pub mod rules_api;
pub mod session;
pub mod share;
pub mod site;
pub mod sockets;
pub mod stats_api;
pub mod store;
pub mod tournament;
pub mod tv;
#[cfg(test)]
mod wire_types;
pub mod ws;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::DefaultBodyLimit;
use axum::http::header::{REFERRER_POLICY, X_CONTENT_TYPE_OPTIONS};
use axum::http::HeaderValue;
use axum::routing::{get, post};
use axum::Router;
use tower_http::compression::predicate::{NotForContentType, Predicate};
use tower_http::compression::{CompressionLayer, CompressionLevel, DefaultPredicate};
use tower_http::set_header::SetResponseHeaderLayer;

pub use app::{App, AppState};
pub use config::Config;

/// Request bodies above this are refused (413).
const MAX_BODY: usize = 16 * 1024;

/// The whole site: API, sockets, metrics, PGN, pages; sessions, the
/// client address and security headers around all.
pub fn app(app: AppState) -> Router {
    let origin = limits::Origin {
        trusted_proxy: app.config.trusted_proxy,
        public_url: app.config.public_url.clone(),
    };
    let server = Router::new()
        .route("/api/games", post(api::create_game))
        .route("/api/games/{id}", get(api::get_game))
        .route("/api/games/{id}/join", post(api::join_game))
        .route("/api/games/{id}/decline", post(api::decline_game))
        .route("/api/games/{id}/cancel", post(api::cancel_game))
        .route("/api/games/{id}/rating", get(player_api::game_rating))
        .route("/api/games/{id}/berserk", post(tournament::api::berserk))
        .route(
            "/api/tournaments",
            get(tournament::api::list).post(tournament::api::create),
        )
        .route("/api/tournaments/{id}", get(tournament::api::get))
        .route("/api/tournaments/{id}/join", post(tournament::api::join))
        .route(
            "/api/tournaments/{id}/pause",
            post(tournament::api::pause::<false>),
        )
        .route(
            "/api/tournaments/{id}/withdraw",
            post(tournament::api::pause::<true>),
        )
        .route(
            "/api/tournaments/{id}/players/{name}",
            get(tournament::api::player),
        )
        .route(
            "/api/player",
            get(player_api::get_me).post(player_api::take_name),
        )
        .route("/api/player/key", post(player_api::sign_in))
        .route("/api/player/key/new", post(player_api::new_key))
        .route("/api/player/devices", get(player_api::devices))
        .route(
            "/api/player/devices/{id}",
            axum::routing::delete(player_api::sign_out),
        )
        .route("/api/players/{name}", get(player_api::get_player))
        .route("/api/leaderboard", get(player_api::leaderboard))
        .route("/api/games/{id}/{seat}", get(api::get_game_as_seat))
        .route("/api/lobby", get(api::lobby))
        .route("/api/my-games", get(my_games::my_games))
        .route("/api/push", get(push_api::key))
        .route(
            "/api/push/subscription",
            post(push_api::subscribe).delete(push_api::unsubscribe),
        )
        .route("/api/stats", get(stats_api::stats))
        .route("/api/tv", get(tv::all))
        .route("/api/tv/{variant}", get(tv::one))
        .route("/api/rules", post(rules_api::rules))
        .route("/api/analysis/pgn", post(analysis::pgn_in::read))
        .route("/api/analysis/review/{id}", get(analysis::review_of_game))
        .route("/api/position", post(position_api::judge))
        .route("/api/puzzles/{variant}/next", get(puzzles::next))
        .route("/api/puzzles/{variant}/{id}", get(puzzles::one))
        .route("/api/health", get(stats_api::health))
        .route("/api/explorer/{variant}", get(explorer_api::lookup))
        .route("/pgn/{id}", get(api::pgn))
        .route("/metrics", get(stats_api::metrics))
        .route("/reports", get(reports::reports))
        .route("/ws/game/{id}", get(ws::game_socket))
        .route("/ws/lobby", get(ws::lobby_socket))
        .route("/ws/tournament/{id}", get(tournament::socket::arena_socket))
        .route("/ws/analysis", get(analysis::socket::analysis_socket))
        .merge(share::router())
        .merge(bot_api::router())
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(app.clone());
    let header = |name, value: &'static str| {
        SetResponseHeaderLayer::if_not_present(name, HeaderValue::from_static(value))
    };
    server
        .merge(site::router())
        .layer(axum::Extension(site::SiteUrl(
            app.config.public_url.clone(),
        )))
        // Inside the session's: a request with an API token acts as the
        // token's session (the Bot and Board API).
        .layer(axum::middleware::from_fn_with_state(
            app.clone(),
            bot_api::tokens::bearer,
        ))
        .layer(axum::middleware::from_fn(session::layer))
        .layer(axum::middleware::from_fn(move |req, next| {
            limits::layer(origin.clone(), req, next)
        }))
        // Inside the security headers, outside everything else: an
        // over-long head is refused before any work, with the headers.
        .layer(axum::middleware::from_fn(request_head::layer))
        // Pages may load scripts, styles, images and sockets from this
        // site only, no inline script; only the embeds may be framed, by
        // any site, and nothing else by any.
        .layer(axum::middleware::from_fn(share::embed::frame_policy))
        .layer(header(REFERRER_POLICY, "same-origin"))
        .layer(header(X_CONTENT_TYPE_OPTIONS, "nosniff"))
        // Pages and API bodies compressed on the fly (brotli or gzip, as the
        // client takes them); assets come compressed from the build and
        // carry their Content-Encoding, which this layer leaves alone.
        // Brotli's default quality (11) costs milliseconds per page; 5 keeps
        // most of its gain for a small fraction of the time.
        // NDJSON streams (the Bot API's) are written line by line as they
        // happen, never held back by a compressor.
        .layer(
            CompressionLayer::new()
                .quality(CompressionLevel::Precise(5))
                .compress_when(
                    DefaultPredicate::new()
                        .and(NotForContentType::const_new("application/x-ndjson")),
                ),
        )
}

/// A database or bus URL fit for a log: any password replaced by `***`.
pub fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let (authority, path) = match rest.find('/') {
        Some(i) => rest.split_at(i),
        None => (rest, ""),
    };
    match authority.rsplit_once('@') {
        Some((user, host)) if user.contains(':') => {
            let name = user.split(':').next().unwrap_or("");
            format!("{scheme}://{name}:***@{host}{path}")
        }
        _ => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn passwords_stay_out_of_the_logs() {
        use super::redact;
        assert_eq!(
            redact("postgres://regalia:s3cr%40t@db:5432/regalia"),
            "postgres://regalia:***@db:5432/regalia"
        );
        assert_eq!(
            redact("redis://:pw@10.0.0.5:6379"),
            "redis://:***@10.0.0.5:6379"
        );
        assert_eq!(
            redact("postgres://regalia@db/regalia"),
            "postgres://regalia@db/regalia"
        );
        assert_eq!(redact("sqlite://regalia.db"), "sqlite://regalia.db");
    }
}

/// A server that is listening.
pub struct Running {
    pub addr: SocketAddr,
    pub app: AppState,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl Running {
    /// Waits until the server stops (it only stops on error).
    pub async fn wait(&mut self) -> std::io::Result<()> {
        match (&mut self.task).await {
            Ok(result) => result,
            Err(e) => Err(std::io::Error::other(e)),
        }
    }

    /// Stops accepting connections (tests).
    pub fn stop(&self) {
        self.task.abort();
    }

    /// A clean stop: in a cluster, this node's games stop here and the
    /// node leaves, so others take them over at once rather than after
    /// the node is declared dead.
    pub async fn shutdown(self) {
        self.task.abort();
        if let Some(cluster) = &self.app.cluster {
            self.app.games.fence_all();
            tokio::time::sleep(std::time::Duration::from_millis(200)).await;
            cluster.leave().await;
        }
    }
}

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error(transparent)]
    Store(#[from] store::StoreError),
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        addr: String,
        source: std::io::Error,
    },
    #[error(transparent)]
    Resume(#[from] error::ApiError),
    #[error(transparent)]
    Cluster(#[from] cluster::ClusterError),
}

/// Opens the database, resumes unfinished games and starts listening on
/// `addr` (port 0 picks a free port; see [`Running::addr`]).
pub async fn start(addr: &str, db_url: &str, config: Config) -> Result<Running, StartError> {
    start_node(addr, db_url, None, config).await
}

/// [`start`], as a node of a cluster when `bus_url` (`redis://...`) is
/// given: the database must then be PostgreSQL, shared by every node.
pub async fn start_node(
    addr: &str,
    db_url: &str,
    bus_url: Option<&str>,
    config: Config,
) -> Result<Running, StartError> {
    let state = match bus_url {
        None => App::new(config, store::open(db_url).await?),
        Some(bus) => {
            if !(db_url.starts_with("postgres://") || db_url.starts_with("postgresql://")) {
                return Err(cluster::ClusterError::NeedsPostgres.into());
            }
            let pg = store::PostgresStore::open(db_url).await?;
            let cluster = cluster::Cluster::connect(pg.pool().clone(), bus).await?;
            let peers: Arc<dyn app::Peers> = cluster.clone();
            let state = App::with_cluster(config, Arc::new(pg), Some(peers));
            cluster.start(state.clone()).await?;
            state
        }
    };
    // The push keys are made at the first start (and read back after).
    if let Err(e) = state.push.public_key().await {
        tracing::warn!(error = %e, "push notices are off: no push keys");
    }
    let resumed = state.resume_unfinished().await?;
    let arenas = tournament::resume(&state).await?;
    explorer::backfill::start(state.store.clone(), state.writer.clone());
    tournament::keep(state.clone());
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|source| StartError::Bind {
            addr: addr.to_owned(),
            source,
        })?;
    let addr = listener.local_addr().map_err(|source| StartError::Bind {
        addr: addr.to_owned(),
        source,
    })?;
    tracing::info!(%addr, db = %redact(db_url), bus = bus_url.map(redact), resumed, arenas, "regalia is listening");
    let router = app(state.clone());
    let task = tokio::spawn(serve(listener, router, state.clone()));
    Ok(Running {
        addr,
        app: state,
        task,
    })
}

/// Accepts connections and serves each with hyper, which closes a
/// connection that has not sent a whole request head within the header
/// timeout of opening or of its last response (a slow or silent client,
/// an idle keep-alive). An address with as many connections open as it
/// may have is closed at once, so no address can take the descriptors.
async fn serve(
    listener: tokio::net::TcpListener,
    router: Router,
    app: AppState,
) -> std::io::Result<()> {
    use hyper_util::rt::{TokioIo, TokioTimer};
    use hyper_util::service::TowerToHyperService;
    use tower::ServiceExt as _;

    let header_timeout = app.config.header_timeout;
    let connections = sockets::Sockets::new(app.config.limits.connections_per_addr, usize::MAX);
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                // Out of file descriptors and the like: wait, carry on.
                tracing::warn!(error = %e, "cannot accept a connection");
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                continue;
            }
        };
        let ticket = if app.config.trusted_proxy == Some(peer.ip()) {
            None
        } else {
            match connections.open(peer.ip()) {
                Ok(ticket) => Some(ticket),
                Err(_) => {
                    tracing::debug!(%peer, "too many connections from one address");
                    drop(stream);
                    continue;
                }
            }
        };
        let _ = stream.set_nodelay(true);
        let service =
            router
                .clone()
                .map_request(move |req: axum::http::Request<hyper::body::Incoming>| {
                    let mut req = req.map(axum::body::Body::new);
                    req.extensions_mut()
                        .insert(axum::extract::ConnectInfo(peer));
                    req
                });
        let service = TowerToHyperService::new(service);
        tokio::spawn(async move {
            // HTTP/1.1 only (what browsers and nginx speak to it), so the
            // header timeout runs from the first byte expected.
            let conn = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(header_timeout)
                .serve_connection(TokioIo::new(stream), service)
                .with_upgrades();
            if let Err(e) = conn.await {
                tracing::debug!(%peer, error = %e, "connection ended");
            }
            drop(ticket);
        });
    }
}
