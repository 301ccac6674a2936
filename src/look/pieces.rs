//! How the game's pieces look wherever they are drawn (the board, the hand, the discards, how
//! to play): a card's face and name, a team's chip with its shape.

use iced::widget::{column, container};
use iced::{Alignment, Color, Element};

use super::fonts::EMOJI_FONT;
use super::style;
use super::ui::Ui;
use crate::data::LetterCase;
use lineup_core::{CardId, RuleSet};

/// The shape on each team's chips, so no one depends on colour alone.
pub const SHAPES: [&str; 4] = ["●", "▲", "■", "◆"];
/// A card as it shows in the hand or on a playing-card cell: rank and suit in red or black, or
/// the card's picture and word; `size` units across.
pub fn card_face<'a, Message: 'a>(
    ui: Ui<'_>,
    rules: &RuleSet,
    card: CardId,
    size: f32,
    case: LetterCase,
    words: bool,
) -> Element<'a, Message> {
    let look = &rules.card(card).look;
    // A card of a teacher's photos, with no picture of its own, shows its first cell's.
    let image = look
        .image
        .as_deref()
        .or_else(|| match (&look.picture, &look.label) {
            (None, None) => look.cells.first().and_then(|cell| cell.image.as_deref()),
            _ => None,
        });
    if look.picture.is_some() || image.is_some() {
        let emoji = look.picture.as_deref().unwrap_or_default();
        let mut face = column![picture(ui, emoji, image, size * 0.45)].align_x(Alignment::Center);
        if let Some(word) = look.word.as_ref().filter(|_| words) {
            face = face.push(ui.text(word.clone(), fitted(word, size * 0.9, size * 0.2)));
        }
        return face.into();
    }
    ui.text(card_name(rules, card, case), size * 0.34)
        .color(style::card_ink(look.color.as_deref()))
        .into()
}

/// A picture as large as an emoji of text size `size`: the teacher's picture file where it
/// has one (room of its size while it is decoded, so nothing jumps), the emoji otherwise.
pub fn picture<'a, Message: 'a>(
    ui: Ui<'_>,
    emoji: &str,
    image: Option<&str>,
    size: f32,
) -> Element<'a, Message> {
    // An emoji's line is about 1.2 of its text size tall.
    let room = ui.px(size * 1.2);
    match image {
        Some(file) => match ui.pictures.get(file, room) {
            Some(handle) => iced::widget::image(handle.clone())
                .width(room)
                .height(room)
                .content_fit(iced::ContentFit::Contain)
                .into(),
            None => iced::widget::space().width(room).height(room).into(),
        },
        None => ui.text(emoji.to_string(), size).font(EMOJI_FONT).into(),
    }
}

/// A team's chip, `size` units across: its colour and its shape.
pub fn chip_disc<'a, Message: 'a>(
    ui: Ui<'_>,
    colour: Color,
    shape: &'a str,
    size: f32,
) -> Element<'a, Message> {
    container(ui.text(shape, size * 0.45).color(style::on_chip(colour)))
        .center(ui.px(size))
        .style(style::chip(colour, ui.scale))
        .into()
}

/// A card as a sentence names it: its word ("cat"), its letter ("Bb") or its rank and suit
/// ("K♦").
pub fn card_name(rules: &RuleSet, card: CardId, case: LetterCase) -> String {
    let look = &rules.card(card).look;
    if let Some(word) = &look.word {
        return word.clone();
    }
    let label = match look.label {
        Some(_) => case.label(look),
        None => rules.card(card).id.clone(),
    };
    format!("{label}{}", look.symbol.as_deref().unwrap_or_default())
}

/// A text size for `word` that fits `width`, at most `largest`: long words shrink rather than
/// spill over their card.
pub fn fitted(word: &str, width: f32, largest: f32) -> f32 {
    // Andika's letters are about 0.55 of the text size wide; a Chinese character or a Hangul
    // syllable is as wide as it is tall, two letters' room.
    let letters = unicode_width::UnicodeWidthStr::width(word).max(1) as f32;
    largest.min(width / (letters * 0.55))
}

#[cfg(test)]
mod tests {
    use super::fitted;

    #[test]
    fn a_chinese_or_korean_word_gets_the_room_its_wide_characters_take() {
        // Two characters as wide as they are tall need the room of four Latin letters: sized
        // as two letters, 章鱼 would spill onto a second line under its cell.
        assert_eq!(fitted("章鱼", 100.0, 100.0), fitted("abcd", 100.0, 100.0));
        assert_eq!(fitted("오리", 100.0, 100.0), fitted("abcd", 100.0, 100.0));
    }
}
