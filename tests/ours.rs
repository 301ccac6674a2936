//! Our files: everything Lineup keeps for the class, listed from home with its size, each
//! thing removed for good once the teacher says yes, and forgotten by the app at once (a board
//! leaves the letters game, a voice is no longer heard, the names typed for each seat go).

use std::path::{Path, PathBuf};

use lineup::app::ours;
use lineup::app::ours::kept::{Item, What};
use lineup::app::{App, Message, Screen, home, setup};
use lineup::data::store::Store;
use lineup_core::File;

use crate::common;

fn folder(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("lineup-ours-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    folder
}

/// A class's things: a board made of their pictures, a recording, a game under way with the
/// settings it was set up with.
fn a_classs_things(folder: &Path) -> App {
    let store = Store::at(folder);
    common::our_pictures_board(&store);
    let voice = store.voices_folder().join("en/name-a.wav");
    std::fs::create_dir_all(voice.parent().unwrap()).unwrap();
    std::fs::write(&voice, std::fs::read("tests/web/say-a.wav").unwrap()).unwrap();
    let (library, problems) = lineup::data::read::library(&[&store.themes_folder()]);
    assert!(problems.is_empty());
    let mut app = App::new(library);
    app.use_store(store);
    let _ = app.update(Message::Home(home::Message::Pick("animals".into())));
    let _ = app.update(Message::Setup(setup::Message::Start));
    common::play_a_card(&mut app);
    app.flush();
    let _ = app.show(Screen::Home);
    app
}

fn open(app: &mut App) -> Vec<Item> {
    let work = app.update(Message::Home(home::Message::Ours));
    common::settle(app, work);
    let Screen::Ours(page) = app.on_screen() else {
        panic!("Our files is open")
    };
    page.items().expect("listed").to_vec()
}

fn remove(app: &mut App, items: &[Item], wanted: impl Fn(&What) -> bool) -> Item {
    let at = items
        .iter()
        .position(|item| wanted(&item.what))
        .expect("listed");
    let _ = app.update(Message::Ours(ours::Message::Remove(at)));
    let work = app.update(Message::Ours(ours::Message::Confirm(at)));
    common::settle(app, work);
    items[at].clone()
}

#[test]
fn our_files_lists_what_lineup_keeps_and_removes_each_for_good() {
    let folder = folder("remove");
    let mut app = a_classs_things(&folder);
    let store = Store::at(&folder);
    assert!(
        app.library().alphabet("en").unwrap().letters[0].pictures[0]
            .image
            .is_some()
    );
    assert_eq!(app.recorded_clips(), ["en/name-a.ogg"]);
    assert!(app.settings().setups.contains_key("animals"));

    let items = open(&mut app);
    let board = items
        .iter()
        .find(|item| matches!(&item.what, What::Own(file) if matches!(**file, File::Alphabet(_))))
        .expect("the board");
    assert!(board.bytes > 10_000 && board.paths.len() > 20, "{board:?}");
    assert!(board.modified.is_some());
    assert!(items.iter().any(
        |item| matches!(&item.what, What::Recordings { language, count: 1 } if language == "en")
    ));
    assert!(
        items
            .iter()
            .any(|item| matches!(item.what, What::SavedGame))
    );
    assert!(items.iter().any(|item| matches!(item.what, What::Settings)));

    // Asked first: nothing goes until the teacher says yes.
    let at = items
        .iter()
        .position(|item| matches!(item.what, What::SavedGame))
        .unwrap();
    let _ = app.update(Message::Ours(ours::Message::Remove(at)));
    let _ = app.update(Message::Ours(ours::Message::Keep));
    assert!(store.game_file().exists());

    let removed = remove(&mut app, &items, |what| matches!(what, What::Own(_)));
    assert!(
        removed.paths.iter().all(|path| !path.exists()),
        "every file of the board is gone"
    );
    let board = app.library().alphabet("en").unwrap();
    assert!(
        board.letters[0].pictures[0].image.is_none(),
        "the built-in board is back"
    );

    let items = open(&mut app);
    remove(&mut app, &items, |what| {
        matches!(what, What::Recordings { .. })
    });
    assert!(app.recorded_clips().is_empty());
    assert!(!store.voices_folder().join("en/name-a.wav").exists());

    let items = open(&mut app);
    remove(&mut app, &items, |what| matches!(what, What::SavedGame));
    assert!(!store.game_file().exists());

    let items = open(&mut app);
    remove(&mut app, &items, |what| matches!(what, What::Settings));
    assert!(!store.settings_file().exists());
    assert!(
        app.settings().setups.is_empty(),
        "the names typed for each seat are forgotten"
    );

    let items = open(&mut app);
    assert!(items.is_empty(), "{items:?}");
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn our_files_says_what_each_thing_is_its_size_and_asks_before_removing() {
    let folder = folder("page");
    let mut app = a_classs_things(&folder);
    let items = open(&mut app);
    let Screen::Ours(page) = app.on_screen() else {
        panic!()
    };
    let mut ui = iced_test::simulator(page.view(common::ui("en")));
    for words in [
        "Our files",
        "Your letters board: English",
        "One recording of your class’s voice in English",
        "The game to go on with",
        "The settings, with the names typed for each seat",
    ] {
        assert!(ui.find(words).is_ok(), "{words}");
    }
    assert!(ui.find("Yes, remove it").is_err());
    drop(ui);
    let at = items
        .iter()
        .position(|item| matches!(item.what, What::Settings))
        .unwrap();
    let _ = app.update(Message::Ours(ours::Message::Remove(at)));
    let Screen::Ours(page) = app.on_screen() else {
        panic!()
    };
    let mut ui = iced_test::simulator(page.view(common::ui("en")));
    assert!(ui.find("Remove settings.toml for good?").is_ok());
    assert!(ui.find("Yes, remove it").is_ok() && ui.find("Keep it").is_ok());
    let _ = std::fs::remove_dir_all(&folder);
}

/// A folder linked into Lineup's themes folder (a teacher's own photos, say) is Lineup's to
/// unlink, never to empty: removing it removes the link, and every photo stays.
#[cfg(unix)]
#[test]
fn removing_a_linked_folder_removes_the_link_never_what_it_leads_to() {
    let folder = folder("link");
    let photos = folder.with_extension("photos");
    let _ = std::fs::remove_dir_all(&photos);
    std::fs::create_dir_all(&photos).unwrap();
    std::fs::write(photos.join("moon.png"), b"the teacher's photo").unwrap();
    let store = Store::at(&folder);
    std::fs::create_dir_all(store.themes_folder()).unwrap();
    std::os::unix::fs::symlink(&photos, store.themes_folder().join("photos")).unwrap();
    let items = lineup::app::ours::kept::list(&store);
    let linked = items
        .iter()
        .find(|item| item.name == "photos")
        .expect("listed");
    assert_eq!(linked.paths, [store.themes_folder().join("photos")]);
    lineup::app::ours::kept::remove(linked).unwrap();
    assert!(!store.themes_folder().join("photos").exists());
    assert!(
        photos.join("moon.png").exists(),
        "the teacher's photo stays"
    );
    let _ = std::fs::remove_dir_all(&folder);
    let _ = std::fs::remove_dir_all(&photos);
}
