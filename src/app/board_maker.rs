//! "Make a board from a folder of pictures": the teacher names a folder of photos or drawings
//! (in a browser, picks the pictures in its file picker), each file named by its word, and the
//! letters game of the language in use plays on them. The work ([`crate::board::make_and_keep`])
//! runs away from the window's thread; the page then says what is on the board and what was
//! left off, in the language in use.

use std::path::PathBuf;

use iced::widget::{button, column, text_input};
use iced::{Element, Length, Task};

use crate::board::{BoardError, Made, Report};
use crate::look::style::{self, size};
use crate::look::ui::Ui;
use crate::t;

#[derive(Clone, Debug)]
pub enum Message {
    Folder(String),
    Make,
    /// Pick the pictures in the browser's file picker.
    Choose,
    Close,
    /// Play the letters game on the board just made.
    Play,
    /// Record the class's voice for the board just made.
    Record,
}

/// What the page asks of the app.
pub enum Event {
    /// Make the board from the pictures in this folder.
    Make(PathBuf),
    /// Ask the browser for the pictures, and make the board from them.
    Choose,
    Close,
    /// Open the letters game's setup.
    Play,
    /// Open the page that records the class's voice.
    Record,
}

/// The page: the folder typed so far, and what the last try came to, in words.
#[derive(Debug, Default)]
pub struct BoardMaker {
    folder: String,
    /// Whether the teacher names a folder (the desktop), or picks pictures (a browser).
    folders: bool,
    making: bool,
    /// A board was made: the page offers to play it.
    made: bool,
    said: Vec<String>,
}

/// What making a board came to: the board kept, with its report, or why not.
pub type Outcome = Result<(Made, lineup_core::Alphabet), BoardError>;

impl BoardMaker {
    /// The page, with `folder` to start from (the computer's pictures folder); a browser,
    /// without `folders`, offers its file picker instead.
    pub fn new(folder: String, folders: bool) -> BoardMaker {
        BoardMaker {
            folder,
            folders,
            ..BoardMaker::default()
        }
    }

    /// The page's update, in the shape of every screen's: the work it starts (none: the app
    /// makes the board) and what the app should know.
    pub fn update(&mut self, message: Message) -> (Task<Message>, Option<Event>) {
        let event = match message {
            Message::Folder(folder) => {
                self.folder = folder;
                None
            }
            Message::Make if !self.making && !self.folder.trim().is_empty() => {
                self.making = true;
                self.said.clear();
                Some(Event::Make(PathBuf::from(self.folder.trim())))
            }
            Message::Make => None,
            Message::Choose if !self.making => Some(Event::Choose),
            Message::Choose => None,
            Message::Close => Some(Event::Close),
            Message::Play => Some(Event::Play),
            Message::Record => Some(Event::Record),
        };
        (Task::none(), event)
    }

    /// What the page says of the last try, line by line.
    pub fn said(&self) -> &[String] {
        &self.said
    }

    /// The teacher picked pictures: the board is being made of them.
    pub fn making(&mut self) {
        self.making = true;
        self.said.clear();
    }

    /// The teacher closed the picker without a picture.
    pub fn none_picked(&mut self) {
        self.making = false;
    }

    /// The board made, or why not, said in `ui`'s language.
    pub fn made(&mut self, words: &crate::look::i18n::Words, outcome: &Outcome, language: &str) {
        self.making = false;
        self.made = outcome.is_ok();
        self.said = said(words, outcome, language);
    }

