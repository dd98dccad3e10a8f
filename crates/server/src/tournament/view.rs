//! What an arena looks like from outside: the answer of `GET
//! /api/tournaments/{id}`, the featured game, one player's games.

use std::collections::HashMap;

use super::rows::{now_ms, Spec};
use crate::arena::table::Ranked;
use crate::arena::Table;
use crate::ids::GameId;
use crate::protocol::arena::{
    ArenaAnswer, ArenaGame, ArenaSeat, ArenaStatus, PlayerArenaAnswer, PlayerArenaGame,
};
use crate::protocol::Side;

/// The answer of `GET /api/tournaments/{id}` for `name`.
pub fn answer(
    spec: &Spec,
    table: &Table,
    seats: &HashMap<GameId, [String; 2]>,
    name: Option<&str>,
    page: Option<u32>,
) -> ArenaAnswer {
    let now = now_ms();
    let ranked = table.ranked();
    let page = page
        .or_else(|| name.and_then(|n| table.page_of(&ranked, n)))
        .unwrap_or(1);
    let me = name.and_then(|n| table.line(&ranked, n));
    let my_game = name.and_then(|n| {
        let p = table.player(n)?;
        let id = p.playing.clone()?;
        let pairing = table.pairings.get(&id)?;
        let white = pairing.white == n;
        let urls = seats.get(&id)?;
        Some(ArenaSeat {
            url: urls[usize::from(!white)].clone(),
            color: if white { Side::White } else { Side::Black },
            opponent: if white {
                pairing.black.clone()
            } else {
                pairing.white.clone()
            },
            id,
        })
    });
    let over = spec.status == ArenaStatus::Finished;
    ArenaAnswer {
        card: spec.card(now, table.players.len() as u32),
        standings: table.page(&ranked, page),
        counts: table.counts(),
        me,
        named: name.is_some(),
        my_game,
        featured: featured(table, &ranked),
        podium: if over { table.podium() } else { Vec::new() },
        summary: over.then(|| table.summary()),
    }
}

/// The game of the best-ranked pair playing now.
pub fn featured(table: &Table, ranked: &Ranked) -> Option<ArenaGame> {
    let place = |n: &str| {
        table
            .players
            .iter()
            .position(|p| p.name == n)
            .and_then(|i| ranked.place.get(i).copied())
            .unwrap_or(u32::MAX)
    };
    let best = table
        .pairings
        .values()
        .min_by_key(|p| (place(&p.white).min(place(&p.black)), p.game.clone()))?;
    let shown = |n: &str| table.player(n).map(|p| p.shown.clone()).unwrap_or_default();
    Some(ArenaGame {
        id: best.game.clone(),
        url: format!("/game/{}", best.game),
        white: best.white.clone(),
        black: best.black.clone(),
        white_rating: shown(&best.white),
        black_rating: shown(&best.black),
    })
}

/// One player's games in the arena, scored and being played.
pub fn player_games(table: &Table, name: &str) -> Option<PlayerArenaAnswer> {
    let ranked = table.ranked();
    let row = table.line(&ranked, name)?;
    let p = table.player(name)?;
    let mut games: Vec<PlayerArenaGame> = p
        .games
        .iter()
        .map(|g| PlayerArenaGame {
            id: g.id.clone(),
            opponent: g.opponent.clone(),
            color: g.color.into(),
            result: match g.mark.result {
                crate::arena::Result3::Win => "win",
                crate::arena::Result3::Draw => "draw",
                crate::arena::Result3::Loss => "loss",
            }
            .to_owned(),
            points: g.mark.points,
            berserk: g.mark.berserk,
        })
        .collect();
    if let Some(pairing) = p.playing.as_ref().and_then(|id| table.pairings.get(id)) {
        let white = pairing.white == name;
        games.push(PlayerArenaGame {
            id: pairing.game.clone(),
            opponent: if white {
                pairing.black.clone()
            } else {
                pairing.white.clone()
            },
            color: if white { Side::White } else { Side::Black },
            result: "playing".to_owned(),
            points: 0,
            berserk: false,
        });
    }
    Some(PlayerArenaAnswer { row, games })
}
