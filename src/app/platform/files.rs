//! The game in progress, saved after every move so a crash or a closed lid loses nothing.
//!
//! A save is the game's setup and seed plus the moves made: loading replays them through the
//! rules, so a save can never smuggle in an impossible position. Files are written to a
//! temporary file and renamed over the old one, so a save is never half written; a file that
//! cannot be read is moved aside (never deleted) and the app starts clean.
//!
//! On the desktop the files are in the platform's data and config folders ([`disk`]); in a
//! browser they are the page's storage, each file under its path as key ([`storage`]), in the
//! same TOML.

use std::path::{Path, PathBuf};

use serde::Serialize;

#[cfg(not(target_arch = "wasm32"))]
mod disk;
#[cfg(not(target_arch = "wasm32"))]
use disk as place;
#[cfg(target_arch = "wasm32")]
mod storage;
#[cfg(target_arch = "wasm32")]
use storage as place;

use super::clock;
use crate::app::notice::Notice;
use crate::data::{SavedGame, Settings};

/// Where the app keeps its files: the saved game and the settings.
#[derive(Clone, Debug)]
pub struct Store {
    folder: PathBuf,
    config: PathBuf,
}

const GAME: &str = "current-game.toml";
const SETTINGS: &str = "settings.toml";

impl Store {
    /// The platform's data and config folders for Lineup, if there are any.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn standard() -> Option<Store> {
        let dirs = directories::ProjectDirs::from("org", "Lineup", "Lineup")?;
        Some(Store {
            folder: dirs.data_dir().to_path_buf(),
            config: dirs.config_dir().to_path_buf(),
        })
    }

    /// The page's storage: every key starts `lineup/`.
    #[cfg(target_arch = "wasm32")]
    pub fn standard() -> Option<Store> {
        storage::works().then(|| Store::at(Path::new("lineup")))
    }

    /// Where a teacher puts their own games: `themes` beside the saved game.
    pub fn themes_folder(&self) -> PathBuf {
        self.folder.join("themes")
    }

    /// Both files in one folder (tests, a portable install).
    pub fn at(folder: &Path) -> Store {
        Store {
            folder: folder.to_path_buf(),
            config: folder.to_path_buf(),
        }
    }

    pub fn game_file(&self) -> PathBuf {
        self.folder.join(GAME)
    }

    pub fn settings_file(&self) -> PathBuf {
        self.config.join(SETTINGS)
    }

    /// The saved game, if any. A file that cannot be read is moved aside, and the message says
    /// where to; a game whose theme is not `known` is kept for later, and the message says how
    /// to go on with it.
    pub fn load_game(&self, known: impl Fn(&str) -> bool) -> Result<Option<SavedGame>, Notice> {
        match read::<SavedGame>(&self.game_file()) {
            Ok(Some(saved)) if !known(&saved.game.theme) => {
                Err(self.keep_for_later(&saved.game.theme))
            }
            Ok(saved) => Ok(saved),
            Err((path, why)) => Err(self.set_aside(&path, &why)),
        }
    }

    /// The settings, or the defaults; a file that cannot be read is moved aside with a message.
    /// Values the app cannot show (a zoom of NaN, a volume of 7) are brought into range.
    pub fn load_settings(&self) -> (Settings, Option<Notice>) {
        match read::<Settings>(&self.settings_file()) {
            Ok(settings) => (settings.unwrap_or_default().in_range(), None),
            Err((path, why)) => (Settings::default(), Some(self.set_aside(&path, &why))),
        }
    }

    /// Moves a saved game whose theme is not loaded out of the way of the next game, keeping
    /// it whole to go on with later, and says how.
    pub fn keep_for_later(&self, theme: &str) -> Notice {
        let name: String = (theme.chars())
            .map(|c| if c.is_alphanumeric() { c } else { '-' })
            .collect();
        let kept = self.folder.join(format!("saved-{name}-{}.toml", stamp()));
        let moved = place::rename(&self.game_file(), &kept);
        Notice::ThemeMissing {
            theme: theme.to_string(),
            kept_as: moved.then_some(kept),
        }
    }

    /// Moves a file that could not be used out of the way and says so.
    pub fn set_aside(&self, path: &Path, why: &str) -> Notice {
        let aside = path.with_extension(format!("broken-{}.toml", stamp()));
        let moved = place::rename(path, &aside);
        Notice::SetAside {
            file: path.to_path_buf(),
            why: why.to_string(),
            kept_as: moved.then_some(aside),
        }
    }
}

