//! PGN with tags, comments, variations and NAGs: the rules' reader and the
//! analysis board's (`POST /api/analysis/pgn`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = regalia_rules::pgn::parse_pgn(text);
    let _ = regalia_server::analysis::pgn_in::read_pgn(text);
});
