//! Text on paper, in the fonts the app embeds: which font draws each character, the runs that
//! makes, their order on a line read from the right, shaping (Arabic joins, Devanagari's
//! conjuncts), measuring and breaking a sentence into lines. The glyphs go into the PDF with
//! the characters they stand for, so the words stay text a teacher can select and search.

use std::collections::BTreeSet;
use std::ops::Range;

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

/// Every font the app draws with, in the order a character looks for one that draws it:
/// Andika, the script fonts (Naskh first), the shapes, the pictures. A script font that has
/// not come (the browser's build, before a language written in it was used) is empty.
fn all() -> Vec<&'static [u8]> {
    let mut all = vec![fonts::ANDIKA, fonts::ANDIKA_BOLD];
    all.extend(fonts::script_fonts());
    all.extend([fonts::SHAPES, fonts::EMOJI]);
    all
}
const SHAPES: usize = 2 + fonts::SCRIPT_FILES.len();
const EMOJI: usize = SHAPES + 1;
/// The fonts of each kind, by their place in [`all`], first choice first: the regular files
/// are the even places, the bold the odd ones.
fn order(kind: Kind) -> Vec<usize> {
    let text = |first: usize| (first..SHAPES).step_by(2).chain([SHAPES, EMOJI]);
    match kind {
        Kind::Regular => text(0).collect(),
        Kind::Bold => text(1).collect(),
        Kind::Picture => [EMOJI]
            .into_iter()
            .chain((0..SHAPES).step_by(2))
            .chain([SHAPES])
            .collect(),
    }
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

/// The fonts, ready to shape and draw with, and the characters each draws.
pub struct Text {
    faces: Vec<Face>,
    coverage: Vec<BTreeSet<char>>,
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
        let all = all();
        // A font that has not come draws nothing: its place is held by Andika, never chosen.
        let coverage = all.iter().map(|font| fonts::drawn(font)).collect();
        let faces = all
            .iter()
            .map(|&data| {
                let data = match data.is_empty() {
                    true => fonts::ANDIKA,
                    false => data,
                };
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
        Ok(Text { faces, coverage })
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
        let order = order(kind);
        let coverage = &self.coverage;
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
        assert_eq!(faces(&text.line("★", Kind::Regular, false)), [SHAPES]);
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
