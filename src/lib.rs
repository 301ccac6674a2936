//! Lineup: Sequence and its family of card-and-chip games, for a classroom's shared screen.
//!
//! This crate is the classroom app ([`app`]), its data ([`data`]: what a game starts from,
//! saves and settings, with no window library in sight), the game on paper ([`print`], on the
//! desktop) and the `lineup` command. The rules live in the
//! `lineup-core` crate and the computer players in `lineup-bots`; neither knows of this one.

#[cfg(feature = "app")]
pub mod app;
pub mod board;
pub mod data;
pub mod pictures;
#[cfg(all(feature = "app", not(target_arch = "wasm32")))]
pub mod print;
