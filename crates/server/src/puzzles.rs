//! The puzzles shipped with the site: one file per game under `puzzles/`
//! (made by `regalia puzzles generate`), embedded in the binary, read once
//! at start, and `GET /api/puzzles/{variant}/next?after=ID`. The file
//! format is the engine's (`regalia_engine::puzzle::file`): a broken
//! shipped file stops the site at start with its line named.

use std::collections::HashMap;
use std::sync::OnceLock;

use axum::extract::rejection::PathRejection;
use axum::extract::Path;
use axum::Json;
use regalia_engine::puzzle::file::{read_file, FilePuzzle};
pub use regalia_engine::puzzle::file::{PuzzleFileError, Shelf, VARIANTS};
use regalia_rules::Variant;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::{ApiError, ApiQuery, ErrorCode};
use crate::protocol::VariantName;

/// The shipped files, by game.
const FILES: [(Variant, &str, &str); 3] = [
    (
        Variant::KingOfTheHill,
        "puzzles/kingofthehill.tsv",
        include_str!("../../../puzzles/kingofthehill.tsv"),
    ),
    (
        Variant::RacingKings,
        "puzzles/racingkings.tsv",
        include_str!("../../../puzzles/racingkings.tsv"),
    ),
    (
        Variant::Lielow,
        "puzzles/lielow.tsv",
        include_str!("../../../puzzles/lielow.tsv"),
    ),
];

/// One puzzle as the API sends it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PuzzleView {
    pub id: String,
    pub variant: String,
    pub fen: String,
    pub moves: Vec<String>,
    pub goal: String,
    pub difficulty: String,
    /// The game played on the site this puzzle was found in (`/game/{id}`),
    /// or `None` for a puzzle mined from the engine's self-play.
    pub game: Option<String>,
    /// Its place in its game's list, 1 for the first: what the page calls it
    /// ("Puzzle 12"), the id being for addresses.
    pub number: usize,
}

impl From<&FilePuzzle> for PuzzleView {
    fn from(p: &FilePuzzle) -> PuzzleView {
        PuzzleView {
            id: p.id.clone(),
            variant: p.variant.name().to_owned(),
            fen: p.fen.clone(),
            moves: p.moves.clone(),
            goal: p.goal.name().to_owned(),
            difficulty: p.difficulty.name().to_owned(),
            game: p.game.clone(),
            number: p.number,
        }
    }
}

/// Every shipped puzzle, by game.
#[derive(Debug, Default)]
pub struct Library {
    shelves: HashMap<Variant, Shelf>,
}

impl Library {
    /// Reads every shipped file; the first bad line is the error.
    pub fn shipped() -> Result<Library, PuzzleFileError> {
        let mut shelves = HashMap::new();
        for (variant, file, text) in FILES {
            shelves.insert(variant, read_file(variant, file, text)?);
        }
        Ok(Library { shelves })
    }

    pub fn shelf(&self, variant: Variant) -> Option<&Shelf> {
        self.shelves.get(&variant)
    }
}

static LIBRARY: OnceLock<Library> = OnceLock::new();

/// Reads the shipped puzzles; call once at start so a broken file stops
/// the server with its line named.
pub fn load() -> Result<&'static Library, PuzzleFileError> {
    if let Some(library) = LIBRARY.get() {
        return Ok(library);
    }
    let library = Library::shipped()?;
    Ok(LIBRARY.get_or_init(|| library))
}

fn library() -> Result<&'static Library, ApiError> {
    load().map_err(|e| {
        tracing::error!(error = %e, "the shipped puzzles do not load");
        ApiError::Unavailable
    })
}

/// The shelf of a game: `no-puzzle` (404) for a game without puzzles.
pub fn shelf_for(variant: VariantName) -> Result<&'static Shelf, ApiError> {
    library()?.shelf(variant.into()).ok_or_else(|| {
        ApiError::refused(
            ErrorCode::NoPuzzle,
            format!("there are no puzzles for {}", variant.name()),
        )
    })
}

