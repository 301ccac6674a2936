//! A theme's picture files (`image = "…"` on a card or a cell): each checked, and named by
//! its full path from then on, so nothing after this needs to know where the theme was.

use super::raw::{RawTheme, RawWords};
use crate::picture_file::{Source, picture_at};
use crate::problem::{Problem, problem};
use crate::rules::{Look, Picture};

/// Puts the full path of every picture file `raw` names in place of its name, noting each one
/// that cannot be shown, and every picture that is neither an emoji nor a file, or both.
pub(super) fn find_pictures(raw: &mut RawTheme, file: Source, problems: &mut Vec<Problem>) {
    for (n, card) in raw.cards.iter_mut().enumerate() {
        let place = format!("cards[{n}] ({})", card.id);
        find_card_picture(&mut card.look, file, &place, problems);
        for (c, cell) in card.look.cells.iter_mut().enumerate() {
            find_cell_picture(cell, file, &format!("{place}.cells[{c}]"), problems);
        }
    }
    for (language, cards) in &mut raw.words {
        for (id, words) in cards {
            if let RawWords::Cells(cells) = words {
                for (c, cell) in cells.iter_mut().enumerate() {
                    let place = format!("words.{language}.{id}[{c}]");
                    find_cell_picture(cell, file, &place, problems);
                }
            }
        }
    }
}

fn find_card_picture(look: &mut Look, file: Source, place: &str, problems: &mut Vec<Problem>) {
    let Some(image) = &look.image else {
        return;
    };
    if look.picture.is_some() {
        both(place, problems);
    }
    look.image = picture_at(file, image, format!("{place}.image"), problems);
}

fn find_cell_picture(cell: &mut Picture, file: Source, place: &str, problems: &mut Vec<Problem>) {
    match &cell.image {
        Some(image) => {
            if !cell.picture.trim().is_empty() {
                both(place, problems);
            }
            cell.image = picture_at(file, image, format!("{place}.image"), problems);
        }
        None if cell.picture.trim().is_empty() => problem(
            problems,
            place,
            "the picture is missing".into(),
            "give an emoji, like picture = \"🍎\", or a picture file, like image = \"apple.jpg\"",
        ),
        None => {}
    }
}

fn both(place: &str, problems: &mut Vec<Problem>) {
    problem(
        problems,
        place,
        "it has both an emoji and a picture file".into(),
        "keep one of them",
    );
}
