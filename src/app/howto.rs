//! How to play: one short page per game, reachable from home and from the game screen. Each
//! rule is a picture made of the game's own cards and chips beside a sentence, so the youngest
//! can follow the pictures alone.

use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Alignment, Element, Length};

use super::letters::LetterCase;
use super::style::{self, size};
use super::table::{SHAPES, card_face, chip_disc};
use crate::t;
use lineup_core::{Ability, DeadCards, RuleSet};

/// The page's one message: back to where it was opened from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Back;

/// How large the pictures are drawn.
const CARD: f32 = 92.0;
const CHIP: f32 = 50.0;

/// The page for `rules`, with letters shown in `case`, for a table that needs `goal`
/// sequences to win.
pub fn view<'a>(rules: &'a RuleSet, case: LetterCase, goal: u8) -> Element<'a, Back> {
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
    // The cards on one side, what happens on the board on the other.
    let mut cards: Vec<(Element<'a, Back>, String)> = Vec::new();
    let mut board: Vec<(Element<'a, Back>, String)> = Vec::new();
    if let Some(card) = first(Ability::Place) {
        let mut kinds = Vec::new();
        for &card in rules.full_deck() {
            let id = &rules.card(card).id;
            if rules.ability(card) == Ability::Place && !kinds.iter().any(|(known, _)| known == id)
            {
                kinds.push((id.clone(), card));
            }
        }
        let fan: Vec<Element<'a, Back>> =
            kinds.iter().take(3).map(|&(_, card)| face(card)).collect();
        cards.push((row(fan).spacing(6).into(), t!("howto-turn")));
        let placed = row![
            face(card),
            text("→").size(size::BANNER),
            chip_disc(team(0), SHAPES[0], CHIP * 1.4)
        ]
        .spacing(12)
        .align_y(Alignment::Center);
        // On a letters board the picture starts with the letter; elsewhere it is the same.
        let place = match rules.language() {
            Some(_) => t!("howto-place-letter"),
            None => t!("howto-place"),
        };
        cards.push((placed.into(), place));
    }
    if let Some(card) = first(Ability::Wild) {
        cards.push((face(card), t!("howto-wild")));
    }
    if let Some(card) = first(Ability::Remove) {
        cards.push((face(card), t!("howto-remove")));
    }
    let length = rules.in_a_row() as usize;
    let line = row((0..length).map(|_| chip_disc(team(0), SHAPES[0], CHIP)))
        .spacing(4)
        .align_y(Alignment::Center);
    board.push((
        line.into(),
        t!("howto-line", length = rules.in_a_row() as u32),
    ));
    board.push((
        text("🏆").size(CHIP * 1.4).font(super::EMOJI_FONT).into(),
        t!("howto-goal", goal = goal as u32),
    ));
    if !rules.free().is_empty() {
        board.push((
            text("★").size(CHIP * 1.4).color(style::soft_ink()).into(),
            t!("howto-free"),
        ));
    }
    // Where dead cards leave the game by themselves, there is nothing to trade in.
    if rules.dead_cards() == DeadCards::TurnIn {
        let both = row![
            chip_disc(team(1), SHAPES[1], CHIP),
            chip_disc(team(1), SHAPES[1], CHIP),
            text("→ ♻").size(size::BANNER),
        ]
        .spacing(6)
        .align_y(Alignment::Center);
        board.push((both.into(), t!("howto-dead")));
    }
    let locked = row((0..length).map(|_| chip_disc(team(1), SHAPES[1], CHIP)))
        .spacing(4)
        .align_y(Alignment::Center);
    board.push((
        container(locked).padding(4).style(style::locked).into(),
        t!("howto-locked"),
    ));
    // Two columns of pictures and sentences, read in the language's direction.
    let column_of = |items: Vec<(Element<'a, Back>, String)>| {
        let mut list = column![].spacing(18);
        for (picture, words) in items {
            list = list.push(
                style::reading_row(vec![
                    container(picture).center_x(320).into(),
                    text(words).size(size::TEXT).width(Length::Fill).into(),
                ])
                .spacing(16)
                .align_y(Alignment::Center),
            );
        }
        list
    };
    let (left, right) = (column_of(cards), column_of(board));
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
