//! A picture on paper: the emoji in the colour font, as the app draws it, or the teacher's own
//! picture file where a theme or letters board names one (`Look::image`, `Picture::image`).
//!
//! A file is decoded once (`crate::data::pictures::decode`: turned upright as the camera says, an SVG
//! drawn) and made no larger than a printer needs, so a board of phone photos stays a PDF of a
//! few megabytes: a photo goes in as a JPEG, a PNG or SVG drawing as lossless pixels, its
//! transparency kept. A file that cannot be read leaves the emoji, as on screen.

use std::cell::RefCell;
use std::collections::HashMap;
use std::path::Path;

use krilla::geom::{Size, Transform};
use krilla::image::Image;
use krilla::surface::Surface;

use super::Sheet;
use super::draw;
use super::text::{Align, Kind};

/// The most pixels a side: 5 cm at 500 dots an inch, sharper than the largest space prints.
const LONGEST: u32 = 1000;

/// The pictures decoded so far, by path: each file once, however many spaces and cards show
/// it (the PDF then holds it once too).
#[derive(Default)]
pub struct Images(RefCell<HashMap<String, Option<Image>>>);

impl Images {
    fn get(&self, path: &str) -> Option<Image> {
        let mut known = self.0.borrow_mut();
        known
            .entry(path.to_string())
            .or_insert_with(|| load(Path::new(path)))
            .clone()
    }
}

/// The picture file at `path` for the PDF, if it can be read.
fn load(path: &Path) -> Option<Image> {
    let pixels = crate::data::pictures::decode(path, LONGEST).ok()?;
    let photo = path
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("jpg") || e.eq_ignore_ascii_case("jpeg"));
    if photo {
        // A photo has no transparency: JPEG keeps it a tenth of its pixels' size.
        let rgb: Vec<u8> = pixels
            .rgba
            .chunks_exact(4)
            .flat_map(|p| [p[0], p[1], p[2]])
            .collect();
        let mut bytes = Vec::new();
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, 88)
            .encode(
                &rgb,
                pixels.width,
                pixels.height,
                image::ExtendedColorType::Rgb8,
            )
            .ok()?;
        return Image::from_jpeg(bytes.into(), true).ok();
    }
    Some(Image::from_rgba8(pixels.rgba, pixels.width, pixels.height))
}

/// A picture `size` points high (an emoji's text size) centred on `(x, y)`: the teacher's
/// file `image` where there is one and it reads, else the emoji.
pub fn picture(
    surface: &mut Surface,
    sheet: &Sheet,
    emoji: &str,
    image: Option<&str>,
    (x, y): (f32, f32),
    size: f32,
) {
    if let Some(image) = image.and_then(|path| sheet.images.get(path)) {
        // As on screen: in a square as large as the emoji's line, its shape kept.
        let room = size * 1.2;
        let (w, h) = image.size();
        let scale = room / w.max(h).max(1) as f32;
        let (width, height) = (w as f32 * scale, h as f32 * scale);
        if let Some(drawn) = Size::from_wh(width, height) {
            surface.push_transform(&Transform::from_translate(
                x - width / 2.0,
                y - height / 2.0,
            ));
            surface.draw_image(image, drawn);
            surface.pop();
            return;
        }
    }
    // Noto Color Emoji's pictures stand 0.93 of the size above the baseline and 0.24 below:
    // their middle is 0.345 of the size above it.
    sheet.text.put(
        surface,
        emoji,
        Kind::Picture,
        false,
        size,
        draw::ink(),
        (x, y + size * 0.345),
        Align::Centre,
    );
}
