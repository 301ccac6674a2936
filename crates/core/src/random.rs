//! Seeded randomness shared by the rules and the players: a quick fair shuffle, and a random
//! cell of a set. Every draw comes from a generator the caller seeds, so games replay.

use rand::Rng;

use super::cells::{Cell, Cells, MAX_CELLS};

/// A random cell of a set, on a board of `board` cells: by rejection while the set is dense,
/// by counting when sparse. `toss` is a random number the caller has already drawn, enough
/// for a set of one or two cells (most cards show on two), which then draws nothing more.
pub fn pick(cells: Cells, board: usize, toss: u32, rng: &mut impl Rng) -> Option<Cell> {
    let count = cells.len();
    if count <= 2 {
        // Most cards show on two cells: take the first or the last, with no loop.
        // Chosen by a mask, not a branch: a coin toss is the one branch no processor can
        // foresee.
        let (first, last) = (cells.first_cell()?.index(), cells.last()?.index());
        let toss = (toss & 1) as usize;
        return Some(Cell::new(first ^ ((first ^ last) & toss.wrapping_neg())));
    }
    // Rejection only draws from the board, so it needs every cell of the set on it.
    let board = board.min(MAX_CELLS);
    if count * 4 >= board as u32 && Cells::first(board).is_superset(cells) {
        loop {
            let cell = Cell::new(below(rng, board));
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
pub(super) fn below(rng: &mut impl Rng, n: usize) -> usize {
    ((rng.next_u32() as u64 * n as u64) >> 32) as usize
}

#[cfg(test)]
mod tests {
    use rand::{RngCore, SeedableRng};
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
        let set_of = |cells: &[usize]| {
            (cells.iter()).fold(Cells::EMPTY, |all, &index| all | Cell::new(index).bit())
        };
        for set in [
            set_of(&[0]),
            set_of(&[5, 90]),
            Cells::first(100),
            set_of(&[4, 5, 6, 7, 12, 13, 14, 15]),
        ] {
            let mut found = Cells::EMPTY;
            for _ in 0..2_000 {
                let cell = pick(set, 100, rng.next_u32(), &mut rng).unwrap();
                assert!(set.contains(cell));
                found.insert(cell);
            }
            assert_eq!(found, set);
        }
        assert_eq!(pick(Cells::EMPTY, 100, 0, &mut rng), None);
    }
}
