//! How to play: one short page per game, reachable from home and from the game screen. Each
//! rule is a picture made of the game's own cards and chips beside a sentence, so the youngest
//! can follow the pictures alone.

use iced::widget::{column, container, row};
use iced::{Alignment, Element, Length};

use crate::data::LetterCase;
use crate::look::pieces::{SHAPES, card_face, chip_disc};
use crate::look::style::{self, size};
use crate::look::ui::Ui;
use crate::t;
use lineup_core::{Ability, DeadCards, RuleSet};

/// The page's one message: back to where it was opened from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Back;

/// How large the pictures are drawn.
const CARD: f32 = size::HOWTO_CARD;
const CHIP: f32 = size::HOWTO_CHIP;

/// The page for `rules`, with letters shown in `case`, for a table that needs `goal`
/// sequences to win.
pub fn view<'a>(ui: Ui<'a>, rules: &'a RuleSet, case: LetterCase, goal: u8) -> Element<'a, Back> {
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
        container(card_face(ui, rules, card, CARD, case, true))
            .center_x(ui.px(CARD))
            .center_y(ui.px(CARD * 1.25))
            .style(style::card_back_light(ui.scale))
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
        cards.push((
            row(fan).spacing(ui.px(size::CLOSE)).into(),
            t!(ui, "howto-turn"),
        ));
        let placed = row![
            face(card),
            ui.text("→", size::BANNER),
            chip_disc(ui, team(0), SHAPES[0], CHIP * 1.4)
        ]
        .spacing(ui.px(size::GAP))
        .align_y(Alignment::Center);
        // On a letters board the picture starts with the letter; elsewhere it is the same.
        let place = match rules.language() {
            Some(_) => t!(ui, "howto-place-letter"),
            None => t!(ui, "howto-place"),
        };
        cards.push((placed.into(), place));
    }
    if let Some(card) = first(Ability::Wild) {
        cards.push((face(card), t!(ui, "howto-wild")));
    }
    if let Some(card) = first(Ability::Remove) {
        cards.push((face(card), t!(ui, "howto-remove")));
    }
    let length = rules.in_a_row() as usize;
    let line = row((0..length).map(|_| chip_disc(ui, team(0), SHAPES[0], CHIP)))
        .spacing(ui.px(size::TIGHT))
        .align_y(Alignment::Center);
    board.push((
        line.into(),
        t!(ui, "howto-line", length = rules.in_a_row() as u32),
    ));
    board.push((
        ui.text(style::TROPHY, CHIP * 1.4)
            .font(crate::look::fonts::EMOJI_FONT)
            .into(),
        t!(ui, "howto-goal", goal = goal as u32),
    ));
    if !rules.free().is_empty() {
        board.push((
            ui.text("★", CHIP * 1.4).color(style::soft_ink()).into(),
            t!(ui, "howto-free"),
        ));
    }
    // Where dead cards leave the game by themselves, there is nothing to trade in.
    if rules.dead_cards() == DeadCards::TurnIn {
        let both = row![
            chip_disc(ui, team(1), SHAPES[1], CHIP),
            chip_disc(ui, team(1), SHAPES[1], CHIP),
            ui.text("→ ♻", size::BANNER),
        ]
        .spacing(ui.px(size::CLOSE))
        .align_y(Alignment::Center);
        board.push((both.into(), t!(ui, "howto-dead")));
    }
    let locked = row((0..length).map(|_| chip_disc(ui, team(1), SHAPES[1], CHIP)))
        .spacing(ui.px(size::TIGHT))
        .align_y(Alignment::Center);
    board.push((
        container(locked)
            .padding(ui.pad(size::all(size::TIGHT)))
            .style(style::locked(ui.scale))
            .into(),
        t!(ui, "howto-locked"),
    ));
    // Two columns of pictures and sentences, read in the language's direction.
    let column_of = |items: Vec<(Element<'a, Back>, String)>| {
        let mut list = column![].spacing(ui.px(size::WIDER));
        for (picture, words) in items {
            list = list.push(
                style::reading_row(
                    ui,
                    vec![
                        container(picture)
                            .center_x(ui.px(size::HOWTO_PICTURE))
                            .into(),
                        ui.text(words, size::TEXT).width(Length::Fill).into(),
                    ],
                )
                .spacing(ui.px(size::WIDE))
                .align_y(Alignment::Center),
            );
        }
        list
    };
    let (left, right) = (column_of(cards), column_of(board));
    let pages = style::reading_row(
        ui,
        vec![
            left.width(Length::FillPortion(1)).into(),
            right.width(Length::FillPortion(1)).into(),
        ],
    )
    .spacing(ui.px(size::VAST));
    let title = t!(
        ui,
        "howto-title",
        game = crate::look::words::theme_name(ui.words, rules)
    );
    style::reading_page(ui, title, pages, t!(ui, "howto-back"), Back)
}
