//! What the app's test files share.
#![cfg(feature = "app")]

use lineup::app::table::{Player, Table};
use lineup_core::{GameConfig, Library};

/// A game screen for a built-in theme with these seats, dealt from `seed`, in the language in
/// use (the letters game on that language's letters board).
pub fn table(theme: &str, players: Vec<Player>, open: bool, seed: u64) -> Table {
    let library = Library::built_in();
    let theme = library.get(theme).expect("a built-in theme");
    let language = lineup::app::i18n::language();
    let rules = library
        .rules(theme, &Default::default(), language, &[])
        .expect("the theme's rules");
    Table::new(
        rules,
        GameConfig::new(players.len() as u8, seed),
        players,
        open,
    )
    .expect("a table the theme allows")
}
