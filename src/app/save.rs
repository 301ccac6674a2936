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

/// Where the app keeps its files.
#[derive(Clone, Debug)]
pub struct Store {
    folder: PathBuf,
}

const GAME: &str = "current-game.toml";

impl Store {
    /// The platform's data folder for Lineup, if there is one.
    pub fn standard() -> Option<Store> {
        let dirs = directories::ProjectDirs::from("org", "Lineup", "Lineup")?;
        Some(Store::at(dirs.data_dir()))
    }

    pub fn at(folder: &Path) -> Store {
        Store {
            folder: folder.to_path_buf(),
        }
    }

    pub fn game_file(&self) -> PathBuf {
        self.folder.join(GAME)
    }

    /// The saved game, if any. A file that cannot be read is moved aside, and the message says
    /// where to.
    pub fn load_game(&self) -> Result<Option<SavedGame>, String> {
        let path = self.game_file();
        let Ok(text) = std::fs::read_to_string(&path) else {
            return Ok(None);
        };
        toml::from_str(&text)
            .map(Some)
            .map_err(|error| self.set_aside(&path, &error.to_string()))
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
