//! Shapes on paper: boxes with round corners, a team's chip, cut lines and marks, in the app's
//! own colours (`style.rs`), so the printed game looks like the one on the screen.

use krilla::color::rgb;
use krilla::geom::{Path, PathBuilder};
use krilla::paint::{Fill, Stroke, StrokeDash};
use krilla::surface::Surface;

use super::text::{Align, Kind, Text};
use crate::look::pieces::SHAPES;
use crate::look::style;

/// A box on the page, in points from the top left.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Area {
    pub x: f32,
    pub y: f32,
    pub width: f32,
    pub height: f32,
}

impl Area {
    pub fn centre(&self) -> (f32, f32) {
        (self.x + self.width / 2.0, self.y + self.height / 2.0)
    }

    pub fn right(&self) -> f32 {
        self.x + self.width
    }

    pub fn bottom(&self) -> f32 {
        self.y + self.height
    }

    /// The box `by` points smaller on every side.
    pub fn inset(&self, by: f32) -> Area {
        Area {
            x: self.x + by,
            y: self.y + by,
            width: (self.width - 2.0 * by).max(0.0),
            height: (self.height - 2.0 * by).max(0.0),
        }
    }
}

/// One of the app's colours, for the PDF.
pub fn colour(colour: iced::Color) -> rgb::Color {
    let byte = |part: f32| (part.clamp(0.0, 1.0) * 255.0).round() as u8;
    rgb::Color::new(byte(colour.r), byte(colour.g), byte(colour.b))
}

pub fn ink() -> rgb::Color {
    colour(style::ink())
}

pub fn soft_ink() -> rgb::Color {
    colour(style::soft_ink())
}

pub fn guide() -> rgb::Color {
    colour(style::cut_line())
}

pub fn light_guide() -> rgb::Color {
    colour(style::glue_strip())
}

/// A box with corners rounded by `radius`.
fn rounded(area: Area, radius: f32) -> Option<Path> {
    let r = radius.min(area.width / 2.0).min(area.height / 2.0).max(0.0);
    // How far a Bézier's handle reaches to draw a quarter circle.
    let k = r * 0.552;
    let (left, top, right, bottom) = (area.x, area.y, area.right(), area.bottom());
    let mut path = PathBuilder::new();
    path.move_to(left + r, top);
    path.line_to(right - r, top);
    path.cubic_to(right - r + k, top, right, top + r - k, right, top + r);
    path.line_to(right, bottom - r);
    path.cubic_to(
        right,
        bottom - r + k,
        right - r + k,
        bottom,
        right - r,
        bottom,
    );
    path.line_to(left + r, bottom);
    path.cubic_to(left + r - k, bottom, left, bottom - r + k, left, bottom - r);
    path.line_to(left, top + r);
    path.cubic_to(left, top + r - k, left + r - k, top, left + r, top);
    path.close();
    path.finish()
}

/// A stroke of `width` points in `colour`, dashed if `dash` is given.
fn stroke(colour: rgb::Color, width: f32, dash: Option<[f32; 2]>) -> Stroke {
    Stroke {
        paint: colour.into(),
        width,
        dash: dash.map(|[on, off]| StrokeDash {
            array: vec![on, off],
            offset: 0.0,
        }),
        ..Stroke::default()
    }
}

/// A box filled with `fill` (if any), outlined in `line` (colour and width, if any).
pub fn boxed(
    surface: &mut Surface,
    area: Area,
    radius: f32,
    fill: Option<rgb::Color>,
    line: Option<(rgb::Color, f32)>,
) {
    let Some(path) = rounded(area, radius) else {
        return;
    };
    surface.set_fill(fill.map(|colour| Fill {
        paint: colour.into(),
        ..Fill::default()
    }));
    surface.set_stroke(line.map(|(colour, width)| stroke(colour, width, None)));
    surface.draw_path(&path);
    surface.set_stroke(None);
}

/// A straight line from `from` to `to`; dashed (on, off in points) if `dash` is given.
pub fn line(
    surface: &mut Surface,
    from: (f32, f32),
    to: (f32, f32),
    colour: rgb::Color,
    width: f32,
    dash: Option<[f32; 2]>,
) {
    let mut path = PathBuilder::new();
    path.move_to(from.0, from.1);
    path.line_to(to.0, to.1);
    let Some(path) = path.finish() else {
        return;
    };
    surface.set_fill(None);
    surface.set_stroke(Some(stroke(colour, width, dash)));
    surface.draw_path(&path);
    surface.set_stroke(None);
}

/// A team's chip, `size` points across, centred on `(x, y)`: its colour and its shape, so no
/// one depends on colour alone (as `pieces::chip_disc` draws it on screen).
pub fn chip(
    surface: &mut Surface,
    text: &Text,
    team: usize,
    colours: &[String],
    (x, y): (f32, f32),
    size: f32,
) {
    let Some(name) = colours.get(team % colours.len().max(1)) else {
        return;
    };
    let paint = style::named(name);
    let area = Area {
        x: x - size / 2.0,
        y: y - size / 2.0,
        width: size,
        height: size,
    };
    boxed(
        surface,
        area,
        size / 2.0,
        Some(colour(paint)),
        Some((ink(), size * 0.05)),
    );
    let shape = SHAPES[team % SHAPES.len()];
    let on = colour(style::on_chip(paint));
    let glyph = size * 0.45;
    text.put(
        surface,
        shape,
        Kind::Regular,
        false,
        glyph,
        on,
        (x, y + glyph * 0.35),
        Align::Centre,
    );
}

/// The free corner's star, `size` points tall, centred on `(x, y)`, as the board on screen
/// shows it.
pub fn star(surface: &mut Surface, text: &Text, (x, y): (f32, f32), size: f32) {
    text.put(
        surface,
        "★",
        Kind::Regular,
        false,
        size,
        soft_ink(),
        (x, y + size * 0.35),
        Align::Centre,
    );
}

/// Crop marks at the corners of `area`, reaching `reach` points outward from `gap` away: where
/// to cut, without drawing over what is inside.
pub fn crop_marks(surface: &mut Surface, area: Area, gap: f32, reach: f32) {
    let (left, top, right, bottom) = (area.x, area.y, area.right(), area.bottom());
    let colour = ink();
    let width = 0.5;
    for (x, y, dx, dy) in [
        (left, top, -1.0, -1.0),
        (right, top, 1.0, -1.0),
        (left, bottom, -1.0, 1.0),
        (right, bottom, 1.0, 1.0),
    ] {
        line(
            surface,
            (x + dx * gap, y),
            (x + dx * (gap + reach), y),
            colour,
            width,
            None,
        );
        line(
            surface,
            (x, y + dy * gap),
            (x, y + dy * (gap + reach)),
            colour,
            width,
            None,
        );
    }
}
