//! Puzzle files (`puzzles/*.tsv`, also written by `regalia puzzles`): a
//! bad line is named, never a panic.
#![no_main]
#[path = "../common/input.rs"]
mod input;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Some((variant, text)) = input::game_and_text(data) else {
        return;
    };
    let _ = regalia_engine::puzzle::file::read_file(variant, "fuzz.tsv", text);
});
