//! Lineup's files are written on their own thread, so the window never waits for a disk: a
//! burst of changes (a volume slider dragged, moves in quick succession) is written once, as
//! it ends, and always atomically. A write that fails comes back as a notice for the teacher.
//! A browser tab has no threads, and its storage answers at once: there each change is
//! written as it comes.

use std::path::Path;

use super::files::{remove, write_toml};
use crate::app::notice::Notice;
use crate::data::{SavedGame, Settings};

#[cfg(not(target_arch = "wasm32"))]
mod thread;
#[cfg(not(target_arch = "wasm32"))]
pub use thread::Writer;

/// What to write.
pub enum Content {
    Settings(Box<Settings>),
    Game(Box<SavedGame>),
    /// The file is removed (a finished game is forgotten).
    Nothing,
}

impl Content {
    /// What the teacher is told when this could not be written.
    fn not_saved(&self, why: String) -> Notice {
        match self {
            Content::Settings(_) => Notice::SettingsNotSaved(why),
            Content::Game(_) | Content::Nothing => Notice::GameNotSaved(why),
        }
    }

    /// Writes it now, to `path`.
    pub fn write_to(&self, path: &Path) -> std::io::Result<()> {
        match self {
            Content::Settings(settings) => write_toml(path, settings.as_ref()),
            Content::Game(game) => write_toml(path, game.as_ref()),
            Content::Nothing => remove(path),
        }
    }
}

/// Writes each change as it comes (a browser's storage); a write that fails says so at once.
#[cfg(target_arch = "wasm32")]
pub struct Writer;

#[cfg(target_arch = "wasm32")]
impl Writer {
    pub fn start() -> Writer {
        Writer
    }

    /// Writes `content` to `path` now.
    pub fn write(&self, path: std::path::PathBuf, content: Content) -> Result<(), Notice> {
        content
            .write_to(&path)
            .map_err(|error| content.not_saved(error.to_string()))
    }

    /// Everything is written already.
    pub fn flush(&self) {}

    /// Writes that failed since the last call: none, [`Writer::write`] says at once.
    pub fn failures(&self) -> Vec<Notice> {
        Vec::new()
    }
}
