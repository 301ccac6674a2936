//! The cards to cut out: every card of the deck, about the size of a playing card, nine to a
//! page between cut lines, each drawn as the hand shows it (`pieces::card_face`): rank and
//! suit in red or black, a letter in its colour, or a picture and its word; a wild or remove
//! card also says what it does.

use krilla::Document;
use krilla::geom::Transform;
use krilla::surface::Surface;

use super::draw::{self, Area};
use super::paper::MM;
use super::picture::picture;
use super::text::{Align, Kind};
use super::{HEADING, MARGIN, PrintError, Sheet};
use crate::data::LetterCase;
use crate::look::pieces::card_name;
use crate::look::style;
use lineup_core::{Ability, CardId};

/// A playing card's size.
const CARD: (f32, f32) = (63.0 * MM, 88.0 * MM);
/// Room under the heading for the crop marks above the first row.
const BELOW_HEADING: f32 = 3.0 * MM;
/// Cards across and down a page.
const ACROSS: usize = 3;
const DOWN: usize = 3;

/// The pages of cards.
pub fn pages(sheet: &Sheet, document: &mut Document) -> Result<(), PrintError> {
    let (width, height) = sheet.paper.size();
    // As large as a playing card where the paper allows (A4), a little smaller on Letter.
    let room_x = (width - 2.0 * MARGIN) / (ACROSS as f32 * CARD.0);
    let room_y = (height - HEADING - BELOW_HEADING - MARGIN) / (DOWN as f32 * CARD.1);
    let scale = room_x.min(room_y).min(1.0);
    let (card_w, card_h) = (CARD.0 * scale, CARD.1 * scale);
    let left = (width - ACROSS as f32 * card_w) / 2.0;
    let top = HEADING + BELOW_HEADING;
    let deck = sheet.rules.full_deck();
    let count = deck.len().div_ceil(ACROSS * DOWN);
    for (number, cards) in deck.chunks(ACROSS * DOWN).enumerate() {
        let what = sheet.say("print-cards", &[]);
        let note = sheet.say(
            "print-cards-note",
            &[("page", number as i64 + 1), ("pages", count as i64)],
        );
        sheet.page(document, (width, height), |surface| {
            sheet.heading(surface, width, &what, &note);
            let mut areas = Vec::new();
            for (n, &card) in cards.iter().enumerate() {
                let (row, mut col) = (n / ACROSS, n % ACROSS);
                // A page read from the right starts at the right.
                if sheet.rtl {
                    col = ACROSS - 1 - col;
                }
                let area = Area {
                    x: left + col as f32 * card_w,
                    y: top + row as f32 * card_h,
                    width: card_w,
                    height: card_h,
                };
                draw::boxed(surface, area, 0.0, None, Some((draw::guide(), 0.6)));
                cut_card(surface, sheet, card, area);
                areas.push(area);
            }
            for area in areas {
                draw::crop_marks(surface, area, 1.0 * MM, 2.0 * MM);
            }
        })?;
    }
    Ok(())
}

/// One card to cut out: its face, its label in the corners where it has one, and what a wild
/// or remove card does.
fn cut_card(surface: &mut Surface, sheet: &Sheet, card: CardId, area: Area) {
    let rules = sheet.rules;
    let look = &rules.card(card).look;
    let inner = area.inset(area.width * 0.06);
    let says = match rules.ability(card) {
        Ability::Wild => Some(sheet.say("print-card-wild", &[])),
        Ability::Remove => Some(sheet.say("print-card-remove", &[])),
        Ability::Place => None,
    };
    // The face in the card's upper part when words go under it.
    let face_area = Area {
        height: match says {
            Some(_) => inner.height * 0.72,
            None => inner.height,
        },
        ..inner
    };
    face(surface, sheet, card, face_area);
    // The words stand clear of the label in the lower corner.
    let mut corner_room = 0.0;
    if look.picture.is_none() && look.image.is_none() {
        // The label in two corners, as on a playing card, so it reads in a fanned hand.
        let label = card_name(rules, card, LetterCase::Both);
        let ink = draw::colour(style::card_ink(look.color.as_deref()));
        let size = sheet
            .text
            .fitted(&label, Kind::Regular, inner.width * 0.3, inner.width * 0.15);
        let corner = (inner.x, inner.y + size * 0.8);
        corner_room = size * 1.1;
        let (cx, cy) = area.centre();
        // Upper left, then the same turned round to the lower right.
        for turn in [0.0, 180.0] {
            surface.push_transform(&Transform::from_rotate_at(turn, cx, cy));
            sheet.text.put(
                surface,
                &label,
                Kind::Regular,
                false,
                size,
                ink,
                corner,
                Align::Left,
            );
            surface.pop();
        }
    }
    if let Some(says) = says {
        let size = inner.width * 0.085;
        let lines = sheet.text.wrap(&says, Kind::Bold, size, inner.width);
        let mut y =
            inner.bottom() - corner_room - (lines.len() as f32 - 1.0) * size * 1.25 - size * 0.3;
        for line in lines {
            let fitted = sheet.text.fitted(&line, Kind::Bold, inner.width, size);
            sheet.text.put(
                surface,
                &line,
                Kind::Bold,
                sheet.rtl,
                fitted,
                draw::ink(),
                (area.centre().0, y),
                Align::Centre,
            );
            y += size * 1.25;
        }
    }
}

/// A card's face in `area`, as the hand and a playing-card space show it: its picture with
/// its word, or its rank and suit (its letter, capital and small where the script has both)
/// in the card's ink.
pub fn face(surface: &mut Surface, sheet: &Sheet, card: CardId, area: Area) {
    let rules = sheet.rules;
    let look = &rules.card(card).look;
    let size = area.width.min(area.height);
    let (cx, cy) = area.centre();
    if look.picture.is_some() || look.image.is_some() {
        let emoji_text = look.picture.as_deref().unwrap_or_default();
        let word = look.word.as_ref();
        let emoji = size * if word.is_some() { 0.5 } else { 0.62 };
        let picture_y = match word {
            Some(_) => cy - size * 0.12,
            None => cy,
        };
        picture(
            surface,
            sheet,
            emoji_text,
            look.image.as_deref(),
            (cx, picture_y),
            emoji,
        );
        if let Some(word) = word {
            let fit = (area.width * 0.92, size * 0.2);
            sheet.word(surface, word, fit, |text| {
                (cx, picture_y + emoji * 0.5 + text * 1.05)
            });
        }
        return;
    }
    let name = card_name(rules, card, LetterCase::Both);
    let ink = draw::colour(style::card_ink(look.color.as_deref()));
    let text = sheet
        .text
        .fitted(&name, Kind::Regular, area.width * 0.85, size * 0.4);
    sheet.text.put(
        surface,
        &name,
        Kind::Regular,
        false,
        text,
        ink,
        (cx, cy + text * 0.33),
        Align::Centre,
    );
}
