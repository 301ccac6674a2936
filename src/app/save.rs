//! The game in progress, saved after every move so a crash or a closed lid loses nothing.
//!
//! A save is the game's setup and seed plus the moves made: loading replays them through the
//! rules, so a save can never smuggle in an impossible position. Files are written to a
//! temporary file and renamed over the old one, so a save is never half written; a file that
//! cannot be read is moved aside (never deleted) and the app starts clean.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::letters::LetterCase;
use super::new_game::NewGame;
use lineup_core::{RawAction, Seat};

/// Something the teacher should know about Lineup's files or sound, kept as facts and said in
/// the language in use when shown.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// A file could not be read; it was moved to `kept_as`, or left in place.
    SetAside {
        file: PathBuf,
        why: String,
        kept_as: Option<PathBuf>,
    },
    /// A saved game's theme is not loaded: the save was moved to `kept_as`, to go on with
    /// once the theme is there (`lineup resume FILE`).
    ThemeMissing {
        theme: String,
        kept_as: Option<PathBuf>,
    },
    /// A game could not start (why, in words).
    CannotStart(String),
    /// A teacher's game file that cannot be played: which file, and what is wrong with it.
    BrokenTheme {
        file: String,
        why: String,
    },
    SettingsNotSaved(String),
    GameNotSaved(String),
    NoSound,
}

impl Notice {
    /// A teacher's game file that could not be loaded, with every problem in it.
    pub fn broken_theme(error: &lineup_core::ThemeError) -> Notice {
        let why: Vec<String> = error
            .problems
            .iter()
            .map(|problem| format!("{}: {} ({})", problem.place, problem.what, problem.fix))
            .collect();
        Notice::BrokenTheme {
            file: error.file.clone(),
            why: why.join("; "),
        }
    }

    pub fn say(&self) -> String {
        use crate::t;
        match self {
            Notice::SetAside {
                file,
                why,
                kept_as: Some(aside),
            } => t!(
                "app-file-set-aside",
                file = file.display().to_string(),
                why = why.as_str(),
                aside = aside.display().to_string()
            ),
            Notice::SetAside { file, why, .. } => t!(
                "app-file-left",
                file = file.display().to_string(),
                why = why.as_str()
            ),
            Notice::ThemeMissing {
                theme,
                kept_as: Some(kept),
            } => t!(
                "app-save-theme-missing",
                theme = theme.as_str(),
                file = kept.display().to_string()
            ),
            Notice::ThemeMissing { theme, .. } => {
                t!("app-theme-not-loaded", theme = theme.as_str())
            }
            Notice::CannotStart(why) => why.clone(),
            Notice::BrokenTheme { file, why } => {
                t!("home-broken-game", file = file.as_str(), why = why.as_str())
            }
            Notice::SettingsNotSaved(error) => t!("app-settings-not-saved", error = error.as_str()),
            Notice::GameNotSaved(error) => t!("app-game-not-saved", error = error.as_str()),
            Notice::NoSound => t!("app-no-sound"),
        }
    }
}

/// What a saved game holds: how it was started, and the moves made since.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    #[serde(flatten)]
    pub game: NewGame,
    #[serde(default)]
    pub moves: Vec<SavedMove>,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedMove {
    pub seat: Seat,
    /// Checked against the game's rules when replayed.
    pub action: RawAction,
}

