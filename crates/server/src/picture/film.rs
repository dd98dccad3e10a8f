//! A finished game as an animated GIF: the start, one frame per move and a
//! last frame with the result, the players' names in a bar above (Black)
//! and below (White) the board, as lichess's lila-gif does. One palette
//! for the whole GIF, made once from the art itself; after the first
//! frame each frame holds only the rectangle of squares that changed, the
//! unchanged squares in it transparent, so a move costs a few squares.

use std::borrow::Cow;
use std::sync::OnceLock;

use regalia_rules::Variant;
use resvg::tiny_skia::{Pixmap, Transform};

use super::art::{svg, Sprites};
use super::diagram::{Diagram, Man};
use super::draw::{Canvas, Look};
use crate::site::layout::esc;

/// The side of a square in GIFs (a board of 720 pixels, as lila-gif's).
pub const GIF_SQUARE: u32 = 90;
/// The palette index that stands for "unchanged".
const CLEAR: u8 = 255;
/// Hundredths of a second: the start, each move, the result.
const FIRST_DELAY: u16 = 100;
const MOVE_DELAY: u16 = 60;
const RESULT_DELAY: u16 = 300;

const BAR_FILL: &str = "#262421";
const BAR_INK: &str = "#e8e6e3";

/// What a GIF shows: the positions from the start, the players' names,
/// and the result (`1`, `0`, `½` for White and Black) for the last frame.
pub struct Film {
    pub variant: Variant,
    pub positions: Vec<Diagram>,
    pub white: String,
    pub black: String,
    pub score: Option<(String, String)>,
}

/// The palette (255 colours and "unchanged") and the index of every colour
/// (6 bits a channel).
struct Palette {
    rgb: Vec<u8>,
    index: Vec<u8>,
}

fn key(r: u8, g: u8, b: u8) -> usize {
    (usize::from(r >> 2) << 12) | (usize::from(g >> 2) << 6) | usize::from(b >> 2)
}

impl Palette {
    fn get() -> &'static Palette {
        static PALETTE: OnceLock<Palette> = OnceLock::new();
        PALETTE.get_or_init(Palette::learn)
    }

    /// Learnt (NeuQuant) from what frames are made of: every man over each
    /// kind of square, the games' marks, a king in check, a bar of text.
    fn learn() -> Palette {
        let mut sample: Vec<u8> = Vec::new();
        let mut take = |p: &Pixmap| {
            for c in p.pixels() {
                let c = c.demultiply();
                sample.extend_from_slice(&[c.red(), c.green(), c.blue(), 255]);
            }
        };
        let q = GIF_SQUARE;
        let sprites = Sprites::of_size(q);
        let look = Look::default();
        for variant in [Variant::KingOfTheHill, Variant::RacingKings] {
            let canvas = Canvas::new(variant, q, look);
            take(&canvas.draw(&Diagram::empty(variant)));
        }
        let canvas = Canvas::new(Variant::Chess, q, look);
        let mut square = Pixmap::new(q, q).expect("a square of some pixels");
        let mut men: Vec<Man> = Vec::new();
        for white in [true, false] {
            men.extend("pnbrqk".chars().map(|role| Man::Piece { white, role }));
            for height in 1..=8 {
                for crowned in [false, true] {
                    men.push(Man::Stack {
                        white,
                        height,
                        crowned,
                    });
                }
            }
        }
        for man in men.into_iter().filter(|m| sprites.man(*m).is_some()) {
            // a1 and b1, dark and light, lit and not.
            for (at, lit) in [(0u8, false), (1, false), (0, true), (1, true)] {
                let mut d = Diagram::empty(Variant::Chess);
                d.men[usize::from(at)] = Some(man);
                if lit {
                    d.last = [Some(at), None];
                }
                canvas.draw_square(&d, at, &mut square, 0, 0);
                take(&square);
            }
        }
        let mut d = Diagram::empty(Variant::Chess);
        d.check = Some(4);
        canvas.draw_square(&d, 4, &mut square, 0, 0);
        take(&square);
        take(&bar(
            8 * q,
            "Abcdefghijklmnopqrstuvwxyz 1500? ½",
            Some("½"),
            true,
        ));
        let quant = color_quant::NeuQuant::new(10, 255, &sample);
        let mut rgb = quant.color_map_rgb();
        rgb.resize(256 * 3, 0);
        let mut index = vec![0u8; 1 << 18];
        for (i, slot) in index.iter_mut().enumerate() {
            let channel = |shift: usize| (((i >> shift) & 63) << 2 | 2) as u8;
            let found = quant.index_of(&[channel(12), channel(6), channel(0), 255]);
            *slot = u8::try_from(found).unwrap_or(0).min(CLEAR - 1);
        }
        Palette { rgb, index }
    }

    /// The indices of a picture's pixels, written into `out` (of width
    /// `out_width`) at (`x`, `y`).
    fn map(&self, picture: &Pixmap, out: &mut [u8], out_width: u32, x: u32, y: u32) {
        let width = picture.width();
        for (n, p) in picture.pixels().iter().enumerate() {
            let (px, py) = (n as u32 % width, n as u32 / width);
            let at = ((y + py) * out_width + x + px) as usize;
            if let Some(slot) = out.get_mut(at) {
                let c = p.demultiply();
                *slot = self.index[key(c.red(), c.green(), c.blue())];
            }
        }
    }
}

