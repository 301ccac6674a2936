//! Setting up a position by hand goes through one checked door, `Game::arranged`: whatever a
//! scenario, a test or a lesson asks for, the game that comes out obeys the rules' promises,
//! and everything wrong with the request is said at once.

use lineup_core::{
    Action, Cells, Game, GameConfig, Library, Outcome, Position, PositionError, RuleError,
};

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

/// The cells of row `row` from column `from` to `to`, both included.
fn row(game: &Game, row: u8, from: u8, to: u8) -> Cells {
    (from..=to).fold(Cells::EMPTY, |all, col| {
        all | game.rules().cell_at(row, col).unwrap().bit()
    })
}

/// `cells` all holding `team`'s chips.
fn chips(cells: Cells, team: u8) -> Vec<(lineup_core::Cell, Option<u8>)> {
    cells.iter().map(|cell| (cell, Some(team))).collect()
}

fn three_teams() -> Game {
    let rules = Library::built_in().get("classic").unwrap().rules().clone();
    Game::new(rules, &GameConfig::new(3, 7)).unwrap()
}

#[test]
fn a_card_of_another_deck_is_refused_not_a_panic() {
    let animals = Library::built_in().get("animals").unwrap().rules().clone();
    let game = Game::new(animals.clone(), &GameConfig::new(2, 3)).unwrap();
    let classic = classic();
    let stranger = (classic.rules().card_ids())
        .find(|card| !animals.has_card(*card))
        .expect("classic has more kinds of card than animals");
    let position = Position {
        hands: vec![(0, vec![stranger])],
        deck_top: vec![stranger],
        ..Position::default()
    };
    let errors = game.arranged(&position).unwrap_err();
    let index = stranger.index();
    assert_eq!(
        errors.0,
        [
            PositionError::NoSuchCard { index },
            PositionError::NoSuchCard { index }
        ]
    );
}

#[test]
fn a_sequence_given_twice_is_refused() {
    let game = classic();
    let line = row(&game, 4, 0, 4);
    let position = Position {
        chips: chips(line, 0),
        sequences: vec![(0, line), (0, line)],
        ..Position::default()
    };
    let errors = game.clone().arranged(&position).unwrap_err();
    assert_eq!(errors.0, [PositionError::SameSequence { team: 0 }]);
    // Nor may a second arrangement give the game a sequence it has.
    let once = Position {
        sequences: vec![(0, line)],
        ..position
    };
    let game = game.arranged(&once).unwrap();
    let errors = game.arranged(&once).unwrap_err();
    assert_eq!(errors.0, [PositionError::SameSequence { team: 0 }]);
}

#[test]
fn sequences_sharing_more_chips_than_the_rules_allow_are_refused() {
    let game = classic();
    assert_eq!(game.rules().shared_chips(), 1);
    let (first, overlapping, touching) = (
        row(&game, 4, 0, 4),
        row(&game, 4, 2, 6),
        row(&game, 4, 4, 8),
    );
    let position = Position {
        chips: chips(row(&game, 4, 0, 8), 1),
        sequences: vec![(1, first), (1, overlapping)],
        ..Position::default()
    };
    let errors = game.clone().arranged(&position).unwrap_err();
    let too_much = PositionError::SharesTooMuch {
        team: 1,
        shared: 3,
        allowed: 1,
    };
    assert_eq!(errors.0, [too_much]);
    // One chip in common is allowed, and two sequences win a two-team game.
    let position = Position {
        sequences: vec![(1, first), (1, touching)],
        ..position
    };
    let game = game.arranged(&position).unwrap();
    assert_eq!(game.sequence_count(1), 2);
    assert!(game.invariants().is_empty(), "{:?}", game.invariants());
}

#[test]
fn a_chip_of_a_finished_sequence_cannot_be_arranged_away() {
    let game = classic();
    let line = row(&game, 4, 0, 4);
    let made = Position {
        chips: chips(line, 0),
        sequences: vec![(0, line)],
        ..Position::default()
    };
    let game = game.arranged(&made).unwrap();
    let cell = game.rules().cell_at(4, 2).unwrap();
    for team in [None, Some(1)] {
        let position = Position {
            chips: vec![(cell, team)],
            ..Position::default()
        };
        let errors = game.clone().arranged(&position).unwrap_err();
        assert_eq!(errors.0, [PositionError::ChipInSequence { row: 4, col: 2 }]);
    }
    // Setting it to the chip it already holds changes nothing, and is fine.
    let same = Position {
        chips: vec![(cell, Some(0))],
        ..Position::default()
    };
    assert!(game.arranged(&same).is_ok());
}

#[test]
fn a_team_with_the_sequences_it_needs_has_won_the_arranged_game() {
    let game = three_teams();
    assert_eq!(game.sequences_to_win(), 1);
    let line = row(&game, 4, 0, 4);
    let position = Position {
        chips: chips(line, 2),
        sequences: vec![(2, line)],
        ..Position::default()
    };
    let mut game = game.arranged(&position).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Won(2)));
    assert!(game.legal_actions().is_empty());
    let seat = game.current();
    let card = game.hand(seat)[0];
    assert_eq!(
        game.apply(seat, Action::TurnIn { card }),
        Err(RuleError::GameOver)
    );
    assert!(game.invariants().is_empty(), "{:?}", game.invariants());
}

#[test]
fn two_teams_with_the_sequences_to_win_are_refused() {
    let game = three_teams();
    let (a, b) = (row(&game, 4, 0, 4), row(&game, 6, 0, 4));
    let position = Position {
        chips: [chips(a, 0), chips(b, 1)].concat(),
        sequences: vec![(0, a), (1, b)],
        ..Position::default()
    };
    let errors = game.arranged(&position).unwrap_err();
    assert_eq!(errors.0, [PositionError::TwoWinners { teams: vec![0, 1] }]);
}
