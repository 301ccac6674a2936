//! The one-move players: `greedy`, the best play by the one-move score alone, and `easy`,
//! which plays like a child who knows the game: it builds its own lines, but often misses the
//! other team's, spends its jacks as soon as it has them, and sometimes just plays the first
//! card that fits.

use rand::Rng;

use super::eval::{block_value, own_value, remove_value};
use super::plan::{Planner, best};
use lineup_core::{Ability, Action, Game, Seat};

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
    value: impl Fn(lineup_core::CardId, lineup_core::Cell) -> i32,
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
