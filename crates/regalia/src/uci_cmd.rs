//! `regalia uci`: the engine on standard input and output.

use std::io;

pub fn run() -> anyhow::Result<()> {
    let stdin = io::stdin();
    regalia_engine::uci::run(stdin.lock(), Box::new(io::stdout()));
    Ok(())
}
