//! "Record our voice": the teacher goes through the letters board in use — each letter's name
//! and sound, each picture's word — and records it: Record, Stop, and Lineup plays it back;
//! again until it sounds right. Each take is kept at once (all or nothing, so closing the app
//! mid-take loses only that take) and the class hears it instead of the computer's voice; what
//! is not recorded keeps the computer's.

use std::collections::BTreeSet;

use iced::widget::{button, column, progress_bar};
use iced::{Alignment, Element, Length, Task};

use lineup_core::{Alphabet, clip_name};
use lineup_platform::microphone::MicError;

use crate::look::pieces;
use crate::look::style::{self, size};
use crate::look::ui::Ui;
use crate::takes::TakeFault;
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
    /// Back to home; `taking` while the microphone is on (or starting), which then stops and
    /// lets the take go.
    Close { taking: bool },
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

    /// The page's answer to a tap or a key: it starts no work of its own, and says what the
    /// app should do (the microphone is the app's).
    pub fn update(&mut self, message: Message) -> (Task<Message>, Option<Event>) {
        (Task::none(), self.event(message))
    }

    fn event(&mut self, message: Message) -> Option<Event> {
        let clip = self.items.get(self.at)?.clip.clone();
        match message {
            Message::RecordOrStop => match self.mic {
                Mic::On => self.event(Message::Stop),
                _ => self.event(Message::Record),
            },
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
            Message::Next | Message::Back | Message::Letter(_) if self.mic != Mic::Off => None,
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
            Message::Letter(letter) => {
                if let Some(at) = self.items.iter().position(|item| item.letter == letter) {
                    self.at = at;
                    self.said = None;
                }
                None
            }
            Message::Close => Some(Event::Close {
                taking: self.mic != Mic::Off,
            }),
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

    /// The picture files the board's words show, for the app to decode.
    pub fn picture_files(&self) -> impl Iterator<Item = &str> {
        (self.items.iter()).filter_map(|item| item.picture.as_ref()?.1.as_deref())
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
