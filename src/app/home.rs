//! The home screen: every theme as a large picture tile.

use iced::widget::{button, column, container, row, text};
use iced::{Alignment, Element, Length};

use super::style;
use super::words;
use crate::core::Library;

#[derive(Clone, Debug)]
pub enum Message {
    Pick(String),
}

/// What the home screen tells the app.
pub enum Event {
    Picked(String),
}

pub fn update(message: Message) -> Event {
    match message {
        Message::Pick(id) => Event::Picked(id),
    }
}

pub fn view(library: &Library) -> Element<'_, Message> {
    let mut tiles = row![].spacing(24);
    for theme in library.themes() {
        let rules = theme.rules();
        let icon = theme
            .looks()
            .get("icon")
            .and_then(|icon| icon.as_str())
            .unwrap_or("");
        let ages = format!("{} {}", words::AGES, rules.ages);
        let tile = column![
            text(icon.to_string()).size(96).font(super::EMOJI_FONT),
            text(rules.name.clone()).size(40),
            text(rules.description.clone()).size(22).center(),
            text(ages).size(24).color(style::soft_ink()),
        ]
        .spacing(12)
        .align_x(Alignment::Center);
        tiles = tiles.push(
            button(container(tile).center_x(Length::Fill).padding(16))
                .width(Length::FillPortion(1))
                .on_press(Message::Pick(theme.id().to_string()))
                .style(style::tile),
        );
    }
    column![
        text(words::APP).size(72),
        text(words::PICK_A_GAME).size(36).color(style::soft_ink()),
        tiles
    ]
    .spacing(24)
    .padding(40)
    .align_x(Alignment::Center)
    .into()
}
