//! One storage test suite, run against every store: SQLite (a temporary
//! file) and PostgreSQL (the server named by REGALIA_TEST_POSTGRES, which
//! `scripts/test` starts; in CI a missing server is a failure, not a skip).

use std::sync::Arc;

use regalia_server::game::actor::Cmd;
use regalia_server::ids::GameId;
use regalia_server::protocol::Status;
use regalia_server::store::{self, ChatRow, GameRow, MoveRow, ReportRow, Store, StoreError, Write};
use regalia_server::{App, Config};

fn unique(prefix: &str) -> String {
    format!("{prefix}-{:016x}", rand::random::<u64>())
}

fn game(id: &str, variant: &str, status: &str, created_at: i64) -> GameRow {
    GameRow {
        clock_initial_ms: Some(300_000),
        clock_increment_ms: Some(2_000),
        white_ms: Some(300_000),
        black_ms: Some(300_000),
        white_seat: Some("a".repeat(32)),
        white_session: Some("s1".into()),
        black_level: Some(3),
        status: status.to_owned(),
        created_at,
        ..GameRow::blank(id, variant)
    }
}

fn mv(game_id: &str, ply: i64, uci: &str) -> MoveRow {
    MoveRow {
        game_id: game_id.to_owned(),
        ply,
        uci: uci.to_owned(),
        san: uci.to_owned(),
        white_ms: Some(299_000 - ply),
        black_ms: Some(298_000 - ply),
        played_at: 1_700_000_000_000 + ply,
    }
}

/// Writes `writes` as one change, which must be taken.
async fn apply(store: &Arc<dyn Store>, writes: &[Write]) {
    store
        .apply(writes)
        .await
        .expect("the store takes the change");
}

async fn insert_then_load_gives_back_the_same_rows(store: Arc<dyn Store>) {
    let id = unique("g");
    let mut g = game(&id, "kingofthehill", "playing", 1);
    g.start_fen = Some("4k3/8/8/8/8/8/8/4K3 w - - 0 1".into());
    apply(&store, &[Write::Insert(g.clone())]).await;
    let (loaded, moves) = store.load(&id).await.unwrap().expect("stored");
    assert_eq!(loaded, g);
    assert!(moves.is_empty());
}

async fn unknown_game_loads_as_none(store: Arc<dyn Store>) {
    assert!(store.load(&unique("missing")).await.unwrap().is_none());
}

async fn moves_come_back_in_order_and_truncate_removes_later_ones(store: Arc<dyn Store>) {
    let id = unique("g");
    apply(&store, &[Write::Insert(game(&id, "chess", "playing", 1))]).await;
    // Written out of order, in separate transactions.
    for (ply, uci) in [(1, "e2e4"), (2, "e7e5"), (3, "g1f3")] {
        apply(&store, &[Write::AddMove(mv(&id, ply, uci))]).await;
    }
    let (_, moves) = store.load(&id).await.unwrap().unwrap();
    assert_eq!(
        moves.iter().map(|m| m.uci.as_str()).collect::<Vec<_>>(),
        ["e2e4", "e7e5", "g1f3"]
    );
    assert_eq!(moves[2], mv(&id, 3, "g1f3"));
    apply(
        &store,
        &[Write::TruncateMoves {
            game_id: id.clone(),
            ply: 1,
        }],
    )
    .await;
    let (_, moves) = store.load(&id).await.unwrap().unwrap();
    assert_eq!(moves.len(), 1);
}

async fn update_changes_the_game_row(store: Arc<dyn Store>) {
    let id = unique("g");
    let g = game(&id, "racingkings", "waiting", 1);
    apply(&store, &[Write::Insert(g.clone())]).await;
    let mut later = g.clone();
    later.black_seat = Some("b".repeat(32));
    later.black_session = Some("s2".into());
    later.status = "finished".into();
    later.winner = Some("black".into());
    later.reason = Some("race".into());
    later.seq = 17;
    later.white_ms = Some(12_345);
    later.ended_at = Some(99);
    apply(&store, &[Write::Update(later.clone())]).await;
    let (loaded, _) = store.load(&id).await.unwrap().unwrap();
    assert_eq!(loaded, later);
}

