//! How the game screen looks: the turn banner, the board filling the window, the hand.

use iced::widget::{button, column, container, responsive, row, space, stack};
use iced::{Alignment, Element, Length};

use super::{Message, Player, Table};
use crate::look::pieces::{SHAPES, card_face};
use crate::look::style::{self, size};
use crate::look::ui::Ui;
use crate::t;
use lineup_bots::HintReason;
use lineup_core::{Ability, Outcome};

/// The signs beside what a special card does: a sparkle for "any space", a hand for "take a
/// chip".
const WILD_SIGN: &str = "✨";
const REMOVE_SIGN: &str = "✋";

/// The gap between the board and the side.
pub(super) const SIDE_GAP: f32 = size::WIDE;

impl Table {
    pub fn view<'a>(&'a self, ui: Ui<'a>) -> Element<'a, Message> {
        let board = responsive(move |room| self.board(ui, ui.scale.units(room)));
        // At the end the celebration has the whole side.
        let side = if self.session.game().is_over() {
            column![self.side_fitted(ui)]
        } else {
            column![self.side_fitted(ui), self.discards(ui)]
        };
        // In a language read from the right the side panel is on the left.
        let play = style::reading_row(
            ui,
            vec![
                container(board).width(Length::FillPortion(3)).into(),
                side.spacing(ui.px(size::GAP))
                    .width(Length::FillPortion(2))
                    .into(),
            ],
        )
        .spacing(ui.px(SIDE_GAP));
        let play: Element<'a, Message> = match self.travel_layer(ui) {
            Some(card) => stack![play, card].into(),
            None => play.into(),
        };
        let screen = match self.how_to {
            true => column![
                self.top_bar(ui),
                crate::app::howto::view(
                    ui,
                    self.session.game().rules(),
                    self.session.setup().case,
                    self.session.game().sequences_to_win()
                )
                .map(|_| Message::HowTo(false))
            ],
            false => column![self.top_bar(ui), self.score_line(ui), play],
        }
        .spacing(ui.px(size::APART))
        .padding(ui.pad(size::all(size::WIDE)));
        match self.menu_overlay(ui) {
            Some(menu) => stack![screen, menu].into(),
            None => screen.into(),
        }
    }

    /// What the banner says: whose turn it is, or how the game ended; and whose colour it is in.
    pub fn headline(
        &self,
        words: &crate::look::i18n::Words,
    ) -> (String, Option<lineup_core::Team>) {
        let game = self.session.game();
        match game.outcome() {
            Some(Outcome::Won(team)) => (
                t!(words, "game-wins", team = self.team_label(words, team)),
                Some(team),
            ),
            Some(Outcome::NoWinner) => (t!(words, "game-no-winner"), None),
            None => {
                let seat = self.actor();
                let name = self.name(words, seat);
                let line = match self.session.seats()[seat as usize] {
                    Player::Computer(_) => t!(words, "game-thinking", name = name),
                    Player::Human => t!(words, "game-your-turn", name = name),
                };
                (line, Some(game.team_of(seat)))
            }
        }
    }

    fn top_bar<'a>(&'a self, ui: Ui<'a>) -> Element<'a, Message> {
        let game = self.session.game();
        let (headline, team) = self.headline(ui.words);
        let colour = team.map_or(style::ink(), |team| {
            style::named(&game.rules().colors()[team as usize])
        });
        let shape = team.map_or("", |team| SHAPES[team as usize % SHAPES.len()]);
        let banner = container(ui.text(format!("{shape} {headline}"), size::BANNER))
            .padding(ui.pad([size::NEAR, size::BROAD]))
            .style(style::banner(colour, ui.scale));
        let deck = ui.text(
            t!(ui, "game-cards-left", count = game.deck_len()),
            size::SMALL,
        );
        let how_to = button(ui.text(t!(ui, "howto-open"), size::BUTTON))
            .padding(ui.pad(size::BUTTON_PAD))
            .on_press(Message::HowTo(!self.how_to))
            .style(style::quiet(self.how_to, ui.scale));
        style::reading_row(
            ui,
            vec![
                banner.into(),
                space::horizontal().into(),
                deck.into(),
                how_to.into(),
                self.menu_button(ui),
            ],
        )
        .spacing(ui.px(size::PAGE))
        .align_y(Alignment::Center)
        .into()
    }

    /// The score in words, each team in its colour and shape: "Sequences: ● Red 1 of 2".
    fn score_line<'a>(&'a self, ui: Ui<'a>) -> Element<'a, Message> {
        let game = self.session.game();
        let goal = game.sequences_to_win();
        let mut line = vec![ui.text(t!(ui, "game-score"), size::SMALL).into()];
        for team in 0..game.teams() {
            let colour = style::named(&game.rules().colors()[team as usize]);
            let score = t!(
                ui,
                "game-score-team",
                team = self.colour_of(ui, team),
                count = game.sequence_count(team),
                goal = goal
            );
            line.push(
                container(ui.text(
                    format!("{} {score}", SHAPES[team as usize % SHAPES.len()]),
                    size::SMALL,
                ))
                .padding(ui.pad(size::TAG))
                .style(style::banner(colour, ui.scale))
                .into(),
            );
        }
        let news = ui.text(self.news(ui.words).unwrap_or_default(), size::TEXT);
        let score = style::reading_row(ui, line)
            .spacing(ui.px(size::GAP))
            .align_y(Alignment::Center);
        style::reading_row(
            ui,
            vec![news.into(), space::horizontal().into(), score.into()],
        )
        .spacing(ui.px(size::WIDE))
        .align_y(Alignment::Center)
        .into()
    }

    /// The top card of each player's discard pile, in that player's team colour.
    fn discards<'a>(&'a self, ui: Ui<'a>) -> Element<'a, Message> {
        let game = self.session.game();
        let mut piles = column![ui.text(t!(ui, "game-discards"), size::SMALL)]
            .spacing(ui.px(size::CLOSE))
            .align_x(Alignment::Center);
        let seats: Vec<u8> = (0..game.players()).collect();
        for seats in seats.chunks(6) {
            let mut line = row![].spacing(ui.px(size::NEAR));
            for &seat in seats {
                let team = game.team_of(seat);
                let colour = style::named(&game.rules().colors()[team as usize]);
                let top: Element<'_, Message> = match game.discards(seat).last() {
                    Some(&card) => card_face(
                        ui,
                        game.rules(),
                        card,
                        size::DISCARD_CARD,
                        self.session.setup().case,
                        false,
                    ),
                    None => ui.text("–", size::SMALL).into(),
                };
                line = line.push(
                    container(
                        column![
                            ui.text(SHAPES[team as usize % SHAPES.len()], size::SMALL),
                            top
                        ]
                        .align_x(Alignment::Center),
                    )
                    .padding(ui.pad(size::all(size::TIGHT)))
                    .width(ui.px(size::DISCARD))
                    .style(style::discard(colour, ui.scale)),
                );
            }
            piles = piles.push(line);
        }
        piles.into()
    }

    /// Beside the board: the hand and what to do with it, the curtain, or the end of the game.
    /// The side, its hand sized to the room it has: with a large zoom or a narrow window the
    /// cards shrink, and the prompt and the Hint button stay on screen.
    fn side_fitted<'a>(&'a self, ui: Ui<'a>) -> Element<'a, Message> {
        responsive(move |room| {
            container(self.side(ui, ui.scale.units(room)))
                .center(Length::Fill)
                .into()
        })
        .into()
    }

    fn side<'a>(&'a self, ui: Ui<'a>, room: iced::Size) -> Element<'a, Message> {
        if self.session.game().is_over() {
            // The celebration: a trophy and the winner's name, large, over the two buttons.
            let (trophy, headline) = match self.session.game().outcome() {
                Some(Outcome::Won(team)) => (
                    style::TROPHY,
                    t!(ui, "game-wins", team = self.team_label(ui.words, team)),
                ),
                _ => (style::HANDSHAKE, t!(ui, "game-no-winner")),
            };
            return column![
                ui.text(trophy, size::ICON)
                    .font(crate::look::fonts::EMOJI_FONT),
                style::centred(ui, ui.text(headline, size::BANNER)),
                button(ui.text(t!(ui, "game-play-again"), size::BIG_BUTTON))
                    .padding(ui.pad(size::BIG_BUTTON_PAD))
                    .on_press(Message::Restart)
                    .style(style::action(ui.scale)),
                button(ui.text(t!(ui, "game-home"), size::BIG_BUTTON))
                    .padding(ui.pad(size::BIG_BUTTON_PAD))
                    .on_press(Message::Home)
                    .style(style::quiet(false, ui.scale)),
            ]
            .spacing(ui.px(size::BROAD))
            .align_x(Alignment::Center)
            .into();
        }
        let seat = self.actor();
        if self.curtained() {
            let line = t!(ui, "game-pass-to", name = self.name(ui.words, seat));
            return button(
                style::centred(ui, ui.text(line, size::BIG_BUTTON)).center_y(Length::Fill),
            )
            .width(Length::Fill)
            .height(Length::Fill)
            .padding(ui.pad(size::all(size::BROAD)))
            .on_press(Message::Reveal)
            .style(style::action(ui.scale))
            .into();
        }
        if self.session.seats()[seat as usize] != Player::Human {
            // A computer's cards stay hidden: the class sees only that it is thinking.
            return style::centred(ui, ui.text(t!(ui, "game-computer-hand"), size::TEXT))
                .center_x(ui.px(size::CARD_BACK[0]))
                .center_y(ui.px(size::CARD_BACK[1]))
                .style(style::card_back(ui.scale))
                .into();
        }
        let mut hand = column![]
            .spacing(ui.px(size::APART))
            .align_x(Alignment::Center);
        // Big cards; four a row when the hand is large, so the side never overflows.
        let hand_cards = self.session.game().hand(seat);
        let (width, height) = card_size(hand_cards.len(), room);
        let per_row = per_row(hand_cards.len());
        for cards in hand_cards.chunks(per_row) {
            let mut line = Vec::new();
            for &card in cards {
                let dead = self.session.game().is_dead(card);
                let rules = self.session.game().rules();
                // A special card says what it does, with a sign and in words, in place of its
                // name.
                let does = match rules.ability(card) {
                    Ability::Place => None,
                    Ability::Wild => Some((WILD_SIGN, t!(ui, "game-card-any-space"))),
                    Ability::Remove => Some((REMOVE_SIGN, t!(ui, "game-card-take-chip"))),
                };
                let mut face = column![card_face(
                    ui,
                    rules,
                    card,
                    width,
                    self.session.setup().case,
                    does.is_none()
                )]
                .align_x(Alignment::Center);
                if let Some((sign, words)) = does {
                    let sign = ui
                        .text(sign, size::SMALL)
                        .font(crate::look::fonts::EMOJI_FONT);
                    let line = style::reading_row(
                        ui,
                        vec![sign.into(), ui.text(words, size::SMALL).into()],
                    )
                    .spacing(ui.px(size::TIGHT))
                    .align_y(Alignment::Center);
                    face = face.push(container(line).center_x(Length::Fill));
                }
                line.push(
                    button(container(face).center(Length::Fill))
                        .width(ui.px(width))
                        .height(ui.px(height))
                        .padding(ui.pad(size::all(size::TIGHT)))
                        .on_press(Message::Card(card))
                        .style(style::hand_card(
                            self.selected == Some(card),
                            dead,
                            ui.scale,
                        ))
                        .into(),
                );
            }
            hand = hand.push(style::reading_row(ui, line).spacing(ui.px(size::CLOSE)));
        }
        let mut actions = column![style::centred(ui, ui.text(self.prompt(ui), size::TEXT))]
            .spacing(ui.px(size::NEAR))
            .align_x(Alignment::Center);
        if self
            .selected
            .is_some_and(|card| self.session.game().is_dead(card))
            && !self.session.game().dead_card_turned_in()
        {
            actions = actions.push(
                button(ui.text(t!(ui, "game-turn-in"), size::BUTTON))
                    .padding(ui.pad(size::WIDE_BUTTON))
                    .on_press(Message::TurnIn)
                    .style(style::action(ui.scale)),
            );
        }
        if (0..self.session.game().players()).any(|s| {
            self.session.game().draws_owed(s) > 0
                && self.session.seats()[s as usize] == Player::Human
        }) {
            actions = actions.push(
                button(ui.text(t!(ui, "game-draw"), size::BUTTON))
                    .padding(ui.pad(size::WIDE_BUTTON))
                    .on_press(Message::Draw)
                    .style(style::action(ui.scale)),
            );
        }
        if self.session.seats()[seat as usize] == Player::Human && self.hint.is_none() {
            actions = actions.push(
                button(ui.text(t!(ui, "game-hint"), size::BUTTON))
                    .padding(ui.pad([size::CLOSE, size::WIDER]))
                    .on_press(Message::Hint)
                    .style(style::quiet(false, ui.scale)),
            );
        }
        column![hand, actions]
            .spacing(ui.px(size::PAGE))
            .align_x(Alignment::Center)
            .into()
    }

    /// The plain sentence under the hand: what to do now.
    fn prompt(&self, ui: Ui<'_>) -> String {
        if let Some(notice) = self.notice(ui.words) {
            return notice;
        }
        if let Some(hint) = self.hint {
            return self.hint_reason(ui, hint.reason);
        }
        let key = if self.session.game().owes_discard(self.actor()) {
            "game-put-down-a-card"
        } else if let Some(card) = self.selected {
            if self.session.game().is_dead(card) {
                "game-dead-card"
            } else if self.session.game().targets(self.actor(), card).is_empty() {
                "game-nowhere"
            } else {
                match self.session.game().rules().ability(card) {
                    Ability::Place => "game-pick-a-space",
                    Ability::Wild => "game-pick-any-space",
                    Ability::Remove => "game-pick-a-chip",
                }
            }
        } else {
            "game-pick-a-card"
        };
        t!(ui, key)
    }

    /// Why a hint is a good move, in a child's words.
    fn hint_reason(&self, ui: Ui<'_>, reason: HintReason) -> String {
        match reason {
            HintReason::WinsGame => t!(ui, "hint-wins-game"),
            HintReason::MakesSequence => t!(ui, "hint-makes-sequence"),
            HintReason::Blocks { team, chips } => self.about_a_line(ui, "hint-blocks", team, chips),
            HintReason::TakesAwayThreat { team, chips } => {
                self.about_a_line(ui, "hint-takes-away", team, chips)
            }
            HintReason::BuildsLine { chips } => t!(ui, "hint-builds-line", chips = chips),
            HintReason::TradesDeadCard => t!(ui, "hint-trades-dead-card"),
            HintReason::StartsLines => t!(ui, "hint-starts-lines"),
        }
    }

    /// A hint about another team's line: its colour and how many chips it has.
    fn about_a_line(&self, ui: Ui<'_>, key: &str, team: u8, chips: u8) -> String {
        t!(ui, key, team = self.colour_of(ui, team), chips = chips)
    }

    /// A team's colour, by name.
    fn colour_of(&self, ui: Ui<'_>, team: u8) -> String {
        crate::look::words::colour_name(
            ui.words,
            &self.session.game().rules().colors()[team as usize],
        )
    }
}

/// Cards a row in a hand of `cards`: four when the hand is large, so the side never overflows.
fn per_row(cards: usize) -> usize {
    if cards > 6 { 4 } else { 3 }
}

/// The size of a card in a hand of `cards` that shares `room` with the prompt and the Hint
/// button under it: as large as fits, never larger than a card needs.
fn card_size(cards: usize, room: iced::Size) -> (f32, f32) {
    let per_row = per_row(cards) as f32;
    let rows = cards.div_ceil(per_row as usize).max(1) as f32;
    let [widest, tallest] = match cards {
        0..=6 => size::HAND_CARD,
        _ => size::BIG_HAND_CARD,
    };
    let gap = size::APART;
    let width = ((room.width - gap * (per_row - 1.0)) / per_row).min(widest);
    let height = ((room.height - size::BELOW_HAND - gap * (rows - 1.0)) / rows).min(tallest);
    // Keep a card's shape: the tighter of the two decides.
    let scale = (width / widest).min(height / tallest).max(0.3);
    (widest * scale, tallest * scale)
}
