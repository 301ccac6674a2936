//! What the teacher should know about Lineup's files or sound, kept as facts and said in the
//! language in use when shown.

use std::path::PathBuf;

use crate::look::i18n::Words;

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
        problems: Vec<lineup_core::Problem>,
    },
    /// A teacher's picture file that could not be decoded: its word shows instead.
    BrokenPicture {
        file: String,
        fault: lineup_core::PictureFault,
    },
    SettingsNotSaved(String),
    GameNotSaved(String),
    NoSound,
    /// A file the teacher brought (in a browser) is neither a saved game nor settings.
    NotLineups {
        file: String,
        why: String,
    },
    /// A teacher's game or board file brought in a browser could not be kept there.
    FileNotKept {
        file: String,
        why: String,
    },
    /// The browser may clear the page's storage, the class's game with it: it was not asked
    /// to keep it, or refused, and Lineup is not installed.
    MayBeCleared,
}

impl Notice {
    /// A teacher's game file that could not be loaded, with every problem in it.
    pub fn broken_theme(error: &lineup_core::ThemeError) -> Notice {
        Notice::BrokenTheme {
            file: error.file.clone(),
            problems: error.problems.clone(),
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
            Notice::BrokenTheme { file, problems } => {
                let why: Vec<String> = problems
                    .iter()
                    .map(|problem| match &problem.picture {
                        Some(fault) => {
                            format!("{}: {}", problem.place, picture_fault(words, fault))
                        }
                        None => format!("{}: {} ({})", problem.place, problem.what, problem.fix),
                    })
                    .collect();
                t!(
                    words,
                    "home-broken-game",
                    file = file.as_str(),
                    why = why.join("; ")
                )
            }
            Notice::BrokenPicture { file, fault } => t!(
                words,
                "app-picture-broken",
                file = file.as_str(),
                why = picture_fault(words, fault)
            ),
            Notice::SettingsNotSaved(error) => {
                t!(words, "app-settings-not-saved", error = error.as_str())
            }
            Notice::GameNotSaved(error) => t!(words, "app-game-not-saved", error = error.as_str()),
            Notice::NoSound => t!(words, "app-no-sound"),
            Notice::MayBeCleared => t!(words, "app-may-be-cleared"),
            Notice::FileNotKept { file, why } => t!(
                words,
                "app-file-not-kept",
                file = file.as_str(),
                why = why.as_str()
            ),
            Notice::NotLineups { file, why } => t!(
                words,
                "app-file-not-lineups",
                file = file.as_str(),
                why = why.as_str()
            ),
        }
    }
}

/// What is wrong with a picture file, and what to do, in `words`' language.
pub fn picture_fault(words: &Words, fault: &lineup_core::PictureFault) -> String {
    use crate::t;
    use lineup_core::PictureFault;
    match fault {
        PictureFault::NoName => t!(words, "picture-no-name"),
        PictureFault::OutsideFolder => t!(words, "picture-outside-folder"),
        PictureFault::Missing => t!(words, "picture-missing"),
        PictureFault::NotAFile => t!(words, "picture-not-a-file"),
        PictureFault::TooManyBytes(megabytes) => {
            t!(words, "picture-too-many-bytes", megabytes = *megabytes)
        }
        PictureFault::TooManyPixels(width, height) => t!(
            words,
            "picture-too-many-pixels",
            width = *width,
            height = *height
        ),
        PictureFault::NotAPicture => t!(words, "picture-not-a-picture"),
        PictureFault::CutShort => t!(words, "picture-cut-short"),
        PictureFault::Unreadable(why) => t!(words, "picture-unreadable", why = why.as_str()),
        PictureFault::DrawingReachesOut(file) => {
            t!(words, "picture-drawing-reaches-out", file = file.as_str())
        }
    }
}
