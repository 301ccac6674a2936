//! Files on the computer's disk.

use std::path::Path;

/// A file's text: `None` if there is none, why if it cannot be used (not text, larger than
/// `max_bytes`, not a plain file).
pub fn read_text(path: &Path, max_bytes: u64) -> Result<Option<String>, String> {
    match lineup_core::text_file::read_text(path, max_bytes) {
        Ok(text) => Ok(Some(text)),
        Err(lineup_core::text_file::ReadError::Missing) => Ok(None),
        Err(error) => Err(error.to_string()),
    }
}

/// Writes a temporary file beside the real one, flushes it to the disk, then renames it over
/// ([`lineup_core::text_file::write_atomically`]).
pub fn write_text(path: &Path, text: &str) -> std::io::Result<()> {
    lineup_core::text_file::write_atomically(path, text.as_bytes())
}

/// Moves a file; whether it moved.
pub fn rename(from: &Path, to: &Path) -> bool {
    std::fs::rename(from, to).is_ok()
}

pub fn remove(path: &Path) -> std::io::Result<()> {
    match std::fs::remove_file(path) {
        Err(error) if error.kind() != std::io::ErrorKind::NotFound => Err(error),
        _ => Ok(()),
    }
}
