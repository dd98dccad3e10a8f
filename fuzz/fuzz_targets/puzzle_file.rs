//! Puzzle files (`puzzles/*.tsv`, also written by `regalia puzzles`): a
//! bad line is named, never a panic.
#![no_main]
use regalia_rules::Variant;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let variant = Variant::ALL[usize::from(pick) % Variant::ALL.len()];
    let _ = regalia_server::puzzles::read_file(variant, "fuzz.tsv", text);
});
