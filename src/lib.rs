//! Lineup: Sequence and its family of card-and-chip games, for a classroom's shared screen.
//!
//! This crate is the classroom app ([`app`]), its look ([`look`]), the game on paper
//! ([`print`]) and the `lineup` command. The rules live in the `lineup-core` crate, the
//! computer players in `lineup-bots`, the data with no window in sight ([`data`]) in
//! `lineup-data`, and everything that differs between the desktop and a browser in
//! `lineup-platform`; none of them knows of this one.

pub mod app;
pub mod look;
pub mod print;

/// What a game starts from, saves and settings, where they are kept, and everything a teacher
/// brings: the `lineup-data` crate, with no window in its tree.
pub use lineup_data as data;
