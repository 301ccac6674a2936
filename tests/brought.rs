//! What a teacher brings and takes away as files: the game and the settings taken to another
//! browser and brought back, a board made of pictures picked in a browser, a game or board
//! brought with its pictures, and the class's own things in one file and back.

use lineup::app::notice::Say as _;
use lineup::app::{App, Screen, home, setup};
use lineup_core::Library;
use lineup_platform::exchange::{NotRead, Picked};

use crate::common;
use crate::common::temp_folder;

/// In a browser the teacher takes the game and the settings away as files and brings them
/// back (to another browser, another computer): a saved game and settings are kept in their
/// places, and any other file is said by name, changing nothing.
#[test]
fn files_brought_back_replace_the_game_and_the_settings_and_nothing_else() {
    use lineup::data::store::Store;
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
    let _ = other.update(lineup::app::Message::Files(lineup::app::Files::Brought(
        vec![
            brought_file("lineup-game.toml", &game),
            brought_file("notes.toml", "title = \"my class\"\n"),
            brought_file("lineup-settings.toml", &settings),
            Picked {
                name: "scan.toml".into(),
                bytes: Ok(vec![0xff, 0xd8, 0xff]),
            },
            brought_file("photo.png", "a picture on its own"),
        ],
    )));
    other.flush();
    let store = Store::at(&to);
    assert_eq!(std::fs::read_to_string(store.game_file()).unwrap(), game);
    let kept: lineup::data::Settings =
        toml::from_str(&std::fs::read_to_string(store.settings_file()).unwrap()).unwrap();
    assert_eq!(kept.language, "uk");
    let said: Vec<String> = (other.notices().iter())
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
    use lineup::data::store::Store;
    let folder = temp_folder("picked-pictures");
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    let _ = app.show(Screen::MakeBoard(BoardMaker::new(String::new(), false)));
    let mut picked = example_pictures();
    picked.push(Picked {
        name: "elephant.png".into(),
        bytes: Err(NotRead::TooLarge(31_000_000)),
    });
    let work = app.update(lineup::app::Message::MakeBoard(
        lineup::app::board_maker::Message::Picked(picked),
    ));
    common::settle(&mut app, work);
    let english = app.library().alphabet("en").unwrap();
    assert_eq!(english.letters.len(), 10, "the board is played at once");
    let Screen::MakeBoard(maker) = app.on_screen() else {
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
    let (library, problems) = lineup::data::read::library(&[&themes]);
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
    use lineup::data::store::Store;
    let folder = temp_folder("brought-with-pictures");
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    let board = std::fs::read_to_string("examples/our-pictures/en.toml").unwrap();
    let mut files = example_pictures();
    files.push(brought_file("our class.toml", &board));
    let work = app.update(lineup::app::Message::Files(lineup::app::Files::Brought(
        files,
    )));
    common::settle(&mut app, work);
    let said: Vec<String> = (app.notices().iter())
        .map(|notice| notice.say(common::words("en")))
        .collect();
    assert!(said.is_empty(), "{said:?}");
    let shown = |library: &Library| {
        let english = library.alphabet("en").unwrap();
        let picture = english.letters[0].pictures[0].image.clone().unwrap();
        assert!(std::path::Path::new(&picture).is_file(), "{picture}");
        picture
    };
    let now = shown(app.library());
    let themes = Store::at(&folder).themes_folder();
    assert!(
        now.starts_with(themes.join("our class").to_str().unwrap()),
        "{now}"
    );
    let (library, problems) = lineup::data::read::library(&[&themes]);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(shown(&library), now);
}

/// In a browser, "Open a file" also brings a teacher's own game or letters board: it is
/// played at once, and kept where Lineup looks for such files at every start.
#[test]
fn a_teachers_game_or_board_brought_is_played_at_once_and_found_at_the_next_start() {
    use lineup::data::store::Store;
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
    let _ = app.update(lineup::app::Message::Files(lineup::app::Files::Brought(
        vec![
            brought_file("our animals.toml", &animals),
            brought_file("Deutsch.toml", &board),
            brought_file("broken.toml", "[[cards]]\nid = 3\n"),
        ],
    )));
    app.flush();
    assert!(
        app.library().get("our-animals").is_some(),
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
        words(app.library()),
        ["Ameise", "Apfel"],
        "the board is played at once"
    );
    let said: Vec<String> = (app.notices().iter())
        .map(|notice| notice.say(common::words("en")))
        .collect();
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].contains("broken.toml"), "{said:?}");
    // The next start finds both where a teacher's own files are kept.
    let themes = Store::at(&folder).themes_folder();
    let (library, problems) = lineup::data::read::library(&[&themes]);
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
    use lineup::data::bundle;
    use lineup::data::store::Store;
    let from = temp_folder("ours-from");
    let english = Library::built_in().alphabet("en").unwrap().clone();
    let store = Store::at(&from);
    lineup::data::new_board::make_and_keep(
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
    let work = app.update(lineup::app::Message::Files(lineup::app::Files::Brought(
        vec![Picked {
            name: bundle::NAME.into(),
            bytes: Ok(packed),
        }],
    )));
    common::settle(&mut app, work);
    let said: Vec<String> = (app.notices().iter())
        .map(|notice| notice.say(common::words("en")))
        .collect();
    assert_eq!(
        said,
        ["From lineup-ours.tar: one game or board and one recording brought."]
    );
    let board = app.library().alphabet("en").unwrap();
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
    let work = app.update(lineup::app::Message::Files(lineup::app::Files::Brought(
        vec![Picked {
            name: bundle::NAME.into(),
            bytes: Ok(evil.into_inner().unwrap()),
        }],
    )));
    common::settle(&mut app, work);
    let said: Vec<String> = (app.notices().iter())
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
