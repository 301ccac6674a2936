//! Our files, opened from home: everything Lineup keeps for the class on this computer or in
//! this browser ([`kept`]), each with its size and date, each removable once the teacher says
//! yes; in a browser, how much of the room the browser allows is used. This is how a teacher
//! removes a board that buries home, or the children's names and voices from a machine.

pub mod kept;

use iced::widget::{button, column, container};
use iced::{Alignment, Element, Length, Task};

use super::screen::{Context, Screen};
use super::tasks;
use crate::data::Settings;
use crate::data::store::Store;
use crate::look::i18n::Words;
use crate::look::size::size;
use crate::look::style::{self, size};
use crate::look::ui::Ui;
use crate::t;
use kept::{Item, What};

/// The page.
#[derive(Debug)]
pub struct Ours {
    store: Store,
    /// What Lineup keeps, once listed.
    items: Option<Vec<Item>>,
    /// How much the browser's storage holds, and allows.
    room: Option<(u64, u64)>,
    /// The thing the teacher asked to remove, waiting for their yes.
    asking: Option<usize>,
    /// What the last removal came to: the name of what was removed, or why it could not be.
    said: Option<Result<String, String>>,
}

#[derive(Clone, Debug)]
pub enum Message {
    Listed(Vec<Item>),
    Room(Option<(u64, u64)>),
    /// Remove this one? (asks first)
    Remove(usize),
    /// Yes, remove it.
    Confirm(usize),
    /// No, keep it.
    Keep,
    Removed(Item, Result<(), String>),
    Back,
}

/// What the app should know.
#[derive(Clone, Debug)]
pub enum Event {
    /// This thing is gone: the app forgets what it held of it (a game on offer, a recording,
    /// the saved game, the settings).
    Removed(Item),
    Back,
}

impl Ours {
    /// The page for `store`, and its work: listing what is kept, and the browser's room.
    pub fn open(store: Store) -> (Ours, Task<Message>) {
        let page = Ours {
            store,
            items: None,
            room: None,
            asking: None,
            said: None,
        };
        let work = Task::batch([
            page.list(),
            Task::perform(lineup_platform::files::room(), Message::Room),
        ]);
        (page, work)
    }

    /// What Lineup keeps, once listed.
    pub fn items(&self) -> Option<&[Item]> {
        self.items.as_deref()
    }

    fn list(&self) -> Task<Message> {
        let store = self.store.clone();
        tasks::off_the_window(move || kept::list(&store)).map(Message::Listed)
    }
}

impl Screen for Ours {
    type Message = Message;
    type Event = Event;

    fn update(&mut self, message: Message, cx: &mut Context) -> (Task<Message>, Option<Event>) {
        match message {
            Message::Listed(items) => self.items = Some(items),
            Message::Room(room) => self.room = room,
            Message::Remove(at) => {
                self.asking = Some(at);
                self.said = None;
            }
            Message::Keep => self.asking = None,
            Message::Confirm(at) => return (self.remove(at), None),
            Message::Removed(item, done) => return self.removed(item, done, cx),
            Message::Back => return (Task::none(), Some(Event::Back)),
        }
        (Task::none(), None)
    }
}

impl Ours {
    fn remove(&mut self, at: usize) -> Task<Message> {
        self.asking = None;
        let Some(item) = self.items.as_ref().and_then(|items| items.get(at)).cloned() else {
            return Task::none();
        };
        tasks::off_the_window(move || {
            let done = kept::remove(&item);
            (item, done)
        })
        .map(|(item, done)| Message::Removed(item, done))
    }

    fn removed(
        &mut self,
        item: Item,
        done: Result<(), String>,
        cx: &mut Context,
    ) -> (Task<Message>, Option<Event>) {
        let work = Task::batch([
            self.list(),
            Task::perform(lineup_platform::files::room(), Message::Room),
        ]);
        match done {
            Ok(()) => {
                self.said = Some(Ok(item.name.clone()));
                forget(&item, cx);
                (work, Some(Event::Removed(item)))
            }
            Err(why) => {
                self.said = Some(Err(why));
                (work, None)
            }
        }
    }

    pub fn view<'a>(&'a self, ui: Ui<'a>) -> Element<'a, Message> {
        let mut body = column![].spacing(ui.px(size::NEAR)).align_x(ui.start());
        body = body.push(
            ui.text(t!(ui, "ours-how"), size::SMALL)
                .color(style::soft_ink()),
        );
        if let Some((used, allowed)) = self.room {
            let room = t!(
                ui,
                "ours-room",
                used = size(ui.words, used),
                allowed = size(ui.words, allowed)
            );
            body = body.push(ui.text(room, size::SMALL));
        }
        match &self.said {
            Some(Ok(name)) => {
                body = body.push(ui.text(t!(ui, "ours-removed", name = name.as_str()), size::SMALL))
            }
            Some(Err(why)) => {
                body =
                    body.push(ui.text(t!(ui, "ours-not-removed", why = why.as_str()), size::SMALL))
            }
            None => {}
        }
        match &self.items {
            None => body = body.push(ui.text(t!(ui, "ours-listing"), size::TEXT)),
            Some(items) if items.is_empty() => {
                body = body.push(ui.text(t!(ui, "ours-nothing"), size::TEXT));
            }
            Some(items) => {
                for (at, item) in items.iter().enumerate() {
                    body = body.push(self.row(ui, at, item));
                }
            }
        }
        let body = container(body).width(Length::Fill).align_x(ui.start());
        style::reading_page(
            ui,
            t!(ui, "ours-title"),
            body,
            t!(ui, "ours-close"),
            Message::Back,
        )
    }

