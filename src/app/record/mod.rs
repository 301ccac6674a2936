//! "Record our voice": the teacher goes through the letters board in use — each letter's name
//! and sound, each picture's word — and records it: Record, Stop, and Lineup plays it back;
//! again until it sounds right. Each take is kept at once (all or nothing, so closing the app
//! mid-take loses only that take) and the class hears it instead of the computer's voice; what
//! is not recorded keeps the computer's. The page works the microphone and keeps its takes
//! itself ([`work`]).

mod work;

use std::collections::BTreeSet;

use iced::widget::{button, column, progress_bar};
use iced::{Alignment, Element, Length, Task};

use lineup_core::{Alphabet, clip_name};
use lineup_platform::microphone::{self, MicError, Take};

use super::notice::Notice;
use super::screen::Press;
use super::screen::{Context, Screen};

use crate::data::takes::TakeFault;
use crate::look::pieces;
use crate::look::style::{self, size};
use crate::look::ui::Ui;
use crate::{line, t};

/// What to say: a letter's name or sound, or a picture's word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    pub kind: Kind,
    /// The letter or the word, as the board writes it.
    pub text: String,
    /// Its clip, as the voice names it: `en/word-ball.ogg`.
    pub clip: String,
    /// The place on the board of the letter it belongs to.
    pub letter: usize,
    /// A word's picture: its emoji, or its picture file.
    pub picture: Option<(String, Option<String>)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Name,
    Sound,
    Word,
}

/// Everything a board's voice says, in the board's order: each letter's name and sound, then
/// its pictures' words.
pub fn items(board: &Alphabet) -> Vec<Item> {
    let language = &board.language;
    let mut items = Vec::new();
    for (at, letter) in board.letters.iter().enumerate() {
        let name = clip_name(&letter.letter);
        for (kind, file) in [(Kind::Name, "name"), (Kind::Sound, "sound")] {
            items.push(Item {
                kind,
                text: letter.letter.clone(),
                clip: format!("{language}/{file}-{name}.ogg"),
                letter: at,
                picture: None,
            });
        }
        for picture in &letter.pictures {
            items.push(Item {
                kind: Kind::Word,
                text: picture.word.clone(),
                clip: format!("{language}/word-{}.ogg", clip_name(&picture.word)),
                letter: at,
                picture: Some((picture.picture.clone(), picture.image.clone())),
            });
        }
    }
    items
}

#[derive(Clone, Debug)]
pub enum Message {
    Record,
    Stop,
    /// Record, or stop while recording (the keyboard's Space).
    RecordOrStop,
    Hear,
    /// Back to the computer's voice for this one.
    Computer,
    Next,
    Back,
    /// Straight to this letter of the board (its place): its name first.
    Letter(usize),
    Close,
    /// The microphone started (on the platform's side), or why not.
    Started(Result<(), MicError>),
    /// Time to read the microphone's level for the meter.
    Level,
    /// The microphone stopped: the take for this clip, or why there is none.
    Took(String, Result<Take, MicError>),
    /// A take was made into a clip and kept (away from the window), or why not.
    Kept(String, Result<Vec<u8>, Said>),
    /// A recording was forgotten, or why it could not be.
    Forgotten(Result<(), String>),
}

/// What the page tells the App.
#[derive(Debug)]
pub enum Event {
    /// Back to home.
    Close,
    /// Something the teacher should know on home (a recording that could not be forgotten).
    Notice(Notice),
}

/// What the page says after a try.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    Kept,
    Fault(TakeFault),
    Microphone(MicError),
    NotKept(String),
}

/// Where the microphone stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mic {
    Off,
    Starting,
    On,
    Finishing,
}

pub struct Recorder {
    items: Vec<Item>,
    at: usize,
    mic: Mic,
    level: f32,
    said: Option<Said>,
    /// The clips recorded by the teacher.
    ours: BTreeSet<String>,
}

impl Screen for Recorder {
    type Message = Message;
    type Event = Event;

    fn update(&mut self, message: Message, cx: &mut Context) -> (Task<Message>, Option<Event>) {
        match message {
            Message::Started(started) => self.started(started),
            Message::Level => self.level = microphone::level(),
            Message::Took(clip, take) => return (self.keep(clip, take, cx), None),
            Message::Kept(clip, kept) => {
                let said = work::kept(&clip, kept, cx);
                self.took(&clip, said);
            }
            Message::Forgotten(result) => return (Task::none(), forgotten(result)),
            message => return self.asked(message, cx),
        }
        (Task::none(), None)
    }

