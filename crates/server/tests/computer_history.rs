//! The site's computer is given the game's history, so it sees repetitions.

use crate::common::TestServer;
use regalia_server::protocol::{ServerMsg, Side, Status};
use serde_json::json;

/// A locked pawn chain with every black pawn on a dark square: White's
/// extra light-squared bishop can never win anything and neither king can
/// cross, so White is a bishop up in a dead draw.
const FORTRESS: &str = "8/7k/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/2K1B3/8 w - - 0 1";

#[tokio::test]
async fn computer_ahead_never_offers_its_opponent_a_threefold_claim() {
    let (_server, me) = TestServer::start_browsing().await;
    // Level 7 plays its best move, the same one in the same position: blind
    // to the game it would shuffle back and forth into a repetition.
    let seat = me
        .create(
            json!({"variant": "chess", "opponent": "computer", "level": 7,
                       "color": "black", "fen": FORTRESS}),
        )
        .await;
    let mut sock = me.socket(&seat.socket).await;
    let view = sock.state().await;
    assert_eq!(view.status, Status::Playing);
    let mut fens = vec![view.fen.clone()];
    if view.ply == 0 {
        if let ServerMsg::Move { fen, .. } = sock.moved(1).await {
            fens.push(fen);
        }
    }
    let mut ply = 1;
    for _ in 0..10 {
        // Black walks its king between h7 and h8 and back.
        let king = if ply % 4 == 1 { "h7h8" } else { "h8h7" };
        sock.play(king).await;
        ply += 1;
        sock.moved(ply).await;
        ply += 1;
        match sock.moved(ply).await {
            ServerMsg::Move {
                turn, claims, fen, ..
            } => {
                assert_eq!(turn, Side::Black);
                assert!(
                    !claims.threefold,
                    "the computer repeated a position for the third time at ply {ply}"
                );
                let placement = |f: &str| f.split(' ').take(4).collect::<Vec<_>>().join(" ");
                assert!(
                    !fens.iter().any(|f| placement(f) == placement(&fen)),
                    "the computer returned to a position already played at ply {ply}: {fen}"
                );
                fens.push(fen);
            }
            _ => unreachable!(),
        }
    }
}
