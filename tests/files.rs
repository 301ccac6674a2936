//! The app's files: the game saved after every move and picked up again, the settings kept
//! between days, and every file that cannot be used kept aside and explained, never lost.

use lineup::app::notice::Say as _;
use lineup::app::table::Message;
use lineup::app::{App, Screen, home, setup};
use lineup::data::Player;
use lineup_core::Library;

use crate::common;

use crate::common::temp_folder;

#[test]
fn the_game_is_saved_after_every_move_and_resumes_where_it_was() {
    use lineup::data::store::Store;
    let folder = temp_folder("resume");
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    let _ = app.update(lineup::app::Message::Home(home::Message::Pick(
        "animals".into(),
    )));
    let _ = app.update(lineup::app::Message::Setup(setup::Message::Start));
    common::play_a_card(&mut app);
    let Screen::Table(table) = app.on_screen() else {
        panic!()
    };
    let played = table.game().clone();
    assert_eq!(played.turn(), 1);
    app.flush();
    assert!(
        Store::at(&folder).game_file().exists(),
        "saved after the move: {:?}",
        app.notices()
    );

    // The lid closes; the app starts again and offers the game.
    let mut again = App::new(Library::built_in());
    again.use_store(Store::at(&folder));
    assert!(again.resume().is_some());
    common::resume(&mut again);
    let Screen::Table(table) = again.on_screen() else {
        panic!("resumed")
    };
    assert!(*table.game() == played, "the same game, move for move");
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn a_corrupt_save_is_kept_aside_with_a_message_and_the_app_starts_clean() {
    use lineup::data::store::Store;
    let folder = temp_folder("corrupt");
    std::fs::create_dir_all(&folder).unwrap();
    let store = Store::at(&folder);
    std::fs::write(store.game_file(), "theme = \"classic\"\nplayers = [oops").unwrap();
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    assert!(app.resume().is_none());
    let notice = app
        .notices()
        .first()
        .expect("the teacher is told")
        .say(app.words());
    assert!(
        notice.contains("could not be read") && notice.contains("kept as"),
        "{notice}"
    );
    let kept: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .filter_map(Result::ok)
        .collect();
    assert_eq!(kept.len(), 1, "the broken file is kept, not deleted");
    assert!(kept[0].file_name().to_string_lossy().contains("broken"));
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn settings_are_kept_between_days_and_a_broken_file_is_set_aside() {
    use lineup::data::store::Store;
    let folder = temp_folder("settings");
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    let _ = app.update(lineup::app::Message::Window(lineup::app::Window::Zoom(0.5)));
    let _ = app.update(lineup::app::Message::Home(home::Message::Pick(
        "letters".into(),
    )));
    app.flush();
    let mut next_day = App::new(Library::built_in());
    next_day.use_store(Store::at(&folder));
    assert_eq!(next_day.zoom(), 1.5);
    assert_eq!(next_day.settings().last_theme.as_deref(), Some("letters"));

    std::fs::write(Store::at(&folder).settings_file(), "zoom = \"big\"").unwrap();
    let mut broken = App::new(Library::built_in());
    broken.use_store(Store::at(&folder));
    assert_eq!(broken.zoom(), 1.0, "defaults after a broken file");
    assert!(
        broken
            .notices()
            .iter()
            .any(|notice| notice.say(app.words()).contains("settings.toml"))
    );
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn a_save_or_settings_file_that_is_not_text_is_kept_aside_not_overwritten() {
    use lineup::data::store::Store;
    let folder = temp_folder("not-text");
    std::fs::create_dir_all(&folder).unwrap();
    let store = Store::at(&folder);
    let bytes = [0xff, 0xfe, b'z', b'o', b'o', b'm', 0x80];
    std::fs::write(store.game_file(), bytes).unwrap();
    std::fs::write(store.settings_file(), bytes).unwrap();
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    // Both are said, not only the last one found.
    let said: Vec<String> = app
        .notices()
        .iter()
        .map(|notice| notice.say(app.words()))
        .collect();
    assert_eq!(said.len(), 2, "{said:?}");
    assert!(
        said.iter().all(|notice| notice.contains("not UTF-8 text")),
        "{said:?}"
    );
    // Changing a setting writes a new settings file; both broken files are still there.
    let _ = app.update(lineup::app::Message::Window(lineup::app::Window::Zoom(0.1)));
    app.flush();
    let kept = std::fs::read_dir(&folder)
        .unwrap()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_name().to_string_lossy().contains("broken"))
        .count();
    assert_eq!(kept, 2, "neither file is lost");
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn settings_with_numbers_the_app_cannot_show_are_brought_into_range() {
    use lineup::data::store::Store;
    let folder = temp_folder("nan");
    std::fs::create_dir_all(&folder).unwrap();
    let store = Store::at(&folder);
    std::fs::write(store.settings_file(), "zoom = nan\nvolume = 7.0\n").unwrap();
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    assert_eq!(
        app.zoom(),
        1.0,
        "a zoom that is not a number is the default"
    );
    assert_eq!(
        app.settings().volume,
        1.0,
        "a volume above the most is the most"
    );
    std::fs::remove_dir_all(&folder).ok();
}

/// A class's own game, saved with its theme from `--themes`, then Lineup started without it.
fn save_of_a_theme_not_loaded(folder: &std::path::Path) -> lineup::data::store::Store {
    use lineup::data::NewGame;
    use lineup::data::SavedGame;
    use lineup::data::store::Store;
    std::fs::create_dir_all(folder).unwrap();
    let store = Store::at(folder);
    let game = NewGame::new("tiny", vec![Player::Human, Player::Human], 5);
    let saved = SavedGame {
        game,
        moves: Vec::new(),
    };
    std::fs::write(store.game_file(), toml::to_string(&saved).unwrap()).unwrap();
    store
}

#[test]
fn a_save_whose_theme_is_not_loaded_is_kept_and_says_how_to_load_it() {
    let folder = temp_folder("theme-missing");
    let store = save_of_a_theme_not_loaded(&folder);
    let mut app = App::new(Library::built_in());
    app.use_store(store);
    assert!(
        app.resume().is_none(),
        "nothing to resume without the theme"
    );
    let said = app
        .notices()
        .first()
        .expect("the teacher is told")
        .say(app.words());
    assert!(said.contains("tiny") && said.contains("--themes"), "{said}");
    let kept: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .filter_map(Result::ok)
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        kept.iter().any(|name| name.starts_with("saved-tiny-")),
        "the save is kept whole: {kept:?}"
    );
    assert!(
        said.contains("saved-tiny-"),
        "and the notice says where: {said}"
    );
    std::fs::remove_dir_all(&folder).ok();
}

/// What the teacher is told when the app starts on `saved` and goes on with it.
fn said_on_resuming(folder: &std::path::Path, saved: &lineup::data::SavedGame) -> String {
    use lineup::data::store::Store;
    std::fs::create_dir_all(folder).unwrap();
    std::fs::write(
        Store::at(folder).game_file(),
        toml::to_string(saved).unwrap(),
    )
    .unwrap();
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(folder));
    common::resume(&mut app);
    let notice = app.notices().first().expect("the teacher is told");
    notice.say(app.words())
}

#[test]
fn a_save_with_a_move_the_rules_refuse_says_so_in_words() {
    use lineup::data::SavedMove;
    let folder = temp_folder("bad-move");
    let table = common::table("classic", vec![Player::Human, Player::Human], true, 11);
    let mut saved = table.to_saved();
    let rules = table.game().rules();
    let card = rules.card_id("KD").unwrap();
    // A chip on a free corner: no rule allows it.
    let corner = rules.cell_at(0, 0).unwrap();
    saved.moves.push(SavedMove {
        seat: table.game().current(),
        action: lineup_core::Action::Place { card, cell: corner }.into(),
    });
    let said = said_on_resuming(&folder, &saved);
    assert!(said.to_lowercase().contains("move 1"), "{said}");
    for debug in ["Place {", "CardId", "Cell("] {
        assert!(!said.contains(debug), "no Rust inside: {said}");
    }
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn a_save_naming_a_card_or_cell_the_game_lacks_is_refused_in_words() {
    use lineup::data::SavedMove;
    use lineup_core::RawAction;
    let folder = temp_folder("forged-move");
    let table = common::table("animals", vec![Player::Human, Player::Human], true, 11);
    let seat = table.game().current();
    for action in [
        RawAction::Place { card: 250, cell: 0 },
        RawAction::Place { card: 0, cell: 127 },
        RawAction::Discard { card: 99 },
    ] {
        let mut saved = table.to_saved();
        saved.moves.push(SavedMove { seat, action });
        let said = said_on_resuming(&folder, &saved);
        assert!(said.to_lowercase().contains("move 1"), "{action:?}: {said}");
    }
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn a_setting_that_cannot_be_written_is_said_not_dropped() {
    use lineup::data::store::Store;
    let folder = temp_folder("unwritable");
    std::fs::create_dir_all(&folder).unwrap();
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    // Where the settings' temporary file would go, a folder: the write must fail.
    let mut blocked = Store::at(&folder).settings_file().into_os_string();
    blocked.push(".tmp");
    std::fs::create_dir_all(&blocked).unwrap();
    let _ = app.update(lineup::app::Message::Window(lineup::app::Window::Zoom(0.1)));
    app.flush();
    // The failure comes back from the writing thread with the next thing that happens.
    let _ = app.update(lineup::app::Message::Window(lineup::app::Window::Zoom(
        -0.1,
    )));
    let said: Vec<String> = app
        .notices()
        .iter()
        .map(|notice| notice.say(app.words()))
        .collect();
    assert!(
        said.iter()
            .any(|notice| notice.contains("settings could not be saved")),
        "{said:?}"
    );
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn a_save_with_a_number_out_of_range_is_said_in_words_not_rust_types() {
    use lineup::data::store::Store;
    let folder = temp_folder("out-of-range");
    std::fs::create_dir_all(&folder).unwrap();
    let store = Store::at(&folder);
    let text = "theme = \"classic\"\nplayers = 300\nseed = 1\nseats = [\"person\", \"person\"]\n";
    std::fs::write(store.game_file(), text).unwrap();
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    let said = app
        .notices()
        .first()
        .expect("the teacher is told")
        .say(app.words());
    assert!(said.contains("300 is too large or too small"), "{said}");
    assert!(!said.contains("expected u8"), "no Rust types: {said}");
    std::fs::remove_dir_all(&folder).ok();
}

/// The app with its files in `folder`, on a game of animals for two people, one move in.
fn animals_one_move_in(folder: &std::path::Path) -> App {
    use lineup::data::store::Store;
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(folder));
    let _ = app.update(lineup::app::Message::Home(home::Message::Pick(
        "animals".into(),
    )));
    let _ = app.update(lineup::app::Message::Setup(setup::Message::Seat(
        1,
        Player::Human,
    )));
    let _ = app.update(lineup::app::Message::Setup(setup::Message::Start));
    let work = app.update(lineup::app::Message::Table(Message::Hint));
    common::settle(&mut app, work);
    let Screen::Table(table) = app.on_screen() else {
        panic!("the game starts")
    };
    let cell = table.hint().and_then(|hint| hint.action.cell()).unwrap();
    let _ = app.update(lineup::app::Message::Table(Message::Cell(cell)));
    app
}

/// The game as the app would pick it up after a crash.
fn resumed(folder: &std::path::Path) -> lineup_core::Game {
    let mut again = App::new(Library::built_in());
    again.use_store(lineup::data::store::Store::at(folder));
    common::resume(&mut again);
    let Screen::Table(table) = again.on_screen() else {
        panic!("resumed")
    };
    table.game().clone()
}

#[test]
fn an_undo_is_saved_at_once_so_a_crash_does_not_bring_the_move_back() {
    let folder = temp_folder("undo-saved");
    let mut app = animals_one_move_in(&folder);
    let _ = app.update(lineup::app::Message::Table(Message::Undo));
    app.flush();
    let Screen::Table(table) = app.on_screen() else {
        panic!()
    };
    assert_eq!(table.game().turn(), 0);
    assert!(
        resumed(&folder) == *table.game(),
        "the saved game is the undone one"
    );
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn ending_a_game_from_the_teacher_menu_leaves_nothing_to_resume() {
    let folder = temp_folder("end-game");
    let mut app = animals_one_move_in(&folder);
    let _ = app.update(lineup::app::Message::Table(Message::End));
    app.flush();
    assert!(matches!(app.on_screen(), Screen::Home));
    assert!(app.resume().is_none(), "nothing is offered");
    assert!(
        !lineup::data::store::Store::at(&folder).game_file().exists(),
        "and nothing is kept"
    );
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn a_restart_after_a_language_change_deals_the_pictures_of_the_language_in_use() {
    let folder = temp_folder("restart-language");
    let mut app = animals_one_move_in(&folder);
    // The teacher switches to Spanish and keeps the game going.
    let _ = app.update(lineup::app::Message::Table(Message::Language("es")));
    let _ = app.update(lineup::app::Message::NewBoard(false));
    let word = |app: &App| {
        let Screen::Table(table) = app.on_screen() else {
            panic!()
        };
        let rules = table.game().rules();
        rules.card(rules.card_id("cat").unwrap()).look.word.clone()
    };
    assert_eq!(
        word(&app).as_deref(),
        Some("cat"),
        "the game kept its words"
    );
    let _ = app.update(lineup::app::Message::Table(Message::Restart));
    assert_eq!(
        word(&app).as_deref(),
        Some("gato"),
        "a new deal speaks Spanish"
    );
    app.flush();
    // After a crash, the Spanish game comes back with its Spanish words, whatever the screen's
    // language then.
    let mut again = App::new(Library::built_in());
    again.use_store(lineup::data::store::Store::at(&folder));
    again.set_language("en");
    common::resume(&mut again);
    let Screen::Table(table) = again.on_screen() else {
        panic!("resumed")
    };
    let rules = table.game().rules();
    assert_eq!(
        rules
            .card(rules.card_id("cat").unwrap())
            .look
            .word
            .as_deref(),
        Some("gato")
    );
    std::fs::remove_dir_all(&folder).ok();
}
