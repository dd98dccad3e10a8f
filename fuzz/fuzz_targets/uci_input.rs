//! Lines a UCI front end sends `regalia uci`. A `go` is let through (its
//! parameters are input too) and stopped at once, as a searching engine
//! would be; a deep `go perft` is left out, since counting is not parsing.
#![no_main]
use std::sync::{Arc, Mutex};

use regalia_engine::uci::Session;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let out: regalia_engine::uci::Output = Arc::new(Mutex::new(Box::new(std::io::sink())));
    let mut session = Session::new(out);
    for line in text.lines().take(64) {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.first() == Some(&"go") {
            if words.contains(&"perft") {
                continue;
            }
            session.handle(line);
            session.handle("stop");
            continue;
        }
        if !session.handle(line) {
            break;
        }
    }
    session.handle("quit");
});
