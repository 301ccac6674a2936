//! The one seam between the app and the machine it runs on: the clock, work off the window's
//! thread, files (the saved game, the settings, a teacher's themes) and sound. Each is one
//! small module with one implementation today, the desktop's; a browser build gives each
//! another, and nothing above this seam changes. Nothing else in the app names `std::time`,
//! `std::thread` or `std::fs` (`tests/architecture.rs` checks it).

pub mod clock;
pub mod files;
pub mod sound;
pub mod work;
pub mod writer;
