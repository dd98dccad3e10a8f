//! Game cards: the few facts a newcomer looks for before choosing a game
//! (players, typical length, complexity, inventor), shown on the home page's
//! game cards and at the top of each rules guide.
//!
//! Typical lengths in moves are the median number of moves each side made
//! in engine self-play (level 8, 40 ms a move, 4 random opening plies, 20
//! games per game): `scripts/game-lengths` measures them again. Lielow's
//! 4 minutes is the figure of its design notes (seed 004); no source gives
//! minutes for the others, which depend on the clock chosen.

use regalia_rules::Variant;

use super::i18n::Tr;
use super::layout::esc;

/// The facts of one game.
pub struct GameCard {
    pub players: u32,
    /// Median full moves of a finished game (see the module's note).
    pub moves: u32,
    /// A typical game in minutes, where a source gives one.
    pub minutes: Option<u32>,
    /// 1 (a few minutes to learn) to 5 (years to master the rules' details).
    pub complexity: u32,
    /// Who invented the game and when, where known.
    pub inventor: Option<(&'static str, u32)>,
}

pub fn card(variant: Variant) -> GameCard {
    match variant {
        Variant::KingOfTheHill => GameCard {
            players: 2,
            moves: 33,
            minutes: None,
            complexity: 3,
            inventor: None,
        },
        Variant::RacingKings => GameCard {
            players: 2,
            moves: 26,
            minutes: None,
            complexity: 2,
            inventor: Some(("Vernon R. Parton", 1961)),
        },
        Variant::Lielow => GameCard {
            players: 2,
            moves: 23,
            minutes: Some(4),
            complexity: 2,
            inventor: Some(("Michael Amundsen, Alek Erickson", 2021)),
        },
        Variant::Chess => GameCard {
            players: 2,
            moves: 59,
            minutes: None,
            complexity: 4,
            inventor: None,
        },
    }
}

/// The typical length in words: in moves, and also in minutes where a
/// source gives them (not in the short form, where the games are compared).
fn length(tr: Tr, card: &GameCard, short: bool) -> String {
    let moves = tr.t_args("card-moves", &[("count", card.moves.into())]);
    match card.minutes {
        // The home cards compare the games: all four in moves.
        Some(minutes) if !short => {
            let minutes = tr.t_args("card-minutes", &[("count", minutes.into())]);
            format!("{minutes} ({moves})")
        }
        _ => moves,
    }
}

fn complexity(tr: Tr, card: &GameCard) -> String {
    let dots: String = (1..=5)
        .map(|n| if n <= card.complexity { '●' } else { '○' })
        .collect();
    format!(
        r#"<span class="complexity-dots" aria-hidden="true">{dots}</span> {}"#,
        esc(&tr.t_args("card-complexity", &[("count", card.complexity.into())]))
    )
}

fn inventor(tr: Tr, card: &GameCard) -> Option<String> {
    card.inventor.map(|(name, year)| {
        tr.t_args(
            "card-inventor",
            &[("name", name.into()), ("year", year.to_string().into())],
        )
    })
}

/// The facts as a definition list, for the top of a rules guide.
pub fn guide_card(tr: Tr, variant: Variant) -> String {
    let card = card(variant);
    let mut rows = vec![
        (
            tr.t("card-players-label"),
            esc(&tr.t_args("card-players", &[("count", card.players.into())])),
        ),
        (tr.t("card-length-label"), esc(&length(tr, &card, false))),
        (tr.t("card-complexity-label"), complexity(tr, &card)),
    ];
    if let Some(who) = inventor(tr, &card) {
        rows.push((tr.t("card-inventor-label"), esc(&who)));
    }
    let items: String = rows
        .iter()
        .map(|(label, value)| format!("<div><dt>{}</dt><dd>{value}</dd></div>", esc(label)))
        .collect();
    format!(r#"<dl class="guide-card game-facts">{items}</dl>"#)
}

/// The facts in one short line, for a home page card.
pub fn home_facts(tr: Tr, variant: Variant) -> String {
    let card = card(variant);
    let mut items = vec![
        esc(&tr.t_args("card-players", &[("count", card.players.into())])),
        esc(&length(tr, &card, true)),
        complexity(tr, &card),
    ];
    if let Some(who) = inventor(tr, &card) {
        items.push(esc(&who));
    }
    let items: String = items
        .iter()
        .map(|item| format!("<li>{item}</li>"))
        .collect();
    format!(
        r#"<ul class="card-facts" aria-label="{}">{items}</ul>"#,
        esc(&tr.t("card-facts-label"))
    )
}
