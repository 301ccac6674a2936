//! Text on paper, in the fonts the app embeds: which font draws each character, the runs that
//! makes, their order on a line read from the right, shaping (Arabic joins, Devanagari's
//! conjuncts), measuring and breaking a sentence into lines. The glyphs go into the PDF with
//! the characters they stand for, so the words stay text a teacher can select and search.

use std::collections::BTreeSet;
use std::ops::Range;
use std::sync::OnceLock;

use krilla::color::rgb;
use krilla::geom::Point;
use krilla::paint::Fill;
use krilla::surface::Surface;
use krilla::text::{Font, GlyphId, KrillaGlyph};
use unicode_bidi::{BidiInfo, Level};

use super::PrintError;
use crate::look::fonts;

/// What a run of text is: words in the regular or the bold face, or a picture (an emoji),
/// which the colour font draws first, as the app draws pictures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Regular,
    Bold,
    Picture,
}

/// Where a line stands against the x it is placed at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Centre,
    Right,
}

/// Every font the app embeds, in the order a character looks for one that draws it.
const ALL: [&[u8]; 14] = [
    fonts::ANDIKA,
    fonts::ANDIKA_BOLD,
    fonts::NASKH,
    fonts::NASKH_BOLD,
    fonts::SCRIPTS[0],
    fonts::SCRIPTS[1],
    fonts::SCRIPTS[2],
    fonts::SCRIPTS[3],
    fonts::SCRIPTS[4],
    fonts::SCRIPTS[5],
    fonts::SCRIPTS[6],
    fonts::SCRIPTS[7],
    fonts::SHAPES,
    fonts::EMOJI,
];
const EMOJI: usize = 13;
/// The fonts of each kind, by their place in [`ALL`], first choice first.
const REGULAR: [usize; 8] = [0, 2, 4, 6, 8, 10, 12, EMOJI];
const BOLD: [usize; 8] = [1, 3, 5, 7, 9, 11, 12, EMOJI];
const PICTURE: [usize; 8] = [EMOJI, 0, 2, 4, 6, 8, 10, 12];

/// The characters each font draws, read once: the emoji font's table is large.
fn coverage() -> &'static [BTreeSet<char>] {
    static COVERAGE: OnceLock<Vec<BTreeSet<char>>> = OnceLock::new();
    COVERAGE.get_or_init(|| ALL.iter().map(|font| fonts::drawn(font)).collect())
}

