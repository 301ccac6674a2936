//! The setup screen's Print button: the game's pages to print, in the colours the class chose,
//! made away from the window and handed to the teacher as `Lineup <game>.pdf` — on the desktop written to their documents
//! folder and opened in the computer's PDF viewer, in a browser downloaded.

use std::path::PathBuf;
use std::sync::Arc;

use iced::Task;

use lineup_core::RuleSet;
use lineup_platform::exchange::{self, Handed, NotHanded};
use lineup_platform::locale;

use crate::app::tasks;
use crate::look::{i18n::Words, words};
use crate::print::{Paper, print};

/// Makes the pages of `rules` in the language in use, away from the window, and hands them
/// over: where they were written, or why not.
pub(super) fn hand_over(
    rules: Arc<RuleSet>,
    language: &'static str,
) -> Task<Result<PathBuf, String>> {
    let paper = Paper::for_language(language, &locale::languages());
    tasks::off_the_window(move || {
        let words = Words::new(language);
        let (name, pdf) = pages(&rules, &words, paper)?;
        match exchange::hand_over(&name, &pdf, "application/pdf") {
            Ok(Handed::Opened(file)) => Ok(file),
            Ok(Handed::Downloaded(name)) => Ok(PathBuf::from(name)),
            Err(NotHanded::NoFolder) => Err(words.text("print-no-folder", None)),
            Err(NotHanded::Failed(why)) => Err(why),
        }
    })
}

/// The pages of `rules` in the language of `words` on `paper`: the file's name, `Lineup
/// <game>.pdf`, and the PDF; or why not, in the language's words.
pub fn pages(rules: &RuleSet, words: &Words, paper: Paper) -> Result<(String, Vec<u8>), String> {
    let title = words::theme_name(words, rules);
    let pdf = print(rules, words, &title, paper).map_err(|why| why.to_string())?;
    Ok((format!("Lineup {}.pdf", file_name(&title)), pdf))
}

/// A game's name as a file's: without the characters a file name cannot hold.
fn file_name(title: &str) -> String {
    title
        .chars()
        .map(|c| match c {
            '/' | '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|' => '-',
            c if c.is_control() => '-',
            c => c,
        })
        .collect()
}