async fn a_correspondence_games_days_and_deadline_are_kept(store: Arc<dyn Store>) {
    let id = unique("g");
    let mut g = game(&id, "lielow", "playing", 1);
    g.days = Some(3);
    g.move_by = Some(1_000_000);
    apply(&store, &[Write::Insert(g.clone())]).await;
    let (loaded, _) = store.load(&id).await.unwrap().unwrap();
    assert_eq!((loaded.days, loaded.move_by), (Some(3), Some(1_000_000)));
    // A move sets the next deadline; the end clears it.
    let mut later = g.clone();
    later.move_by = Some(1_259_200);
    apply(&store, &[Write::Update(later.clone())]).await;
    let (loaded, _) = store.load(&id).await.unwrap().unwrap();
    assert_eq!(loaded, later);
    later.status = "finished".into();
    later.move_by = None;
    apply(&store, &[Write::Update(later.clone())]).await;
    let (loaded, _) = store.load(&id).await.unwrap().unwrap();
    assert_eq!((loaded.days, loaded.move_by), (Some(3), None));
}

async fn a_change_is_all_or_nothing(store: Arc<dyn Store>) {
    let id = unique("g");
    apply(&store, &[Write::Insert(game(&id, "lielow", "playing", 1))]).await;
    apply(&store, &[Write::AddMove(mv(&id, 1, "a2a3"))]).await;
    let mut finished = game(&id, "lielow", "finished", 1);
    finished.reason = Some("crown-captured".into());
    // The second write repeats ply 1: the whole change must be refused,
    // including the update before it.
    let result = store
        .apply(&[Write::Update(finished), Write::AddMove(mv(&id, 1, "b2b3"))])
        .await;
    assert!(
        matches!(result, Err(StoreError::Constraint(_))),
        "a repeated ply is a broken constraint: {result:?}"
    );
    let (loaded, moves) = store.load(&id).await.unwrap().unwrap();
    assert_eq!(loaded.status, "playing");
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].uci, "a2a3");
}

async fn unfinished_lists_waiting_and_playing_games_oldest_first(store: Arc<dyn Store>) {
    let (a, b, c) = (unique("u"), unique("u"), unique("u"));
    apply(
        &store,
        &[
            Write::Insert(game(&b, "chess", "playing", 20)),
            Write::Insert(game(&a, "chess", "waiting", 10)),
            Write::Insert(game(&c, "chess", "finished", 5)),
        ],
    )
    .await;
    let ids = store.unfinished().await.unwrap();
    let pa = ids.iter().position(|i| *i == a).expect("waiting listed");
    let pb = ids.iter().position(|i| *i == b).expect("playing listed");
    assert!(pa < pb, "oldest first");
    assert!(!ids.contains(&c), "finished games are not listed");
}

async fn results_count_finished_games_by_winner_and_reason(store: Arc<dyn Store>) {
    // A variant name of its own keeps this test's counts apart.
    let variant = unique("v");
    let mut writes = Vec::new();
    let finished = [
        (Some("white"), "hill"),
        (Some("white"), "hill"),
        (Some("black"), "resignation"),
        (None, "agreement"),
    ];
    for (winner, reason) in finished {
        let mut g = game(&unique("r"), &variant, "finished", 1);
        g.winner = winner.map(str::to_owned);
        g.reason = Some(reason.to_owned());
        writes.push(Write::Insert(g));
    }
    let mut aborted = game(&unique("r"), &variant, "aborted", 1);
    aborted.reason = Some("aborted".into());
    writes.push(Write::Insert(aborted));
    writes.push(Write::Insert(game(&unique("r"), &variant, "playing", 1)));
    apply(&store, &writes).await;

    let mut mine: Vec<(Option<String>, String, i64)> = store
        .results()
        .await
        .unwrap()
        .into_iter()
        .filter(|r| r.variant == variant)
        .map(|r| (r.winner, r.reason, r.games))
        .collect();
    mine.sort();
    assert_eq!(
        mine,
        vec![
            (None, "agreement".to_owned(), 1),
            (Some("black".to_owned()), "resignation".to_owned(), 1),
            (Some("white".to_owned()), "hill".to_owned(), 2),
        ]
    );
}

