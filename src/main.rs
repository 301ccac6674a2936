//! The `lineup` command: the classroom app, and tools for rules, themes and computer players.

// On Windows, a program started from the Start menu opens no console window beside its own;
// started from a console, it writes there (`lineup_platform::process::as_a_command`).
#![cfg_attr(windows, windows_subsystem = "windows")]

mod cli;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use cli::CliError;
use cli::files::{check_theme, list_clips, list_themes, undrawable};
use cli::runs::{run_scenarios, run_sim};
use cli::window::{Start, StartGame, open_window};
use lineup_bots::sim::SimConfig;
use lineup_bots::{Budget, Level};
use lineup_core::{DrawMode, GameConfig, Library};

#[derive(Parser)]
#[command(
    name = "lineup",
    version = concat!(env!("CARGO_PKG_VERSION"), " (", env!("LINEUP_COMMIT"), ")"),
    about = "Sequence and its family of games for the classroom"
)]
struct Cli {
    /// A folder of extra theme files (*.toml) to offer beside the built-in ones.
    #[arg(long, global = true, value_name = "DIR")]
    themes: Option<PathBuf>,
    /// The language for this run (one of `LANGUAGES`, listed by `--help`).
    #[arg(long, global = true, value_name = "TAG", help = language_help())]
    language: Option<String>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run rule scenario files and say which pass.
    Scenario {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Play many games between computer players and report the results.
    Sim {
        #[arg(long, default_value = "classic")]
        theme: String,
        #[arg(long, default_value_t = 2)]
        players: u8,
        #[arg(long)]
        teams: Option<u8>,
        #[arg(long, default_value_t = 1000)]
        games: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Computer players by seat, repeated round the table. With more than one kind, every
        /// kind moves one seat on each game.
        #[arg(long, value_delimiter = ',', default_value = "random", value_parser = cli::levels(&Level::ALL))]
        bots: Vec<Level>,
        /// The hard player's most thinking time a move, in milliseconds.
        #[arg(long)]
        think_ms: Option<u64>,
        /// The hard player's search iterations a move (the same seed gives the same move), up
        /// to ten million.
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
        iterations: Option<u32>,
        /// The hard player's threads a move (default: two). One thread per process lets
        /// matches run side by side, one process per core.
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=64))]
        threads: Option<u8>,
        /// Every game with new computer players, who remember nothing of the games before (by
        /// default the just-right player learns from each game against the same opponents).
        #[arg(long)]
        fresh: bool,
        /// Draw by hand, with the late-draw rule, instead of automatically.
        #[arg(long)]
        manual_draw: bool,
        /// Print one JSON object instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Open the window straight on a game.
    Play(StartGame),
    /// Open the window on a saved game: the current one, or one Lineup kept aside because its
    /// theme was not loaded (give that theme's folder with --themes).
    Resume { file: PathBuf },
    /// Open the window on a theme's setup screen.
    Setup {
        #[arg(default_value = "classic")]
        theme: String,
    },
    /// Make a letters board from a folder of pictures, each file named by its word
    /// (`Maria.jpg`, `mond.png`), for the language given with --language. The board file is
    /// written into the folder.
    Board { folder: PathBuf },
    /// Make a PDF of a game to print for a table of four: the board across pages to glue
    /// together, every card to cut out, and how to play, in the language of --language.
    Print(cli::print::PrintArgs),
    /// Check a theme or letters board file and list every problem in it.
    CheckTheme { file: PathBuf },
    /// List the sound clips the letters boards need and what each says, one a line
    /// (`language<TAB>file<TAB>voice<TAB>kind<TAB>text`), for `audio/make.sh`.
    #[command(hide = true)]
    Clips { languages: Vec<String> },
    /// List the themes on offer.
    Themes,
}

fn main() -> ExitCode {
    lineup_platform::process::as_a_command();
    match run(Cli::parse()) {
        Ok(code) => code,
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> Result<ExitCode, CliError> {
    if let Some(folder) = &cli.themes
        && !folder.is_dir()
    {
        return Err(CliError::NoFolder(folder.clone()));
    }
    // A teacher's own themes: those in Lineup's data folder, then those given with --themes.
    let mut folders: Vec<&std::path::Path> = Vec::new();
    let own = own_themes_folder();
    folders.extend(own.as_deref());
    folders.extend(cli.themes.as_deref());
    let (mut library, mut problems) = lineup::data::read::library(&folders);
    problems.extend(undrawable(&mut library));
    for problem in &problems {
        eprintln!("skipped a theme:\n{problem}");
    }
    let broken = problems;
    match cli.command {
        Some(Command::Scenario { files }) => Ok(run_scenarios(&files, &library)),
        Some(Command::Sim {
            theme,
            players,
            teams,
            games,
            seed,
            bots,
            think_ms,
            iterations,
            threads,
            fresh,
            manual_draw,
            json,
        }) => {
            let mut budget = Budget::default();
            if let Some(ms) = think_ms {
                budget.time = std::time::Duration::from_millis(ms);
            }
            if let Some(iterations) = iterations {
                budget.iterations = iterations;
            }
            if let Some(threads) = threads {
                budget.threads = threads;
            }
            let mut game = GameConfig::new(players, seed);
            game.teams = teams;
            if manual_draw {
                game.draw = DrawMode::Manual;
            }
            let config = SimConfig {
                game,
                games,
                bots,
                budget,
                fresh,
            };
            let language = cli.language.as_deref().unwrap_or("en");
            run_sim(&library, &theme, language, &config, json)?;
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::CheckTheme { file }) => check_theme(&file, &library),
        Some(Command::Print(args)) => cli::print::print(&args, cli.language.as_deref(), &library),
        Some(Command::Board { folder }) => {
            let language = cli.language.as_deref().unwrap_or("en");
            cli::board::make_board(&folder, language, &library)
        }
        Some(Command::Clips { languages }) => {
            list_clips(&library, &languages);
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Themes) => {
            list_themes(&library);
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Play(start)) => {
            window(library, Some(Start::Game(start)), cli.language, broken)
        }
        Some(Command::Resume { file }) => {
            window(library, Some(Start::Saved(file)), cli.language, broken)
        }
        Some(Command::Setup { theme }) => {
            window(library, Some(Start::Setup(theme)), cli.language, broken)
        }
        None => window(library, None, cli.language, broken),
    }
}

/// Opens the window on `start` (home if none); Lineup ends when it closes.
fn window(
    library: Library,
    start: Option<Start>,
    language: Option<String>,
    broken: Vec<lineup_core::ThemeError>,
) -> Result<ExitCode, CliError> {
    open_window(library, start, language, broken)?;
    Ok(ExitCode::SUCCESS)
}

/// `--language`'s help, with the languages Lineup speaks.
fn language_help() -> String {
    format!(
        "The language for this run: {}. The window speaks it (the setting stays as it is), \
         and the letters game plays on its letters board",
        lineup::look::i18n::tags()
    )
}

/// The folder a teacher puts their own games in, without a terminal: `themes` in Lineup's data
/// folder (on Linux `~/.local/share/lineup/themes`).
fn own_themes_folder() -> Option<std::path::PathBuf> {
    lineup::data::store::Store::standard().map(|store| store.themes_folder())
}
