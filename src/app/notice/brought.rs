//! What a bundle brought, said in one notice in the language in use: what came, what was the
//! class's already, what was kept beside theirs, and what did not come and why, the first few
//! of those unless the teacher asks for all.

use super::{FIRST_FEW, first_few, picture_fault, recording_fault};
use crate::look::i18n::Words;
use crate::look::size::size;
use crate::t;
use crate::takes::RecordingFault;

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
    NotSound(RecordingFault),
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

/// What a bundle brought: every file not brought if `whole`, else the first few and how many
/// more.
pub fn say(brought: &Brought, words: &Words, whole: bool) -> String {
    let mut lines = vec![t!(
        words,
        "bring-summary",
        file = brought.file.as_str(),
        games = brought.games.len(),
        recordings = brought.recordings
    )];
    if brought.already > 0 {
        lines.push(t!(words, "bring-already", count = brought.already));
    }
    if !brought.beside.is_empty() {
        let names: Vec<String> = (brought.beside.iter())
            .map(|(from, kept_as)| format!("{from} → {kept_as}"))
            .collect();
        lines.push(t!(words, "bring-beside", names = names.join(", ")));
    }
    if !brought.refused.is_empty() {
        let said =
            (brought.refused.iter()).map(|(name, why)| format!("{name} ({})", refusal(words, why)));
        let said = first_few(words, said, FIRST_FEW, whole);
        lines.push(t!(
            words,
            "bring-refused",
            count = brought.refused.len(),
            files = said.join("; ")
        ));
    }
    if brought.dropped > 0 {
        lines.push(t!(words, "bring-dropped", count = brought.dropped));
    }
    lines.join(" ")
}

/// Why a file was not brought, in `words`' language.
fn refusal(words: &Words, why: &Refusal) -> String {
    match why {
        Refusal::LeadsOut => t!(words, "bring-why-leads-out"),
        Refusal::TooLarge(bytes) => t!(words, "bring-why-too-large", size = size(words, *bytes)),
        Refusal::CannotBePlayed(error) => {
            let first = error
                .problems
                .first()
                .map(|problem| match &problem.picture {
                    Some(fault) => format!("{}: {}", problem.place, picture_fault(words, fault)),
                    None => format!("{}: {}", problem.place, problem.what),
                });
            t!(
                words,
                "bring-why-cannot-be-played",
                why = first.unwrap_or_default()
            )
        }
        Refusal::NotSound(fault) => recording_fault(words, fault),
        Refusal::ClassHasOwn => t!(words, "bring-why-class-has-own"),
        Refusal::NotLineups => t!(words, "bring-why-not-lineups"),
        Refusal::NotKept(why) => t!(words, "bring-why-not-kept", why = why.as_str()),
    }
}

/// Why nothing of a bundle was brought, in `words`' language.
pub fn bundle_fault(words: &Words, file: &str, fault: &BundleFault) -> String {
    match fault {
        BundleFault::NotABundle(_) => t!(words, "bring-not-a-bundle", file = file),
        BundleFault::TooManyFiles(most) => {
            t!(words, "bring-too-many-files", file = file, count = *most)
        }
        BundleFault::TooLarge(most) => {
            t!(
                words,
                "bring-too-large",
                file = file,
                size = size(words, *most)
            )
        }
    }
}
