//! The teacher's menu: one button in the top corner, away from where children reach at an
//! interactive board, the same size in every language. It opens a small panel with everything
//! that changes the game as a whole; restarting and ending ask first.

use iced::widget::{button, column, container, mouse_area, opaque, pick_list, space};
use iced::{Alignment, Element, Length};

use super::{Message, Table};
use crate::data::Switches;
use crate::look::i18n;
use crate::look::pieces::SHAPES;
use crate::look::style::{self, reading_row, size};
use crate::look::ui::Ui;
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

impl Table {
    /// The one button that opens the teacher's panel.
    pub(super) fn menu_button<'a>(&self, ui: Ui<'a>) -> Element<'a, Message> {
        let next = match self.menu {
            Menu::Closed => Menu::Open,
            _ => Menu::Closed,
        };
        button(style::centred(
            ui,
            ui.text(t!(ui, "game-menu"), size::BUTTON),
        ))
        .width(ui.px(size::MENU_BUTTON))
        .padding(ui.pad([size::NEAR, size::GAP]))
        .on_press(Message::Menu(next))
        .style(style::quiet(self.menu != Menu::Closed, ui.scale))
        .into()
    }

    /// The panel over the game, with the rest of the screen dimmed; a tap outside closes it.
    pub(super) fn menu_overlay<'a>(&'a self, ui: Ui<'a>) -> Option<Element<'a, Message>> {
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
        let panel = container(self.menu_panel(ui))
            .width(ui.px(size::PANEL))
            .padding(ui.pad(size::all(size::PAGE)))
            .style(style::panel(ui.scale));
        // Under the button, in the corner the reading direction puts it.
        let placed = container(opaque(panel))
            .width(Length::Fill)
            .height(Length::Fill)
            .padding(ui.pad([size::BELOW_BAR, size::WIDE]));
        let placed = match ui.right_to_left() {
            true => placed.align_left(Length::Fill),
            false => placed.align_right(Length::Fill),
        };
        Some(iced::widget::stack![backdrop, placed].into())
    }

    fn menu_panel<'a>(&'a self, ui: Ui<'a>) -> Element<'a, Message> {
        if let Menu::Ask(question) = self.menu {
            let (ask, yes, confirmed) = match question {
                Question::Restart => ("game-ask-restart", "game-yes-restart", Message::Restart),
                Question::End => ("game-ask-end", "game-yes-end", Message::End),
            };
            return column![
                ui.text(t!(ui, ask), size::TEXT).width(Length::Fill),
                big_button(ui, t!(ui, yes), confirmed, style::action(ui.scale)),
                big_button(
                    ui,
                    t!(ui, "game-keep-playing"),
                    Message::Menu(Menu::Closed),
                    style::quiet(false, ui.scale)
                ),
            ]
            .spacing(ui.px(size::WIDE))
            .into();
        }
        let quiet = |key: &str, message: Message| {
            big_button(ui, t!(ui, key), message, style::quiet(false, ui.scale))
        };
        let toggle = |key: &str, on: bool, message: Message| -> Element<'_, Message> {
            big_button(ui, t!(ui, key), message, style::quiet(on, ui.scale)).into()
        };
        let mut penalty = vec![ui.text(t!(ui, "game-table-talk"), size::TEXT).into()];
        for team in 0..self.session.game().teams() {
            let colour = style::named(&self.session.game().rules().colors()[team as usize]);
            penalty.push(
                button(ui.text(SHAPES[team as usize % SHAPES.len()], size::BUTTON))
                    .padding(ui.pad([size::CLOSE, size::WIDE]))
                    .on_press(Message::Penalty(team))
                    .style(style::team_button(colour, ui.scale))
                    .into(),
            );
        }
        let on = ui.switches;
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
        if self.session.game().rules().pictures_have_words() {
            switches.push(toggle(
                "game-words",
                self.session.setup().show_words,
                Message::Words(!self.session.setup().show_words),
            ));
        }
        let choices: Vec<LanguageChoice> = i18n::language_names()
            .iter()
            .cloned()
            .map(|(tag, name)| LanguageChoice { tag, name })
            .collect();
        let current = choices
            .iter()
            .find(|choice| choice.tag == ui.words.tag())
            .cloned();
        let language = reading_row(
            ui,
            vec![
                ui.text(t!(ui, "app-language"), size::TEXT).into(),
                pick_list(choices, current, |choice| Message::Language(choice.tag))
                    .text_size(ui.px(size::TEXT))
                    .padding(ui.pad(size::SMALL_BUTTON))
                    .into(),
            ],
        )
        .spacing(ui.px(size::GAP))
        .align_y(Alignment::Center);
        column![
            reading_row(
                ui,
                vec![
                    quiet("game-undo", Message::Undo).into(),
                    quiet("game-restart", Message::Menu(Menu::Ask(Question::Restart))).into(),
                ]
            )
            .spacing(ui.px(size::APART)),
            reading_row(
                ui,
                vec![
                    quiet("game-end", Message::Menu(Menu::Ask(Question::End))).into(),
                    quiet("game-home", Message::Home).into(),
                ]
            )
            .spacing(ui.px(size::APART)),
            reading_row(ui, vec![quiet("rec-open", Message::RecordVoice).into()]),
            reading_row(ui, penalty)
                .spacing(ui.px(size::APART))
                .align_y(Alignment::Center),
            language,
            crate::look::style::Line::of(ui, switches)
                .spacing(ui.px(size::APART))
                .wrap()
                .vertical_spacing(ui.px(size::APART)),
            reading_row(
                ui,
                vec![
                    space::horizontal().into(),
                    quiet("game-menu-close", Message::Menu(Menu::Closed)).into()
                ]
            ),
        ]
        .spacing(ui.px(size::WIDE))
        .align_x(ui.start())
        .into()
    }
}

/// A button of the panel, large enough for a finger at a board.
fn big_button<'a>(
    ui: Ui<'_>,
    label: String,
    message: Message,
    look: impl Fn(&iced::Theme, button::Status) -> button::Style + 'a,
) -> iced::widget::Button<'a, Message> {
    button(ui.text(label, size::BUTTON))
        .padding(ui.pad([size::APART, size::WIDER]))
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