/// Seconds since 1970, to give a kept file a name of its own.
fn stamp() -> u64 {
    clock::seconds_since_1970()
}

/// The largest saved game or settings file read: a game of 100,000 moves is about 5 MiB.
pub const MAX_FILE_BYTES: u64 = 32 << 20;

/// Why a saved game's file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadGameError {
    #[error("there is no such file")]
    Missing,
    /// Not text, too large, not a plain file, or not what Lineup wrote: why, in words.
    #[error("{0}")]
    Unusable(String),
}

/// A saved game from any file (`lineup resume FILE`), or why it cannot be read.
pub fn read_game(path: &Path) -> Result<SavedGame, ReadGameError> {
    match read(path) {
        Ok(Some(saved)) => Ok(saved),
        Ok(None) => Err(ReadGameError::Missing),
        Err((_, why)) => Err(ReadGameError::Unusable(why)),
    }
}

/// Reads a TOML file: `None` if there is none, the path and why if it cannot be used (not
/// text, too large, not a plain file, not what Lineup wrote): such a file is set aside, never
/// silently overwritten.
fn read<T: serde::de::DeserializeOwned>(path: &Path) -> Result<Option<T>, (PathBuf, String)> {
    let text = match text_of(path) {
        Ok(Some(text)) => text,
        Ok(None) => return Ok(None),
        Err(why) => return Err((path.to_path_buf(), why)),
    };
    toml::from_str(&text).map(Some).map_err(|error| {
        (
            path.to_path_buf(),
            lineup_core::toml_in_words(&text, &error),
        )
    })
}

/// A file's text as it is: `None` if there is none (a file to take away as it is).
pub fn text_of(path: &Path) -> Result<Option<String>, String> {
    place::read_text(path, MAX_FILE_BYTES)
}

/// Writes `value` as TOML, all or nothing: a file is never half written, even if the power
/// goes.
pub fn write_toml<T: Serialize>(path: &Path, value: &T) -> std::io::Result<()> {
    let text = toml::to_string(value).map_err(std::io::Error::other)?;
    place::write_text(path, &text)
}

/// Writes `bytes` (a PDF to print) all or nothing, as the settings are written.
#[cfg(not(target_arch = "wasm32"))]
pub fn write_bytes(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    lineup_core::text_file::write_atomically(path, bytes)
}

/// Where a teacher finds what Lineup makes for them (the pages to print): their documents
/// folder, else Lineup's data folder.
#[cfg(not(target_arch = "wasm32"))]
pub fn documents_folder() -> Option<PathBuf> {
    directories::UserDirs::new()
        .and_then(|dirs| dirs.document_dir().map(Path::to_path_buf))
        .or_else(|| Store::standard().map(|store| store.folder))
}

/// Whether a teacher can name a folder of their own pictures (not in a browser, which keeps
/// the computer's folders out of a page's reach).
pub const FOLDERS: bool = cfg!(not(target_arch = "wasm32"));

/// Where a teacher's pictures usually are: their pictures folder, else their home folder.
#[cfg(not(target_arch = "wasm32"))]
pub fn pictures_folder() -> Option<PathBuf> {
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
pub fn pictures_folder() -> Option<PathBuf> {
    None
}

/// Removes a file; one that is not there is no problem.
pub fn remove(path: &Path) -> std::io::Result<()> {
    place::remove(path)
}
