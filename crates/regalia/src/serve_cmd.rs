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
}

impl Default for ServeArgs {
    fn default() -> ServeArgs {
        ServeArgs {
            addr: "127.0.0.1:8080".into(),
            db: "sqlite://regalia.db".into(),
            engine_threads: None,
        }
    }
}

/// Structured logs on standard error; `RUST_LOG` picks what is shown.
pub fn init_logs() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}

pub fn run(args: ServeArgs) -> anyhow::Result<()> {
    init_logs();
    let mut config = Config::default();
    if let Some(n) = args.engine_threads {
        config.engine_threads = n.max(1);
    }
    let runtime = tokio::runtime::Runtime::new().context("cannot start the async runtime")?;
    runtime.block_on(async {
        let running = regalia_server::start(&args.addr, &args.db, config)
            .await
            .with_context(|| format!("cannot start the server on {}", args.addr))?;
        // The first line on standard output says where the site is (tests
        // and scripts read the port from it when they ask for port 0).
        println!("Regalia is at http://{}", running.addr);
        running.wait().await.context("the server stopped")
    })
}
