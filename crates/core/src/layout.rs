//! Laying out a letters board: two cells for each letter on a rectangle, no letter's two
//! cells side by side (diagonals too) or in the same row, free cells only where the rectangle
//! needs them.
//!
//! The first cells in reading order hold the letters in alphabet order, so a child reads the
//! alphabet along the top of the board; the rest hold each letter's second picture, the
//! alphabet moved along so that it starts four fifths of the way through (where that keeps
//! every pair apart). Only where no shift
//! works (tiny boards) does a seeded search place them, so one choice of letters always gives
//! the same board.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use super::cells::MAX_CELLS;

/// A board for `letters` letters: its size and what each cell holds, in reading order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Rows of the board.
    pub rows: u8,
    /// Columns of the board.
    pub cols: u8,
    /// For each cell, the letter (by its index in the list) whose picture it shows, or `None`
    /// for a free cell.
    pub cells: Vec<Option<usize>>,
}

/// The rectangle for `cells` cells: the fewest free cells, then the squarest, never more than
/// twice as wide as tall nor taller than wide (the board sits beside a side panel), with a side
/// at least `in_a_row` long. `None` if no rectangle of at most 16 × 16 and 128 cells fits.
fn rectangle(cells: usize, in_a_row: usize) -> Option<(usize, usize)> {
    (2..=16)
        .flat_map(|rows| (rows..=(2 * rows).min(16)).map(move |cols| (rows, cols)))
        .filter(|&(rows, cols)| {
            rows * cols >= cells && rows * cols <= MAX_CELLS && cols >= in_a_row
        })
        .min_by_key(|&(rows, cols)| (rows * cols - cells, cols - rows))
}

/// Where the free cells go: the centre for one, else the corners (opposite ones first), then
/// along the middle row, then the rows next to it outwards (a long row asked of few letters
/// needs many). Always `count` cells, as long as the board has that many.
fn free_cells(rows: usize, cols: usize, count: usize) -> Vec<usize> {
    let last = rows * cols - 1;
    let centre = (rows / 2) * cols + cols / 2;
    if count == 1 {
        return vec![centre];
    }
    let mut spots = vec![0, last, cols - 1, last + 1 - cols];
    let middle = rows / 2;
    let mut by_distance: Vec<usize> = (0..rows).collect();
    by_distance.sort_by_key(|&row| (row.abs_diff(middle), row));
    for row in by_distance {
        spots.extend((0..cols).map(|col| row * cols + col));
    }
    let mut chosen = Vec::new();
    for spot in spots {
        if chosen.len() < count && !chosen.contains(&spot) {
            chosen.push(spot);
        }
    }
    chosen
}

fn apart(a: usize, b: usize, cols: usize) -> bool {
    let (ra, ca) = (a / cols, a % cols);
    let (rb, cb) = (b / cols, b % cols);
    ra != rb && (ra.abs_diff(rb) > 1 || ca.abs_diff(cb) > 1)
}

/// Lays out a board for `letters` letters. `seed` only matters where no simple shift works.
pub fn lay_out(letters: usize, in_a_row: usize, seed: u64) -> Option<Layout> {
    if letters == 0 {
        return None;
    }
    let (rows, cols) = rectangle(2 * letters, in_a_row)?;
    let free = free_cells(rows, cols, rows * cols - 2 * letters);
    if free.len() != rows * cols - 2 * letters {
        return None;
    }
    let open: Vec<usize> = (0..rows * cols)
        .filter(|cell| !free.contains(cell))
        .collect();
    let (first, second) = open.split_at(letters);
    let fits = |order: &[usize]| {
        order
            .iter()
            .enumerate()
            .all(|(at, &letter)| apart(first[letter], second[at], cols))
    };
    // The second half starts four fifths of the way along the alphabet (T U V W Y A B …
    // in English), so it does not read as the first half again; the next shift that keeps
    // every pair apart where that one does not.
    let shifted = (0..letters)
        .map(|step| (letters * 4 / 5 + step) % letters)
        .map(|shift| {
            (0..letters)
                .map(|at| (at + shift) % letters)
                .collect::<Vec<_>>()
        })
        .find(|order| fits(order));
    let order = shifted.or_else(|| search(first, second, cols, seed))?;
    let mut cells = vec![None; rows * cols];
    for (letter, &cell) in first.iter().enumerate() {
        cells[cell] = Some(letter);
    }
    for (at, &cell) in second.iter().enumerate() {
        cells[cell] = Some(order[at]);
    }
    Some(Layout {
        rows: rows as u8,
        cols: cols as u8,
        cells,
    })
}

