//! What the app's test files share.
#![cfg(feature = "app")]

use lineup::app::table::{Player, Table};
use lineup::core::{GameConfig, Library};

/// A game screen for a built-in theme with these seats, dealt from `seed`.
pub fn table(theme: &str, players: Vec<Player>, open: bool, seed: u64) -> Table {
    let library = Library::built_in();
    let rules = library
        .get(theme)
        .expect("a built-in theme")
        .rules()
        .clone();
    Table::new(
        rules,
        GameConfig::new(players.len() as u8, seed),
        players,
        open,
    )
    .expect("a table the theme allows")
}
