//! Lineup: Sequence and its family of card-and-chip games, for a classroom's shared screen.
//!
//! This crate is the classroom app ([`app`]), its data ([`data`]: what a game starts from,
//! saves and settings, with no window library in sight) and the `lineup` command. The rules live in the
//! `lineup-core` crate and the computer players in `lineup-bots`; neither knows of this one.

#[cfg(feature = "app")]
pub mod app;
pub mod data;
