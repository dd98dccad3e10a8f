//! One arena's players, games and standings, pure (no time, no I/O): the
//! running arena task ([`crate::tournament`]) holds one, and so does a
//! finished arena read back from storage.

use std::collections::HashMap;

use regalia_rules::{Color, Variant};

use super::pairing::{self, Waiting};
use super::score::{Mark, Played, Result3, Sheet};
use crate::ids::GameId;
use crate::protocol::arena::{ArenaCounts, ArenaSummary, PodiumPlace, StandingRow, Standings};

/// Lines on one page of the standings.
pub const PAGE: usize = 10;

/// A player of the arena.
#[derive(Clone, Debug)]
pub struct Player {
    pub name: String,
    /// The browser session whose seats this player's games take.
    pub session: String,
    /// Rating in the arena's game now, and as shown ("1500?").
    pub rating: f64,
    pub shown: String,
    pub sheet: Sheet,
    /// Games scored, in the order they ended.
    pub games: Vec<PlayerGame>,
    /// Colours of every game paired, oldest first.
    pub colors: Vec<Color>,
    pub last_opponent: Option<String>,
    /// Not paired while paused (withdrawn players are paused too).
    pub paused: bool,
    pub withdrawn: bool,
    /// The arena game being played now.
    pub playing: Option<GameId>,
    /// Order of joining (ties after everything else).
    pub joined: u64,
}

/// One scored game of a player.
#[derive(Clone, Debug)]
pub struct PlayerGame {
    pub id: GameId,
    pub opponent: String,
    pub color: Color,
    pub opponent_rating: f64,
    pub mark: Mark,
}

/// A game the arena paired that is not scored yet.
#[derive(Clone, Debug)]
pub struct Pairing {
    pub game: GameId,
    pub white: String,
    pub black: String,
    pub white_rating: f64,
    pub black_rating: f64,
}

/// How an arena game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ended {
    /// The winner, `None` for a draw.
    pub winner: Option<Color>,
    pub plies: u32,
    pub berserk: [bool; 2],
}

/// Why a player's request was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableError {
    AlreadyIn,
    NotIn,
}

/// The standings' order (indices of players) and each player's place.
#[derive(Clone, Debug, Default)]
pub struct Ranked {
    pub order: Vec<usize>,
    /// By player index: 1 for the leader.
    pub place: Vec<u32>,
}

/// Players, games being played and the tallies of finished ones.
#[derive(Clone, Debug)]
pub struct Table {
    pub variant: Variant,
    pub players: Vec<Player>,
    index: HashMap<String, usize>,
    pub pairings: HashMap<GameId, Pairing>,
    tally: Tally,
}

#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    games: u32,
    white_wins: u32,
    black_wins: u32,
    draws: u32,
    berserks: u32,
}

impl Table {
    pub fn new(variant: Variant) -> Table {
        Table {
            variant,
            players: Vec::new(),
            index: HashMap::new(),
            pairings: HashMap::new(),
            tally: Tally::default(),
        }
    }

    pub fn player(&self, name: &str) -> Option<&Player> {
        self.index.get(name).map(|&i| &self.players[i])
    }

    fn player_mut(&mut self, name: &str) -> Option<&mut Player> {
        self.index.get(name).map(|&i| &mut self.players[i])
    }

    /// `name` joins (or comes back after a pause or a withdrawal).
    pub fn join(
        &mut self,
        name: &str,
        session: &str,
        rating: (f64, String),
    ) -> Result<(), TableError> {
        if let Some(p) = self.player_mut(name) {
            if !p.paused {
                return Err(TableError::AlreadyIn);
            }
            p.paused = false;
            p.withdrawn = false;
            p.session = session.to_owned();
            return Ok(());
        }
        let joined = self.players.len() as u64;
        self.index.insert(name.to_owned(), self.players.len());
        self.players.push(Player {
            name: name.to_owned(),
            session: session.to_owned(),
            rating: rating.0,
            shown: rating.1,
            sheet: Sheet::default(),
            games: Vec::new(),
            colors: Vec::new(),
            last_opponent: None,
            paused: false,
            withdrawn: false,
            playing: None,
            joined,
        });
        Ok(())
    }

    /// `name` stops being paired (`withdraw`: and leaves) until they join
    /// again; their points stay.
    pub fn pause(&mut self, name: &str, withdraw: bool) -> Result<(), TableError> {
        let p = self.player_mut(name).ok_or(TableError::NotIn)?;
        p.paused = true;
        p.withdrawn |= withdraw;
        Ok(())
    }

    /// Players in the arena and not paused.
    pub fn active(&self) -> usize {
        self.players.iter().filter(|p| !p.paused).count()
    }

