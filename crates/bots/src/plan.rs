//! Scoring one move at a time: lines made and blocked, sequences finished or stopped, and the
//! cost of spending a jack. The medium player, the hard player's search and hints all use it.

use rand::Rng;

use super::eval::{Board, Judge};
use super::finishing::Finishing;
use super::gains::Gains;
use lineup_core::{Ability, Action, CardId, Cell, Cells, Game, MAX_TEAMS, Seat, Team};

/// Finishing a sequence that wins the game.
pub const WIN: i32 = 1_000_000;
/// Finishing a sequence when more are needed.
pub const SEQUENCE: i32 = 100_000;
/// Putting a chip where another team would win next.
const BLOCK_WIN: i32 = 50_000;
/// Putting a chip where another team would finish a sequence (not yet the winning one).
const BLOCK_SEQUENCE: i32 = 20_000;
/// What spending a wild card costs: it is worth keeping for when it matters.
pub const WILD_COST: i32 = 300;
/// What spending a remove card costs.
pub const REMOVE_COST: i32 = 300;

/// One seat's view of the board, ready to score its moves.
pub struct Planner<'a> {
    pub game: &'a Game,
    pub judge: Judge<'a>,
    pub board: Board,
    pub seat: Seat,
    pub team: Team,
    /// For each team, the cells where one chip more makes a sequence.
    pub finishing: [Cells; MAX_TEAMS as usize],
    /// For each team, whether its next sequence wins.
    pub one_to_win: [bool; MAX_TEAMS as usize],
    /// The worth of the cells weighed before, where it is kept (through a playout).
    gains: Option<&'a Gains>,
}

impl<'a> Planner<'a> {
    pub fn new(game: &'a Game, seat: Seat) -> Planner<'a> {
        Planner::with_finishing(game, seat, Finishing::of(game).cells)
    }

    /// The seat's view, with every team's finishing cells already known.
    pub fn with_finishing(
        game: &'a Game,
        seat: Seat,
        finishing: [Cells; MAX_TEAMS as usize],
    ) -> Planner<'a> {
        let judge = Judge::new(game);
        let board = Board::of(game);
        let mut one_to_win = [false; MAX_TEAMS as usize];
        for team in 0..game.teams() {
            one_to_win[team as usize] = game.sequence_count(team) + 1 >= game.sequences_to_win();
        }
        Planner {
            game,
            judge,
            board,
            seat,
            team: game.team_of(seat),
            finishing,
            one_to_win,
            gains: None,
        }
    }

    /// The same view, weighing cells through `gains`: a cell's worth is weighed once until
    /// the lines through it change.
    pub fn keeping(self, gains: &'a Gains) -> Planner<'a> {
        Planner {
            gains: Some(gains),
            ..self
        }
    }

    pub fn others(&self) -> impl Iterator<Item = Team> + '_ {
        (0..self.game.teams()).filter(move |&team| team != self.team)
    }

    /// Cells where another team would finish a sequence.
    pub fn their_finishing(&self) -> Cells {
        self.others().fold(Cells::EMPTY, |all, team| {
            all | self.finishing[team as usize]
        })
    }

    /// The board after `card` is played on `cell`.
    pub fn after(&self, card: CardId, cell: Cell) -> Board {
        let mut board = self.board;
        match self.game.rules().ability(card) {
            Ability::Remove => board.take(cell),
            Ability::Place | Ability::Wild => board.place(cell, self.team),
        }
        board
    }

    /// Whether playing `card` on `cell` wins the game at once.
    pub fn wins(&self, card: CardId, cell: Cell) -> bool {
        self.game.rules().ability(card) != Ability::Remove
            && self.one_to_win[self.team as usize]
            && self.finishing[self.team as usize].contains(cell)
    }

    /// A quick score for playing `card` on `cell`: what it does to the lines through that cell.
    pub fn quick(&self, card: CardId, cell: Cell) -> i32 {
        let judge = &self.judge;
        match self.game.rules().ability(card) {
            ability @ (Ability::Place | Ability::Wild) => {
                let mut score = match self.gains {
                    Some(gains) => gains.get(judge, &self.board, self.team, cell),
                    None => judge.place_gain(&self.board, self.team, cell),
                };
                if self.finishing[self.team as usize].contains(cell) {
                    score += match self.one_to_win[self.team as usize] {
                        true => WIN,
                        false => SEQUENCE,
                    };
                }
                for other in self.others() {
                    if self.finishing[other as usize].contains(cell) {
                        score += match self.one_to_win[other as usize] {
                            true => BLOCK_WIN,
                            false => BLOCK_SEQUENCE,
                        };
                    }
                }
                if ability == Ability::Wild {
                    score -= WILD_COST;
                }
                score
            }
            Ability::Remove => {
                let after = self.after(card, cell);
                let owner = self.board.owner(cell).unwrap_or(self.team);
                let mut score = judge.lines_through(&self.board, owner, cell)
                    - judge.lines_through(&after, owner, cell)
                    + judge.lines_through(&after, self.team, cell)
                    - judge.lines_through(&self.board, self.team, cell);
                let threats = self.finishing[owner as usize];
                if !threats.is_empty() {
                    let left = judge.finishing_cells(&after, owner);
                    let stopped = threats.len() - (left & threats).len();
                    let each = match self.one_to_win[owner as usize] {
                        true => BLOCK_WIN,
                        false => BLOCK_SEQUENCE,
                    };
                    score += each * stopped as i32;
                }
                score - REMOVE_COST
            }
        }
    }

    /// Every play of the seat with its quick score. With `urgent_jacks`, jacks are only
    /// considered where a sequence is finished or stopped (much quicker, for playouts).
    pub fn scored_moves(&self, urgent_jacks: bool, out: &mut Vec<(Action, i32)>) {
        out.clear();
        let game = self.game;
        let rules = game.rules();
        let urgent = self.finishing[self.team as usize] | self.their_finishing();
        for card in game.distinct_cards(self.seat) {
            let mut targets = game.targets(self.seat, card);
            if urgent_jacks {
                match rules.ability(card) {
                    Ability::Place => {}
                    Ability::Wild => targets = targets & urgent,
                    Ability::Remove => {
                        let mut threatening = Cells::EMPTY;
                        for other in self.others() {
                            if !self.finishing[other as usize].is_empty() {
                                threatening |= self.judge.threatening_chips(&self.board, other);
                            }
                        }
                        targets = targets & threatening;
                    }
                }
            }
            for cell in targets {
                out.push((rules.play(card, cell), self.quick(card, cell)));
            }
        }
    }
}

/// The move with the best score, ties broken at random; `None` for no moves.
pub fn best(moves: &[(Action, i32)], rng: &mut impl Rng) -> Option<Action> {
    let top = moves.iter().map(|&(_, score)| score).max()?;
    let ties = moves.iter().filter(|&&(_, score)| score == top).count();
    let pick = rng.random_range(0..ties);
    moves
        .iter()
        .filter(|&&(_, score)| score == top)
        .nth(pick)
        .map(|&(action, _)| action)
}

/// The card and cell of a play.
pub fn card_and_cell(action: Action) -> Option<(CardId, Cell)> {
    match action {
        Action::Place { card, cell } | Action::Remove { card, cell } => Some((card, cell)),
        _ => None,
    }
}
