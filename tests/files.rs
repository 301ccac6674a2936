//! The app's files: the game saved after every move and picked up again, the settings kept
//! between days, and every file that cannot be used kept aside and explained, never lost.

use lineup::app::table::Message;
use lineup::app::{App, Screen, home, setup};
use lineup::data::Player;
use lineup_core::Library;
use lineup_platform::exchange::{NotRead, Picked};

use crate::common;
use crate::common::Drive;

fn temp_folder(name: &str) -> std::path::PathBuf {
    let folder = std::env::temp_dir().join(format!("lineup-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    folder
}

#[test]
fn the_game_is_saved_after_every_move_and_resumes_where_it_was() {
    use lineup::app::store::Store;
    let folder = temp_folder("resume");
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    let _ = app.update(lineup::app::Message::Home(home::Message::Pick(
        "animals".into(),
    )));
    let _ = app.update(lineup::app::Message::Setup(setup::Message::Start));
    common::play_a_card(&mut app);
    let Screen::Table(table) = &app.screen else {
        panic!()
    };
    let played = table.game().clone();
    assert_eq!(played.turn(), 1);
    app.flush();
    assert!(
        Store::at(&folder).game_file().exists(),
        "saved after the move: {:?}",
        app.notices
    );

    // The lid closes; the app starts again and offers the game.
    let mut again = App::new(Library::built_in());
    again.use_store(Store::at(&folder));
    assert!(again.resume.is_some());
    common::resume(&mut again);
    let Screen::Table(table) = &again.screen else {
        panic!("resumed")
    };
    assert!(*table.game() == played, "the same game, move for move");
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn a_corrupt_save_is_kept_aside_with_a_message_and_the_app_starts_clean() {
    use lineup::app::store::Store;
    let folder = temp_folder("corrupt");
    std::fs::create_dir_all(&folder).unwrap();
    let store = Store::at(&folder);
    std::fs::write(store.game_file(), "theme = \"classic\"\nplayers = [oops").unwrap();
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    assert!(app.resume.is_none());
    let notice = app
        .notices
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
    use lineup::app::store::Store;
    let folder = temp_folder("settings");
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    let _ = app.update(lineup::app::Message::Zoom(0.5));
    let _ = app.update(lineup::app::Message::Home(home::Message::Pick(
        "letters".into(),
    )));
    app.flush();
    let mut next_day = App::new(Library::built_in());
    next_day.use_store(Store::at(&folder));
    assert_eq!(next_day.zoom, 1.5);
    assert_eq!(next_day.settings.last_theme.as_deref(), Some("letters"));

    std::fs::write(Store::at(&folder).settings_file(), "zoom = \"big\"").unwrap();
    let mut broken = App::new(Library::built_in());
    broken.use_store(Store::at(&folder));
    assert_eq!(broken.zoom, 1.0, "defaults after a broken file");
    assert!(
        broken
            .notices
            .iter()
            .any(|notice| notice.say(app.words()).contains("settings.toml"))
    );
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn a_save_or_settings_file_that_is_not_text_is_kept_aside_not_overwritten() {
    use lineup::app::store::Store;
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
        .notices
        .iter()
        .map(|notice| notice.say(app.words()))
        .collect();
    assert_eq!(said.len(), 2, "{said:?}");
    assert!(
        said.iter().all(|notice| notice.contains("not UTF-8 text")),
        "{said:?}"
    );
    // Changing a setting writes a new settings file; both broken files are still there.
    let _ = app.update(lineup::app::Message::Zoom(0.1));
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
    use lineup::app::store::Store;
    let folder = temp_folder("nan");
    std::fs::create_dir_all(&folder).unwrap();
    let store = Store::at(&folder);
    std::fs::write(store.settings_file(), "zoom = nan\nvolume = 7.0\n").unwrap();
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    assert_eq!(app.zoom, 1.0, "a zoom that is not a number is the default");
    assert_eq!(
        app.settings.volume, 1.0,
        "a volume above the most is the most"
    );
    std::fs::remove_dir_all(&folder).ok();
}

/// A class's own game, saved with its theme from `--themes`, then Lineup started without it.
fn save_of_a_theme_not_loaded(folder: &std::path::Path) -> lineup::app::store::Store {
    use lineup::app::store::Store;
    use lineup::data::NewGame;
    use lineup::data::SavedGame;
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
    assert!(app.resume.is_none(), "nothing to resume without the theme");
    let said = app
        .notices
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
    use lineup::app::store::Store;
    std::fs::create_dir_all(folder).unwrap();
    std::fs::write(
        Store::at(folder).game_file(),
        toml::to_string(saved).unwrap(),
    )
    .unwrap();
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(folder));
    common::resume(&mut app);
    let notice = app.notices.first().expect("the teacher is told");
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
    use lineup::app::store::Store;
    let folder = temp_folder("unwritable");
    std::fs::create_dir_all(&folder).unwrap();
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    // Where the settings' temporary file would go, a folder: the write must fail.
    let mut blocked = Store::at(&folder).settings_file().into_os_string();
    blocked.push(".tmp");
    std::fs::create_dir_all(&blocked).unwrap();
    let _ = app.update(lineup::app::Message::Zoom(0.1));
    app.flush();
    // The failure comes back from the writing thread with the next thing that happens.
    let _ = app.update(lineup::app::Message::Zoom(-0.1));
    let said: Vec<String> = app
        .notices
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
    use lineup::app::store::Store;
    let folder = temp_folder("out-of-range");
    std::fs::create_dir_all(&folder).unwrap();
    let store = Store::at(&folder);
    let text = "theme = \"classic\"\nplayers = 300\nseed = 1\nseats = [\"person\", \"person\"]\n";
    std::fs::write(store.game_file(), text).unwrap();
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    let said = app
        .notices
        .first()
        .expect("the teacher is told")
        .say(app.words());
    assert!(said.contains("300 is too large or too small"), "{said}");
    assert!(!said.contains("expected u8"), "no Rust types: {said}");
    std::fs::remove_dir_all(&folder).ok();
}

/// The app with its files in `folder`, on a game of animals for two people, one move in.
fn animals_one_move_in(folder: &std::path::Path) -> App {
    use lineup::app::store::Store;
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
    let Screen::Table(table) = &mut app.screen else {
        panic!("the game starts")
    };
    table.drive(Message::Hint);
    let cell = table.hint().and_then(|hint| hint.action.cell()).unwrap();
    let _ = app.update(lineup::app::Message::Table(Message::Cell(cell)));
    app
}

/// The game as the app would pick it up after a crash.
fn resumed(folder: &std::path::Path) -> lineup_core::Game {
    let mut again = App::new(Library::built_in());
    again.use_store(lineup::app::store::Store::at(folder));
    common::resume(&mut again);
    let Screen::Table(table) = &again.screen else {
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
    let Screen::Table(table) = &app.screen else {
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
    assert!(matches!(app.screen, Screen::Home));
    assert!(app.resume.is_none(), "nothing is offered");
    assert!(
        !lineup::app::store::Store::at(&folder).game_file().exists(),
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
        let Screen::Table(table) = &app.screen else {
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
    again.use_store(lineup::app::store::Store::at(&folder));
    again.set_language("en");
    common::resume(&mut again);
    let Screen::Table(table) = &again.screen else {
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

/// In a browser the teacher takes the game and the settings away as files and brings them
/// back (to another browser, another computer): a saved game and settings are kept in their
/// places, and any other file is said by name, changing nothing.
#[test]
fn files_brought_back_replace_the_game_and_the_settings_and_nothing_else() {
    use lineup::app::store::Store;
    let from = temp_folder("taken-away");
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&from));
    let _ = app.update(lineup::app::Message::Home(home::Message::Language("uk")));
    let _ = app.update(lineup::app::Message::Home(home::Message::Pick(
        "animals".into(),
    )));
    let _ = app.update(lineup::app::Message::Setup(setup::Message::Start));
    common::play_a_card(&mut app);
    app.flush();
    let game = std::fs::read_to_string(Store::at(&from).game_file()).unwrap();
    let settings = std::fs::read_to_string(Store::at(&from).settings_file()).unwrap();

    let to = temp_folder("brought-back");
    let mut other = App::new(Library::built_in());
    other.use_store(Store::at(&to));
    let _ = other.update(lineup::app::Message::FilesBrought(vec![
        brought_file("lineup-game.toml", &game),
        brought_file("notes.toml", "title = \"my class\"\n"),
        brought_file("lineup-settings.toml", &settings),
        Picked {
            name: "scan.toml".into(),
            bytes: Ok(vec![0xff, 0xd8, 0xff]),
        },
        brought_file("photo.png", "a picture on its own"),
    ]));
    other.flush();
    let store = Store::at(&to);
    assert_eq!(std::fs::read_to_string(store.game_file()).unwrap(), game);
    let kept: lineup::data::Settings =
        toml::from_str(&std::fs::read_to_string(store.settings_file()).unwrap()).unwrap();
    assert_eq!(kept.language, "uk");
    let said: Vec<String> = (other.notices.iter())
        .map(|notice| notice.say(common::words("en")))
        .collect();
    assert_eq!(said.len(), 3, "{said:?}");
    assert!(said[0].contains("notes.toml") && said[0].contains("“title” is not one of"));
    assert!(said[1].contains("scan.toml") && said[1].contains("not text"));
    assert!(said[2].contains("photo.png") && said[2].contains("with the game or board"));
}

/// A file as the browser's picker brings it.
fn brought_file(name: &str, text: &str) -> Picked {
    Picked {
        name: name.to_string(),
        bytes: Ok(text.as_bytes().to_vec()),
    }
}

/// The example board's pictures, as a teacher picks them in a browser.
fn example_pictures() -> Vec<Picked> {
    let mut pictures: Vec<Picked> = std::fs::read_dir("examples/our-pictures")
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ending| ending == "svg"))
        .map(|path| Picked {
            name: path.file_name().unwrap().to_string_lossy().into_owned(),
            bytes: Ok(std::fs::read(&path).unwrap()),
        })
        .collect();
    pictures.sort_by(|a, b| a.name.cmp(&b.name));
    pictures
}

/// In a browser the teacher picks the pictures instead of naming a folder: the board is made
/// of them as of a folder, kept with them for every start, and a picture too large to read is
/// said with the desktop's words.
#[test]
fn pictures_picked_in_a_browser_make_the_board_a_folder_makes() {
    use lineup::app::board_maker::BoardMaker;
    use lineup::app::store::Store;
    let folder = temp_folder("picked-pictures");
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    app.screen = Screen::MakeBoard(BoardMaker::new(String::new(), false));
    let mut picked = example_pictures();
    picked.push(Picked {
        name: "elephant.png".into(),
        bytes: Err(NotRead::TooLarge(31_000_000)),
    });
    let work = app.update(lineup::app::Message::PicturesPicked(picked));
    common::settle(&mut app, work);
    let english = app.library.alphabet("en").unwrap();
    assert_eq!(english.letters.len(), 10, "the board is played at once");
    let Screen::MakeBoard(maker) = &app.screen else {
        panic!("the board maker's page stays")
    };
    let said = maker.said().join("\n");
    assert!(
        said.contains("The board is made, with 10 letters"),
        "{said}"
    );
    assert!(
        said.contains("elephant.png") && said.contains("31 MB"),
        "{said}"
    );
    // Kept with its pictures; the picked copies are gone.
    let themes = Store::at(&folder).themes_folder();
    let (library, problems) = lineup::files::library(&[&themes]);
    assert!(problems.is_empty(), "{problems:?}");
    let kept = library.alphabet("en").unwrap();
    assert_eq!(kept.letters.len(), 10);
    let picture = kept.letters[0].pictures[0].image.as_deref().unwrap();
    assert!(std::path::Path::new(picture).is_file(), "{picture}");
    let picked = lineup_platform::files::scratch_folder().join("pictures");
    assert!(lineup_platform::files::list(&picked).is_empty());
}

/// A teacher's board brought with its pictures shows them, at once and at every start.
#[test]
fn a_board_brought_with_its_pictures_shows_them_at_once_and_at_every_start() {
    use lineup::app::store::Store;
    let folder = temp_folder("brought-with-pictures");
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    let board = std::fs::read_to_string("examples/our-pictures/en.toml").unwrap();
    let mut files = example_pictures();
    files.push(brought_file("our class.toml", &board));
    let work = app.update(lineup::app::Message::FilesBrought(files));
    common::settle(&mut app, work);
    let said: Vec<String> = (app.notices.iter())
        .map(|notice| notice.say(common::words("en")))
        .collect();
    assert!(said.is_empty(), "{said:?}");
    let shown = |library: &Library| {
        let english = library.alphabet("en").unwrap();
        let picture = english.letters[0].pictures[0].image.clone().unwrap();
        assert!(std::path::Path::new(&picture).is_file(), "{picture}");
        picture
    };
    let now = shown(&app.library);
    let themes = Store::at(&folder).themes_folder();
    assert!(
        now.starts_with(themes.join("our class").to_str().unwrap()),
        "{now}"
    );
    let (library, problems) = lineup::files::library(&[&themes]);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(shown(&library), now);
}

/// In a browser, "Open a file" also brings a teacher's own game or letters board: it is
/// played at once, and kept where Lineup looks for such files at every start.
#[test]
fn a_teachers_game_or_board_brought_is_played_at_once_and_found_at_the_next_start() {
    use lineup::app::store::Store;
    let folder = temp_folder("teachers-files");
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    let animals = std::fs::read_to_string("themes/animals.toml")
        .unwrap()
        .replacen("id = \"animals\"", "id = \"our-animals\"", 1);
    let board = std::fs::read_to_string("themes/alphabets/de.toml")
        .unwrap()
        .replacen("word = \"Apfel\"", "word = \"Ameise\"", 1)
        .replacen("word = \"Affe\"", "word = \"Apfel\"", 1);
    let _ = app.update(lineup::app::Message::FilesBrought(vec![
        brought_file("our animals.toml", &animals),
        brought_file("Deutsch.toml", &board),
        brought_file("broken.toml", "[[cards]]\nid = 3\n"),
    ]));
    app.flush();
    assert!(
        app.library.get("our-animals").is_some(),
        "the game is on home at once"
    );
    let words = |library: &Library| -> Vec<String> {
        let german = library.alphabet("de").unwrap();
        german.letters[0]
            .pictures
            .iter()
            .map(|p| p.word.clone())
            .collect()
    };
    assert_eq!(
        words(&app.library),
        ["Ameise", "Apfel"],
        "the board is played at once"
    );
    let said: Vec<String> = (app.notices.iter())
        .map(|notice| notice.say(common::words("en")))
        .collect();
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].contains("broken.toml"), "{said:?}");
    // The next start finds both where a teacher's own files are kept.
    let themes = Store::at(&folder).themes_folder();
    let (library, problems) = lineup::files::library(&[&themes]);
    assert!(problems.is_empty(), "{problems:?}");
    assert!(library.get("our-animals").is_some());
    assert_eq!(words(&library), ["Ameise", "Apfel"]);
    assert!(
        !themes.join("broken.toml").exists(),
        "a file that cannot be played is not kept"
    );
}

/// The class's own things go to another browser in one file: a board made of their pictures,
/// with the pictures, and a recording of the class's voice; a name leading out is refused.
#[test]
fn the_classs_boards_and_recordings_go_in_one_file_and_come_back() {
    use lineup::app::bundle;
    use lineup::app::store::Store;
    let from = temp_folder("ours-from");
    let english = Library::built_in().alphabet("en").unwrap().clone();
    let store = Store::at(&from);
    lineup::board::make_and_keep(
        std::path::Path::new("examples/our-pictures"),
        &english,
        &store.themes_folder(),
    )
    .unwrap();
    let take = std::fs::read("tests/web/say-a.wav").unwrap();
    let recording = store.voices_folder().join("en/name-a.wav");
    std::fs::create_dir_all(recording.parent().unwrap()).unwrap();
    std::fs::write(&recording, &take).unwrap();
    let packed = bundle::pack(&store).unwrap().expect("something to pack");

    let to = temp_folder("ours-to");
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&to));
    let work = app.update(lineup::app::Message::FilesBrought(vec![Picked {
        name: bundle::NAME.into(),
        bytes: Ok(packed),
    }]));
    common::settle(&mut app, work);
    let said: Vec<String> = (app.notices.iter())
        .map(|notice| notice.say(common::words("en")))
        .collect();
    assert_eq!(
        said,
        ["From lineup-ours.tar: one game or board and one recording brought."]
    );
    app.notices.clear();
    let board = app.library.alphabet("en").unwrap();
    let picture = board.letters[0].pictures[0].image.clone().unwrap();
    assert!(picture.starts_with(to.to_str().unwrap()), "{picture}");
    assert!(std::path::Path::new(&picture).is_file());
    assert_eq!(app.recorded_clips(), ["en/name-a.ogg"]);
    assert_eq!(
        std::fs::read(Store::at(&to).voices_folder().join("en/name-a.wav")).unwrap(),
        take
    );

    // A packed name that would lead out of Lineup's folders is refused, and nothing written.
    let mut evil = tar::Builder::new(Vec::new());
    let mut header = tar::Header::new_gnu();
    header.set_size(3);
    header.set_cksum();
    evil.append_data(&mut header, "themes/x/../../../escaped.toml", &b"a=1"[..])
        .unwrap_or_else(|_| {
            // The tar crate refuses to write such a name itself: write it by hand.
            let name = b"themes/x/../../../escaped.toml";
            header.as_old_mut().name[..name.len()].copy_from_slice(name);
            header.set_cksum();
            evil.append(&header, &b"a=1"[..]).unwrap();
        });
    let work = app.update(lineup::app::Message::FilesBrought(vec![Picked {
        name: bundle::NAME.into(),
        bytes: Ok(evil.into_inner().unwrap()),
    }]));
    common::settle(&mut app, work);
    let said: Vec<String> = (app.notices.iter())
        .map(|notice| notice.say(common::words("en")))
        .collect();
    assert!(
        said.iter().any(|line| line.contains("escaped.toml")),
        "{said:?}"
    );
    assert!(
        !to.join("escaped.toml").exists() && !to.parent().unwrap().join("escaped.toml").exists()
    );
}
