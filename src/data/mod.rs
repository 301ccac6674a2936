//! The app's data: what a game is started from, a game in play (`Session`), what is saved of
//! it, and the settings. No window library is in sight, and the screens depend on it, never
//! the other way.

mod letters;
mod new_game;
mod player;
mod saved;
mod session;
mod settings;

pub use letters::{LetterCase, clip};
pub use new_game::{NewGame, StartError, with_colours};
pub use player::Player;
pub use saved::{SavedGame, SavedMove};
pub use session::Session;
pub use settings::{Settings, Switches};
