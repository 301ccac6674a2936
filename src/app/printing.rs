//! The setup screen's Print button: the game's pages to print made away from the window and
//! handed to the teacher as `Lineup <game>.pdf` — on the desktop written to their documents
//! folder and opened in the computer's PDF viewer, in a browser downloaded.

use std::path::PathBuf;

use iced::Task;

use lineup_core::RuleSet;
use lineup_platform::exchange::{self, Handed, NotHanded};
use lineup_platform::locale;

use super::{App, Message, setup, tasks};
use crate::look::{i18n::Words, words};
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
        .map(done)
    }
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
