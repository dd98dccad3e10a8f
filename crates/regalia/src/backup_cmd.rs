//! `regalia backup`: a consistent copy of the SQLite database while the
//! site plays (docs/deploy.md). PostgreSQL has its own tool for this,
//! `pg_dump`, which the command names instead of copying.

use std::path::PathBuf;

use anyhow::{bail, Context};
use clap::Args;

#[derive(Args, Debug)]
pub struct BackupArgs {
    /// The database to copy: sqlite://FILE (the server may be running on it).
    #[arg(long, default_value = "sqlite://regalia.db")]
    db: String,
    /// The copy, a new SQLite file (refused if it exists).
    #[arg(long)]
    out: PathBuf,
}

pub fn run(args: BackupArgs) -> anyhow::Result<()> {
    if args.db.starts_with("postgres://") || args.db.starts_with("postgresql://") {
        bail!(
            "a PostgreSQL database is backed up with its own tool while the nodes run: \
             pg_dump --format=custom --file=regalia.dump '{}' (docs/deploy.md, Backups)",
            regalia_server::redact(&args.db)
        );
    }
    if !args.db.starts_with("sqlite:") || args.db.contains(":memory:") {
        bail!("--db: `{}` is not an SQLite file (sqlite://FILE)", args.db);
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    let started = std::time::Instant::now();
    let bytes = runtime
        .block_on(regalia_server::store::backup_sqlite(&args.db, &args.out))
        .with_context(|| format!("cannot back up {}", args.db))?;
    println!(
        "backup: {} ({} bytes) in {:.2} s",
        args.out.display(),
        bytes,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
