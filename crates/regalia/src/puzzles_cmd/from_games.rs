//! `regalia puzzles from-games`: puzzles from the finished games stored on
//! the server. Each position of each game goes through the same tests as a
//! self-play position of `regalia puzzles generate` (see
//! `regalia_engine::puzzle::from_game`); the puzzles found are added to a
//! puzzle file with the id of the game they came from.

use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::Instant;

use anyhow::{bail, Context};
use clap::Args;
use regalia_engine::puzzle::file::{file_line, position_key, read_file, VARIANTS};
use regalia_engine::puzzle::{from_game, Difficulty, Found};
use regalia_rules::{dispatch, AnyPosition, Variant};
use regalia_server::ids::GameId;
use regalia_server::puzzles::Library;
use regalia_server::store::{self, Store};

#[derive(Args, Debug)]
pub struct FromGamesArgs {
    /// The server's database: sqlite://FILE or postgres://USER@HOST:PORT/DB.
    #[arg(long, value_name = "URL")]
    db: String,
    /// kingofthehill, racingkings or lielow.
    #[arg(long)]
    variant: String,
    /// Only games that ended on or after this day (YYYY-MM-DD, UTC).
    #[arg(long, value_name = "DAY")]
    since: Option<String>,
    /// The puzzle file to add to (created if missing), e.g.
    /// puzzles/racingkings.tsv. Puzzles already in it or shipped with this
    /// build are not added again.
    #[arg(long)]
    out: PathBuf,
}

/// The unix time (seconds) at which a `YYYY-MM-DD` day starts, UTC.
fn day_start(text: &str) -> anyhow::Result<i64> {
    let format = time::macros::format_description!("[year]-[month]-[day]");
    let day = time::Date::parse(text, format)
        .with_context(|| format!("--since wants a day as YYYY-MM-DD, not `{text}`"))?;
    Ok(day.midnight().assume_utc().unix_timestamp())
}

/// Where a `sqlite://` URL's file is, if it names one.
fn sqlite_file(url: &str) -> Option<&Path> {
    let rest = url.strip_prefix("sqlite://")?;
    let path = rest.split('?').next().unwrap_or(rest);
    (!path.is_empty() && !path.contains(":memory:")).then(|| Path::new(path))
}

pub fn run(args: FromGamesArgs) -> anyhow::Result<()> {
    let variant = Variant::from_str(&args.variant)?;
    if !VARIANTS.contains(&variant) {
        bail!(
            "puzzles are made for kingofthehill, racingkings and lielow, not {}",
            variant.name()
        );
    }
    let since = match &args.since {
        Some(day) => day_start(day)?,
        None => i64::MIN,
    };
    // Opening a SQLite URL creates the file: a mistyped path would read an
    // empty new database and find nothing.
    if let Some(file) = sqlite_file(&args.db) {
        if !file.exists() {
            bail!("there is no database at {}", file.display());
        }
    }

    // Positions already shipped or already in the file are not added again.
    let mut known: HashSet<String> = HashSet::new();
    let library = Library::shipped()?;
    if let Some(shelf) = library.shelf(variant) {
        known.extend(shelf.puzzles().iter().map(|p| position_key(&p.fen)));
    }
    let existing = match std::fs::read_to_string(&args.out) {
        Ok(text) => Some(text),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(e).with_context(|| format!("cannot read {}", args.out.display())),
    };
    if let Some(text) = &existing {
        let shelf = read_file(variant, &args.out.display().to_string(), text)?;
        known.extend(shelf.puzzles().iter().map(|p| position_key(&p.fen)));
    }

    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    let store = runtime
        .block_on(store::open(&args.db))
        .with_context(|| format!("cannot open the database {}", args.db))?;
    let ids = runtime.block_on(store.finished_since(variant.name(), since))?;

    let started = Instant::now();
    let mut added: Vec<(GameId, Found)> = Vec::new();
    let mut already = 0usize;
    for id in &ids {
        let found = runtime.block_on(game_puzzles(store.as_ref(), variant, id))?;
        let Some((game, found)) = found else { continue };
        for f in found {
            if !known.insert(position_key(&f.puzzle.fen)) {
                already += 1;
                continue;
            }
            eprintln!(
                "[{:>6.1}s] game {} move {}: {} in {} ({})",
                started.elapsed().as_secs_f64(),
                game,
                f.ply + 1,
                f.puzzle.goal.name(),
                f.puzzle.solver_moves(),
                f.puzzle.difficulty.name()
            );
            added.push((game.clone(), f));
        }
    }

    if !added.is_empty() {
        write_puzzles(&args, variant, existing.as_deref(), ids.len(), &added)?;
    }
    eprintln!(
        "{} finished games of {} read in {:.1} s: {} new puzzles ({} already known), added to {}",
        ids.len(),
        variant.name(),
        started.elapsed().as_secs_f64(),
        added.len(),
        already,
        args.out.display()
    );
    for d in Difficulty::ALL {
        let n = added
            .iter()
            .filter(|(_, f)| f.puzzle.difficulty == d)
            .count();
        eprintln!("  {:<7} {n}", d.name());
    }
    Ok(())
}

