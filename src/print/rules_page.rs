//! How to play, on paper: the sentences of the app's how-to page (`app::howto`, the `howto-`
//! messages), each beside a picture made of the game's own cards and chips, so the youngest
//! can follow the pictures alone. The pictures stand where the language starts reading.

use krilla::Document;
use krilla::surface::Surface;

use super::cards::face;
use super::draw::{self, Area};
use super::paper::MM;
use super::picture::picture;
use super::text::{Align, Kind};
use super::{HEADING, MARGIN, PrintError, Sheet};
use crate::look::style;
use lineup_core::{Ability, CardId, DeadCards, RuleSet};

/// A card in a picture.
const CARD: (f32, f32) = (18.0 * MM, 25.0 * MM);
/// The pictures' column.
const PICTURE: f32 = 64.0 * MM;
/// The sentences' size.
const TEXT: f32 = 13.0;
/// A chip in a picture.
const CHIP: f32 = 8.5 * MM;

/// What a sentence's picture shows.
enum Picture {
    /// Some cards side by side.
    Cards(Vec<CardId>),
    /// A card, an arrow, a chip: a card played.
    Placed(CardId),
    /// A row of chips of a team, in the gold of a finished line if `locked`.
    Chips {
        team: usize,
        count: usize,
        locked: bool,
    },
    Trophy,
    Star,
    /// Two chips on a card's two spaces: trade it in.
    Dead,
}

/// The sentences of the how-to page with their pictures, as the app lists them.
fn sentences(sheet: &Sheet) -> Vec<(Picture, String)> {
    let rules = sheet.rules;
    let first = |ability: Ability| {
        (rules.full_deck().iter().copied()).find(|&card| rules.ability(card) == ability)
    };
    let mut items = Vec::new();
    if let Some(card) = first(Ability::Place) {
        let mut kinds: Vec<CardId> = Vec::new();
        for &card in rules.full_deck() {
            let id = &rules.card(card).id;
            if rules.ability(card) == Ability::Place
                && !kinds.iter().any(|&known| rules.card(known).id == *id)
            {
                kinds.push(card);
            }
        }
        kinds.truncate(3);
        items.push((Picture::Cards(kinds), sheet.say("howto-turn", &[])));
        // On a letters board the picture starts with the letter; elsewhere it is the same.
        let place = match rules.language() {
            Some(_) => "howto-place-letter",
            None => "howto-place",
        };
        items.push((Picture::Placed(card), sheet.say(place, &[])));
    }
    if let Some(card) = first(Ability::Wild) {
        items.push((Picture::Cards(vec![card]), sheet.say("howto-wild", &[])));
    }
    if let Some(card) = first(Ability::Remove) {
        items.push((Picture::Cards(vec![card]), sheet.say("howto-remove", &[])));
    }
    let length = rules.in_a_row() as usize;
    let chips = |team, locked| Picture::Chips {
        team,
        count: length,
        locked,
    };
    items.push((
        chips(0, false),
        sheet.say("howto-line", &[("length", length as i64)]),
    ));
    let goal = goal_for_four(rules) as i64;
    items.push((Picture::Trophy, sheet.say("howto-goal", &[("goal", goal)])));
    if !rules.free().is_empty() {
        items.push((Picture::Star, sheet.say("howto-free", &[])));
    }
    // Where dead cards leave the game by themselves, there is nothing to trade in.
    if rules.dead_cards() == DeadCards::TurnIn {
        items.push((Picture::Dead, sheet.say("howto-dead", &[])));
    }
    items.push((chips(1, true), sheet.say("howto-locked", &[])));
    items
}

/// The sequences a table of four needs to win (in teams where the game plays in teams), or
/// those of its smallest table where four cannot play.
pub fn goal_for_four(rules: &RuleSet) -> u8 {
    let players = match rules.player_counts().contains(&4) {
        true => 4,
        false => rules.player_counts().first().copied().unwrap_or(2),
    };
    rules.sequences_to_win(rules.default_teams(players).unwrap_or(players))
}

