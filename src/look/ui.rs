//! What every view is drawn with: how large a design unit is in this window, and the language.
//!
//! Every size on screen is written in units of a window [`DESIGN_HEIGHT`] tall
//! ([`style::size`](super::style::size)) and turned into pixels here, with a [`Scale`] that is a
//! pure function of the window's size and the teacher's zoom. The app asks iced for no scale
//! of its own: the window's size reaches the views through the layout itself
//! ([`App::view`](super::App::view) starts with a `responsive`), so each frame is laid out for
//! the size it is drawn at, however the window got there, and nothing is fed back.

use iced::widget::{Text, text};
use iced::{Padding, Pixels, Size};

use super::decoded::Pictures;
use super::i18n::Words;
use crate::data::Switches;

/// The window's height in the app's own units: every size on screen is drawn for a window this
/// tall and scaled to the real one, so at 720p, 1080p and 4K the banner, the hand and the
/// buttons keep the same share of the screen as the board.
pub const DESIGN_HEIGHT: f32 = 900.0;

/// The smallest scale: a window a tenth of the design's height still lays out.
const SMALLEST: f32 = 0.1;

/// How many of the window's pixels one design unit is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scale(f32);

impl Scale {
    /// The scale for a window of `size` (in the system's own pixels, as iced lays it out)
    /// with the teacher's `zoom`: the height decides, so the board and the side keep their
    /// share of a wide or a narrow window alike.
    pub fn for_window(size: Size, zoom: f32) -> Scale {
        Scale((size.height / DESIGN_HEIGHT * zoom).max(SMALLEST))
    }

    /// One unit, one pixel: for tests and pictures that are not in a window.
    pub const ONE: Scale = Scale(1.0);

    /// How many pixels one unit is.
    pub fn factor(self) -> f32 {
        self.0
    }

    /// `units` in pixels.
    pub fn px(self, units: f32) -> f32 {
        units * self.0
    }

    /// A size in pixels, in units.
    pub fn units(self, size: Size) -> Size {
        Size::new(size.width / self.0, size.height / self.0)
    }
}

/// A view's tools: the scale and the words of the language in use, handed down from the app.
#[derive(Clone, Copy)]
pub struct Ui<'a> {
    pub scale: Scale,
    pub words: &'a Words,
    /// A teacher's picture files, as far as they are decoded.
    pub pictures: &'a Pictures,
    /// Sound, voice and motion as the settings have them: the teacher's panel shows them, and
    /// nothing moves where motion is off.
    pub switches: Switches,
}

impl<'a> Ui<'a> {
    pub fn new(scale: Scale, words: &'a Words) -> Ui<'a> {
        Ui {
            scale,
            words,
            pictures: Pictures::none(),
            switches: Switches::default(),
        }
    }

    /// The same, with the app's switches.
    pub fn with_switches(self, switches: Switches) -> Ui<'a> {
        Ui { switches, ..self }
    }

    /// The same, drawing a teacher's picture files from `pictures`.
    pub fn with_pictures(self, pictures: &'a Pictures) -> Ui<'a> {
        Ui { pictures, ..self }
    }

    /// `units` in pixels.
    pub fn px(self, units: f32) -> f32 {
        self.scale.px(units)
    }

    /// Padding of `[vertical, horizontal]` units (or one number all round, `[n, n]`).
    pub fn pad(self, [vertical, horizontal]: [f32; 2]) -> Padding {
        Padding::from([self.px(vertical), self.px(horizontal)])
    }

    /// Text of `size` units.
    pub fn text<'t>(self, content: impl text::IntoFragment<'t>, size: f32) -> Text<'t> {
        text(content).size(Pixels(self.px(size)))
    }

    /// Whether the language in use is written from right to left: the window is mirrored.
    pub fn right_to_left(self) -> bool {
        self.words.right_to_left()
    }

    /// Where a line starts in the language in use: the left, or the right.
    pub fn start(self) -> iced::Alignment {
        match self.right_to_left() {
            true => iced::Alignment::End,
            false => iced::Alignment::Start,
        }
    }
}

impl AsRef<Words> for Ui<'_> {
    fn as_ref(&self) -> &Words {
        self.words
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scale_is_the_window_height_over_the_design_height_times_the_zoom() {
        let hd = Scale::for_window(Size::new(1280.0, 720.0), 1.0);
        let full_hd = Scale::for_window(Size::new(1920.0, 1080.0), 1.0);
        let uhd = Scale::for_window(Size::new(3840.0, 2160.0), 1.0);
        assert_eq!(hd.px(DESIGN_HEIGHT), 720.0);
        assert_eq!(full_hd.px(DESIGN_HEIGHT), 1080.0);
        // 4K is 1080p twice over, to the pixel: the same picture, finer.
        assert_eq!(uhd.px(100.0), 2.0 * full_hd.px(100.0));
        let zoomed = Scale::for_window(Size::new(1920.0, 1080.0), 1.5).px(100.0);
        assert!((zoomed - 1.5 * full_hd.px(100.0)).abs() < 1e-3, "{zoomed}");
    }

    #[test]
    fn only_the_height_and_the_zoom_count() {
        // A wide window and a narrow one of one height are drawn at one scale: the board and
        // the side share the width between them, the height sets every size.
        assert_eq!(
            Scale::for_window(Size::new(1000.0, 1080.0), 1.0),
            Scale::for_window(Size::new(2560.0, 1080.0), 1.0)
        );
    }

    #[test]
    fn a_tiny_window_still_has_a_usable_scale() {
        assert!(Scale::for_window(Size::new(10.0, 0.0), 1.0).factor() > 0.0);
    }
}
