//! Checking a raw theme, with some options applied, into a [`RuleSet`]: every problem is
//! collected with its place and its fix. The deck and board are checked in `deck.rs`, the
//! players and rules in `play.rs`.

use std::collections::BTreeMap;

use super::deck::{check_board, check_cards};
use super::play::{check_players, check_rules};
use super::raw::*;
use crate::problem::{Problem, problem};
use crate::rules::{Ability, GameOption, RuleSet};

/// Checks that every option's choices apply cleanly.
pub(super) fn check_options(raw: &RawTheme, problems: &mut Vec<Problem>) {
    for (id, option) in &raw.options {
        if !option.choices.contains_key(&option.default) {
            problem(
                problems,
                format!("options.{id}.default"),
                format!("\"{}\" is not one of its choices", option.default),
                &format!("name one of the keys under options.{id}.choices"),
            );
        }
        for choice in option.choices.keys() {
            let chosen = BTreeMap::from([(id.clone(), choice.clone())]);
            let mut found = Vec::new();
            build(raw, &chosen, &mut found);
            for mut each in found {
                each.place = format!("options.{id}.choices.{choice}: {}", each.place);
                problems.push(each);
            }
        }
    }
}

/// Checks a raw theme with some options applied; every problem goes into `problems`.
pub(super) fn build(
    raw: &RawTheme,
    chosen: &BTreeMap<String, String>,
    problems: &mut Vec<Problem>,
) -> Option<RuleSet> {
    let mut rules = RuleSet::shell();
    rules.id = raw.id.trim().to_string();
    rules.name = raw.name.clone();
    rules.description = raw.description.clone();
    rules.ages = raw.ages.clone();
    if rules.id.is_empty()
        || !rules
            .id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-')
    {
        problem(
            problems,
            "id",
            format!("\"{}\" is not a usable theme id", raw.id),
            "use lower-case letters, digits and '-', like \"my-theme\"",
        );
    }

    let mut rule_values = raw.rules.clone();
    let mut abilities: BTreeMap<String, Ability> = BTreeMap::new();
    for (id, option) in &raw.options {
        let choice = chosen.get(id).unwrap_or(&option.default);
        let Some(values) = option.choices.get(choice) else {
            if chosen.contains_key(id) {
                problem(
                    problems,
                    format!("options.{id}"),
                    format!("\"{choice}\" is not a choice"),
                    "pick one of the keys under that option's choices",
                );
            }
            continue;
        };
        overlay(&mut rule_values, &values.rules);
        abilities.extend(values.cards.clone());
        rules.chosen.insert(id.clone(), choice.clone());
        rules.options.push(GameOption {
            id: id.clone(),
            label: option.label.clone(),
            default: option.default.clone(),
            choices: option
                .choices
                .iter()
                .map(|(id, choice)| (id.clone(), choice.label.clone().unwrap_or_default()))
                .collect(),
        });
    }
    for id in chosen.keys() {
        if !raw.options.contains_key(id) {
            problem(
                problems,
                format!("options.{id}"),
                "this theme has no such option".into(),
                "leave it out, or use an option the theme lists",
            );
        }
    }

    check_cards(raw, &abilities, &mut rules, problems);
    check_board(raw, &mut rules, problems);
    check_players(raw, &mut rules, problems);
    check_rules(&rule_values, &mut rules, problems);
    if !problems.is_empty() {
        return None;
    }
    let rules = rules.finish();
    check_playable(&rules, problems);
    problems.is_empty().then_some(rules)
}

pub(super) fn overlay(base: &mut RawRules, over: &RawRules) {
    macro_rules! take {
        ($($field:ident),*) => {$(
            if over.$field.is_some() {
                base.$field = over.$field.clone();
            }
        )*};
    }
    take!(
        in_a_row,
        to_win,
        shared_chips,
        dead_cards,
        empty_deck,
        late_draw,
        first_player,
        turn_limit
    );
}

/// Checks the words in other languages: each names a card, with a picture for each of its cells.
pub(super) fn check_words(raw: &RawTheme, rules: &RuleSet, problems: &mut Vec<Problem>) {
    for (language, cards) in &raw.words {
        let tag_ok = !language.is_empty()
            && language
                .split('-')
                .all(|part| !part.is_empty() && part.chars().all(|c| c.is_ascii_alphanumeric()));
        if !tag_ok {
            problem(
                problems,
                format!("words.{language}"),
                "this is not a language tag".into(),
                "use a tag like \"es\", \"fr\" or \"pt-BR\"",
            );
        }
        for (id, look) in cards {
            let place = format!("words.{language}.{id}");
            let Some(card) = rules.card_id(id) else {
                problem(
                    problems,
                    place,
                    "there is no card with this id".into(),
                    "use the id of a card listed under `cards`",
                );
                continue;
            };
            match look {
                RawWords::Word(word) if word.trim().is_empty() => problem(
                    problems,
                    place,
                    "the word is empty".into(),
                    "write the card's word in this language",
                ),
                RawWords::Cells(cells) => {
                    let wanted = rules.card_cells[card.index()].len() as usize;
                    if cells.len() != wanted {
                        problem(
                            problems,
                            place,
                            format!("{} pictures for {wanted} cells on the board", cells.len()),
                            "give one picture for each cell that shows this card",
                        );
                    }
                }
                RawWords::Word(_) => {}
            }
        }
    }
}

/// Checks what needs the finished board: every card can be played somewhere.
pub(super) fn check_playable(rules: &RuleSet, problems: &mut Vec<Problem>) {
    for (index, kind) in rules.cards.iter().enumerate() {
        let cells = rules.card_cells[index];
        if kind.ability == Ability::Place && cells.is_empty() {
            problem(
                problems,
                format!("cards[{index}] ({})", kind.id),
                "this card is on no cell of the board, so it can never be played".into(),
                "put it on the board, or make it `does = \"wild\"` or `\"remove\"`",
            );
        }
        if !kind.look.cells.is_empty() && kind.look.cells.len() != cells.len() as usize {
            problem(
                problems,
                format!("cards[{index}] ({}).cells", kind.id),
                format!(
                    "{} pictures for {} cells on the board",
                    kind.look.cells.len(),
                    cells.len()
                ),
                "give one picture for each cell that shows this card",
            );
        }
    }
    if rules.runs().is_empty() {
        problem(
            problems,
            "rules.in_a_row",
            "no line on the board is that long".into(),
            "use a shorter sequence or a larger board",
        );
    }
}
