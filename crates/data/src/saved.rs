//! A game in progress as it is saved: how it was started, and the moves made since. Loading
//! replays the moves through the rules, so a save can never smuggle in an impossible position.

use serde::{Deserialize, Serialize};

use super::NewGame;
use lineup_core::{RawAction, Seat};

/// What a saved game holds: how it was started, and the moves made since.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    #[serde(flatten)]
    pub game: NewGame,
    #[serde(default)]
    pub moves: Vec<SavedMove>,
}

/// One move of a saved game: who made it, and what.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedMove {
    pub seat: Seat,
    /// Checked against the game's rules when replayed.
    pub action: RawAction,
}
