//! A teacher's picture files as the window draws them: decoded (by the app, away from the
//! window's thread) as soon as a game needs them, each shown as soon as it is ready. Until
//! then a cell shows its word; a picture that cannot be decoded says why once, and its word
//! stays.

use std::collections::HashMap;
use std::sync::OnceLock;

use iced::widget::image::Handle;
use lineup_core::{PictureFault, RuleSet};

use lineup_platform::clock::{Instant, now};

/// The longest side a picture is kept at: a cell of a board at 4K is about 250 pixels.
const LONGEST: u32 = 384;

/// The smallest copy kept: a cell of a full board in a small window is about 30 pixels.
const SMALLEST: u32 = 24;

/// Where each picture file a game has needed stands.
#[derive(Debug, Default)]
pub struct Pictures {
    files: HashMap<String, Slot>,
    /// When the pictures now decoding were asked for, and how many.
    started: Option<(Instant, usize)>,
}

#[derive(Debug)]
enum Slot {
    Decoding,
    Ready(Sizes),
    Broken,
}

/// One picture at [`LONGEST`] pixels and at each half of it down to [`SMALLEST`], largest
/// first, each with its longest side: the window draws the copy nearest the size it shows it
/// at. A drawing's lines shown at a tenth of its size from the largest alone break up into
/// dots, and a photo's detail into noise.
pub type Sizes = Vec<(u32, Handle)>;

/// A picture file decoded, or why it could not be.
#[derive(Clone, Debug)]
pub struct Decoded {
    pub file: String,
    pub picture: Result<Sizes, PictureFault>,
}

impl Pictures {
    /// No pictures at all: what views outside a window draw with.
    pub fn none() -> &'static Pictures {
        static NONE: OnceLock<Pictures> = OnceLock::new();
        NONE.get_or_init(Pictures::default)
    }

    /// The picture at this path, once decoded, in the smallest copy at least `pixels` across
    /// (the largest for a larger space).
    pub fn get(&self, file: &str, pixels: f32) -> Option<&Handle> {
        match self.files.get(file) {
            Some(Slot::Ready(sizes)) => (sizes.iter().rev())
                .find(|(longest, _)| *longest as f32 >= pixels)
                .or(sizes.first())
                .map(|(_, handle)| handle),
            _ => None,
        }
    }

    /// The picture files of `rules` not yet decoded or decoding, marked as decoding now: the
    /// app decodes them ([`decode`]) off the window's thread.
    pub fn want(&mut self, rules: &RuleSet) -> Vec<String> {
        self.want_files(crate::data::pictures::paths(rules))
    }

    /// These picture files, those not yet decoded or decoding, marked as decoding now (see
    /// [`Pictures::want`]).
    pub fn want_files<'a>(&mut self, files: impl Iterator<Item = &'a str>) -> Vec<String> {
        let mut seen = std::collections::HashSet::new();
        let wanted: Vec<String> = files
            .filter(|file| !self.files.contains_key(*file) && seen.insert(*file))
            .map(str::to_string)
            .collect();
        if wanted.is_empty() {
            return wanted;
        }
        for file in &wanted {
            self.files.insert(file.clone(), Slot::Decoding);
        }
        let (at, before) = self.started.unwrap_or((now(), 0));
        self.started = Some((at, before + wanted.len()));
        wanted
    }

    /// Keeps a decoded picture; the fault of one that could not be, to tell the teacher.
    pub fn keep(&mut self, decoded: Decoded) -> Option<(String, PictureFault)> {
        let kept = self.keep_one(decoded);
        if let Some((at, count)) = self.started
            && self.decoding() == 0
        {
            // For measuring a board of many photos (docs/performance.md).
            self.started = None;
            lineup_platform::note(&format!(
                "Lineup: {count} pictures ready in {} ms",
                at.elapsed().as_millis()
            ));
        }
        kept
    }

    fn keep_one(&mut self, decoded: Decoded) -> Option<(String, PictureFault)> {
        match decoded.picture {
            Ok(sizes) => {
                self.files.insert(decoded.file, Slot::Ready(sizes));
                None
            }
            Err(fault) => {
                self.files.insert(decoded.file.clone(), Slot::Broken);
                Some((decoded.file, fault))
            }
        }
    }

    /// How many pictures are still decoding.
    pub fn decoding(&self) -> usize {
        self.files
            .values()
            .filter(|slot| matches!(slot, Slot::Decoding))
            .count()
    }
}

/// Decodes a picture file at the sizes the window draws it (blocking).
pub fn decode(file: String) -> Decoded {
    let picture = crate::data::pictures::decode(std::path::Path::new(&file), LONGEST).map(sizes);
    Decoded { file, picture }
}

/// A decoded picture and its halves, down to [`SMALLEST`].
fn sizes(pixels: crate::data::pictures::Pixels) -> Sizes {
    let mut sizes = Vec::new();
    let mut next = image::RgbaImage::from_raw(pixels.width, pixels.height, pixels.rgba);
    while let Some(picture) = next.take() {
        let (width, height) = picture.dimensions();
        let side = width.max(height);
        if side / 2 >= SMALLEST {
            let half = (width.div_ceil(2), height.div_ceil(2));
            let filter = image::imageops::FilterType::Triangle;
            next = Some(image::imageops::resize(&picture, half.0, half.1, filter));
        }
        sizes.push((side, Handle::from_rgba(width, height, picture.into_raw())));
    }
    sizes
}
