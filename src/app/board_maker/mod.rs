//! "Make a board from a folder of pictures": the teacher names a folder of photos or drawings
//! (in a browser, picks the pictures in its file picker), each file named by its word, and the
//! letters game of the language in use plays on them. The page makes the board itself, away
//! from the window's thread ([`work`]), adds it to the games on offer, and then says what is on
//! the board and what was left off, in the language in use.

mod work;

use std::path::PathBuf;

use iced::widget::{button, column, text_input};
use iced::{Element, Length, Task};

use super::screen::{Context, Screen};
use super::tasks;
use crate::data::new_board::{BoardError, Made, Report};
use crate::look::style::{self, size};
use crate::look::ui::Ui;
use crate::t;
use lineup_core::MAX_PICTURE_BYTES;
use lineup_platform::exchange::{Kinds, Picked};

use work::make_from_picked;

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
    /// The pictures the teacher picked in a browser, to make the board of.
    Picked(Vec<Picked>),
    /// The board has been made (away from the window's thread), or why not.
    Made(Box<Outcome>),
}

/// What the page tells the App.
#[derive(Debug, PartialEq, Eq)]
pub enum Event {
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

impl Screen for BoardMaker {
    type Message = Message;
    type Event = Event;

    fn update(&mut self, message: Message, cx: &mut Context) -> (Task<Message>, Option<Event>) {
        let made = |outcome| Message::Made(Box::new(outcome));
        let work = match message {
            Message::Folder(folder) => {
                self.folder = folder;
                Task::none()
            }
            Message::Make if !self.making && !self.folder.trim().is_empty() => {
                let Some(themes) = cx.store.as_ref().map(|store| store.themes_folder()) else {
                    return (Task::none(), None);
                };
                self.making = true;
                self.said.clear();
                let (folder, board) = (PathBuf::from(self.folder.trim()), cx.board());
                tasks::off_the_window(move || {
                    crate::data::new_board::make_and_keep(&folder, &board, &themes)
                })
                .map(made)
            }
            Message::Choose if !self.making => {
                tasks::pick(Kinds::Pictures, MAX_PICTURE_BYTES).map(Message::Picked)
            }
            Message::Make | Message::Choose => Task::none(),
            Message::Picked(picked) if picked.is_empty() => {
                // The picker closed without a picture.
                self.making = false;
                Task::none()
            }
            Message::Picked(picked) => {
                let Some(themes) = cx.store.as_ref().map(|store| store.themes_folder()) else {
                    return (Task::none(), None);
                };
                self.making = true;
                self.said.clear();
                let board = cx.board();
                let folder = lineup_platform::files::scratch_folder().join("pictures");
                tasks::off_the_window(move || make_from_picked(picked, &folder, &board, &themes))
                    .map(made)
            }
            Message::Made(outcome) => {
                self.made(&outcome, cx);
                Task::none()
            }
            Message::Close => return (Task::none(), Some(Event::Close)),
            Message::Play => return (Task::none(), Some(Event::Play)),
            Message::Record => return (Task::none(), Some(Event::Record)),
        };
        (work, None)
    }
}

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

    /// What the page says of the last try, line by line.
    pub fn said(&self) -> &[String] {
        &self.said
    }

    /// The board made, or why not, said in the language in use. A board made is the letters
    /// game's board in its language from now on (and at every start, from the themes folder).
    fn made(&mut self, outcome: &Outcome, cx: &mut Context) {
        if let Ok((_, board)) = outcome {
            cx.library.add_alphabet(board.clone());
        }
        self.making = false;
        self.made = outcome.is_ok();
        self.said = said(&cx.words, outcome, cx.words.name());
    }

    pub fn view<'a>(&'a self, ui: Ui<'a>) -> Element<'a, Message> {
        let language = ui.words.name();
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
        .width(Length::Fill)
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
