//! The rules from the outside, one crate so it is linked once: each module says at its top
//! what it holds. `cargo test -p lineup-core --test core NAME` runs the tests whose path holds
//! NAME (`scenarios::`, `properties::`).

mod endings;
mod ids;
mod levels;
mod positions;
mod properties;
mod scenarios;
mod setup;
