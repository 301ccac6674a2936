//! Setting up a position by hand goes through one checked door, `Game::arranged`: whatever a
//! scenario, a test or a lesson asks for, the game that comes out obeys the rules' promises,
//! and everything wrong with the request is said at once.

use lineup_core::{Cells, Game, GameConfig, Library, Position, PositionError};

fn classic() -> Game {
    let rules = Library::built_in().get("classic").unwrap().rules().clone();
    Game::new(rules, &GameConfig::new(2, 7)).unwrap()
}

#[test]
fn a_sequence_that_is_not_a_line_of_that_teams_chips_is_refused() {
    let game = classic();
    let rules = game.rules().clone();
    let row: Vec<_> = (1..6).map(|col| rules.cell_at(4, col).unwrap()).collect();
    let line = row.iter().fold(Cells::EMPTY, |all, &cell| all | cell.bit());
    // The cells are a line, but nobody's chips are on them.
    let empty = Position {
        sequences: vec![(0, line)],
        ..Position::default()
    };
    let error = game.clone().arranged(&empty).unwrap_err();
    assert!(matches!(
        error.0[..],
        [PositionError::NotASequence { team: 0, .. }]
    ));
    // Team B's chips on a bent line are no sequence either.
    let bent = row[..4]
        .iter()
        .fold(Cells::EMPTY, |all, &cell| all | cell.bit())
        | rules.cell_at(5, 5).unwrap().bit();
    let chips: Vec<_> = bent.iter().map(|cell| (cell, Some(1))).collect();
    let position = Position {
        chips: chips.clone(),
        sequences: vec![(1, bent)],
        ..Position::default()
    };
    assert!(game.clone().arranged(&position).is_err());
    // Five of B's chips in a row are.
    let position = Position {
        chips: row.iter().map(|&cell| (cell, Some(1))).collect(),
        sequences: vec![(1, line)],
        ..Position::default()
    };
    let game = game.arranged(&position).unwrap();
    assert_eq!(game.sequence_count(1), 1);
    assert!(row.iter().all(|&cell| game.is_locked(cell)));
    assert!(game.invariants().is_empty(), "{:?}", game.invariants());
}

#[test]
fn every_problem_with_a_position_is_said_at_once() {
    let game = classic();
    let rules = game.rules().clone();
    let corner = rules.cell_at(0, 0).unwrap();
    let js = rules.card_id("JS").unwrap();
    let position = Position {
        chips: vec![(corner, Some(0)), (rules.cell_at(1, 1).unwrap(), Some(3))],
        hands: vec![(5, vec![js]), (0, vec![js, js, js])],
        to_act: Some(9),
        ..Position::default()
    };
    let errors = game.arranged(&position).unwrap_err();
    let said = errors.to_string();
    for words in [
        "free corner",
        "there is no team 3",
        "there is no seat 5",
        "no copy of JS",
        "there is no seat 9",
    ] {
        assert!(said.contains(words), "{words}: {said}");
    }
}

#[test]
fn an_arranged_game_keeps_every_card_in_one_place_and_its_caches_right() {
    let game = classic();
    let rules = game.rules().clone();
    let kd = rules.card_id("KD").unwrap();
    // Cover both K♦ cells: the K♦ is then dead, and the game must know it.
    let position = Position {
        chips: rules.card_cells()[kd.index()]
            .iter()
            .map(|cell| (cell, Some(1)))
            .collect(),
        hands: vec![(0, vec![kd]), (1, vec![kd])],
        deck_size: Some(10),
        to_act: Some(1),
        ..Position::default()
    };
    let game = game.arranged(&position).unwrap();
    assert!(game.is_dead(kd));
    assert_eq!(game.hand(0), &[kd]);
    assert_eq!(game.hand(1), &[kd]);
    assert_eq!(game.deck_len(), 10);
    assert_eq!(game.current(), 1);
    assert!(game.invariants().is_empty(), "{:?}", game.invariants());
}
