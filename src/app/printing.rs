//! The setup screen's Print button: the game's pages to print made away from the window,
//! written to the teacher's documents folder as `Lineup <game>.pdf`, and opened in the
//! computer's PDF viewer. Desktop only: a browser prints its own page.

use std::path::PathBuf;

use iced::Task;

use lineup_core::RuleSet;

use super::platform::{files, locale, viewer, work};
use super::{App, Message, i18n::Words, setup, words};
use crate::print::{Paper, print};

impl App {
    /// Makes the pages of the game on the setup screen, with its options and letters, in the
    /// language in use.
    pub(super) fn print_pages(&self) -> Task<Message> {
        let super::Screen::Setup(setup) = &self.screen else {
            return Task::none();
        };
        let language = self.words.tag();
        let done = |result| Message::Setup(setup::Message::Printed(result));
        let rules =
            match (self.library).rules(&setup.theme, &setup.options, language, &setup.letters) {
                Ok(rules) => rules,
                Err(why) => return Task::done(done(Err(why.to_string()))),
            };
        let paper = Paper::for_language(language, &locale::languages());
        work::off_the_window(move || {
            let file = write_pages(&rules, language, paper, files::documents_folder())?;
            viewer::open(&file);
            Ok(file)
        })
        .map(done)
    }
}

/// Makes the pages of `rules` in `language` on `paper` and writes them, all or nothing, into
/// `folder` as `Lineup <game>.pdf`; the file, or why not in the language's words.
pub fn write_pages(
    rules: &RuleSet,
    language: &str,
    paper: Paper,
    folder: Option<PathBuf>,
) -> Result<PathBuf, String> {
    let words = Words::new(language);
    let title = words::theme_name(&words, rules);
    let pdf = print(rules, &words, &title, paper).map_err(|why| why.to_string())?;
    let folder = folder.ok_or_else(|| words.text("print-no-folder", None))?;
    let file = folder.join(format!("Lineup {}.pdf", file_name(&title)));
    files::write_bytes(&file, &pdf).map_err(|why| format!("{}: {why}", file.display()))?;
    Ok(file)
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
