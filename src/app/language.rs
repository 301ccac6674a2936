//! Switching the language: the words change at once, a game whose letters or pictures depend
//! on the language asks before a new board in the new one, and where a language's voices and
//! fonts are not built in (the browser's build), they are fetched the first time it is in use.

use iced::widget::container;
use iced::{Element, Length, Task};

use super::screen::Screen as _;
use super::{App, Message, Screen, Setup, each_screen, fetched};
use crate::look::i18n::Words;
use crate::look::style::{self, size};
use crate::look::ui::Ui;
use crate::t;

impl App {
    /// The setup screen of `theme`, on the letters board of the language in use with the
    /// letters and case last chosen, and everything else as the last game of it was set up.
    pub fn new_setup(&self, theme: lineup_core::Theme) -> Setup {
        let language = self.cx.words.tag();
        let alphabet = self.cx.library.alphabet(language).cloned();
        let letters = self.cx.remembered_letters(language);
        let last = self.cx.settings.setups.get(theme.id()).cloned();
        let setup = Setup::new(theme).with_letters(alphabet, letters, self.cx.settings.case);
        match last {
            Some(last) => setup.as_last_time(&last),
            None => setup,
        }
    }

    /// Switches every word at once, and keeps the choice in the settings; a game whose
    /// pictures or letters depend on the language asks first whether to start a new board in
    /// the new language. The one way the language changes.
    pub fn set_language(&mut self, tag: &str) {
        self.cx.words = Words::new(tag);
        self.cx.settings.language = self.cx.words.tag().to_string();
        self.keep_settings();
        if let Screen::Table(table) = &self.screen {
            let rules = table.game().rules();
            let theme = self.cx.library.get(rules.id());
            let other_board = match &rules.language() {
                Some(board) => (self.cx.library.alphabet(self.cx.words.tag()))
                    .is_some_and(|alphabet| &alphabet.language != board),
                None => theme.is_some_and(|theme| theme.languages().next().is_some()),
            };
            self.ask_new_board = !table.game().is_over() && other_board;
        }
        each_screen!(&mut self.screen, page, _wrap => page.language_changed(&self.cx), ());
    }

    /// The answer to "a new board in this language?": yes deals again at the table, as its own
    /// Restart does.
    pub(super) fn new_board(&mut self, yes: bool) -> Task<Message> {
        self.ask_new_board = false;
        match yes {
            true => self.table(super::table::Message::Restart),
            false => Task::none(),
        }
    }

    /// Asks for the voices and fonts of the languages in use that are not here yet: the
    /// window's, and the words' of the game on screen.
    pub(super) fn want_languages(&mut self) -> Task<Message> {
        let mut wanted = vec![self.cx.words.tag().to_string()];
        if let Screen::Table(table) = &self.screen
            && let Some(language) = table.game().rules().language()
        {
            wanted.push(language.to_string());
        }
        self.asked.want(wanted).map(Message::Fetched)
    }

    /// Puts what came to use: clips are heard from now on, a font draws from the next frame.
    pub(super) fn fetched(&mut self, came: fetched::Came) -> Task<Message> {
        if let fetched::Came::FontReady = came {
            self.fonts_came += 1;
        }
        fetched::put_to_use(came).map(Message::Fetched)
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