async fn seats_of_a_session_list_unfinished_games_then_the_last_finished(store: Arc<dyn Store>) {
    let session = unique("s");
    let mut writes = Vec::new();
    // Unfinished: one waiting (white seat), one playing as Black with 3 moves.
    let waiting = unique("w");
    let mut g = game(&waiting, "chess", "waiting", 10);
    g.white_session = Some(session.clone());
    writes.push(Write::Insert(g));
    let playing = unique("p");
    let mut g = game(&playing, "lielow", "playing", 20);
    g.white_session = Some(unique("other"));
    g.black_session = Some(session.clone());
    g.black_seat = Some("b".repeat(32));
    writes.push(Write::Insert(g));
    for (ply, uci) in [(1, "e2e3"), (2, "e7e6"), (3, "d2d3")] {
        writes.push(Write::AddMove(mv(&playing, ply, uci)));
    }
    // Finished: three, newest last; and someone else's game.
    let mut finished = Vec::new();
    for ended in [100, 300, 200] {
        let id = unique("f");
        let mut g = game(&id, "racingkings", "finished", 1);
        g.white_session = Some(session.clone());
        g.winner = Some("black".into());
        g.reason = Some("race".into());
        g.ended_at = Some(ended);
        writes.push(Write::Insert(g));
        finished.push((ended, id));
    }
    writes.push(Write::Insert(game(&unique("x"), "chess", "playing", 30)));
    apply(&store, &writes).await;

    let seats = store.seats_of(&session, 2).await.unwrap();
    let ids: Vec<&str> = seats.iter().map(|s| s.game.id.as_str()).collect();
    finished.sort();
    // The game with moves was active last (its moves are stamped later
    // than any creation time here); then the two most recently finished.
    assert_eq!(
        ids,
        vec![
            playing.as_str(),
            waiting.as_str(),
            finished[2].1.as_str(),
            finished[1].1.as_str()
        ]
    );
    assert_eq!(seats[0].plies, 3);
    assert_eq!(seats[0].active_at, 1_700_000_000_000 + 3);
    assert_eq!(seats[1].plies, 0);
    assert_eq!(seats[1].active_at, 10);
    assert!(store
        .seats_of(&unique("nobody"), 20)
        .await
        .unwrap()
        .is_empty());
}

/// Reading a finished game that is not in memory (its page, its PGN) is
/// answered from storage: no game task starts, and its row and moves stay
/// exactly as they were (no new event number, nothing written).
async fn reading_a_finished_game_changes_nothing_stored(store: Arc<dyn Store>) {
    let id = GameId::random();
    let mut row = game(id.as_str(), "chess", "finished", 1);
    row.black_seat = Some("b".repeat(32));
    row.black_session = Some("s2".into());
    row.black_level = None;
    row.winner = Some("black".into());
    row.reason = Some("checkmate".into());
    row.seq = 7;
    row.ended_at = Some(2);
    let mut writes = vec![Write::Insert(row)];
    for (ply, uci) in [(1, "f2f3"), (2, "e7e5"), (3, "g2g4"), (4, "d8h4")] {
        writes.push(Write::AddMove(mv(id.as_str(), ply, uci)));
    }
    apply(&store, &writes).await;
    let before = store.load(id.as_str()).await.unwrap();

    let app = App::new(Config::default(), store.clone());
    let (view, you) = app
        .ask(&id, |reply| Cmd::View {
            session: "s1".into(),
            seat: None,
            reply,
        })
        .await
        .unwrap()
        .unwrap();
    assert_eq!(view.status, Status::Finished);
    assert_eq!(view.n, 7, "the event number is the stored one");
    assert_eq!(view.moves.len(), 4);
    assert!(you.is_some(), "the session's seat is recognised");
    let pgn = app.ask(&id, |reply| Cmd::Pgn { reply }).await.unwrap();
    assert!(pgn.contains("0-1"), "{pgn}");

    assert_eq!(app.games.len(), 0, "no game task was started");
    assert_eq!(store.load(id.as_str()).await.unwrap(), before);
}

