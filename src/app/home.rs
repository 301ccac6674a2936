//! The home screen: every theme as a large picture tile, the languages, and the sound switches.

use iced::widget::{button, column, container, row, scrollable, slider, space, text};
use iced::{Alignment, Element, Length};

use super::i18n;
use super::style;
use crate::core::Library;
use crate::t;

#[derive(Clone, Debug)]
pub enum Message {
    Pick(String),
    Resume,
    Language(&'static str),
    Sound(bool),
    Voice(bool),
    Volume(f32),
}

/// What the home screen tells the app.
pub enum Event {
    Picked(String),
    Resume,
    Language(&'static str),
    Sound(bool),
    Voice(bool),
    Volume(f32),
}

pub fn update(message: Message) -> Event {
    match message {
        Message::Pick(id) => Event::Picked(id),
        Message::Resume => Event::Resume,
        Message::Language(tag) => Event::Language(tag),
        Message::Sound(on) => Event::Sound(on),
        Message::Voice(on) => Event::Voice(on),
        Message::Volume(level) => Event::Volume(level),
    }
}

/// What the home screen shows besides the themes.
pub struct Home<'a> {
    pub library: &'a Library,
    pub resume: bool,
    /// The saved game is still being read: its button says so.
    pub loading: bool,
    pub notices: Vec<String>,
    pub sound: bool,
    pub voice: bool,
    pub volume: f32,
}

impl<'a> Home<'a> {
    pub fn view(self) -> Element<'a, Message> {
        let mut tiles = Vec::new();
        for theme in self.library.themes() {
            let rules = theme.rules();
            let icon = theme
                .looks()
                .get("icon")
                .and_then(|icon| icon.as_str())
                .unwrap_or("");
            let tile = column![
                text(icon.to_string()).size(64).font(super::EMOJI_FONT),
                // Centred by its container: a one-line title in a script read from the right
                // is misplaced when the text centres itself.
                container(text(super::words::theme_name(rules)).size(34)).center_x(Length::Fill),
                text(t!("home-ages", ages = rules.ages()))
                    .size(22)
                    .color(style::soft_ink()),
                text(super::words::theme_description(rules))
                    .size(19)
                    .center(),
            ]
            .spacing(8)
            .align_x(Alignment::Center);
            tiles.push(
                button(container(tile).center_x(Length::Fill).padding(12))
                    .width(Length::FillPortion(1))
                    .on_press(Message::Pick(theme.id().to_string()))
                    .style(style::tile)
                    .into(),
            );
        }
        let tiles = style::reading_row(tiles).spacing(24);
        // Ten languages do not fit beside the title: they have a line of their own.
        let title = style::reading_row(vec![
            text(t!("app-title")).size(48).into(),
            space::horizontal().into(),
        ])
        .align_y(Alignment::Center);
        let mut page = column![title, languages()].spacing(14);
        if self.resume || self.loading {
            let words = if self.loading {
                "home-loading"
            } else {
                "home-resume"
            };
            page = page.push(
                button(text(t!(words)).size(36))
                    .padding([12, 32])
                    .on_press_maybe(self.resume.then_some(Message::Resume))
                    .style(style::action),
            );
        }
        for notice in &self.notices {
            page = page.push(text(notice.clone()).size(20).color(style::soft_ink()));
        }
        let page = page
            .push(
                text(t!("home-pick-a-game"))
                    .size(32)
                    .color(style::soft_ink()),
            )
            .push(tiles)
            .push(self.sound_switches())
            .padding(20)
            .align_x(Alignment::Center);
        scrollable(page).into()
    }

    fn sound_switches(&self) -> Element<'a, Message> {
        let switch = |on: bool, yes: &str, no: &str, message: fn(bool) -> Message| {
            button(text(t!(if on { yes } else { no })).size(24))
                .padding([8, 16])
                .on_press(message(!on))
                .style(style::quiet(on))
        };
        row![
            switch(
                self.sound,
                "home-sound-on",
                "home-sound-off",
                Message::Sound
            ),
            switch(
                self.voice,
                "home-voice-on",
                "home-voice-off",
                Message::Voice
            ),
            text(t!("home-volume")).size(24).color(style::soft_ink()),
            slider(0.0..=1.0, self.volume, Message::Volume)
                .step(0.1)
                .width(200),
        ]
        .spacing(12)
        .align_y(Alignment::Center)
        .into()
    }
}

/// Every language, each written in itself, the one in use marked; they wrap onto a second
/// line in a narrow window.
pub fn languages<'a>() -> Element<'a, Message> {
    let current = i18n::language();
    let mut line: Vec<Element<'a, Message>> = Vec::new();
    for (tag, name) in i18n::language_names() {
        let tag = *tag;
        line.push(
            button(text(name.as_str()).size(22))
                .padding([6, 12])
                .on_press(Message::Language(tag))
                .style(style::quiet(tag == current))
                .into(),
        );
    }
    // The label above the buttons: beside them, a wrapped line would leave it hanging.
    let side = match i18n::right_to_left() {
        true => Alignment::End,
        false => Alignment::Start,
    };
    column![
        text(t!("app-language")).size(22).color(style::soft_ink()),
        style::reading_row(line)
            .spacing(8)
            .wrap()
            .vertical_spacing(8),
    ]
    .spacing(6)
    .width(Length::Fill)
    .align_x(side)
    .into()
}
