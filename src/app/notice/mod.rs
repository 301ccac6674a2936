//! What the teacher should know about Lineup's files or sound, kept as facts and said in the
//! language in use when shown.

pub mod brought;

use crate::look::i18n::Words;

/// Something the teacher should know about Lineup's files or sound, kept as facts and said in
/// the language in use when shown.
pub use crate::data::notice::{FIRST_FEW, Notice};

/// A notice said in the language in use.
pub trait Say {
    /// Short: a long list (files not brought, pictures missing, a file's problems) names its
    /// first few and how many more.
    fn say(&self, words: &Words) -> String;
    /// Each thing in it named.
    fn say_whole(&self, words: &Words) -> String;
}

impl Say for Notice {
    fn say(&self, words: &Words) -> String {
        say_as(self, words, false)
    }

    fn say_whole(&self, words: &Words) -> String {
        say_as(self, words, true)
    }
}

/// The notice in `words`' language, short or whole.
fn say_as(notice: &Notice, words: &Words, whole: bool) -> String {
    {
        use crate::t;
        match notice {
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

/// Why a recording was not kept, in `words`' language.
pub fn recording_fault(words: &Words, fault: &crate::data::takes::RecordingFault) -> String {
    use crate::data::takes::RecordingFault;
    use crate::t;
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
