//! How the board is cut into pages: as few as keep every space big enough for a child's hand
//! and a chip, upright or on their side, and which board column each space shows when the
//! board is read from the right.

use super::paper::MM;
use super::{HEADING, MARGIN};
use lineup_core::RuleSet;

/// The smallest space that a child's chip and finger fit on comfortably: about 3.5 cm, which
/// still lays a classic board's ten columns over two pages across, on A4 as on Letter.
const SMALLEST: f32 = 34.0 * MM;
/// Larger spaces only take more paper.
const LARGEST: f32 = 55.0 * MM;
/// The gap between spaces, as on screen.
pub const GAP: f32 = 1.6 * MM;
/// The grey strip at a page's edge where the next page is glued.
pub const STRIP: f32 = 12.0 * MM;
/// The line under the board: the page's number and the map of the pages.
pub const FOOTER: f32 = 12.0 * MM;
/// Room between the heading and the spaces, for the dotted line of a page cut at its top.
pub const BELOW_HEADING: f32 = 5.0 * MM;

/// How the board is cut into pages.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    /// The pages' size: upright or on its side, whichever takes fewer pages.
    pub page: (f32, f32),
    /// Pages across and down.
    pub across: u8,
    pub down: u8,
    /// Columns and rows of spaces on a full page.
    pub cols: u8,
    pub rows: u8,
    /// A space's width and height, in points.
    pub cell: f32,
}

impl Plan {
    /// The fewest pages whose spaces are at least [`SMALLEST`] across, and of those the
    /// largest spaces, for a board of `rows` by `cols` on paper `(width, height)` upright.
    pub fn new(rows: u8, cols: u8, (width, height): (f32, f32)) -> Plan {
        let mut best: Option<Plan> = None;
        for page in [(width, height), (height, width)] {
            for across in 1..=cols.max(1) {
                for down in 1..=rows.max(1) {
                    let (per_col, per_row) = (cols.div_ceil(across), rows.div_ceil(down));
                    let strip = |more: bool| if more { STRIP } else { 0.0 };
                    let room_x = page.0 - 2.0 * MARGIN - strip(across > 1);
                    let room_y =
                        page.1 - HEADING - BELOW_HEADING - FOOTER - MARGIN - strip(down > 1);
                    let cell = (room_x / per_col as f32).min(room_y / per_row as f32) - GAP;
                    let plan = Plan {
                        page,
                        across,
                        down,
                        cols: per_col,
                        rows: per_row,
                        cell: cell.min(LARGEST),
                    };
                    let pages = |plan: &Plan| plan.across as u32 * plan.down as u32;
                    let better = match &best {
                        None => true,
                        Some(best) if best.cell < SMALLEST => plan.cell > best.cell,
                        Some(best) => {
                            plan.cell >= SMALLEST
                                && (pages(&plan), -plan.cell) < (pages(best), -best.cell)
                        }
                    };
                    if better {
                        best = Some(plan);
                    }
                }
            }
        }
        best.unwrap_or(Plan {
            page: (width, height),
            across: 1,
            down: 1,
            cols,
            rows,
            cell: SMALLEST,
        })
    }
}

/// The board column shown `shown`-th from the left: the first column is on the right of a
/// board read from the right (as `Grid::column_at` on screen).
pub fn column_at(rules: &RuleSet, shown: u8) -> u8 {
    match rules.right_to_left() {
        true => rules.cols() - 1 - shown,
        false => shown,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::Paper;

    #[test]
    fn a_classic_board_takes_four_pages_and_a_letters_board_two() {
        let classic = Plan::new(10, 10, Paper::A4.size());
        assert_eq!((classic.across, classic.down), (2, 2), "{classic:?}");
        assert!(classic.cell >= SMALLEST, "{classic:?}");
        let letters = Plan::new(6, 8, Paper::A4.size());
        assert_eq!(
            letters.across as u32 * letters.down as u32,
            2,
            "{letters:?}"
        );
        // Arabic's 28 letters make a board of 7 rows: still two pages.
        let arabic = Plan::new(7, 8, Paper::A4.size());
        assert_eq!(arabic.across as u32 * arabic.down as u32, 2, "{arabic:?}");
        let letter = Plan::new(10, 10, Paper::Letter.size());
        assert!(letter.cell >= SMALLEST, "{letter:?}");
    }

    #[test]
    fn a_board_read_from_the_right_starts_on_the_right() {
        let library = lineup_core::Library::built_in();
        let letters = library.get("letters").unwrap();
        let arabic = library
            .rules(letters, &Default::default(), "ar", &[])
            .unwrap();
        assert!(arabic.right_to_left());
        assert_eq!(column_at(&arabic, 0), arabic.cols() - 1);
        let english = library
            .rules(letters, &Default::default(), "en", &[])
            .unwrap();
        assert_eq!(column_at(&english, 0), 0);
    }
}
