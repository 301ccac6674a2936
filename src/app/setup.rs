//! The setup screen: how many play, who is a person and who the computer, and the theme's
//! options with their defaults.

use std::collections::BTreeMap;

use iced::widget::{button, column, scrollable, text, text_input};
use iced::{Alignment, Element, Length};

use super::letters::LetterCase;
use super::style;
use super::table::Player;
use super::words;
use crate::bots::BotKind;
use crate::core::{Alphabet, DrawMode, FirstPlayer, Look, MIN_LETTERS, Theme};
use crate::{line, t};

/// The computer's levels a seat can be set to, easiest first.
pub const LEVELS: [BotKind; 3] = [BotKind::Easy, BotKind::Medium, BotKind::Hard];

#[derive(Clone, Debug)]
pub enum Message {
    Players(u8),
    Toggle(u8),
    Name(u8, String),
    /// The next free colour for this team.
    Colour(u8),
    Words(bool),
    HintsAlways(bool),
    ThinkTime(u64),
    OpenHands(bool),
    Draw(DrawMode),
    First(FirstPlayer),
    Choose(String, String),
    /// How letters look: "Aa", "a" or "A".
    Case(LetterCase),
    /// A letter taken into the game or left out.
    Letter(String),
    AllLetters,
    /// The letters a class meets first.
    FirstLetters,
    Start,
    Back,
}

pub enum Event {
    Start,
    Back,
}

pub struct Setup {
    pub theme: Theme,
    pub players: u8,
    pub seats: Vec<Player>,
    pub names: Vec<String>,
    /// One colour a team.
    pub colours: Vec<String>,
    pub show_words: bool,
    /// A hint on every person's turn, for the youngest.
    pub hints_always: bool,
    /// How long the hard computer may think about a move, in milliseconds.
    pub think_ms: u64,
    pub open_hands: bool,
    pub options: BTreeMap<String, String>,
    pub draw: DrawMode,
    pub first: FirstPlayer,
    /// The letters board of the language in use, for a theme played on one.
    pub alphabet: Option<Box<Alphabet>>,
    pub case: LetterCase,
    /// The letters to play with; empty for all of them.
    pub letters: Vec<String>,
}

impl Setup {
    /// Two players, a person against the computer, every option at its default.
    pub fn new(theme: Theme) -> Setup {
        let players = theme.rules().player_counts()[0];
        let options = theme.rules().chosen().clone();
        let mut setup = Setup {
            players,
            seats: Vec::new(),
            names: Vec::new(),
            colours: theme.rules().colors().to_vec(),
            show_words: true,
            hints_always: false,
            think_ms: 1000,
            open_hands: true,
            first: theme.rules().first_player(),
            options,
            draw: DrawMode::Automatic,
            theme,
            alphabet: None,
            case: LetterCase::default(),
            letters: Vec::new(),
        };
        setup.set_players(players);
        setup
    }

    /// Plays on `alphabet`'s letters, those in `letters` (all if empty or if none of them is a
    /// letter of that board), shown in `case`.
    pub fn with_letters(
        mut self,
        alphabet: Option<Alphabet>,
        letters: Vec<String>,
        case: LetterCase,
    ) -> Setup {
        self.set_alphabet(alphabet, letters);
        self.case = case;
        self
    }

    /// Another language's letters board (the language changed): its letters as remembered.
    pub fn set_alphabet(&mut self, alphabet: Option<Alphabet>, letters: Vec<String>) {
        self.alphabet = alphabet
            .filter(|_| self.theme.uses_letters_board())
            .map(Box::new);
        self.letters = match &self.alphabet {
            Some(alphabet) => alphabet
                .letters
                .iter()
                .map(|letter| letter.letter.clone())
                .filter(|letter| letters.contains(letter))
                .collect(),
            None => Vec::new(),
        };
        if let Some(alphabet) = &self.alphabet
            && self.letters.len() == alphabet.letters.len()
        {
            self.letters.clear();
        }
    }

    /// Whether the game can start: a letters game needs enough letters for a board.
    pub fn can_start(&self) -> bool {
        self.letters.is_empty() || self.letters.len() >= MIN_LETTERS
    }

