//! Lineup: Sequence and its family of card-and-chip games, for a classroom's shared screen.
//!
//! [`core`] holds the rules and builds on its own; [`bots`] are the computer players;
//! [`scenario`] runs rule scenarios from TOML files; [`sim`] plays many games quickly.

#[cfg(feature = "app")]
pub mod app;
pub mod bots;
pub mod core;
pub mod scenario;
pub mod sim;