async fn a_review_is_kept_once_per_game(store: Arc<dyn Store>) {
    let id = unique("r");
    apply(
        &store,
        &[Write::Insert(game(&id, "racingkings", "finished", 5))],
    )
    .await;
    assert_eq!(store.review(&id).await.unwrap(), None);
    store
        .save_review(&id, r#"{"first":true}"#, 10)
        .await
        .unwrap();
    // A second review of the same game (two visitors at once) changes nothing.
    store
        .save_review(&id, r#"{"first":false}"#, 11)
        .await
        .unwrap();
    assert_eq!(
        store.review(&id).await.unwrap().as_deref(),
        Some(r#"{"first":true}"#)
    );
}

async fn finished_since_lists_a_variants_finished_games_in_the_order_they_ended(
    store: Arc<dyn Store>,
) {
    // A variant name of its own keeps this test's games apart.
    let variant = unique("v");
    let mut writes = Vec::new();
    let mut ended = Vec::new();
    for at in [300, 100, 200, 50] {
        let id = unique("e");
        let mut g = game(&id, &variant, "finished", 1);
        g.winner = Some("white".into());
        g.reason = Some("hill".into());
        g.ended_at = Some(at);
        writes.push(Write::Insert(g));
        ended.push((at, id));
    }
    let mut aborted = game(&unique("e"), &variant, "aborted", 1);
    aborted.ended_at = Some(150);
    writes.push(Write::Insert(aborted));
    writes.push(Write::Insert(game(&unique("e"), &variant, "playing", 1)));
    let mut other = game(&unique("e"), "chess", "finished", 1);
    other.ended_at = Some(150);
    writes.push(Write::Insert(other));
    apply(&store, &writes).await;

    ended.sort();
    let since_100: Vec<String> = ended[1..].iter().map(|(_, id)| id.clone()).collect();
    assert_eq!(
        store.finished_since(&variant, 100).await.unwrap(),
        since_100
    );
    assert!(store
        .finished_since(&variant, 301)
        .await
        .unwrap()
        .is_empty());
}

/// A player of a unique name (names are at most 20 characters).
async fn named(store: &Arc<dyn Store>) -> String {
    let name = format!("p{:012x}", rand::random::<u64>() >> 16);
    let session = unique("s");
    let made = store
        .create_player(
            &name,
            &name.to_lowercase(),
            "digest",
            &session,
            &session[..16],
            1,
        )
        .await
        .unwrap();
    assert_eq!(made, store::NewPlayer::Created);
    name
}

fn rated_end(game_id: &str, white: &str, black: &str, at: i64) -> store::RatedEnd {
    store::RatedEnd {
        game_id: game_id.to_owned(),
        variant: "kingofthehill".to_owned(),
        white: white.to_owned(),
        black: black.to_owned(),
        score: regalia_server::rating::Score::WhiteWins,
        ended_at: at,
    }
}

async fn a_rated_end_changes_both_ratings_once_and_a_pair_counts_ten_a_day(store: Arc<dyn Store>) {
    use regalia_server::rating::{rate, Rating, Score, PAIR_GAMES_PER_DAY};
    let (white, black) = (named(&store).await, named(&store).await);
    let id = unique("r");
    let mut row = game(&id, "kingofthehill", "finished", 1000);
    row.ended_at = Some(1000);
    apply(&store, &[Write::Insert(row)]).await;
    // The same end stored twice (a retried change) rates once.
    for _ in 0..2 {
        apply(&store, &[Write::Rate(rated_end(&id, &white, &black, 1000))]).await;
    }
    let (won, lost) = rate(Rating::default(), Rating::default(), Score::WhiteWins);
    let w = store.ratings(&white).await.unwrap();
    let b = store.ratings(&black).await.unwrap();
    assert_eq!((w.len(), w[0].games, w[0].wins), (1, 1, 1));
    assert_eq!((b[0].games, b[0].losses), (1, 1));
    assert!((w[0].rating.rating - won.rating).abs() < 1e-6);
    assert!((b[0].rating.rating - lost.rating).abs() < 1e-6);
    let change = store.rated_game(&id).await.unwrap().expect("rated");
    assert!(change.counted && change.white_after > change.white_before);

    // Eleven more in one transaction (as a group commit stores them): the
    // pair's day allows ten in all, so the last two change nothing.
    let mut writes = Vec::new();
    let mut ids = Vec::new();
    for i in 0..11 {
        let id = unique("r");
        let mut row = game(&id, "kingofthehill", "finished", 1000);
        row.ended_at = Some(1001 + i);
        writes.push(Write::Insert(row));
        writes.push(Write::Rate(rated_end(&id, &white, &black, 1001 + i)));
        ids.push(id);
    }
    apply(&store, &writes).await;
    let w = store.ratings(&white).await.unwrap();
    assert_eq!(w[0].games, PAIR_GAMES_PER_DAY);
    let last = store.rated_game(&ids[10]).await.unwrap().expect("stored");
    assert!(!last.counted);
    assert_eq!(last.white_before, last.white_after);
    assert_eq!(store.rated_games(&white, 100).await.unwrap().len(), 12);
}

async fn rated_games_list_in_the_order_they_were_rated_within_a_second(store: Arc<dyn Store>) {
    let (white, black, third) = (
        named(&store).await,
        named(&store).await,
        named(&store).await,
    );
    // Three games end in the same second, rated in this order: an order by
    // end and then id would list the first rated first.
    let ids = [
        format!("a{}", unique("r")),
        format!("b{}", unique("r")),
        format!("c{}", unique("r")),
    ];
    for (i, id) in ids.iter().enumerate() {
        let mut row = game(id, "kingofthehill", "finished", 2000);
        row.ended_at = Some(2000);
        // The last one is against another player, in the same transaction
        // as nothing else: each rated on its own.
        let opponent = if i == 2 { &third } else { &black };
        apply(
            &store,
            &[
                Write::Insert(row),
                Write::Rate(rated_end(id, &white, opponent, 2000)),
            ],
        )
        .await;
    }
    let listed = store.rated_games(&white, 100).await.unwrap();
    let order: Vec<&str> = listed.iter().map(|r| r.game_id.as_str()).collect();
    assert_eq!(order, [&ids[2], &ids[1], &ids[0]], "the last rated first");
    // Each game starts from the rating the one before it left.
    for pair in listed.windows(2) {
        assert!((pair[0].white_before - pair[1].white_after).abs() < 1e-6);
    }
    // Within one transaction (a group commit), in the order written.
    let (d, e) = (format!("d{}", unique("r")), format!("e{}", unique("r")));
    let mut writes = Vec::new();
    for id in [&d, &e] {
        let mut row = game(id, "kingofthehill", "finished", 2001);
        row.ended_at = Some(2001);
        writes.push(Write::Insert(row));
        writes.push(Write::Rate(rated_end(id, &white, &third, 2001)));
    }
    apply(&store, &writes).await;
    let listed = store.rated_games(&white, 2).await.unwrap();
    let order: Vec<&str> = listed.iter().map(|r| r.game_id.as_str()).collect();
    assert_eq!(order, [&e, &d]);
}

/// An arena, its players and its games: created once, players replaced,
/// a game paired with its row and settled once, the status kept.
async fn an_arena_its_players_and_games_are_stored_and_read_back(store: Arc<dyn Store>) {
    use regalia_server::store::{ArenaGameRow, ArenaPlayerRow, ArenaRow, ArenaWrite};
    let id = unique("arena");
    let arena = ArenaRow {
        id: id.clone(),
        variant: "kingofthehill".into(),
        clock_initial: 60,
        clock_increment: 0,
        minutes: 30,
        starts_at: 1_000,
        ends_at: 1_801_000,
        rated: 1,
        private: 0,
        schedule: None,
        created_by: Some("Ann".into()),
        status: "started".into(),
        winner: None,
        created_at: 1,
    };
    apply(&store, &[Write::Arena(ArenaWrite::Create(arena.clone()))]).await;
    let mut again = arena.clone();
    again.minutes = 99;
    apply(&store, &[Write::Arena(ArenaWrite::Create(again))]).await;
    let player = |name: &str, score: i64| ArenaPlayerRow {
        arena_id: id.clone(),
        name: name.into(),
        session: format!("s-{name}"),
        rating: 1500,
        shown: "1500?".into(),
        score,
        fire: 0,
        games: 0,
        sheet: String::new(),
        paused: 0,
        withdrawn: 0,
        joined: i64::from(name == "Bob"),
    };
    let mut game = game(&unique("g"), "kingofthehill", "playing", 5);
    game.tournament_id = Some(id.clone());
    game.berserk = 2;
    let pairing = ArenaGameRow {
        game_id: game.id.clone(),
        arena_id: id.clone(),
        seq: 1,
        white: "Ann".into(),
        black: "Bob".into(),
        white_rating: 1500,
        black_rating: 1500,
        state: 0,
        ended_seq: 0,
        winner: None,
        plies: 0,
        berserk: 0,
    };
    apply(
        &store,
        &[
            Write::Arena(ArenaWrite::Player(player("Ann", 0))),
            Write::Arena(ArenaWrite::Player(player("Bob", 0))),
            Write::Insert(game.clone()),
            Write::Arena(ArenaWrite::Pair(pairing.clone())),
        ],
    )
    .await;
    let settled = ArenaGameRow {
        state: 1,
        ended_seq: 1,
        winner: Some("black".into()),
        plies: 30,
        berserk: 2,
        ..pairing.clone()
    };
    let later = ArenaGameRow {
        winner: Some("white".into()),
        ..settled.clone()
    };
    apply(
        &store,
        &[
            Write::Arena(ArenaWrite::Settle(settled)),
            Write::Arena(ArenaWrite::Player(player("Bob", 3))),
        ],
    )
    .await;
    apply(&store, &[Write::Arena(ArenaWrite::Settle(later))]).await;
    apply(
        &store,
        &[Write::Arena(ArenaWrite::Status {
            id: id.clone(),
            status: "finished".into(),
            winner: Some("Bob".into()),
        })],
    )
    .await;
    let stored = store.arena(&id).await.unwrap().expect("the arena");
    assert_eq!(stored.arena.minutes, 30, "made once");
    assert_eq!(
        (stored.arena.status.as_str(), stored.arena.winner.as_deref()),
        ("finished", Some("Bob"))
    );
    let scores: Vec<(&str, i64)> = stored
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.score))
        .collect();
    assert_eq!(scores, [("Ann", 0), ("Bob", 3)]);
    assert_eq!(stored.games.len(), 1);
    assert_eq!(
        stored.games[0].winner.as_deref(),
        Some("black"),
        "settled once"
    );
    assert_eq!((stored.games[0].state, stored.games[0].plies), (1, 30));
    let (row, _) = store.load(&game.id).await.unwrap().expect("the game");
    assert_eq!((row.tournament_id, row.berserk), (Some(id.clone()), 2));
    let listed = store.arenas(1_801_000, false).await.unwrap();
    assert!(
        listed.iter().any(|(a, n)| a.id == id && *n == 2),
        "ended at the time asked"
    );
    let listed = store.arenas(1_801_001, false).await.unwrap();
    assert!(
        !listed.iter().any(|(a, _)| a.id == id),
        "finished before the time asked"
    );
    assert!(store.arena("nothing").await.unwrap().is_none());
}

fn chat_row(game_id: &str, room: &str, n: i64, author: &str, text: &str) -> ChatRow {
    ChatRow {
        game_id: game_id.to_owned(),
        room: room.to_owned(),
        n,
        author: author.to_owned(),
        text: Some(text.to_owned()).filter(|t| !t.starts_with('#')),
        preset: text.strip_prefix('#').map(str::to_owned),
        said_at: 1_700_000_000 + n,
    }
}

async fn chat_lines_come_back_by_room_and_a_report_is_replaced(store: Arc<dyn Store>) {
    let id = unique("g");
    apply(&store, &[Write::Insert(game(&id, "chess", "playing", 1))]).await;
    let lines = [
        chat_row(&id, "spectators", 1, "spectator", "who wins?"),
        chat_row(&id, "players", 1, "white", "hi ‹b›"),
        chat_row(&id, "players", 2, "black", "#good-luck"),
    ];
    for line in &lines {
        apply(&store, &[Write::AddChat(line.clone())]).await;
    }
    let stored = store.chat_lines(&id).await.unwrap();
    assert_eq!(
        stored,
        [lines[1].clone(), lines[2].clone(), lines[0].clone()]
    );
    // A line number is said once per room.
    assert!(store
        .apply(&[Write::AddChat(lines[1].clone())])
        .await
        .is_err());
    let report = |lines: &str, at: i64| ReportRow {
        game_id: id.clone(),
        room: "players".into(),
        reporter: "black".into(),
        lines: lines.to_owned(),
        created_at: at,
    };
    apply(&store, &[Write::Report(report("[1]", 4_000_000_001))]).await;
    apply(&store, &[Write::Report(report("[1,2]", 4_000_000_002))]).await;
    let newest = store.reports(1).await.unwrap();
    assert_eq!(newest, [report("[1,2]", 4_000_000_002)]);
}

async fn sqlite() -> Option<Arc<dyn Store>> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("suite.db");
    // Keep the directory for the life of the test process.
    std::mem::forget(dir);
    Some(
        store::open(&format!("sqlite://{}", path.display()))
            .await
            .unwrap(),
    )
}