/// A seeded depth-first search for the second cells' letters; bounded, so a board that cannot
/// be laid out says so quickly.
fn search(first: &[usize], second: &[usize], cols: usize, seed: u64) -> Option<Vec<usize>> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let letters = first.len();
    for _ in 0..50 {
        let mut candidates: Vec<usize> = (0..letters).collect();
        candidates.shuffle(&mut rng);
        let mut order = Vec::with_capacity(letters);
        let mut used = vec![false; letters];
        let mut budget = 20_000u32;
        if place(
            first,
            second,
            cols,
            &candidates,
            &mut order,
            &mut used,
            &mut budget,
        ) {
            return Some(order);
        }
        // Another starting order next time.
        let _ = rng.random::<u8>();
    }
    None
}

fn place(
    first: &[usize],
    second: &[usize],
    cols: usize,
    candidates: &[usize],
    order: &mut Vec<usize>,
    used: &mut [bool],
    budget: &mut u32,
) -> bool {
    let at = order.len();
    if at == second.len() {
        return true;
    }
    for &letter in candidates {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        if used[letter] || !apart(first[letter], second[at], cols) {
            continue;
        }
        used[letter] = true;
        order.push(letter);
        if place(first, second, cols, candidates, order, used, budget) {
            return true;
        }
        order.pop();
        used[letter] = false;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(layout: &Layout, letters: usize) {
        let cols = layout.cols as usize;
        assert_eq!(layout.cells.len(), layout.rows as usize * cols);
        for letter in 0..letters {
            let at: Vec<usize> = (0..layout.cells.len())
                .filter(|&cell| layout.cells[cell] == Some(letter))
                .collect();
            assert_eq!(at.len(), 2, "letter {letter} has {} cells", at.len());
            assert!(apart(at[0], at[1], cols), "letter {letter} at {at:?}");
        }
    }

    #[test]
    fn every_size_from_a_first_lesson_to_a_long_alphabet_lays_out() {
        for letters in 6..=64 {
            let layout = lay_out(letters, 4, 1).unwrap_or_else(|| panic!("{letters} letters"));
            check(&layout, letters);
            let free = layout.cells.iter().filter(|cell| cell.is_none()).count();
            assert!(free <= 4, "{letters} letters: {free} free cells");
        }
    }

    #[test]
    fn the_english_alphabet_keeps_its_six_by_eight_board_with_no_free_cell() {
        let layout = lay_out(24, 4, 0).unwrap();
        assert_eq!((layout.rows, layout.cols), (6, 8));
        assert!(layout.cells.iter().all(Option::is_some));
        // The top half reads the alphabet in order.
        assert_eq!(
            layout.cells[..24],
            (0..24).map(Some).collect::<Vec<_>>()[..]
        );
    }

    #[test]
    fn a_board_that_needs_free_cells_gets_as_few_as_possible() {
        // 31 letters (Ukrainian without Ь): 62 cells on 7 × 9 with the centre free.
        let layout = lay_out(31, 4, 0).unwrap();
        assert_eq!((layout.rows, layout.cols), (7, 9));
        assert_eq!(layout.cells[3 * 9 + 4], None);
    }

    #[test]
    fn the_same_letters_give_the_same_board() {
        for letters in [6, 7, 8, 9, 13] {
            assert_eq!(lay_out(letters, 4, 5), lay_out(letters, 4, 5));
        }
    }
}