    /// One thing kept: what it is, its name, size and date, and Remove (or, once asked,
    /// Remove and Keep).
    fn row<'a>(&'a self, ui: Ui<'a>, at: usize, item: &'a Item) -> Element<'a, Message> {
        let mut about = column![ui.text(what(ui.words, item), size::TEXT)]
            .spacing(ui.px(size::HAIR))
            .align_x(ui.start());
        let mut details = vec![item.name.clone(), size(ui.words, item.bytes)];
        details.extend(item.modified.map(|at| date(ui.words, at)));
        about = about.push(
            ui.text(details.join(" · "), size::SMALL)
                .color(style::soft_ink()),
        );
        let button = |key: &str, message: Message, strong: bool| {
            let label = ui.text(t!(ui, key, name = item.name.as_str()), size::SMALL);
            let button = button(label)
                .padding(ui.pad(size::BUTTON_PAD))
                .on_press(message);
            match strong {
                true => button.style(style::action(ui.scale)).into(),
                false => button.style(style::quiet(false, ui.scale)).into(),
            }
        };
        // Asked, under what it is about: the question has the row's whole width.
        let asking = self.asking == Some(at);
        if asking {
            let question = t!(ui, "ours-sure", name = item.name.as_str());
            about = about.push(ui.text(question, size::TEXT));
        }
        let choices: Vec<Element<'a, Message>> = match asking {
            true => vec![
                button("ours-remove-yes", Message::Confirm(at), true),
                button("ours-keep", Message::Keep, false),
            ],
            false => vec![button("ours-remove", Message::Remove(at), false)],
        };
        let choices = style::reading_row(ui, choices)
            .spacing(ui.px(size::CLOSE))
            .align_y(Alignment::Center);
        let columns = vec![
            container(about)
                .width(Length::Fill)
                .align_x(ui.start())
                .into(),
            choices.into(),
        ];
        style::reading_row(ui, columns)
            .spacing(ui.px(size::GAP))
            .align_y(Alignment::Center)
            .into()
    }
}

/// What a thing kept is, in words.
fn what(words: &Words, item: &Item) -> String {
    match &item.what {
        What::Own(file) => match file.as_ref() {
            lineup_core::File::Theme(theme) => {
                t!(
                    words,
                    "ours-game",
                    name = crate::look::words::theme_name(words, theme.rules())
                )
            }
            lineup_core::File::Alphabet(board) => {
                t!(
                    words,
                    "ours-board",
                    language = language_name(&board.language)
                )
            }
        },
        What::Unplayable { count } => t!(words, "ours-unplayable", count = *count),
        What::Recordings { language, count } => t!(
            words,
            "ours-recordings",
            count = *count,
            language = language_name(language)
        ),
        What::SavedGame => t!(words, "ours-saved-game"),
        What::Settings => t!(words, "ours-settings"),
        What::Other => t!(words, "ours-other"),
    }
}

/// A language's name in itself, as the language picker shows it; its tag if Lineup has none.
fn language_name(tag: &str) -> &str {
    crate::look::i18n::find(tag).map_or(tag, |language| language.name())
}

/// A day, as the language writes dates: `ours-date` orders day, month and year.
fn date(words: &Words, seconds: u64) -> String {
    let (year, month, day) = civil(seconds / 86_400);
    t!(words, "ours-date", year = year, month = month, day = day)
}

/// The year, month and day of a day counted from 1970 (the proleptic Gregorian calendar).
fn civil(days: u64) -> (i64, u32, u32) {
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let of_era = z.rem_euclid(146_097);
    let year_of_era = (of_era - of_era / 1460 + of_era / 36_524 - of_era / 146_096) / 365;
    let day_of_year = of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * shifted + 2) / 5 + 1) as u32;
    let month = if shifted < 10 {
        shifted + 3
    } else {
        shifted - 9
    } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// What Lineup held of a thing the teacher removed, forgotten: a game or board leaves home (a
/// built-in one of its name comes back), a language's recordings are no longer heard, the
/// settings go back to their defaults (the names typed for each seat with them) but for the
/// language on screen.
fn forget(item: &Item, cx: &mut Context) {
    match &item.what {
        What::Own(file) => cx.library.take_out(file),
        What::Recordings { language, .. } => {
            let prefix = format!("{language}/");
            cx.recorded.retain(|clip, _| !clip.starts_with(&prefix));
        }
        What::Settings => {
            cx.settings = Settings {
                language: cx.settings.language.clone(),
                ..Settings::default()
            };
        }
        What::SavedGame | What::Unplayable { .. } | What::Other => {}
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_day_is_dated_as_the_calendar_dates_it() {
        assert_eq!(super::civil(0), (1970, 1, 1));
        assert_eq!(super::civil(20_786), (2026, 11, 29));
        assert_eq!(super::civil(11_016), (2000, 2, 29));
    }
}