    /// Indices of the players in standing order: score, then performance,
    /// then rating, then who joined first.
    pub fn ranking(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.players.len()).collect();
        let key = |i: usize| {
            let p = &self.players[i];
            (
                std::cmp::Reverse(p.sheet.score()),
                std::cmp::Reverse(performance(p).unwrap_or(0)),
                std::cmp::Reverse((p.rating * 1000.0) as i64),
                p.joined,
            )
        };
        order.sort_by_key(|&i| key(i));
        order
    }

    /// The pairs to start now, (White, Black) by name, from the players
    /// waiting (not paused, not playing).
    pub fn pairs(&self) -> Vec<(String, String)> {
        let ranking = self.ranking();
        let mut rank = vec![0u32; self.players.len()];
        for (r, &i) in ranking.iter().enumerate() {
            rank[i] = r as u32 + 1;
        }
        let pool: Vec<(usize, Waiting)> = self
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| !p.paused && p.playing.is_none())
            .map(|(i, p)| {
                (
                    i,
                    Waiting {
                        name: &p.name,
                        rank: rank[i],
                        last_opponent: p.last_opponent.as_deref(),
                        colors: &p.colors,
                    },
                )
            })
            .collect();
        let waiting: Vec<Waiting> = pool.iter().map(|(_, w)| w.clone()).collect();
        pairing::pair(&waiting)
            .into_iter()
            .map(|(w, b)| (waiting[w].name.to_owned(), waiting[b].name.to_owned()))
            .collect()
    }

    /// Game `game` starts between `white` and `black` (both in the arena).
    pub fn start(&mut self, game: GameId, white: &str, black: &str) {
        let rating = |t: &Table, n: &str| t.player(n).map_or(1500.0, |p| p.rating);
        let pairing = Pairing {
            game: game.clone(),
            white: white.to_owned(),
            black: black.to_owned(),
            white_rating: rating(self, white),
            black_rating: rating(self, black),
        };
        for (name, color, opponent) in [(white, Color::White, black), (black, Color::Black, white)]
        {
            if let Some(p) = self.player_mut(name) {
                p.colors.push(color);
                p.last_opponent = Some(opponent.to_owned());
                p.playing = Some(game.clone());
            }
        }
        self.pairings.insert(game, pairing);
    }

    /// Scores a finished game (once: an unknown or already scored game
    /// changes nothing and gives `None`); the marks of White and Black.
    pub fn finish(&mut self, game: &GameId, ended: Ended) -> Option<[Mark; 2]> {
        let pairing = self.pairings.remove(game)?;
        let variant = self.variant;
        let mut marks = Vec::with_capacity(2);
        for color in [Color::White, Color::Black] {
            let (me, them, their_rating) = match color {
                Color::White => (&pairing.white, &pairing.black, pairing.black_rating),
                Color::Black => (&pairing.black, &pairing.white, pairing.white_rating),
            };
            let i = usize::from(color == Color::Black);
            let played = Played {
                result: match ended.winner {
                    None => Result3::Draw,
                    Some(w) if w == color => Result3::Win,
                    Some(_) => Result3::Loss,
                },
                plies: ended.plies,
                own_moves: if i == 0 {
                    ended.plies.div_ceil(2)
                } else {
                    ended.plies / 2
                },
                berserk: ended.berserk[i],
            };
            let mark = match self.player_mut(me) {
                Some(p) => {
                    if p.playing.as_ref() == Some(game) {
                        p.playing = None;
                    }
                    let mark = p.sheet.add(variant, played);
                    p.games.push(PlayerGame {
                        id: game.clone(),
                        opponent: them.clone(),
                        color,
                        opponent_rating: their_rating,
                        mark,
                    });
                    mark
                }
                None => Sheet::default().add(variant, played),
            };
            marks.push(mark);
        }
        let t = &mut self.tally;
        t.games += 1;
        match ended.winner {
            Some(Color::White) => t.white_wins += 1,
            Some(Color::Black) => t.black_wins += 1,
            None => t.draws += 1,
        }
        t.berserks += ended.berserk.iter().filter(|&&b| b).count() as u32;
        Some([marks[0], marks[1]])
    }

    /// A paired game that never really started (aborted): nobody scores,
    /// both wait again; the pairing is gone.
    pub fn drop_game(&mut self, game: &GameId) -> Option<Pairing> {
        let pairing = self.pairings.remove(game)?;
        for name in [&pairing.white, &pairing.black] {
            if let Some(p) = self.player_mut(name) {
                if p.playing.as_ref() == Some(game) {
                    p.playing = None;
                }
            }
        }
        Some(pairing)
    }

    /// A player's line at `rank`.
    pub fn row(&self, i: usize, rank: u32) -> StandingRow {
        let p = &self.players[i];
        StandingRow {
            rank,
            name: p.name.clone(),
            rating: p.shown.clone(),
            score: p.sheet.score(),
            fire: p.sheet.fire(),
            sheet: p.sheet.digits(),
            doubled: p.sheet.marks.iter().map(|m| m.doubled).collect(),
            games: p.sheet.marks.len() as u32,
            performance: performance(p),
            paused: p.paused,
            playing: p.playing.is_some(),
        }
    }

    /// The standings in order, computed once for several pages and lines.
    pub fn ranked(&self) -> Ranked {
        let order = self.ranking();
        let mut place = vec![0u32; order.len()];
        for (r, &i) in order.iter().enumerate() {
            place[i] = r as u32 + 1;
        }
        Ranked { order, place }
    }

    /// Page `page` (1-based, clamped to the pages there are).
    pub fn page(&self, ranked: &Ranked, page: u32) -> Standings {
        let pages = ranked.order.len().div_ceil(PAGE).max(1) as u32;
        let page = page.clamp(1, pages);
        let start = (page as usize - 1) * PAGE;
        let rows = ranked
            .order
            .iter()
            .enumerate()
            .skip(start)
            .take(PAGE)
            .map(|(r, &i)| self.row(i, r as u32 + 1))
            .collect();
        Standings { rows, page, pages }
    }

    /// `name`'s own line, if they are in the arena.
    pub fn line(&self, ranked: &Ranked, name: &str) -> Option<StandingRow> {
        let &at = self.index.get(name)?;
        Some(self.row(at, *ranked.place.get(at)?))
    }

    /// Page `page` of the standings, and `name`'s own line.
    pub fn standings(&self, page: u32, name: Option<&str>) -> (Standings, Option<StandingRow>) {
        let ranked = self.ranked();
        let me = name.and_then(|n| self.line(&ranked, n));
        (self.page(&ranked, page), me)
    }

    /// The page a player's line is on.
    pub fn page_of(&self, ranked: &Ranked, name: &str) -> Option<u32> {
        let &at = self.index.get(name)?;
        Some((ranked.place.get(at)?.saturating_sub(1) / PAGE as u32) + 1)
    }

    /// Sets the ratings a pairing was made with (read back from storage).
    pub fn set_pairing_ratings(&mut self, game: &GameId, white: f64, black: f64) {
        if let Some(p) = self.pairings.get_mut(game) {
            p.white_rating = white;
            p.black_rating = black;
        }
    }

    pub fn counts(&self) -> ArenaCounts {
        ArenaCounts {
            players: self.players.len() as u32,
            playing: (self.pairings.len() * 2) as u32,
            games: self.tally.games,
        }
    }

    /// The first three (fewer when fewer played a game).
    pub fn podium(&self) -> Vec<PodiumPlace> {
        self.ranking()
            .into_iter()
            .filter(|&i| !self.players[i].games.is_empty())
            .take(3)
            .enumerate()
            .map(|(r, i)| {
                let p = &self.players[i];
                PodiumPlace {
                    rank: r as u32 + 1,
                    name: p.name.clone(),
                    score: p.sheet.score(),
                    games: p.games.len() as u32,
                    wins: p.sheet.wins(),
                    performance: performance(p),
                }
            })
            .collect()
    }

    pub fn summary(&self) -> ArenaSummary {
        let t = self.tally;
        let share = |n: u32| {
            if t.games == 0 {
                0.0
            } else {
                f64::from(n) / f64::from(t.games)
            }
        };
        let rated: Vec<f64> = self.players.iter().map(|p| p.rating).collect();
        ArenaSummary {
            games: t.games,
            white_wins: share(t.white_wins),
            black_wins: share(t.black_wins),
            draws: share(t.draws),
            berserk_rate: if t.games == 0 {
                0.0
            } else {
                f64::from(t.berserks) / f64::from(2 * t.games)
            },
            average_rating: (!rated.is_empty())
                .then(|| (rated.iter().sum::<f64>() / rated.len() as f64).round() as u32),
        }
    }

    /// Sets a player's rating as it stands now (after a rated game).
    pub fn set_rating(&mut self, name: &str, rating: (f64, String)) {
        if let Some(p) = self.player_mut(name) {
            p.rating = rating.0;
            p.shown = rating.1;
        }
    }
}

/// Performance rating over an arena's games: the opponents' average
/// rating plus 500 × (wins − losses) / games, as lichess's arena shows.
pub fn performance(p: &Player) -> Option<u32> {
    if p.games.is_empty() {
        return None;
    }
    let n = p.games.len() as f64;
    let opponents: f64 = p.games.iter().map(|g| g.opponent_rating).sum::<f64>() / n;
    let wins = f64::from(p.sheet.wins());
    let losses = f64::from(p.sheet.losses());
    Some((opponents + 500.0 * (wins - losses) / n).max(0.0).round() as u32)
}

#[cfg(test)]
mod tests;
