//! The browser client's wire types, generated from the server's own
//! (`ts_rs::TS` on the types of `protocol/`, `analysis/messages.rs`, `api.rs`, `rules_api.rs`,
//! `position_api.rs`, `puzzles.rs` and `error.rs`) into `web/src/generated/`, one file per
//! type and an `index.ts` naming them all.
//!
//! The files are committed, so the client builds without Rust; this test
//! fails when they are stale and says the one command that writes them
//! again:
//!
//! ```text
//! REGALIA_WRITE_WIRE_TYPES=1 cargo test -p regalia-server --lib wire_types
//! ```

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use ts_rs::TS;

use crate::analysis::messages::{AnalysisIn, AnalysisOut};
use crate::analysis::pgn_in::{PgnError, PgnGame, PgnRequest};
use crate::api::{GameAnswer, LobbyAnswer};
use crate::bot_api::tokens::{TokenAnswer, TokenView};
use crate::error::ErrorBody;
use crate::explorer_api::{ExplorerAnswer, ExplorerMove};
use crate::my_games::MyGamesAnswer;
use crate::player_api::{
    DeviceView, KeyAnswer, LeaderboardAnswer, MeAnswer, PlayerAnswer, RatedGameView, SignIn,
    TakeName,
};
use crate::position_api::{PositionAnswer, PositionRequest};
use crate::protocol::arena::{
    ArenaAnswer, ArenaCreated, ArenaIn, ArenaList, ArenaOut, CreateArena, PlayerArenaAnswer,
};
use crate::protocol::{
    ClientMsg, CreateGame, GameAction, GameMoves, LobbyIn, LobbyOut, MoveWhy, NavStep, PageAction,
    SeatAnswer, ServerMsg,
};
use crate::push::PushPayload;
use crate::push_api::{PushKeyAnswer, PushSubscribe, PushUnsubscribe};
use crate::puzzles::PuzzleView;
use crate::rules_api::RulesAnswer;
use crate::stats_api::{HealthAnswer, StatsAnswer};
use crate::tv::TvAnswer;

/// The command that writes the files again (docs/protocol.md names it too).
const REGENERATE: &str = "REGALIA_WRITE_WIRE_TYPES=1 cargo test -p regalia-server --lib wire_types";

/// Where the generated files live, from this crate's directory.
fn generated_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/src/generated")
}

/// Every shape that crosses the wire, by the roots the client reads or
/// sends; the types they use come along.
fn export_all(dir: &Path) {
    fn one<T: TS + 'static>(dir: &Path) {
        T::export_all_to(dir).unwrap_or_else(|e| panic!("cannot export {}: {e}", T::name()));
    }
    // Sockets.
    one::<ClientMsg>(dir);
    one::<ServerMsg>(dir);
    one::<LobbyIn>(dir);
    one::<LobbyOut>(dir);
    // The game page's buttons.
    one::<GameAction>(dir);
    one::<PageAction>(dir);
    one::<NavStep>(dir);
    one::<AnalysisIn>(dir);
    one::<AnalysisOut>(dir);
    // HTTP bodies.
    one::<CreateGame>(dir);
    one::<SeatAnswer>(dir);
    one::<GameAnswer>(dir);
    one::<MyGamesAnswer>(dir);
    one::<PushKeyAnswer>(dir);
    one::<PushSubscribe>(dir);
    one::<PushUnsubscribe>(dir);
    one::<PushPayload>(dir);
    one::<LobbyAnswer>(dir);
    one::<StatsAnswer>(dir);
    one::<GameMoves>(dir);
    one::<RulesAnswer>(dir);
    one::<PositionRequest>(dir);
    one::<PositionAnswer>(dir);
    one::<PuzzleView>(dir);
    one::<PgnRequest>(dir);
    one::<PgnGame>(dir);
    one::<PgnError>(dir);
    one::<MoveWhy>(dir);
    one::<ErrorBody>(dir);
    one::<HealthAnswer>(dir);
    one::<TakeName>(dir);
    one::<KeyAnswer>(dir);
    one::<SignIn>(dir);
    one::<MeAnswer>(dir);
    one::<PlayerAnswer>(dir);
    one::<DeviceView>(dir);
    one::<TokenAnswer>(dir);
    one::<TokenView>(dir);
    one::<TvAnswer>(dir);
    one::<ExplorerAnswer>(dir);
    one::<ExplorerMove>(dir);
    one::<RatedGameView>(dir);
    one::<LeaderboardAnswer>(dir);
    one::<CreateArena>(dir);
    one::<ArenaCreated>(dir);
    one::<ArenaList>(dir);
    one::<ArenaAnswer>(dir);
    one::<PlayerArenaAnswer>(dir);
    one::<ArenaIn>(dir);
    one::<ArenaOut>(dir);
}

