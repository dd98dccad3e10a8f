//! The engine alone, without the server: `uci` on standard input and
//! output, or `bench` (the behaviour signature, as `regalia bench` prints
//! it). It builds in a fraction of the time of the whole `regalia` binary,
//! for engine matches while the search changes:
//!
//! ```text
//! cargo build --release -p regalia-engine --example uci
//! regalia match --engine1 "target/release/examples/uci" ...
//! ```

use std::io;

fn main() {
    if std::env::args().nth(1).as_deref() == Some("bench") {
        match regalia_engine::bench::run(7) {
            Ok(lines) => {
                for line in &lines {
                    println!(
                        "{:<14} {:>12} {:>10}",
                        line.variant.name(),
                        line.nodes,
                        line.nodes_per_second()
                    );
                }
                let nodes: u64 = lines.iter().map(|l| l.nodes).sum();
                println!("Nodes searched: {nodes}");
            }
            Err(e) => {
                eprintln!("bench: {e}");
                std::process::exit(1);
            }
        }
        return;
    }
    let stdin = io::stdin();
    regalia_engine::uci::run(stdin.lock(), Box::new(io::stdout()));
}
