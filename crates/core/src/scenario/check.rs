//! One step of a scenario: set up what it asks, take its action, and compare the game after
//! it with what the step expects.

use super::{ScenarioError, Step, read};
use crate::{Event, Game, Outcome, Position, Seat, team_letter};

/// What a step expected and what happened instead.
type Failure = Option<(String, String)>;

pub(super) fn take_step(game: &mut Game, step: &Step) -> Result<Failure, ScenarioError> {
    let seat = match step.seat {
        Some(seat) => read::seat(&seat.to_string(), game, "seat")?,
        None => game.current(),
    };
    let rules = game.rules().clone();
    let position = Position {
        hands: match &step.hand {
            Some(hand) => vec![(seat, read::cards(hand, &rules)?)],
            None => Vec::new(),
        },
        deck_size: step.deck_size,
        deck_top: read::cards(step.deck_top.as_deref().unwrap_or_default(), &rules)?,
        ..Position::default()
    };
    if position != Position::default() {
        *game = game.clone().arranged(&position)?;
    }
    let action = read::action(&step.action, game)?;
    let events = match game.apply(seat, action) {
        Ok(events) => events,
        // A refused action changes nothing: the step's checks still apply, to the same game.
        Err(error) if error.kind() == step.expect => return check_after(game, step, &[]),
        Err(error) => return Ok(Some((step.expect.clone(), error.kind().to_string()))),
    };
    if step.expect != "ok" {
        return Ok(Some((step.expect.clone(), "ok".to_string())));
    }
    check_after(game, step, &events)
}

fn check_after(game: &Game, step: &Step, events: &[Event]) -> Result<Failure, ScenarioError> {
    let rules = game.rules();
    let fail =
        |what: String, expected: String, got: String| Ok(Some((format!("{what} {expected}"), got)));
    for (team, &count) in step.sequences_of.iter().flatten() {
        let got = game.sequence_count(read::team(team, game)?);
        if got != count {
            return fail(
                format!("team {team} to have"),
                format!("{count} sequences"),
                format!("{got}"),
            );
        }
    }
    if let Some(winner) = &step.winner {
        let got = match game.outcome() {
            Some(Outcome::Won(team)) => team_letter(team).to_string(),
            Some(Outcome::NoWinner) => "no-winner".to_string(),
            None => "none".to_string(),
        };
        if &got != winner {
            return fail("winner".into(), winner.clone(), got);
        }
    }
    for (cell, want) in &step.cell {
        let got = match game.chip_at(read::cell(cell, rules)?) {
            Some(team) => team_letter(team).to_string(),
            None => ".".to_string(),
        };
        if &got != want {
            return fail(format!("cell {cell} to be"), want.clone(), got);
        }
    }
    let names: Vec<&str> = events.iter().map(Event::kind).collect();
    for wanted in &step.events {
        if !names.contains(&wanted.as_str()) {
            return fail("event".into(), wanted.clone(), format!("events {names:?}"));
        }
    }
    for unwanted in &step.no_events {
        if names.contains(&unwanted.as_str()) {
            return fail(
                "no event".into(),
                unwanted.clone(),
                format!("events {names:?}"),
            );
        }
    }
    if let Some(turn) = step.turn
        && game.current() != turn
    {
        return fail(
            "seat to act".into(),
            turn.to_string(),
            game.current().to_string(),
        );
    }
    for (seat, &size) in &step.hand_size {
        let seat = read::seat(seat, game, "hand_size")?;
        let got = game.hand(seat).len();
        if got != size {
            return fail(
                format!("seat {seat} to hold"),
                format!("{size} cards"),
                got.to_string(),
            );
        }
    }
    if let Some(deck) = step.deck
        && game.deck_len() != deck
    {
        return fail(
            "draw pile of".into(),
            deck.to_string(),
            game.deck_len().to_string(),
        );
    }
    for (seat, cards) in &step.holds {
        let seat = read::seat(seat, game, "holds")?;
        for card in cards {
            let (absent, id) = match card.strip_prefix('!') {
                Some(id) => (true, id),
                None => (false, card.as_str()),
            };
            let held = game.hand(seat).contains(&read::card(id, rules)?);
            if held == absent {
                let want = if absent { "not to hold" } else { "to hold" };
                return fail(
                    format!("seat {seat} {want}"),
                    id.to_string(),
                    format!("hand {:?}", hand_ids(game, seat)),
                );
            }
        }
    }
    Ok(None)
}

fn hand_ids(game: &Game, seat: Seat) -> Vec<String> {
    game.hand(seat)
        .iter()
        .map(|&card| game.rules().card(card).id.clone())
        .collect()
}