/// The generated files by name, with `index.ts` re-exporting every type.
fn render() -> BTreeMap<String, String> {
    let scratch = tempfile::tempdir().expect("a scratch directory");
    export_all(scratch.path());
    let mut files = BTreeMap::new();
    for entry in fs::read_dir(scratch.path()).expect("the scratch directory reads") {
        let path = entry.expect("a directory entry").path();
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .expect("ts-rs names files in UTF-8")
            .to_owned();
        let text = fs::read_to_string(&path).expect("a generated file reads");
        files.insert(name, text);
    }
    let mut index = String::from(
        "// Generated from the server's Rust types (crates/server/src/wire_types.rs).\n\
         // Do not edit: run `REGALIA_WRITE_WIRE_TYPES=1 cargo test -p regalia-server --lib wire_types`.\n",
    );
    for name in files.keys() {
        let ty = name.trim_end_matches(".ts");
        index.push_str(&format!("export type {{ {ty} }} from './{ty}';\n"));
    }
    files.insert("index.ts".to_owned(), index);
    files
}

/// The `.ts` files now in the generated directory.
fn on_disk(dir: &Path) -> BTreeMap<String, String> {
    let Ok(entries) = fs::read_dir(dir) else {
        return BTreeMap::new();
    };
    entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ts"))
        .filter_map(|p| {
            let name = p.file_name()?.to_str()?.to_owned();
            Some((name, fs::read_to_string(&p).ok()?))
        })
        .collect()
}

#[test]
fn generated_typescript_wire_types_are_fresh() {
    let dir = generated_dir();
    let want = render();
    if std::env::var_os("REGALIA_WRITE_WIRE_TYPES").is_some() {
        fs::create_dir_all(&dir).expect("the generated directory can be made");
        for name in on_disk(&dir).keys().filter(|n| !want.contains_key(*n)) {
            fs::remove_file(dir.join(name)).expect("a stale file can be removed");
        }
        for (name, text) in &want {
            fs::write(dir.join(name), text).expect("a generated file can be written");
        }
        return;
    }
    let have = on_disk(&dir);
    let stale: Vec<&str> = want
        .iter()
        .filter(|(name, text)| have.get(*name) != Some(text))
        .map(|(name, _)| name.as_str())
        .chain(
            have.keys()
                .filter(|n| !want.contains_key(*n))
                .map(String::as_str),
        )
        .collect();
    assert!(
        stale.is_empty(),
        "web/src/generated/ is stale ({}): write it again with\n\n    {REGENERATE}\n\nand commit the result",
        stale.join(", ")
    );
}

#[test]
fn the_wire_names_of_games_and_reasons_are_the_rules_names() {
    use crate::protocol::{EndReason, VariantName};
    use regalia_rules::{Reason, Variant};
    for v in Variant::ALL {
        let text = serde_json::to_string(&VariantName::from(v)).expect("a name serialises");
        assert_eq!(text, format!("\"{}\"", v.name()));
        assert_eq!(Variant::from(VariantName::from(v)), v);
    }
    for r in Reason::ALL {
        let text = serde_json::to_string(&EndReason::from(r)).expect("a reason serialises");
        assert_eq!(text, format!("\"{}\"", r.name()));
    }
}
