//! The saved game and the settings: mutated, read at start, resumed and played on.

use super::*;

use lineup::app::table::Table;
use lineup::app::{App, Message, home, setup};
use lineup::data::Player;
use lineup::data::Settings;
use lineup::data::store::Store;
use lineup_core::DrawMode;
use lineup_core::Level;

/// Saves of a few games under way, as the app writes them.
fn saves() -> Vec<(String, Vec<u8>)> {
    let library = Library::built_in();
    let computer = Player::Computer;
    let games = [
        ("classic", vec![Player::Human, computer(Level::Greedy)], 12),
        ("animals", vec![computer(Level::Medium); 4], 20),
        ("single-deck", vec![computer(Level::Easy); 2], 9),
        ("letters", vec![Player::Human, computer(Level::Random)], 15),
    ];
    let mut saves = Vec::new();
    for (n, (theme, players, moves)) in games.into_iter().enumerate() {
        let rules = library
            .rules(library.get(theme).unwrap(), &BTreeMap::new(), "en", &[])
            .unwrap();
        let players_len = players.len();
        let mut config = GameConfig::new(players_len as u8, 7 + n as u64);
        if n == 1 {
            config.draw = DrawMode::Manual;
        }
        let mut table = Table::new(rules, config, players, n % 2 == 0)
            .unwrap()
            .with_names(names(n, players_len))
            .with_hints_always(n == 3);
        table.fast_forward(moves);
        let mut saved = table.to_saved();
        if n == 3 {
            saved.game.board = Some("en".into());
            saved.game.letters = ["S", "A", "T", "P", "I", "N", "M", "D", "B", "C", "E", "F"]
                .map(String::from)
                .to_vec();
            saved.game.seats[1] = computer(Level::Hard);
        }
        let text = toml::to_string(&saved).expect("a save as TOML");
        saves.push((format!("{theme} save"), text.into_bytes()));
    }
    saves
}

/// The first seat named, the others left blank (as "Player N").
fn names(n: usize, seats: usize) -> Vec<String> {
    (0..seats)
        .map(|seat| match seat {
            0 => ["Maya", "Ørjan", "أمل", "Ян"][n % 4].to_string(),
            _ => String::new(),
        })
        .collect()
}

/// Settings as the app writes them: the defaults, and a class's own.
fn settings() -> Vec<(String, Vec<u8>)> {
    let mut class = Settings {
        zoom: 1.5,
        volume: 0.3,
        last_theme: Some("letters".into()),
        language: "uk".into(),
        ..Settings::default()
    };
    class
        .letters
        .insert("uk".into(), vec!["А".into(), "М".into(), "О".into()]);
    class
        .letters
        .insert("en".into(), vec!["S".into(), "A".into(), "T".into()]);
    [
        ("default settings", Settings::default()),
        ("a class's settings", class),
    ]
    .map(|(name, settings)| {
        let text = toml::to_string(&settings).expect("settings as TOML");
        (name.to_string(), text.into_bytes())
    })
    .to_vec()
}

/// What the app made of its files as it started.
struct Started {
    offered_a_game: bool,
    told_the_teacher: bool,
    settings: Settings,
}

/// The app starting on these files: offering the saved game, then resuming it or starting
/// the theme last played, and showing the screen.
fn app_starts(folder: &Path, library: &Library) -> Started {
    let mut app = App::new(library.clone());
    app.use_store(Store::at(folder));
    let started = Started {
        offered_a_game: app.resume().is_some(),
        told_the_teacher: !app.notices().is_empty(),
        settings: app.settings().clone(),
    };
    let _ = app.screen(lineup::look::ui::Ui::new(
        lineup::look::ui::Scale::ONE,
        app.words(),
    ));
    // Going on with it, the replay run here rather than off the window's thread.
    if let Some(job) = app.resume_job() {
        let _ = app.update(job.run());
    }
    let _ = app.screen(lineup::look::ui::Ui::new(
        lineup::look::ui::Scale::ONE,
        app.words(),
    ));
    if let Some(theme) = app.settings().last_theme.clone() {
        let _ = app.update(Message::Home(home::Message::Pick(theme)));
        let _ = app.update(Message::Setup(setup::Message::Start));
        let _ = app.screen(lineup::look::ui::Ui::new(
            lineup::look::ui::Scale::ONE,
            app.words(),
        ));
    }
    // The settings are written on the app's own thread: done before the next case.
    app.flush();
    started
}

