use regalia_rules::{Color, Variant};

use super::{Ended, Table, TableError};
use crate::ids::GameId;

fn id(n: u32) -> GameId {
    GameId::parse(&format!("game{n:04}")).expect("an id")
}

fn table(names: &[(&str, f64)]) -> Table {
    let mut t = Table::new(Variant::KingOfTheHill);
    for (name, rating) in names {
        t.join(name, "session", (*rating, format!("{rating}")))
            .expect("joins");
    }
    t
}

fn play(t: &mut Table, n: u32, white: &str, black: &str, winner: Option<Color>, plies: u32) {
    t.start(id(n), white, black);
    t.finish(
        &id(n),
        Ended {
            winner,
            plies,
            berserk: [false; 2],
        },
    )
    .expect("scored");
}

#[test]
fn joining_twice_is_refused_and_a_paused_player_comes_back() {
    let mut t = table(&[("ann", 1500.0)]);
    assert_eq!(
        t.join("ann", "s", (1500.0, "1500".into())),
        Err(TableError::AlreadyIn)
    );
    assert_eq!(t.pause("bob", false), Err(TableError::NotIn));
    t.pause("ann", false).expect("pauses");
    assert_eq!(t.active(), 0);
    t.join("ann", "s", (1500.0, "1500".into()))
        .expect("comes back");
    assert_eq!(t.active(), 1);
}

#[test]
fn standings_rank_by_score_then_performance() {
    // ann and bob both win once (2 points); ann beat a stronger player.
    let mut t = table(&[
        ("ann", 1500.0),
        ("bob", 1500.0),
        ("cid", 1900.0),
        ("dan", 1300.0),
    ]);
    play(&mut t, 1, "ann", "cid", Some(Color::White), 40);
    play(&mut t, 2, "bob", "dan", Some(Color::White), 40);
    let (page, _) = t.standings(1, None);
    let order: Vec<&str> = page.rows.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(order[..2], ["ann", "bob"]);
    assert_eq!(page.rows[0].performance, Some(2400));
    assert_eq!(page.rows[1].performance, Some(1800));
    assert_eq!(page.rows[0].rank, 1);
}

#[test]
fn a_game_is_scored_once_and_paused_players_are_not_paired() {
    let mut t = table(&[("ann", 1500.0), ("bob", 1500.0), ("cid", 1500.0)]);
    t.start(id(1), "ann", "bob");
    let ended = Ended {
        winner: Some(Color::Black),
        plies: 30,
        berserk: [false, true],
    };
    let marks = t.finish(&id(1), ended).expect("scored");
    assert_eq!((marks[0].points, marks[1].points), (0, 3));
    assert!(
        t.finish(&id(1), ended).is_none(),
        "a second time changes nothing"
    );
    assert_eq!(t.player("bob").map(|p| p.sheet.score()), Some(3));
    t.pause("cid", false).expect("pauses");
    // ann and bob just played each other, and cid is paused: even alone,
    // they do not meet twice in a row.
    assert!(t.pairs().is_empty());
    t.join("cid", "s", (1500.0, "1500".into())).expect("back");
    let pairs = t.pairs();
    assert_eq!(pairs.len(), 1);
    assert!(pairs[0].0 == "cid" || pairs[0].1 == "cid", "{pairs:?}");
}

#[test]
fn pages_hold_ten_lines_and_my_line_is_always_there() {
    let names: Vec<String> = (0..25).map(|i| format!("p{i:02}")).collect();
    let list: Vec<(&str, f64)> = names.iter().map(|n| (n.as_str(), 1500.0)).collect();
    let t = table(&list);
    let (page, me) = t.standings(3, Some("p00"));
    assert_eq!((page.page, page.pages, page.rows.len()), (3, 3, 5));
    assert_eq!(page.rows[0].rank, 21);
    assert_eq!(me.map(|r| r.rank), Some(1));
    let (page, _) = t.standings(99, None);
    assert_eq!(page.page, 3);
    assert_eq!(t.page_of(&t.ranked(), "p24"), Some(3));
}

#[test]
fn the_podium_and_summary_tell_the_arena() {
    let mut t = table(&[
        ("ann", 1600.0),
        ("bob", 1500.0),
        ("cid", 1400.0),
        ("dan", 1500.0),
    ]);
    play(&mut t, 1, "ann", "bob", Some(Color::White), 40);
    play(&mut t, 2, "cid", "dan", None, 40);
    play(&mut t, 3, "bob", "ann", Some(Color::Black), 40);
    let podium = t.podium();
    assert_eq!(podium[0].name, "ann");
    assert_eq!(podium[0].score, 4);
    assert_eq!(podium.len(), 3);
    let s = t.summary();
    assert_eq!(s.games, 3);
    assert!((s.white_wins - 1.0 / 3.0).abs() < 1e-9);
    assert!((s.draws - 1.0 / 3.0).abs() < 1e-9);
    assert_eq!(s.average_rating, Some(1500));
    assert_eq!(t.counts().games, 3);
}
