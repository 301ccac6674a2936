//! The words of a scenario file turned into the core's values: cells, cards, teams, seats,
//! actions and the board.

use super::ScenarioError;
use crate::{
    Action, CardId, Cell, FREE_MARK, Game, RuleSet, Seat, Team, board_rows, team_from_letter,
};

/// A team letter: A for team 0 (seat 0's), B, C, D; checked against the game.
pub(super) fn team(letter: &str, game: &Game) -> Result<Team, ScenarioError> {
    let team =
        team_from_letter(letter).ok_or_else(|| ScenarioError::NotATeam(letter.trim().into()))?;
    if team >= game.teams() {
        return Err(ScenarioError::NoSuchTeam {
            letter: letter.to_string(),
            teams: game.teams(),
        });
    }
    Ok(team)
}

/// A seat named in a scenario, checked against the game: "2" in a game of two players is no
/// seat (they are 0 and 1).
pub(super) fn seat(text: &str, game: &Game, field: &'static str) -> Result<Seat, ScenarioError> {
    text.parse::<u8>()
        .ok()
        .filter(|&seat| seat < game.players())
        .ok_or_else(|| ScenarioError::NotASeat {
            field,
            text: text.to_string(),
            last: game.players() - 1,
        })
}

/// `"ROW,COL"` from the top-left, 0-based, or `"CARD#N"`: the N-th cell (from 1) showing CARD.
pub(super) fn cell(text: &str, rules: &RuleSet) -> Result<Cell, ScenarioError> {
    if let Some((name, n)) = text.split_once('#') {
        let id = card(name, rules)?;
        let n: u32 = n
            .trim()
            .parse()
            .map_err(|_| ScenarioError::NotANumber(text.into()))?;
        return rules.card_cells()[id.index()]
            .nth(n.wrapping_sub(1))
            .ok_or_else(|| ScenarioError::NotThatManyCells {
                text: text.into(),
                card: name.into(),
                n,
            });
    }
    let not_a_cell = || ScenarioError::NotACell(text.into());
    let (row, col) = text.split_once(',').ok_or_else(not_a_cell)?;
    let row: u8 = row.trim().parse().map_err(|_| not_a_cell())?;
    let col: u8 = col.trim().parse().map_err(|_| not_a_cell())?;
    rules
        .cell_at(row, col)
        .ok_or_else(|| ScenarioError::OffTheBoard(text.into()))
}

pub(super) fn card(text: &str, rules: &RuleSet) -> Result<CardId, ScenarioError> {
    rules.card_id(text).ok_or_else(|| ScenarioError::NotACard {
        card: text.into(),
        theme: rules.id().to_string(),
    })
}

pub(super) fn cards(texts: &[String], rules: &RuleSet) -> Result<Vec<CardId>, ScenarioError> {
    texts.iter().map(|text| card(text, rules)).collect()
}

pub(super) fn action(text: &str, game: &Game) -> Result<Action, ScenarioError> {
    let rules = game.rules();
    let words: Vec<&str> = text.split_whitespace().collect();
    let action = match words.as_slice() {
        ["play", name, "at", at] => Action::Place {
            card: card(name, rules)?,
            cell: cell(at, rules)?,
        },
        ["remove", "with", name, "at", at] => Action::Remove {
            card: card(name, rules)?,
            cell: cell(at, rules)?,
        },
        ["turn-in", name] => Action::TurnIn {
            card: card(name, rules)?,
        },
        ["draw"] => Action::Draw,
        ["discard", name] => Action::Discard {
            card: card(name, rules)?,
        },
        ["penalty", "table-talk", letter] => Action::Penalty {
            team: team(letter, game)?,
        },
        _ => return Err(ScenarioError::NotAnAction(text.into())),
    };
    Ok(action)
}

/// The chips of a board drawn as team letters, `.` for an empty cell and `**` for a free
/// corner: every cell of the board, with its team or none.
pub(super) fn board(text: &str, game: &Game) -> Result<Vec<(Cell, Option<Team>)>, ScenarioError> {
    let rules = game.rules();
    let rows = board_rows(text);
    if rows.len() != rules.rows() as usize {
        return Err(ScenarioError::BoardRows {
            rows: rows.len(),
            want: rules.rows(),
        });
    }
    let mut chips = Vec::with_capacity(rules.cell_count());
    for (row, tokens) in rows.iter().enumerate() {
        if tokens.len() != rules.cols() as usize {
            return Err(ScenarioError::BoardCells {
                row: row + 1,
                cells: tokens.len(),
                want: rules.cols(),
            });
        }
        for (col, &token) in tokens.iter().enumerate() {
            let at = Cell::new(row * rules.cols() as usize + col);
            let free = rules.free().contains(at);
            match token {
                _ if free && token == FREE_MARK => {}
                "." if !free => chips.push((at, None)),
                letter if !free && letter.len() == 1 => {
                    chips.push((at, Some(team(letter, game)?)));
                }
                _ => {
                    return Err(ScenarioError::BoardCell {
                        row: row + 1,
                        col: col + 1,
                        token: token.into(),
                    });
                }
            }
        }
    }
    Ok(chips)
}
