//! Files on the computer's disk, read defensively: only a plain file (never a FIFO or a
//! device that would block or never end), no larger than a limit, and UTF-8.

use std::io::{Read, Write};
use std::path::Path;

use super::ReadError;

/// The text of the file at `path`, at most `limit` bytes.
pub fn read_text(path: &Path, limit: u64) -> Result<String, ReadError> {
    let bytes = read_bytes(path, limit + 1)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge(limit / 1024));
    }
    String::from_utf8(bytes).map_err(|error| ReadError::NotText(error.utf8_error().valid_up_to()))
}

/// The first `at_most` bytes of the plain file at `path`.
pub fn read_bytes(path: &Path, at_most: u64) -> Result<Vec<u8>, ReadError> {
    size(path)?;
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|file| file.take(at_most).read_to_end(&mut bytes))
        .map_err(|error| ReadError::Io(error.to_string()))?;
    Ok(bytes)
}

/// The size of the plain file at `path` (a link is followed).
pub fn size(path: &Path) -> Result<u64, ReadError> {
    let metadata = std::fs::metadata(path).map_err(|error| match error.kind() {
        std::io::ErrorKind::NotFound => ReadError::Missing,
        _ => ReadError::Io(error.to_string()),
    })?;
    match metadata.is_file() {
        true => Ok(metadata.len()),
        false => Err(ReadError::NotAFile),
    }
}

pub fn is_folder(path: &Path) -> bool {
    path.is_dir()
}

pub fn is_link(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok_and(|found| found.file_type().is_symlink())
}

pub fn real(path: &Path) -> std::io::Result<std::path::PathBuf> {
    std::fs::canonicalize(path)
}

/// A folder of this run's own in the system's temporary folder.
pub fn scratch_folder() -> std::path::PathBuf {
    std::env::temp_dir().join(format!("lineup-{}", std::process::id()))
}

/// A disk answers each write at once: nothing is refused later.
pub fn unkept() -> Vec<(std::path::PathBuf, String)> {
    Vec::new()
}

/// Writes `bytes` to `path` all or nothing: into a file beside it, flushed to the disk, then
/// renamed over it. Makes the folder if it is not there.
pub fn write(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let folder = match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    std::fs::create_dir_all(folder)?;
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".tmp");
    let mut file = std::fs::File::create(&temporary)?;
    file.write_all(bytes)?;
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
    let removed = match std::fs::symlink_metadata(path) {
        Ok(found) if found.is_dir() => std::fs::remove_dir(path),
        _ => std::fs::remove_file(path),
    };
    match removed {
        Err(error) if error.kind() != std::io::ErrorKind::NotFound => Err(error),
        _ => Ok(()),
    }
}

/// When the file was last written, in seconds since 1970.
pub fn modified(path: &Path) -> Option<u64> {
    let at = std::fs::symlink_metadata(path).ok()?.modified().ok()?;
    Some(at.duration_since(std::time::UNIX_EPOCH).ok()?.as_secs())
}

pub fn list(folder: &Path) -> Vec<std::path::PathBuf> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut paths: Vec<_> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .collect();
    paths.sort();
    paths
}
