//! The settings a classroom keeps between days, and the switches the teacher's panel shows.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{LetterCase, NewGame};

/// The switches that belong to the whole app, not the game: the teacher's panel shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Switches {
    pub sound: bool,
    pub voice: bool,
    pub motion: bool,
}

impl Default for Switches {
    fn default() -> Switches {
        Switches {
            sound: true,
            voice: true,
            motion: true,
        }
    }
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
    /// How letters are shown in the letters game: one choice for every language.
    pub case: LetterCase,
    /// The letters the class last chose to play with, **per language**: by the tag of the
    /// letters board they were chosen on. A language not listed plays with all its letters.
    /// Kept apart from `setups` because they belong to a board, not to a game: a letters game
    /// set up in Arabic starts on the Arabic letters chosen last, whatever game was played.
    pub letters: BTreeMap<String, Vec<String>>,
    /// Each game's last setup (who played, names, colours, options), **per game**, by theme
    /// id: setup starts from it. Its letters and case are those of `letters` and `case`.
    pub setups: BTreeMap<String, NewGame>,
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
    /// Remembers a game started, for the next setup: its setup by its game, its letters by
    /// the language of `board` (its letters board, if it has one), and the case.
    pub fn remember(&mut self, game: &NewGame, board: Option<&str>) {
        if let Some(board) = board {
            self.letters.insert(board.to_string(), game.letters.clone());
        }
        self.case = game.case;
        self.setups.insert(game.theme.clone(), game.clone());
    }

    /// Sound, voice and motion, as the teacher's panel shows them.
    pub fn switches(&self) -> Switches {
        Switches {
            sound: self.sound,
            voice: self.voice,
            motion: self.motion,
        }
    }

    /// Sound, voice and motion as the teacher's panel set them.
    pub fn set_switches(&mut self, switches: Switches) {
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

impl Settings {
    /// Settings from a file a teacher brings back: only Lineup's own keys, so another TOML
    /// file (a saved game, a theme) is never taken for settings and the classroom's lost.
    pub fn from_brought(text: &str) -> Result<Settings, String> {
        let table: toml::Table =
            toml::from_str(text).map_err(|error| error.message().to_string())?;
        let every = Settings {
            last_theme: Some(String::new()),
            ..Settings::default()
        };
        let known = toml::Table::try_from(every).map_err(|error| error.to_string())?;
        if table.is_empty() {
            return Err("it is empty".into());
        }
        if let Some(key) = table.keys().find(|key| !known.contains_key(*key)) {
            return Err(format!("“{key}” is not one of Lineup's settings"));
        }
        toml::from_str(text).map_err(|error: toml::de::Error| error.message().to_string())
    }
}
