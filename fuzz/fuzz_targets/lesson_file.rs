//! The lessons file (`site/lessons.tsv`): a bad line is named, never a panic.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = regalia_server::site::lessons::read(text);
});
