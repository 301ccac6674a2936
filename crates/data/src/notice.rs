//! What the teacher should know about Lineup's files or sound, kept as facts; the app says
//! them in the language in use when shown.

use std::path::PathBuf;

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
    Brought(Brought),
    /// A bundle of which nothing was brought, and why.
    BundleRefused {
        file: String,
        fault: BundleFault,
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
}

/// How many of a long list's things a short notice names.
pub const FIRST_FEW: usize = 3;

/// What a bundle brought, and what it did not, to be said in one notice.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Brought {
    /// The bundle's file name.
    pub file: String,
    /// The games and boards kept, by where they are kept.
    pub games: Vec<String>,
    /// How many recordings were kept.
    pub recordings: usize,
    /// How many files were the same as the class's already.
    pub already: usize,
    /// Games and boards kept beside the class's of the same name: the name in the bundle, and
    /// the one it is kept as.
    pub beside: Vec<(String, String)>,
    /// Pictures of games and boards that could not be played, not kept with them.
    pub dropped: usize,
    /// Each file not kept, and why.
    pub refused: Vec<(String, Refusal)>,
}

/// Why a file of a bundle was not kept.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// Its name leads out of Lineup's folders, or is not one Lineup writes.
    LeadsOut,
    /// Larger than any file Lineup keeps: its size in bytes.
    TooLarge(u64),
    /// A game or board that cannot be played, and why.
    CannotBePlayed(Box<lineup_core::ThemeError>),
    /// A recording that is not sound.
    NotSound(crate::takes::RecordingFault),
    /// The class has its own, which is kept.
    ClassHasOwn,
    /// Not a file Lineup reads (not text where a game should be).
    NotLineups,
    /// The storage would not keep it (the system's words).
    NotKept(String),
}

/// Why nothing of a bundle was kept.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BundleFault {
    #[error("it is not a file of Lineup's own things: {0}")]
    NotABundle(String),
    #[error("it holds more than {0} files")]
    TooManyFiles(usize),
    #[error("it holds more than {0} bytes")]
    TooLarge(u64),
}
