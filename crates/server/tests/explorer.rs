//! The opening explorer: games of chess, King of the Hill and Lielow are
//! played to their end through the real sockets, and the explorer's
//! figures for positions along them are compared with a count made here,
//! from the moves stored in the database, replayed by the rules. A
//! restart counts nothing twice; games finished before the explorer's
//! tables were filled are added at start, once.

use std::collections::{BTreeMap, HashSet};

use regalia_rules::{AnyPosition, Variant};
use regalia_server::protocol::{ClientMsg, OfferKind};
use regalia_server::Config;
use serde_json::Value;
use sqlx::Row;

use crate::common::{assert_refused, create, table, Browser, TestServer, PATIENCE};

/// White's wins, draws and Black's wins after a move from a position.
type Figures = (i64, i64, i64);

/// The count made from the stored games: position (as the repetition
/// rules write it) → move → figures. Finished games between people, from
/// the start, their first 30 plies, each (position, move) once per game.
async fn count_from_the_database(
    db_url: &str,
) -> BTreeMap<(String, String), BTreeMap<String, Figures>> {
    let db = sqlx::SqlitePool::connect(db_url)
        .await
        .expect("the database opens");
    let games = sqlx::query(
        "SELECT id, variant, winner FROM games WHERE status = 'finished' \
         AND white_level IS NULL AND black_level IS NULL AND start_fen IS NULL",
    )
    .fetch_all(&db)
    .await
    .expect("the games are read");
    let mut counts: BTreeMap<(String, String), BTreeMap<String, Figures>> = BTreeMap::new();
    for game in games {
        let id: String = game.get("id");
        let variant: String = game.get("variant");
        let winner: Option<String> = game.get("winner");
        let moves = sqlx::query("SELECT uci FROM moves WHERE game_id = ? ORDER BY ply")
            .bind(&id)
            .fetch_all(&db)
            .await
            .expect("the moves are read");
        let mut pos = AnyPosition::start(variant.parse::<Variant>().expect("a game"));
        let mut seen = HashSet::new();
        for row in moves.iter().take(30) {
            let uci: String = row.get("uci");
            let key = (variant.clone(), pos.repetition_key());
            pos.play_uci(&uci).expect("a stored move is legal");
            if !seen.insert((key.clone(), uci.clone())) {
                continue;
            }
            let f = counts.entry(key).or_default().entry(uci).or_default();
            match winner.as_deref() {
                Some("white") => f.0 += 1,
                Some("black") => f.2 += 1,
                _ => f.1 += 1,
            }
        }
    }
    db.close().await;
    counts
}

/// The explorer's figures for the position `fen` of `variant`.
async fn explorer(me: &Browser, variant: &str, fen: &str) -> (BTreeMap<String, Figures>, Value) {
    let fen = fen
        .replace(' ', "%20")
        .replace('/', "%2F")
        .replace('*', "%2A");
    let (status, answer) = me.get(&format!("/api/explorer/{variant}?fen={fen}")).await;
    assert_eq!(status, 200, "{answer}");
    let moves = answer["moves"].as_array().expect("moves").iter();
    let figures = moves
        .map(|m| {
            let games = m["games"].as_i64().expect("games");
            let f = (
                m["white"].as_i64().expect("white"),
                m["draws"].as_i64().expect("draws"),
                m["black"].as_i64().expect("black"),
            );
            assert_eq!(games, f.0 + f.1 + f.2, "{m}");
            (m["uci"].as_str().expect("uci").to_owned(), f)
        })
        .collect();
    (figures, answer)
}

/// A small deterministic stream of choices (the same games every run).
struct Choices(u64);

impl Choices {
    fn pick<T: Clone>(&mut self, from: &[T]) -> T {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        from[(self.0 >> 33) as usize % from.len()].clone()
    }
}

/// How a game played here ends.
#[derive(Clone, Copy)]
enum End {
    WhiteResigns,
    BlackResigns,
    Agreed,
}