    /// Takes `letter` into the game or leaves it out; all of them again when every one is in.
    fn toggle_letter(&mut self, letter: String) {
        let Some(alphabet) = &self.alphabet else {
            return;
        };
        let all: Vec<String> = alphabet.letters.iter().map(|l| l.letter.clone()).collect();
        let mut chosen = match self.letters.is_empty() {
            true => all.clone(),
            false => self.letters.clone(),
        };
        match chosen.iter().position(|known| *known == letter) {
            Some(at) => {
                chosen.remove(at);
            }
            None => chosen.push(letter),
        }
        // Kept in alphabet order, as the board lays them out.
        self.letters = all.into_iter().filter(|l| chosen.contains(l)).collect();
        if self.letters.len() == alphabet.letters.len() {
            self.letters.clear();
        }
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Players(count) => self.set_players(count),
            Message::Toggle(seat) => self.toggle(seat),
            Message::Name(seat, name) => {
                if let Some(slot) = self.names.get_mut(seat as usize) {
                    *slot = name.chars().take(20).collect();
                }
            }
            Message::Colour(team) => self.next_colour(team),
            Message::Words(shown) => self.show_words = shown,
            Message::HintsAlways(always) => self.hints_always = always,
            Message::ThinkTime(ms) => self.think_ms = ms,
            Message::OpenHands(open) => self.open_hands = open,
            Message::Draw(mode) => self.draw = mode,
            Message::First(first) => self.first = first,
            Message::Choose(option, choice) => {
                self.options.insert(option, choice);
            }
            Message::Case(case) => self.case = case,
            Message::Letter(letter) => self.toggle_letter(letter),
            Message::AllLetters => self.letters.clear(),
            Message::FirstLetters => {
                self.letters = self
                    .alphabet
                    .as_ref()
                    .map(|a| a.first.clone())
                    .unwrap_or_default();
            }
            Message::Start if self.can_start() => return Some(Event::Start),
            Message::Start => {}
            Message::Back => return Some(Event::Back),
        }
        None
    }

    fn set_players(&mut self, count: u8) {
        self.players = count;
        self.seats = (0..count)
            .map(|seat| {
                if seat == 0 {
                    Player::Human
                } else {
                    Player::Computer(BotKind::Medium)
                }
            })
            .collect();
        self.names.resize_with(count as usize, String::new);
        self.names.truncate(count as usize);
    }

    /// The team a seat plays for with this many players (seats alternate round the teams).
    fn team_of(&self, seat: u8) -> u8 {
        self.theme.rules().team_of_seat(seat, self.players)
    }

    /// Gives `team` the next colour of the palette that no other team has.
    fn next_colour(&mut self, team: u8) {
        let team = team as usize;
        let Some(current) = self.colours.get(team) else {
            return;
        };
        let palette = &style::TEAM_COLOURS;
        let start = palette.iter().position(|c| c == current).unwrap_or(0);
        let taken = |colour: &str| {
            self.colours
                .iter()
                .enumerate()
                .any(|(other, c)| other != team && c == colour)
        };
        if let Some(next) = (1..=palette.len())
            .map(|step| palette[(start + step) % palette.len()])
            .find(|colour| !taken(colour))
        {
            self.colours[team] = next.to_string();
        }
    }

    /// Whether the theme's board has pictures with words (letters).
    fn has_words(&self) -> bool {
        self.theme
            .rules()
            .cards()
            .iter()
            .any(|card| card.look.cells.iter().any(|cell| cell.word.is_some()))
    }

    fn toggle(&mut self, seat: u8) {
        if let Some(player) = self.seats.get_mut(seat as usize) {
            // A person, then the computer from the easiest level up, then a person again.
            *player = match player {
                Player::Human => Player::Computer(LEVELS[0]),
                Player::Computer(kind) => match LEVELS.iter().position(|level| level == kind) {
                    Some(at) if at + 1 < LEVELS.len() => Player::Computer(LEVELS[at + 1]),
                    _ => Player::Human,
                },
            };
        }
    }

    pub fn view(&self) -> Element<'_, Message> {
        let rules = self.theme.rules();
        let mut counts = line![text(t!("setup-players")).size(32)]
            .spacing(12)
            .align_y(Alignment::Center);
        for &count in rules.player_counts() {
            counts = counts.push(
                button(text(count.to_string()).size(32))
                    .padding([6, 18])
                    .on_press(Message::Players(count))
                    .style(style::quiet(count == self.players)),
            );
        }
        let mut seats = line![].spacing(12);
        for (seat, player) in self.seats.iter().enumerate() {
            let who = match player {
                Player::Human => t!("setup-person"),
                Player::Computer(kind) => t!(
                    "setup-computer-level",
                    level = t!(&format!("setup-level-{}", kind.name()))
                ),
            };
            let name = text_input(&words::seat_name(seat as u8), &self.names[seat])
                .on_input(move |name| Message::Name(seat as u8, name))
                .size(24)
                .padding(8)
                .width(180);
            let kind = button(text(who).size(24))
                .padding([8, 16])
                .on_press(Message::Toggle(seat as u8))
                .style(style::quiet(*player == Player::Human));
            let team = self.team_of(seat as u8);
            let colour = self.colours.get(team as usize).cloned().unwrap_or_default();
            let paint = button(text(words::colour_name(&colour)).size(22))
                .padding([6, 16])
                .on_press(Message::Colour(team))
                .style(style::team_button(style::named(&colour)));
            seats = seats.push(
                column![name, kind, paint]
                    .spacing(6)
                    .align_x(Alignment::Center),
            );
        }
        let hands = line![
            button(text(t!("setup-hands-open")).size(26))
                .padding([8, 16])
                .on_press(Message::OpenHands(true))
                .style(style::quiet(self.open_hands)),
            button(text(t!("setup-hands-private")).size(26))
                .padding([8, 16])
                .on_press(Message::OpenHands(false))
                .style(style::quiet(!self.open_hands)),
        ]
        .spacing(12);
        let choice = |label: String, chosen: bool, message: Message| {
            button(text(label).size(24))
                .padding([8, 14])
                .on_press(message)
                .style(style::quiet(chosen))
        };
        let draw = line![
            text(t!("setup-drawing")).size(28),
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
        let mut first = line![text(t!("setup-first")).size(28)]
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
        // Which letters to play with comes first in a letters game: it is what a teacher
        // of the youngest changes most.
        let mut page = column![counts, seats].spacing(18);
        if let Some(alphabet) = &self.alphabet {
            page = page.push(self.letters_choice(alphabet));
        }
        let mut page = page
            .push(hands)
            .push(draw)
            .push(first)
            .spacing(18)
            .padding([0, 24])
            .width(Length::Fill)
            .align_x(Alignment::Center);
        for option in rules.options() {
            let mut choices = line![text(words::option_label(rules, option)).size(28)]
                .spacing(12)
                .align_y(Alignment::Center);
            for (id, label) in &option.choices {
                let shown = words::choice_label(rules, option, id, label);
                let chosen = self.options.get(&option.id) == Some(id);
                choices = choices.push(
                    button(text(shown).size(22))
                        .padding([8, 14])
                        .on_press(Message::Choose(option.id.clone(), id.clone()))
                        .style(style::quiet(chosen)),
                );
            }
            page = page.push(choices);
        }
        let mut hints = line![
            text(t!("setup-hints")).size(28),
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
            hints = hints.push(text(t!("setup-think-time")).size(28));
            for ms in [500, 1000, 2000] {
                let label = match ms {
                    500 => t!("setup-half-second"),
                    ms => t!("setup-seconds", seconds = ms / 1000),
                };
                hints = hints.push(choice(label, self.think_ms == ms, Message::ThinkTime(ms)));
            }
        }
        page = page.push(hints);
        if self.has_words() {
            page = page.push(
                line![
                    text(t!("setup-words")).size(28),
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
                .align_y(Alignment::Center),
            );
        }
        // The title and the buttons stay in view; the choices between them scroll when the
        // window is small.
        let buttons = line![
            button(text(t!("setup-back")).size(32))
                .padding([12, 28])
                .on_press(Message::Back)
                .style(style::quiet(false)),
            button(text(t!("setup-start")).size(40))
                .padding([12, 40])
                .on_press_maybe(self.can_start().then_some(Message::Start))
                .style(style::action),
        ]
        .spacing(24);
        column![
            text(words::theme_name(rules)).size(48),
            scrollable(page).height(Length::Fill),
            buttons
        ]
        .spacing(16)
        .padding(24)
        .align_x(Alignment::Center)
        .into()
    }

    /// How letters look, and which letters to play with: all, the first ones a class meets,
    /// or any the teacher taps.
    fn letters_choice<'a>(&'a self, alphabet: &'a Alphabet) -> Element<'a, Message> {
        let choice = |label: String, chosen: bool, message: Message| {
            button(text(label).size(26))
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
            let mut cases = line![text(t!("setup-case")).size(28)]
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
            text(t!("setup-letters")).size(28),
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
        presets = presets.push(text(t!("setup-letters-count", count = count as u32)).size(24));
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
                button(text(self.case.label(&look)).size(28))
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
            page =
                page.push(text(t!("setup-letters-too-few", count = MIN_LETTERS as u32)).size(26));
        }
        page.into()
    }
}
