//! Arenas in storage: the reads ([`ArenaStore`]); the rows and the
//! statements of changes are [`super::arena_rows`].

use async_trait::async_trait;
use sqlx::{ColumnIndex, Decode, Row, Type};

use super::arena_rows::{
    ArenaGameRow, ArenaPlayerRow, ArenaRow, ARENA_COLUMNS, GAME_COLUMNS, PLAYER_COLUMNS,
};
use super::dialect::{Int, Text};
use super::sql::db;
use super::StoreError;

/// An arena with everything it holds.
#[derive(Clone, Debug)]
pub struct StoredArena {
    pub arena: ArenaRow,
    pub players: Vec<ArenaPlayerRow>,
    /// In the order they were paired.
    pub games: Vec<ArenaGameRow>,
}

/// Arenas in storage (reads; writes are [`ArenaWrite`]s).
#[async_trait]
pub trait ArenaStore {
    /// An arena, its players and games.
    async fn arena(&self, id: &str) -> Result<Option<StoredArena>, StoreError>;
    /// Arenas not finished, and those finished since `since` (Unix ms),
    /// with their number of players; private ones only if `private`.
    async fn arenas(&self, since: i64, private: bool) -> Result<Vec<(ArenaRow, i64)>, StoreError>;
}

macro_rules! by_name {
    ($row:expr => $ty:ident { $($field:ident)+ }) => {
        $ty { $($field: $row.try_get(stringify!($field)).map_err(db)?,)+ }
    };
}

fn arena_row<R: Row>(r: &R) -> Result<ArenaRow, StoreError>
where
    &'static str: ColumnIndex<R>,
    for<'a> String: Decode<'a, R::Database> + Type<R::Database>,
    for<'a> i64: Decode<'a, R::Database> + Type<R::Database>,
{
    Ok(by_name!(r => ArenaRow {
        id variant clock_initial clock_increment minutes starts_at ends_at rated private
        schedule created_by status winner created_at
    }))
}

sql_store_impl!(ArenaStore {
    async fn arena(&self, id: &str) -> Result<Option<StoredArena>, StoreError> {
        let sql = format!("SELECT {ARENA_COLUMNS} FROM arenas WHERE id = ?");
        let Some(row) = self.select(&sql, &[Text(Some(id))]).await?.pop() else {
            return Ok(None);
        };
        let arena = arena_row(&row)?;
        let sql = format!(
            "SELECT {PLAYER_COLUMNS} FROM arena_players WHERE arena_id = ? ORDER BY joined"
        );
        let mut players = Vec::new();
        for r in self.select(&sql, &[Text(Some(id))]).await? {
            players.push(by_name!(r => ArenaPlayerRow {
                arena_id name session rating shown score fire games sheet paused withdrawn joined
            }));
        }
        let sql = format!("SELECT {GAME_COLUMNS} FROM arena_games WHERE arena_id = ? ORDER BY seq");
        let mut games = Vec::new();
        for r in self.select(&sql, &[Text(Some(id))]).await? {
            games.push(by_name!(r => ArenaGameRow {
                game_id arena_id seq white black white_rating black_rating state ended_seq
                winner plies berserk
            }));
        }
        Ok(Some(StoredArena {
            arena,
            players,
            games,
        }))
    }

    async fn arenas(&self, since: i64, private: bool) -> Result<Vec<(ArenaRow, i64)>, StoreError> {
        let sql = format!(
            "SELECT {ARENA_COLUMNS}, (SELECT COUNT(*) FROM arena_players p \
             WHERE p.arena_id = arenas.id) AS players FROM arenas \
             WHERE (status <> 'finished' OR ends_at >= ?) AND private <= ? \
             ORDER BY starts_at, id LIMIT 500"
        );
        let rows = self
            .select(&sql, &[Int(Some(since)), Int(Some(i64::from(private)))])
            .await?;
        rows.iter()
            .map(|r| Ok((arena_row(r)?, r.try_get("players").map_err(db)?)))
            .collect()
    }
});
