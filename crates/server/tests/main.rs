//! The server's integration tests, one module per subject, linked into one
//! test binary: `cargo test -p regalia-server --test server play::`.

mod common;

mod abuse;
mod analysis;
mod arenas;
mod bots;
mod chat;
mod computer_history;
mod conduct;
mod correspondence;
mod correspondence_seeks;
mod crowds;
mod edges;
mod explorer;
mod lobby;
mod play;
mod players;
mod position;
mod push;
mod seats_and_invitations;
mod share;
mod site_pages;
mod store_suite;
mod wire;