/// A puzzle address: its game, read at the edge, and the puzzle's id.
#[derive(Debug, Deserialize)]
pub struct PuzzleAddress {
    pub variant: VariantName,
    #[serde(default)]
    pub id: Option<String>,
}

/// The address of a puzzle request; a name that is no game is refused here
/// with `unknown-variant` (400).
fn address(path: Result<Path<PuzzleAddress>, PathRejection>) -> Result<PuzzleAddress, ApiError> {
    use axum::extract::path::ErrorKind;
    path.map(|Path(a)| a).map_err(|e| match &e {
        // Bytes that are no text are a bad request, whichever part.
        PathRejection::FailedToDeserializePathParams(inner)
            if matches!(inner.kind(), ErrorKind::InvalidUtf8InPathParam { .. }) =>
        {
            ApiError::bad_request(crate::error::quoted(&e.body_text()))
        }
        _ => ApiError::refused(
            ErrorCode::UnknownVariant,
            crate::error::quoted(&e.body_text()),
        ),
    })
}

#[derive(Debug, Deserialize)]
pub struct NextQuery {
    pub after: Option<String>,
}

/// `GET /api/puzzles/{variant}/next?after=ID`.
pub async fn next(
    path: Result<Path<PuzzleAddress>, PathRejection>,
    ApiQuery(query): ApiQuery<NextQuery>,
) -> Result<Json<PuzzleView>, ApiError> {
    let shelf = shelf_for(address(path)?.variant)?;
    let after = query.after.as_deref().filter(|a| !a.is_empty());
    shelf
        .next(after)
        .map(|p| Json(PuzzleView::from(p)))
        .ok_or_else(|| no_puzzle(after.unwrap_or("")))
}

/// `GET /api/puzzles/{variant}/{id}`.
pub async fn one(
    path: Result<Path<PuzzleAddress>, PathRejection>,
) -> Result<Json<PuzzleView>, ApiError> {
    let address = address(path)?;
    let id = address.id.unwrap_or_default();
    shelf_for(address.variant)?
        .get(&id)
        .map(|p| Json(PuzzleView::from(p)))
        .ok_or_else(|| no_puzzle(&id))
}

fn no_puzzle(id: &str) -> ApiError {
    ApiError::refused(
        ErrorCode::NoPuzzle,
        format!("no puzzle `{}`", crate::error::quoted(id)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use regalia_rules::AnyPosition;

    /// How many puzzles each shipped file holds at least.
    const SHIPPED_AT_LEAST: usize = 300;

    #[test]
    fn the_shipped_files_load_with_enough_puzzles() {
        let library = load().expect("the shipped puzzles load");
        for variant in VARIANTS {
            let shelf = library.shelf(variant).expect("a shelf per game");
            assert!(
                shelf.len() >= SHIPPED_AT_LEAST,
                "{}: {} puzzles",
                variant.name(),
                shelf.len()
            );
        }
    }

    fn verify_as<G: regalia_engine::Evaluate>(_game: &G, p: &FilePuzzle) -> Result<(), String> {
        regalia_engine::puzzle::verify::<G>(&p.fen, &p.moves, p.goal)
    }

    #[test]
    fn a_sample_of_the_shipped_puzzles_is_verified_again_by_the_engine() {
        const SAMPLE: usize = 12;
        let library = load().expect("the shipped puzzles load");
        for variant in VARIANTS {
            let shelf = library.shelf(variant).expect("a shelf per game");
            let step = (shelf.len() / SAMPLE).max(1);
            let game = AnyPosition::start(variant);
            for p in shelf.puzzles().iter().step_by(step).take(SAMPLE) {
                let checked = regalia_rules::dispatch!(&game, g => verify_as(g, p));
                assert_eq!(checked, Ok(()), "puzzle {} ({})", p.id, p.fen);
            }
        }
    }
}
