//! SAN (and Lielow's notation) and UCI move text: words played one after
//! another from the start of a game, as a pasted line or a client's moves.
#![no_main]
#[path = "../common/input.rs"]
mod input;
use regalia_rules::GameRecord;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Some((variant, text)) = input::game_and_text(data) else {
        return;
    };
    let Ok(mut record) = GameRecord::new(variant, None) else {
        return;
    };
    let mut pos = record.position().clone();
    for word in text.split_whitespace().take(200) {
        // The record takes either notation; the position UCI, then text.
        let _ = record.play(word);
        if pos.play_uci(word).is_err() {
            let _ = pos.play_text(word);
        }
    }
    let _ = (record.outcome(), record.claims(), record.uci_moves());
    let replayed = GameRecord::from_moves(variant, None, &record.uci_moves())
        .unwrap_or_else(|e| panic!("a record's own moves do not replay: {e}"));
    assert_eq!(replayed.position().to_fen(), record.position().to_fen());
});
