//! The cells where one more chip finishes a sequence, for every team, kept up to date play by
//! play through a playout instead of read again from every line of the board each turn: a
//! chip changes only the lines through its cell.

use super::eval::{Board, Judge};
use lineup_core::{Action, Cell, Cells, Game, MAX_TEAMS};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finishing {
    pub cells: [Cells; MAX_TEAMS as usize],
    sequences: usize,
}

impl Finishing {
    /// Every team's finishing cells, read from the whole board.
    pub fn of(game: &Game) -> Finishing {
        let judge = Judge::new(game);
        let board = Board::of(game);
        let mut cells = [Cells::EMPTY; MAX_TEAMS as usize];
        for team in 0..game.teams() {
            cells[team as usize] = judge.finishing_cells(&board, team);
        }
        Finishing {
            cells,
            sequences: game.sequences().len(),
        }
    }

    /// Brings them up to date after `action`, just applied to `game`. A chip taken away or a
    /// sequence made changes lines all over the board: then they are read afresh. The cells
    /// whose lines changed come back (every cell, once a sequence is made).
    pub fn after(&mut self, game: &Game, action: Action) -> Cells {
        let cell = match action {
            Action::Place { cell, .. } if game.sequences().len() == self.sequences => cell,
            Action::Remove { cell, .. } => {
                *self = Finishing::of(game);
                return on_lines_through(game, cell);
            }
            Action::Place { .. } => {
                *self = Finishing::of(game);
                return !Cells::EMPTY;
            }
            _ => return Cells::EMPTY,
        };
        let Some(team) = game.chip_at(cell) else {
            *self = Finishing::of(game);
            return !Cells::EMPTY;
        };
        let judge = Judge::new(game);
        let board = Board::of(game);
        let runs = game.rules().runs_through(cell);
        let touched = on_lines_through(game, cell);
        // Its own lines through the cell may now need one chip more; no line of its own ends.
        let mine = &mut self.cells[team as usize];
        mine.remove(cell);
        *mine |= judge.finishing_in(&board, team, runs);
        // The other teams' lines through the cell are cut. A finishing cell of theirs off those
        // lines stays one; one on them (still empty, so the one cell its lines lack) stays one
        // only if another of its lines still lacks just it.
        for other in (0..game.teams()).filter(|&other| other != team) {
            let theirs = &mut self.cells[other as usize];
            let cut = *theirs & touched;
            *theirs = *theirs & !touched;
            for at in cut {
                if at != cell {
                    *theirs |= judge.finishing_in(&board, other, game.rules().runs_through(at));
                }
            }
        }
        touched
    }
}

/// The cells on the lines through `cell`.
fn on_lines_through(game: &Game, cell: Cell) -> Cells {
    (game.rules().runs_through(cell).iter()).fold(Cells::EMPTY, |all, &run| all | run)
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    use super::*;
    use crate::gains::Gains;
    use lineup_core::{GameConfig, Library};

    /// Random games in every theme, with 2 to 4 teams, jacks that take chips away and
    /// sequences that share a chip: after every play the cells kept up to date are the cells
    /// read from the whole board, a chip's one-pass worth is what the lines say (for two teams
    /// and for more) and its worth kept from turn to turn is the same, and whether a team could
    /// finish a sequence is whether it has such a cell.
    #[test]
    fn kept_up_to_date_is_the_same_as_read_afresh() {
        let library = Library::built_in();
        for (theme, players) in [
            ("classic", 2),
            ("classic", 3),
            ("classic", 4),
            ("animals", 4),
            ("single-deck", 2),
            ("letters", 3),
        ] {
            let rules = library.get(theme).unwrap().rules().clone();
            for seed in 0..6 {
                let mut game = Game::new(rules.clone(), &GameConfig::new(players, seed)).unwrap();
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
                let mut finishing = Finishing::of(&game);
                let (gains, mut kept) = (&mut Gains::new(), 0);
                while let Some((seat, action)) = game.random_move(&mut rng) {
                    game.apply(seat, action).unwrap();
                    gains.forget(finishing.after(&game, action));
                    assert_eq!(finishing, Finishing::of(&game), "{theme}, seed {seed}");
                    let judge = Judge::new(&game);
                    let board = Board::of(&game);
                    for team in 0..game.teams() {
                        assert_eq!(
                            judge.could_finish(&board, team),
                            !judge.finishing_cells(&board, team).is_empty()
                        );
                        for cell in game.open() {
                            let mut after = board;
                            after.place(cell, team);
                            let mut lines = judge.lines_through(&after, team, cell)
                                - judge.lines_through(&board, team, cell);
                            for other in (0..game.teams()).filter(|&other| other != team) {
                                lines += judge.lines_through(&board, other, cell)
                                    - judge.lines_through(&after, other, cell);
                            }
                            assert_eq!(judge.place_gain(&board, team, cell), lines);
                            kept += usize::from(gains.knows(team, cell));
                            assert_eq!(gains.get(&judge, &board, team, cell), lines);
                        }
                    }
                    if game.is_over() {
                        break;
                    }
                }
                assert!(kept > 0, "{theme}, seed {seed}: no worth was kept");
            }
        }
    }
}
