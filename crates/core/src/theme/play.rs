//! Checking who plays (counts, teams, hands, colours) and the rules they play by.

use super::raw::*;
use crate::level::Level;
use crate::problem::Problem;
use crate::problem::problem;
use crate::rules::{DeadCards, EmptyDeck, FirstPlayer, LateDraw, MAX_PLAYERS, MAX_TEAMS, RuleSet};

pub(super) fn check_players(raw: &RawTheme, rules: &mut RuleSet, problems: &mut Vec<Problem>) {
    let players = &raw.players;
    let in_range = |n: i64, max: u8| (1..=max as i64).contains(&n);
    if players.counts.is_empty()
        || !players
            .counts
            .iter()
            .all(|&n| in_range(n, MAX_PLAYERS) && n >= 2)
    {
        problem(
            problems,
            "players.counts",
            format!("{:?} is not a list of player counts", players.counts),
            "list numbers of players from 2 to 12, like [2, 3, 4]",
        );
        return;
    }
    if players.teams.is_empty()
        || !players
            .teams
            .iter()
            .all(|&n| in_range(n, MAX_TEAMS) && n >= 2)
    {
        problem(
            problems,
            "players.teams",
            format!("{:?} is not a list of team counts", players.teams),
            "list numbers of teams (chip colours) from 2 to 4, like [2, 3]",
        );
        return;
    }
    rules.player_counts = players.counts.iter().map(|&n| n as u8).collect();
    rules.team_counts = players.teams.iter().map(|&n| n as u8).collect();
    let max_teams = rules.max_teams() as usize;
    if players.colors.len() < max_teams {
        problem(
            problems,
            "players.colors",
            format!(
                "{} colours for up to {max_teams} teams",
                players.colors.len()
            ),
            "name one chip colour for every team",
        );
    }
    rules.colors = players.colors.clone();
    if let Some(name) = &players.computer {
        match name.parse::<Level>() {
            Ok(level) if Level::OFFERED.contains(&level) => rules.computer = Some(level),
            _ => problem(
                problems,
                "players.computer",
                format!("\"{name}\" is not a computer level"),
                &format!("name one of {}", Level::in_words(&Level::OFFERED)),
            ),
        }
    }
    for (key, &size) in &players.hand {
        match key.parse::<u8>() {
            Ok(count) if (1..=20).contains(&size) => {
                rules.hand_sizes.insert(count, size as u8);
            }
            _ => problem(
                problems,
                format!("players.hand.{key}"),
                format!("\"{key}\" = {size} is not a player count and a hand size"),
                "write `players = cards`, like `2 = 7`, with 1 to 20 cards",
            ),
        }
    }
    // Counts are checked elsewhere; a huge one must not overflow the sum before it is.
    let deck = (raw.cards.iter()).fold(0i64, |deck, card| deck.saturating_add(card.count.max(0)));
    for &count in &rules.player_counts.clone() {
        match rules.hand_sizes.get(&count) {
            None => problem(
                problems,
                "players.hand",
                format!("no hand size for {count} players"),
                &format!("add an entry like `{count} = 5` to [players] hand"),
            ),
            Some(&size) if size as i64 * count as i64 > deck => problem(
                problems,
                format!("players.hand.{count}"),
                format!("{count} hands of {size} need more than the {deck} cards in the deck"),
                "deal fewer cards or add cards to the deck",
            ),
            Some(_) => {}
        }
        if rules.default_teams(count).is_none() {
            problem(
                problems,
                "players.counts",
                format!("{count} players cannot be shared evenly into any of the teams"),
                "allow a team count that divides the number of players",
            );
        }
    }
}

pub(super) fn check_rules(values: &RawRules, rules: &mut RuleSet, problems: &mut Vec<Problem>) {
    if rules.rows == 0 {
        // The board itself is wrong, and that is reported already.
        return;
    }
    let longest = rules.rows.max(rules.cols) as i64;
    match values.in_a_row {
        Some(n) if (2..=longest).contains(&n) => rules.in_a_row = n as u8,
        Some(n) => problem(
            problems,
            "rules.in_a_row",
            format!(
                "{n} in a row does not fit a board of {} × {}",
                rules.rows, rules.cols
            ),
            "use a length from 2 up to the board's longest side",
        ),
        None => problem(
            problems,
            "rules.in_a_row",
            "missing".into(),
            "say how many chips make a sequence, like `in_a_row = 5`",
        ),
    }
    let teams = rules.team_counts.clone();
    match &values.to_win {
        Some(ToWin::Always(n)) if (1..=10).contains(n) => {
            for &t in &teams {
                rules.to_win.insert(t, *n as u8);
            }
        }
        Some(ToWin::ByTeams(map)) => {
            for (key, &n) in map {
                match key.parse::<u8>() {
                    Ok(t) if (1..=10).contains(&n) => {
                        rules.to_win.insert(t, n as u8);
                    }
                    _ => problem(
                        problems,
                        format!("rules.to_win.{key}"),
                        "not a team count and a number of sequences".into(),
                        "write `teams = sequences`, like `2 = 2`",
                    ),
                }
            }
            for t in teams.iter().filter(|t| !rules.to_win.contains_key(t)) {
                problem(
                    problems,
                    "rules.to_win",
                    format!("no number of sequences for {t} teams"),
                    "add an entry for every team count in players.teams",
                );
            }
        }
        _ => problem(
            problems,
            "rules.to_win",
            "missing or out of range".into(),
            "give the sequences needed to win, 1 to 10, or a table by team count",
        ),
    }
    match values.shared_chips {
        None => {}
        Some(n) if (0..=10).contains(&n) => rules.shared_chips = n as u8,
        Some(n) => problem(
            problems,
            "rules.shared_chips",
            format!("{n} is out of range"),
            "use 0 to 10",
        ),
    }
    match values.turn_limit {
        None => {}
        Some(n) if (10..=100_000).contains(&n) => rules.turn_limit = n as u32,
        Some(n) => problem(
            problems,
            "rules.turn_limit",
            format!("{n} is out of range"),
            "use 10 to 100000",
        ),
    }
    rules.dead_cards = values.dead_cards.unwrap_or(DeadCards::TurnIn);
    rules.empty_deck = values.empty_deck.unwrap_or(EmptyDeck::Reshuffle);
    rules.late_draw = values.late_draw.unwrap_or(LateDraw::NextPlace);
    rules.first_player = values.first_player.unwrap_or(FirstPlayer::Chosen);
    if rules.first_player == FirstPlayer::Cut && rules.cards.iter().any(|card| card.rank.is_none())
    {
        problem(
            problems,
            "rules.first_player",
            "cutting for first player needs a rank on every card".into(),
            "give every card a `rank`, or use \"random\" or \"chosen\"",
        );
    }
    let ranks: std::collections::BTreeSet<u8> =
        rules.cards.iter().filter_map(|card| card.rank).collect();
    if rules.first_player == FirstPlayer::Cut && ranks.len() == 1 {
        problem(
            problems,
            "rules.first_player",
            "every card has the same rank, so a cut always ties".into(),
            "give the cards different ranks, or use \"random\" or \"chosen\"",
        );
    }
}
