//! What players can do besides moving: draw offers and claims, resigning,
//! aborting, takebacks, rematches, claiming victory over a player who left.

use std::time::Duration;

use crate::common::{create, friends, table, wait_for, Sock, Table, TestServer};
use regalia_server::protocol::{ClientMsg, ErrorCode, OfferKind, ServerMsg, Side, Status};
use regalia_server::Config;

fn outcome(msg: &ServerMsg) -> (Option<Side>, String) {
    match msg {
        ServerMsg::End {
            outcome: Some(o), ..
        } => (o.winner, o.reason.name().to_owned()),
        other => panic!("expected a finished end, got {other:?}"),
    }
}

/// The message that makes an offer of `kind`.
fn offer(kind: OfferKind) -> ClientMsg {
    ClientMsg::Offer { kind }
}

/// The message that answers the opponent's offer of `kind`.
fn answer(kind: OfferKind, yes: bool) -> ClientMsg {
    ClientMsg::Answer { kind, yes }
}

/// White makes offer `kind`; Black's next event is that offer, by White.
async fn white_offers(t: &mut Table, kind: OfferKind) {
    t.white.send(&offer(kind)).await;
    match t.black.next().await {
        ServerMsg::Offered { kind: made, by, .. } if made == kind => assert_eq!(by, Side::White),
        other => panic!("expected a {kind:?} offer, got {other:?}"),
    }
}

/// Black makes offer `kind`, and White hears of it.
async fn black_offers(t: &mut Table, kind: OfferKind) {
    t.black.send(&offer(kind)).await;
    t.white
        .until(
            "Black's offer",
            |m| matches!(m, ServerMsg::Offered { kind: made, .. } if *made == kind),
        )
        .await;
}

#[tokio::test]
async fn draw_offer_can_be_declined_then_accepted() {
    let (_server, mut t) = friends("chess").await;
    t.play(&["e2e4", "e7e5"], 0).await;
    white_offers(&mut t, OfferKind::Draw).await;
    t.black.send(&answer(OfferKind::Draw, false)).await;
    let ServerMsg::Declined {
        kind: OfferKind::Draw,
        by,
        ..
    } = wait_for!(
        t.white,
        Declined {
            kind: OfferKind::Draw,
            ..
        }
    )
    else {
        unreachable!()
    };
    assert_eq!(by, Side::Black);
    // Accepting an offer nobody made is refused.
    t.black.send(&answer(OfferKind::Draw, true)).await;
    assert_eq!(t.black.error().await.0, ErrorCode::NoOffer);
    black_offers(&mut t, OfferKind::Draw).await;
    t.white.send(&answer(OfferKind::Draw, true)).await;
    assert_eq!(outcome(&t.black.end().await), (None, "agreement".into()));
}

#[tokio::test]
async fn a_move_lets_a_pending_draw_offer_lapse() {
    let (_server, mut t) = friends("chess").await;
    t.white.send(&offer(OfferKind::Draw)).await;
    wait_for!(
        t.black,
        Offered {
            kind: OfferKind::Draw,
            ..
        }
    );
    t.white.play("e2e4").await;
    t.black.moved(1).await;
    t.black.send(&answer(OfferKind::Draw, true)).await;
    assert_eq!(t.black.error().await.0, ErrorCode::NoOffer);
}

#[tokio::test]
async fn threefold_claim_is_refused_until_the_position_occurred_three_times() {
    let (_server, mut t) = friends("kingofthehill").await;
    let dance = ["g1f3", "g8f6", "f3g1", "f6g8"];
    t.play(&dance, 0).await;
    t.white.send(&ClientMsg::DrawClaim).await;
    assert_eq!(t.white.error().await.0, ErrorCode::NoClaim);
    t.play(&dance[..3], 4).await;
    t.black.play("f6g8").await;
    match t.white.moved(8).await {
        ServerMsg::Move { claims, .. } => assert!(claims.threefold),
        _ => unreachable!(),
    }
    // Only the player to move may claim.
    t.black.send(&ClientMsg::DrawClaim).await;
    assert_eq!(t.black.error().await.0, ErrorCode::NoClaim);
    t.white.send(&ClientMsg::DrawClaim).await;
    assert_eq!(outcome(&t.black.end().await), (None, "threefold".into()));
}