    /// Space records and stops; the arrows go on and back, as the reading goes; Esc closes.
    fn key(&self, press: Press, cx: &Context) -> Option<Message> {
        let right_to_left = cx.words.right_to_left();
        let (on, back) = match right_to_left {
            false => (Press::Right, Press::Left),
            true => (Press::Left, Press::Right),
        };
        match press {
            Press::Space | Press::Enter => Some(Message::RecordOrStop),
            Press::Escape => Some(Message::Close),
            press if press == on => Some(Message::Next),
            press if press == back => Some(Message::Back),
            _ => None,
        }
    }

    /// The microphone's level, at each frame while it listens.
    fn subscription(&self, _cx: &Context) -> iced::Subscription<Message> {
        match self.listening() {
            true => iced::time::every(super::screen::FRAME).map(|_| Message::Level),
            false => iced::Subscription::none(),
        }
    }

    fn picture_files(&self) -> Vec<String> {
        (self.items.iter())
            .filter_map(|item| item.picture.as_ref()?.1.clone())
            .collect()
    }
}

impl Recorder {
    /// A take came: made into a clip and kept, away from the window's thread; or what the
    /// microphone said.
    fn keep(&mut self, clip: String, take: Result<Take, MicError>, cx: &Context) -> Task<Message> {
        match take {
            Err(why) => {
                self.took(&clip, Said::Microphone(why));
                Task::none()
            }
            Ok(take) => work::keep(clip, take, cx),
        }
    }

    /// The answer to the page's own work when it came after the page was closed: a microphone
    /// that started with no page to show it stops again at once, and a take on its way is kept.
    pub fn closed(message: Message, cx: &mut Context) -> (Task<Message>, Option<Event>) {
        match message {
            Message::Started(Ok(())) => (work::let_the_take_go(), None),
            Message::Took(clip, Ok(take)) => (work::keep(clip, take, cx), None),
            Message::Kept(clip, kept) => {
                work::kept(&clip, kept, cx);
                (Task::none(), None)
            }
            Message::Forgotten(result) => (Task::none(), forgotten(result)),
            _ => (Task::none(), None),
        }
    }
}

/// A recording that could not be forgotten is said on home.
fn forgotten(result: Result<(), String>) -> Option<Event> {
    let why = result.err()?;
    Some(Event::Notice(Notice::FileNotKept {
        file: "voices".into(),
        why,
    }))
}

impl Recorder {
    /// The page for `board`, knowing which of its clips are recorded already.
    pub fn new(board: &Alphabet, ours: BTreeSet<String>) -> Recorder {
        Recorder {
            items: items(board),
            at: 0,
            mic: Mic::Off,
            level: 0.0,
            said: None,
            ours,
        }
    }

    /// What a tap or a key asks of the page: the microphone started or stopped, a clip heard
    /// or forgotten, or another item.
    fn asked(&mut self, message: Message, cx: &mut Context) -> (Task<Message>, Option<Event>) {
        let none = (Task::none(), None);
        let Some(clip) = self.items.get(self.at).map(|item| item.clip.clone()) else {
            return none;
        };
        let work = match message {
            Message::RecordOrStop => {
                let message = match self.mic {
                    Mic::On => Message::Stop,
                    _ => Message::Record,
                };
                return self.asked(message, cx);
            }
            Message::Record if self.mic == Mic::Off => {
                self.mic = Mic::Starting;
                self.said = None;
                Task::perform(microphone::start(), Message::Started)
            }
            Message::Stop if self.mic == Mic::On => {
                self.mic = Mic::Finishing;
                Task::perform(microphone::stop(), move |take| {
                    Message::Took(clip.clone(), take)
                })
            }
            Message::Hear => {
                cx.play_clip(&clip);
                Task::none()
            }
            Message::Computer => {
                self.ours.remove(&clip);
                self.said = None;
                work::forget(&clip, cx)
            }
            Message::Close => {
                // Closed mid-take (Esc, or Close): the take is let go.
                let work = match self.mic != Mic::Off {
                    true => work::let_the_take_go(),
                    false => Task::none(),
                };
                return (work, Some(Event::Close));
            }
            _ => {
                self.moved(message);
                Task::none()
            }
        };
        (work, None)
    }

