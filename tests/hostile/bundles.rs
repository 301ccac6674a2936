//! Bundles of the class's own things (`lineup-ours.tar`) that cannot all be used: read and
//! checked whole before anything is kept, only what can be played or heard kept, nothing of
//! the class's written over, and all of it said in one notice that leaves home's games in view.

use lineup::app::notice::Say as _;
use std::path::Path;

use lineup::app::notice::Notice;
use lineup::app::{App, Message};
use lineup::data::bundle::{self, Refusal};
use lineup::data::store::Store;
use lineup_core::Library;
use lineup_platform::exchange::Picked;

use super::scratch;
use crate::common;
use crate::fuzz::generate::tar;

fn broken_game(n: usize) -> Vec<u8> {
    format!("id = \"broken-{n}\"\nname = \"Broken\"\n").into_bytes()
}

/// The app, its files in `folder`, after a bundle is brought.
fn brought(folder: &Path, bytes: Vec<u8>) -> App {
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(folder));
    let work = app.update(Message::Files(lineup::app::Files::Brought(vec![Picked {
        name: bundle::NAME.into(),
        bytes: Ok(bytes),
    }])));
    common::settle(&mut app, work);
    app.flush();
    app
}

fn said(app: &App) -> Vec<String> {
    (app.notices().iter())
        .map(|notice| notice.say(common::words("en")))
        .collect()
}

#[test]
fn a_bundle_of_thousands_of_games_that_cannot_be_played_keeps_none_and_says_so_once() {
    let folder = scratch("thousands");
    let games: Vec<(String, Vec<u8>)> = (0..3000)
        .map(|n| (format!("themes/broken-{n}.toml"), broken_game(n)))
        .collect();
    let app = brought(&folder, tar(games));
    let said = said(&app);
    assert_eq!(said.len(), 1, "one notice for the whole bundle");
    assert!(
        said[0].contains("3000 files were not brought"),
        "{}",
        said[0]
    );
    assert!(said[0].contains("and 2997 more"), "{}", said[0]);
    assert!(said[0].len() < 1000, "a short notice: {}", said[0]);
    let kept =
        std::fs::read_dir(Store::at(&folder).themes_folder()).map_or(0, |files| files.count());
    assert_eq!(kept, 0, "nothing that cannot be played is kept");
    // At the next start, home has nothing to say of them.
    let (_, problems) = lineup::data::read::library(&[&Store::at(&folder).themes_folder()]);
    assert!(problems.is_empty());
}

#[test]
fn a_bundle_with_more_files_than_lineup_ever_saves_is_refused_whole() {
    let folder = scratch("too-many");
    let games: Vec<(String, Vec<u8>)> = (0..bundle::MOST_ENTRIES + 1)
        .map(|n| (format!("voices/en/word-{n}.wav"), Vec::new()))
        .collect();
    let app = brought(&folder, tar(games));
    assert_eq!(
        said(&app),
        [
            "The file lineup-ours.tar holds more than 4000 files, more than Lineup ever saves, so nothing was brought from it."
        ]
    );
    assert!(!Store::at(&folder).voices_folder().exists());
}

#[test]
fn a_bundle_never_writes_over_the_classs_own_board_or_recording() {
    let folder = scratch("ours-kept");
    let store = Store::at(&folder);
    let board_folder = common::our_pictures_board(&store);
    let board_name = board_folder
        .file_name()
        .unwrap()
        .to_string_lossy()
        .into_owned();
    let ours_board = std::fs::read(board_folder.join("en.toml")).unwrap();
    let ours_voice = std::fs::read("tests/web/say-a.wav").unwrap();
    let voice = store.voices_folder().join("en/name-a.wav");
    std::fs::create_dir_all(voice.parent().unwrap()).unwrap();
    std::fs::write(&voice, &ours_voice).unwrap();

    // Another class's bundle: the same board with one word changed, another take of "a".
    let theirs = scratch("ours-theirs");
    let other = Store::at(&theirs);
    common::our_pictures_board(&other);
    let their_board = other.themes_folder().join(&board_name).join("en.toml");
    let text = std::fs::read_to_string(&their_board).unwrap();
    std::fs::write(
        &their_board,
        text.replacen("word = \"ball\"", "word = \"Ball\"", 1),
    )
    .unwrap();
    let their_voice = crate::fuzz::generate::recording(0.3);
    std::fs::create_dir_all(other.voices_folder().join("en")).unwrap();
    std::fs::write(other.voices_folder().join("en/name-a.wav"), &their_voice).unwrap();
    let packed = bundle::pack(&other).unwrap().unwrap();

    let unpacked = bundle::unpack(bundle::NAME, &packed, &store).unwrap();
    assert_eq!(
        std::fs::read(board_folder.join("en.toml")).unwrap(),
        ours_board
    );
    assert_eq!(std::fs::read(&voice).unwrap(), ours_voice);
    let beside = store.themes_folder().join(format!("{board_name} (2)"));
    assert!(beside.join("en.toml").is_file() && beside.join("ball.svg").is_file());
    let brought = &unpacked.brought;
    assert_eq!(
        brought.beside,
        [(format!("themes/{board_name}"), format!("{board_name} (2)"))]
    );
    assert_eq!(brought.recordings, 0);
    assert_eq!(
        brought.refused,
        [("voices/en/name-a.wav".to_string(), Refusal::ClassHasOwn)]
    );
    let said = Notice::Brought(brought.clone()).say(common::words("en"));
    assert!(
        said.contains("Kept beside yours, under a new name"),
        "{said}"
    );
    assert!(said.contains("you have your own, which was kept"), "{said}");

    // The same bundle again: the same as theirs already, nothing more written.
    let again = bundle::unpack(bundle::NAME, &packed, &store).unwrap();
    assert!(
        again.brought.already > 0 && again.brought.beside.is_empty(),
        "{:?}",
        again.brought
    );
}

