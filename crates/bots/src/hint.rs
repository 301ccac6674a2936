//! Hints: the move the medium player would make for a seat, with the reason in a few plain
//! words. The app turns each [`HintReason`] into a sentence from its translations.

use super::eval::{Board, Judge};
use super::plan::Planner;
use super::{Bot, Level};
use lineup_core::{Action, Cell, Game, Seat, Team};

/// A suggested move and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    pub action: Action,
    pub reason: HintReason,
}

/// Why a move is suggested, in words a child understands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintReason {
    /// "This wins the game!"
    WinsGame,
    /// "This makes a sequence for your team."
    MakesSequence,
    /// "This blocks {team}'s {chips} in a row." (`team` is the team whose line it stops.)
    Blocks { team: Team, chips: u8 },
    /// "This takes away a chip from {team}'s {chips} in a row."
    TakesAwayThreat { team: Team, chips: u8 },
    /// "This makes {chips} in a row for your team."
    BuildsLine { chips: u8 },
    /// "This card has no space left: trade it for a new one."
    TradesDeadCard,
    /// "This space starts new lines for your team." (A quiet move: nothing to finish or stop.)
    StartsLines,
}

/// A block is worth saying when the line it stops would have reached at least this many.
const BLOCK_WORTH_SAYING: u8 = 3;

/// The move the medium player would make for `seat` now, and why; `None` when `seat` has
/// nothing to do (not its turn, or the game is over). Reads only `seat`'s hand and what is
/// on the table, so it is fair to show even with hidden hands.
pub fn hint(game: &Game, seat: Seat, seed: u64) -> Option<Hint> {
    if game.is_over() {
        return None;
    }
    let mut bot = Bot::new(Level::Medium, seed);
    let action = bot.choose(game, seat)?;
    Some(Hint {
        action,
        reason: reason(game, seat, action),
    })
}

/// Why `action` is a good move for `seat`.
pub fn reason(game: &Game, seat: Seat, action: Action) -> HintReason {
    let planner = Planner::new(game, seat);
    let team = planner.team;
    let judge = &planner.judge;
    let board = &planner.board;
    match action {
        Action::TurnIn { .. } => HintReason::TradesDeadCard,
        Action::Place { card, cell } => {
            if planner.finishing[team as usize].contains(cell) {
                return match planner.wins(card, cell) {
                    true => HintReason::WinsGame,
                    false => HintReason::MakesSequence,
                };
            }
            if let Some((other, chips)) = longest_other_line(&planner, board, cell)
                && chips >= BLOCK_WORTH_SAYING
                && chips >= own_line(judge, board, team, cell)
            {
                return HintReason::Blocks { team: other, chips };
            }
            match own_line(judge, board, team, cell) {
                chips if chips >= 2 => HintReason::BuildsLine { chips },
                _ => HintReason::StartsLines,
            }
        }
        Action::Remove { cell, .. } => {
            let owner = board.owner(cell).unwrap_or(team);
            let chips = judge
                .rules
                .runs_through(cell)
                .iter()
                .filter_map(|&run| judge.progress(board, owner, run))
                .max()
                .unwrap_or(1) as u8;
            HintReason::TakesAwayThreat {
                team: owner,
                chips: chips.saturating_sub(free_in_best(judge, board, owner, cell)),
            }
        }
        _ => HintReason::StartsLines,
    }
}

/// The longest line another team could make through `cell` by playing there: the number of
/// chips it would reach (free corners count, as they do for a sequence), which is the line a
/// chip here stops. Blue holding 3 of a 4-in-a-row line is stopped from getting 4.
fn longest_other_line(planner: &Planner, board: &Board, cell: Cell) -> Option<(Team, u8)> {
    let rules = planner.judge.rules;
    planner
        .others()
        .flat_map(|other| {
            rules.runs_through(cell).iter().filter_map(move |&run| {
                let progress = planner.judge.progress(board, other, run)?;
                Some((other, progress as u8 + 1))
            })
        })
        .max_by_key(|&(_, chips)| chips)
}

/// The longest line of `team`'s chips through `cell` once a chip is there (free corners
/// count: they are everyone's).
fn own_line(judge: &Judge, board: &Board, team: Team, cell: Cell) -> u8 {
    judge
        .rules
        .runs_through(cell)
        .iter()
        .filter_map(|&run| judge.progress(board, team, run))
        .max()
        .map_or(1, |progress| progress as u8 + 1)
}

/// Free corners in the best line of `owner` through `cell`, not counted as taken chips.
fn free_in_best(judge: &Judge, board: &Board, owner: Team, cell: Cell) -> u8 {
    judge
        .rules
        .runs_through(cell)
        .iter()
        .filter_map(|&run| judge.progress(board, owner, run).map(|p| (p, run)))
        .max_by_key(|&(progress, _)| progress)
        .map_or(0, |(_, run)| (run & judge.rules.free()).len() as u8)
}