/// Plays a friend game of `variant`: the `opening`, then moves picked
/// among the legal ones up to `plies` (fewer if the rules end it), then
/// `end` unless the rules ended it.
async fn play_game(
    server: &TestServer,
    variant: Variant,
    opening: &[&str],
    plies: usize,
    end: End,
    choices: &mut Choices,
) {
    let mut t = table(server, create(variant.name(), "friend")).await;
    let mut pos = AnyPosition::start(variant);
    for ply in 0..plies {
        if pos.outcome().is_some() {
            break;
        }
        let uci = match opening.get(ply) {
            Some(m) => (*m).to_owned(),
            None => choices.pick(&pos.legal_uci()),
        };
        pos.play_uci(&uci).expect("a legal move");
        t.play(&[uci.as_str()], ply).await;
    }
    if pos.outcome().is_none() {
        match end {
            End::WhiteResigns => t.white.send(&ClientMsg::Resign).await,
            End::BlackResigns => t.black.send(&ClientMsg::Resign).await,
            // Both offer a draw: the second offer agrees to the first.
            End::Agreed => {
                t.white
                    .send(&ClientMsg::Offer {
                        kind: OfferKind::Draw,
                    })
                    .await;
                t.black
                    .send(&ClientMsg::Offer {
                        kind: OfferKind::Draw,
                    })
                    .await;
            }
        }
    }
    t.white.end().await;
    t.black.end().await;
}

/// Checks the explorer against the database's count for every position
/// the count knows and for each game's start; returns how many positions.
async fn compare(me: &Browser, db_url: &str) -> usize {
    let counted = count_from_the_database(db_url).await;
    assert!(
        counted.len() > 40,
        "only {} positions counted",
        counted.len()
    );
    for ((variant, key), moves) in &counted {
        // The repetition key is a FEN without its counters, which the
        // rules read as a position.
        let fen = match variant.as_str() {
            "lielow" => key.clone(),
            _ => format!("{key} 0 1"),
        };
        let (figures, answer) = explorer(me, variant, &fen).await;
        assert_eq!(&figures, moves, "{variant} {key}: {answer}");
        let total = moves.values().fold(0, |n, f| n + f.0 + f.1 + f.2);
        assert_eq!(answer["games"].as_i64(), Some(total), "{answer}");
    }
    counted.len()
}

