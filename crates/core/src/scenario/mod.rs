//! Rule scenarios: small TOML files that set up a position, take steps and check what the
//! rules did. `tests/scenarios/README.md` describes the format.
//!
//! `read.rs` turns the file's words (cells, cards, actions, the board) into the core's values,
//! `check.rs` compares the game after a step with what the step expects. A position is set up
//! only through the core's checked [`Position`].

mod check;
mod read;

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::{
    DrawMode, FirstPlayer, Game, GameConfig, Library, Position, PositionErrors, SetupError, Theme,
    ThemeError,
};

/// The largest scenario file read: scenarios are short.
/// The largest scenario file read.
pub const MAX_SCENARIO_BYTES: u64 = 1 << 20;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Scenario {
    /// For the people reading the file; the runner needs only the steps.
    #[allow(dead_code)]
    description: String,
    theme: String,
    players: Option<u8>,
    teams: Option<u8>,
    #[serde(default)]
    seed: u64,
    #[serde(default)]
    options: BTreeMap<String, String>,
    board: Option<String>,
    #[serde(default)]
    sequences: Vec<SequenceSpec>,
    #[serde(default)]
    step: Vec<Step>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SequenceSpec {
    team: String,
    cells: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Step {
    seat: Option<u8>,
    hand: Option<Vec<String>>,
    /// Cards to put on top of the draw pile, drawn first to last.
    deck_top: Option<Vec<String>>,
    /// Cards to leave in the draw pile; the rest go to a discard pile.
    deck_size: Option<usize>,
    action: String,
    #[serde(default = "ok")]
    expect: String,
    sequences_of: Option<BTreeMap<String, u8>>,
    winner: Option<String>,
    #[serde(default)]
    cell: BTreeMap<String, String>,
    /// Event names that must have happened in this step.
    #[serde(default)]
    events: Vec<String>,
    /// Event names that must not have happened.
    #[serde(default)]
    no_events: Vec<String>,
    /// The seat to act after the step.
    turn: Option<u8>,
    /// Hand sizes after the step, by seat.
    #[serde(default)]
    hand_size: BTreeMap<String, usize>,
    /// Cards left to draw after the step.
    deck: Option<usize>,
    /// Cards that must (or, with `!`, must not) be in a seat's hand after the step.
    #[serde(default)]
    holds: BTreeMap<String, Vec<String>>,
}

fn ok() -> String {
    "ok".to_string()
}

/// How one scenario went.
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    /// Every step did what it expected.
    Pass,
    /// A step did something else than expected.
    Fail {
        /// The step, counted from 1.
        step: usize,
        /// What the file says should happen.
        expected: String,
        /// What happened.
        got: String,
    },
    /// The file itself is wrong.
    Broken(ScenarioError),
}

/// What is wrong with a scenario file, so that it cannot be run.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ScenarioError {
    /// The file could not be read as text.
    #[error("cannot read the file: {0}")]
    Read(String),
    /// Not a scenario's TOML.
    #[error("{0}")]
    Format(String),
    /// Its theme could not be loaded.
    #[error("{0}")]
    Theme(#[from] ThemeError),
    #[error("options.{option}: \"{value}\" is not {allowed}")]
    /// An option with a value it cannot take.
    Choice {
        /// The option's name.
        option: &'static str,
        /// What the file says.
        value: String,
        /// What it may say.
        allowed: &'static str,
    },
    /// The game cannot be set up so.
    #[error("{0}")]
    Setup(#[from] SetupError),
    /// The position is one the rules could never reach.
    #[error("{0}")]
    Position(#[from] PositionErrors),
    #[error("board: {rows} rows, the theme has {want}")]
    /// The board has too many or too few rows.
    BoardRows {
        /// The rows written.
        rows: usize,
        /// The theme's rows.
        want: u8,
    },
    #[error("board row {row}: {cells} cells, the theme has {want}")]
    /// A row of the board has too many or too few cells.
    BoardCells {
        /// The row, from 1.
        row: usize,
        /// The cells written.
        cells: usize,
        /// The theme's columns.
        want: u8,
    },
    #[error(
        "board row {row}, column {col}: \"{token}\" does not fit (free corners are **, empty cells .)"
    )]
    /// A cell of the board says something that does not fit there.
    BoardCell {
        /// The row, from 1.
        row: usize,
        /// The column, from 1.
        col: usize,
        /// What it says.
        token: String,
    },
    /// Not a team's letter.
    #[error("\"{0}\" is not a team: use A, B, C or D")]
    NotATeam(String),
    #[error("team {letter} is not in a game of {teams} teams")]
    /// A team the game does not have.
    NoSuchTeam {
        /// The team's letter.
        letter: String,
        /// How many teams the game has.
        teams: u8,
    },
    #[error("\"{card}\" is not a card of {theme}")]
    /// A card the theme does not have.
    NotACard {
        /// The card written.
        card: String,
        /// The theme.
        theme: String,
    },
    /// Not a cell.
    #[error("\"{0}\" is not a cell: write \"ROW,COL\" or \"CARD#N\"")]
    NotACell(String),
    /// `CARD#N` without a number.
    #[error("\"{0}\": N in CARD#N must be a number")]
    NotANumber(String),
    #[error("\"{text}\": {card} is not on {n} cells")]
    /// `CARD#N` where the card has fewer cells.
    NotThatManyCells {
        /// What the file says.
        text: String,
        /// The card.
        card: String,
        /// The N asked for.
        n: u32,
    },
    /// A cell off the board.
    #[error("\"{0}\" is off the board")]
    OffTheBoard(String),
    /// An action the runner does not know.
    #[error("\"{0}\" is not an action this runner knows")]
    NotAnAction(String),
    #[error("{field}: \"{text}\" is not a seat of this game (seats are 0 to {last})")]
    /// A seat the game does not have.
    NotASeat {
        /// Where the file names it.
        field: &'static str,
        /// What it says.
        text: String,
        /// The last seat.
        last: u8,
    },
}

/// A theme file a scenario names by path (`theme = "tiny.toml"`), read by the caller: the
/// rules core opens no file (`lineup_data::read` reads it beside the scenario's file).
pub type ThemeFile<'a> = &'a dyn Fn(&str) -> Result<Theme, ThemeError>;

/// Runs a scenario given as text, and says how it went: its theme is one of `library`, or
/// else a file `theme_file` reads.
pub fn run_text(text: &str, library: &Library, theme_file: ThemeFile) -> Verdict {
    let scenario: Scenario = match toml::from_str(text) {
        Ok(scenario) => scenario,
        Err(error) => return Verdict::Broken(ScenarioError::Format(error.to_string())),
    };
    match play(&scenario, library, theme_file) {
        Ok(verdict) => verdict,
        Err(problem) => Verdict::Broken(problem),
    }
}

fn play(
    scenario: &Scenario,
    library: &Library,
    theme_file: ThemeFile,
) -> Result<Verdict, ScenarioError> {
    let theme = find_theme(&scenario.theme, library, theme_file)?;
    let mut options = scenario.options.clone();
    let draw = match options.remove("draw").as_deref() {
        None | Some("automatic") => DrawMode::Automatic,
        Some("manual") => DrawMode::Manual,
        Some(other) => return Err(choice("draw", other, "automatic or manual")),
    };
    let first = match options.remove("first").as_deref() {
        None | Some("chosen") => FirstPlayer::Chosen,
        Some("cut") => FirstPlayer::Cut,
        Some("random") => FirstPlayer::Random,
        Some(other) => return Err(choice("first", other, "cut, random or chosen")),
    };
    let rules = theme.with_options(&options)?;
    let config = GameConfig {
        players: scenario.players.unwrap_or(2),
        teams: scenario.teams,
        seed: scenario.seed,
        draw,
        first: Some(first),
        chosen_first: 0,
    };
    let game = Game::new(rules.clone(), &config)?;
    let mut position = Position::default();
    if let Some(board) = &scenario.board {
        position.chips = read::board(board, &game)?;
    }
    for sequence in &scenario.sequences {
        let team = read::team(&sequence.team, &game)?;
        let mut cells = crate::Cells::EMPTY;
        for cell in &sequence.cells {
            cells.insert(read::cell(cell, &rules)?);
        }
        position.sequences.push((team, cells));
    }
    let mut game = game.arranged(&position)?;
    for (n, step) in scenario.step.iter().enumerate() {
        if let Some((expected, got)) = check::take_step(&mut game, step)? {
            return Ok(Verdict::Fail {
                step: n + 1,
                expected,
                got,
            });
        }
    }
    Ok(Verdict::Pass)
}

fn choice(option: &'static str, value: &str, allowed: &'static str) -> ScenarioError {
    ScenarioError::Choice {
        option,
        value: value.to_string(),
        allowed,
    }
}

fn find_theme(
    name: &str,
    library: &Library,
    theme_file: ThemeFile,
) -> Result<Theme, ScenarioError> {
    if let Some(theme) = library.get(name) {
        return Ok(theme.clone());
    }
    Ok(theme_file(name)?)
}
