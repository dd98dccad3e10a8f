//! The pictures boards are drawn with, the very ones the pages show:
//! web/build.mjs writes them to `web/dist/art.json` from chessgroundx's
//! board and cburnett pieces and Lielow's stack art (web/lielow-art.mjs),
//! and the binary embeds that file. They are read once, and drawn at each
//! square size once ([`Sprites::of_size`]).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use resvg::tiny_skia::{self, Pixmap};
use resvg::usvg;
use serde::Deserialize;

use super::diagram::Man;

const ART: &str = include!(concat!(env!("OUT_DIR"), "/art.rs"));

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ArtFile {
    light: String,
    board: String,
    last_move: String,
    chess: HashMap<String, String>,
    stacks: HashMap<String, String>,
}

/// A colour, not premultiplied.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rgba {
    pub r: u8,
    pub g: u8,
    pub b: u8,
    pub a: f32,
}

impl Rgba {
    pub const fn new(r: u8, g: u8, b: u8, a: f32) -> Rgba {
        Rgba { r, g, b, a }
    }

    /// `#rrggbb` or `rgba(r, g, b, a)`, as the board's CSS writes them.
    fn parse(text: &str) -> Option<Rgba> {
        if let Some(hex) = text.strip_prefix('#').filter(|h| h.len() == 6) {
            let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
            return Some(Rgba::new(byte(0)?, byte(2)?, byte(4)?, 1.0));
        }
        let inside = text.strip_prefix("rgba(")?.strip_suffix(')')?;
        let parts: Vec<&str> = inside.split(',').map(str::trim).collect();
        match parts[..] {
            [r, g, b, a] => Some(Rgba::new(
                r.parse().ok()?,
                g.parse().ok()?,
                b.parse().ok()?,
                a.parse().ok()?,
            )),
            _ => None,
        }
    }
}

/// The art, read and parsed.
pub struct Art {
    /// The light squares' colour (the board's background).
    pub light: Rgba,
    /// Over the squares of the last move.
    pub last_move: Rgba,
    board: usvg::Tree,
    men: HashMap<Man, usvg::Tree>,
}

/// The fonts text is drawn with (the stacks' heights, coordinates, names):
/// DejaVu Sans, embedded, so a picture looks the same on every machine.
pub fn fonts() -> Arc<usvg::fontdb::Database> {
    static FONTS: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut db = usvg::fontdb::Database::new();
            db.load_font_data(dejavu::sans::regular().to_vec());
            db.load_font_data(dejavu::sans::bold().to_vec());
            db.set_sans_serif_family("DejaVu Sans");
            Arc::new(db)
        })
        .clone()
}

/// Reads an SVG with the embedded fonts.
pub fn svg(text: &str) -> Result<usvg::Tree, usvg::Error> {
    let options = usvg::Options {
        fontdb: fonts(),
        font_family: "DejaVu Sans".into(),
        ..usvg::Options::default()
    };
    usvg::Tree::from_str(text, &options)
}

impl Art {
    /// The art embedded in the binary.
    pub fn get() -> &'static Art {
        static ART_READ: OnceLock<Art> = OnceLock::new();
        ART_READ.get_or_init(|| Art::read(ART).expect("web/build.mjs writes valid art.json"))
    }

    fn read(text: &str) -> Result<Art, String> {
        let file: ArtFile = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let tree = |text: &str| svg(text).map_err(|e| e.to_string());
        let mut men = HashMap::new();
        for white in [true, false] {
            let color = if white { "white" } else { "black" };
            for role in ['p', 'n', 'b', 'r', 'q', 'k'] {
                let art = file
                    .chess
                    .get(&format!("{color}-{role}"))
                    .ok_or_else(|| format!("no {color} {role}"))?;
                men.insert(Man::Piece { white, role }, tree(art)?);
            }
            for height in 1..=8u8 {
                for crowned in [false, true] {
                    let key = format!("{color}-{height}{}", if crowned { "-crowned" } else { "" });
                    let art = file.stacks.get(&key).ok_or_else(|| format!("no {key}"))?;
                    let man = Man::Stack {
                        white,
                        height,
                        crowned,
                    };
                    men.insert(man, tree(art)?);
                }
            }
        }
        Ok(Art {
            light: Rgba::parse(&file.light).ok_or("the light colour")?,
            last_move: Rgba::parse(&file.last_move).ok_or("the last-move colour")?,
            board: tree(&file.board)?,
            men,
        })
    }
}

/// The art drawn for one square size: the board's squares and every man.
pub struct Sprites {
    /// The side of a square, in pixels.
    pub square: u32,
    /// The eight by eight squares, a1 dark at the bottom left.
    pub board: Pixmap,
    men: HashMap<Man, Pixmap>,
}

/// A tree drawn into a new `side` by `side` picture (transparent around).
fn draw_tree(tree: &usvg::Tree, side: u32) -> Pixmap {
    let mut pixmap = Pixmap::new(side.max(1), side.max(1)).expect("a picture of some pixels");
    let size = tree.size();
    let scale = side as f32 / size.width().max(size.height());
    resvg::render(
        tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap
}

impl Sprites {
    /// The art at `square` pixels a square, drawn once per size.
    pub fn of_size(square: u32) -> Arc<Sprites> {
        static DRAWN: OnceLock<Mutex<HashMap<u32, Arc<Sprites>>>> = OnceLock::new();
        let drawn = DRAWN.get_or_init(Default::default);
        if let Some(sprites) = drawn.lock().unwrap_or_else(|e| e.into_inner()).get(&square) {
            return sprites.clone();
        }
        let art = Art::get();
        let mut board = Pixmap::new(8 * square, 8 * square).expect("a board of some pixels");
        let light = art.light;
        board.fill(tiny_skia::Color::from_rgba8(light.r, light.g, light.b, 255));
        let squares = draw_tree(&art.board, 8 * square);
        board.draw_pixmap(
            0,
            0,
            squares.as_ref(),
            &tiny_skia::PixmapPaint::default(),
            tiny_skia::Transform::identity(),
            None,
        );
        let men = art
            .men
            .iter()
            .map(|(man, tree)| (*man, draw_tree(tree, square)))
            .collect();
        let sprites = Arc::new(Sprites { square, board, men });
        drawn
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(square, sprites.clone());
        sprites
    }

    /// The picture of a man at this size.
    pub fn man(&self, man: Man) -> Option<&Pixmap> {
        self.men.get(&man)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_art_has_every_man_and_the_boards_colours() {
        let art = Art::get();
        assert_eq!(art.men.len(), 12 + 32);
        assert_eq!(art.light, Rgba::new(0xf0, 0xd9, 0xb5, 1.0));
        assert_eq!(art.last_move, Rgba::new(155, 199, 0, 0.41));
    }

    #[test]
    fn a_stack_shows_its_height_in_ink() {
        // The height is text: drawn only when the embedded font is found.
        // The top disc of a white stack of 1 holds dark ink pixels.
        let sprites = Sprites::of_size(90);
        let stack = sprites
            .man(Man::Stack {
                white: true,
                height: 1,
                crowned: false,
            })
            .expect("drawn");
        let dark = stack
            .pixels()
            .iter()
            .filter(|p| p.alpha() == 255 && p.red() < 80 && p.green() < 70)
            .count();
        assert!(dark > 60, "the height's ink: {dark} pixels");
    }
}