async fn postgres() -> Option<Arc<dyn Store>> {
    match std::env::var("REGALIA_TEST_POSTGRES") {
        Ok(url) => Some(
            store::open(&url)
                .await
                .expect("the test PostgreSQL server answers"),
        ),
        Err(_) if std::env::var("CI").as_deref() == Ok("true") => {
            panic!("REGALIA_TEST_POSTGRES is not set in CI: scripts/test starts PostgreSQL")
        }
        Err(_) => {
            eprintln!("skipping: REGALIA_TEST_POSTGRES is not set (scripts/test sets it)");
            None
        }
    }
}

/// A group commit carries many games' moves and rows in one change: each
/// game comes back as if its writes had been stored alone, in order (a
/// second row for the same game wins, a truncation sees the moves before
/// it and not those after), with values and NULLs differing row by row.
async fn a_change_of_many_games_stores_each_as_alone(store: Arc<dyn Store>) {
    let ids: Vec<String> = (0..70).map(|_| unique("g")).collect();
    let inserts: Vec<Write> = ids
        .iter()
        .map(|id| Write::Insert(game(id, "chess", "playing", 1)))
        .collect();
    apply(&store, &inserts).await;
    let mut expected: Vec<(GameRow, Vec<MoveRow>)> = Vec::new();
    let mut writes = Vec::new();
    for (i, id) in ids.iter().enumerate() {
        let mut row = game(id, "chess", "playing", 1);
        row.white_ms = Some(1_000 + i as i64);
        row.seq = i as i64;
        if i % 3 == 0 {
            row.status = "finished".into();
            row.winner = Some("white".into());
            row.reason = Some("checkmate".into());
            row.ended_at = Some(5_000 + i as i64);
        }
        if i % 2 == 1 {
            row.white_ms = None;
            row.white_session = None;
        }
        let first = mv(id, 1, "e2e4");
        writes.push(Write::AddMove(first.clone()));
        writes.push(Write::Update(row.clone()));
        expected.push((row, vec![first]));
    }
    // Game 0: a later row and a second move after its first row.
    let mut later = expected[0].0.clone();
    later.seq = 99;
    later.black_ms = Some(7);
    let second = mv(&ids[0], 2, "e7e5");
    writes.push(Write::AddMove(second.clone()));
    writes.push(Write::Update(later.clone()));
    expected[0] = (later, vec![expected[0].1[0].clone(), second]);
    // Game 1: its move taken back, then another played.
    let other = mv(&ids[1], 1, "d2d4");
    writes.push(Write::TruncateMoves {
        game_id: ids[1].clone(),
        ply: 0,
    });
    writes.push(Write::AddMove(other.clone()));
    expected[1].1 = vec![other];
    apply(&store, &writes).await;
    for (id, (row, moves)) in ids.iter().zip(&expected) {
        let (loaded, loaded_moves) = store.load(id).await.unwrap().expect("stored");
        assert_eq!(&loaded, row, "the row of {id}");
        assert_eq!(&loaded_moves, moves, "the moves of {id}");
    }
}

