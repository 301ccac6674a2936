//! How the setup screen looks: who plays (people or the computer, at which level), the teams'
//! colours, the game's options, and for the letters game which letters and case.

use iced::widget::{button, column, container, scrollable, text, text_input};
use iced::{Alignment, Element, Length};

use super::{LEVELS, Message, Setup};
use crate::app::letters::LetterCase;
use crate::app::style::{self, size};
use crate::app::table::Player;
use crate::app::words;
use crate::{line, t};
use lineup_bots::BotKind;
use lineup_core::{Alphabet, DrawMode, FirstPlayer, Look, MIN_LETTERS};

impl Setup {
    pub fn view<'a>(&'a self) -> Element<'a, Message> {
        let rules = self.theme.rules();
        let mut counts = line![text(t!("setup-players")).size(size::BUTTON)]
            .spacing(12)
            .align_y(Alignment::Center);
        for &count in rules.player_counts() {
            counts = counts.push(
                button(text(count.to_string()).size(size::BUTTON))
                    .padding([6, 18])
                    .on_press(Message::Players(count))
                    .style(style::quiet(count == self.players)),
            );
        }
        let mut seats = line![].spacing(12);
        for (seat, player) in self.seats.iter().enumerate() {
            let name = text_input(&words::seat_name(seat as u8), &self.names[seat])
                .on_input(move |name| Message::Name(seat as u8, name))
                .size(size::SMALL)
                .padding(8)
                .width(Length::Fill);
            // Who plays, as four choices side by side: the one chosen stands out, a computer
            // seat as much as a person's.
            let mut kinds = column![].spacing(4);
            for choice in std::iter::once(Player::Human).chain(LEVELS.map(Player::Computer)) {
                let label = match choice {
                    Player::Human => t!("setup-person"),
                    Player::Computer(kind) => t!(&format!("setup-level-{}", kind.name())),
                };
                kinds = kinds.push(
                    button(style::centred(text(label).size(size::SMALL)))
                        .width(Length::Fill)
                        .padding([4, 8])
                        .on_press(Message::Seat(seat as u8, choice))
                        .style(style::quiet(*player == choice)),
                );
            }
            let team = self.team_of(seat as u8);
            let colour = self.colours.get(team as usize).cloned().unwrap_or_default();
            let paint = button(style::centred(
                text(words::colour_name(&colour)).size(size::SMALL),
            ))
            .width(Length::Fill)
            .padding([4, 8])
            .on_press(Message::Colour(team))
            .style(style::team_button(style::named(&colour)));
            seats = seats.push(
                container(column![name, kinds, paint].spacing(6))
                    .width(190)
                    .padding(8)
                    .style(style::seat),
            );
        }
        let hands = line![
            button(text(t!("setup-hands-open")).size(size::SMALL))
                .padding([8, 16])
                .on_press(Message::OpenHands(true))
                .style(style::quiet(self.open_hands)),
            button(text(t!("setup-hands-private")).size(size::SMALL))
                .padding([8, 16])
                .on_press(Message::OpenHands(false))
                .style(style::quiet(!self.open_hands)),
        ]
        .spacing(12);
        let choice = |label: String, chosen: bool, message: Message| {
            button(text(label).size(size::SMALL))
                .padding([8, 14])
                .on_press(message)
                .style(style::quiet(chosen))
        };
        let draw = line![
            text(t!("setup-drawing")).size(size::TEXT),
            choice(
                t!("setup-draw-automatic"),
                self.draw == DrawMode::Automatic,
                Message::Draw(DrawMode::Automatic)
            ),
            choice(
                t!("setup-draw-manual"),
                self.draw == DrawMode::Manual,
                Message::Draw(DrawMode::Manual)
            ),
        ]
        .spacing(12)
        .align_y(Alignment::Center);
        let mut first = line![text(t!("setup-first")).size(size::TEXT)]
            .spacing(12)
            .align_y(Alignment::Center);
        let ranked = rules.can_cut();
        for (way, label) in [
            (FirstPlayer::Cut, "setup-first-cut"),
            (FirstPlayer::Random, "setup-first-random"),
            (FirstPlayer::Chosen, "setup-first-chosen"),
        ] {
            if way != FirstPlayer::Cut || ranked {
                first = first.push(choice(t!(label), self.first == way, Message::First(way)));
            }
        }
        // Who plays and the help they get on one side, how the game goes on the other: at 16:9
        // everything fits without scrolling.
        let players = column![
            counts,
            text(t!("setup-who-plays")).size(size::TEXT),
            seats.wrap().vertical_spacing(12)
        ]
        .spacing(18)
        .width(Length::FillPortion(1));
        let wrapped = |line: crate::app::style::Line<'a, Message>| line.wrap().vertical_spacing(8);
        // Which letters to play with heads the other side in a letters game: it is what a
        // teacher of the youngest changes most, and some alphabets are long.
        let mut page = column![].spacing(18).width(Length::FillPortion(1));
        if let Some(alphabet) = &self.alphabet {
            page = page.push(self.letters_choice(alphabet));
        }
        let mut page = page
            .push(wrapped(hands))
            .push(wrapped(draw))
            .push(wrapped(first));
        for option in rules.options() {
            let mut choices = line![text(words::option_label(rules, option)).size(size::TEXT)]
                .spacing(12)
                .align_y(Alignment::Center);
            for (id, label) in &option.choices {
                let shown = words::choice_label(rules, option, id, label);
                let chosen = self.options.get(&option.id) == Some(id);
                choices = choices.push(
                    button(text(shown).size(size::SMALL))
                        .padding([8, 14])
                        .on_press(Message::Choose(option.id.clone(), id.clone()))
                        .style(style::quiet(chosen)),
                );
            }
            page = page.push(wrapped(choices));
        }
        let mut hints = line![
            text(t!("setup-hints")).size(size::TEXT),
            choice(
                t!("setup-hints-button"),
                !self.hints_always,
                Message::HintsAlways(false)
            ),
            choice(
                t!("setup-hints-always"),
                self.hints_always,
                Message::HintsAlways(true)
            ),
        ]
        .spacing(12)
        .align_y(Alignment::Center);
        if self.seats.contains(&Player::Computer(BotKind::Hard)) {
            hints = hints.push(text(t!("setup-think-time")).size(size::TEXT));
            for ms in [500, 1000, 2000] {
                let label = match ms {
                    500 => t!("setup-half-second"),
                    ms => t!("setup-seconds", seconds = ms / 1000),
                };
                hints = hints.push(choice(label, self.think_ms == ms, Message::ThinkTime(ms)));
            }
        }
        let mut players = players.push(wrapped(hints));
        if self.theme.rules().pictures_have_words() {
            players = players.push(
                line![
                    text(t!("setup-words")).size(size::TEXT),
                    choice(
                        t!("setup-words-shown"),
                        self.show_words,
                        Message::Words(true)
                    ),
                    choice(
                        t!("setup-words-hidden"),
                        !self.show_words,
                        Message::Words(false)
                    ),
                ]
                .spacing(12)
                .align_y(Alignment::Center)
                .wrap()
                .vertical_spacing(8),
            );
        }
        // The title and the buttons stay in view; the choices between them scroll only in a
        // window much narrower than a projector's.
        let buttons = line![
            button(text(t!("setup-back")).size(size::BUTTON))
                .padding([10, 28])
                .on_press(Message::Back)
                .style(style::quiet(false)),
            button(text(t!("setup-start")).size(size::BANNER))
                .padding([10, 40])
                .on_press_maybe(self.can_start().then_some(Message::Start))
                .style(style::action),
        ]
        .spacing(24)
        .align_y(Alignment::Center);
        let choices = style::reading_row(vec![players.into(), page.into()]).spacing(32);
        column![
            text(words::theme_name(rules)).size(size::TITLE),
            scrollable(container(choices).padding([0, 8])).height(Length::Fill),
            buttons
        ]
        .spacing(12)
        .padding(20)
        .align_x(Alignment::Center)
        .into()
    }

    /// How letters look, and which letters to play with: all, the first ones a class meets,
    /// or any the teacher taps.
    pub(super) fn letters_choice<'a>(&'a self, alphabet: &'a Alphabet) -> Element<'a, Message> {
        let choice = |label: String, chosen: bool, message: Message| {
            button(text(label).size(size::SMALL))
                .padding([8, 14])
                .on_press(message)
                .style(style::quiet(chosen))
        };
        let mut page = column![].spacing(12).align_x(Alignment::Center);
        if alphabet.has_case() {
            let sample = &alphabet.letters[0];
            let look = Look {
                label: Some(sample.letter.clone()),
                small: sample.small.clone(),
                ..Look::default()
            };
            let mut cases = line![text(t!("setup-case")).size(size::TEXT)]
                .spacing(12)
                .align_y(Alignment::Center);
            for case in LetterCase::ALL {
                cases = cases.push(choice(
                    case.label(&look),
                    self.case == case,
                    Message::Case(case),
                ));
            }
            page = page.push(cases);
        }
        let count = match self.letters.is_empty() {
            true => alphabet.letters.len(),
            false => self.letters.len(),
        };
        let mut presets = line![
            text(t!("setup-letters")).size(size::TEXT),
            choice(
                t!("setup-letters-all"),
                self.letters.is_empty(),
                Message::AllLetters
            ),
        ]
        .spacing(12)
        .align_y(Alignment::Center);
        if !alphabet.first.is_empty() {
            presets = presets.push(choice(
                t!("setup-letters-first"),
                self.letters == alphabet.first,
                Message::FirstLetters,
            ));
        }
        presets =
            presets.push(text(t!("setup-letters-count", count = count as u32)).size(size::SMALL));
        page = page.push(presets);
        let mut letters = line![].spacing(8);
        for letter in &alphabet.letters {
            let look = Look {
                label: Some(letter.letter.clone()),
                small: letter.small.clone(),
                ..Look::default()
            };
            let chosen = self.letters.is_empty() || self.letters.contains(&letter.letter);
            letters = letters.push(
                button(text(self.case.label(&look)).size(size::TEXT))
                    .padding([6, 12])
                    .on_press(Message::Letter(letter.letter.clone()))
                    .style(style::quiet(chosen)),
            );
        }
        page = page.push(
            letters
                .wrap()
                .vertical_spacing(8)
                .align_x(Alignment::Center),
        );
        if !self.can_start() {
            page = page.push(
                text(t!("setup-letters-too-few", count = MIN_LETTERS as u32)).size(size::SMALL),
            );
        }
        page.into()
    }
}
