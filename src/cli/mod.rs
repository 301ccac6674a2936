//! The `lineup` command's work, one file a kind: opening the window (`window.rs`), running
//! scenarios and simulations (`runs.rs`), checking and listing files (`files.rs`). Each says
//! what went wrong with a [`CliError`], which `main` prints as one sentence.

pub mod board;
pub mod files;
pub mod print;
pub mod runs;
pub mod window;

use std::path::PathBuf;

/// What stops a command, said to the person who typed it.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    #[error(
        "--themes {}: there is no folder there. Give the folder that holds your theme files (*.toml).",
        .0.display()
    )]
    NoFolder(PathBuf),
    #[error("no language \"{tag}\": use one of {known}")]
    NoLanguage { tag: String, known: String },
    #[error("no theme \"{0}\": `lineup themes` lists them")]
    NoTheme(String),
    #[error("{0}")]
    Theme(#[from] lineup_core::ThemeError),
    #[error("{0}")]
    Setup(#[from] lineup_core::SetupError),
    #[error(
        "no letters board for the language \"{0}\": `lineup themes` lists the games, and --language takes a tag such as de or pt-BR"
    )]
    NoBoard(String),
    #[error("{0}")]
    Board(#[from] lineup::data::new_board::BoardError),
    #[error("{}: no letters theme to try this board with", .0.display())]
    NoLettersTheme(PathBuf),
    #[error("{0}")]
    Start(#[from] lineup::data::StartError),
    #[error("{}: {why}", file.display())]
    ReadSave {
        file: PathBuf,
        why: lineup::data::store::ReadGameError,
    },
    #[error("{}: {why}", file.display())]
    Resume {
        file: PathBuf,
        why: lineup::data::StartError,
    },
    #[error(
        "Lineup needs a screen: no display was found (DISPLAY or WAYLAND_DISPLAY is not set). \
         Start it from the desktop, or try `lineup --help` for what works without one."
    )]
    NoDisplay,
    #[error("the window could not open: {0}")]
    Window(String),
    #[error("--out {}: there is no folder there to write the PDF in", .0.display())]
    NoOutFolder(PathBuf),
    #[error("{}: the PDF could not be written ({why})", file.display())]
    WriteOut { file: PathBuf, why: std::io::Error },
    #[error("the pages to print could not be made: {0}")]
    Print(#[from] lineup::print::PrintError),
}

/// The computer levels among `levels` by name, for the command line: `--help` lists them from
/// the one list the rules keep, and any other word is refused with that list.
pub fn levels(
    levels: &'static [lineup_bots::Level],
) -> impl clap::builder::TypedValueParser<Value = lineup_bots::Level> {
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(levels.iter().map(|level| level.name()))
        .map(|name| name.parse().expect("a level's own name"))
}