    /// Another item of the board, while the microphone is off.
    fn moved(&mut self, message: Message) {
        if self.mic != Mic::Off {
            return;
        }
        match message {
            Message::Next => self.at = (self.at + 1).min(self.items.len() - 1),
            Message::Back => self.at = self.at.saturating_sub(1),
            Message::Letter(letter) => {
                match self.items.iter().position(|item| item.letter == letter) {
                    Some(at) => self.at = at,
                    None => return,
                }
            }
            _ => return,
        }
        self.said = None;
    }

    /// Whether the microphone is listening (the level is shown then).
    pub fn listening(&self) -> bool {
        self.mic == Mic::On
    }

    /// The microphone started, or why it did not.
    fn started(&mut self, started: Result<(), MicError>) {
        match started {
            Ok(()) => self.mic = Mic::On,
            Err(why) => {
                self.mic = Mic::Off;
                self.said = Some(Said::Microphone(why));
            }
        }
    }

    /// The take of `clip` kept, or why not.
    fn took(&mut self, clip: &str, said: Said) {
        self.mic = Mic::Off;
        self.level = 0.0;
        if said == Said::Kept {
            self.ours.insert(clip.to_string());
        }
        self.said = Some(said);
    }

    /// What the page says of the last take, if anything.
    pub fn said(&self) -> Option<&Said> {
        self.said.as_ref()
    }

    /// The item on the page.
    pub fn item(&self) -> Option<&Item> {
        self.items.get(self.at)
    }

    /// The places on the board of the letters the teacher has recorded anything of.
    pub fn letters_with_ours(&self) -> BTreeSet<usize> {
        (self.items.iter())
            .filter(|item| self.ours.contains(&item.clip))
            .map(|item| item.letter)
            .collect()
    }

    pub fn view<'a>(&'a self, ui: Ui<'a>) -> Element<'a, Message> {
        let Some(item) = self.items.get(self.at) else {
            return column![].into();
        };
        let what = match item.kind {
            Kind::Name => "rec-name",
            Kind::Sound => "rec-sound",
            Kind::Word => "rec-word",
        };
        let plain = |key: &str, message: Message, on: bool| {
            button(ui.text(t!(ui, key), size::BUTTON))
                .padding(ui.pad(size::BUTTON_PAD))
                .on_press_maybe(on.then_some(message))
                .style(style::quiet(false, ui.scale))
        };
        let recording = matches!(self.mic, Mic::On | Mic::Finishing);
        let go = match recording {
            false => button(ui.text(t!(ui, "rec-record"), size::BIG_BUTTON))
                .on_press_maybe((self.mic == Mic::Off).then_some(Message::Record)),
            true => button(ui.text(t!(ui, "rec-stop"), size::BIG_BUTTON))
                .on_press_maybe((self.mic == Mic::On).then_some(Message::Stop)),
        }
        .padding(ui.pad(size::BIG_BUTTON_PAD))
        .style(style::action(ui.scale));
        let ours = self.ours.contains(&item.clip);
        let idle = self.mic == Mic::Off;
        let recorded = (self.items.iter())
            .filter(|item| self.ours.contains(&item.clip))
            .count();
        let progress = [
            t!(
                ui,
                "rec-progress",
                at = self.at + 1,
                count = self.items.len()
            ),
            t!(ui, "rec-count", ours = recorded, count = self.items.len()),
        ];
        // What it is, and whether it is the teacher's: beside it, so nothing under it moves
        // when a take is kept.
        let mut what_line = line![ui; ui.text(t!(ui, what), size::TEXT)]
            .spacing(ui.px(size::WIDE))
            .align_y(Alignment::Center);
        if ours {
            what_line = what_line.push(
                ui.text(t!(ui, "rec-ours"), size::SMALL)
                    .color(style::soft_ink()),
            );
        }
        // What to say, large, with its picture where it is a word.
        let mut said_here = line![ui]
            .spacing(ui.px(size::WIDE))
            .align_y(Alignment::Center);
        if let Some((emoji, image)) = &item.picture {
            said_here = said_here.push(pieces::picture(
                ui,
                emoji,
                image.as_deref(),
                size::TITLE * 1.6,
            ));
        }
        said_here = said_here.push(ui.text(item.text.as_str(), size::TITLE * 1.6));
        let mut page = column![
            ui.text(t!(ui, "rec-title"), size::TITLE),
            ui.text(t!(ui, "rec-how"), size::SMALL),
            self.letter_strip(ui, idle),
            ui.text(progress.join(" · "), size::SMALL)
                .color(style::soft_ink()),
            what_line,
            said_here,
        ]
        .spacing(ui.px(size::ROOMY))
        .padding(ui.pad(size::all(size::PAGE)))
        .width(Length::Fill)
        .align_x(ui.start());
        page = page.push(
            progress_bar(0.0..=1.0, if recording { self.level } else { 0.0 })
                .length(Length::Fixed(ui.px(size::MENU_BUTTON * 3.0)))
                .girth(Length::Fixed(ui.px(size::NEAR * 2.0))),
        );
        let mut doing: Vec<Element<'a, Message>> =
            vec![go.into(), plain("rec-hear", Message::Hear, idle).into()];
        if ours {
            doing.push(plain("rec-computer", Message::Computer, idle).into());
        }
        page = page.push(
            style::reading_row(ui, doing)
                .spacing(ui.px(size::GAP))
                .align_y(Alignment::Center),
        );
        // What a take came to, on a line kept for it even when empty, so Back, Next and Close
        // stay where they were.
        let said =
            (self.said.as_ref()).map_or_else(|| " ".to_string(), |said| said_in_words(ui, said));
        page = page.push(ui.text(said, size::BUTTON));
        let last = self.at + 1 == self.items.len();
        page = page.push(
            style::reading_row(
                ui,
                vec![
                    plain("rec-back", Message::Back, idle && self.at > 0).into(),
                    plain("rec-next", Message::Next, idle && !last).into(),
                    plain("rec-close", Message::Close, true).into(),
                ],
            )
            .spacing(ui.px(size::GAP)),
        );
        style::scrollable(ui, page).into()
    }