#[tokio::test]
async fn resigning_gives_the_game_to_the_opponent() {
    let (_server, mut t) = friends("racingkings").await;
    t.play(&["h2h3"], 0).await;
    t.black.send(&ClientMsg::Resign).await;
    assert_eq!(
        outcome(&t.white.end().await),
        (Some(Side::White), "resignation".into())
    );
}

#[tokio::test]
async fn abort_works_before_both_sides_moved_and_not_after() {
    let (server, mut t) = friends("chess").await;
    t.play(&["e2e4"], 0).await;
    t.black.send(&ClientMsg::Abort).await;
    match t.white.end().await {
        ServerMsg::End {
            status, outcome, ..
        } => {
            assert_eq!(status, Status::Aborted);
            assert!(outcome.is_none());
        }
        _ => unreachable!(),
    }

    let mut t = table(&server, create("chess", "friend")).await;
    t.play(&["e2e4", "e7e5"], 0).await;
    t.white.send(&ClientMsg::Abort).await;
    assert_eq!(t.white.error().await.0, ErrorCode::CannotAbort);
    // Aborted games are not counted in the statistics.
    let (_, stats) = server.browser().get("/api/stats").await;
    assert_eq!(stats["total"], 0);
}

#[tokio::test]
async fn takeback_accepted_returns_to_the_requesters_turn() {
    let (server, mut t) = friends("chess").await;
    t.play(&["e2e4", "e7e5", "g1f3"], 0).await;
    // Black asks after White replied? No: White asks for its own last move.
    white_offers(&mut t, OfferKind::Takeback).await;
    t.black.send(&answer(OfferKind::Takeback, true)).await;
    let ServerMsg::Takeback {
        plies,
        ply,
        turn,
        last_move,
        ..
    } = wait_for!(t.white, Takeback)
    else {
        unreachable!()
    };
    assert_eq!((plies, ply, turn), (1, 2, Side::White));
    assert_eq!(last_move.as_deref(), Some("e7e5"));
    // Now Black asks: it is White's turn, so White's reply goes too? No:
    // Black's last move and nothing else, since White has not replied.
    black_offers(&mut t, OfferKind::Takeback).await;
    t.white.send(&answer(OfferKind::Takeback, false)).await;
    wait_for!(
        t.black,
        Declined {
            kind: OfferKind::Takeback,
            ..
        }
    );
    t.white.play("d2d4").await;
    t.black.moved(3).await;
    // Black asks now that White has replied: two plies go.
    black_offers(&mut t, OfferKind::Takeback).await;
    t.white.send(&answer(OfferKind::Takeback, true)).await;
    let ServerMsg::Takeback {
        plies, ply, turn, ..
    } = wait_for!(t.black, Takeback)
    else {
        unreachable!()
    };
    assert_eq!((plies, ply, turn), (2, 1, Side::Black));
    let (_, view) = server.browser().get(&format!("/api/games/{}", t.id)).await;
    assert_eq!(view["ply"], 1);
    assert_eq!(view["moves"][0]["uci"], "e2e4");
}

