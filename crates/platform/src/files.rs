//! Files: read defensively (any bytes: only a plain file, no larger than asked, UTF-8),
//! written all or nothing (a file is never half written, even if the power goes), and the
//! platform's folders for them.
//!
//! On the desktop the files are on the disk ([`disk`]); in a browser they are the page's
//! storage (IndexedDB), each file under its path as key ([`storage`]), read into memory once
//! before the app starts ([`open`]).

use std::path::{Path, PathBuf};

#[cfg(not(target_arch = "wasm32"))]
mod disk;
#[cfg(not(target_arch = "wasm32"))]
use disk as place;
#[cfg(target_arch = "wasm32")]
mod storage;
#[cfg(target_arch = "wasm32")]
use storage as place;

/// Why a file could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    /// Nothing is there.
    #[error("there is no such file")]
    Missing,
    /// A folder, a FIFO, a device: something that is not a plain file.
    #[error("it is not a plain file")]
    NotAFile,
    /// Larger than the limit, in KiB.
    #[error("it is larger than {0} KiB")]
    TooLarge(u64),
    /// Not UTF-8; the first byte that is not, counted from 0.
    #[error("it is not UTF-8 text (byte {0} is not)")]
    NotText(usize),
    /// The system could not read it, for the reason given.
    #[error("it cannot be read: {0}")]
    Io(String),
}

/// Where Lineup keeps its own files: a folder for data (the saved game, a teacher's themes)
/// and one for settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Folders {
    pub data: PathBuf,
    pub config: PathBuf,
}

impl Folders {
    /// The platform's data and config folders for Lineup, if there are any.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn standard() -> Option<Folders> {
        let dirs = directories::ProjectDirs::from("org", "Lineup", "Lineup")?;
        Some(Folders {
            data: dirs.data_dir().to_path_buf(),
            config: dirs.config_dir().to_path_buf(),
        })
    }

    /// The page's storage, if the browser gives one: every key starts `lineup/`.
    #[cfg(target_arch = "wasm32")]
    pub fn standard() -> Option<Folders> {
        storage::works().then(|| Folders::at(Path::new("lineup")))
    }

    /// Both in one folder (tests, a portable install).
    pub fn at(folder: &Path) -> Folders {
        Folders {
            data: folder.to_path_buf(),
            config: folder.to_path_buf(),
        }
    }
}

/// A file's text: `None` if there is none, why if it cannot be used (not text, larger than
/// `max_bytes`, not a plain file).
pub fn read_text(path: &Path, max_bytes: u64) -> Result<Option<String>, ReadError> {
    match place::read_text(path, max_bytes) {
        Err(ReadError::Missing) => Ok(None),
        read => read.map(Some),
    }
}

/// The first `at_most` bytes of a plain file (all of it, if it is shorter): a picture, or
/// its head to tell what it is.
pub fn read_bytes(path: &Path, at_most: u64) -> Result<Vec<u8>, ReadError> {
    place::read_bytes(path, at_most)
}

/// How many bytes the plain file at `path` holds.
pub fn size(path: &Path) -> Result<u64, ReadError> {
    place::size(path)
}

/// Whether there is a folder at `path`.
pub fn is_folder(path: &Path) -> bool {
    place::is_folder(path)
}

/// Whether `path` is a link (to a file or a folder, anywhere): what would remove it removes
/// the link alone, and nothing is looked for through it.
pub fn is_link(path: &Path) -> bool {
    place::is_link(path)
}

/// Where `path` really is, links followed: a picture that leads out of its folder is told by
/// it. (A browser's page has no links: there a path is where it is.)
pub fn real(path: &Path) -> std::io::Result<PathBuf> {
    place::real(path)
}

/// A folder whose files last only while Lineup runs: in a browser, the pictures a teacher has
/// just picked, before a board is made of them.
pub fn scratch_folder() -> PathBuf {
    place::scratch_folder()
}

/// Writes that the storage refused after they were handed to it (a browser's storage
/// answers later): each file and why, once.
pub fn unkept() -> Vec<(PathBuf, String)> {
    place::unkept()
}

/// Writes `text` all or nothing.
pub fn write_text(path: &Path, text: &str) -> std::io::Result<()> {
    place::write(path, text.as_bytes())
}

/// Writes `bytes` (a PDF to print) all or nothing.
pub fn write_bytes(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    place::write(path, bytes)
}

/// What a folder holds, files and folders, sorted by name; nothing if it cannot be read.
pub fn list(folder: &Path) -> Vec<PathBuf> {
    place::list(folder)
}

/// Moves a file; whether it moved.
pub fn rename(from: &Path, to: &Path) -> bool {
    place::rename(from, to)
}

/// Removes a file, or a folder once it is empty; one that is not there is no problem.
pub fn remove(path: &Path) -> std::io::Result<()> {
    place::remove(path)
}

/// When a file was last written, in seconds since 1970, where the platform has kept it (a
/// browser's storage keeps it beside each file written since Lineup kept dates).
pub fn modified(path: &Path) -> Option<u64> {
    place::modified(path)
}

/// How much a browser's storage for Lineup holds and how much the browser allows, in bytes;
/// `None` on a computer, whose disk is the teacher's.
pub async fn room() -> Option<(u64, u64)> {
    #[cfg(target_arch = "wasm32")]
    return storage::room().await;
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// Readies the files for reading: in a browser, the page's storage is read into memory (and
/// the text files older versions kept in `localStorage` move into it). Nothing to do on a disk.
pub async fn open() {
    #[cfg(target_arch = "wasm32")]
    storage::open().await;
}

/// Whether a teacher can name a folder of their own (not in a browser, which keeps the
/// computer's folders out of a page's reach).
pub const FOLDERS: bool = cfg!(not(target_arch = "wasm32"));

/// Where a teacher finds what Lineup makes for them (the pages to print): their documents
/// folder, else Lineup's data folder. None in a browser, which downloads instead.
pub fn documents_folder() -> Option<PathBuf> {
    #[cfg(not(target_arch = "wasm32"))]
    return directories::UserDirs::new()
        .and_then(|dirs| dirs.document_dir().map(Path::to_path_buf))
        .or_else(|| Folders::standard().map(|folders| folders.data));
    #[cfg(target_arch = "wasm32")]
    None
}

/// Where a teacher's pictures usually are: their pictures folder, else their home folder.
/// None in a browser.
pub fn pictures_folder() -> Option<PathBuf> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let dirs = directories::UserDirs::new()?;
        // Without the desktop's list of folders, the usual name.
        let usual = dirs.home_dir().join("Pictures");
        Some(match dirs.picture_dir() {
            Some(pictures) => pictures.to_path_buf(),
            None if usual.is_dir() => usual,
            None => dirs.home_dir().to_path_buf(),
        })
    }
    #[cfg(target_arch = "wasm32")]
    None
}
