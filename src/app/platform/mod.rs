//! The one seam between the app and the machine it runs on: the clock, work off the window's
//! thread, files (the saved game, the settings, a teacher's themes), sound and the languages
//! the user reads. Each module gives the desktop's way and the browser's (`wasm32`), behind one
//! set of names, so nothing above this seam knows which it runs on. Nothing else in the app
//! names `std::time`, `std::thread` or `std::fs` (`tests/architecture.rs` checks it).

pub mod clock;
pub mod exchange;
pub mod files;
pub mod locale;
#[cfg(target_arch = "wasm32")]
pub mod page;
pub mod sound;
#[cfg(not(target_arch = "wasm32"))]
pub mod viewer;
pub mod work;
pub mod writer;

/// A line for whoever measures Lineup: the terminal's error stream on the desktop, the
/// browser's console in a page.
pub fn note(line: &str) {
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("{line}");
    #[cfg(target_arch = "wasm32")]
    page::note(line);
}
