//! The app's side of "Make a board from a folder of pictures": the folder named (the desktop)
//! or the pictures picked (a browser: they go into a folder that lasts while Lineup runs), the
//! board made and kept away from the window's thread, and then played.

use std::path::{Path, PathBuf};

use iced::Task;

use super::board_maker::{self, Outcome};
use super::store::Store;
use super::{App, Message, Screen, home, tasks};
use crate::board::BoardError;
use lineup_core::{Alphabet, MAX_PICTURE_BYTES, PictureFault};
use lineup_platform::exchange::{Kinds, NotRead, Picked};
use lineup_platform::files;

impl App {
    /// The board maker's page: making the board happens away from the window's thread.
    pub(super) fn make_board(&mut self, message: board_maker::Message) -> Task<Message> {
        let Screen::MakeBoard(maker) = &mut self.screen else {
            return Task::none();
        };
        let (work, event) = maker.update(message);
        let work = work.map(Message::MakeBoard);
        match event {
            None => work,
            Some(board_maker::Event::Close) => {
                self.screen = Screen::Home;
                work
            }
            Some(board_maker::Event::Play) => self.home(home::Message::Pick("letters".into())),
            Some(board_maker::Event::Record) => Task::batch([work, self.open_recorder()]),
            Some(board_maker::Event::Choose) => Task::batch([
                work,
                tasks::pick(Kinds::Pictures, MAX_PICTURE_BYTES).map(Message::PicturesPicked),
            ]),
            Some(board_maker::Event::Make(folder)) => {
                let (alphabet, Some(themes)) = (self.board_language(), self.themes()) else {
                    return work;
                };
                tasks::off_the_window(move || {
                    crate::board::make_and_keep(&folder, &alphabet, &themes)
                })
                .map(|outcome| Message::BoardMade(Box::new(outcome)))
            }
        }
    }

    /// The pictures picked in a browser: the board is made of them, as of a folder.
    pub(super) fn pictures_picked(&mut self, picked: Vec<Picked>) -> Task<Message> {
        let Screen::MakeBoard(maker) = &mut self.screen else {
            return Task::none();
        };
        if picked.is_empty() {
            maker.none_picked();
            return Task::none();
        }
        maker.making();
        let (alphabet, Some(themes)) = (self.board_language(), self.themes()) else {
            return Task::none();
        };
        let folder = files::scratch_folder().join("pictures");
        tasks::off_the_window(move || make_from_picked(picked, &folder, &alphabet, &themes))
            .map(|outcome| Message::BoardMade(Box::new(outcome)))
    }

    /// A board made is the letters game's board in its language from now on (and at every
    /// start, from the themes folder); the page says what is on it.
    pub(super) fn board_made(&mut self, outcome: Outcome) {
        if let Ok((_, board)) = &outcome {
            self.library.add_alphabet(board.clone());
        }
        if let Screen::MakeBoard(maker) = &mut self.screen {
            maker.made(&self.words, &outcome, self.words.name());
        }
    }

    /// The board of the language in use: the one a new board replaces and learns from.
    pub(super) fn board_language(&self) -> Alphabet {
        (self.library.alphabet(self.words.tag()).cloned()).unwrap_or_else(Alphabet::english)
    }

    fn themes(&self) -> Option<PathBuf> {
        self.store.as_ref().map(Store::themes_folder)
    }
}

/// Makes and keeps the board from the pictures a teacher picked: they are put in `folder` for
/// the making, and taken away again after. A picture too large to read is reported as the
/// folder's would be.
pub fn make_from_picked(
    picked: Vec<Picked>,
    folder: &Path,
    alphabet: &Alphabet,
    themes: &Path,
) -> Outcome {
    let mut unread = Vec::new();
    let mut put = Vec::new();
    for Picked { name, bytes } in picked {
        // Only a file's own name: nothing may lead out of the folder.
        let Some(name) = Path::new(&name).file_name().and_then(|name| name.to_str()) else {
            continue;
        };
        let name = name.to_string();
        let written = match bytes {
            Ok(bytes) => files::write_bytes(&folder.join(&name), &bytes)
                .map_err(|why| PictureFault::Unreadable(why.to_string())),
            Err(NotRead::TooLarge(size)) => Err(PictureFault::TooManyBytes(size / 1_000_000)),
            Err(NotRead::Unreadable(why)) => Err(PictureFault::Unreadable(why)),
        };
        match written {
            Ok(()) => put.push(folder.join(&name)),
            Err(fault) => unread.push((name, fault)),
        }
    }
    let mut outcome = crate::board::make_and_keep(folder, alphabet, themes);
    for path in put {
        let _ = files::remove(&path);
    }
    let report = match &mut outcome {
        Ok((made, _)) => Some(&mut made.report),
        Err(BoardError::TooFew { report, .. }) => Some(report.as_mut()),
        Err(_) => None,
    };
    match report {
        Some(report) => report.unusable.extend(unread),
        None if !unread.is_empty() => {
            outcome = Err(BoardError::TooFew {
                have: 0,
                report: Box::new(crate::board::Report {
                    unusable: unread,
                    ..Default::default()
                }),
            })
        }
        None => {}
    }
    outcome
}