/// The bar of one player: their colour, their name, and at the end the
/// score when the game is over.
fn bar(width: u32, name: &str, score: Option<&str>, white: bool) -> Pixmap {
    let height = bar_height(width / 8);
    let h = height as f32;
    let size = h * 0.46;
    let disc = if white { "#ffffff" } else { "#000000" };
    let score = score.map_or(String::new(), |s| {
        format!(
            r#"<text x="{x}" y="{y}" text-anchor="end" font-weight="700" fill="{BAR_INK}">{s}</text>"#,
            x = width as f32 - h * 0.4,
            y = h * 0.66,
            s = esc(s),
        )
    });
    let text = format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}"><rect width="{width}" height="{height}" fill="{BAR_FILL}"/><circle cx="{cx}" cy="{cy}" r="{r}" fill="{disc}" stroke="#888888" stroke-width="1.5"/><g font-family="DejaVu Sans" font-size="{size}"><text x="{tx}" y="{ty}" fill="{BAR_INK}">{name}</text>{score}</g></svg>"##,
        cx = h * 0.5,
        cy = h * 0.5,
        r = h * 0.22,
        tx = h * 0.95,
        ty = h * 0.66,
        name = esc(name),
    );
    let mut pixmap = Pixmap::new(width, height).expect("a bar of some pixels");
    if let Ok(tree) = svg(&text) {
        resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
    }
    pixmap
}

fn bar_height(square: u32) -> u32 {
    square * 5 / 9
}

/// What one square shows, to tell which squares a move changed.
fn shown(d: &Diagram, square: u8) -> (Option<Man>, bool, bool) {
    (
        d.men[usize::from(square)],
        d.lit(square),
        d.check == Some(square),
    )
}

/// Counts what [`gif`] made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Made {
    pub frames: usize,
}

