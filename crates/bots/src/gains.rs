//! What a chip of each team would do on each cell ([`Judge::place_gain`]), kept from turn to
//! turn through a playout: a hand keeps most of its cards from one turn to its next, and a
//! chip changes the worth of only the cells on the lines through it, so most cells a seat
//! weighs were weighed the turn before and are not weighed again.

use std::cell::Cell as Slot;

use super::eval::{Board, Judge};
use lineup_core::{Cell, Cells, MAX_CELLS, MAX_TEAMS, Team};

pub struct Gains {
    /// For each team, the cells whose worth is known.
    known: [Slot<Cells>; MAX_TEAMS as usize],
    worth: [[Slot<i32>; MAX_CELLS]; MAX_TEAMS as usize],
}

impl Gains {
    /// Nothing known yet.
    pub fn new() -> Gains {
        Gains {
            known: std::array::from_fn(|_| Slot::new(Cells::EMPTY)),
            worth: std::array::from_fn(|_| std::array::from_fn(|_| Slot::new(0))),
        }
    }

    /// [`Judge::place_gain`] of `team` on `cell`, weighed once until the lines through the
    /// cell change.
    #[inline]
    pub fn get(&self, judge: &Judge, board: &Board, team: Team, cell: Cell) -> i32 {
        let (known, worth) = (&self.known[team as usize], &self.worth[team as usize]);
        if known.get().contains(cell) {
            debug_assert_eq!(
                worth[cell.index()].get(),
                judge.place_gain(board, team, cell)
            );
            return worth[cell.index()].get();
        }
        let gain = judge.place_gain(board, team, cell);
        worth[cell.index()].set(gain);
        known.set(known.get() | cell.bit());
        gain
    }

    /// Whether the worth of `cell` for `team` is kept.
    #[cfg(test)]
    pub(crate) fn knows(&self, team: Team, cell: Cell) -> bool {
        self.known[team as usize].get().contains(cell)
    }

    /// The lines through `cells` changed (a chip came or went, or a sequence was made): the
    /// worth of those cells is weighed again when next asked.
    pub fn forget(&mut self, cells: Cells) {
        for known in &mut self.known {
            *known.get_mut() = *known.get_mut() & !cells;
        }
    }
}
