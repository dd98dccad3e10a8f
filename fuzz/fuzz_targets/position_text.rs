//! FEN and Lielow position text, in every game: read it; what reads must
//! write itself back as text that reads to the same position, and answer
//! every question the site asks of a position without panicking.
#![no_main]
#[path = "../common/input.rs"]
mod input;
use regalia_rules::AnyPosition;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Some((variant, text)) = input::game_and_text(data) else {
        return;
    };
    // The board editor's judge reads anything it is sent.
    let _ = regalia_server::position_api::judge_text(variant, text);
    let Ok(pos) = AnyPosition::from_fen(variant, text) else {
        return;
    };
    let fen = pos.to_fen();
    let again = AnyPosition::from_fen(variant, &fen)
        .unwrap_or_else(|e| panic!("`{text}` reads but its text `{fen}` does not: {e}"));
    assert_eq!(again.to_fen(), fen, "position text is not stable");
    let _ = (pos.outcome(), pos.is_check(), pos.dests(), pos.hash());
    // A position whose game is over (two bare kings) still has moves on
    // the board, but none may be played.
    if pos.outcome().is_some() {
        return;
    }
    for uci in pos.legal_uci().into_iter().take(8) {
        let mut next = pos.clone();
        next.play_uci(&uci)
            .unwrap_or_else(|e| panic!("legal move {uci} of `{fen}` refused: {e}"));
        let _ = next.to_fen();
    }
});