/// The film as a GIF, and how many frames it has.
pub fn gif(film: &Film) -> (Vec<u8>, Made) {
    let q = GIF_SQUARE;
    let palette = Palette::get();
    let canvas = Canvas::new(film.variant, q, Look::default());
    let side = 8 * q;
    let bar_h = bar_height(q);
    let (width, height) = (side, side + 2 * bar_h);
    let mut out = Vec::new();
    let mut frames = 0;
    {
        let mut encoder = gif::Encoder::new(&mut out, width as u16, height as u16, &palette.rgb)
            .expect("writing to memory cannot fail");
        let _ = encoder.set_repeat(gif::Repeat::Infinite);
        let mut write = |left: u32, top: u32, w: u32, h: u32, buffer: Vec<u8>, delay: u16| {
            let frame = gif::Frame {
                left: left as u16,
                top: top as u16,
                width: w as u16,
                height: h as u16,
                buffer: Cow::Owned(buffer),
                delay,
                transparent: Some(CLEAR),
                dispose: gif::DisposalMethod::Keep,
                ..gif::Frame::default()
            };
            if encoder.write_frame(&frame).is_ok() {
                frames += 1;
            }
        };
        let Some(first) = film.positions.first() else {
            return (Vec::new(), Made { frames: 0 });
        };
        // The whole first frame.
        let mut whole = vec![CLEAR; (width * height) as usize];
        palette.map(
            &bar(side, &film.black, None, false),
            &mut whole,
            width,
            0,
            0,
        );
        palette.map(&canvas.draw(first), &mut whole, width, 0, bar_h);
        palette.map(
            &bar(side, &film.white, None, true),
            &mut whole,
            width,
            0,
            bar_h + side,
        );
        write(0, 0, width, height, whole, FIRST_DELAY);
        // Each move: the rectangle of the squares it changed.
        let mut scratch = Pixmap::new(q, q).expect("a square of some pixels");
        for pair in film.positions.windows(2) {
            let (before, after) = (&pair[0], &pair[1]);
            let changed: Vec<u8> = (0..64u8)
                .filter(|&s| shown(before, s) != shown(after, s))
                .collect();
            let places: Vec<(u32, u32)> = changed.iter().map(|&s| canvas.place(s)).collect();
            let (Some(c0), Some(c1), Some(r0), Some(r1)) = (
                places.iter().map(|p| p.0).min(),
                places.iter().map(|p| p.0).max(),
                places.iter().map(|p| p.1).min(),
                places.iter().map(|p| p.1).max(),
            ) else {
                // Nothing to see changed: the same picture, one pixel.
                write(0, bar_h, 1, 1, vec![CLEAR], MOVE_DELAY);
                continue;
            };
            let (w, h) = ((c1 - c0 + 1) * q, (r1 - r0 + 1) * q);
            let mut part = vec![CLEAR; (w * h) as usize];
            for (&square, &(col, row)) in changed.iter().zip(&places) {
                canvas.draw_square(after, square, &mut scratch, 0, 0);
                palette.map(&scratch, &mut part, w, (col - c0) * q, (row - r0) * q);
            }
            write(c0 * q, bar_h + r0 * q, w, h, part, MOVE_DELAY);
        }
        // The result, in both bars.
        if let Some((white_score, black_score)) = &film.score {
            let mut bars = vec![CLEAR; (width * height) as usize];
            let black = bar(side, &film.black, Some(black_score), false);
            palette.map(&black, &mut bars, width, 0, 0);
            let white = bar(side, &film.white, Some(white_score), true);
            palette.map(&white, &mut bars, width, 0, bar_h + side);
            write(0, 0, width, height, bars, RESULT_DELAY);
        }
    }
    (out, Made { frames })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use regalia_rules::AnyPosition;

    /// A game of `plies` random moves of `variant` that never ends it.
    fn random_game(variant: Variant, plies: usize, seed: u64) -> Vec<Diagram> {
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let mut position = AnyPosition::start(variant);
        let read = |p: &AnyPosition, last: Option<&str>| {
            Diagram::read(variant, &p.to_fen())
                .expect("a position the rules wrote reads")
                .with_last_move(last)
        };
        let mut positions = vec![read(&position, None)];
        for _ in 0..plies {
            let moves: Vec<_> = position
                .legal_moves()
                .into_iter()
                .filter(|m| {
                    let mut next = position.clone();
                    next.play_uci(&m.uci).is_ok() && next.outcome().is_none()
                })
                .collect();
            if moves.is_empty() {
                break;
            }
            let m = &moves[rng.gen_range(0..moves.len())];
            position.play_uci(&m.uci).expect("a legal move plays");
            positions.push(read(&position, Some(&m.uci)));
        }
        positions
    }

    fn film(variant: Variant, plies: usize) -> Film {
        Film {
            variant,
            positions: random_game(variant, plies, 7),
            white: "Alice (1500?)".into(),
            black: "Bob (1500?)".into(),
            score: Some(("1".into(), "0".into())),
        }
    }

    #[test]
    fn a_gif_has_a_frame_for_the_start_each_move_and_the_result() {
        for variant in Variant::ALL {
            let film = film(variant, 12);
            let moves = film.positions.len() - 1;
            let (bytes, made) = gif(&film);
            assert_eq!(made.frames, moves + 2, "{variant}");
            let decoder = gif::DecodeOptions::new()
                .read_info(bytes.as_slice())
                .expect("a GIF");
            assert_eq!((decoder.width(), decoder.height()), (720, 820));
            assert_eq!(decoder.into_iter().count(), moves + 2, "{variant}");
        }
    }

    /// The figures of a 90-ply game (lichess's lila-gif: 93 frames, 348
    /// KiB, about 60 ms): `cargo test --release -p regalia-server --lib
    /// gif_figures -- --ignored --nocapture`.
    #[test]
    #[ignore = "a measurement, run by hand in release"]
    fn gif_figures_of_a_ninety_ply_game() {
        for variant in Variant::ALL {
            let film = film(variant, 90);
            let _ = gif(&film); // the palette and the art, once
            let runs = 5;
            let started = std::time::Instant::now();
            let mut out = (Vec::new(), Made { frames: 0 });
            for _ in 0..runs {
                out = gif(&film);
            }
            let ms = started.elapsed().as_secs_f64() * 1000.0 / f64::from(runs);
            println!(
                "{variant}: {} plies, {} frames, {} bytes ({:.0} KiB), {ms:.1} ms",
                film.positions.len() - 1,
                out.1.frames,
                out.0.len(),
                out.0.len() as f64 / 1024.0
            );
        }
    }
}
