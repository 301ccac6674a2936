//! The home screen: every theme as a large picture tile, the languages, and the sound switches.

use iced::widget::{button, column, container, scrollable, slider, space, text};
use iced::{Alignment, Element, Length};

use super::i18n;
use super::style::{self, size};
use crate::t;
use lineup_core::Library;

#[derive(Clone, Debug)]
pub enum Message {
    Pick(String),
    /// The how-to-play page of a game.
    HowTo(String),
    Resume,
    Language(&'static str),
    Sound(bool),
    Voice(bool),
    Motion(bool),
    Volume(f32),
}

/// What the home screen tells the app.
pub enum Event {
    Picked(String),
    HowTo(String),
    Resume,
    Language(&'static str),
    Sound(bool),
    Voice(bool),
    Motion(bool),
    Volume(f32),
}

pub fn update(message: Message) -> Event {
    match message {
        Message::Pick(id) => Event::Picked(id),
        Message::HowTo(id) => Event::HowTo(id),
        Message::Resume => Event::Resume,
        Message::Language(tag) => Event::Language(tag),
        Message::Sound(on) => Event::Sound(on),
        Message::Voice(on) => Event::Voice(on),
        Message::Motion(on) => Event::Motion(on),
        Message::Volume(level) => Event::Volume(level),
    }
}

/// What the home screen shows besides the themes.
pub struct Home<'a> {
    pub library: &'a Library,
    /// The name of the game saved to go on with, if there is one.
    pub resume: Option<String>,
    /// The saved game is still being read: its button says so.
    pub loading: bool,
    pub notices: Vec<String>,
    pub sound: bool,
    pub voice: bool,
    /// Chips that drop and lines that glow.
    pub motion: bool,
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
            let mut tile = column![
                text(icon.to_string()).size(96).font(super::EMOJI_FONT),
                // Centred by its container: a one-line title in a script read from the right
                // is misplaced when the text centres itself.
                container(text(super::words::theme_name(rules)).size(size::TITLE * 0.8))
                    .center_x(Length::Fill),
                text(t!("home-ages", ages = rules.ages()))
                    .size(size::SMALL)
                    .color(style::soft_ink()),
                style::centred(text(super::words::theme_description(rules)).size(size::SMALL)),
            ]
            .spacing(10)
            .align_x(Alignment::Center);
            // A teacher's own game is marked as theirs.
            if self.library.is_own(theme.id()) {
                tile = tile.push(
                    container(text(t!("home-own-games")).size(size::SMALL))
                        .padding([2, 12])
                        .style(style::banner(style::named("purple"))),
                );
            }
            let how_to = button(style::centred(text(t!("howto-open")).size(size::SMALL)))
                .width(Length::Fill)
                .padding([6, 12])
                .on_press(Message::HowTo(theme.id().to_string()))
                .style(style::quiet(false));
            tiles.push(
                column![
                    button(container(tile).center(Length::Fill).padding(12))
                        .width(Length::Fill)
                        .height(Length::Fill)
                        .on_press(Message::Pick(theme.id().to_string()))
                        .style(style::tile),
                    how_to,
                ]
                .spacing(8)
                .width(Length::FillPortion(1))
                .into(),
            );
        }
        let tiles = style::reading_row(tiles)
            .spacing(24)
            .height(Length::FillPortion(3));
        // Ten languages do not fit beside the title: they have a line of their own.
        let title = style::reading_row(vec![
            text(t!("app-title")).size(size::TITLE).into(),
            space::horizontal().into(),
            self.sound_switches(),
        ])
        .spacing(16)
        .align_y(Alignment::Center);
        let mut page = column![title, languages()].spacing(14);
        if self.resume.is_some() || self.loading {
            let words = match &self.resume {
                Some(game) if !self.loading => t!("home-resume", game = game.as_str()),
                _ => t!("home-loading"),
            };
            page = page.push(
                button(text(words).size(size::BANNER * 0.8))
                    .padding([12, 32])
                    .on_press_maybe(self.resume.as_ref().map(|_| Message::Resume))
                    .style(style::action),
            );
        }
        if !self.notices.is_empty() {
            let mut notices = column![].spacing(6);
            for notice in &self.notices {
                notices = notices.push(
                    text(notice.clone())
                        .size(size::SMALL)
                        .color(style::soft_ink()),
                );
            }
            page = page.push(scrollable(notices).height(Length::Shrink));
        }
        page.push(
            text(t!("home-pick-a-game"))
                .size(size::BUTTON)
                .color(style::soft_ink()),
        )
        .push(tiles)
        .padding(20)
        .align_x(Alignment::Center)
        .into()
    }

    fn sound_switches(&self) -> Element<'a, Message> {
        let switch = |on: bool, yes: &str, no: &str, message: fn(bool) -> Message| {
            button(text(t!(if on { yes } else { no })).size(size::SMALL))
                .padding([8, 16])
                .on_press(message(!on))
                .style(style::quiet(on))
        };
        style::reading_row(vec![
            switch(
                self.sound,
                "home-sound-on",
                "home-sound-off",
                Message::Sound,
            )
            .into(),
            switch(
                self.voice,
                "home-voice-on",
                "home-voice-off",
                Message::Voice,
            )
            .into(),
            switch(
                self.motion,
                "home-motion-on",
                "home-motion-off",
                Message::Motion,
            )
            .into(),
            text(t!("home-volume"))
                .size(size::SMALL)
                .color(style::soft_ink())
                .into(),
            slider(0.0..=1.0, self.volume, Message::Volume)
                .step(0.1)
                .width(200)
                .into(),
        ])
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
            button(text(name.as_str()).size(size::SMALL))
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
        text(t!("app-language"))
            .size(size::SMALL)
            .color(style::soft_ink()),
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
