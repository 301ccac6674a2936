//! The one seam between Lineup and the machine it runs on: the clock, work off the window's
//! thread, files (read defensively, written atomically, in the platform's folders), sound,
//! the languages the user reads, and files handed to the teacher or brought by them. Each
//! module gives the desktop's way and the browser's (`wasm32`) behind one set of names, so
//! nothing above this crate knows which it runs on.
//!
//! It speaks bytes, text, paths and `io::Error`: it knows nothing of games, saves, settings or
//! the app's messages. Work comes back as futures and streams, which the app runs as tasks.

pub mod clock;
pub mod exchange;
pub mod files;
pub mod locale;
pub mod microphone;
#[cfg(target_arch = "wasm32")]
mod page;
pub mod process;
pub mod served;
pub mod sound;
#[cfg(not(target_arch = "wasm32"))]
mod viewer;
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
