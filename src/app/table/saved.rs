//! Saving a game and picking it up again: a save is the setup and the moves, replayed through
//! the rules when loaded.

use std::sync::Arc;

use super::{PERSON, Player, Table};
use crate::app::save::SavedGame;
use crate::core::{DrawMode, GameConfig, Library, RuleSet};

impl Table {
    /// What is saved of this game: its setup and the moves made.
    pub fn to_saved(&self) -> SavedGame {
        let rules = self.game.rules();
        SavedGame {
            theme: rules.id().to_string(),
            options: rules.chosen().clone(),
            players: self.game.players(),
            teams: self.game.teams(),
            seed: self.config.seed,
            manual_draw: self.config.draw == DrawMode::Manual,
            first: self.config.first.unwrap_or(rules.first_player()),
            chosen_first: self.config.chosen_first,
            seats: self
                .players
                .iter()
                .map(|player| match player {
                    Player::Human => PERSON.to_string(),
                    Player::Computer(kind) => kind.name().to_string(),
                })
                .collect(),
            names: self.names.clone(),
            colors: rules.colors().to_vec(),
            show_words: self.show_words,
            hints_always: self.hints_always,
            think_ms: self.think_ms,
            open_hands: self.open_hands,
            board: rules.language().map(str::to_string),
            letters: self.letters.clone(),
            case: self.case,
            moves: self.log.clone(),
        }
    }

    /// Rebuilds a saved game by replaying its moves through the rules.
    pub fn from_saved(saved: &SavedGame, library: &Library) -> Result<Table, String> {
        let theme = library
            .get(&saved.theme)
            .ok_or_else(|| format!("the theme \"{}\" is not here any more", saved.theme))?;
        let language = saved
            .board
            .as_deref()
            .unwrap_or(crate::app::i18n::language());
        let rules = library
            .rules(theme, &saved.options, language, &saved.letters)
            .map_err(|error| error.to_string())?;
        let rules = with_colours(rules, &saved.colors);
        let players = saved
            .seats
            .iter()
            .map(|seat| match seat.as_str() {
                PERSON => Ok(Player::Human),
                bot => bot.parse().map(Player::Computer),
            })
            .collect::<Result<Vec<_>, _>>()?;
        if players.len() != saved.players as usize {
            return Err(format!(
                "{} seats for {} players",
                players.len(),
                saved.players
            ));
        }
        let config = GameConfig {
            players: saved.players,
            teams: Some(saved.teams),
            seed: saved.seed,
            draw: if saved.manual_draw {
                DrawMode::Manual
            } else {
                DrawMode::Automatic
            },
            first: Some(saved.first),
            chosen_first: saved.chosen_first,
        };
        let mut table = Table::new(rules, config, players, saved.open_hands)?
            .with_names(saved.names.clone())
            .with_words(saved.show_words)
            .with_case(saved.case)
            .with_letters(saved.letters.clone())
            .with_think_time(std::time::Duration::from_millis(saved.think_ms));
        for (n, step) in saved.moves.iter().enumerate() {
            if table.act(step.seat, step.action).is_none() {
                return Err(format!("move {} ({:?}) is not allowed", n + 1, step.action));
            }
        }
        table.history.clear();
        // The replayed moves happened before: nothing of them is heard again.
        table.cues.clear();
        table.hints_always = saved.hints_always;
        table.refresh_hint();
        Ok(table)
    }
}

/// `rules` with the teams' colours chosen at setup (looks only: the rules never read them).
/// Colours that do not fit (too few) leave the theme's own.
pub fn with_colours(rules: Arc<RuleSet>, colours: &[String]) -> Arc<RuleSet> {
    if colours.len() < rules.colors().len() || colours[..rules.colors().len()] == rules.colors()[..]
    {
        return rules;
    }
    let teams = rules.colors().len();
    Arc::new(rules.with_colors(colours[..teams].to_vec()))
}
