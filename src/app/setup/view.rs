//! How the setup screen looks: who plays (people or the computer, at which level), the teams'
//! colours, the game's options, and for the letters game which letters and case.

use iced::widget::{button, column, container, text_input};
use iced::{Alignment, Element, Length};

use super::{LEVELS, Message, Printing, Setup};
use crate::data::LetterCase;
use crate::data::Player;
use crate::look::style::{self, size};
use crate::look::ui::Ui;
use crate::look::words;
use crate::{line, t};
use lineup_core::Level;
use lineup_core::{Alphabet, DrawMode, FirstPlayer, Look, MIN_LETTERS};

impl Setup {
    pub fn view<'a>(&'a self, ui: Ui<'a>) -> Element<'a, Message> {
        let rules = self.theme.rules();
        let mut counts = line![ui; ui.text(t!(ui, "setup-players"), size::BUTTON)]
            .spacing(ui.px(size::GAP))
            .align_y(Alignment::Center);
        for &count in rules.player_counts() {
            counts = counts.push(
                button(ui.text(count.to_string(), size::BUTTON))
                    .padding(ui.pad([size::CLOSE, size::WIDER]))
                    .on_press(Message::Players(count))
                    .style(style::quiet(count == self.game.players, ui.scale)),
            );
        }
        let mut seats = line!(ui).spacing(ui.px(size::GAP));
        for (seat, player) in self.game.seats.iter().enumerate() {
            let name = text_input(
                &words::seat_name(ui.words, seat as u8),
                &self.game.names[seat],
            )
            .on_input(move |name| Message::Name(seat as u8, name))
            .size(ui.px(size::SMALL))
            .padding(ui.pad(size::all(size::NEAR)))
            .width(Length::Fill);
            // Who plays, as four choices side by side: the one chosen stands out, a computer
            // seat as much as a person's.
            let mut kinds = column![].spacing(ui.px(size::TIGHT));
            for choice in std::iter::once(Player::Human).chain(LEVELS.map(Player::Computer)) {
                let label = match choice {
                    Player::Human => t!(ui, "setup-person"),
                    Player::Computer(kind) => t!(ui, &format!("setup-level-{}", kind.name())),
                };
                kinds = kinds.push(
                    button(style::centred(ui, ui.text(label, size::SMALL)))
                        .width(Length::Fill)
                        .padding(ui.pad(size::CHOICE))
                        .on_press(Message::Seat(seat as u8, choice))
                        .style(style::quiet(*player == choice, ui.scale)),
                );
            }
            let team = self.team_of(seat as u8);
            let colour = self
                .game
                .colors
                .get(team as usize)
                .cloned()
                .unwrap_or_default();
            let paint = button(style::centred(
                ui,
                ui.text(words::colour_name(ui.words, &colour), size::SMALL),
            ))
            .width(Length::Fill)
            .padding(ui.pad(size::CHOICE))
            .on_press(Message::Colour(team))
            .style(style::team_button(style::named(&colour), ui.scale));
            seats = seats.push(
                container(column![name, kinds, paint].spacing(ui.px(size::CLOSE)))
                    .width(ui.px(size::SEAT))
                    .padding(ui.pad(size::all(size::NEAR)))
                    .style(style::seat(ui.scale)),
            );
        }
        let hands = line![ui;
            button(ui.text(t!(ui, "setup-hands-open"), size::SMALL))
                .padding(ui.pad(size::BUTTON_PAD))
                .on_press(Message::OpenHands(true))
                .style(style::quiet(self.game.open_hands, ui.scale)),
            button(ui.text(t!(ui, "setup-hands-private"), size::SMALL))
                .padding(ui.pad(size::BUTTON_PAD))
                .on_press(Message::OpenHands(false))
                .style(style::quiet(!self.game.open_hands, ui.scale)),
        ]
        .spacing(ui.px(size::GAP));
        let choice = |label: String, chosen: bool, message: Message| {
            button(ui.text(label, size::SMALL))
                .padding(ui.pad([size::NEAR, size::ROOMY]))
                .on_press(message)
                .style(style::quiet(chosen, ui.scale))
        };
        let draw = line![ui;
            ui.text(t!(ui, "setup-drawing"), size::TEXT),
            choice(
                t!(ui, "setup-draw-automatic"),
                self.draw() == DrawMode::Automatic,
                Message::Draw(DrawMode::Automatic)
            ),
            choice(
                t!(ui, "setup-draw-manual"),
                self.draw() == DrawMode::Manual,
                Message::Draw(DrawMode::Manual)
            ),
        ]
        .spacing(ui.px(size::GAP))
        .align_y(Alignment::Center);
        let mut first = line![ui; ui.text(t!(ui, "setup-first"), size::TEXT)]
            .spacing(ui.px(size::GAP))
            .align_y(Alignment::Center);
        let ranked = rules.can_cut();
        for (way, label) in [
            (FirstPlayer::Cut, "setup-first-cut"),
            (FirstPlayer::Random, "setup-first-random"),
            (FirstPlayer::Chosen, "setup-first-chosen"),
        ] {
            if way != FirstPlayer::Cut || ranked {
                first = first.push(choice(
                    t!(ui, label),
                    self.first() == way,
                    Message::First(way),
                ));
            }
        }
        // Who plays and the help they get on one side, how the game goes on the other: at 16:9
        // everything fits without scrolling.
        let players = column![
            counts,
            ui.text(t!(ui, "setup-who-plays"), size::TEXT),
            seats.wrap().vertical_spacing(ui.px(size::GAP))
        ]
        .spacing(ui.px(size::WIDER))
        .width(Length::FillPortion(1))
        .align_x(ui.start());
        let wrapped = |line: crate::look::style::Line<'a, Message>| {
            line.wrap().vertical_spacing(ui.px(size::NEAR))
        };
        // Which letters to play with heads the other side in a letters game: it is what a
        // teacher of the youngest changes most, and some alphabets are long.
        let mut page = column![]
            .spacing(ui.px(size::WIDER))
            .width(Length::FillPortion(1))
            .align_x(ui.start());
        if let Some(alphabet) = &self.alphabet {
            page = page.push(self.letters_choice(ui, alphabet));
        }
        let mut page = page
            .push(wrapped(hands))
            .push(wrapped(draw))
            .push(wrapped(first));
        for option in rules.options() {
            let mut choices =
                line![ui; ui.text(words::option_label(ui.words, rules, option), size::TEXT)]
                    .spacing(ui.px(size::GAP))
                    .align_y(Alignment::Center);
            for (id, label) in &option.choices {
                let shown = words::choice_label(ui.words, rules, option, id, label);
                let chosen = self.game.options.get(&option.id) == Some(id);
                choices = choices.push(
                    button(ui.text(shown, size::SMALL))
                        .padding(ui.pad([size::NEAR, size::ROOMY]))
                        .on_press(Message::Choose(option.id.clone(), id.clone()))
                        .style(style::quiet(chosen, ui.scale)),
                );
            }
            page = page.push(wrapped(choices));
        }
        let mut hints = line![ui;
            ui.text(t!(ui, "setup-hints"), size::TEXT),
            choice(
                t!(ui, "setup-hints-button"),
                !self.game.hints_always,
                Message::HintsAlways(false)
            ),
            choice(
                t!(ui, "setup-hints-always"),
                self.game.hints_always,
                Message::HintsAlways(true)
            ),
        ]
        .spacing(ui.px(size::GAP))
        .align_y(Alignment::Center);
        if self.game.seats.contains(&Player::Computer(Level::Hard)) {
            hints = hints.push(ui.text(t!(ui, "setup-think-time"), size::TEXT));
            for ms in [500, 1000, 2000] {
                let label = match ms {
                    500 => t!(ui, "setup-half-second"),
                    ms => t!(ui, "setup-seconds", seconds = ms / 1000),
                };
                hints = hints.push(choice(
                    label,
                    self.game.think_ms == ms,
                    Message::ThinkTime(ms),
                ));
            }
        }
        let mut players = players.push(wrapped(hints));
        if self.theme.rules().pictures_have_words() {
            players = players.push(
                line![ui;
                    ui.text(t!(ui, "setup-words"), size::TEXT),
                    choice(
                        t!(ui, "setup-words-shown"),
                        self.game.show_words,
                        Message::Words(true)
                    ),
                    choice(
                        t!(ui, "setup-words-hidden"),
                        !self.game.show_words,
                        Message::Words(false)
                    ),
                ]
                .spacing(ui.px(size::GAP))
                .align_y(Alignment::Center)
                .wrap()
                .vertical_spacing(ui.px(size::NEAR)),
            );
        }
        // The title and the buttons stay in view; the choices between them scroll only in a
        // window much narrower than a projector's.
        let buttons = line![ui;
            button(ui.text(t!(ui, "setup-back"), size::BUTTON))
                .padding(ui.pad([size::APART, size::AMPLE]))
                .on_press(Message::Back)
                .style(style::quiet(false, ui.scale)),
            button(ui.text(t!(ui, "setup-start"), size::BANNER))
                .padding(ui.pad([size::APART, size::SPACIOUS]))
                .on_press_maybe(self.can_start().then_some(Message::Start))
                .style(style::action(ui.scale)),
        ]
        .spacing(ui.px(size::BROAD))
        .align_y(Alignment::Center);
        let buttons = self.print_button(ui, buttons);
        let choices =
            style::reading_row(ui, vec![players.into(), page.into()]).spacing(ui.px(size::VAST));
        column![
            ui.text(words::theme_name(ui.words, rules), size::TITLE),
            style::scrollable(ui, container(choices).padding(ui.pad([0.0, size::NEAR])))
                .height(Length::Fill),
            buttons,
            self.printed(ui),
        ]
        .spacing(ui.px(size::GAP))
        .padding(ui.pad(size::all(size::PAGE)))
        .align_x(Alignment::Center)
        .into()
    }

    /// How letters look, and which letters to play with: all, the first ones a class meets,
    /// or any the teacher taps.
    pub(super) fn letters_choice<'a>(
        &'a self,
        ui: Ui<'a>,
        alphabet: &'a Alphabet,
    ) -> Element<'a, Message> {
        let choice = |label: String, chosen: bool, message: Message| {
            button(ui.text(label, size::SMALL))
                .padding(ui.pad([size::NEAR, size::ROOMY]))
                .on_press(message)
                .style(style::quiet(chosen, ui.scale))
        };
        // Each row starts at the reading side, as the rows under it do.
        let mut page = column![].spacing(ui.px(size::GAP)).align_x(ui.start());
        if alphabet.has_case() {
            let sample = &alphabet.letters[0];
            let look = Look {
                label: Some(sample.letter.clone()),
                small: sample.small.clone(),
                ..Look::default()
            };
            let mut cases = line![ui; ui.text(t!(ui, "setup-case"), size::TEXT)]
                .spacing(ui.px(size::GAP))
                .align_y(Alignment::Center);
            for case in LetterCase::ALL {
                cases = cases.push(choice(
                    case.label(&look),
                    self.game.case == case,
                    Message::Case(case),
                ));
            }
            page = page.push(cases);
        }
        let count = match self.game.letters.is_empty() {
            true => alphabet.letters.len(),
            false => self.game.letters.len(),
        };
        let mut presets = line![ui;
            ui.text(t!(ui, "setup-letters"), size::TEXT),
            choice(
                t!(ui, "setup-letters-all"),
                self.game.letters.is_empty(),
                Message::AllLetters
            ),
        ]
        .spacing(ui.px(size::GAP))
        .align_y(Alignment::Center);
        if !alphabet.first.is_empty() {
            presets = presets.push(choice(
                t!(ui, "setup-letters-first"),
                self.game.letters == alphabet.first,
                Message::FirstLetters,
            ));
        }
        presets = presets.push(ui.text(
            t!(ui, "setup-letters-count", count = count as u32),
            size::SMALL,
        ));
        page = page.push(presets);
        let mut letters = line!(ui).spacing(ui.px(size::NEAR));
        for letter in &alphabet.letters {
            let look = Look {
                label: Some(letter.letter.clone()),
                small: letter.small.clone(),
                ..Look::default()
            };
            let chosen = self.game.letters.is_empty() || self.game.letters.contains(&letter.letter);
            letters = letters.push(
                button(ui.text(self.game.case.label(&look), size::TEXT))
                    .padding(ui.pad(size::SMALL_BUTTON))
                    .on_press(Message::Letter(letter.letter.clone()))
                    .style(style::quiet(chosen, ui.scale)),
            );
        }
        page = page.push(
            letters
                .wrap()
                .vertical_spacing(ui.px(size::NEAR))
                .align_x(Alignment::Center),
        );
        if !self.can_start() {
            page = page.push(ui.text(
                t!(ui, "setup-letters-too-few", count = MIN_LETTERS as u32),
                size::SMALL,
            ));
        }
        page.into()
    }

    /// The Print button beside Start.
    fn print_button<'a>(
        &'a self,
        ui: Ui<'a>,
        buttons: crate::look::style::Line<'a, Message>,
    ) -> crate::look::style::Line<'a, Message> {
        let making = self.printing == Some(Printing::Making);
        buttons.push(
            button(ui.text(t!(ui, "setup-print"), size::BUTTON))
                .padding(ui.pad([size::APART, size::AMPLE]))
                .on_press_maybe((!making && self.can_start()).then_some(Message::Print))
                .style(style::quiet(false, ui.scale)),
        )
    }

    /// Where the pages to print went, or why they could not be made.
    fn printed<'a>(&'a self, ui: Ui<'a>) -> Element<'a, Message> {
        let said = match &self.printing {
            None => return iced::widget::space().into(),
            Some(Printing::Making) => t!(ui, "print-making"),
            Some(Printing::Written(file)) => {
                t!(ui, "print-written", file = file.display().to_string())
            }
            Some(Printing::Failed(why)) => t!(ui, "print-failed", error = why.as_str()),
        };
        ui.text(said, size::SMALL).into()
    }
}
