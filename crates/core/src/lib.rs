//! The rules core: cards, board, seats and teams, game state, actions, sequences and dead
//! cards. It knows nothing of windows, sound or translations, and builds on its own
//! (`cargo test --no-default-features`).

#![deny(missing_docs)]

mod action;
mod alphabet;
mod card;
mod cells;
mod game;
mod layout;
mod level;
mod library;
mod picture_file;
mod problem;
mod random;
mod raw_action;
mod rules;
mod rules_read;
pub mod scenario;
mod theme;

pub use action::{
    Action, Event, Events, Outcome, Quiet, RuleError, Seat, Sink, Team, seat_team,
    team_from_letter, team_letter,
};
pub use alphabet::{
    Alphabet, BUILT_IN_ALPHABETS, BUILT_IN_DRAWINGS, Cheers, Clip, Direction, Letter, MAX_LETTERS,
    MIN_LETTERS, PictureWord, Say, Special, built_in_drawing, built_in_drawing_named, clip_name,
    composed, fold,
};
pub use card::CardId;
pub use cells::{Cell, CellIter, Cells, FREE_MARK, MAX_CELLS, board_rows};
pub use game::{DrawMode, Game, GameConfig, Position, PositionError, PositionErrors, SetupError};
pub use layout::{Layout, lay_out};
pub use level::{Level, UnknownLevel};
pub use library::{BUILT_IN, File, Library};
pub use picture_file::{
    HEAD_BYTES, MAX_PICTURE_BYTES, MAX_PICTURE_SIDE, PictureCheck, PictureFault, PictureKind,
    check_head, picture_kind, picture_path,
};
pub use problem::{MAX_FILE_BYTES, Problem, ThemeError, toml_in_words};
pub use random::pick;
pub use raw_action::RawAction;
pub use rules::{
    Ability, CardKind, DeadCards, EmptyDeck, FirstPlayer, GameOption, LateDraw, Look, Picture,
    RuleSet,
};
pub use rules::{MAX_PLAYERS, MAX_TEAMS};
pub use rules_read::TooFewColors;
pub use theme::Theme;