/// Waits until the explorer agrees with the database (games ended before
/// a start are added in the background).
async fn until_agreed(me: &Browser, variant: &str, want: usize) {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let (_, answer) = me.get(&format!("/api/explorer/{variant}")).await;
        if answer["games"].as_u64() == Some(want as u64) {
            return;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "never agreed: {answer}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn the_explorer_counts_finished_games_as_the_stored_moves_say_once_across_restarts() {
    let server = TestServer::start().await;
    let me = server.browser();
    let mut choices = Choices(7);
    // Nothing yet: the start of every game, with no move.
    let (figures, answer) =
        explorer(&me, "chess", &AnyPosition::start(Variant::Chess).to_fen()).await;
    assert!(figures.is_empty() && answer["games"] == 0, "{answer}");

    let chess = Variant::Chess;
    play_game(
        &server,
        chess,
        &["e2e4", "e7e5", "g1f3", "b8c6"],
        14,
        End::BlackResigns,
        &mut choices,
    )
    .await;
    play_game(
        &server,
        chess,
        &["e2e4", "e7e5", "f1c4"],
        12,
        End::WhiteResigns,
        &mut choices,
    )
    .await;
    play_game(
        &server,
        chess,
        &["g1f3", "e7e5", "e2e4"],
        10,
        End::Agreed,
        &mut choices,
    )
    .await;
    // Past the 30 plies counted (and within a socket's burst of 20
    // messages a side, the resignation included).
    play_game(
        &server,
        chess,
        &["d2d4"],
        36,
        End::BlackResigns,
        &mut choices,
    )
    .await;
    let koth = Variant::KingOfTheHill;
    play_game(
        &server,
        koth,
        &["e2e4", "d7d5"],
        8,
        End::WhiteResigns,
        &mut choices,
    )
    .await;
    play_game(&server, koth, &["e2e4"], 9, End::Agreed, &mut choices).await;
    let lielow = Variant::Lielow;
    let first = AnyPosition::start(lielow).legal_uci()[0].clone();
    // Lielow has no draws.
    for end in [End::WhiteResigns, End::BlackResigns, End::BlackResigns] {
        play_game(&server, lielow, &[first.as_str()], 12, end, &mut choices).await;
    }
    // Neither an aborted game nor one against the computer counts.
    let aborted = table(&server, create("chess", "friend")).await;
    let mut white = aborted.white;
    white.send(&ClientMsg::Abort).await;
    white.end().await;
    let (_, mut versus) = me.against_computer("chess", 1).await;
    versus.play("e2e4").await;
    versus.moved(2).await;
    versus.send(&ClientMsg::Resign).await;
    versus.end().await;

    let positions = compare(&me, &server.db_url).await;
    let (_, start) = explorer(&me, "chess", &AnyPosition::start(chess).to_fen()).await;
    assert_eq!(start["games"], 4, "{start}");
    assert_eq!(start["moves"][0]["san"], "e4", "{start}");
    // Transpositions meet: 1.e4 e5 2.Nf3 and 1.Nf3 e5 2.e4 are one position.
    let mut pos = AnyPosition::start(chess);
    for m in ["e2e4", "e7e5", "g1f3"] {
        pos.play_uci(m).expect("legal");
    }
    let (_, transposed) = explorer(&me, "chess", &pos.to_fen()).await;
    assert_eq!(transposed["games"], 2, "{transposed}");
    // Lielow's moves in Lielow's notation.
    let (_, lielow_start) = explorer(&me, "lielow", &AnyPosition::start(lielow).to_fen()).await;
    assert_eq!(lielow_start["games"], 3, "{lielow_start}");
    assert!(
        lielow_start["moves"][0]["san"]
            .as_str()
            .is_some_and(|s| s.contains('-')),
        "{lielow_start}"
    );

    // Refusals change nothing.
    assert_refused(
        me.get("/api/explorer/crazyhouse").await,
        400,
        "unknown-variant",
    );
    assert_refused(
        me.get("/api/explorer/chess?fen=not%20a%20position").await,
        400,
        "bad-position",
    );
    let long = "8/".repeat(150);
    assert_refused(
        me.get(&format!("/api/explorer/chess?fen={long}")).await,
        400,
        "bad-position",
    );

    // Another server on the same database counts nothing again.
    server.running.stop();
    let again = regalia_server::start("127.0.0.1:0", &server.db_url, Config::default())
        .await
        .expect("the server starts again");
    let me = Browser::at(again.addr);
    assert_eq!(compare(&me, &server.db_url).await, positions);
    again.stop();

    // Games that ended before the explorer was filled: added at start,
    // once, and not again at the next start.
    let db = sqlx::SqlitePool::connect(&server.db_url)
        .await
        .expect("the database opens");
    for table in ["explorer_moves", "explorer_games"] {
        sqlx::query(&format!("DELETE FROM {table}"))
            .execute(&db)
            .await
            .expect("emptied");
    }
    db.close().await;
    for _ in 0..2 {
        let running = regalia_server::start("127.0.0.1:0", &server.db_url, Config::default())
            .await
            .expect("the server starts again");
        let me = Browser::at(running.addr);
        until_agreed(&me, "lielow", 3).await;
        until_agreed(&me, "kingofthehill", 2).await;
        until_agreed(&me, "chess", 4).await;
        assert_eq!(compare(&me, &server.db_url).await, positions);
        running.stop();
    }
}
