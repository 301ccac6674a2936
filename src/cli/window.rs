//! Opening the classroom window: on the home screen, a theme's setup, a game straight away, or
//! a saved game.

use std::path::PathBuf;

use lineup_core::Level;
use lineup_core::Library;

use super::CliError;

/// What the window opens on, instead of the home screen.
pub enum Start {
    Setup(String),
    Game(StartGame),
    Saved(PathBuf),
}

/// A game to open the window on.
#[derive(clap::Args)]
pub struct StartGame {
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
    /// Show a hint on every person's turn (for the youngest).
    #[arg(long)]
    hints_always: bool,
    /// Open the teacher's menu.
    #[arg(long)]
    menu: bool,
    /// Show how to play this game.
    #[arg(long)]
    how_to: bool,
    /// How well the computer seats play (default: the theme's own, else the usual level).
    #[arg(long, value_parser = super::levels(&Level::OFFERED))]
    level: Option<Level>,
    /// The letters game's letters to play with, as written on the cards (all if left out).
    #[arg(long, value_delimiter = ',')]
    letters: Vec<String>,
}

/// Opens the classroom window on `start` (the home screen if none) and runs until it closes.
pub fn open_window(
    library: Library,
    start: Option<Start>,
    language: Option<String>,
    broken: Vec<lineup_core::ThemeError>,
) -> Result<(), CliError> {
    use lineup::app::table::Message;
    use lineup::data::NewGame;
    use lineup::data::Player;
    use lineup_core::Ability;
    if let Some(tag) = &language
        && lineup::look::i18n::find(tag).is_none()
    {
        return Err(CliError::NoLanguage {
            tag: tag.clone(),
            known: lineup::look::i18n::tags(),
        });
    }
    // A game opened from the command line is dealt in the language asked for, or English.
    let words = lineup::look::i18n::Words::new(language.as_deref().unwrap_or_default());
    use lineup::app::Screen;
    let screen = match start {
        None => None,
        Some(Start::Setup(theme)) => match library.get(&theme) {
            Some(theme) => {
                let alphabet = library.alphabet(words.tag()).cloned();
                let setup = lineup::app::setup::Setup::new(theme.clone());
                let setup = setup.with_letters(alphabet, Vec::new(), Default::default());
                Some(Screen::Setup(Box::new(setup)))
            }
            None => return Err(CliError::NoTheme(theme)),
        },
        Some(Start::Saved(file)) => {
            let saved =
                lineup::data::store::read_game(&file).map_err(|why| CliError::ReadSave {
                    file: file.clone(),
                    why,
                })?;
            let language = words.tag();
            let table = lineup::app::table::Table::from_saved(&saved, &library, language)
                .map_err(|why| CliError::Resume { file, why })?;
            Some(Screen::Table(Box::new(table)))
        }
        Some(Start::Game(start)) => {
            let humans = start.players.saturating_sub(start.computers);
            let level = start.level.unwrap_or_else(|| {
                library
                    .get(&start.theme)
                    .map_or(Level::Medium, |theme| Level::first_choice(theme.rules()))
            });
            let players = (0..start.players)
                .map(|seat| match seat < humans {
                    true => Player::Human,
                    false => Player::Computer(level),
                })
                .collect();
            let game = NewGame {
                open_hands: !start.private,
                hints_always: start.hints_always,
                letters: start.letters.clone(),
                ..NewGame::new(&start.theme, players, start.seed)
            };
            let mut table = lineup::app::table::Table::start(&game, &library, words.tag())?;
            table.fast_forward(start.moves);
            match start.select.as_deref() {
                Some("place") => table.select_first_card(|ability| ability == Ability::Place),
                Some("wild") => table.select_first_card(|ability| ability == Ability::Wild),
                Some("remove") => table.select_first_card(|ability| ability == Ability::Remove),
                _ => {}
            }
            if start.hint {
                table.set_up(Message::Hint);
                // Found before the window opens, so it is there at once.
                table.find_hint_now();
            }
            if start.menu {
                table.set_up(Message::Menu(lineup::app::table::Menu::Open));
            }
            if start.how_to {
                table.set_up(Message::HowTo(true));
            }
            Some(Screen::Table(Box::new(table)))
        }
    };
    if !has_display() {
        return Err(CliError::NoDisplay);
    }
    lineup::app::run(library, screen, language, broken)
        .map_err(|error| CliError::Window(error.to_string()))
}

/// Whether a window can open here: on Linux and the BSDs a display server must be named.
fn has_display() -> bool {
    if cfg!(any(target_os = "windows", target_os = "macos")) {
        return true;
    }
    ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .any(|name| std::env::var_os(name).is_some_and(|value| !value.is_empty()))
}
