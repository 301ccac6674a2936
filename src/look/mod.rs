//! How Lineup looks and speaks, what the screens (`app`) and the pages to print (`print`)
//! both stand on: every colour and size (`style`), the scale and language a view is drawn in
//! (`ui`), the words in every language (`i18n`, Fluent) and those that depend on the game
//! (`words`), the embedded fonts (`fonts`), a card's face and a chip (`pieces`), a file's
//! size in words (`size`), and a teacher's pictures once decoded (`pictures`). It knows no
//! screen and no machine.

pub mod decoded;
pub mod fonts;
pub mod i18n;
pub mod pieces;
pub mod size;
pub mod style;
pub mod ui;
pub mod words;
pub mod wrap;