macro_rules! suite {
    ($backend:ident: $($case:ident),* $(,)?) => {
        mod $backend {
            $(
                #[tokio::test]
                async fn $case() {
                    if let Some(store) = super::$backend().await {
                        super::$case(store).await;
                    }
                }
            )*
        }
    };
}

macro_rules! both {
    ($($case:ident),* $(,)?) => {
        suite!(sqlite: $($case),*);
        suite!(postgres: $($case),*);
    };
}

both!(
    insert_then_load_gives_back_the_same_rows,
    unknown_game_loads_as_none,
    moves_come_back_in_order_and_truncate_removes_later_ones,
    update_changes_the_game_row,
    a_correspondence_games_days_and_deadline_are_kept,
    a_change_is_all_or_nothing,
    a_change_of_many_games_stores_each_as_alone,
    unfinished_lists_waiting_and_playing_games_oldest_first,
    results_count_finished_games_by_winner_and_reason,
    seats_of_a_session_list_unfinished_games_then_the_last_finished,
    reading_a_finished_game_changes_nothing_stored,
    a_review_is_kept_once_per_game,
    finished_since_lists_a_variants_finished_games_in_the_order_they_ended,
    a_rated_end_changes_both_ratings_once_and_a_pair_counts_ten_a_day,
    rated_games_list_in_the_order_they_were_rated_within_a_second,
    an_arena_its_players_and_games_are_stored_and_read_back,
    chat_lines_come_back_by_room_and_a_report_is_replaced,
);

