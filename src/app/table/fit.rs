//! The just-right player's memory of the people at a table: after each game it learns how
//! well it fitted them, and the app keeps that between games and days, by their names.

use super::{Player, Table};
use crate::bots::BotKind;

impl Table {
    /// The people the computer plays against here, to remember them by: their seats' names in
    /// seat order (empty names for a table nobody named).
    pub fn people(&self) -> String {
        self.players
            .iter()
            .zip(&self.names)
            .filter(|(player, _)| **player == Player::Human)
            .map(|(_, name)| name.trim())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Starts the just-right players where they left off against these people.
    pub fn set_form(&mut self, form: f32) {
        for bot in &mut self.bots {
            bot.set_form(form);
        }
    }

    /// The game is over: every computer seat learns from it, once. Returns the just-right
    /// players' form to remember for these people, if one plays here.
    pub fn learn_from_result(&mut self) -> Option<f32> {
        if self.learnt || !self.game.is_over() {
            return None;
        }
        self.learnt = true;
        for (seat, bot) in self.bots.iter_mut().enumerate() {
            bot.game_over(&self.game, seat as u8);
        }
        let seat = self
            .players
            .iter()
            .position(|&player| player == Player::Computer(BotKind::JustRight))?;
        Some(self.bots[seat].form())
    }

    /// A new deal: a game left unfinished teaches nothing, but its board is forgotten.
    pub(super) fn forget_unfinished(&mut self) {
        if !self.learnt {
            for (seat, bot) in self.bots.iter_mut().enumerate() {
                bot.game_over(&self.game, seat as u8);
            }
        }
        self.learnt = false;
    }
}