/// The settings a classroom keeps between days. Every field has a default, so an older or
/// partial file still loads.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub fullscreen: bool,
    pub zoom: f32,
    pub last_theme: Option<String>,
    /// The language tag (`es`, `pt-BR`); empty until chosen, then the computer's own language
    /// is used if Lineup speaks it.
    pub language: String,
    /// Sound effects, and the voice saying letters and words.
    pub sound: bool,
    pub voice: bool,
    /// Chips that drop, lines that glow: off for a class that finds it distracting.
    pub motion: bool,
    /// 0.0 to 1.0.
    pub volume: f32,
    /// How letters are shown in the letters game.
    pub case: LetterCase,
    /// The letters each language's class last chose to play with, by language tag; a
    /// language not listed plays with all its letters.
    pub letters: BTreeMap<String, Vec<String>>,
    /// Each game's last setup (who played, the options), by theme id: setup starts from it.
    pub setups: BTreeMap<String, super::new_game::NewGame>,
    /// How the just-right player fits each table, learnt from the games played there, by the
    /// game and the names of the people who played (see `Table::memory_key`).
    pub forms: BTreeMap<String, f32>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            fullscreen: false,
            zoom: 1.0,
            last_theme: None,
            language: String::new(),
            sound: true,
            voice: true,
            motion: true,
            case: LetterCase::default(),
            letters: BTreeMap::new(),
            setups: BTreeMap::new(),
            forms: BTreeMap::new(),
            volume: 0.8,
        }
    }
}

impl Settings {
    /// Sound, voice and motion, as the teacher's panel shows them.
    pub fn switches(&self) -> super::table::Switches {
        super::table::Switches {
            sound: self.sound,
            voice: self.voice,
            motion: self.motion,
        }
    }

    /// Sound, voice and motion as the teacher's panel set them.
    pub fn set_switches(&mut self, switches: super::table::Switches) {
        self.sound = switches.sound;
        self.voice = switches.voice;
        self.motion = switches.motion;
    }

    /// The most and least the window can be zoomed: everything already scales with the
    /// window, so zoom is a teacher's nudge, never so large that controls leave the screen.
    pub const ZOOM: std::ops::RangeInclusive<f32> = 0.75..=1.5;

    /// These settings with every number in the range the app can show; one that is not a
    /// number at all (NaN) takes its default.
    pub fn in_range(mut self) -> Settings {
        let defaults = Settings::default();
        let fit =
            |value: f32, range: std::ops::RangeInclusive<f32>, default: f32| match value.is_nan() {
                true => default,
                false => value.clamp(*range.start(), *range.end()),
            };
        self.zoom = fit(self.zoom, Settings::ZOOM, defaults.zoom);
        self.volume = fit(self.volume, 0.0..=1.0, defaults.volume);
        self.forms.retain(|_, form| form.is_finite());
        self
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
        let moved = std::fs::rename(self.game_file(), &kept).is_ok();
        Notice::ThemeMissing {
            theme: theme.to_string(),
            kept_as: moved.then_some(kept),
        }
    }

    /// Moves a file that could not be used out of the way and says so.
    pub fn set_aside(&self, path: &Path, why: &str) -> Notice {
        let aside = path.with_extension(format!("broken-{}.toml", stamp()));
        let moved = std::fs::rename(path, &aside).is_ok();
        Notice::SetAside {
            file: path.to_path_buf(),
            why: why.to_string(),
            kept_as: moved.then_some(aside),
        }
    }
}

/// Seconds since 1970, to give a kept file a name of its own.
fn stamp() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |time| time.as_secs())
}

/// The largest saved game or settings file read: a game of 100,000 moves is about 5 MiB.
const MAX_FILE_BYTES: u64 = 32 << 20;

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
    let text = match lineup_core::text_file::read_text(path, MAX_FILE_BYTES) {
        Ok(text) => text,
        Err(lineup_core::text_file::ReadError::Missing) => return Ok(None),
        Err(error) => return Err((path.to_path_buf(), error.to_string())),
    };
    toml::from_str(&text).map(Some).map_err(|error| {
        (
            path.to_path_buf(),
            lineup_core::toml_in_words(&text, &error),
        )
    })
}

/// Writes a temporary file beside the real one, flushes it to the disk, then renames it over:
/// a file is never half written, even if the power goes.
pub fn write_toml<T: Serialize>(path: &Path, value: &T) -> std::io::Result<()> {
    use std::io::Write;
    let folder = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(folder)?;
    let text = toml::to_string(value).map_err(std::io::Error::other)?;
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