/// In a cluster (PostgreSQL only), a change that holds a game's lease is
/// stored only while that node holds it; in one transaction with other
/// games' changes, only the lost game's change fails when retried alone.
#[tokio::test]
async fn postgres_changes_holding_a_lease_need_the_lease() {
    let Some(store) = postgres().await else {
        return;
    };
    let url = std::env::var("REGALIA_TEST_POSTGRES").expect("set when postgres() answers");
    let pool = sqlx::PgPool::connect(&url)
        .await
        .expect("the test database");
    let (ours, theirs) = (unique("l"), unique("l"));
    for id in [&ours, &theirs] {
        apply(&store, &[Write::Insert(game(id, "chess", "playing", 1))]).await;
    }
    for (id, node) in [(&ours, "node-a"), (&theirs, "node-b")] {
        sqlx::query("INSERT INTO game_leases (game_id, node, epoch) VALUES ($1, $2, 1)")
            .bind(id)
            .bind(node)
            .execute(&pool)
            .await
            .unwrap();
    }
    let hold = |id: &str| Write::HoldLease {
        game_id: id.to_owned(),
        node: "node-a".to_owned(),
    };
    store
        .apply(&[hold(&ours), Write::AddMove(mv(&ours, 1, "e2e4"))])
        .await
        .expect("node-a holds this game");
    let lost = store
        .apply(&[
            hold(&ours),
            Write::AddMove(mv(&ours, 2, "e7e5")),
            hold(&theirs),
            Write::AddMove(mv(&theirs, 1, "d2d4")),
        ])
        .await
        .expect_err("node-a does not hold the other game");
    match &lost {
        StoreError::LeaseLost { game, node } => {
            assert_eq!((game.as_str(), node.as_str()), (theirs.as_str(), "node-a"));
        }
        other => panic!("a lost lease is said as one, not as {other:?}"),
    }
    let (_, moves) = store.load(&ours).await.unwrap().unwrap();
    assert_eq!(moves.len(), 1, "the whole transaction was refused");
    let (_, moves) = store.load(&theirs).await.unwrap().unwrap();
    assert!(moves.is_empty(), "nothing stored for a game node-a lost");
}
