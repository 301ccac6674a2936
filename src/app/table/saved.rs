//! Starting a table, saving a game and picking it up again: [`Table::start`] is the one
//! checked way from a [`NewGame`] to a table, and a save is the game's `NewGame` and the moves
//! made, replayed through the rules when loaded.

use super::Table;
use crate::data::{NewGame, SavedGame, SavedMove, StartError, with_colours};
use lineup_core::Library;
use lineup_platform::clock::Duration;

impl Table {
    /// The table for `game`, on the letters board of `language` unless the game names its
    /// own, or why it cannot start. The setup screen, the command line and a save all start
    /// here.
    pub fn start(game: &NewGame, library: &Library, language: &str) -> Result<Table, StartError> {
        let theme = library
            .get(&game.theme)
            .ok_or_else(|| StartError::NoTheme(game.theme.clone()))?;
        let language = game.board.as_deref().unwrap_or(language);
        let rules = library.rules(theme, &game.options, language, &game.letters)?;
        let rules = with_colours(rules, &game.colors);
        if game.seats.len() != game.players as usize {
            return Err(StartError::SeatCount {
                seats: game.seats.len(),
                players: game.players,
            });
        }
        let mut table = Table::new(rules, game.config(), game.seats.clone(), game.open_hands)?
            .with_think_time(Duration::from_millis(game.think_ms));
        // The table keeps the game's setup as it was given, with the language its pictures'
        // words and letters are in.
        table.setup = NewGame {
            board: Some(language.to_string()),
            ..game.clone()
        };
        table.refresh_hint();
        Ok(table)
    }

    /// What decides this game: its setup, as a new game with the same seed would be started,
    /// with everything the rules settled written out (the options' defaults, the teams, the
    /// first player's way, the colours, the board's language).
    pub fn new_game(&self) -> NewGame {
        let rules = self.game.rules();
        NewGame {
            theme: rules.id().to_string(),
            options: rules.chosen().clone(),
            players: self.game.players(),
            teams: Some(self.game.teams()),
            first: Some(self.setup.first.unwrap_or(rules.first_player())),
            colors: rules.colors().to_vec(),
            board: (rules.language().map(str::to_string)).or_else(|| self.setup.board.clone()),
            ..self.setup.clone()
        }
    }

    /// What is saved of this game: its setup and the moves made.
    pub fn to_saved(&self) -> SavedGame {
        SavedGame {
            game: self.new_game(),
            moves: self.log.clone(),
        }
    }

    /// Rebuilds a saved game by replaying its moves through the rules, on the letters board it
    /// was played on (or `language`'s, for a save that names none).
    pub fn from_saved(
        saved: &SavedGame,
        library: &Library,
        language: &str,
    ) -> Result<Table, StartError> {
        let mut table = Table::start(&saved.game, library, language)?;
        table.replay(&saved.moves)?;
        Ok(table)
    }

    /// Plays saved moves again, quietly: nothing of them is heard, and undo starts from here.
    fn replay(&mut self, moves: &[SavedMove]) -> Result<(), StartError> {
        self.log.reserve(moves.len());
        for (n, step) in moves.iter().enumerate() {
            (step.action.to_action(self.game.rules()))
                .and_then(|action| self.game.apply(step.seat, action))
                .map_err(|why| StartError::Move { number: n + 1, why })?;
            self.log.push(*step);
        }
        self.changed();
        Ok(())
    }
}
