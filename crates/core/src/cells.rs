//! Cells of a board and sets of them as bitboards.
//!
//! A board has at most [`MAX_CELLS`] cells, numbered in reading order from the top-left, so
//! any set of cells fits in one `u128`. Chips, free corners, sequences and the cells a card
//! may go to are all such sets; checking a line is a mask and a compare.

use std::fmt;

/// The largest board a theme may describe (rows × columns).
pub const MAX_CELLS: usize = 128;

/// One cell of the board, numbered in reading order from 0 at the top-left.
///
/// Its number is always below [`MAX_CELLS`], so it always has a bit of its own in [`Cells`].
/// Only the core makes one: a [`RuleSet`](crate::RuleSet) from a row and column or a number
/// it checks against its board, a game from its chips, or a set of cells from its bits. A
/// number read from a file is checked the same way ([`RawAction`](crate::RawAction)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// The cell numbered `index`, which the caller knows is below [`MAX_CELLS`] (a board's
    /// cells, a set's bits).
    #[inline(always)]
    pub(crate) const fn new(index: usize) -> Cell {
        debug_assert!(index < MAX_CELLS);
        Cell(index as u8)
    }

    /// The cell as a one-cell set.
    #[inline(always)]
    pub const fn bit(self) -> Cells {
        // No wrapping: a cell's number is below 128 however it was made.
        Cells(1u128 << self.0)
    }

    /// Its place on the board, in reading order from the top left.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cell {}", self.0)
    }
}

/// A set of cells.
///
/// Its bits are the core's alone: outside it, a set is made from cells, other sets and
/// [`Cells::first`], never from a raw number (one read from a file, say): the rule a [`Cell`]
/// keeps too.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cells(u128);

impl Cells {
    /// No cells.
    pub const EMPTY: Cells = Cells(0);

    /// The first `n` cells.
    pub const fn first(n: usize) -> Cells {
        if n >= 128 {
            Cells(u128::MAX)
        } else {
            Cells((1u128 << n) - 1)
        }
    }

    /// Whether the set has no cell.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many cells are in the set.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether `cell` is in the set.
    #[inline(always)]
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 & cell.bit().0 != 0
    }

    /// Whether every cell of `other` is in the set.
    pub const fn is_superset(self, other: Cells) -> bool {
        self.0 & other.0 == other.0
    }

    /// Adds `cell` to the set.
    pub fn insert(&mut self, cell: Cell) {
        self.0 |= cell.bit().0;
    }

    /// Takes `cell` out of the set.
    pub fn remove(&mut self, cell: Cell) {
        self.0 &= !cell.bit().0;
    }

    /// The lowest-numbered cell, if any.
    pub const fn first_cell(self) -> Option<Cell> {
        if self.0 == 0 {
            None
        } else {
            Some(Cell(self.0.trailing_zeros() as u8))
        }
    }

    /// The highest-numbered cell, if any: where a line read from the top left ends.
    pub const fn last(self) -> Option<Cell> {
        if self.0 == 0 {
            None
        } else {
            Some(Cell(127 - self.0.leading_zeros() as u8))
        }
    }

    /// The `n`-th cell of the set in reading order (0-based).
    pub fn nth(self, mut n: u32) -> Option<Cell> {
        let mut word = self.0 as u64;
        let mut base = 0u8;
        if n >= word.count_ones() {
            n -= word.count_ones();
            word = (self.0 >> 64) as u64;
            base = 64;
        }
        while word != 0 {
            let low = word.trailing_zeros();
            if n == 0 {
                return Some(Cell(base + low as u8));
            }
            n -= 1;
            word &= word - 1;
        }
        None
    }

    /// The cells in reading order.
    pub fn iter(self) -> CellIter {
        CellIter(self.0)
    }
}

impl std::ops::BitOr for Cells {
    type Output = Cells;
    fn bitor(self, rhs: Cells) -> Cells {
        Cells(self.0 | rhs.0)
    }
}

impl std::ops::BitOrAssign for Cells {
    fn bitor_assign(&mut self, rhs: Cells) {
        self.0 |= rhs.0;
    }
}

impl std::ops::BitAnd for Cells {
    type Output = Cells;
    fn bitand(self, rhs: Cells) -> Cells {
        Cells(self.0 & rhs.0)
    }
}

impl std::ops::Not for Cells {
    type Output = Cells;
    fn not(self) -> Cells {
        Cells(!self.0)
    }
}

impl IntoIterator for Cells {
    type Item = Cell;
    type IntoIter = CellIter;
    fn into_iter(self) -> CellIter {
        self.iter()
    }
}

/// The cells of a set in reading order.
pub struct CellIter(u128);

impl Iterator for CellIter {
    type Item = Cell;
    fn next(&mut self) -> Option<Cell> {
        if self.0 == 0 {
            return None;
        }
        let cell = Cell(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(cell)
    }
}

/// How a free corner is written in a board given as text.
pub const FREE_MARK: &str = "**";

/// A board written as text, one row per line with its cells separated by spaces: the words of
/// each row, blank lines left out. Themes write card ids this way, scenarios team letters.
pub fn board_rows(text: &str) -> Vec<Vec<&str>> {
    text.lines()
        .map(|line| line.split_whitespace().collect::<Vec<_>>())
        .filter(|row| !row.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nth_walks_both_halves_in_order() {
        let set = Cells((1 << 3) | (1 << 63) | (1 << 64) | (1 << 99));
        let cells: Vec<u8> = (0..5).filter_map(|n| set.nth(n)).map(|c| c.0).collect();
        assert_eq!(cells, vec![3, 63, 64, 99]);
        assert_eq!(set.iter().map(|c| c.0).collect::<Vec<_>>(), cells);
        assert_eq!(set.first_cell(), Some(Cell(3)));
        assert_eq!(set.last(), Some(Cell(99)));
        assert_eq!(Cells::EMPTY.last(), None);
        assert_eq!(Cells(u128::MAX).last(), Some(Cell(127)));
    }

    #[test]
    fn the_last_cell_has_the_top_bit_and_nothing_wraps() {
        let last = Cells(1 << 127).last().unwrap();
        assert_eq!(last.index(), MAX_CELLS - 1);
        assert_eq!(last.bit(), Cells(1 << 127));
        assert!(!Cells(1).contains(last), "cell 127 is not cell 0");
        let mut set = Cells::EMPTY;
        set.insert(last);
        assert_eq!(set, Cells(1 << 127));
    }

    #[test]
    fn first_n_cells() {
        assert_eq!(Cells::first(100).len(), 100);
        assert_eq!(Cells::first(128).len(), 128);
        assert!(Cells::first(3).contains(Cell(2)));
        assert!(!Cells::first(3).contains(Cell(3)));
    }
}
