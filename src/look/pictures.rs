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
    Ready(Handle),
    Broken,
}

/// A picture file decoded, or why it could not be.
#[derive(Clone, Debug)]
pub struct Decoded {
    pub file: String,
    pub picture: Result<Handle, PictureFault>,
}

impl Pictures {
    /// No pictures at all: what views outside a window draw with.
    pub fn none() -> &'static Pictures {
        static NONE: OnceLock<Pictures> = OnceLock::new();
        NONE.get_or_init(Pictures::default)
    }

    /// The picture at this path, once decoded.
    pub fn get(&self, file: &str) -> Option<&Handle> {
        match self.files.get(file) {
            Some(Slot::Ready(handle)) => Some(handle),
            _ => None,
        }
    }

    /// The picture files of `rules` not yet decoded or decoding, marked as decoding now: the
    /// app decodes them ([`decode`]) off the window's thread.
    pub fn want(&mut self, rules: &RuleSet) -> Vec<String> {
        let mut seen = std::collections::HashSet::new();
        let wanted: Vec<String> = crate::pictures::paths(rules)
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
            Ok(handle) => {
                self.files.insert(decoded.file, Slot::Ready(handle));
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

/// Decodes a picture file at the size the window draws it (blocking).
pub fn decode(file: String) -> Decoded {
    let picture = crate::pictures::decode(std::path::Path::new(&file), LONGEST)
        .map(|pixels| Handle::from_rgba(pixels.width, pixels.height, pixels.rgba));
    Decoded { file, picture }
}
