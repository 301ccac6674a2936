//! Lineup: Sequence and its family of card-and-chip games, for a classroom's shared screen.
//!
//! This crate is the classroom app ([`app`]), its data ([`data`]: what a game starts from,
//! saves and settings, with no window library in sight), the game on paper ([`print`]), a
//! teacher's own pictures and boards, and the `lineup` command. The rules live in the
//! `lineup-core` crate, the computer players in `lineup-bots` and everything that differs
//! between the desktop and a browser in `lineup-platform`; none of them knows of this one.

pub mod app;
pub mod board;
pub mod data;
pub mod files;
pub mod look;
pub mod loudness;
pub mod pictures;
pub mod print;
pub mod takes;
