//! Files in the page's lasting storage (`localStorage`): each under its path as key,
//! `lineup/settings.toml`. Writing one key is all or nothing, as a rename is on a disk.

use std::io;
use std::path::Path;

use super::super::page;
use super::ReadError;

fn key(path: &Path) -> String {
    path.to_string_lossy().replace('\\', "/")
}

/// Whether the page may keep anything (a browser can refuse, in a private window).
pub fn works() -> bool {
    page::storage().is_some()
}

fn storage() -> io::Result<web_sys::Storage> {
    page::storage().ok_or_else(|| io::Error::other("this browser keeps nothing for this page"))
}

/// A file's text, if it is no larger than `limit` bytes.
pub fn read_text(path: &Path, limit: u64) -> Result<String, ReadError> {
    let storage = storage().map_err(|error| ReadError::Io(error.to_string()))?;
    let text = storage.get_item(&key(path));
    match text.map_err(|error| ReadError::Io(page::in_words(&error)))? {
        None => Err(ReadError::Missing),
        Some(text) if text.len() as u64 > limit => Err(ReadError::TooLarge(limit / 1024)),
        Some(text) => Ok(text),
    }
}

/// Stores the bytes as text; a full storage is said (browsers name it `QuotaExceededError`).
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let text = std::str::from_utf8(bytes).map_err(io::Error::other)?;
    (storage()?.set_item(&key(path), text)).map_err(|error| {
        let why = page::in_words(&error);
        match why.starts_with("QuotaExceededError") {
            true => io::Error::other(format!("the browser's storage for Lineup is full ({why})")),
            false => io::Error::other(why),
        }
    })
}

/// Moves a file to another key; whether it moved.
pub fn rename(from: &Path, to: &Path) -> bool {
    let Ok(storage) = storage() else {
        return false;
    };
    let Ok(Some(text)) = storage.get_item(&key(from)) else {
        return false;
    };
    storage.set_item(&key(to), &text).is_ok() && storage.remove_item(&key(from)).is_ok()
}

pub fn remove(path: &Path) -> io::Result<()> {
    (storage()?.remove_item(&key(path))).map_err(|error| io::Error::other(page::in_words(&error)))
}

/// The page keeps files, not folders.
/// The files right inside `folder`, sorted: the keys under its path.
pub fn list(folder: &Path) -> Vec<std::path::PathBuf> {
    let Ok(storage) = storage() else {
        return Vec::new();
    };
    let inside = format!("{}/", key(folder).trim_end_matches('/'));
    let mut found: Vec<std::path::PathBuf> = (0..storage.length().unwrap_or(0))
        .filter_map(|at| storage.key(at).ok().flatten())
        .filter_map(|name| {
            let rest = name.strip_prefix(&inside)?;
            (!rest.is_empty() && !rest.contains('/')).then(|| std::path::PathBuf::from(&name))
        })
        .collect();
    found.sort();
    found
}
