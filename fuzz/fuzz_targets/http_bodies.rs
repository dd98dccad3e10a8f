//! JSON bodies of the HTTP API, each read as its route reads it and then
//! judged: a game to create (`POST /api/games`), a start and moves
//! (`POST /api/rules`), a position (`POST /api/position`) and a pasted PGN
//! (`POST /api/analysis/pgn`).
#![no_main]
use regalia_server::analysis::pgn_in::{read_pgn, PgnRequest};
use regalia_server::game::{Game, Now};
use regalia_server::position_api::{judge_text, PositionRequest};
use regalia_server::protocol::{CreateGame, GameMoves, MoveView};

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(req) = serde_json::from_str::<CreateGame>(text) {
        if let Ok((game, _)) = Game::create(&req, "s", None, Now { mono: 1, unix: 1 }) {
            let _ = game.view([true, false], Now { mono: 2, unix: 2 });
        }
    }
    if let Ok(req) = serde_json::from_str::<GameMoves>(text) {
        if let Ok(record) = req.record(600) {
            let _ = (MoveView::all(&record), record.claims(), record.outcome());
        }
    }
    if let Ok(req) = serde_json::from_str::<PositionRequest>(text) {
        let _ = judge_text(req.variant.into(), &req.fen);
    }
    if let Ok(req) = serde_json::from_str::<PgnRequest>(text) {
        let _ = read_pgn(&req.pgn);
    }
});
