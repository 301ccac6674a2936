//! What the teacher should know about Lineup's files or sound, kept as facts and said in the
//! language in use when shown.

use std::path::PathBuf;

use super::i18n::Words;

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
    /// A file the teacher brought (in a browser) is neither a saved game nor settings.
    NotLineups {
        file: String,
        why: String,
    },
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

    /// The notice in `words`' language.
    pub fn say(&self, words: &Words) -> String {
        use crate::t;
        match self {
            Notice::SetAside {
                file,
                why,
                kept_as: Some(aside),
            } => t!(
                words,
                "app-file-set-aside",
                file = file.display().to_string(),
                why = why.as_str(),
                aside = aside.display().to_string()
            ),
            Notice::SetAside { file, why, .. } => t!(
                words,
                "app-file-left",
                file = file.display().to_string(),
                why = why.as_str()
            ),
            Notice::ThemeMissing {
                theme,
                kept_as: Some(kept),
            } => t!(
                words,
                "app-save-theme-missing",
                theme = theme.as_str(),
                file = kept.display().to_string()
            ),
            Notice::ThemeMissing { theme, .. } => {
                t!(words, "app-theme-not-loaded", theme = theme.as_str())
            }
            Notice::CannotStart(why) => why.clone(),
            Notice::BrokenTheme { file, why } => {
                t!(
                    words,
                    "home-broken-game",
                    file = file.as_str(),
                    why = why.as_str()
                )
            }
            Notice::SettingsNotSaved(error) => {
                t!(words, "app-settings-not-saved", error = error.as_str())
            }
            Notice::GameNotSaved(error) => t!(words, "app-game-not-saved", error = error.as_str()),
            Notice::NoSound => t!(words, "app-no-sound"),
            Notice::NotLineups { file, why } => t!(
                words,
                "app-file-not-lineups",
                file = file.as_str(),
                why = why.as_str()
            ),
        }
    }
}
