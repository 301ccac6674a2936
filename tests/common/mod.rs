//! What the app's test files share.
#![cfg(feature = "app")]
#![allow(dead_code, reason = "each test file uses some of these")]

use lineup::app::i18n::Words;
use lineup::app::table::{Player, Table};
use lineup::app::ui::{Scale, Ui};
use lineup_core::{GameConfig, Library};

/// A game screen for a built-in theme with these seats, dealt from `seed` (the letters game
/// on the English letters board).
pub fn table(theme: &str, players: Vec<Player>, open: bool, seed: u64) -> Table {
    table_in("en", theme, players, open, seed)
}

/// The same, the letters game on `language`'s letters board.
pub fn table_in(language: &str, theme: &str, players: Vec<Player>, open: bool, seed: u64) -> Table {
    let library = Library::built_in();
    let theme = library.get(theme).expect("a built-in theme");
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

thread_local! {
    /// Each language's words, made once a test thread (a test holds on to them for as long as
    /// it runs, as the app does).
    static WORDS: std::cell::RefCell<Vec<&'static Words>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The words of the language `tag`.
pub fn words(tag: &str) -> &'static Words {
    let wanted = Words::new(tag);
    WORDS.with(|all| {
        let mut all = all.borrow_mut();
        if let Some(words) = all.iter().find(|words| words.tag() == wanted.tag()) {
            return *words;
        }
        let words: &'static Words = Box::leak(Box::new(wanted));
        all.push(words);
        words
    })
}

/// A view's tools in `tag`'s language, one pixel a unit, as iced's simulator draws.
pub fn ui(tag: &str) -> Ui<'static> {
    Ui::new(Scale::ONE, words(tag))
}
