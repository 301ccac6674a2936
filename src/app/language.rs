//! Switching the language: the words change at once, and a game whose letters or pictures
//! depend on the language asks before a new board in the new one.

use iced::widget::container;
use iced::{Element, Length, Task};

use super::{App, Message, Screen, Setup};
use crate::look::i18n::Words;
use crate::look::style::{self, size};
use crate::look::ui::Ui;
use crate::t;

impl App {
    /// The setup screen of `theme`, on the letters board of the language in use with the
    /// letters and case last chosen, and everything else as the last game of it was set up.
    pub fn new_setup(&self, theme: lineup_core::Theme) -> Setup {
        let language = self.words.tag();
        let alphabet = self.library.alphabet(language).cloned();
        let letters = self.remembered_letters(language);
        let last = self.settings.setups.get(theme.id()).cloned();
        let setup = Setup::new(theme).with_letters(alphabet, letters, self.settings.case);
        match last {
            Some(last) => setup.as_last_time(&last),
            None => setup,
        }
    }

    /// The letters a class last chose for `language`'s board; empty for all of them.
    pub(super) fn remembered_letters(&self, language: &str) -> Vec<String> {
        let tag = self
            .library
            .alphabet(language)
            .map_or(language, |a| &a.language);
        self.settings.letters.get(tag).cloned().unwrap_or_default()
    }

    /// Switches every word at once, and keeps the choice in the settings; a game whose
    /// pictures or letters depend on the language asks first whether to start a new board in
    /// the new language. The one way the language changes.
    pub fn set_language(&mut self, tag: &str) {
        self.words = Words::new(tag);
        self.settings.language = self.words.tag().to_string();
        self.keep_settings();
        let language = self.words.tag();
        let alphabet = self.library.alphabet(language).cloned();
        let letters = self.remembered_letters(language);
        match &mut self.screen {
            Screen::Table(table) => {
                let rules = table.game().rules();
                let theme = self.library.get(rules.id());
                let other_board = match &rules.language() {
                    Some(board) => alphabet.is_some_and(|alphabet| &alphabet.language != board),
                    None => theme.is_some_and(|theme| theme.languages().next().is_some()),
                };
                self.ask_new_board = !table.game().is_over() && other_board;
            }
            Screen::Setup(setup) => setup.set_alphabet(alphabet, letters),
            // The page is redrawn from its rules; words change at once.
            Screen::Home
            | Screen::HowTo(_)
            | Screen::MakeBoard(_)
            | Screen::Record(_)
            | Screen::About
            | Screen::Ours(_) => {}
        }
    }

    pub(super) fn new_board(&mut self, yes: bool) -> Task<Message> {
        self.ask_new_board = false;
        match yes {
            true => self.deal_again(),
            false => Task::none(),
        }
    }

    /// A new deal of the game on screen, with the pictures and letters of the language in
    /// use, saved at once; the work it starts (a computer seat that deals first thinks).
    pub(super) fn deal_again(&mut self) -> Task<Message> {
        self.ask_new_board = false;
        let language = self.words.tag();
        let letters = self.remembered_letters(language);
        let Screen::Table(table) = &mut self.screen else {
            return Task::none();
        };
        let rules = table.game().rules().clone();
        // The same game in the language in use; if it cannot be made (a teacher's theme no
        // longer loaded), the same pictures again, in the language they were in.
        let remade = self.library.get(rules.id()).and_then(|theme| {
            let letters = match rules.language() {
                Some(_) => letters,
                None => Vec::new(),
            };
            let new_rules = self
                .library
                .rules(theme, rules.chosen(), language, &letters)
                .ok()?;
            Some((
                crate::data::with_colours(new_rules, rules.colors()),
                letters,
            ))
        });
        match remade {
            Some((new_rules, letters)) => {
                table.set_letters(letters);
                table.new_board(new_rules, Some(language));
            }
            None => table.new_board(rules, None),
        }
        let work = table.work().map(Message::Table);
        self.save();
        Task::batch([work, self.want_pictures()])
    }

    pub(super) fn new_board_question<'a>(&self, ui: Ui<'a>) -> Element<'a, Message> {
        use iced::widget::button;
        let language = ui.words.name();
        let question = crate::line![ui;
            ui.text(t!(ui, "app-new-board-question", language = language), size::BUTTON),
            button(ui.text(t!(ui, "app-new-board-yes"), size::BUTTON))
                .padding(ui.pad(size::WIDE_BUTTON))
                .on_press(Message::NewBoard(true))
                .style(style::action(ui.scale)),
            button(ui.text(t!(ui, "app-new-board-no"), size::BUTTON))
                .padding(ui.pad(size::WIDE_BUTTON))
                .on_press(Message::NewBoard(false))
                .style(style::quiet(false, ui.scale)),
        ]
        .spacing(ui.px(size::PAGE))
        .align_y(iced::Alignment::Center);
        container(question)
            .padding(ui.pad(size::all(size::GAP)))
            .center_x(Length::Fill)
            .style(style::question)
            .into()
    }
}
