//! The `lineup` command: the classroom app, and tools for rules, themes and computer players.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use lineup::bots::{BotKind, Budget};
use lineup::core::{Alphabet, DrawMode, File, GameConfig, Library, Say};
use lineup::scenario::{self, Verdict};
use lineup::sim::{self, SimConfig};

#[derive(Parser)]
#[command(
    name = "lineup",
    version,
    about = "Sequence and its family of games for the classroom"
)]
struct Cli {
    /// A folder of extra theme files (*.toml) to offer beside the built-in ones.
    #[arg(long, global = true, value_name = "DIR")]
    themes: Option<PathBuf>,
    /// The language for this run: en, es, fr, de, pt-BR, ar, uk, pl, it or tr. The window speaks
    /// it (the setting stays as it is), and the letters game plays on its letters board.
    #[arg(long, global = true, value_name = "TAG")]
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
        /// Computer players by seat, repeated round the table: random, easy, greedy, medium,
        /// hard. With more than one kind, every kind moves one seat on each game.
        #[arg(long, value_delimiter = ',', default_value = "random")]
        bots: Vec<BotKind>,
        /// The hard player's most thinking time a move, in milliseconds.
        #[arg(long)]
        think_ms: Option<u64>,
        /// The hard player's search iterations a move (the same seed gives the same move), up
        /// to ten million.
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
        iterations: Option<u32>,
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
    let cli = Cli::parse();
    if let Some(folder) = &cli.themes
        && !folder.is_dir()
    {
        eprintln!(
            "--themes {}: there is no folder there. Give the folder that holds your theme files (*.toml).",
            folder.display()
        );
        return ExitCode::FAILURE;
    }
    let (mut library, mut problems) = match &cli.themes {
        Some(folder) => Library::with_folder(folder),
        None => (Library::built_in(), Vec::new()),
    };
    problems.extend(undrawable(&mut library));
    for problem in &problems {
        eprintln!("skipped a theme:\n{problem}");
    }
    match cli.command {
        Some(Command::Scenario { files }) => run_scenarios(&files, &library),
        Some(Command::Sim {
            theme,
            players,
            teams,
            games,
            seed,
            bots,
            think_ms,
            iterations,
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
            };
            let language = cli.language.as_deref().unwrap_or("en");
            run_sim(&library, &theme, language, &config, json)
        }
        Some(Command::CheckTheme { file }) => check_theme(&file, &library),
        Some(Command::Clips { languages }) => list_clips(&library, &languages),
        Some(Command::Themes) => {
            list_themes(&library);
            ExitCode::SUCCESS
        }
        Some(Command::Play(start)) => open_window(library, Some(Start::Game(start)), cli.language),
        Some(Command::Resume { file }) => {
            open_window(library, Some(Start::Saved(file)), cli.language)
        }
        Some(Command::Setup { theme }) => {
            open_window(library, Some(Start::Setup(theme)), cli.language)
        }
        None => open_window(library, None, cli.language),
    }
}

/// What the window opens on, instead of the home screen.
#[cfg_attr(not(feature = "app"), allow(dead_code))]
enum Start {
    Setup(String),
    Game(StartGame),
    Saved(PathBuf),
}

/// A game to open the window on.
#[derive(clap::Args)]
#[cfg_attr(not(feature = "app"), allow(dead_code))]
struct StartGame {
    #[arg(long, default_value = "classic")]
    theme: String,
    #[arg(long, default_value_t = 2)]
    players: u8,
    /// How many seats the computer plays (the last ones).
    #[arg(long, default_value_t = 1)]
    computers: u8,
    /// Moves to play before showing the board, for a game under way.
    #[arg(long, default_value_t = 0)]
    moves: usize,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Hide each hand behind a curtain between turns.
    #[arg(long)]
    private: bool,
    /// Select a card in the hand: "place", "wild" or "remove".
    #[arg(long)]
    select: Option<String>,
    /// Show the hint for the player to move.
    #[arg(long)]
    hint: bool,
    /// How well the computer seats play: easy, medium or hard.
    #[arg(long, default_value = "medium")]
    level: BotKind,
    /// The letters game's letters to play with, as written on the cards (all if left out).
    #[arg(long, value_delimiter = ',')]
    letters: Vec<String>,
}

