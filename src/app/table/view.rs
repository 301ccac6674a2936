//! How the game screen looks: the turn banner, the board filling the window, the hand.

use iced::widget::{button, column, container, responsive, row, space, stack, text};
use iced::{Alignment, Element, Length};

use super::board::{SHAPES, card_face};
use super::{Message, Player, Table};
use crate::app::style::{self, size};
use crate::t;
use lineup_bots::HintReason;
use lineup_core::{Ability, Outcome};

/// The signs beside what a special card does: a sparkle for "any space", a hand for "take a
/// chip".
const WILD_SIGN: &str = "✨";
const REMOVE_SIGN: &str = "✋";

/// The gap between the board and the side.
pub(super) const SIDE_GAP: f32 = 16.0;

/// The end of a game: a trophy for a win, a handshake when nobody could win.
const TROPHY: &str = "🏆";
const HANDSHAKE: &str = "🤝";

impl Table {
    pub fn view(&self) -> Element<'_, Message> {
        let board = responsive(move |size| self.board(size.width, size.height));
        // At the end the celebration has the whole side.
        let side = if self.game.is_over() {
            column![self.side_fitted()]
        } else {
            column![self.side_fitted(), self.discards()]
        };
        // In a language read from the right the side panel is on the left.
        let play = style::reading_row(vec![
            container(board).width(Length::FillPortion(3)).into(),
            side.spacing(12).width(Length::FillPortion(2)).into(),
        ])
        .spacing(SIDE_GAP);
        let play: Element<'_, Message> = match self.travel_layer() {
            Some(card) => stack![play, card].into(),
            None => play.into(),
        };
        let screen = match self.how_to {
            true => column![
                self.top_bar(),
                crate::app::howto::view(self.game.rules(), self.case, self.game.sequences_to_win())
                    .map(|_| Message::HowTo(false))
            ],
            false => column![self.top_bar(), self.score_line(), play],
        }
        .spacing(10)
        .padding(16);
        match self.menu_overlay() {
            Some(menu) => stack![screen, menu].into(),
            None => screen.into(),
        }
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
        let banner = container(text(format!("{shape} {headline}")).size(size::BANNER))
            .padding([8, 24])
            .style(style::banner(colour));
        let deck = text(t!("game-cards-left", count = game.deck_len())).size(size::SMALL);
        let how_to = button(text(t!("howto-open")).size(size::BUTTON))
            .padding([8, 16])
            .on_press(Message::HowTo(!self.how_to))
            .style(style::quiet(self.how_to));
        style::reading_row(vec![
            banner.into(),
            space::horizontal().into(),
            deck.into(),
            how_to.into(),
            self.menu_button(),
        ])
        .spacing(20)
        .align_y(Alignment::Center)
        .into()
    }

    /// The score in words, each team in its colour and shape: "Sequences: ● Red 1 of 2".
    fn score_line(&self) -> Element<'_, Message> {
        let game = &self.game;
        let goal = game.sequences_to_win();
        let mut line = vec![text(t!("game-score")).size(size::SMALL).into()];
        for team in 0..game.teams() {
            let colour = style::named(&game.rules().colors()[team as usize]);
            let score = t!(
                "game-score-team",
                team = self.colour_of(team),
                count = game.sequence_count(team),
                goal = goal
            );
            line.push(
                container(
                    text(format!("{} {score}", SHAPES[team as usize % SHAPES.len()]))
                        .size(size::SMALL),
                )
                .padding([2, 12])
                .style(style::banner(colour))
                .into(),
            );
        }
        let news = text(self.news().unwrap_or_default()).size(size::TEXT);
        let score = style::reading_row(line)
            .spacing(12)
            .align_y(Alignment::Center);
        style::reading_row(vec![news.into(), space::horizontal().into(), score.into()])
            .spacing(16)
            .align_y(Alignment::Center)
            .into()
    }

    /// The top card of each player's discard pile, in that player's team colour.
    fn discards(&self) -> Element<'_, Message> {
        let game = &self.game;
        let mut piles = column![text(t!("game-discards")).size(size::SMALL)]
            .spacing(6)
            .align_x(Alignment::Center);
        let seats: Vec<u8> = (0..game.players()).collect();
        for seats in seats.chunks(6) {
            let mut line = row![].spacing(8);
            for &seat in seats {
                let team = game.team_of(seat);
                let colour = style::named(&game.rules().colors()[team as usize]);
                let top: Element<'_, Message> = match game.discards(seat).last() {
                    Some(&card) => card_face(game.rules(), card, 80.0, self.case, false),
                    None => text("–").size(size::SMALL).into(),
                };
                line = line.push(
                    container(
                        column![
                            text(SHAPES[team as usize % SHAPES.len()]).size(size::SMALL),
                            top
                        ]
                        .align_x(Alignment::Center),
                    )
                    .padding(4)
                    .width(76)
                    .style(style::discard(colour)),
                );
            }
            piles = piles.push(line);
        }
        piles.into()
    }

    /// Beside the board: the hand and what to do with it, the curtain, or the end of the game.
    /// The side, its hand sized to the room it has: with a large zoom or a narrow window the
    /// cards shrink, and the prompt and the Hint button stay on screen.
    fn side_fitted(&self) -> Element<'_, Message> {
        responsive(move |room| container(self.side(room)).center(Length::Fill).into()).into()
    }

    fn side(&self, room: iced::Size) -> Element<'_, Message> {
        if self.game.is_over() {
            // The celebration: a trophy and the winner's name, large, over the two buttons.
            let (trophy, headline) = match self.game.outcome() {
                Some(Outcome::Won(team)) => (TROPHY, t!("game-wins", team = self.team_label(team))),
                _ => (HANDSHAKE, t!("game-no-winner")),
            };
            return column![
                text(trophy).size(96).font(crate::app::EMOJI_FONT),
                style::centred(text(headline).size(size::BANNER)),
                button(text(t!("game-play-again")).size(size::BANNER * 0.8))
                    .padding([12, 32])
                    .on_press(Message::Restart)
                    .style(style::action),
                button(text(t!("game-home")).size(size::BANNER * 0.8))
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
            return button(
                style::centred(text(line).size(size::BANNER * 0.8)).center_y(Length::Fill),
            )
            .width(Length::Fill)
            .height(Length::Fill)
            .padding(24)
            .on_press(Message::Reveal)
            .style(style::action)
            .into();
        }
        if self.players[seat as usize] != Player::Human {
            // A computer's cards stay hidden: the class sees only that it is thinking.
            return style::centred(text(t!("game-computer-hand")).size(size::TEXT))
                .center_x(200)
                .center_y(260)
                .style(style::card_back)
                .into();
        }
        let mut hand = column![].spacing(10).align_x(Alignment::Center);
        // Big cards; four a row when the hand is large, so the side never overflows.
        let hand_cards = self.game.hand(seat);
        let (width, height) = card_size(hand_cards.len(), room);
        let per_row = per_row(hand_cards.len());
        for cards in hand_cards.chunks(per_row) {
            let mut line = Vec::new();
            for &card in cards {
                let dead = self.game.is_dead(card);
                let rules = self.game.rules();
                // A special card says what it does, with a sign and in words, in place of its
                // name.
                let does = match rules.ability(card) {
                    Ability::Place => None,
                    Ability::Wild => Some((WILD_SIGN, t!("game-card-any-space"))),
                    Ability::Remove => Some((REMOVE_SIGN, t!("game-card-take-chip"))),
                };
                let mut face = column![card_face(rules, card, width, self.case, does.is_none())]
                    .align_x(Alignment::Center);
                if let Some((sign, words)) = does {
                    let sign = text(sign).size(size::SMALL).font(crate::app::EMOJI_FONT);
                    let line =
                        style::reading_row(vec![sign.into(), text(words).size(size::SMALL).into()])
                            .spacing(4)
                            .align_y(Alignment::Center);
                    face = face.push(container(line).center_x(Length::Fill));
                }
                line.push(
                    button(container(face).center(Length::Fill))
                        .width(width)
                        .height(height)
                        .padding(4)
                        .on_press(Message::Card(card))
                        .style(style::hand_card(self.selected == Some(card), dead))
                        .into(),
                );
            }
            hand = hand.push(style::reading_row(line).spacing(6));
        }
        let mut actions = column![style::centred(text(self.prompt()).size(size::TEXT))]
            .spacing(8)
            .align_x(Alignment::Center);
        if self.selected.is_some_and(|card| self.game.is_dead(card))
            && !self.game.dead_card_turned_in()
        {
            actions = actions.push(
                button(text(t!("game-turn-in")).size(size::BUTTON))
                    .padding([8, 20])
                    .on_press(Message::TurnIn)
                    .style(style::action),
            );
        }
        if (0..self.game.players())
            .any(|s| self.game.draws_owed(s) > 0 && self.players[s as usize] == Player::Human)
        {
            actions = actions.push(
                button(text(t!("game-draw")).size(size::BUTTON))
                    .padding([8, 20])
                    .on_press(Message::Draw)
                    .style(style::action),
            );
        }
        if self.players[seat as usize] == Player::Human && self.hint.is_none() {
            actions = actions.push(
                button(text(t!("game-hint")).size(size::BUTTON))
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

/// Cards a row in a hand of `cards`: four when the hand is large, so the side never overflows.
fn per_row(cards: usize) -> usize {
    if cards > 6 { 4 } else { 3 }
}

/// The size of a card in a hand of `cards` that shares `room` with the prompt and the Hint
/// button under it: as large as fits, never larger than a card needs.
fn card_size(cards: usize, room: iced::Size) -> (f32, f32) {
    /// What the prompt, the buttons under it and the spacing take, at most.
    const BELOW: f32 = 140.0;
    const GAP: f32 = 10.0;
    let per_row = per_row(cards) as f32;
    let rows = cards.div_ceil(per_row as usize).max(1) as f32;
    let (widest, tallest) = match cards {
        0..=6 => (160.0, 200.0),
        _ => (124.0, 176.0),
    };
    let width = ((room.width - GAP * (per_row - 1.0)) / per_row).min(widest);
    let height = ((room.height - BELOW - GAP * (rows - 1.0)) / rows).min(tallest);
    // Keep a card's shape: the tighter of the two decides.
    let scale = (width / widest).min(height / tallest).max(0.3);
    (widest * scale, tallest * scale)
}
