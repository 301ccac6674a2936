//! What anyone may read of a [`RuleSet`]: its fields are the core's alone, so a rule set
//! checked by the theme parser stays as it was checked. The level a new table's computer seats
//! start at is read here too ([`Level::first_choice`]).

use std::collections::BTreeMap;

use super::card::CardId;
use super::cells::{Cell, Cells};
use super::level::Level;
use super::problem::Problem;
use super::rules::{Ability, CardKind, DeadCards, FirstPlayer, GameOption, Picture, RuleSet};

impl RuleSet {
    /// The theme's id (`classic`, a teacher's file name).
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The game's name, in the theme's own words.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// One sentence saying what the game is.
    pub fn description(&self) -> &str {
        &self.description
    }

    /// The ages it is for, as the theme says (`4+`).
    pub fn ages(&self) -> &str {
        &self.ages
    }

    /// The computer level a new table starts with, if the theme names one (`just-right`).
    pub fn computer(&self) -> Option<Level> {
        self.computer
    }

    /// The language of the letters board the deck and board were made from, if they were.
    pub fn language(&self) -> Option<&str> {
        self.language.as_deref()
    }

    /// `text` as typing compares it in this game's language (see [`crate::fold`]).
    pub fn fold(&self, text: &str) -> String {
        crate::fold(text, self.language())
    }

    /// The board is read from the right (its letters board's script is right to left).
    pub fn right_to_left(&self) -> bool {
        self.right_to_left
    }

    /// Rows of the board.
    pub fn rows(&self) -> u8 {
        self.rows
    }

    /// Columns of the board.
    pub fn cols(&self) -> u8 {
        self.cols
    }

    /// What each cell shows: a card, or `None` for a free corner.
    pub fn faces(&self) -> &[Option<CardId>] {
        &self.faces
    }

    /// The free corners: every team may use them, no chip goes on them.
    pub fn free(&self) -> Cells {
        self.free
    }

    /// Every cell a chip may go on: the board less the free corners.
    pub fn playable(&self) -> Cells {
        self.playable
    }

    /// Every kind of card, in theme order; a [`CardId`] indexes it.
    pub fn cards(&self) -> &[CardKind] {
        &self.cards
    }

    /// Every card of the deck, in theme order, ready to be shuffled.
    pub fn full_deck(&self) -> &[CardId] {
        &self.full_deck
    }

    /// For each card kind, the cells that show it.
    pub fn card_cells(&self) -> &[Cells] {
        &self.card_cells
    }

    /// The picture a board cell of a picture board shows, if it shows one: which of its card's
    /// pictures is its place among that card's cells, in reading order.
    pub fn picture_at(&self, cell: Cell) -> Option<&Picture> {
        let card = (*self.faces.get(cell.index())?)?;
        let before = self.card_cells[card.index()]
            .iter()
            .take_while(|&c| c < cell);
        self.card(card).look.cells.get(before.count())
    }

    /// Chips in a row that make a sequence.
    pub fn in_a_row(&self) -> u8 {
        self.in_a_row
    }

    /// How many may play.
    pub fn player_counts(&self) -> &[u8] {
        &self.player_counts
    }

    /// How many teams they may form.
    pub fn team_counts(&self) -> &[u8] {
        &self.team_counts
    }

    /// The teams' chip colours, in team order: at least one for each team the rules allow
    /// (the theme checks it, [`RuleSet::with_colors`] keeps it), so any team of a game of
    /// these rules has its colour.
    pub fn colors(&self) -> &[String] {
        &self.colors
    }

    /// How many chips a new sequence may share with each sequence made before.
    pub fn shared_chips(&self) -> u8 {
        self.shared_chips
    }

    /// What happens to a card whose every cell is covered.
    pub fn dead_cards(&self) -> DeadCards {
        self.dead_cards
    }

    /// How the first player is found, unless setup says otherwise.
    pub fn first_player(&self) -> FirstPlayer {
        self.first_player
    }

    /// A game with no winner after this many turns ends as a draw.
    pub fn turn_limit(&self) -> u32 {
        self.turn_limit
    }

    /// The options players may choose, with the rules text's defaults.
    pub fn options(&self) -> &[GameOption] {
        &self.options
    }

    /// The choice made for each option.
    pub fn chosen(&self) -> &BTreeMap<String, String> {
        &self.chosen
    }

    /// Whether the board's pictures have words that can be shown under them (letters).
    pub fn pictures_have_words(&self) -> bool {
        (self.cards.iter()).any(|card| card.look.cells.iter().any(|cell| cell.word.is_some()))
    }

    /// Ways a game of these rules can end with nobody winning, for the theme's author: they are
    /// allowed (every game still ends, at the turn limit), but rarely what a class wants.
    pub fn warnings(&self) -> Vec<Problem> {
        let mut warnings = Vec::new();
        if !self
            .cards
            .iter()
            .any(|card| card.ability == Ability::Remove)
        {
            warnings.push(Problem {
                place: "cards".into(),
                what: "no card takes a chip away, so the board can fill up with nobody able to \
                       win; such a game ends with no winner"
                    .into(),
                fix: "add a card with `does = \"remove\"`, or keep it if that is what you want"
                    .into(),
                picture: None,
            });
        }
        let free = self.free.len() as usize;
        let cells = self.playable.len() as usize;
        for (&teams, &to_win) in &self.to_win {
            let length = self.in_a_row as usize;
            let overlap = (self.shared_chips as usize).min(length);
            let needed = to_win as usize * length - (to_win as usize - 1) * overlap;
            let room = cells.div_ceil(teams.max(1) as usize) + free;
            if needed > room {
                warnings.push(Problem {
                    place: format!("rules.to_win.{teams}"),
                    what: format!(
                        "with {teams} teams a team has room for {room} chips at most, but \
                         {to_win} sequences need {needed}: nobody can ever win"
                    ),
                    fix: "ask for fewer sequences, or fewer chips in a row".into(),
                    picture: None,
                });
            }
        }
        warnings
    }

    /// The most teams a game of these rules may have.
    pub fn max_teams(&self) -> u8 {
        self.team_counts.iter().copied().max().unwrap_or(0)
    }

    /// These rules with the teams' chips in other colours (looks only: no rule reads them),
    /// or why not: every team the rules allow needs a colour.
    pub fn with_colors(&self, colors: Vec<String>) -> Result<RuleSet, TooFewColors> {
        let teams = self.max_teams();
        if colors.len() < teams as usize {
            return Err(TooFewColors {
                given: colors.len(),
                teams,
            });
        }
        let mut rules = self.clone();
        rules.colors = colors;
        Ok(rules)
    }
}

// Written beside the rule set it reads rather than in `level`: the rules name a level, and a
// level knows nothing of the rules.
impl Level {
    /// The level a new table of these rules starts its computer seats at: the theme's own
    /// (`[players] computer`), else [`Level::USUAL`].
    pub fn first_choice(rules: &RuleSet) -> Level {
        rules.computer().unwrap_or(Level::USUAL)
    }
}

/// Fewer chip colours than the teams a rule set allows.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{given} chip colours for up to {teams} teams: every team needs its own")]
pub struct TooFewColors {
    /// The colours given.
    pub given: usize,
    /// The most teams the rules allow.
    pub teams: u8,
}