#[cfg(feature = "app")]
fn open_window(library: Library, start: Option<Start>, language: Option<String>) -> ExitCode {
    use lineup::app::new_game::NewGame;
    use lineup::app::table::{Message, Player};
    use lineup::core::Ability;
    if let Some(tag) = &language {
        if lineup::app::i18n::find(tag).is_none() {
            let tags: Vec<&str> = lineup::app::i18n::LANGUAGES.iter().map(|l| l.tag).collect();
            eprintln!("no language \"{tag}\": use one of {}", tags.join(", "));
            return ExitCode::FAILURE;
        }
        lineup::app::i18n::set_language(tag);
    }
    use lineup::app::Screen;
    let screen = match start {
        None => None,
        Some(Start::Setup(theme)) => match library.get(&theme) {
            Some(theme) => {
                let alphabet = library.alphabet(lineup::app::i18n::language()).cloned();
                let setup = lineup::app::setup::Setup::new(theme.clone());
                Some(Screen::Setup(setup.with_letters(
                    alphabet,
                    Vec::new(),
                    Default::default(),
                )))
            }
            None => {
                eprintln!("no theme \"{theme}\": `lineup themes` lists them");
                return ExitCode::FAILURE;
            }
        },
        Some(Start::Saved(file)) => {
            let resumed = lineup::app::save::read_game(&file).and_then(|saved| {
                lineup::app::table::Table::from_saved(
                    &saved,
                    &library,
                    lineup::app::i18n::language(),
                )
                .map_err(|why| why.to_string())
            });
            match resumed {
                Ok(table) => Some(Screen::Table(table)),
                Err(why) => {
                    eprintln!("{}: {why}", file.display());
                    return ExitCode::FAILURE;
                }
            }
        }
        Some(Start::Game(start)) => {
            let Some(theme) = library.get(&start.theme) else {
                eprintln!("no theme \"{}\": `lineup themes` lists them", start.theme);
                return ExitCode::FAILURE;
            };
            let humans = start.players.saturating_sub(start.computers);
            let players = (0..start.players)
                .map(|seat| match seat < humans {
                    true => Player::Human,
                    false => Player::Computer(start.level),
                })
                .collect();
            let game = NewGame {
                open_hands: !start.private,
                letters: start.letters.clone(),
                ..NewGame::new(theme.id(), players, start.seed)
            };
            let mut table = match game.start(&library, lineup::app::i18n::language()) {
                Ok(table) => table,
                Err(error) => {
                    eprintln!("{error}");
                    return ExitCode::FAILURE;
                }
            };
            table.fast_forward(start.moves);
            match start.select.as_deref() {
                Some("place") => table.select_first_card(|ability| ability == Ability::Place),
                Some("wild") => table.select_first_card(|ability| ability == Ability::Wild),
                Some("remove") => table.select_first_card(|ability| ability == Ability::Remove),
                _ => {}
            }
            if start.hint {
                table.update(Message::Hint);
            }
            Some(Screen::Table(table))
        }
    };
    if !has_display() {
        eprintln!(
            "Lineup needs a screen: no display was found (DISPLAY or WAYLAND_DISPLAY is not set). \
             Start it from the desktop, or try `lineup --help` for what works without one."
        );
        return ExitCode::FAILURE;
    }
    match lineup::app::run(library, screen, language) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("the window could not open: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Whether a window can open here: on Linux and the BSDs a display server must be named.
#[cfg(feature = "app")]
fn has_display() -> bool {
    if cfg!(any(target_os = "windows", target_os = "macos")) {
        return true;
    }
    ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .any(|name| std::env::var_os(name).is_some_and(|value| !value.is_empty()))
}

#[cfg(not(feature = "app"))]
fn open_window(library: Library, _: Option<Start>, _: Option<String>) -> ExitCode {
    list_themes(&library);
    println!("\nThis build has no window (built without the `app` feature): try `lineup --help`.");
    ExitCode::SUCCESS
}

fn run_scenarios(files: &[PathBuf], library: &Library) -> ExitCode {
    let mut failed = 0;
    for file in files {
        let name = file.file_stem().unwrap_or_default().to_string_lossy();
        match scenario::run_file(file, library) {
            Verdict::Pass => println!("ok {name}"),
            Verdict::Fail {
                step,
                expected,
                got,
            } => {
                failed += 1;
                println!("FAIL {name} step {step}: expected {expected}, got {got}");
            }
            Verdict::Broken(problem) => {
                failed += 1;
                println!("FAIL {name}: {problem}");
            }
        }
    }
    println!("{} passed, {failed} failed", files.len() - failed);
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn run_sim(
    library: &Library,
    theme: &str,
    language: &str,
    config: &SimConfig,
    json: bool,
) -> ExitCode {
    let Some(theme) = library.get(theme) else {
        eprintln!("no theme \"{theme}\": `lineup themes` lists them");
        return ExitCode::FAILURE;
    };
    let rules = match library.rules(theme, &Default::default(), language, &[]) {
        Ok(rules) => rules,
        Err(error) => {
            eprintln!("{error}");
            return ExitCode::FAILURE;
        }
    };
    let report = match sim::simulate(rules, config) {
        Ok(report) => report,
        Err(error) => {
            eprintln!("{error}");
            return ExitCode::FAILURE;
        }
    };
    if json {
        println!("{}", serde_json::to_string(&report).unwrap_or_default());
        return ExitCode::SUCCESS;
    }
    println!(
        "{} games of {} ({} players, {} teams; bots {}):",
        report.games,
        report.theme,
        report.players,
        report.teams,
        report.bots.join(",")
    );
    for (team, wins) in &report.wins {
        println!("  team {team}: {wins} wins");
    }
    println!("  no winner: {}", report.draws);
    for (bot, wins) in &report.wins_by_bot {
        let think = report.think_by_bot.get(bot);
        println!(
            "  {bot}: {wins} wins ({:.1}% of games won by someone); thinks {:.2} ms a move, p95 {:.2} ms",
            100.0 * report.win_rate_by_bot.get(bot).copied().unwrap_or(0.0),
            think.map_or(0.0, |t| t.think_ms_mean),
            think.map_or(0.0, |t| t.think_ms_p95),
        );
    }
    println!("  mean turns: {:.1}", report.mean_turns);
    println!("  games per second: {:.0}", report.games_per_sec);
    ExitCode::SUCCESS
}

fn check_theme(file: &Path, library: &Library) -> ExitCode {
    match File::load(file) {
        Ok(File::Alphabet(alphabet)) => check_alphabet(file, &alphabet, library),
        Ok(File::Theme(theme)) => {
            let rules = theme.rules();
            println!(
                "{}: ok: \"{}\", {} × {} board, {} cards, {} in a row",
                file.display(),
                theme.id(),
                rules.rows(),
                rules.cols(),
                rules.deck_size(),
                rules.in_a_row()
            );
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}

/// Takes out of `library` every letters board with a letter, word or picture that no embedded
/// font draws, and says why: a child would see empty boxes.
#[cfg(feature = "app")]
fn undrawable(library: &mut Library) -> Vec<lineup::core::ThemeError> {
    let mut errors = Vec::new();
    library.retain_alphabets(|alphabet| {
        let problems = lineup::app::fonts::undrawn(alphabet);
        let good = problems.is_empty();
        if !good {
            errors.push(lineup::core::ThemeError {
                file: alphabet.file.clone(),
                problems,
            });
        }
        good
    });
    errors
}

#[cfg(not(feature = "app"))]
fn undrawable(_: &mut Library) -> Vec<lineup::core::ThemeError> {
    Vec::new()
}

/// A letters board is good when the letters theme can be played on it, on all its letters and
/// on the letters a class meets first, and (in a build with the window) when its fonts draw
/// every letter, word and picture.
fn check_alphabet(file: &Path, alphabet: &Alphabet, library: &Library) -> ExitCode {
    let Some(theme) = library
        .themes()
        .iter()
        .find(|theme| theme.uses_letters_board())
    else {
        eprintln!(
            "{}: no letters theme to try this board with",
            file.display()
        );
        return ExitCode::FAILURE;
    };
    let mut good = true;
    #[cfg(feature = "app")]
    {
        let problems = lineup::app::fonts::undrawn(alphabet);
        if !problems.is_empty() {
            let error = lineup::core::ThemeError {
                file: file.display().to_string(),
                problems,
            };
            eprintln!("{error}");
            good = false;
        }
    }
    for (which, letters) in [
        ("all letters", &[][..]),
        ("first letters", &alphabet.first[..]),
    ] {
        if which == "first letters" && letters.is_empty() {
            continue;
        }
        match theme.on_board(&Default::default(), alphabet, letters) {
            Ok(rules) => println!(
                "{}: ok: letters board \"{}\", {which}: {} letters, {} × {} board, {} cards",
                file.display(),
                alphabet.language,
                alphabet.choose(letters).len(),
                rules.rows(),
                rules.cols(),
                rules.deck_size()
            ),
            Err(error) => {
                eprintln!("{error}");
                good = false;
            }
        }
    }
    match good {
        true => ExitCode::SUCCESS,
        false => ExitCode::FAILURE,
    }
}

fn list_clips(library: &Library, languages: &[String]) -> ExitCode {
    for alphabet in library.alphabets() {
        if !languages.is_empty() && !languages.contains(&alphabet.language) {
            continue;
        }
        for clip in alphabet.clips() {
            let (kind, text) = match &clip.say {
                Say::Letter(letter) => ("letter", letter),
                Say::Text(text) => ("text", text),
                Say::Phonemes(phonemes) => ("phonemes", phonemes),
                Say::Copy(file) => ("copy", file),
            };
            println!(
                "{}\t{}\t{}\t{kind}\t{text}",
                alphabet.language, clip.file, alphabet.voice
            );
        }
    }
    ExitCode::SUCCESS
}

fn list_themes(library: &Library) {
    for theme in library.themes() {
        let rules = theme.rules();
        let players = rules
            .player_counts()
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>();
        println!(
            "{:<12} {:<14} ages {:<3}  players {:<24} {}",
            theme.id(),
            rules.name(),
            rules.ages(),
            players.join(","),
            rules.description()
        );
    }
}