#[tokio::test]
async fn rematch_swaps_colours_and_gives_each_player_a_new_seat() {
    let (server, mut t) = friends("chess").await;
    t.play(&["f2f3", "e7e5", "g2g4", "d8h4"], 0).await;
    t.white.end().await;
    t.black.end().await;
    t.white.send(&offer(OfferKind::Rematch)).await;
    wait_for!(
        t.black,
        Offered {
            kind: OfferKind::Rematch,
            ..
        }
    );
    t.black.send(&answer(OfferKind::Rematch, true)).await;
    let rematch = |m: &ServerMsg| matches!(m, ServerMsg::Rematch { .. });
    let ServerMsg::Rematch {
        id, url: white_url, ..
    } = t.white.until("rematch", rematch).await
    else {
        unreachable!()
    };
    let ServerMsg::Rematch { url: black_url, .. } = t.black.until("rematch", rematch).await else {
        unreachable!()
    };
    assert_ne!(id.as_str(), t.id);
    assert_ne!(white_url, black_url);
    let seat_of = |url: &str| url.rsplit('/').next().unwrap_or_default().to_owned();
    let b = server.browser();
    let mut old_white = b
        .socket(&format!("/ws/game/{id}?seat={}", seat_of(&white_url)))
        .await;
    let ServerMsg::State { you, game, .. } = wait_for!(old_white, State) else {
        unreachable!()
    };
    assert_eq!(you, Some(Side::Black), "the old White plays Black");
    assert_eq!(game.status, Status::Playing);
    let mut old_black = b
        .socket(&format!("/ws/game/{id}?seat={}", seat_of(&black_url)))
        .await;
    old_black.state().await;
    old_black.play("e2e4").await;
    old_white.moved(1).await;
    // The finished game counts once in the statistics.
    let (_, stats) = b.get("/api/stats").await;
    assert_eq!(stats["total"], 1);
    let chess = &stats["variants"][0];
    assert_eq!(chess["variant"], "chess");
    assert_eq!(chess["blackWins"], 1);
    assert_eq!(chess["blackPct"], 100.0);
    assert_eq!(chess["reasons"]["checkmate"], 1);
}

/// A game two plies in, on a server that counts a player gone after
/// `gone_after`, whose Black page has just closed: White's socket.
async fn black_gone_after(gone_after: Duration) -> (TestServer, Sock) {
    let server = TestServer::with(Config {
        gone_after,
        ..Config::default()
    })
    .await;
    let mut t = table(&server, create("chess", "friend")).await;
    t.play(&["e2e4", "e7e5"], 0).await;
    drop(t.black);
    (server, t.white)
}

#[tokio::test]
async fn victory_can_be_claimed_once_the_opponent_has_been_gone_long_enough() {
    let (_server, mut white) = black_gone_after(Duration::from_millis(300)).await;
    let presence = white
        .until("claimable presence", |m| {
            matches!(
                m,
                ServerMsg::Presence {
                    claimable: Some(Side::White),
                    black: false,
                    ..
                }
            )
        })
        .await;
    assert!(matches!(presence, ServerMsg::Presence { white: true, .. }));
    white.send(&ClientMsg::ClaimVictory).await;
    assert_eq!(
        outcome(&white.end().await),
        (Some(Side::White), "abandoned".into())
    );
}

#[tokio::test]
async fn victory_cannot_be_claimed_while_the_opponent_is_only_briefly_gone() {
    let (_server, mut white) = black_gone_after(Duration::from_secs(3600)).await;
    white
        .until("black gone", |m| {
            matches!(m, ServerMsg::Presence { black: false, .. })
        })
        .await;
    white.send(&ClientMsg::ClaimVictory).await;
    assert_eq!(white.error().await.0, ErrorCode::NotClaimable);
}

#[tokio::test]
async fn computer_grants_takebacks_and_declines_draws() {
    let (_server, me) = TestServer::start_browsing().await;
    let (_, mut sock) = me.against_computer("chess", 1).await;
    sock.play("e2e4").await;
    sock.moved(2).await;
    sock.send(&offer(OfferKind::Draw)).await;
    sock.until("declined", |m| {
        matches!(
            m,
            ServerMsg::Declined {
                kind: OfferKind::Draw,
                by: Side::Black,
                ..
            }
        )
    })
    .await;
    sock.send(&offer(OfferKind::Takeback)).await;
    let ServerMsg::Takeback { ply, turn, .. } = wait_for!(sock, Takeback) else {
        unreachable!()
    };
    assert_eq!((ply, turn), (0, Side::White));
}