/// The how-to-play page.
pub fn page(sheet: &Sheet, document: &mut Document) -> Result<(), PrintError> {
    let (width, height) = sheet.paper.size();
    let items = sentences(sheet);
    let what = sheet.say("howto-open", &[]);
    let note = sheet.say("print-howto-note", &[]);
    let text_width = width - 2.0 * MARGIN - PICTURE - 6.0 * MM;
    let lines: Vec<Vec<String>> = (items.iter())
        .map(|(_, words)| sheet.text.wrap(words, Kind::Regular, TEXT, text_width))
        .collect();
    let heights: Vec<f32> = (items.iter().zip(&lines))
        .map(|((picture, _), lines)| picture_height(picture).max(lines.len() as f32 * TEXT * 1.35))
        .collect();
    // The rows share the page's height, with as much room between them as there is.
    let room = height - HEADING - MARGIN - 4.0 * MM;
    let spare = (room - heights.iter().sum::<f32>()).max(0.0);
    let between = (spare / items.len().max(1) as f32).min(10.0 * MM);
    sheet.page(document, (width, height), |surface| {
        sheet.heading(surface, width, &what, &note);
        let (picture_x, text_x, align) = match sheet.rtl {
            true => (
                width - MARGIN - PICTURE / 2.0,
                width - MARGIN - PICTURE - 6.0 * MM,
                Align::Right,
            ),
            false => (
                MARGIN + PICTURE / 2.0,
                MARGIN + PICTURE + 6.0 * MM,
                Align::Left,
            ),
        };
        let mut y = HEADING + 4.0 * MM;
        for (((picture, _), lines), row) in items.iter().zip(&lines).zip(&heights) {
            let middle = y + row / 2.0;
            draw_picture(surface, sheet, picture, (picture_x, middle));
            let mut baseline = middle - (lines.len() as f32 - 1.0) * TEXT * 0.675 + TEXT * 0.33;
            for line in lines {
                sheet.text.put(
                    surface,
                    line,
                    Kind::Regular,
                    sheet.rtl,
                    TEXT,
                    draw::ink(),
                    (text_x, baseline),
                    align,
                );
                baseline += TEXT * 1.35;
            }
            y += row + between;
        }
    })
}

fn picture_height(picture: &Picture) -> f32 {
    match picture {
        Picture::Cards(_) | Picture::Placed(_) => CARD.1,
        Picture::Chips { .. } | Picture::Dead | Picture::Trophy | Picture::Star => CHIP * 1.6,
    }
}

/// A sentence's picture, centred on `at`.
fn draw_picture(surface: &mut Surface, sheet: &Sheet, shown: &Picture, (x, y): (f32, f32)) {
    let colours = sheet.rules.colors();
    let small_card = |surface: &mut Surface, card: CardId, cx: f32| {
        let area = Area {
            x: cx - CARD.0 / 2.0,
            y: y - CARD.1 / 2.0,
            width: CARD.0,
            height: CARD.1,
        };
        draw::boxed(
            surface,
            area,
            2.0 * MM,
            Some(draw::colour(style::card_colour())),
            Some((draw::soft_ink(), 0.8)),
        );
        face(surface, sheet, card, area.inset(1.0 * MM));
    };
    // Things side by side, `step` apart, in the order the language reads.
    let spread = |count: usize, step: f32| -> Vec<f32> {
        let start = x - (count as f32 - 1.0) * step / 2.0;
        let mut places: Vec<f32> = (0..count).map(|n| start + n as f32 * step).collect();
        if sheet.rtl {
            places.reverse();
        }
        places
    };
    let arrow = if sheet.rtl { "←" } else { "→" };
    match shown {
        Picture::Cards(cards) => {
            for (&card, cx) in cards.iter().zip(spread(cards.len(), CARD.0 + 2.0 * MM)) {
                small_card(surface, card, cx);
            }
        }
        Picture::Placed(card) => {
            let places = spread(3, CARD.0 + 2.0 * MM);
            small_card(surface, *card, places[0]);
            sheet.text.put(
                surface,
                arrow,
                Kind::Regular,
                false,
                20.0,
                draw::ink(),
                (places[1], y + 7.0),
                Align::Centre,
            );
            draw::chip(surface, &sheet.text, 0, colours, (places[2], y), CHIP * 1.4);
        }
        Picture::Chips {
            team,
            count,
            locked,
        } => {
            let step = (CHIP * 1.15).min(PICTURE / *count.max(&1) as f32);
            let places = spread(*count, step);
            if *locked {
                let span = step * *count as f32;
                let area = Area {
                    x: x - span / 2.0 - 1.5 * MM,
                    y: y - CHIP / 2.0 - 1.5 * MM,
                    width: span + 3.0 * MM,
                    height: CHIP + 3.0 * MM,
                };
                draw::boxed(
                    surface,
                    area,
                    area.height / 2.0,
                    None,
                    Some((draw::colour(style::sequence_colour()), 2.5)),
                );
            }
            for cx in places {
                draw::chip(surface, &sheet.text, *team, colours, (cx, y), CHIP);
            }
        }
        Picture::Trophy => picture(surface, sheet, style::TROPHY, None, (x, y), CHIP * 1.5),
        Picture::Star => draw::star(surface, &sheet.text, (x, y), CHIP * 1.6),
        Picture::Dead => {
            let places = spread(3, CHIP * 1.5);
            draw::chip(surface, &sheet.text, 1, colours, (places[0], y), CHIP);
            draw::chip(surface, &sheet.text, 1, colours, (places[1], y), CHIP);
            // The arrow points from the chips to the trade, in the order the language reads.
            // The words stand a little further out than a chip would, clear of the chips.
            let outward = if sheet.rtl { -3.0 * MM } else { 3.0 * MM };
            let recycle = match sheet.rtl {
                true => format!("♻ {arrow}"),
                false => format!("{arrow} ♻"),
            };
            sheet.text.put(
                surface,
                &recycle,
                Kind::Regular,
                false,
                18.0,
                draw::ink(),
                (places[2] + outward, y + 6.0),
                Align::Centre,
            );
        }
    }
}
