//! Checking a theme or letters board file, and listing what the library holds.

use std::path::Path;
use std::process::ExitCode;

use lineup_core::{Alphabet, File, Library, Say};

use super::CliError;

/// Checks a theme or letters board file: its sizes if it is good, every problem if not (each
/// picture decoded whole, so one run says all).
pub fn check_theme(file: &Path, library: &Library) -> Result<ExitCode, CliError> {
    match lineup::data::read::check(file)? {
        File::Alphabet(alphabet) => check_alphabet(file, &alphabet, library),
        File::Theme(theme) => {
            let rules = theme.rules();
            println!(
                "{}: ok: \"{}\", {} × {} board, {} cards, {} in a row",
                file.display(),
                theme.id(),
                rules.rows(),
                rules.cols(),
                rules.deck_size(),
                rules.in_a_row()
            );
            for warning in rules.warnings() {
                println!(
                    "{}: warning: {}: {} (fix: {})",
                    file.display(),
                    warning.place,
                    warning.what,
                    warning.fix
                );
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// Takes out of `library` every letters board with a letter, word or picture that no embedded
/// font draws, and says why: a child would see empty boxes.
pub fn undrawable(library: &mut Library) -> Vec<lineup_core::ThemeError> {
    lineup::look::fonts::keep_drawable(library)
}

/// A letters board is good when the letters theme can be played on it, on all its letters and
/// on the letters a class meets first, and when its fonts draw every letter, word and picture.
fn check_alphabet(
    file: &Path,
    alphabet: &Alphabet,
    library: &Library,
) -> Result<ExitCode, CliError> {
    let theme = library
        .themes()
        .iter()
        .find(|theme| theme.uses_letters_board())
        .ok_or_else(|| CliError::NoLettersTheme(file.to_path_buf()))?;
    let mut good = true;
    let problems = lineup::look::fonts::undrawn(alphabet);
    if !problems.is_empty() {
        let error = lineup_core::ThemeError {
            file: file.display().to_string(),
            problems,
        };
        eprintln!("{error}");
        good = false;
    }
    for (which, letters) in [
        ("all letters", &[][..]),
        ("first letters", &alphabet.first[..]),
    ] {
        if which == "first letters" && letters.is_empty() {
            continue;
        }
        match theme.on_board(&Default::default(), alphabet, letters) {
            Ok(rules) => println!(
                "{}: ok: letters board \"{}\", {which}: {} letters, {} × {} board, {} cards",
                file.display(),
                alphabet.language,
                alphabet.choose(letters).len(),
                rules.rows(),
                rules.cols(),
                rules.deck_size()
            ),
            Err(error) => {
                eprintln!("{error}");
                good = false;
            }
        }
    }
    Ok(match good {
        true => ExitCode::SUCCESS,
        false => ExitCode::FAILURE,
    })
}

/// The clips `audio/make.sh` makes: a line each, for the languages asked (all if none):
/// language, file, espeak-ng voice, kind, what espeak-ng is given, the text as written.
pub fn list_clips(library: &Library, languages: &[String]) {
    for alphabet in library.alphabets() {
        if !languages.is_empty() && !languages.contains(&alphabet.language) {
            continue;
        }
        for clip in alphabet.clips() {
            let (kind, text) = match &clip.say {
                Say::Letter(letter) => ("letter", letter),
                Say::Text(text) => ("text", text),
                Say::Phonemes(phonemes) => ("phonemes", phonemes),
                Say::Copy(file) => ("copy", file),
            };
            println!(
                "{}\t{}\t{}\t{kind}\t{text}\t{}",
                alphabet.language, clip.file, alphabet.voice, clip.text
            );
        }
    }
}

/// The themes on offer, a line each.
pub fn list_themes(library: &Library) {
    for theme in library.themes() {
        let rules = theme.rules();
        let players = rules
            .player_counts()
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>();
        println!(
            "{:<12} {:<14} ages {:<3}  players {:<24} {}",
            theme.id(),
            rules.name(),
            rules.ages(),
            players.join(","),
            rules.description()
        );
    }
}
