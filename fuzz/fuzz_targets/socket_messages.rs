//! What clients send on the sockets: each line one text frame, read as the
//! game socket's `ClientMsg` and the analysis socket's `AnalysisIn`; the
//! game's messages are played on a real game between two seats (the game
//! task's own operations), so a message that reads must also be judged.
#![no_main]
#[path = "../common/input.rs"]
mod input;
use regalia_rules::Color;
use regalia_server::analysis::messages::AnalysisIn;
use regalia_server::game::{Game, Now};
use regalia_server::protocol::{ClientMsg, ColorChoice, CreateGame, Opponent};

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Some((variant, text)) = input::game_and_text(data) else {
        return;
    };
    let create = CreateGame {
        variant: variant.into(),
        fen: None,
        color: ColorChoice::White,
        clock: None,
        opponent: Opponent::Friend,
        level: None,
        range: None,
        rated: false,
    };
    let now = Now { mono: 1, unix: 1 };
    let Ok((mut game, _)) = Game::create(&create, "a", None, now) else {
        return;
    };
    let _ = game.join("b", None);
    for (i, line) in text.lines().take(64).enumerate() {
        let _ = serde_json::from_str::<AnalysisIn>(line);
        let Ok(msg) = serde_json::from_str::<ClientMsg>(line) else {
            continue;
        };
        let again: ClientMsg = serde_json::from_str(&serde_json::to_string(&msg).expect("writes"))
            .expect("a message reads back what it writes");
        assert_eq!(format!("{again:?}"), format!("{msg:?}"));
        let color = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let _ = match msg {
            ClientMsg::Move { uci, ply } => game.play(color, &uci, ply, now),
            ClientMsg::Resign => game.resign(color, now),
            ClientMsg::Abort => game.abort(now),
            ClientMsg::Offer { kind } => game.offer(kind, color, now),
            ClientMsg::Answer { kind, yes: true } => game.accept(kind, color, now),
            ClientMsg::Answer { kind, yes: false } => game.decline(kind, color),
            _ => continue,
        };
    }
    let _ = game.view([true, true], now);
    let _ = game.pgn();
});
