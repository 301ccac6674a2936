//! Saving a game and picking it up again: a save is the game's [`NewGame`] and the moves made,
//! replayed through the rules when loaded.

use super::{PERSON, Player, Table};
use crate::app::new_game::{NewGame, StartError};
use crate::app::save::{SavedGame, SavedMove};
use lineup_bots::UnknownBot;
use lineup_core::{DrawMode, Library};

impl Table {
    /// What decides this game: its setup, as a new game with the same seed would be started.
    pub fn new_game(&self) -> NewGame {
        let rules = self.game.rules();
        NewGame {
            theme: rules.id().to_string(),
            options: rules.chosen().clone(),
            players: self.game.players(),
            teams: Some(self.game.teams()),
            seed: self.config.seed,
            manual_draw: self.config.draw == DrawMode::Manual,
            first: Some(self.config.first.unwrap_or(rules.first_player())),
            chosen_first: self.config.chosen_first,
            seats: self.players.clone(),
            names: self.names.clone(),
            colors: rules.colors().to_vec(),
            show_words: self.show_words,
            hints_always: self.hints_always,
            think_ms: self.think_ms,
            open_hands: self.open_hands,
            board: rules
                .language()
                .map(str::to_string)
                .or_else(|| self.words_language.clone()),
            letters: self.letters.clone(),
            case: self.case,
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
        let mut table = saved.game.start(library, language)?;
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

impl From<Player> for String {
    fn from(player: Player) -> String {
        match player {
            Player::Human => PERSON.to_string(),
            Player::Computer(kind) => kind.name().to_string(),
        }
    }
}

impl TryFrom<String> for Player {
    type Error = UnknownBot;

    fn try_from(seat: String) -> Result<Player, UnknownBot> {
        match seat.as_str() {
            PERSON => Ok(Player::Human),
            bot => bot.parse().map(Player::Computer),
        }
    }
}
