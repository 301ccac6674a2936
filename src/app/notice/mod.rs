//! What the teacher should know about Lineup's files or sound, kept as facts and said in the
//! language in use when shown.

pub mod brought;

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
    /// Teacher's game files that cannot be played: each file, and what is wrong with it. One
    /// notice for them all, however many (a bundle once left thousands).
    BrokenThemes(Vec<(String, Vec<lineup_core::Problem>)>),
    /// Teacher's picture files that could not be decoded for the same reason: their words
    /// show instead. One notice for them all, however many.
    BrokenPictures {
        files: Vec<String>,
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
    /// A file brought that is larger than any Lineup reads: its size in bytes.
    TooLarge {
        file: String,
        bytes: u64,
    },
    /// A bundle of the class's own things opened: what it brought, and what it did not.
    Brought(brought::Brought),
    /// A bundle of which nothing was brought, and why.
    BundleRefused {
        file: String,
        fault: brought::BundleFault,
    },
    /// The browser may clear the page's storage, the class's game with it: it was not asked
    /// to keep it, or refused, and Lineup is not installed.
    MayBeCleared,
}

impl Notice {
    /// A teacher's game file that could not be loaded, with every problem in it.
    pub fn broken_theme(error: &lineup_core::ThemeError) -> Notice {
        Notice::BrokenThemes(vec![(error.file.clone(), error.problems.clone())])
    }

    /// A picture that could not be decoded: its word shows instead.
    pub fn broken_picture(file: String, fault: lineup_core::PictureFault) -> Notice {
        Notice::BrokenPictures {
            files: vec![file],
            fault,
        }
    }

    /// Adds `notice` to `notices`: a picture broken as others before it were joins their
    /// notice, and a notice said already is not said twice.
    pub fn add(notices: &mut Vec<Notice>, notice: Notice) {
        /// `files` joined to `before`, each once.
        fn join<T: Clone + PartialEq>(before: &mut Vec<T>, files: &[T]) {
            for file in files {
                if !before.contains(file) {
                    before.push(file.clone());
                }
            }
        }
        for had in notices.iter_mut() {
            match (had, &notice) {
                (Notice::BrokenThemes(before), Notice::BrokenThemes(files)) => {
                    return join(before, files);
                }
                (
                    Notice::BrokenPictures {
                        files: before,
                        fault: same,
                    },
                    Notice::BrokenPictures { files, fault },
                ) if same == fault => return join(before, files),
                _ => {}
            }
        }
        if !notices.contains(&notice) {
            notices.push(notice);
        }
    }

    /// Whether the notice is about these files alone (a game file that cannot be played, its
    /// pictures), so that removing them makes it untrue.
    pub fn names(&self, paths: &[PathBuf]) -> bool {
        let named = |file: &str| paths.iter().any(|path| std::path::Path::new(file) == path);
        match self {
            Notice::BrokenThemes(files) => files.iter().all(|(file, _)| named(file)),
            Notice::BrokenPictures { files, .. } => files.iter().all(|file| named(file)),
            _ => false,
        }
    }

    /// How many things the notice is about: the files of a grouped notice, the files a bundle
    /// did not bring (and the bundle), or one.
    pub fn count(&self) -> usize {
        match self {
            Notice::BrokenThemes(files) => files.len(),
            Notice::BrokenPictures { files, .. } => files.len(),
            Notice::Brought(brought) => 1 + brought.refused.len(),
            _ => 1,
        }
    }

    /// Whether the short notice leaves out some of what the whole one says.
    pub fn is_cut(&self) -> bool {
        match self {
            Notice::BrokenThemes(files) => {
                files.len() > 1 || files.iter().any(|(_, problems)| problems.len() > FIRST_FEW)
            }
            Notice::BrokenPictures { files, .. } => files.len() > FIRST_FEW,
            Notice::Brought(brought) => brought.refused.len() > FIRST_FEW,
            _ => false,
        }
    }

    /// The notice in `words`' language, short: a long list (files not brought, pictures
    /// missing, a file's problems) names its first few and how many more.
    pub fn say(&self, words: &Words) -> String {
        self.say_as(words, false)
    }

    /// The notice in `words`' language, each thing in it named.
    pub fn say_whole(&self, words: &Words) -> String {
        self.say_as(words, true)
    }

    fn say_as(&self, words: &Words, whole: bool) -> String {
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
            Notice::BrokenThemes(files) => {
                let said = (files.iter())
                    .map(|(file, problems)| broken_theme(words, file, problems, whole));
                first_few(words, said, 1, whole).join(" ")
            }
            Notice::BrokenPictures { files, fault } if files.len() == 1 => t!(
                words,
                "app-picture-broken",
                file = files[0].as_str(),
                why = picture_fault(words, fault)
            ),
            Notice::BrokenPictures { files, fault } => t!(
                words,
                "app-pictures-broken",
                count = files.len(),
                files = first_few(words, files.iter().cloned(), FIRST_FEW, whole).join(", "),
                why = picture_fault(words, fault)
            ),
            Notice::TooLarge { file, bytes } => t!(
                words,
                "app-file-too-large",
                file = file.as_str(),
                size = crate::look::size::size(words, *bytes)
            ),
            Notice::Brought(what) => brought::say(what, words, whole),
            Notice::BundleRefused { file, fault } => brought::bundle_fault(words, file, fault),
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

/// That `file` cannot be played, and why: its first few problems, or every one if `whole`.
fn broken_theme(
    words: &Words,
    file: &str,
    problems: &[lineup_core::Problem],
    whole: bool,
) -> String {
    use crate::t;
    let why = problems.iter().map(|problem| match &problem.picture {
        Some(fault) => format!("{}: {}", problem.place, picture_fault(words, fault)),
        None => format!("{}: {} ({})", problem.place, problem.what, problem.fix),
    });
    let why = first_few(words, why, FIRST_FEW, whole).join("; ");
    t!(words, "home-broken-game", file = file, why = why)
}

/// The first `few` of `said` (every one if `whole`), and how many more there are, in words.
fn first_few(
    words: &Words,
    said: impl ExactSizeIterator<Item = String>,
    few: usize,
    whole: bool,
) -> Vec<String> {
    let all = said.len();
    let mut shown: Vec<String> = said.take(if whole { all } else { few }).collect();
    if all > shown.len() {
        let more = all - shown.len();
        shown.push(crate::t!(words, "bring-and-more", count = more));
    }
    shown
}

/// How many of a long list's things a short notice names.
const FIRST_FEW: usize = 3;

/// Why a recording was not kept, in `words`' language.
pub fn recording_fault(words: &Words, fault: &crate::takes::RecordingFault) -> String {
    use crate::t;
    use crate::takes::RecordingFault;
    match fault {
        RecordingFault::NotSound => t!(words, "recording-not-sound"),
        RecordingFault::CutShort => t!(words, "recording-cut-short"),
        RecordingFault::TooLong => t!(words, "recording-too-long"),
        RecordingFault::Silent => t!(words, "recording-silent"),
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
        PictureFault::TooComplex => t!(words, "picture-too-complex"),
    }
}