    /// Every letter of the board, to go straight to one: the letter on the page is chosen, and
    /// a letter the teacher has recorded something of carries a dot (green, white when chosen).
    fn letter_strip<'a>(&'a self, ui: Ui<'a>, idle: bool) -> Element<'a, Message> {
        let on_page = self.items.get(self.at).map(|item| item.letter);
        let marked = self.letters_with_ours();
        // Each letter's first item is its name, which writes the letter.
        let letters = (self.items.iter())
            .filter(|item| item.kind == Kind::Name)
            .map(|item| {
                let at = item.letter;
                let mut face = line![ui; ui.text(item.text.as_str(), size::BUTTON)]
                    .spacing(ui.px(size::CLOSE))
                    .align_y(Alignment::Center);
                let chosen = on_page == Some(at);
                if marked.contains(&at) {
                    let dot = match chosen {
                        true => iced::Color::WHITE,
                        false => style::named("green"),
                    };
                    face = face.push(ui.text("●", size::SMALL * 0.7).color(dot));
                }
                button(face)
                    .padding(ui.pad(size::BUTTON_PAD))
                    .on_press_maybe(idle.then_some(Message::Letter(at)))
                    .style(style::quiet(chosen, ui.scale))
                    .into()
            })
            .collect();
        style::Line::of(ui, letters)
            .spacing(ui.px(size::CLOSE))
            .wrap()
            .vertical_spacing(ui.px(size::CLOSE))
            .into()
    }
}

/// What the page says, in the language in use.
fn said_in_words(ui: Ui<'_>, said: &Said) -> String {
    match said {
        Said::Kept => t!(ui, "rec-kept"),
        Said::Fault(TakeFault::Nothing) => t!(ui, "rec-nothing"),
        Said::Fault(TakeFault::TooQuiet) => t!(ui, "rec-too-quiet"),
        Said::Fault(TakeFault::Clipped) => t!(ui, "rec-clipped"),
        Said::Microphone(MicError::NoMicrophone) => t!(ui, "rec-no-mic"),
        Said::Microphone(MicError::Refused) => t!(ui, "rec-refused"),
        Said::Microphone(MicError::Failed(why)) => t!(ui, "rec-failed", why = why.as_str()),
        Said::NotKept(why) => t!(ui, "rec-not-kept", why = why.as_str()),
    }
}
