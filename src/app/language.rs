//! Switching the language: the words change at once, and a game whose letters or pictures
//! depend on the language asks before a new board in the new one.

use iced::widget::container;
use iced::{Element, Length};

use super::{App, Message, Screen, Setup, i18n, new_game, style};
use crate::t;

impl App {
    /// The setup screen of `theme`, on the letters board of the language in use with the
    /// letters and case last chosen.
    pub fn new_setup(&self, theme: crate::core::Theme) -> Setup {
        let language = i18n::language();
        let alphabet = self.library.alphabet(language).cloned();
        let letters = self.remembered_letters(language);
        Setup::new(theme).with_letters(alphabet, letters, self.settings.case)
    }

    /// The letters a class last chose for `language`'s board; empty for all of them.
    pub(super) fn remembered_letters(&self, language: &str) -> Vec<String> {
        let tag = self
            .library
            .alphabet(language)
            .map_or(language, |a| &a.language);
        self.settings.letters.get(tag).cloned().unwrap_or_default()
    }

    /// Switches every word at once; a game whose pictures or letters depend on the language
    /// asks first whether to start a new board in the new language.
    pub fn set_language(&mut self, tag: &str) {
        i18n::set_language(tag);
        self.settings.language = i18n::language().to_string();
        self.keep_settings();
        let language = i18n::language();
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
            Screen::Home => {}
        }
    }

    pub(super) fn new_board(&mut self, yes: bool) {
        self.ask_new_board = false;
        let language = i18n::language();
        let letters = self.remembered_letters(language);
        let Screen::Table(table) = &mut self.screen else {
            return;
        };
        let rules = table.game().rules().clone();
        if yes && let Some(theme) = self.library.get(rules.id()) {
            let letters = match rules.language() {
                Some(_) => letters,
                None => Vec::new(),
            };
            if let Ok(new_rules) = self
                .library
                .rules(theme, rules.chosen(), language, &letters)
            {
                let new_rules = new_game::with_colours(new_rules, rules.colors());
                table.set_letters(letters);
                table.new_board(new_rules);
                self.save();
            }
        }
    }

    pub(super) fn new_board_question(&self) -> Element<'_, Message> {
        use iced::widget::{button, row, text};
        let language = i18n::language_names()
            .iter()
            .find(|(tag, _)| *tag == i18n::language())
            .map(|(_, name)| name.clone())
            .unwrap_or_default();
        let question = row![
            text(t!("app-new-board-question", language = language)).size(28),
            button(text(t!("app-new-board-yes")).size(28))
                .padding([8, 20])
                .on_press(Message::NewBoard(true))
                .style(style::action),
            button(text(t!("app-new-board-no")).size(28))
                .padding([8, 20])
                .on_press(Message::NewBoard(false))
                .style(style::quiet(false)),
        ]
        .spacing(20)
        .align_y(iced::Alignment::Center);
        container(question)
            .padding(12)
            .center_x(Length::Fill)
            .style(style::question)
            .into()
    }
}
