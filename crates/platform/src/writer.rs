//! Lineup's files are written on their own thread, so the window never waits for a disk: a
//! burst of changes (a volume slider dragged, moves in quick succession) is written once, as
//! it ends, and always atomically. A write that fails comes back with what was to be written,
//! so the app can say which file was not kept. A browser tab has no threads, and its storage
//! answers at once: there each change is written as it comes.

use std::io;
use std::path::Path;

#[cfg(not(target_arch = "wasm32"))]
mod thread;
#[cfg(not(target_arch = "wasm32"))]
pub use thread::Writer;

/// Something to write: made into text only when it is written (off the window on the
/// desktop).
pub trait Contents: Send + 'static {
    /// The file's text, or `None` to remove the file.
    fn text(&self) -> io::Result<Option<String>>;
}

/// A write that failed: what was to be written, and why it was not.
pub type Failure<C> = (C, io::Error);

/// Writes `content` to `path` now.
fn write_now<C: Contents>(path: &Path, content: &C) -> io::Result<()> {
    match content.text()? {
        Some(text) => super::files::write_text(path, &text),
        None => super::files::remove(path),
    }
}

/// Writes each change as it comes (a browser's storage); a write that fails says so at once.
#[cfg(target_arch = "wasm32")]
pub struct Writer<C> {
    kind: std::marker::PhantomData<C>,
}

#[cfg(target_arch = "wasm32")]
impl<C: Contents> Writer<C> {
    pub fn start() -> Writer<C> {
        Writer {
            kind: std::marker::PhantomData,
        }
    }

    /// Writes `content` to `path` now.
    pub fn write(&self, path: std::path::PathBuf, content: C) -> Result<(), Failure<C>> {
        write_now(&path, &content).map_err(|error| (content, error))
    }

    /// Everything is written already.
    pub fn flush(&self) {}

    /// Writes that failed since the last call: none, [`Writer::write`] says at once.
    pub fn failures(&self) -> Vec<Failure<C>> {
        Vec::new()
    }
}