#[test]
fn a_board_that_cannot_be_played_or_a_recording_that_is_not_sound_is_not_kept() {
    let folder = scratch("unusable");
    let board = std::fs::read("examples/our-pictures/en.toml").unwrap();
    let picture = std::fs::read("examples/our-pictures/ball.svg").unwrap();
    let packed = tar([
        // Brought without its other pictures: it cannot be played, so its one picture goes too.
        ("themes/ours/en.toml", &board[..]),
        ("themes/ours/ball.svg", &picture[..]),
        (
            "voices/en/name-a.wav",
            &b"RIFF\x24\0\0\0WAVEfmt nothing more"[..],
        ),
        ("voices/en/name-b.wav", &b""[..]),
    ]);
    let store = Store::at(&folder);
    let unpacked = bundle::unpack(bundle::NAME, &packed, &store).unwrap();
    assert!(unpacked.themes.is_empty() && unpacked.recorded.is_empty());
    assert!(!store.themes_folder().exists() && !store.voices_folder().exists());
    let brought = unpacked.brought;
    assert_eq!(brought.dropped, 1);
    let refused: Vec<&str> = brought
        .refused
        .iter()
        .map(|(name, _)| name.as_str())
        .collect();
    assert_eq!(
        refused,
        [
            "voices/en/name-a.wav",
            "voices/en/name-b.wav",
            "themes/ours/en.toml"
        ]
    );
    let said = Notice::Brought(brought).say(common::words("en"));
    assert!(
        said.contains("it is not a sound file Lineup recorded"),
        "{said}"
    );
    assert!(said.contains("there is no such picture file"), "{said}");
}

#[test]
fn a_bundle_whose_file_says_it_is_a_terabyte_is_refused_at_once() {
    let folder = scratch("terabyte");
    let mut packed = tar([("themes/ours/huge.png", b"12345678")]);
    let mut header = tar::Header::new_gnu();
    header.as_mut_bytes().copy_from_slice(&packed[..512]);
    header.set_size(1 << 40);
    header.set_cksum();
    packed[..512].copy_from_slice(header.as_bytes());
    let store = Store::at(&folder);
    // Refused whole (the tar ends where its file says it goes on), or that file refused.
    if let Ok(unpacked) = bundle::unpack(bundle::NAME, &packed, &store) {
        let refused = &unpacked.brought.refused;
        assert!(
            matches!(refused[..], [(_, Refusal::TooLarge(_))]),
            "{refused:?}"
        );
    }
    assert!(!store.themes_folder().exists());
}

#[test]
fn a_file_too_large_to_open_is_said_in_megabytes() {
    let folder = scratch("too-large");
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    let work = app.update(Message::Files(lineup::app::Files::Brought(vec![Picked {
        name: "lineup-ours.tar".into(),
        bytes: Err(lineup_platform::exchange::NotRead::TooLarge(335_575_040)),
    }])));
    common::settle(&mut app, work);
    assert_eq!(
        said(&app),
        [
            "The file lineup-ours.tar is 336 MB, larger than any file Lineup reads, so it was not opened."
        ]
    );
}

/// A board brought with its pictures (a browser's Open a file) into a themes folder where the
/// class has a folder of that name already: kept beside theirs, and theirs is as it was.
#[test]
fn a_board_brought_with_its_pictures_never_writes_into_the_classs_folder_of_that_name() {
    let folder = scratch("beside-ours");
    let store = Store::at(&folder);
    let ours = store.themes_folder().join("en");
    std::fs::create_dir_all(&ours).unwrap();
    std::fs::write(ours.join("en.toml"), "the class's own notes").unwrap();
    let mut picked = vec![Picked {
        name: "en.toml".into(),
        bytes: Ok(std::fs::read("examples/our-pictures/en.toml").unwrap()),
    }];
    for entry in std::fs::read_dir("examples/our-pictures").unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|ending| ending == "svg") {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            picked.push(Picked {
                name,
                bytes: Ok(std::fs::read(&path).unwrap()),
            });
        }
    }
    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    let work = app.update(Message::Files(lineup::app::Files::Brought(picked)));
    common::settle(&mut app, work);
    assert_eq!(
        std::fs::read_to_string(ours.join("en.toml")).unwrap(),
        "the class's own notes"
    );
    let beside = store.themes_folder().join("en (2)");
    assert!(beside.join("en.toml").is_file() && beside.join("sun.svg").is_file());
}
