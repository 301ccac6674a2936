//! The teacher's menu: one button in the top corner, away from where children reach at an
//! interactive board, the same size in every language. It opens a small panel with everything
//! that changes the game as a whole; restarting and ending ask first.

use iced::widget::{button, column, container, mouse_area, opaque, pick_list, space, text};
use iced::{Alignment, Element, Length};

use super::board::SHAPES;
use super::{Message, Table};
use crate::app::style::{self, size};
use crate::app::{i18n, style::reading_row};
use crate::t;

/// Whether the teacher's panel is open, and what it asks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Menu {
    #[default]
    Closed,
    Open,
    Ask(Question),
}

/// What the panel asks before it does something that cannot be undone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    Restart,
    End,
}

/// The switches the panel shows that belong to the whole app, not the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Switches {
    pub sound: bool,
    pub voice: bool,
    pub motion: bool,
}

impl Default for Switches {
    fn default() -> Switches {
        Switches {
            sound: true,
            voice: true,
            motion: true,
        }
    }
}

/// The menu button's width: the same in every language, so it never moves.
const BUTTON_WIDTH: f32 = 190.0;
/// The panel's width.
const PANEL_WIDTH: f32 = 560.0;

impl Table {
    /// The one button that opens the teacher's panel.
    pub(super) fn menu_button(&self) -> Element<'_, Message> {
        let next = match self.menu {
            Menu::Closed => Menu::Open,
            _ => Menu::Closed,
        };
        button(style::centred(text(t!("game-menu")).size(size::BUTTON)))
            .width(BUTTON_WIDTH)
            .padding([8, 12])
            .on_press(Message::Menu(next))
            .style(style::quiet(self.menu != Menu::Closed))
            .into()
    }

    /// The panel over the game, with the rest of the screen dimmed; a tap outside closes it.
    pub(super) fn menu_overlay(&self) -> Option<Element<'_, Message>> {
        if self.menu == Menu::Closed {
            return None;
        }
        let backdrop = mouse_area(
            container(space())
                .width(Length::Fill)
                .height(Length::Fill)
                .style(style::backdrop),
        )
        .on_press(Message::Menu(Menu::Closed));
        let panel = container(self.menu_panel())
            .width(PANEL_WIDTH)
            .padding(20)
            .style(style::panel);
        // Under the button, in the corner the reading direction puts it.
        let placed = container(opaque(panel))
            .width(Length::Fill)
            .height(Length::Fill)
            .padding([84, 16]);
        let placed = match i18n::right_to_left() {
            true => placed.align_left(Length::Fill),
            false => placed.align_right(Length::Fill),
        };
        Some(iced::widget::stack![backdrop, placed].into())
    }

    fn menu_panel(&self) -> Element<'_, Message> {
        if let Menu::Ask(question) = self.menu {
            let (ask, yes, confirmed) = match question {
                Question::Restart => ("game-ask-restart", "game-yes-restart", Message::Restart),
                Question::End => ("game-ask-end", "game-yes-end", Message::End),
            };
            return column![
                text(t!(ask)).size(size::TEXT).width(Length::Fill),
                big_button(t!(yes), confirmed, style::action),
                big_button(
                    t!("game-keep-playing"),
                    Message::Menu(Menu::Closed),
                    style::quiet(false)
                ),
            ]
            .spacing(16)
            .into();
        }
        let quiet = |key: &str, message: Message| big_button(t!(key), message, style::quiet(false));
        let toggle = |key: &str, on: bool, message: Message| -> Element<'_, Message> {
            big_button(t!(key), message, style::quiet(on)).into()
        };
        let mut penalty = vec![text(t!("game-table-talk")).size(size::TEXT).into()];
        for team in 0..self.game.teams() {
            let colour = style::named(&self.game.rules().colors()[team as usize]);
            penalty.push(
                button(text(SHAPES[team as usize % SHAPES.len()]).size(size::BUTTON))
                    .padding([6, 16])
                    .on_press(Message::Penalty(team))
                    .style(style::team_button(colour))
                    .into(),
            );
        }
        let on = self.switches;
        let mut switches = vec![
            toggle(
                "game-sound",
                on.sound,
                Message::Switches(Switches {
                    sound: !on.sound,
                    ..on
                }),
            ),
            toggle(
                "game-voice",
                on.voice,
                Message::Switches(Switches {
                    voice: !on.voice,
                    ..on
                }),
            ),
            toggle(
                "game-motion",
                on.motion,
                Message::Switches(Switches {
                    motion: !on.motion,
                    ..on
                }),
            ),
        ];
        if self.game.rules().pictures_have_words() {
            switches.push(toggle(
                "game-words",
                self.show_words,
                Message::Words(!self.show_words),
            ));
        }
        let choices: Vec<LanguageChoice> = i18n::language_names()
            .iter()
            .cloned()
            .map(|(tag, name)| LanguageChoice { tag, name })
            .collect();
        let current = choices
            .iter()
            .find(|choice| choice.tag == i18n::language())
            .cloned();
        let language = reading_row(vec![
            text(t!("app-language")).size(size::TEXT).into(),
            pick_list(choices, current, |choice| Message::Language(choice.tag))
                .text_size(size::TEXT)
                .padding([6, 12])
                .into(),
        ])
        .spacing(12)
        .align_y(Alignment::Center);
        column![
            reading_row(vec![
                quiet("game-undo", Message::Undo).into(),
                quiet("game-restart", Message::Menu(Menu::Ask(Question::Restart))).into(),
            ])
            .spacing(10),
            reading_row(vec![
                quiet("game-end", Message::Menu(Menu::Ask(Question::End))).into(),
                quiet("game-home", Message::Home).into(),
            ])
            .spacing(10),
            reading_row(penalty).spacing(10).align_y(Alignment::Center),
            language,
            reading_row(switches)
                .spacing(10)
                .wrap()
                .vertical_spacing(10),
            reading_row(vec![
                space::horizontal().into(),
                quiet("game-menu-close", Message::Menu(Menu::Closed)).into()
            ]),
        ]
        .spacing(16)
        .align_x(match i18n::right_to_left() {
            true => Alignment::End,
            false => Alignment::Start,
        })
        .into()
    }
}

/// A button of the panel, large enough for a finger at a board.
fn big_button<'a>(
    label: String,
    message: Message,
    look: impl Fn(&iced::Theme, button::Status) -> button::Style + 'a,
) -> iced::widget::Button<'a, Message> {
    button(text(label).size(size::BUTTON))
        .padding([10, 18])
        .on_press(message)
        .style(look)
}

/// A language in the panel's picker, shown by its own name.
#[derive(Clone, Debug, PartialEq, Eq)]
struct LanguageChoice {
    tag: &'static str,
    name: String,
}

impl std::fmt::Display for LanguageChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name)
    }
}
