//! What a bundle brought, said in one notice in the language in use: what came, what was the
//! class's already, what was kept beside theirs, and what did not come and why, the first few
//! of those unless the teacher asks for all.

use super::{FIRST_FEW, first_few, picture_fault, recording_fault};
use crate::data::notice::{Brought, BundleFault, Refusal};
use crate::look::i18n::Words;
use crate::look::size::size;
use crate::t;

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
