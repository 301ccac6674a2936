//! The just-right player's memory of the people at a table: after each game it learns how
//! well it fitted them, and the app keeps that between games and days, by the game and the
//! names typed at setup.

use super::{Player, Table};
use crate::data::Settings;
use lineup_core::Level;

impl Table {
    /// What the app remembers this table's just-right player by: the game and the names of
    /// the people's seats, in seat order. `None` when nobody was named (a class that did not
    /// type names shares no memory with another) or no just-right player sits here.
    pub fn memory_key(&self) -> Option<String> {
        self.just_right_seat()?;
        let names: Vec<&str> = (self.session.seats().iter())
            .zip(&self.session.setup().names)
            .filter(|(player, _)| **player == Player::Human)
            .map(|(_, name)| name.trim())
            .collect();
        if names.iter().all(|name| name.is_empty()) {
            return None;
        }
        Some(format!(
            "{}: {}",
            self.session.game().rules().id(),
            names.join(" + ")
        ))
    }

    /// The just-right player's form now, to remember under [`Table::memory_key`].
    pub fn form(&self) -> Option<f32> {
        Some(self.bots[self.just_right_seat()?].form())
    }

    fn just_right_seat(&self) -> Option<usize> {
        (self.session.seats().iter())
            .position(|&player| player == Player::Computer(Level::JustRight))
    }

    /// Starts the just-right players where they left off against these people, as the
    /// settings remember them.
    pub fn fit(&mut self, settings: &Settings) {
        let key = self.memory_key();
        if let Some(&form) = key.and_then(|key| settings.forms.get(&key)) {
            for bot in &mut self.bots {
                bot.set_form(form);
            }
        }
    }

    /// Once the game is over, every computer seat learns from it, once; the just-right
    /// player's form then, by the people it played, to remember.
    pub(super) fn learnt_form(&mut self) -> Option<(String, f32)> {
        self.learn_from_result();
        Some((self.memory_key()?, self.form()?))
    }

    /// The game is over: every computer seat learns from it, once. Says whether they did.
    pub fn learn_from_result(&mut self) -> bool {
        if self.learnt.is_some() || !self.session.game().is_over() {
            return false;
        }
        self.learnt = Some(self.bots.iter().map(|bot| bot.form()).collect());
        for (seat, bot) in self.bots.iter_mut().enumerate() {
            bot.game_over(self.session.game(), seat as u8);
        }
        true
    }

    /// Moves were taken back: the computer seats forget the board they saw, and the end of
    /// a game taken back is unlearnt (it will be learnt again if the game ends again).
    pub(super) fn forget_taken_back(&mut self) {
        if !self.session.game().is_over()
            && let Some(before) = self.learnt.take()
        {
            for (bot, form) in self.bots.iter_mut().zip(before) {
                bot.set_form(form);
            }
        }
        self.bots.iter_mut().for_each(|bot| bot.forget());
    }

    /// A new deal: what the computer seats saw of the last game is forgotten; an unfinished
    /// game teaches nothing.
    pub(super) fn forget_last_game(&mut self) {
        self.bots.iter_mut().for_each(|bot| bot.forget());
        self.learnt = None;
    }
}