#[test]
fn a_broken_saved_game_never_crashes_or_hangs_the_app_on_resume() {
    let folder = scratch("saves");
    let library = Library::built_in();
    let check: Check = Arc::new(move |bytes, seed| {
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).map_err(|error| error.to_string())?;
        let store = Store::at(&folder);
        std::fs::write(store.game_file(), bytes).map_err(|error| error.to_string())?;
        let loaded = store.load_game(|theme| library.get(theme).is_some());
        if std::str::from_utf8(bytes).is_err() && loaded.is_ok() {
            return Err("a save that is not UTF-8 was read".into());
        }
        if let Ok(Some(saved)) = loaded
            && let Ok(table) = Table::from_saved(&saved, &library, "en")
        {
            play_on(table.game().clone(), seed)?;
        }
        std::fs::write(store.game_file(), bytes).map_err(|error| error.to_string())?;
        app_starts(&folder, &library);
        Ok(())
    });
    fuzz("saved game", saves(), 2400, check);
}

#[test]
fn a_broken_settings_file_never_crashes_or_hangs_the_app() {
    let folder = scratch("settings");
    let library = Library::built_in();
    let check: Check = Arc::new(move |bytes, _| {
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).map_err(|error| error.to_string())?;
        let store = Store::at(&folder);
        std::fs::write(store.settings_file(), bytes).map_err(|error| error.to_string())?;
        let (settings, notice) = store.load_settings();
        if std::str::from_utf8(bytes).is_err() && notice.is_none() {
            return Err("settings that are not UTF-8 were read".into());
        }
        if !Settings::ZOOM.contains(&settings.zoom) || !(0.0..=1.0).contains(&settings.volume) {
            return Err(format!(
                "zoom {} and volume {} are out of range",
                settings.zoom, settings.volume
            ));
        }
        std::fs::write(store.settings_file(), bytes).map_err(|error| error.to_string())?;
        app_starts(&folder, &library);
        Ok(())
    });
    fuzz("settings", settings(), 2400, check);
}

/// Odd files as the saved game and as the settings: refused, and the teacher told (an
/// empty settings file is the defaults), and the app starts.
pub fn odd_saves_and_settings(folder: &Path) -> Vec<String> {
    let library = Arc::new(Library::built_in());
    let store = Store::at(folder);
    let game = store
        .game_file()
        .file_name()
        .unwrap()
        .to_string_lossy()
        .into_owned();
    let settings = store
        .settings_file()
        .file_name()
        .unwrap()
        .to_string_lossy()
        .into_owned();
    let mut failures = with_odd_files(folder, &game, {
        let library = library.clone();
        move |path, _| match app_starts(path.parent().unwrap(), &library) {
            Started {
                offered_a_game: false,
                told_the_teacher: true,
                ..
            } => Ok(()),
            _ => Err("offered as a saved game, or not said".into()),
        }
    });
    failures.extend(with_odd_files(folder, &settings, move |path, odd| {
        let started = app_starts(path.parent().unwrap(), &library);
        match (odd, started.told_the_teacher) {
            ("an empty file", false) if started.settings == Settings::default() => Ok(()),
            ("an empty file", _) => Err("an empty file is not the defaults".into()),
            (_, true) => Ok(()),
            (_, false) => Err("read as settings, and nothing said".into()),
        }
    }));
    failures
}
