//! Drawing a [`Diagram`] as the site's board shows it: the squares, the
//! game's marks (King of the Hill's hill, Racing Kings' finish rank, as
//! web/src/style.css draws them), the last move, a king in check, the men,
//! and, when asked, the coordinates in the corner of the edge squares.
//! A board is drawn square by square, so a GIF redraws only the squares a
//! move changed.

use std::sync::Arc;

use regalia_rules::Variant;
use resvg::tiny_skia::{self, Pixmap, PixmapPaint, Transform};

use super::art::{svg, Art, Rgba, Sprites};
use super::diagram::Diagram;

/// How the board is seen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Look {
    /// Black at the bottom.
    pub flipped: bool,
    /// Files and ranks written in the edge squares.
    pub coords: bool,
}

/// The hill's and the finish rank's colours (web/src/style.css).
const HILL: Rgba = Rgba::new(192, 138, 30, 0.16);
const HILL_EDGE: Rgba = Rgba::new(192, 138, 30, 0.9);
const RACE: Rgba = Rgba::new(29, 92, 99, 0.16);
/// Coordinates: light ink on dark squares, dark ink on light ones.
const INK_ON_DARK: &str = "#f0d9b5";
const INK_ON_LIGHT: &str = "#8c6a4a";

/// Everything needed to draw boards of one game at one size and look.
pub struct Canvas {
    sprites: Arc<Sprites>,
    /// The squares with the game's marks.
    base: Pixmap,
    /// The coordinates over each square, by place on screen (row by row
    /// from the top left).
    coords: Vec<Option<Pixmap>>,
    flipped: bool,
}

/// A square's place on screen: column and row from the top left.
pub fn place(square: u8, flipped: bool) -> (u32, u32) {
    let (file, rank) = (u32::from(square % 8), u32::from(square / 8));
    if flipped {
        (7 - file, rank)
    } else {
        (file, 7 - rank)
    }
}

fn is_dark(square: u8) -> bool {
    (square % 8 + square / 8).is_multiple_of(2)
}

/// Lays `color` over every pixel of a rectangle for which `cover` gives a
/// share above 0 (the picture under it is opaque).
fn lay(
    pixmap: &mut Pixmap,
    (x0, y0, w, h): (u32, u32, u32, u32),
    color: Rgba,
    cover: impl Fn(u32, u32) -> f32,
) {
    let width = pixmap.width();
    let pixels = pixmap.pixels_mut();
    for y in y0..(y0 + h) {
        for x in x0..(x0 + w) {
            let share = cover(x - x0, y - y0) * color.a;
            if share <= 0.0 {
                continue;
            }
            let Some(p) = pixels.get_mut((y * width + x) as usize) else {
                continue;
            };
            let mix = |under: u8, over: u8| {
                (f32::from(under) * (1.0 - share) + f32::from(over) * share).round() as u8
            };
            if let Some(mixed) = tiny_skia::PremultipliedColorU8::from_rgba(
                mix(p.red(), color.r),
                mix(p.green(), color.g),
                mix(p.blue(), color.b),
                255,
            ) {
                *p = mixed;
            }
        }
    }
}

impl Canvas {
    pub fn new(variant: Variant, square: u32, look: Look) -> Canvas {
        let sprites = Sprites::of_size(square);
        let mut base = sprites.board.clone();
        let q = square;
        let side = 8 * q;
        match variant {
            Variant::KingOfTheHill => {
                // d4-e5: a tint inside a border of 3 CSS pixels.
                let (x0, y0, w) = (3 * q, 3 * q, 2 * q);
                let edge = (q / 25).max(2);
                lay(&mut base, (x0, y0, w, w), HILL, |_, _| 1.0);
                lay(&mut base, (x0, y0, w, w), HILL_EDGE, |x, y| {
                    let inner = x >= edge && y >= edge && x < w - edge && y < w - edge;
                    if inner {
                        0.0
                    } else {
                        1.0
                    }
                });
            }
            Variant::RacingKings => {
                // The finish rank, striped at 45 degrees (6 and 6 CSS pixels).
                let row = if look.flipped { side - q } else { 0 };
                let stripe = (q as f32 / 12.0).max(2.0);
                lay(&mut base, (0, row, side, q), RACE, |x, y| {
                    let t = (x as f32 + (q - y) as f32) / std::f32::consts::SQRT_2;
                    if t.rem_euclid(2.0 * stripe) < stripe {
                        1.0
                    } else {
                        0.0
                    }
                });
            }
            Variant::Chess | Variant::Lielow => {}
        }
        let coords = if look.coords {
            coordinates(q, look.flipped)
        } else {
            vec![None; 64]
        };
        Canvas {
            sprites,
            base,
            coords,
            flipped: look.flipped,
        }
    }

    /// The side of a square, in pixels.
    pub fn square(&self) -> u32 {
        self.sprites.square
    }

    /// The place of `square` on screen.
    pub fn place(&self, square: u8) -> (u32, u32) {
        place(square, self.flipped)
    }

    /// The whole board.
    pub fn draw(&self, diagram: &Diagram) -> Pixmap {
        let mut picture = self.base.clone();
        let q = self.square();
        for square in 0..64u8 {
            let (col, row) = self.place(square);
            self.draw_square(diagram, square, &mut picture, col * q, row * q);
        }
        picture
    }