/// The marks that set a line's direction: they steer the order of the runs and are then
/// dropped, since no font has a glyph for them.
fn direction_mark(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

struct Face {
    font: Font,
    shaper: rustybuzz::Face<'static>,
    units: f32,
}

/// The embedded fonts, ready to shape and draw with.
pub struct Text {
    faces: Vec<Face>,
}

/// A line shaped and put in order from left to right, at a text size of 1.
pub struct Line {
    pieces: Vec<Piece>,
    /// Its width, in text sizes.
    pub width: f32,
}

/// A run of one font and one direction: its characters and their glyphs.
struct Piece {
    face: usize,
    text: String,
    glyphs: Vec<KrillaGlyph>,
    width: f32,
}

impl Text {
    pub fn new() -> Result<Text, PrintError> {
        let faces = ALL
            .iter()
            .map(|&data| {
                let font = Font::new(data.into(), 0).ok_or(PrintError::Font)?;
                let shaper = rustybuzz::Face::from_slice(data, 0).ok_or(PrintError::Font)?;
                let units = shaper.units_per_em() as f32;
                Ok(Face {
                    font,
                    shaper,
                    units,
                })
            })
            .collect::<Result<_, PrintError>>()?;
        Ok(Text { faces })
    }

    /// `text` shaped as one line, its runs from left to right; `rtl` when the paragraph is
    /// read from the right (Arabic, Persian, Hebrew pages), so a line that starts with a
    /// number or a name still starts at the right.
    pub fn line(&self, text: &str, kind: Kind, rtl: bool) -> Line {
        let base = if rtl { Level::rtl() } else { Level::ltr() };
        let bidi = BidiInfo::new(text, Some(base));
        let mut pieces = Vec::new();
        for paragraph in &bidi.paragraphs {
            let (levels, runs) = bidi.visual_runs(paragraph, paragraph.range.clone());
            for run in runs {
                let backwards = levels[run.start].is_rtl();
                let mut fonts = self.font_runs(&text[run], kind, backwards);
                if backwards {
                    fonts.reverse();
                }
                pieces.extend(fonts);
            }
        }
        let width = pieces.iter().map(|piece| piece.width).sum();
        Line { pieces, width }
    }

    /// The width of `text` at `size`.
    pub fn width(&self, text: &str, kind: Kind, size: f32) -> f32 {
        self.line(text, kind, false).width * size
    }

    /// Draws `line` at `size` in `colour`, its baseline at `y`, standing against `x` as
    /// `align` says.
    #[allow(clippy::too_many_arguments)]
    pub fn draw(
        &self,
        surface: &mut Surface,
        line: &Line,
        size: f32,
        colour: rgb::Color,
        x: f32,
        y: f32,
        align: Align,
    ) {
        let mut left = match align {
            Align::Left => x,
            Align::Centre => x - line.width * size / 2.0,
            Align::Right => x - line.width * size,
        };
        surface.set_fill(Some(Fill {
            paint: colour.into(),
            ..Fill::default()
        }));
        for piece in &line.pieces {
            let face = &self.faces[piece.face];
            surface.draw_glyphs(
                Point::from_xy(left, y),
                &piece.glyphs,
                face.font.clone(),
                &piece.text,
                size,
                false,
            );
            left += piece.width * size;
        }
    }

    /// Shapes and draws `text` in one go.
    #[allow(clippy::too_many_arguments)]
    pub fn put(
        &self,
        surface: &mut Surface,
        text: &str,
        kind: Kind,
        rtl: bool,
        size: f32,
        colour: rgb::Color,
        (x, y): (f32, f32),
        align: Align,
    ) {
        let line = self.line(text, kind, rtl);
        self.draw(surface, &line, size, colour, x, y, align);
    }

    /// The largest size up to `largest` at which `text` fits `width`: a long word shrinks
    /// rather than spill over its card, as on screen.
    pub fn fitted(&self, text: &str, kind: Kind, width: f32, largest: f32) -> f32 {
        let natural = self.line(text, kind, false).width;
        match natural > 0.0 {
            true => largest.min(width / natural),
            false => largest,
        }
    }

    /// `text` split where the font that draws it changes, each part shaped: in `backwards`
    /// (right-to-left) order within itself when the run reads from the right.
    fn font_runs(&self, text: &str, kind: Kind, backwards: bool) -> Vec<Piece> {
        let order: &[usize] = match kind {
            Kind::Regular => &REGULAR,
            Kind::Bold => &BOLD,
            Kind::Picture => &PICTURE,
        };
        let coverage = coverage();
        let pick = |c: char| {
            order
                .iter()
                .copied()
                .find(|&font| coverage[font].contains(&c))
                .unwrap_or(order[0])
        };
        // Marks, joiners, selectors and spaces go with the run they stand in.
        let first = text
            .chars()
            .find(|&c| !fonts::shaping(c))
            .map_or(order[0], pick);
        let mut runs: Vec<(usize, String)> = Vec::new();
        let mut current = first;
        let mut part = String::new();
        for c in text.chars() {
            if direction_mark(c) {
                continue;
            }
            // A space the run's font lacks (the Japanese font has none) comes from one that
            // has it, or it would print as an empty box.
            let stays = fonts::shaping(c) && (!c.is_whitespace() || coverage[current].contains(&c));
            let font = match stays {
                true => current,
                false => pick(c),
            };
            if font != current && !part.is_empty() {
                runs.push((current, std::mem::take(&mut part)));
            }
            current = font;
            part.push(c);
        }
        if !part.is_empty() {
            runs.push((current, part));
        }
        runs.into_iter()
            .map(|(face, text)| self.shape(face, text, backwards))
            .collect()
    }

    fn shape(&self, face: usize, text: String, backwards: bool) -> Piece {
        let shaper = &self.faces[face];
        let mut buffer = rustybuzz::UnicodeBuffer::new();
        buffer.push_str(&text);
        buffer.guess_segment_properties();
        buffer.set_direction(match backwards {
            true => rustybuzz::Direction::RightToLeft,
            false => rustybuzz::Direction::LeftToRight,
        });
        let shaped = rustybuzz::shape(&shaper.shaper, &[], buffer);
        let starts: BTreeSet<usize> = shaped
            .glyph_infos()
            .iter()
            .map(|info| info.cluster as usize)
            .collect();
        // Each glyph stands for its cluster's characters: from its start to the next start.
        let cluster = |start: usize| -> Range<usize> {
            let end = starts
                .range(start + 1..)
                .next()
                .copied()
                .unwrap_or(text.len());
            start..end
        };
        let units = shaper.units;
        let glyphs: Vec<KrillaGlyph> = shaped
            .glyph_infos()
            .iter()
            .zip(shaped.glyph_positions())
            .map(|(info, at)| {
                KrillaGlyph::new(
                    GlyphId::new(info.glyph_id),
                    at.x_advance as f32 / units,
                    at.x_offset as f32 / units,
                    at.y_offset as f32 / units,
                    at.y_advance as f32 / units,
                    cluster(info.cluster as usize),
                    None,
                )
            })
            .collect();
        let width = glyphs.iter().map(|glyph| glyph.x_advance).sum();
        Piece {
            face,
            text,
            glyphs,
            width,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_script_finds_its_font_and_pictures_the_colour_font() {
        let text = Text::new().unwrap();
        let faces = |line: &Line| line.pieces.iter().map(|p| p.face).collect::<Vec<_>>();
        assert_eq!(faces(&text.line("cat", Kind::Regular, false)), [0]);
        assert_eq!(faces(&text.line("قطة", Kind::Regular, true)), [2]);
        assert_eq!(faces(&text.line("ねこ", Kind::Bold, false)), [11]);
        // The Japanese font has no space: a space between kana comes from Andika.
        assert_eq!(
            faces(&text.line("ね こ", Kind::Regular, false)),
            [10, 0, 10]
        );
        assert_eq!(faces(&text.line("🐱", Kind::Picture, false)), [EMOJI]);
        // A star corner and a team's shape come from the shapes font.
        assert_eq!(faces(&text.line("★", Kind::Regular, false)), [12]);
    }

    #[test]
    fn a_line_read_from_the_right_puts_its_first_words_on_the_right() {
        let text = Text::new().unwrap();
        // "cat" then an Arabic word, on a right-to-left page: the Latin word is on the right.
        let line = text.line("cat قطة", Kind::Regular, true);
        let order: Vec<&str> = line.pieces.iter().map(|p| p.text.trim()).collect();
        assert_eq!(order, ["قطة", "cat"]);
        let line = text.line("cat قطة", Kind::Regular, false);
        let order: Vec<&str> = line.pieces.iter().map(|p| p.text.trim()).collect();
        assert_eq!(order.first(), Some(&"cat"));
    }

    #[test]
    fn arabic_letters_join() {
        let text = Text::new().unwrap();
        // Joined, the word's letters take their connected forms: other glyphs than alone.
        let alone: Vec<u32> = "ق ط ة"
            .split(' ')
            .map(|c| {
                text.line(c, Kind::Regular, true).pieces[0].glyphs[0]
                    .glyph_id
                    .to_u32()
            })
            .collect();
        let word = text.line("قطة", Kind::Regular, true);
        let joined: Vec<u32> = word.pieces[0]
            .glyphs
            .iter()
            .map(|g| g.glyph_id.to_u32())
            .collect();
        assert_eq!(joined.len(), 3);
        assert!(joined.iter().any(|g| !alone.contains(g)), "{joined:?}");
    }
}
