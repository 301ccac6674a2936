//! The cells where one more chip finishes a sequence, for every team, kept up to date play by
//! play through a playout instead of read again from every line of the board each turn: a
//! chip changes only the lines through its cell.

use super::eval::{Board, Judge};
use crate::core::{Action, Cells, Game, MAX_TEAMS};

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
