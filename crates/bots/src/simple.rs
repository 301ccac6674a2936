//! The one-move players: `greedy`, the best play by the one-move score alone, and `easy`,
//! which plays like a child who knows the game: it builds its own lines, but often misses the
//! other team's, spends its jacks as soon as it has them, and sometimes just plays the first
//! card that fits.

use rand::Rng;

use super::eval::line_weight;
use super::plan::{Planner, SEQUENCE, best};
use lineup_core::{Ability, Action, Cell, Game, Seat, Team};

/// How often the easy player notices the other team's lines.
const EASY_SEES_BLOCKS: f64 = 0.05;
/// How often the easy player plays the first card in its hand that fits.
const EASY_FIRST_CARD: f64 = 0.6;

/// The play with the best one-move score (lines made and blocked, sequences finished or
/// stopped, jacks kept for when they matter), ties broken at random.
pub fn greedy(game: &Game, seat: Seat, rng: &mut impl Rng) -> Option<Action> {
    let mut moves = Vec::new();
    Planner::new(game, seat).scored_moves(false, &mut moves);
    best(&moves, rng)
}

/// A child's play: its own lines first, the others' only now and then, jacks spent freely.
pub fn easy(game: &Game, seat: Seat, rng: &mut impl Rng) -> Option<Action> {
    let team = game.team_of(seat);
    let rules = game.rules();
    if rng.random_bool(EASY_FIRST_CARD) {
        let first = game.hand(seat).iter().copied().find(|&card| {
            rules.ability(card) == Ability::Place && !game.targets(seat, card).is_empty()
        });
        if let Some(card) = first {
            let cells = game.targets(seat, card);
            let cell = cells
                .iter()
                .max_by_key(|&cell| own_value(game, team, cell))?;
            return Some(rules.play(card, cell));
        }
    }
    let sees_blocks = rng.random_bool(EASY_SEES_BLOCKS);
    pick_best(game, seat, rng, |card, cell| match rules.ability(card) {
        Ability::Place | Ability::Wild => {
            own_value(game, team, cell)
                + if sees_blocks {
                    block_value(game, team, cell)
                } else {
                    0
                }
        }
        // A remove card is played as soon as there is a chip to take, on the biggest line seen.
        Ability::Remove => remove_value(game, team, cell) + 50,
    })
}

fn pick_best(
    game: &Game,
    seat: Seat,
    rng: &mut impl Rng,
    value: impl Fn(lineup_core::CardId, Cell) -> i32,
) -> Option<Action> {
    let mut best: Option<(i32, Action)> = None;
    let mut ties = 0u32;
    for card in game.distinct_cards(seat) {
        for cell in game.targets(seat, card) {
            let value = value(card, cell);
            let action = game.rules().play(card, cell);
            match best {
                Some((top, _)) if value < top => {}
                Some((top, _)) if value == top => {
                    ties += 1;
                    if rng.random_range(0..=ties) == 0 {
                        best = Some((value, action));
                    }
                }
                _ => {
                    best = Some((value, action));
                    ties = 0;
                }
            }
        }
    }
    best.map(|(_, action)| action)
}

/// How much a chip of `team` on `cell` builds its own lines: the easy player's one-move view,
/// weighing a line as every other player does ([`line_weight`]).
fn own_value(game: &Game, team: Team, cell: Cell) -> i32 {
    let rules = game.rules();
    let ours = game.chips(team) | rules.free();
    let theirs = game.occupied() & !game.chips(team);
    let length = rules.in_a_row() as u32;
    let mut value = 0;
    for &run in rules.runs_through(cell) {
        if (run & theirs).is_empty() {
            let progress = (run & ours).len() + 1;
            value += line_weight(progress, length);
            if progress >= length {
                value += SEQUENCE;
            }
        }
    }
    value
}

/// How much a chip of `team` on `cell` gets in the way of other teams' lines.
fn block_value(game: &Game, team: Team, cell: Cell) -> i32 {
    let rules = game.rules();
    let theirs = game.occupied() & !game.chips(team);
    let length = rules.in_a_row() as u32;
    let mut value = 0;
    for &run in rules.runs_through(cell) {
        let their_count = (run & theirs).len();
        if (run & game.chips(team)).is_empty() && their_count > 0 {
            let free_part = (run & rules.free()).len();
            value += line_weight(their_count + free_part, length) * 3 / 4;
        }
    }
    value
}

/// How much a chip of `team` on `cell` builds its lines and blocks the others'.
fn place_value(game: &Game, team: Team, cell: Cell) -> i32 {
    own_value(game, team, cell) + block_value(game, team, cell)
}

/// How much taking away the chip on `cell` sets back its owner.
fn remove_value(game: &Game, team: Team, cell: Cell) -> i32 {
    let owner = game.chip_at(cell).unwrap_or(team);
    place_value(game, owner, cell) / 2 + 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::{Board, Judge};
    use lineup_core::Library;

    /// The easy player's one-move view values a line as every other player does, on four in
    /// a row as on five, and a chip that finishes a sequence above all.
    #[test]
    fn the_one_move_view_weighs_lines_as_the_others_do() {
        let rules = Library::built_in().get("animals").unwrap().rules().clone();
        assert_eq!(rules.in_a_row(), 4);
        let game = Game::new(rules.clone(), &lineup_core::GameConfig::new(2, 1)).unwrap();
        let run = *(rules.runs().iter())
            .find(|run| (**run & rules.free()).is_empty())
            .unwrap();
        let last = run.last().unwrap();
        let chips = (run.iter())
            .filter(|&cell| cell != last)
            .map(|cell| (cell, Some(0)));
        let position = lineup_core::Position {
            chips: chips.collect(),
            ..lineup_core::Position::default()
        };
        let game = game.arranged(&position).unwrap();
        let (judge, board) = (Judge::new(&game), Board::of(&game));
        let finishing = judge.finishing_cells(&board, 0);
        assert!(finishing.contains(last));
        for cell in game.open() {
            let mut after = board;
            after.place(cell, 0);
            let lines = judge.lines_through(&after, 0, cell);
            let value = own_value(&game, 0, cell);
            match finishing.contains(cell) {
                true => assert!(value >= lines + SEQUENCE, "{cell}"),
                false => assert_eq!(value, lines, "{cell}"),
            }
        }
    }
}
