//! The game in progress, saved after every move so a crash or a closed lid loses nothing.
//!
//! A save is the game's setup and seed plus the moves made: loading replays them through the
//! rules, so a save can never smuggle in an impossible position. Files are written to a
//! temporary file and renamed over the old one, so a save is never half written; a file that
//! cannot be read is moved aside (never deleted) and the app starts clean.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::core::{Action, FirstPlayer, Seat};

/// What a saved game holds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub theme: String,
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    pub players: u8,
    pub teams: u8,
    pub seed: u64,
    #[serde(default)]
    pub manual_draw: bool,
    pub first: FirstPlayer,
    #[serde(default)]
    pub chosen_first: Seat,
    /// Who plays each seat: "person", or a computer player's name.
    pub seats: Vec<String>,
    #[serde(default)]
    pub names: Vec<String>,
    #[serde(default = "yes")]
    pub open_hands: bool,
    #[serde(default)]
    pub moves: Vec<SavedMove>,
}

fn yes() -> bool {
    true
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedMove {
    pub seat: Seat,
    pub action: Action,
}

/// The settings a classroom keeps between days. Every field has a default, so an older or
/// partial file still loads.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub fullscreen: bool,
    pub zoom: f32,
    pub last_theme: Option<String>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            fullscreen: false,
            zoom: 1.0,
            last_theme: None,
        }
    }
}

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
    pub fn standard() -> Option<Store> {
        let dirs = directories::ProjectDirs::from("org", "Lineup", "Lineup")?;
        Some(Store {
            folder: dirs.data_dir().to_path_buf(),
            config: dirs.config_dir().to_path_buf(),
        })
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
    /// where to.
    pub fn load_game(&self) -> Result<Option<SavedGame>, String> {
        read(&self.game_file()).map_err(|(path, why)| self.set_aside(&path, &why))
    }

    /// The settings, or the defaults; a file that cannot be read is moved aside with a message.
    pub fn load_settings(&self) -> (Settings, Option<String>) {
        match read(&self.settings_file()) {
            Ok(settings) => (settings.unwrap_or_default(), None),
            Err((path, why)) => (Settings::default(), Some(self.set_aside(&path, &why))),
        }
    }

    pub fn save_settings(&self, settings: &Settings) -> std::io::Result<()> {
        write_atomically(&self.settings_file(), settings)
    }

    /// Moves a file that could not be used out of the way and says so.
    pub fn set_aside(&self, path: &Path, why: &str) -> String {
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |time| time.as_secs());
        let aside = path.with_extension(format!("broken-{stamp}.toml"));
        let moved = std::fs::rename(path, &aside).is_ok();
        let kept = if moved {
            format!("it was kept as {}", aside.display())
        } else {
            "it was left where it is".to_string()
        };
        format!(
            "The saved game {} could not be read ({why}); {kept}.",
            path.display()
        )
    }

    /// Saves atomically: a temporary file, then a rename over the old save.
    pub fn save_game(&self, game: &SavedGame) -> std::io::Result<()> {
        std::fs::create_dir_all(&self.folder)?;
        let text = toml::to_string(game).map_err(std::io::Error::other)?;
        let temporary = self.folder.join(format!("{GAME}.tmp"));
        std::fs::write(&temporary, text)?;
        std::fs::rename(&temporary, self.game_file())
    }

    /// Forgets the saved game (it ended, or the class went home).
    pub fn clear_game(&self) {
        let _ = std::fs::remove_file(self.game_file());
    }
}

/// Reads a TOML file: `None` if there is none, the path and why if it cannot be used.
fn read<T: serde::de::DeserializeOwned>(path: &Path) -> Result<Option<T>, (PathBuf, String)> {
    let Ok(text) = std::fs::read_to_string(path) else {
        return Ok(None);
    };
    toml::from_str(&text)
        .map(Some)
        .map_err(|error| (path.to_path_buf(), error.message().to_string()))
}

/// Writes a temporary file beside the real one, then renames it over: never half written.
fn write_atomically<T: Serialize>(path: &Path, value: &T) -> std::io::Result<()> {
    let folder = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(folder)?;
    let text = toml::to_string(value).map_err(std::io::Error::other)?;
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".tmp");
    std::fs::write(&temporary, text)?;
    std::fs::rename(&temporary, path)
}
