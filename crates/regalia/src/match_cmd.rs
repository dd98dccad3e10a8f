//! `regalia match` (being written).
use clap::Args;

#[derive(Args, Debug)]
pub struct MatchArgs {}

pub fn run(_args: MatchArgs) -> anyhow::Result<()> {
    anyhow::bail!("not yet")
}
