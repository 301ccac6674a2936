//! Lineup's tests from the outside, one crate so the app is linked once: each module is a
//! part of what a user sees (the screens, the files, the languages, the command line, the
//! packages). `cargo test --test lineup NAME` runs the tests whose path holds NAME
//! (`screens::`, `files::a_save_…`).

mod alphabets;
mod app;
mod architecture;
mod brought;
mod claims;
mod colours;
mod command_line;
mod common;
mod docs;
mod files;
mod fuzz;
mod game_screen;
mod home;
mod hostile;
mod languages;
mod ours;
mod packaging;
mod pictures;
mod print;
mod recording;
mod screens;
mod session;
mod sounds;
mod themes;
mod workflows;
