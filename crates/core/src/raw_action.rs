//! An action as a file writes it: plain numbers, checked against a game's rules before they
//! become an [`Action`]. Saved games keep their moves this way, so a file can never hand the
//! rules a card or a cell they do not have.

use serde::{Deserialize, Serialize};

use crate::action::{Action, RuleError, Team};
use crate::card::CardId;
use crate::cells::Cell;
use crate::rules::RuleSet;

/// An [`Action`] as a file writes it: a card by its number in the theme's list of card kinds,
/// a cell by its number in reading order. Nothing in it is checked until
/// [`RawAction::to_action`] checks it against the rules of the game it is for.
///
/// In TOML: `action = { place = { card = 3, cell = 17 } }`, `action = "draw"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RawAction {
    /// [`Action::Place`].
    Place {
        /// The card's number.
        card: u8,
        /// The cell's number.
        cell: u8,
    },
    /// [`Action::Remove`].
    Remove {
        /// The card's number.
        card: u8,
        /// The cell's number.
        cell: u8,
    },
    /// [`Action::TurnIn`].
    TurnIn {
        /// The card's number.
        card: u8,
    },
    /// [`Action::Draw`].
    Draw,
    /// [`Action::Discard`].
    Discard {
        /// The card's number.
        card: u8,
    },
    /// [`Action::Penalty`].
    Penalty {
        /// The team that talked.
        team: Team,
    },
}

impl RawAction {
    /// The action these numbers stand for in a game of `rules`, or why there is none: a card
    /// the deck lacks is in no hand ([`RuleError::CardNotInHand`]), a cell the board lacks is
    /// [`RuleError::NoSuchCell`]. Everything else is for [`Game::apply`](crate::Game::apply)
    /// to judge.
    pub fn to_action(self, rules: &RuleSet) -> Result<Action, RuleError> {
        let card = |card: u8| rules.card_at(card as usize).ok_or(RuleError::CardNotInHand);
        let cell = |cell: u8| rules.cell(cell as usize).ok_or(RuleError::NoSuchCell);
        Ok(match self {
            RawAction::Place { card: c, cell: at } => Action::Place {
                card: card(c)?,
                cell: cell(at)?,
            },
            RawAction::Remove { card: c, cell: at } => Action::Remove {
                card: card(c)?,
                cell: cell(at)?,
            },
            RawAction::TurnIn { card: c } => Action::TurnIn { card: card(c)? },
            RawAction::Draw => Action::Draw,
            RawAction::Discard { card: c } => Action::Discard { card: card(c)? },
            RawAction::Penalty { team } => Action::Penalty { team },
        })
    }
}

impl From<Action> for RawAction {
    fn from(action: Action) -> RawAction {
        let card = |card: CardId| card.index() as u8;
        let cell = |cell: Cell| cell.index() as u8;
        match action {
            Action::Place { card: c, cell: at } => RawAction::Place {
                card: card(c),
                cell: cell(at),
            },
            Action::Remove { card: c, cell: at } => RawAction::Remove {
                card: card(c),
                cell: cell(at),
            },
            Action::TurnIn { card: c } => RawAction::TurnIn { card: card(c) },
            Action::Draw => RawAction::Draw,
            Action::Discard { card: c } => RawAction::Discard { card: card(c) },
            Action::Penalty { team } => RawAction::Penalty { team },
        }
    }
}
