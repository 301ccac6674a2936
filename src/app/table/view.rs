//! How the game screen looks: the turn banner, the board filling the window, the hand.

use iced::widget::{button, column, container, pick_list, responsive, row, space, text};
use iced::{Alignment, Element, Length};

use super::board::{SHAPES, card_face};
use super::{Message, Player, Table};
use crate::app::i18n;
use crate::app::style;
use crate::bots::HintReason;
use crate::core::{Ability, Outcome};
use crate::t;

/// The end of a game: a trophy for a win, a handshake when nobody could win.
const TROPHY: &str = "🏆";
const HANDSHAKE: &str = "🤝";

impl Table {
    pub fn view(&self) -> Element<'_, Message> {
        let board = responsive(move |size| self.board(size.width, size.height));
        // At the end the celebration has the whole side; the teacher's buttons step back.
        let side = if self.game.is_over() {
            column![container(self.side()).center(Length::Fill)]
        } else {
            column![
                container(self.side()).center(Length::Fill),
                self.discards(),
                self.teacher()
            ]
        };
        // In a language read from the right the side panel is on the left.
        let play = style::reading_row(vec![
            container(board).width(Length::FillPortion(3)).into(),
            side.spacing(12).width(Length::FillPortion(1)).into(),
        ])
        .spacing(16);
        column![self.top_bar(), play].spacing(12).padding(16).into()
    }

    fn top_bar(&self) -> Element<'_, Message> {
        let game = &self.game;
        let (headline, team) = match game.outcome() {
            Some(Outcome::Won(team)) => (t!("game-wins", team = self.team_label(team)), Some(team)),
            Some(Outcome::NoWinner) => (t!("game-no-winner"), None),
            None => {
                let seat = self.actor();
                let name = self.name(seat);
                let line = match self.players[seat as usize] {
                    Player::Computer(_) => t!("game-thinking", name = name),
                    Player::Human => t!("game-your-turn", name = name),
                };
                (line, Some(game.team_of(seat)))
            }
        };
        let colour = team.map_or(style::ink(), |team| {
            style::named(&game.rules().colors()[team as usize])
        });
        let shape = team.map_or("", |team| SHAPES[team as usize % SHAPES.len()]);
        let banner = container(text(format!("{shape} {headline}")).size(40))
            .padding([8, 24])
            .style(style::banner(colour));
        let mut scores = row![].spacing(16).align_y(Alignment::Center);
        for team in 0..game.teams() {
            let colour = style::named(&game.rules().colors()[team as usize]);
            let count = format!(
                "{} {}",
                SHAPES[team as usize % SHAPES.len()],
                game.sequence_count(team)
            );
            scores = scores.push(
                container(text(count).size(28))
                    .padding([4, 12])
                    .style(style::banner(colour)),
            );
        }
        let deck = text(t!("game-cards-left", count = game.deck_len())).size(24);
        style::reading_row(vec![
            banner.into(),
            space::horizontal().into(),
            scores.into(),
            deck.into(),
        ])
        .spacing(20)
        .align_y(Alignment::Center)
        .into()
    }

    /// The top card of each player's discard pile, in that player's team colour.
    fn discards(&self) -> Element<'_, Message> {
        let game = &self.game;
        let mut piles = column![text(t!("game-discards")).size(20)]
            .spacing(6)
            .align_x(Alignment::Center);
        let seats: Vec<u8> = (0..game.players()).collect();
        for seats in seats.chunks(6) {
            let mut line = row![].spacing(6);
            for &seat in seats {
                let team = game.team_of(seat);
                let colour = style::named(&game.rules().colors()[team as usize]);
                let top: Element<'_, Message> = match game.discards(seat).last() {
                    Some(&card) => card_face(game.rules(), card, 60.0, self.case),
                    None => text("–").size(20).into(),
                };
                line = line.push(
                    container(
                        column![text(SHAPES[team as usize % SHAPES.len()]).size(14), top]
                            .align_x(Alignment::Center),
                    )
                    .padding(4)
                    .width(52)
                    .style(style::discard(colour)),
                );
            }
            piles = piles.push(line);
        }
        piles.into()
    }

    /// The teacher's buttons, small, under the hand: penalty, undo, restart, home.
    fn teacher(&self) -> Element<'_, Message> {
        let game = &self.game;
        let mut penalty = row![text(t!("game-table-talk")).size(20)]
            .spacing(8)
            .align_y(Alignment::Center);
        for team in 0..game.teams() {
            let colour = style::named(&game.rules().colors()[team as usize]);
            penalty = penalty.push(
                button(text(SHAPES[team as usize % SHAPES.len()]).size(20))
                    .on_press(Message::Penalty(team))
                    .style(style::team_button(colour)),
            );
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
        let small = |key: &str, message: Message, on: bool| {
            button(text(t!(key)).size(18))
                .padding([4, 10])
                .on_press(message)
                .style(style::quiet(on))
        };
        let mut buttons: Vec<Element<'_, Message>> = vec![
            small("game-undo", Message::Undo, false).into(),
            small("game-restart", Message::Restart, false).into(),
            small("game-home", Message::Home, false).into(),
            pick_list(choices, current, |choice| Message::Language(choice.tag))
                .text_size(18)
                .padding([4, 10])
                .into(),
        ];
        if self.game.rules().pictures_have_words() {
            buttons.push(
                small(
                    "game-words",
                    Message::Words(!self.show_words),
                    self.show_words,
                )
                .into(),
            );
        }
        let buttons = style::reading_row(buttons).spacing(6);
        // Long words in some languages: the buttons wrap onto a second line rather than
        // running off the screen.
        column![penalty, buttons.wrap().vertical_spacing(6)]
            .spacing(8)
            .align_x(Alignment::Center)
            .into()
    }

    /// Beside the board: the hand and what to do with it, the curtain, or the end of the game.
    fn side(&self) -> Element<'_, Message> {
        if self.game.is_over() {
            // The celebration: a trophy and the winner's name, large, over the two buttons.
            let (trophy, headline) = match self.game.outcome() {
                Some(Outcome::Won(team)) => (TROPHY, t!("game-wins", team = self.team_label(team))),
                _ => (HANDSHAKE, t!("game-no-winner")),
            };
            return column![
                text(trophy).size(96).font(crate::app::EMOJI_FONT),
                text(headline).size(40).center(),
                button(text(t!("game-play-again")).size(36))
                    .padding([12, 32])
                    .on_press(Message::Restart)
                    .style(style::action),
                button(text(t!("game-home")).size(36))
                    .padding([12, 32])
                    .on_press(Message::Home)
                    .style(style::quiet(false)),
            ]
            .spacing(24)
            .align_x(Alignment::Center)
            .into();
        }
        let seat = self.actor();
        if self.curtained() {
            let line = t!("game-pass-to", name = self.name(seat));
            return button(container(text(line).size(36).center()).center(Length::Fill))
                .width(Length::Fill)
                .height(Length::Fill)
                .padding(24)
                .on_press(Message::Reveal)
                .style(style::action)
                .into();
        }
        if self.players[seat as usize] != Player::Human && !self.open_hands {
            return text(self.notice().unwrap_or_default()).size(28).into();
        }
        let mut hand = column![].spacing(10).align_x(Alignment::Center);
        // Big cards; four a row when the hand is large, so the side never overflows.
        let hand_cards = self.game.hand(seat);
        let per_row = if hand_cards.len() > 6 { 4 } else { 3 };
        for cards in hand_cards.chunks(per_row) {
            let mut line = Vec::new();
            for &card in cards {
                let dead = self.game.is_dead(card);
                line.push(
                    button(
                        container(card_face(self.game.rules(), card, 90.0, self.case))
                            .center(Length::Fill),
                    )
                    .width(70)
                    .height(92)
                    .padding(4)
                    .on_press(Message::Card(card))
                    .style(style::hand_card(self.selected == Some(card), dead))
                    .into(),
                );
            }
            hand = hand.push(style::reading_row(line).spacing(6));
        }
        let mut actions = column![text(self.prompt()).size(26).center()]
            .spacing(8)
            .align_x(Alignment::Center);
        if self.selected.is_some_and(|card| self.game.is_dead(card))
            && !self.game.dead_card_turned_in()
        {
            actions = actions.push(
                button(text(t!("game-turn-in")).size(28))
                    .padding([8, 20])
                    .on_press(Message::TurnIn)
                    .style(style::action),
            );
        }
        if (0..self.game.players())
            .any(|s| self.game.draws_owed(s) > 0 && self.players[s as usize] == Player::Human)
        {
            actions = actions.push(
                button(text(t!("game-draw")).size(28))
                    .padding([8, 20])
                    .on_press(Message::Draw)
                    .style(style::action),
            );
        }
        if self.players[seat as usize] == Player::Human && self.hint.is_none() {
            actions = actions.push(
                button(text(t!("game-hint")).size(24))
                    .padding([6, 18])
                    .on_press(Message::Hint)
                    .style(style::quiet(false)),
            );
        }
        column![hand, actions]
            .spacing(20)
            .align_x(Alignment::Center)
            .into()
    }

    /// The plain sentence under the hand: what to do now.
    fn prompt(&self) -> String {
        if let Some(notice) = self.notice() {
            return notice;
        }
        if let Some(hint) = self.hint {
            return self.hint_reason(hint.reason);
        }
        let key = if self.game.owes_discard(self.actor()) {
            "game-put-down-a-card"
        } else if let Some(card) = self.selected {
            if self.game.is_dead(card) {
                "game-dead-card"
            } else if self.game.targets(self.actor(), card).is_empty() {
                "game-nowhere"
            } else {
                match self.game.rules().ability(card) {
                    Ability::Place => "game-pick-a-space",
                    Ability::Wild => "game-pick-any-space",
                    Ability::Remove => "game-pick-a-chip",
                }
            }
        } else {
            "game-pick-a-card"
        };
        t!(key)
    }

    /// Why a hint is a good move, in a child's words.
    fn hint_reason(&self, reason: HintReason) -> String {
        match reason {
            HintReason::WinsGame => t!("hint-wins-game"),
            HintReason::MakesSequence => t!("hint-makes-sequence"),
            HintReason::Blocks { team, chips } => {
                t!("hint-blocks", team = self.colour_of(team), chips = chips)
            }
            HintReason::TakesAwayThreat { team, chips } => {
                t!(
                    "hint-takes-away",
                    team = self.colour_of(team),
                    chips = chips
                )
            }
            HintReason::BuildsLine { chips } => t!("hint-builds-line", chips = chips),
            HintReason::TradesDeadCard => t!("hint-trades-dead-card"),
            HintReason::StartsLines => t!("hint-starts-lines"),
        }
    }

    /// A team's colour, by name.
    fn colour_of(&self, team: u8) -> String {
        crate::app::words::colour_name(&self.game.rules().colors()[team as usize])
    }
}

/// A language in the game screen's picker, shown by its own name.
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