/// The puzzles of one stored game, with its id; `None` (and a warning)
/// for a game that cannot be replayed.
async fn game_puzzles(
    store: &dyn Store,
    variant: Variant,
    id: &str,
) -> anyhow::Result<Option<(GameId, Vec<Found>)>> {
    let Some((row, moves)) = store.load(id).await? else {
        // Gone since it was listed.
        return Ok(None);
    };
    let Some(game) = GameId::parse(&row.id) else {
        eprintln!("skipping game `{}`: not a game id", row.id);
        return Ok(None);
    };
    let start = match &row.start_fen {
        Some(fen) => match AnyPosition::from_fen(variant, fen) {
            Ok(pos) => pos,
            Err(e) => {
                eprintln!("skipping game {game}: its start position does not read: {e}");
                return Ok(None);
            }
        },
        None => AnyPosition::start(variant),
    };
    let ucis: Vec<String> = moves.into_iter().map(|m| m.uci).collect();
    match dispatch!(&start, g => from_game(g, &ucis)) {
        Ok(found) => Ok(Some((game, found))),
        Err(e) => {
            eprintln!("skipping game {game}: {e}");
            Ok(None)
        }
    }
}

/// Adds the puzzles to the file (made with a header if it is new), under a
/// comment naming the run, then checks that the whole file still reads.
fn write_puzzles(
    args: &FromGamesArgs,
    variant: Variant,
    existing: Option<&str>,
    games: usize,
    added: &[(GameId, Found)],
) -> anyhow::Result<()> {
    let mut text = String::new();
    match existing {
        None => text.push_str(&format!(
            "# Regalia puzzles ({}): id, position, line (UCI), goal, difficulty, game.\n",
            variant.title()
        )),
        Some(before) if !before.is_empty() && !before.ends_with('\n') => text.push('\n'),
        Some(_) => {}
    }
    let since = args
        .since
        .as_deref()
        .map(|day| format!(" --since {day}"))
        .unwrap_or_default();
    let today = time::OffsetDateTime::now_utc().date();
    text.push_str(&format!(
        "# From games played on Regalia: regalia puzzles from-games --variant {}{since}  \
         ({today}: {} puzzles from {games} games)\n",
        variant.name(),
        added.len(),
    ));
    for (game, f) in added {
        text.push_str(&file_line(&f.puzzle, Some(game.as_str())));
        text.push('\n');
    }
    let whole = format!("{}{text}", existing.unwrap_or(""));
    let name = args.out.display().to_string();
    read_file(variant, &name, &whole).context("the puzzles found do not read back")?;
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&args.out)
        .with_context(|| format!("cannot write {name}"))?;
    file.write_all(text.as_bytes())
        .with_context(|| format!("cannot write {name}"))
}
