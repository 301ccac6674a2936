//! The home screen: every theme as a large picture tile.

use iced::widget::{button, column, container, row, text};
use iced::{Alignment, Element, Length};

use super::style;
use super::words;
use crate::core::Library;

#[derive(Clone, Debug)]
pub enum Message {
    Pick(String),
    Resume,
}

/// What the home screen tells the app.
pub enum Event {
    Picked(String),
    Resume,
}

pub fn update(message: Message) -> Event {
    match message {
        Message::Pick(id) => Event::Picked(id),
        Message::Resume => Event::Resume,
    }
}

pub fn view<'a>(
    library: &'a Library,
    resume: bool,
    notice: Option<&'a str>,
) -> Element<'a, Message> {
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
            text(icon.to_string()).size(80).font(super::EMOJI_FONT),
            text(rules.name.clone()).size(38),
            text(rules.description.clone()).size(21).center(),
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
    let mut page = column![text(words::APP).size(60)].spacing(16);
    if resume {
        page = page.push(
            button(text(words::RESUME).size(36))
                .padding([12, 32])
                .on_press(Message::Resume)
                .style(style::action),
        );
    }
    if let Some(notice) = notice {
        page = page.push(text(notice.to_string()).size(20).color(style::soft_ink()));
    }
    page.push(text(words::PICK_A_GAME).size(36).color(style::soft_ink()))
        .push(tiles)
        .padding(24)
        .align_x(Alignment::Center)
        .into()
}
