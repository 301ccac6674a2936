//! A theme file as written: plain serde structs, checked by the rest of this folder.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::rules::{Ability, DeadCards, EmptyDeck, FirstPlayer, LateDraw, Look, Picture};

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTheme {
    pub(super) id: String,
    pub(super) name: String,
    #[serde(default)]
    pub(super) description: String,
    #[serde(default)]
    pub(super) ages: String,
    #[serde(default)]
    pub(super) sources: Vec<String>,
    /// Missing where the deck and board come from a letters board.
    pub(super) board: Option<RawBoard>,
    #[serde(default)]
    pub(super) cards: Vec<RawCard>,
    /// The deck and board come from a letters board (`themes/alphabets/<tag>.toml`), for the
    /// language in use and the letters a class chose.
    #[serde(default)]
    pub(super) letters_board: bool,
    pub(super) players: RawPlayers,
    pub(super) rules: RawRules,
    #[serde(default)]
    pub(super) options: BTreeMap<String, RawOption>,
    /// Colours and other looks for the app; the rules never read them.
    #[serde(default)]
    pub(super) looks: toml::Table,
    /// The cards' words and pictures in other languages: language tag, then card id.
    #[serde(default)]
    pub(super) words: BTreeMap<String, BTreeMap<String, RawWords>>,
}

/// A card's look in another language: its word, or one picture for each of its cells.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub(super) enum RawWords {
    Word(String),
    Cells(Vec<Picture>),
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawBoard {
    pub(super) rows: String,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawCard {
    pub(super) id: String,
    #[serde(default = "one")]
    pub(super) count: i64,
    #[serde(default)]
    pub(super) does: Ability,
    pub(super) rank: Option<i64>,
    #[serde(flatten)]
    pub(super) look: Look,
}

pub(super) fn one() -> i64 {
    1
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPlayers {
    pub(super) counts: Vec<i64>,
    pub(super) teams: Vec<i64>,
    pub(super) hand: BTreeMap<String, i64>,
    pub(super) colors: Vec<String>,
    /// The computer level a new table starts with.
    #[serde(default)]
    pub(super) computer: Option<String>,
}

#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawRules {
    pub(super) in_a_row: Option<i64>,
    pub(super) to_win: Option<ToWin>,
    pub(super) shared_chips: Option<i64>,
    pub(super) dead_cards: Option<DeadCards>,
    pub(super) empty_deck: Option<EmptyDeck>,
    pub(super) late_draw: Option<LateDraw>,
    pub(super) first_player: Option<FirstPlayer>,
    pub(super) turn_limit: Option<i64>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub(super) enum ToWin {
    Always(i64),
    ByTeams(BTreeMap<String, i64>),
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawOption {
    pub(super) label: String,
    pub(super) default: String,
    pub(super) choices: BTreeMap<String, RawChoice>,
}

#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawChoice {
    #[serde(default)]
    pub(super) label: Option<String>,
    /// New abilities for some cards: `{ JD = "wild" }`.
    #[serde(default)]
    pub(super) cards: BTreeMap<String, Ability>,
    /// Rules that this choice changes.
    #[serde(default)]
    pub(super) rules: RawRules,
}
