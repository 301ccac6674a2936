//! Cells and cards cannot be made up: outside the core they come from a rule set's checked
//! look-ups, a game, or a set of cells, and a number read from a file becomes one only once the
//! rules have checked it.

use lineup_core::{Action, Cells, Game, GameConfig, Library, RawAction, RuleError, RuleSet};

fn rules(theme: &str) -> std::sync::Arc<RuleSet> {
    Library::built_in().get(theme).unwrap().rules().clone()
}

#[test]
fn a_rule_set_makes_only_the_cells_and_cards_it_has() {
    let rules = rules("animals");
    let cells = rules.cell_count();
    assert_eq!(
        rules.cell(cells - 1).map(|cell| cell.index()),
        Some(cells - 1)
    );
    assert_eq!(rules.cell(cells), None);
    assert_eq!(rules.cell(usize::MAX), None);
    assert_eq!(rules.cell_at(rules.rows(), 0), None);
    assert_eq!(rules.cell_at(0, rules.cols()), None);
    let kinds = rules.cards().len();
    assert_eq!(
        rules.card_at(kinds - 1).map(|card| card.index()),
        Some(kinds - 1)
    );
    assert_eq!(rules.card_at(kinds), None);
    assert_eq!(rules.card_ids().count(), kinds);
    assert!(rules.card_ids().all(|card| rules.has_card(card)));
}

#[test]
fn a_cell_of_a_larger_board_finds_no_line_and_no_move() {
    let small = rules("animals");
    let large = rules("classic");
    let stray = large.all_cells().last().unwrap();
    assert!(
        small.cell(stray.index()).is_none(),
        "the classic board is the larger"
    );
    assert!(small.runs_through(stray).is_empty());
    let mut game = Game::new(small, &GameConfig::new(2, 1)).unwrap();
    let seat = game.current();
    let card = game.hand(seat)[0];
    let before = game.clone();
    let refused = game.apply(seat, Action::Place { card, cell: stray });
    assert!(refused.is_err());
    assert_eq!(game, before);
}

#[test]
fn a_saved_move_is_written_as_numbers_and_read_back_the_same() {
    let rules = rules("classic");
    let card = rules.card_id("KD").unwrap();
    let cell = rules.card_cells()[card.index()].first_cell().unwrap();
    let action = Action::Place { card, cell };
    let raw = RawAction::from(action);
    #[derive(serde::Serialize, serde::Deserialize)]
    struct Saved {
        action: RawAction,
    }
    let text = toml::to_string(&Saved { action: raw }).unwrap();
    let numbers = format!(
        "action = {{ place = {{ card = {}, cell = {} }} }}",
        card.index(),
        cell.index()
    );
    let value = |text: &str| text.parse::<toml::Table>().unwrap();
    assert_eq!(
        value(&text),
        value(&numbers),
        "the saved-game format is unchanged"
    );
    let read: Saved = toml::from_str(&text).unwrap();
    assert_eq!(read.action.to_action(&rules), Ok(action));
    let draw: Saved = toml::from_str("action = \"draw\"").unwrap();
    assert_eq!(draw.action.to_action(&rules), Ok(Action::Draw));
}

#[test]
fn a_saved_move_with_a_card_or_cell_the_rules_lack_is_an_error_not_a_panic() {
    let rules = rules("animals");
    let kinds = rules.cards().len() as u8;
    let cells = rules.cell_count() as u8;
    for (raw, why) in [
        (
            RawAction::Place {
                card: kinds,
                cell: 0,
            },
            RuleError::CardNotInHand,
        ),
        (
            RawAction::Remove { card: 255, cell: 1 },
            RuleError::CardNotInHand,
        ),
        (RawAction::TurnIn { card: kinds }, RuleError::CardNotInHand),
        (RawAction::Discard { card: 200 }, RuleError::CardNotInHand),
        (
            RawAction::Place {
                card: 0,
                cell: cells,
            },
            RuleError::NoSuchCell,
        ),
        (
            RawAction::Remove { card: 0, cell: 255 },
            RuleError::NoSuchCell,
        ),
    ] {
        assert_eq!(raw.to_action(&rules), Err(why), "{raw:?}");
    }
}

#[test]
fn the_last_cell_of_a_set_ends_its_line() {
    let rules = rules("classic");
    let row: Cells = (1..6).fold(Cells::EMPTY, |all, col| {
        all | rules.cell_at(4, col).unwrap().bit()
    });
    assert_eq!(row.first_cell(), rules.cell_at(4, 1));
    assert_eq!(row.last(), rules.cell_at(4, 5));
    assert_eq!(Cells::EMPTY.last(), None);
}
