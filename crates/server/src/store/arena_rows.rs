//! The rows of the arenas' tables (migrations `0006_arenas` /
//! `0007_arenas`) and the statements of their changes, which go through
//! [`super::Write::Arena`]: a pairing is stored in the transaction that
//! stores its game. Read by [`super::arena`].

use super::dialect::{Int, Param, Text};

/// A row of `arenas`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaRow {
    pub id: String,
    pub variant: String,
    pub clock_initial: i64,
    pub clock_increment: i64,
    pub minutes: i64,
    /// Unix milliseconds.
    pub starts_at: i64,
    pub ends_at: i64,
    pub rated: i64,
    pub private: i64,
    pub schedule: Option<String>,
    pub created_by: Option<String>,
    pub status: String,
    pub winner: Option<String>,
    pub created_at: i64,
}

/// A row of `arena_players`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaPlayerRow {
    pub arena_id: String,
    pub name: String,
    pub session: String,
    pub rating: i64,
    pub shown: String,
    pub score: i64,
    pub fire: i64,
    pub games: i64,
    pub sheet: String,
    pub paused: i64,
    pub withdrawn: i64,
    pub joined: i64,
}

/// A row of `arena_games`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaGameRow {
    pub game_id: String,
    pub arena_id: String,
    pub seq: i64,
    pub white: String,
    pub black: String,
    pub white_rating: i64,
    pub black_rating: i64,
    /// 0 being played, 1 scored, 2 dropped.
    pub state: i64,
    pub ended_seq: i64,
    pub winner: Option<String>,
    pub plies: i64,
    pub berserk: i64,
}

/// One change of an arena.
#[derive(Clone, Debug)]
pub enum ArenaWrite {
    /// A new arena (a scheduled one already made by another node is left).
    Create(ArenaRow),
    Status {
        id: String,
        status: String,
        winner: Option<String>,
    },
    /// A player as they stand now (inserted or replaced).
    Player(ArenaPlayerRow),
    /// A game paired.
    Pair(ArenaGameRow),
    /// A paired game scored or dropped (only once: a game no longer being
    /// played is left as it is).
    Settle(ArenaGameRow),
}

pub(super) const ARENA_COLUMNS: &str =
    "id, variant, clock_initial, clock_increment, minutes, starts_at, \
     ends_at, rated, private, schedule, created_by, status, winner, created_at";
pub(super) const PLAYER_COLUMNS: &str =
    "arena_id, name, session, rating, shown, score, fire, games, \
     sheet, paused, withdrawn, joined";
pub(super) const GAME_COLUMNS: &str =
    "game_id, arena_id, seq, white, black, white_rating, black_rating, \
     state, ended_seq, winner, plies, berserk";

fn marks(n: usize) -> String {
    vec!["?"; n].join(", ")
}

/// The statement of one arena write, with its values.
pub(super) fn statement(write: &ArenaWrite) -> (String, Vec<Param<'_>>) {
    match write {
        ArenaWrite::Create(a) => (
            format!(
                "INSERT INTO arenas ({ARENA_COLUMNS}) VALUES ({}) ON CONFLICT DO NOTHING",
                marks(14)
            ),
            vec![
                Text(Some(&a.id)),
                Text(Some(&a.variant)),
                Int(Some(a.clock_initial)),
                Int(Some(a.clock_increment)),
                Int(Some(a.minutes)),
                Int(Some(a.starts_at)),
                Int(Some(a.ends_at)),
                Int(Some(a.rated)),
                Int(Some(a.private)),
                Text(a.schedule.as_deref()),
                Text(a.created_by.as_deref()),
                Text(Some(&a.status)),
                Text(a.winner.as_deref()),
                Int(Some(a.created_at)),
            ],
        ),
        ArenaWrite::Status { id, status, winner } => (
            "UPDATE arenas SET status = ?, winner = ? WHERE id = ?".to_owned(),
            vec![Text(Some(status)), Text(winner.as_deref()), Text(Some(id))],
        ),
        ArenaWrite::Player(p) => (
            format!(
                "INSERT INTO arena_players ({PLAYER_COLUMNS}) VALUES ({}) \
                 ON CONFLICT (arena_id, name) DO UPDATE SET session = excluded.session, \
                 rating = excluded.rating, shown = excluded.shown, score = excluded.score, \
                 fire = excluded.fire, games = excluded.games, sheet = excluded.sheet, \
                 paused = excluded.paused, withdrawn = excluded.withdrawn",
                marks(12)
            ),
            vec![
                Text(Some(&p.arena_id)),
                Text(Some(&p.name)),
                Text(Some(&p.session)),
                Int(Some(p.rating)),
                Text(Some(&p.shown)),
                Int(Some(p.score)),
                Int(Some(p.fire)),
                Int(Some(p.games)),
                Text(Some(&p.sheet)),
                Int(Some(p.paused)),
                Int(Some(p.withdrawn)),
                Int(Some(p.joined)),
            ],
        ),
        ArenaWrite::Pair(g) => (
            format!(
                "INSERT INTO arena_games ({GAME_COLUMNS}) VALUES ({})",
                marks(12)
            ),
            game_params(g),
        ),
        ArenaWrite::Settle(g) => (
            "UPDATE arena_games SET state = ?, ended_seq = ?, winner = ?, plies = ?, \
             berserk = ? WHERE game_id = ? AND state = 0"
                .to_owned(),
            vec![
                Int(Some(g.state)),
                Int(Some(g.ended_seq)),
                Text(g.winner.as_deref()),
                Int(Some(g.plies)),
                Int(Some(g.berserk)),
                Text(Some(&g.game_id)),
            ],
        ),
    }
}

fn game_params(g: &ArenaGameRow) -> Vec<Param<'_>> {
    vec![
        Text(Some(&g.game_id)),
        Text(Some(&g.arena_id)),
        Int(Some(g.seq)),
        Text(Some(&g.white)),
        Text(Some(&g.black)),
        Int(Some(g.white_rating)),
        Int(Some(g.black_rating)),
        Int(Some(g.state)),
        Int(Some(g.ended_seq)),
        Text(g.winner.as_deref()),
        Int(Some(g.plies)),
        Int(Some(g.berserk)),
    ]
}
