//! Files on the computer's disk.

use std::io::Write;
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

/// Writes a temporary file beside the real one, flushes it to the disk, then renames it over.
pub fn write_text(path: &Path, text: &str) -> std::io::Result<()> {
    let folder = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(folder)?;
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".tmp");
    let mut file = std::fs::File::create(&temporary)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()?;
    std::fs::rename(&temporary, path)?;
    // The rename itself reaches the disk with its folder (not possible everywhere).
    if let Ok(folder) = std::fs::File::open(folder) {
        let _ = folder.sync_all();
    }
    Ok(())
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
