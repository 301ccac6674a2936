//! Files in the page's lasting storage (`localStorage`): each under its path as key,
//! `lineup/settings.toml`. Writing one key is all or nothing, as a rename is on a disk.

use std::io;
use std::path::Path;

use super::super::page;

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

/// A file's text: `None` if there is none, why if it is larger than `max_bytes`.
pub fn read_text(path: &Path, max_bytes: u64) -> Result<Option<String>, String> {
    let storage = storage().map_err(|error| error.to_string())?;
    let text = (storage.get_item(&key(path))).map_err(|error| page::in_words(&error))?;
    match text {
        Some(text) if text.len() as u64 > max_bytes => Err(format!(
            "it is {} bytes, larger than any file Lineup writes",
            text.len()
        )),
        text => Ok(text),
    }
}

/// Stores the text; a full storage is said (browsers name it `QuotaExceededError`).
pub fn write_text(path: &Path, text: &str) -> io::Result<()> {
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
