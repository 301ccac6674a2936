//! What decides a game: a [`NewGame`] says everything (the theme and its options, the board,
//! who sits where, the colours, the seed). The setup screen, the command line and a saved game
//! all give one. [`NewGame::rules`] is the one conversion from it to the rules it plays by
//! (starting, dealing again, printing and how to play all use it), and [`super::Session::start`]
//! the one checked way to a game in play, so each applies every setting the same way, and any
//! game a teacher reports can be started again from its recorded seed.

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::{LetterCase, Player};
use lineup_core::{
    DrawMode, FirstPlayer, GameConfig, Library, RuleError, RuleSet, Seat, SetupError, ThemeError,
};

/// Everything that decides a new game, as written in a save (`current-game.toml`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NewGame {
    /// The theme's id.
    pub theme: String,
    /// The option choices, by option id; missing ones take the rules text's default.
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    pub players: u8,
    /// Teams; `None` for the theme's usual number for this many players.
    #[serde(default)]
    pub teams: Option<u8>,
    /// The seed of the shuffle, the first player and the computer players' choices.
    pub seed: u64,
    #[serde(default)]
    pub manual_draw: bool,
    /// How the first player is found; `None` for the theme's way.
    #[serde(default)]
    pub first: Option<FirstPlayer>,
    #[serde(default)]
    pub chosen_first: Seat,
    /// Who plays each seat: "person", or a computer player's level.
    pub seats: Vec<Player>,
    /// The players' names, a seat each; empty names show as "Player N".
    #[serde(default)]
    pub names: Vec<String>,
    /// The teams' colours; empty for the theme's own.
    #[serde(default)]
    pub colors: Vec<String>,
    #[serde(default = "yes")]
    pub show_words: bool,
    #[serde(default)]
    pub hints_always: bool,
    /// How long the hard computer player may think, in milliseconds.
    #[serde(default = "second")]
    pub think_ms: u64,
    #[serde(default = "yes")]
    pub open_hands: bool,
    /// The language of the letters board and of the pictures' words; `None` for the language
    /// in use when the game starts.
    #[serde(default)]
    pub board: Option<String>,
    /// The letters the class chose for that board; empty for all of them.
    #[serde(default)]
    pub letters: Vec<String>,
    #[serde(default)]
    pub case: LetterCase,
}

fn yes() -> bool {
    true
}

fn second() -> u64 {
    lineup_bots::THINK_MS
}

/// Why a game cannot start.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum StartError {
    #[error(
        "the game \"{0}\" is not loaded: start Lineup with --themes and the folder that holds its file"
    )]
    NoTheme(String),
    #[error("{0}")]
    Rules(#[from] ThemeError),
    #[error("{seats} seats are given for {players} players")]
    SeatCount { seats: usize, players: u8 },
    #[error("{0}")]
    Setup(#[from] SetupError),
    #[error("move {number} cannot be played again: {why}")]
    Move { number: usize, why: RuleError },
}

impl NewGame {
    /// A game of `theme` for these seats, with every other setting at its default.
    pub fn new(theme: &str, seats: Vec<Player>, seed: u64) -> NewGame {
        NewGame {
            theme: theme.to_string(),
            options: BTreeMap::new(),
            players: seats.len() as u8,
            teams: None,
            seed,
            manual_draw: false,
            first: None,
            chosen_first: 0,
            seats,
            names: Vec::new(),
            colors: Vec::new(),
            show_words: true,
            hints_always: false,
            think_ms: second(),
            open_hands: true,
            board: None,
            letters: Vec::new(),
            case: LetterCase::default(),
        }
    }

    /// The rules this game plays by, in its colours, on the letters board and pictures of the
    /// language it names (`language`, the one in use, where it names none), or why there are
    /// none. The one way from a setup to its rules.
    pub fn rules(&self, library: &Library, language: &str) -> Result<Arc<RuleSet>, StartError> {
        let theme =
            (library.get(&self.theme)).ok_or_else(|| StartError::NoTheme(self.theme.clone()))?;
        let language = self.board.as_deref().unwrap_or(language);
        let rules = library.rules(theme, &self.options, language, &self.letters)?;
        Ok(with_colours(rules, &self.colors))
    }

    /// This game's choices over `fresh` (a new setup of the same game), as far as they still fit
    /// `rules` (a theme may have lost a player count or an option since): who played, their
    /// names, the colours, the options, words, hints, hands, think time, drawing and who
    /// starts. The letters and their case stay `fresh`'s: they belong to the language in use.
    pub fn fitted_to(&self, fresh: &NewGame, rules: &RuleSet) -> NewGame {
        let mut game = fresh.clone();
        if !rules.player_counts().contains(&self.players)
            || self.seats.len() != self.players as usize
        {
            return game;
        }
        game.players = self.players;
        game.seats = self.seats.clone();
        game.names = (0..self.players as usize)
            .map(|seat| self.names.get(seat).cloned().unwrap_or_default())
            .collect();
        if self.colors.len() == game.colors.len() {
            game.colors = self.colors.clone();
        }
        for (option, choice) in &self.options {
            let known = (rules.options().iter())
                .any(|o| &o.id == option && o.choices.iter().any(|(id, _)| id == choice));
            if known {
                game.options.insert(option.clone(), choice.clone());
            }
        }
        game.show_words = self.show_words;
        game.hints_always = self.hints_always;
        game.think_ms = self.think_ms;
        game.open_hands = self.open_hands;
        game.manual_draw = self.manual_draw;
        if let Some(first) = self.first
            && (first != FirstPlayer::Cut || rules.can_cut())
        {
            game.first = Some(first);
        }
        game
    }

    /// How the game is dealt: players, teams, the seed, drawing and who starts.
    pub fn config(&self) -> GameConfig {
        GameConfig {
            players: self.players,
            teams: self.teams,
            seed: self.seed,
            draw: if self.manual_draw {
                DrawMode::Manual
            } else {
                DrawMode::Automatic
            },
            first: self.first,
            chosen_first: self.chosen_first,
        }
    }
}

/// `rules` with the teams' colours chosen at setup (looks only: the rules never read them).
/// Colours that do not fit (too few) leave the theme's own.
pub fn with_colours(rules: Arc<RuleSet>, colours: &[String]) -> Arc<RuleSet> {
    let teams = rules.colors().len();
    if colours.len() < teams || colours[..teams] == rules.colors()[..] {
        return rules;
    }
    (rules.with_colors(colours[..teams].to_vec())).map_or(rules, Arc::new)
}
