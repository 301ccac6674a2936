//! The game in progress, saved after every move so a crash or a closed lid loses nothing, and
//! the settings.
//!
//! A save is the game's setup and seed plus the moves made: loading replays them through the
//! rules, so a save can never smuggle in an impossible position. Files are written all or
//! nothing (`lineup_platform::writer`); a file that cannot be read is moved aside (never
//! deleted) and the app starts clean.

use std::path::{Path, PathBuf};

use lineup_platform::writer::Contents;
use lineup_platform::{clock, files};

use crate::notice::Notice;
use crate::{SavedGame, Settings};

/// Where the app keeps its files: the saved game and the settings.
#[derive(Clone, Debug)]
pub struct Store {
    folders: files::Folders,
}

const GAME: &str = "current-game.toml";
const SETTINGS: &str = "settings.toml";

impl Store {
    /// The platform's data and config folders for Lineup (a browser's page storage), if there
    /// are any.
    pub fn standard() -> Option<Store> {
        files::Folders::standard().map(|folders| Store { folders })
    }

    /// Where a teacher puts their own games: `themes` beside the saved game.
    pub fn themes_folder(&self) -> PathBuf {
        self.folders.data.join("themes")
    }

    /// Where the class's own voice is kept: `voices/<language>/word-ball.wav` beside the
    /// saved game.
    pub fn voices_folder(&self) -> PathBuf {
        self.folders.data.join("voices")
    }

    /// Both files in one folder (tests, a portable install).
    pub fn at(folder: &Path) -> Store {
        Store {
            folders: files::Folders::at(folder),
        }
    }

    pub fn game_file(&self) -> PathBuf {
        self.folders.data.join(GAME)
    }

    pub fn settings_file(&self) -> PathBuf {
        self.folders.config.join(SETTINGS)
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
        let kept = self
            .folders
            .data
            .join(format!("saved-{name}-{}.toml", stamp()));
        let moved = files::rename(&self.game_file(), &kept);
        Notice::ThemeMissing {
            theme: theme.to_string(),
            kept_as: moved.then_some(kept),
        }
    }

    /// Moves a file that could not be used out of the way and says so.
    pub fn set_aside(&self, path: &Path, why: &str) -> Notice {
        let aside = path.with_extension(format!("broken-{}.toml", stamp()));
        let moved = files::rename(path, &aside);
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
    files::read_text(path, MAX_FILE_BYTES).map_err(|why| why.to_string())
}

/// What the app writes: made into TOML on the writing thread.
pub enum Content {
    Settings(Box<Settings>),
    Game(Box<SavedGame>),
    /// The file is removed (a finished game is forgotten).
    Nothing,
    /// A teacher's own game or letters board file brought in a browser: its name and text,
    /// kept as written in the themes folder.
    Theme {
        name: String,
        text: String,
    },
}

impl Content {
    /// What the teacher is told when this could not be written.
    pub fn not_saved(&self, why: String) -> Notice {
        match self {
            Content::Settings(_) => Notice::SettingsNotSaved(why),
            Content::Game(_) | Content::Nothing => Notice::GameNotSaved(why),
            Content::Theme { name, .. } => Notice::FileNotKept {
                file: name.clone(),
                why,
            },
        }
    }
}

impl Contents for Content {
    fn text(&self) -> std::io::Result<Option<String>> {
        let text = match self {
            Content::Settings(settings) => toml::to_string(settings.as_ref()),
            Content::Game(game) => toml::to_string(game.as_ref()),
            Content::Nothing => return Ok(None),
            Content::Theme { text, .. } => return Ok(Some(text.clone())),
        };
        text.map(Some).map_err(std::io::Error::other)
    }
}

/// The writing thread for the app's files.
pub type Writer = lineup_platform::writer::Writer<Content>;
