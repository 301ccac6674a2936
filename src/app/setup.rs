//! The setup screen: how many play, who is a person and who the computer, and the theme's
//! options with their defaults.

use std::collections::BTreeMap;
use std::sync::Arc;

use iced::widget::{button, column, row, text, text_input};
use iced::{Alignment, Element};

use super::style;
use super::table::Player;
use super::words;
use crate::bots::BotKind;
use crate::core::{DrawMode, FirstPlayer, RuleSet, Theme};

#[derive(Clone, Debug)]
pub enum Message {
    Players(u8),
    Toggle(u8),
    Name(u8, String),
    OpenHands(bool),
    Draw(DrawMode),
    First(FirstPlayer),
    Choose(String, String),
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
    pub open_hands: bool,
    pub options: BTreeMap<String, String>,
    pub draw: DrawMode,
    pub first: FirstPlayer,
}

impl Setup {
    /// Two players, a person against the computer, every option at its default.
    pub fn new(theme: Theme) -> Setup {
        let players = theme.rules().player_counts[0];
        let options = theme.rules().chosen.clone();
        let mut setup = Setup {
            players,
            seats: Vec::new(),
            names: Vec::new(),
            open_hands: true,
            first: theme.rules().first_player,
            options,
            draw: DrawMode::Automatic,
            theme,
        };
        setup.set_players(players);
        setup
    }

    pub fn rules(&self) -> Option<Arc<RuleSet>> {
        self.theme.with_options(&self.options).ok()
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
            Message::OpenHands(open) => self.open_hands = open,
            Message::Draw(mode) => self.draw = mode,
            Message::First(first) => self.first = first,
            Message::Choose(option, choice) => {
                self.options.insert(option, choice);
            }
            Message::Start => return Some(Event::Start),
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
                    Player::Computer(BotKind::Greedy)
                }
            })
            .collect();
        self.names.resize_with(count as usize, String::new);
        self.names.truncate(count as usize);
    }

    /// The names to show: typed ones, or "Player N".
    pub fn shown_names(&self) -> Vec<String> {
        (0..self.players)
            .map(|seat| match self.names.get(seat as usize) {
                Some(name) if !name.trim().is_empty() => name.trim().to_string(),
                _ => words::seat_name(seat),
            })
            .collect()
    }

    fn toggle(&mut self, seat: u8) {
        if let Some(player) = self.seats.get_mut(seat as usize) {
            *player = match player {
                Player::Human => Player::Computer(BotKind::Greedy),
                Player::Computer(_) => Player::Human,
            };
        }
    }

    pub fn view(&self) -> Element<'_, Message> {
        let rules = self.theme.rules();
        let mut counts = row![text(words::PLAYERS).size(32)]
            .spacing(12)
            .align_y(Alignment::Center);
        for &count in &rules.player_counts {
            counts = counts.push(
                button(text(count.to_string()).size(32))
                    .padding([6, 18])
                    .on_press(Message::Players(count))
                    .style(style::quiet(count == self.players)),
            );
        }
        let mut seats = row![].spacing(12);
        for (seat, player) in self.seats.iter().enumerate() {
            let who = match player {
                Player::Human => words::HUMAN,
                Player::Computer(_) => words::COMPUTER,
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
            seats = seats.push(column![name, kind].spacing(6).align_x(Alignment::Center));
        }
        let hands = row![
            button(text(words::HANDS_OPEN).size(26))
                .padding([8, 16])
                .on_press(Message::OpenHands(true))
                .style(style::quiet(self.open_hands)),
            button(text(words::HANDS_PRIVATE).size(26))
                .padding([8, 16])
                .on_press(Message::OpenHands(false))
                .style(style::quiet(!self.open_hands)),
        ]
        .spacing(12);
        let choice = |label: &'static str, chosen: bool, message: Message| {
            button(text(label).size(24))
                .padding([8, 14])
                .on_press(message)
                .style(style::quiet(chosen))
        };
        let draw = row![
            text(words::DRAWING).size(28),
            choice(
                words::DRAW_AUTOMATIC,
                self.draw == DrawMode::Automatic,
                Message::Draw(DrawMode::Automatic)
            ),
            choice(
                words::DRAW_MANUAL,
                self.draw == DrawMode::Manual,
                Message::Draw(DrawMode::Manual)
            ),
        ]
        .spacing(12)
        .align_y(Alignment::Center);
        let mut first = row![text(words::FIRST).size(28)]
            .spacing(12)
            .align_y(Alignment::Center);
        let ranked = rules.cards.iter().all(|card| card.rank.is_some());
        for (way, label) in [
            (FirstPlayer::Cut, words::FIRST_CUT),
            (FirstPlayer::Random, words::FIRST_RANDOM),
            (FirstPlayer::Chosen, words::FIRST_CHOSEN),
        ] {
            if way != FirstPlayer::Cut || ranked {
                first = first.push(choice(label, self.first == way, Message::First(way)));
            }
        }
        let mut page = column![
            text(rules.name.clone()).size(56),
            counts,
            seats,
            hands,
            draw,
            first
        ]
        .spacing(24)
        .padding(40)
        .align_x(Alignment::Center);
        for option in &rules.options {
            let mut choices = row![text(option.label.clone()).size(28)]
                .spacing(12)
                .align_y(Alignment::Center);
            for (id, label) in &option.choices {
                let shown = if label.is_empty() {
                    id.clone()
                } else {
                    label.clone()
                };
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
        page.push(
            row![
                button(text(words::BACK).size(32))
                    .padding([12, 28])
                    .on_press(Message::Back)
                    .style(style::quiet(false)),
                button(text(words::START).size(40))
                    .padding([12, 40])
                    .on_press(Message::Start)
                    .style(style::action),
            ]
            .spacing(24),
        )
        .into()
    }
}