    /// Draws `square` of `diagram` into `target` with its top left corner
    /// at (`x`, `y`).
    pub fn draw_square(&self, diagram: &Diagram, square: u8, target: &mut Pixmap, x: u32, y: u32) {
        let q = self.square();
        let (col, row) = self.place(square);
        // The square itself, from the base.
        let (from_width, to_width) = (self.base.width() as usize, target.width() as usize);
        let from = self.base.pixels();
        let (fx, fy) = ((col * q) as usize, (row * q) as usize);
        let to = target.pixels_mut();
        for line in 0..q as usize {
            let src = (fy + line) * from_width + fx;
            let dst = (y as usize + line) * to_width + x as usize;
            if let (Some(src), Some(dst)) = (
                from.get(src..src + q as usize),
                to.get_mut(dst..dst + q as usize),
            ) {
                dst.copy_from_slice(src);
            }
        }
        let art = Art::get();
        if diagram.lit(square) {
            lay(target, (x, y, q, q), art.last_move, |_, _| 1.0);
        }
        if diagram.check == Some(square) {
            // chessground's radial gradient: red at the centre, gone at
            // 89% of the way to a corner.
            let half = q as f32 / 2.0;
            let reach = half * std::f32::consts::SQRT_2;
            lay(target, (x, y, q, q), Rgba::new(231, 0, 0, 1.0), |px, py| {
                let d = ((px as f32 + 0.5 - half).hypot(py as f32 + 0.5 - half)) / reach;
                if d < 0.25 {
                    1.0
                } else {
                    (1.0 - (d - 0.25) / 0.64).clamp(0.0, 1.0)
                }
            });
        }
        let paint = PixmapPaint::default();
        if let Some(sprite) = diagram.men[usize::from(square)].and_then(|m| self.sprites.man(m)) {
            target.draw_pixmap(
                x as i32,
                y as i32,
                sprite.as_ref(),
                &paint,
                Transform::identity(),
                None,
            );
        }
        if let Some(Some(ink)) = self.coords.get((row * 8 + col) as usize) {
            target.draw_pixmap(
                x as i32,
                y as i32,
                ink.as_ref(),
                &paint,
                Transform::identity(),
                None,
            );
        }
    }
}

/// The coordinates as the site writes them (web/src/style.css): the rank
/// in the top left corner of the left column's squares, the file in the
/// bottom right corner of the bottom row's, bold, 2.6% of the board high.
fn coordinates(q: u32, flipped: bool) -> Vec<Option<Pixmap>> {
    let side = 8 * q;
    let w = side as f32;
    let (size, pad_x, pad_y) = (0.026 * w, 0.005 * w, 0.0035 * w);
    let mut texts = String::new();
    for n in 0..8u8 {
        // The rank on the left column and the file on the bottom row.
        let rank_square = if flipped { n * 8 + 7 } else { n * 8 };
        let (_, row) = place(rank_square, flipped);
        let ink = if is_dark(rank_square) {
            INK_ON_DARK
        } else {
            INK_ON_LIGHT
        };
        texts.push_str(&format!(
            r#"<text x="{x}" y="{y}" fill="{ink}">{label}</text>"#,
            x = pad_x,
            y = (row * q) as f32 + pad_y + 0.78 * size,
            label = char::from(b'1' + n),
        ));
        let file_square = if flipped { 56 + n } else { n };
        let (col, _) = place(file_square, flipped);
        let ink = if is_dark(file_square) {
            INK_ON_DARK
        } else {
            INK_ON_LIGHT
        };
        texts.push_str(&format!(
            r#"<text x="{x}" y="{y}" fill="{ink}" text-anchor="end">{label}</text>"#,
            x = ((col + 1) * q) as f32 - pad_x,
            y = w - pad_y - 0.22 * size,
            label = char::from(b'a' + n),
        ));
    }
    let layer = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{side}" height="{side}"><g font-family="DejaVu Sans" font-weight="700" font-size="{size}">{texts}</g></svg>"#
    );
    let mut ink = Pixmap::new(side, side).expect("a board of some pixels");
    if let Ok(tree) = svg(&layer) {
        resvg::render(&tree, Transform::identity(), &mut ink.as_mut());
    }
    (0..64u32)
        .map(|place| {
            let (col, row) = (place % 8, place / 8);
            let mut cut = Pixmap::new(q, q).expect("a square of some pixels");
            let mut any = false;
            let from = ink.pixels();
            let to = cut.pixels_mut();
            for line in 0..q {
                for x in 0..q {
                    let p = from[((row * q + line) * side + col * q + x) as usize];
                    any |= p.alpha() > 0;
                    to[(line * q + x) as usize] = p;
                }
            }
            any.then_some(cut)
        })
        .collect()
}

/// A board as a PNG picture, `square` pixels a square.
pub fn png(diagram: &Diagram, square: u32, look: Look) -> Vec<u8> {
    let canvas = Canvas::new(diagram.variant, square, look);
    canvas
        .draw(diagram)
        .encode_png()
        .expect("a picture in memory encodes")
}
