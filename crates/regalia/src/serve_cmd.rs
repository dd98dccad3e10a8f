//! `regalia serve`: the web site and game server.

use anyhow::Context;
use clap::Args;
use regalia_server::Config;

#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: String,
    /// Database URL: sqlite://FILE (created if missing) or postgres://USER@HOST:PORT/DB.
    #[arg(long, default_value = "sqlite://regalia.db")]
    pub db: String,
    /// Engine searches running at once (default: cores - 1, at least 1).
    #[arg(long)]
    pub engine_threads: Option<usize>,
    /// Analyses and game reviews running at once, in a pool of their own
    /// beside the computer's (default: half the cores, 1 to 4).
    #[arg(long)]
    pub analysis_threads: Option<usize>,
    /// Run as one node of several: redis://HOST:PORT carries games, lobby
    /// and counts between the nodes, which share one PostgreSQL --db
    /// (see docs/deploy.md).
    #[arg(long, value_name = "URL")]
    pub bus: Option<String>,
    /// The reverse proxy (e.g. nginx on 127.0.0.1) whose X-Forwarded-For
    /// names the client and whose X-Forwarded-Proto says https: without
    /// it, limits count the socket's address and those headers are ignored.
    #[arg(long, value_name = "ADDR")]
    pub trusted_proxy: Option<std::net::IpAddr>,
    /// The site's public URL, e.g. https://regalia.example: with https the
    /// session cookie is Secure; sockets opened from this origin are let in.
    #[arg(long, value_name = "URL")]
    pub public_url: Option<String>,
    /// Make no scheduled arenas (arenas by link still run).
    #[arg(long)]
    pub no_arena_schedule: bool,
    /// The length of one minute of an arena, in milliseconds (tests and
    /// load tests shorten arenas with it; 60000 otherwise).
    #[arg(long, hide = true, value_name = "MS")]
    pub arena_minute_ms: Option<u64>,
    /// How often arenas pair their waiting players, in milliseconds.
    #[arg(long, hide = true, value_name = "MS")]
    pub arena_pair_ms: Option<u64>,
    /// The length of one day of a correspondence game's days per move, in
    /// milliseconds (tests shorten it; a day otherwise). Whole seconds.
    #[arg(long, hide = true, value_name = "MS")]
    pub correspondence_day_ms: Option<u64>,
}

impl Default for ServeArgs {
    fn default() -> ServeArgs {
        ServeArgs {
            addr: "127.0.0.1:8080".into(),
            db: "sqlite://regalia.db".into(),
            engine_threads: None,
            analysis_threads: None,
            bus: None,
            trusted_proxy: None,
            public_url: None,
            no_arena_schedule: false,
            arena_minute_ms: None,
            arena_pair_ms: None,
            correspondence_day_ms: None,
        }
    }
}

/// Ctrl-C or SIGTERM.
async fn stop_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = term => {}
    }
}

/// Structured logs on standard error; `RUST_LOG` picks what is shown.
pub fn init_logs() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .with_writer(std::io::stderr)
        .try_init();
}

/// The chat reports page's password, from `REGALIA_REPORTS_SECRET` (an
/// environment variable, so it shows in no process list); too short a one
/// stops the start rather than guard the page badly.
fn reports_secret() -> anyhow::Result<Option<String>> {
    match std::env::var("REGALIA_REPORTS_SECRET") {
        Ok(secret) if secret.chars().count() >= 16 => Ok(Some(secret)),
        Ok(_) => anyhow::bail!("REGALIA_REPORTS_SECRET must have at least 16 characters"),
        Err(_) => Ok(None),
    }
}

pub fn run(args: ServeArgs) -> anyhow::Result<()> {
    init_logs();
    // A broken puzzle file stops the start with its line named.
    regalia_server::puzzles::load()?;
    let mut config = Config::default();
    if let Some(n) = args.engine_threads {
        config.engine_threads = n.max(1);
    }
    if let Some(n) = args.analysis_threads {
        config.analysis.threads = n.max(1);
    }
    config.trusted_proxy = args.trusted_proxy;
    config.arena.schedule = !args.no_arena_schedule;
    if let Some(ms) = args.arena_minute_ms {
        config.arena.minute = std::time::Duration::from_millis(ms.max(1));
    }
    if let Some(ms) = args.correspondence_day_ms {
        // Deadlines are stored to the second.
        config.correspondence_day = std::time::Duration::from_secs(ms.div_ceil(1000).max(1));
    }
    if let Some(ms) = args.arena_pair_ms {
        let every = std::time::Duration::from_millis(ms.max(10));
        config.arena.pair_every = every;
        config.arena.tick = config.arena.tick.min(every);
    }
    config.public_url = args
        .public_url
        .as_deref()
        .map(|u| u.trim_end_matches('/').to_owned());
    config.reports_secret = reports_secret()?;
    let runtime = tokio::runtime::Runtime::new().context("cannot start the async runtime")?;
    runtime.block_on(async {
        let mut running =
            regalia_server::start_node(&args.addr, &args.db, args.bus.as_deref(), config)
                .await
                .with_context(|| format!("cannot start the server on {}", args.addr))?;
        // The first line on standard output says where the site is (tests
        // and scripts read the port from it when they ask for port 0).
        println!("Regalia is at http://{}", running.addr);
        let ended = tokio::select! {
            result = running.wait() => Some(result),
            () = stop_signal() => None,
        };
        match ended {
            Some(result) => result.context("the server stopped"),
            None => {
                running.shutdown().await;
                Ok(())
            }
        }
    })
}
