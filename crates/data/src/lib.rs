//! Lineup's data, with no window in sight (`.ci/check` holds that with `cargo tree`): what a
//! game starts from, saves and settings ([`NewGame`], [`Session`], [`SavedGame`],
//! [`Settings`]); where they are kept ([`store`]); what a teacher brings and takes away
//! ([`keep`], [`bundle`], [`read`]); a teacher's pictures checked ([`pictures`]); a letters
//! board made from a folder of them ([`new_board`]); a take of the class's voice made into a
//! clip ([`takes`], [`loudness`]); and what the teacher should know about it all, as facts
//! ([`notice`]). The app, the command line and the browser's entry all reach it directly.

pub mod bundle;
pub mod keep;
pub mod loudness;
pub mod new_board;
pub mod notice;
pub mod pictures;
pub mod read;
pub mod store;
pub mod takes;

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
