//! The SQLite store: one file, WAL journal, migrations embedded in the
//! binary. One connection writes (SQLite has a single writer anyway); a
//! small pool reads alongside it, which WAL allows. Its statements are the
//! shared ones of [`super::sql`], with `?` parameters as SQLite writes them.

use std::borrow::Cow;
use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use async_trait::async_trait;
use sqlx::migrate::Migrator;
use sqlx::sqlite::{
    Sqlite, SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqlitePoolOptions,
    SqliteSynchronous,
};
use sqlx::{ConnectOptions, Connection};

use super::sql::{db, migrator, Dialect, SqlStore};
use super::{StoreError, Write};

fn migrations() -> Migrator {
    migrator(&[
        (1, "games", include_str!("../../migrations/0001_games.sql")),
        (
            2,
            "seats by session",
            include_str!("../../migrations/0002_seats_by_session.sql"),
        ),
        (
            3,
            "reviews",
            include_str!("../../migrations/0003_reviews.sql"),
        ),
        (
            4,
            "players",
            include_str!("../../migrations/0004_players.sql"),
        ),
        (
            5,
            "rated order",
            include_str!("../../migrations/0005_rated_order.sql"),
        ),
        (
            6,
            "arenas",
            include_str!("../../migrations/0006_arenas.sql"),
        ),
        (7, "chat", include_str!("../../migrations/0007_chat.sql")),
        (
            8,
            "correspondence",
            include_str!("../../migrations/0008_correspondence.sql"),
        ),
        (9, "bots", include_str!("../../migrations/0009_bots.sql")),
        (
            10,
            "explorer",
            include_str!("../../migrations/0010_explorer.sql"),
        ),
        (
            11,
            "correspondence seeks",
            include_str!("../../migrations/0011_correspondence_seeks.sql"),
        ),
    ])
}

/// Games kept in an SQLite database.
pub type SqliteStore = SqlStore<Sqlite>;

#[async_trait]
impl Dialect for Sqlite {
    fn params(sql: &str) -> Cow<'_, str> {
        Cow::Borrowed(sql)
    }

    /// One node, no leases.
    async fn before_writes(_: &mut SqliteConnection, _: &[Write]) -> Result<(), StoreError> {
        Ok(())
    }
}

impl SqlStore<Sqlite> {
    /// Opens (creating if needed) the database at `url` and brings its
    /// schema up to date.
    pub async fn open(url: &str) -> Result<SqliteStore, StoreError> {
        let memory = url.contains(":memory:") || url.contains("mode=memory");
        let options = SqliteConnectOptions::from_str(url)
            .map_err(db)?
            .create_if_missing(true)
            .journal_mode(if memory {
                SqliteJournalMode::Memory
            } else {
                SqliteJournalMode::Wal
            })
            // In WAL mode NORMAL loses nothing when the process dies; only
            // a power cut can lose the last commits.
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(Duration::from_secs(10))
            .foreign_keys(true);
        let writer = SqlitePoolOptions::new()
            .max_connections(1)
            .min_connections(1)
            .idle_timeout(None)
            .max_lifetime(None)
            .connect_with(options.clone())
            .await
            .map_err(db)?;
        migrations().run(&writer).await.map_err(|e| db(e.into()))?;
        let reader = if memory {
            // A memory database exists once per connection: read through
            // the writer.
            writer.clone()
        } else {
            SqlitePoolOptions::new()
                .max_connections(4)
                .connect_with(options.read_only(true))
                .await
                .map_err(db)?
        };
        Ok(SqliteStore { writer, reader })
    }
}

/// Writes a consistent copy of the SQLite database at `url` to the new file
/// `out` while the site goes on playing: `VACUUM INTO` reads one snapshot
/// (a read transaction, which WAL lets run beside the writer), so the copy
/// holds every transaction committed before it started and nothing after.
/// The copy is written beside `out` and renamed into place once complete,
/// so `out` is never a half-written file. Returns the copy's size in bytes.
pub async fn backup(url: &str, out: &Path) -> Result<u64, StoreError> {
    if out.exists() {
        return Err(StoreError::Backup(format!(
            "{} exists already; name a new file",
            out.display()
        )));
    }
    let options = SqliteConnectOptions::from_str(url)
        .map_err(db)?
        // A backup of a database that is not there is a mistake, not an
        // empty copy.
        .create_if_missing(false)
        .busy_timeout(Duration::from_secs(30));
    let mut conn = options.connect().await.map_err(db)?;
    let mut partial = out.as_os_str().to_owned();
    partial.push(".partial");
    let partial = std::path::PathBuf::from(partial);
    let _ = std::fs::remove_file(&partial);
    let target = partial
        .to_str()
        .ok_or_else(|| StoreError::Backup(format!("{} is not UTF-8", partial.display())))?;
    let copied = sqlx::query("VACUUM INTO ?")
        .bind(target)
        .execute(&mut conn)
        .await
        .map_err(db);
    let _ = conn.close().await;
    if let Err(e) = copied {
        let _ = std::fs::remove_file(&partial);
        return Err(e);
    }
    std::fs::rename(&partial, out)
        .map_err(|e| StoreError::Backup(format!("cannot name the copy {}: {e}", out.display())))?;
    let size = std::fs::metadata(out)
        .map_err(|e| StoreError::Backup(format!("cannot read {}: {e}", out.display())))?
        .len();
    Ok(size)
}
