//! Starting a table, saving a game and picking it up again: the game in play is a
//! [`Session`](crate::data::Session), started from a [`NewGame`] or replayed from a save,
//! which the table shows.

use super::Table;
use crate::data::{NewGame, SavedGame, Session, StartError};
use lineup_core::Library;

impl Table {
    /// The table for `game`, on the letters board of `language` unless the game names its
    /// own, or why it cannot start. The setup screen, the command line and a save all start
    /// here.
    pub fn start(game: &NewGame, library: &Library, language: &str) -> Result<Table, StartError> {
        Ok(Table::with_session(Session::start(
            game, library, language,
        )?))
    }

    /// What decides this game: its setup, as a new game with the same seed would be started.
    pub fn new_game(&self) -> NewGame {
        self.session.new_game()
    }

    /// What is saved of this game: its setup and the moves made.
    pub fn to_saved(&self) -> SavedGame {
        self.session.to_saved()
    }

    /// Rebuilds a saved game by replaying its moves through the rules, on the letters board it
    /// was played on (or `language`'s, for a save that names none).
    pub fn from_saved(
        saved: &SavedGame,
        library: &Library,
        language: &str,
    ) -> Result<Table, StartError> {
        let mut table = Table::with_session(Session::from_saved(saved, library, language)?);
        table.changed();
        Ok(table)
    }
}