    pub fn view<'a>(&'a self, ui: Ui<'a>, language: &str) -> Element<'a, Message> {
        let going = match self.making {
            true => "home-making-board",
            false if self.folders => "home-make-board-go",
            false => "home-make-board-choose",
        };
        let go = button(ui.text(t!(ui, going), size::BUTTON))
            .padding(ui.pad(size::BUTTON_PAD))
            .on_press_maybe((!self.making).then_some(match self.folders {
                true => Message::Make,
                false => Message::Choose,
            }))
            .style(style::action(ui.scale));
        let close = button(ui.text(t!(ui, "home-make-board-close"), size::SMALL))
            .padding(ui.pad(size::BUTTON_PAD))
            .on_press(Message::Close)
            .style(style::quiet(false, ui.scale));
        let how = match self.folders {
            true => "home-make-board-how",
            false => "home-make-board-how-pick",
        };
        let mut page = column![
            ui.text(t!(ui, "home-make-board"), size::TITLE),
            ui.text(t!(ui, how, language = language), size::BUTTON),
        ]
        .spacing(ui.px(size::ROOMY))
        .padding(ui.pad(size::all(size::PAGE)))
        .align_x(ui.start());
        if self.folders {
            page = page.push(
                text_input(&t!(ui, "home-make-board-folder"), &self.folder)
                    .on_input(Message::Folder)
                    .on_submit(Message::Make)
                    .size(ui.px(size::SMALL))
                    .padding(ui.pad(size::all(size::NEAR)))
                    .width(Length::Fill),
            );
        }
        page = page
            .push(style::reading_row(ui, vec![go.into(), close.into()]).spacing(ui.px(size::GAP)));
        for line in &self.said {
            page = page.push(ui.text(line.as_str(), size::SMALL));
        }
        if self.made {
            // The game's own name, as its tile on home shows it.
            let letters = t!(ui, "theme-letters-name");
            let record = button(ui.text(t!(ui, "rec-open"), size::BUTTON))
                .padding(ui.pad(size::BUTTON_PAD))
                .on_press(Message::Record)
                .style(style::quiet(false, ui.scale));
            let play = button(ui.text(letters, size::BUTTON))
                .padding(ui.pad(size::BUTTON_PAD))
                .on_press(Message::Play)
                .style(style::action(ui.scale));
            page = page.push(
                style::reading_row(ui, vec![play.into(), record.into()]).spacing(ui.px(size::GAP)),
            );
        }
        style::scrollable(ui, page).into()
    }
}

/// What the teacher reads after a try.
fn said(words: &crate::look::i18n::Words, outcome: &Outcome, language: &str) -> Vec<String> {
    let folder = |path: &PathBuf| path.display().to_string();
    match outcome {
        Ok((made, _)) => {
            let mut lines = vec![t!(
                words,
                "home-board-made",
                count = made.letters.len(),
                letters = made.letters.join(" "),
                language = language
            )];
            lines.extend(report(words, &made.report));
            lines
        }
        Err(BoardError::TooFew { have, report: left }) => {
            let mut lines = vec![t!(
                words,
                "home-board-too-few",
                count = *have,
                needed = lineup_core::MIN_LETTERS
            )];
            lines.extend(report(words, left));
            lines
        }
        Err(BoardError::NoFolder(path)) => {
            vec![t!(words, "home-board-no-folder", folder = folder(path))]
        }
        Err(BoardError::NoPictures(path)) => {
            vec![t!(words, "home-board-no-pictures", folder = folder(path))]
        }
        Err(BoardError::Write { file, why }) => vec![t!(
            words,
            "home-board-not-kept",
            file = folder(file),
            why = why.as_str()
        )],
    }
}

/// The report's lines: what was left off, and what to check.
fn report(words: &crate::look::i18n::Words, report: &Report) -> Vec<String> {
    let mut lines = Vec::new();
    let pairs = |pairs: &[(String, String)]| -> String {
        pairs
            .iter()
            .map(|(a, b)| format!("{a} ({b})"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if !report.one_picture.is_empty() {
        let letters = pairs(&report.one_picture);
        lines.push(t!(words, "home-board-one-picture", letters = letters));
    }
    if !report.spare.is_empty() {
        let spare = report.spare.join(", ");
        lines.push(t!(words, "home-board-spare", words = spare));
    }
    if !report.no_letter.is_empty() {
        let no_letter = report.no_letter.join(", ");
        lines.push(t!(words, "home-board-no-letter", words = no_letter));
    }
    for (file, fault) in &report.unusable {
        let why = super::notice::picture_fault(words, fault);
        lines.push(t!(
            words,
            "app-picture-broken",
            file = file.as_str(),
            why = why
        ));
    }
    if !report.heard_otherwise.is_empty() {
        let heard = pairs(&report.heard_otherwise);
        lines.push(t!(words, "home-board-heard-otherwise", words = heard));
    }
    lines
}
