//! "Record our voice": the teacher goes through the letters board in use — each letter's name
//! and sound, each picture's word — and records it: Record, Stop, and Lineup plays it back;
//! again until it sounds right. Each take is kept at once (all or nothing, so closing the app
//! mid-take loses only that take) and the class hears it instead of the computer's voice; what
//! is not recorded keeps the computer's.

use std::collections::BTreeSet;

use iced::widget::{button, column, progress_bar};
use iced::{Alignment, Element, Length};

use lineup_core::{Alphabet, clip_name};
use lineup_platform::microphone::MicError;

use crate::look::style::{self, size};
use crate::look::ui::Ui;
use crate::t;
use crate::takes::TakeFault;

/// What to say: a letter's name or sound, or a picture's word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    pub kind: Kind,
    /// The letter or the word, as the board writes it.
    pub text: String,
    /// Its clip, as the voice names it: `en/word-ball.ogg`.
    pub clip: String,
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
    for letter in &board.letters {
        let name = clip_name(&letter.letter);
        for (kind, file) in [(Kind::Name, "name"), (Kind::Sound, "sound")] {
            items.push(Item {
                kind,
                text: letter.letter.clone(),
                clip: format!("{language}/{file}-{name}.ogg"),
            });
        }
        for picture in &letter.pictures {
            items.push(Item {
                kind: Kind::Word,
                text: picture.word.clone(),
                clip: format!("{language}/word-{}.ogg", clip_name(&picture.word)),
            });
        }
    }
    items
}

#[derive(Clone, Debug)]
pub enum Message {
    Record,
    Stop,
    Hear,
    /// Back to the computer's voice for this one.
    Computer,
    Next,
    Back,
    Close,
}

/// What the page asks of the app.
pub enum Event {
    /// Start the microphone.
    Record,
    /// Stop it, and keep the take as this clip.
    Stop(String),
    /// Play this clip as the class hears it.
    Hear(String),
    /// Forget the recording of this clip.
    Forget(String),
    Close,
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

    pub fn update(&mut self, message: Message) -> Option<Event> {
        let clip = self.items.get(self.at)?.clip.clone();
        match message {
            Message::Record if self.mic == Mic::Off => {
                self.mic = Mic::Starting;
                self.said = None;
                Some(Event::Record)
            }
            Message::Stop if self.mic == Mic::On => {
                self.mic = Mic::Finishing;
                Some(Event::Stop(clip))
            }
            Message::Record | Message::Stop => None,
            Message::Hear => Some(Event::Hear(clip)),
            Message::Computer => {
                self.ours.remove(&clip);
                self.said = None;
                Some(Event::Forget(clip))
            }
            Message::Next | Message::Back if self.mic != Mic::Off => None,
            Message::Next => {
                self.at = (self.at + 1).min(self.items.len() - 1);
                self.said = None;
                None
            }
            Message::Back => {
                self.at = self.at.saturating_sub(1);
                self.said = None;
                None
            }
            Message::Close => Some(Event::Close),
        }
    }

    /// Whether the microphone is listening (the level is shown then).
    pub fn listening(&self) -> bool {
        self.mic == Mic::On
    }

    /// The microphone started, or why it did not.
    pub fn started(&mut self, started: Result<(), MicError>) {
        match started {
            Ok(()) => self.mic = Mic::On,
            Err(why) => {
                self.mic = Mic::Off;
                self.said = Some(Said::Microphone(why));
            }
        }
    }

    /// How loud the microphone hears it now, 0 to 1.
    pub fn hear_level(&mut self, level: f32) {
        self.level = level;
    }

    /// The take of `clip` kept, or why not.
    pub fn took(&mut self, clip: &str, said: Said) {
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
        let mut page = column![
            ui.text(t!(ui, "rec-title"), size::TITLE),
            ui.text(t!(ui, "rec-how"), size::SMALL),
            ui.text(
                t!(
                    ui,
                    "rec-progress",
                    at = self.at + 1,
                    count = self.items.len()
                ),
                size::SMALL
            )
            .color(style::soft_ink()),
            ui.text(t!(ui, what), size::TEXT),
            ui.text(item.text.as_str(), size::TITLE * 1.6),
        ]
        .spacing(ui.px(size::ROOMY))
        .padding(ui.pad(size::all(size::PAGE)))
        .align_x(ui.start());
        if ours {
            page = page.push(
                ui.text(t!(ui, "rec-ours"), size::SMALL)
                    .color(style::soft_ink()),
            );
        }
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
        if let Some(said) = &self.said {
            page = page.push(ui.text(said_in_words(ui, said), size::BUTTON));
        }
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
