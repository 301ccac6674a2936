//! The cells where one more chip finishes a sequence, for every team, kept up to date play by
//! play through a playout instead of read again from every line of the board each turn: a
//! chip changes only the lines through its cell.

use super::eval::{Board, Judge};
use lineup_core::{Action, Cells, Game, MAX_TEAMS};

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
    /// sequence made changes lines all over the board: then they are read afresh.
    pub fn after(&mut self, game: &Game, action: Action) {
        let cell = match action {
            Action::Place { cell, .. } if game.sequences().len() == self.sequences => cell,
            Action::Place { .. } | Action::Remove { .. } => {
                *self = Finishing::of(game);
                return;
            }
            _ => return,
        };
        let Some(team) = game.chip_at(cell) else {
            *self = Finishing::of(game);
            return;
        };
        let judge = Judge::new(game);
        let board = Board::of(game);
        let runs = game.rules().runs_through(cell);
        let touched = runs.iter().fold(Cells::EMPTY, |all, &run| all | run);
        // Its own lines through the cell may now need one chip more; no line of its own ends.
        let mine = &mut self.cells[team as usize];
        mine.remove(cell);
        *mine |= judge.finishing_in(&board, team, runs);
        // The other teams' lines through the cell are cut: read again any team that had a
        // finishing cell on one of them.
        for other in (0..game.teams()).filter(|&other| other != team) {
            if !(self.cells[other as usize] & touched).is_empty() {
                self.cells[other as usize] = judge.finishing_cells(&board, other);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    use super::*;
    use lineup_core::{GameConfig, Library};

    /// Random games in every theme, with 2 to 4 teams, jacks that take chips away and
    /// sequences that share a chip: after every play the cells kept up to date are the cells
    /// read from the whole board, a chip's one-pass worth is what the lines say (for two teams
    /// and for more), and whether a team could finish a sequence is whether it has such a cell.
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
                while let Some((seat, action)) = game.random_move(&mut rng) {
                    game.apply(seat, action).unwrap();
                    finishing.after(&game, action);
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
                        }
                    }
                    if game.is_over() {
                        break;
                    }
                }
            }
        }
    }
}
