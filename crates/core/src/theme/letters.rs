//! Putting a letters board's deck and board into a theme that plays on one.

use super::raw::*;
use crate::alphabet::{Alphabet, Direction, Letter};
use crate::problem::Problem;
use crate::problem::problem;
use crate::rules::RuleSet;

/// Marks `rules` as played on `alphabet`'s board: its language, and its reading direction.
pub(super) fn played_on(rules: &mut RuleSet, alphabet: &Alphabet) {
    rules.language = Some(alphabet.language.clone());
    rules.right_to_left = alphabet.direction == Direction::Rtl;
}

/// `raw` with the deck and board of `letters` from `alphabet`.
pub(super) fn with_letters(
    raw: &RawTheme,
    alphabet: &Alphabet,
    letters: &[&Letter],
    problems: &mut Vec<Problem>,
) -> RawTheme {
    let in_a_row = raw.rules.in_a_row.unwrap_or(4).clamp(2, 16) as usize;
    let mut raw = raw.clone();
    let Some((cards, layout)) = alphabet.deck_and_board(letters, in_a_row) else {
        problem(
            problems,
            "letters",
            format!("no board can be laid out for {} letters", letters.len()),
            "choose more letters, or fewer (at most 64)",
        );
        return raw;
    };
    raw.cards = cards
        .into_iter()
        .map(|card| RawCard {
            id: card.id,
            count: 2,
            does: card.ability,
            rank: None,
            look: card.look,
        })
        .collect();
    let cols = layout.cols as usize;
    let rows: Vec<String> = layout
        .cells
        .chunks(cols)
        .map(|row| {
            row.iter()
                .map(|cell| match cell {
                    Some(letter) => letters[*letter].letter.as_str(),
                    None => "**",
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    raw.board = Some(RawBoard {
        rows: rows.join("\n"),
    });
    raw
}
