//! Checking a theme's cards and board.

use std::collections::BTreeMap;

use super::raw::*;
use crate::cells::MAX_CELLS;
use crate::problem::Problem;
use crate::problem::problem;
use crate::rules::{Ability, CardKind, RuleSet};

pub(super) fn check_cards(
    raw: &RawTheme,
    abilities: &BTreeMap<String, Ability>,
    rules: &mut RuleSet,
    problems: &mut Vec<Problem>,
) {
    if raw.cards.is_empty() || raw.cards.len() > 250 {
        problem(
            problems,
            "cards",
            format!("{} kinds of card", raw.cards.len()),
            "list between 1 and 250 kinds of card",
        );
        return;
    }
    for (n, card) in raw.cards.iter().enumerate() {
        let place = format!("cards[{n}] ({})", card.id);
        if card.id.is_empty() || card.id.contains(char::is_whitespace) || card.id.contains('#') {
            problem(
                problems,
                place.clone(),
                format!("\"{}\" is not a usable card id", card.id),
                "use a short id without spaces or '#', like \"KD\" or \"cat\"",
            );
        }
        if raw.cards[..n]
            .iter()
            .any(|other| other.id.eq_ignore_ascii_case(&card.id))
        {
            problem(
                problems,
                place.clone(),
                "this id is used twice".into(),
                "give each kind of card its own id, and its count in `count`",
            );
        }
        if !(1..=16).contains(&card.count) {
            problem(
                problems,
                place.clone(),
                format!("count {} is out of range", card.count),
                "use a count from 1 to 16",
            );
        }
        if card.rank.is_some_and(|rank| !(0..=255).contains(&rank)) {
            problem(
                problems,
                place.clone(),
                "rank is out of range".into(),
                "use a rank from 0 to 255",
            );
        }
        rules.cards.push(CardKind {
            id: card.id.clone(),
            count: card.count.clamp(1, 16) as u8,
            ability: abilities.get(&card.id).copied().unwrap_or(card.does),
            rank: card.rank.map(|rank| rank.clamp(0, 255) as u8),
            look: card.look.clone(),
        });
    }
    for id in abilities.keys() {
        if !raw.cards.iter().any(|card| &card.id == id) {
            problem(
                problems,
                "options",
                format!("an option changes card \"{id}\", which is not in the deck"),
                "use an id listed under [[cards]]",
            );
        }
    }
}

pub(super) fn check_board(raw: &RawTheme, rules: &mut RuleSet, problems: &mut Vec<Problem>) {
    let text = raw.board.as_ref().map_or("", |board| board.rows.as_str());
    let rows = crate::cells::board_rows(text);
    let cols = rows.first().map_or(0, Vec::len);
    if rows.is_empty() || cols == 0 {
        problem(
            problems,
            "board.rows",
            "the board is empty".into(),
            "write one row of card ids per line, separated by spaces",
        );
        return;
    }
    for (n, row) in rows.iter().enumerate() {
        if row.len() != cols {
            problem(
                problems,
                format!("board row {}", n + 1),
                format!("{} cells where row 1 has {cols}", row.len()),
                "give every row the same number of cells: the board must be rectangular",
            );
        }
    }
    if rows.len() * cols > MAX_CELLS || rows.len() > 16 || cols > 16 {
        problem(
            problems,
            "board.rows",
            format!("{} × {cols} cells is too large", rows.len()),
            "use at most 16 rows, 16 columns and 128 cells",
        );
    }
    if !problems.is_empty() {
        return;
    }
    rules.rows = rows.len() as u8;
    rules.cols = cols as u8;
    for (n, row) in rows.iter().enumerate() {
        for (col, token) in row.iter().enumerate() {
            if *token == crate::cells::FREE_MARK {
                rules
                    .free
                    .insert(crate::cells::Cell::new(rules.faces.len()));
                rules.faces.push(None);
                continue;
            }
            match rules.card_id(token) {
                Some(card) if rules.card(card).ability == Ability::Place => {
                    rules.faces.push(Some(card))
                }
                Some(_) => {
                    problem(
                        problems,
                        format!("board row {}, column {}", n + 1, col + 1),
                        format!("\"{token}\" is a wild or remove card"),
                        "only cards that place a chip on their own cells belong on the board",
                    );
                    rules.faces.push(None);
                }
                None => {
                    problem(
                        problems,
                        format!("board row {}, column {}", n + 1, col + 1),
                        format!("unknown card \"{token}\""),
                        "use an id listed under [[cards]], or ** for a free corner",
                    );
                    rules.faces.push(None);
                }
            }
        }
    }
}
