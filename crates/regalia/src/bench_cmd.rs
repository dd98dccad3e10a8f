//! `regalia bench`: a fixed-depth search over the built-in positions of all
//! four games; prints nodes and nodes per second per game and in total.
//! The total node count is the engine's behaviour signature.

use std::time::Duration;

use clap::Args;

#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Search depth in plies.
    #[arg(long, default_value_t = 7)]
    depth: u32,
}

pub fn run(args: BenchArgs) -> anyhow::Result<()> {
    if !(1..=20).contains(&args.depth) {
        anyhow::bail!("--depth must be from 1 to 20, not {}", args.depth);
    }
    let lines = regalia_engine::bench::run(args.depth)?;
    let mut nodes = 0;
    let mut elapsed = Duration::ZERO;
    println!(
        "{:<14} {:>9} {:>12} {:>10}",
        "game", "positions", "nodes", "nodes/s"
    );
    for line in &lines {
        println!(
            "{:<14} {:>9} {:>12} {:>10}",
            line.variant.name(),
            line.positions,
            line.nodes,
            line.nodes_per_second()
        );
        nodes += line.nodes;
        elapsed += line.elapsed;
    }
    let nps = (nodes as f64 / elapsed.as_secs_f64().max(1e-9)) as u64;
    println!(
        "{:<14} {:>9} {:>12} {:>10}",
        "total",
        lines.iter().map(|l| l.positions).sum::<usize>(),
        nodes,
        nps
    );
    println!("Nodes searched: {nodes}");
    Ok(())
}
