//! Random moves and fast random playouts: the random computer player, the simulator's speed
//! and, later, search players all stand on these.

use rand::Rng;

use super::action::{Action, Outcome, Quiet, Seat};
use super::cells::{Cell, Cells};
use super::game::{DrawMode, Game};

impl Game {
    /// The seat that has to act next: one owing a penalty discard, one owing a draw (computer
    /// players never forget), or the seat whose turn it is.
    pub fn next_actor(&self) -> Seat {
        if self.penalty != 0 {
            return self.penalty.trailing_zeros() as Seat;
        }
        if self.draw == DrawMode::Automatic {
            return self.current;
        }
        match self.owed.iter().position(|&n| n > 0) {
            Some(seat) => seat as Seat,
            None => self.current,
        }
    }

    /// What any sensible player does first, if it has to: a penalty discard (a random card),
    /// an owed draw, turning in a dead card.
    pub fn chore(&self, seat: Seat, rng: &mut impl Rng) -> Option<Action> {
        let hand = &self.hands[seat as usize];
        if self.owes_discard(seat) {
            let card = *hand.get(rng.random_range(0..hand.len().max(1)))?;
            return Some(Action::Discard { card });
        }
        if self.owed[seat as usize] > 0 {
            return Some(Action::Draw);
        }
        if seat == self.current && !self.turned_in && self.dead != [0; 4] {
            let dead = hand.iter().copied().find(|&card| self.is_dead(card));
            return dead.map(|card| Action::TurnIn { card });
        }
        None
    }

    /// A random card of the seat to act that can be played, on a random cell it fits.
    pub fn random_play(&self, rng: &mut impl Rng) -> Option<Action> {
        let seat = self.current;
        let hand = &self.hands[seat as usize];
        if hand.is_empty() {
            return None;
        }
        // Try the cards from a random one onwards, wrapping round (by a compare, not a
        // remainder: this runs every turn of every playout).
        let mut index = below(rng, hand.len());
        for _ in 0..hand.len() {
            let card = hand[index];
            index = if index + 1 == hand.len() {
                0
            } else {
                index + 1
            };
            let targets = self.targets(seat, card);
            if let Some(cell) = pick(targets, self.rules.cell_count(), rng) {
                return Some(self.rules.play(card, cell));
            }
        }
        None
    }

    /// The next move of a random player: a chore if there is one, else a random play.
    pub fn random_move(&self, rng: &mut impl Rng) -> Option<(Seat, Action)> {
        let seat = self.next_actor();
        if let Some(action) = self.chore(seat, rng) {
            return Some((seat, action));
        }
        self.random_play(rng).map(|action| (self.current, action))
    }

    /// Plays random moves to the end of the game, without recording events, and says how it
    /// ended. The same rules run as in [`Game::apply`]; only the checks of moves that are
    /// legal by construction are skipped.
    pub fn playout(&mut self, rng: &mut impl Rng) -> Outcome {
        loop {
            if let Some(outcome) = self.outcome {
                return outcome;
            }
            let Some((seat, action)) = self.random_move(rng) else {
                // Settling after every move means the seat to act can always move.
                debug_assert!(false, "no random move in a game that is not over");
                return Outcome::NoWinner;
            };
            debug_assert_eq!(self.check(seat, action), Ok(()));
            self.perform(seat, action, &mut Quiet);
        }
    }
}

/// A random cell of a set: by rejection while the set is dense, by counting when sparse.
pub fn pick(cells: Cells, board: usize, rng: &mut impl Rng) -> Option<Cell> {
    let count = cells.len();
    if count == 0 {
        return None;
    }
    if count <= 2 {
        // Most cards show on two cells: take the first or the last, with no loop.
        let first = cells.0.trailing_zeros() as u8;
        let last = 127 - cells.0.leading_zeros() as u8;
        return Some(Cell(if rng.next_u32() & 1 == 0 { first } else { last }));
    }
    if count * 4 >= board as u32 {
        loop {
            let cell = Cell(below(rng, board) as u8);
            if cells.contains(cell) {
                return Some(cell);
            }
        }
    }
    cells.nth(below(rng, count as usize) as u32)
}

/// Shuffles cards (Fisher and Yates): every order equally likely, and one 64-bit draw for
/// every two cards, which makes dealing a third quicker than a general-purpose shuffle.
pub(super) fn shuffle<T>(items: &mut [T], rng: &mut impl Rng) {
    let mut index = items.len();
    while index > 1 {
        let bits = rng.next_u64();
        let low = (bits & 0xFFFF_FFFF) as u32;
        let high = (bits >> 32) as u32;
        for half in [low, high] {
            if index <= 1 {
                break;
            }
            let other = ((half as u64 * index as u64) >> 32) as usize;
            index -= 1;
            items.swap(index, other);
        }
    }
}

/// A random number below `n` (at most a few hundred here) from one 32-bit draw: the bias is
/// under one in ten million, and it is much quicker than an exact draw.
#[inline]
fn below(rng: &mut impl Rng, n: usize) -> usize {
    ((rng.next_u32() as u64 * n as u64) >> 32) as usize
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    use super::*;

    #[test]
    fn every_order_of_a_shuffle_is_equally_likely() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
        let mut seen = std::collections::BTreeMap::new();
        for _ in 0..60_000 {
            let mut cards = [0u8, 1, 2, 3];
            shuffle(&mut cards, &mut rng);
            *seen.entry(cards).or_insert(0u32) += 1;
        }
        assert_eq!(seen.len(), 24);
        // 2,500 expected each; a fair shuffle stays well within 10% with this many draws.
        assert!(
            seen.values().all(|&n| (2_250..=2_750).contains(&n)),
            "{seen:?}"
        );
    }

    #[test]
    fn pick_takes_only_cells_of_the_set_and_all_of_them() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
        for set in [
            Cells(0b1),
            Cells((1 << 5) | (1 << 90)),
            Cells::first(100),
            Cells(0xF0F0),
        ] {
            let mut found = Cells::EMPTY;
            for _ in 0..2_000 {
                let cell = pick(set, 100, &mut rng).unwrap();
                assert!(set.contains(cell));
                found.insert(cell);
            }
            assert_eq!(found, set);
        }
        assert_eq!(pick(Cells::EMPTY, 100, &mut rng), None);
    }
}
