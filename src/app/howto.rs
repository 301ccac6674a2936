//! How to play: one short page per game, reachable from home and from the game screen. Each
//! rule is a picture made of the game's own cards and chips beside a sentence, so the youngest
//! can follow the pictures alone.

use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Alignment, Element, Length};

use super::letters::LetterCase;
use super::style::{self, size};
use super::table::{SHAPES, card_face, chip_disc};
use crate::core::{Ability, RuleSet};
use crate::t;

/// The page's one message: back to where it was opened from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Back;

/// How large the pictures are drawn.
const CARD: f32 = 110.0;
const CHIP: f32 = 54.0;

/// The page for `rules`, with letters shown in `case`.
pub fn view<'a>(rules: &'a RuleSet, case: LetterCase) -> Element<'a, Back> {
    let colours = rules.colors();
    let team = |n: usize| style::named(&colours[n % colours.len()]);
    let first = |ability: Ability| {
        rules
            .full_deck()
            .iter()
            .copied()
            .find(|&card| rules.ability(card) == ability)
    };
    let face = |card| -> Element<'a, Back> {
        container(card_face(rules, card, CARD, case, true))
            .center_x(CARD)
            .center_y(CARD * 1.25)
            .style(style::card_back_light)
            .into()
    };
    let mut rules_shown: Vec<(Element<'a, Back>, String)> = Vec::new();
    if let Some(card) = first(Ability::Place) {
        let cards: Vec<Element<'a, Back>> = rules
            .full_deck()
            .iter()
            .copied()
            .filter(|&card| rules.ability(card) == Ability::Place)
            .take(3)
            .map(face)
            .collect();
        rules_shown.push((row(cards).spacing(6).into(), t!("howto-turn")));
        let placed = row![
            face(card),
            text("→").size(size::BANNER),
            chip_disc(team(0), SHAPES[0], CHIP * 1.4)
        ]
        .spacing(12)
        .align_y(Alignment::Center);
        rules_shown.push((placed.into(), t!("howto-place")));
    }
    if let Some(card) = first(Ability::Wild) {
        rules_shown.push((face(card), t!("howto-wild")));
    }
    if let Some(card) = first(Ability::Remove) {
        rules_shown.push((face(card), t!("howto-remove")));
    }
    let length = rules.in_a_row() as usize;
    let line = row((0..length).map(|_| chip_disc(team(0), SHAPES[0], CHIP)))
        .spacing(4)
        .align_y(Alignment::Center);
    rules_shown.push((
        line.into(),
        t!("howto-line", length = rules.in_a_row() as u32),
    ));
    let goal = rules.sequences_to_win(2);
    rules_shown.push((
        text("🏆").size(CHIP * 1.4).font(super::EMOJI_FONT).into(),
        t!("howto-goal", goal = goal as u32),
    ));
    if !rules.free().is_empty() {
        rules_shown.push((
            text("★").size(CHIP * 1.4).color(style::soft_ink()).into(),
            t!("howto-free"),
        ));
    }
    let both = row![
        chip_disc(team(1), SHAPES[1], CHIP),
        chip_disc(team(1), SHAPES[1], CHIP),
        text("→ ♻").size(size::BANNER),
    ]
    .spacing(6)
    .align_y(Alignment::Center);
    rules_shown.push((both.into(), t!("howto-dead")));
    let locked = row((0..length).map(|_| chip_disc(team(1), SHAPES[1], CHIP)))
        .spacing(4)
        .align_y(Alignment::Center);
    rules_shown.push((
        container(locked).padding(4).style(style::locked).into(),
        t!("howto-locked"),
    ));
    // Two columns of pictures and sentences, read in the language's direction.
    let half = rules_shown.len().div_ceil(2);
    let mut left = column![].spacing(18);
    let mut right = column![].spacing(18);
    for (n, (picture, words)) in rules_shown.into_iter().enumerate() {
        let item = style::reading_row(vec![
            container(picture).center_x(360).into(),
            text(words).size(size::TEXT).width(Length::Fill).into(),
        ])
        .spacing(16)
        .align_y(Alignment::Center);
        match n < half {
            true => left = left.push(item),
            false => right = right.push(item),
        }
    }
    let pages = style::reading_row(vec![
        left.width(Length::FillPortion(1)).into(),
        right.width(Length::FillPortion(1)).into(),
    ])
    .spacing(32);
    column![
        text(t!("howto-title", game = super::words::theme_name(rules))).size(size::TITLE),
        scrollable(pages).height(Length::Fill),
        button(text(t!("howto-back")).size(size::BUTTON))
            .padding([10, 32])
            .on_press(Back)
            .style(style::action),
    ]
    .spacing(16)
    .padding(20)
    .align_x(Alignment::Center)
    .into()
}
