//! Tests of the `regalia` binary itself (serve, cluster, match, perft, uci,
//! puzzles from-games), one module per command, linked into one test binary:
//! `cargo test -p regalia --test regalia_cli cluster::`.

mod common;

mod arena;
mod backup;
mod cluster;
mod loadtest_cmd;
mod match_cmd;
mod perft_cli;
mod puzzles_from_games;
mod rated_durability;
mod serve_durability;
mod uci;
mod upgrade;
