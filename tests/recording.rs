//! The teacher's own voice: a take made into a clip as the built-in ones are (trimmed, at their
//! loudness and under their peak), the takes that cannot be kept said, and the whole flow
//! through the app with a file standing in for the microphone.

use std::collections::BTreeSet;

use iced_test::simulator;
use lineup::app::record::{self, Kind, Recorder, Said};
use lineup::app::{App, Screen, home};
use lineup::data::loudness;
use lineup::data::takes::{PEAK_DBFS, TakeFault, clip_of};
use lineup_core::Library;
use lineup_platform::microphone::Take;

use crate::common;

const RATE: u32 = 48_000;

/// `before` seconds of silence, a "word" (a hum with its overtones, as a voice has) of
/// `amplitude` for `seconds`, and `after` seconds of silence: a take as a microphone hears it.
fn take(before: f32, seconds: f32, amplitude: f32, after: f32) -> Take {
    let count = |seconds: f32| (seconds * RATE as f32) as usize;
    let mut samples = vec![0.0; count(before)];
    samples.extend((0..count(seconds)).map(|n| {
        let t = n as f32 / RATE as f32;
        let hum = [(220.0, 1.0), (440.0, 0.5), (660.0, 0.3), (1320.0, 0.2)]
            .iter()
            .map(|(hz, part)| part * (std::f32::consts::TAU * hz * t).sin())
            .sum::<f32>()
            / 2.0;
        (amplitude * hum).clamp(-1.0, 1.0)
    }));
    samples.extend(vec![0.0; count(after)]);
    Take {
        rate: RATE,
        samples,
    }
}

/// A WAV clip's samples and rate.
fn read(clip: &[u8]) -> (Vec<f32>, u32) {
    let mut reader = hound::WavReader::new(std::io::Cursor::new(clip)).unwrap();
    let rate = reader.spec().sample_rate;
    let samples = reader
        .samples::<i16>()
        .map(|s| s.unwrap() as f32 / 32768.0)
        .collect();
    (samples, rate)
}

#[test]
fn a_take_is_trimmed_and_heard_as_loud_as_the_built_in_clips() {
    for amplitude in [0.05, 0.3, 0.9] {
        let (samples, rate) = read(&clip_of(&take(1.0, 0.6, amplitude, 1.5)).unwrap());
        let seconds = samples.len() as f32 / rate as f32;
        assert!(
            (0.6..1.0).contains(&seconds),
            "the silence around the word is trimmed: {seconds} s"
        );
        assert!(rate <= 24_000, "kept at a voice's rate, not {rate}");
        let measure = loudness::measure(&samples, rate);
        assert!(
            (measure.lufs - loudness::TARGET_LUFS).abs() <= loudness::LUFS_TOLERANCE,
            "{amplitude}: {:.1} LUFS",
            measure.lufs
        );
        assert!(measure.peak <= PEAK_DBFS + 0.2, "{:.1} dBFS", measure.peak);
    }
}

#[test]
fn a_take_with_no_word_too_quiet_or_clipped_is_said_not_kept() {
    assert_eq!(
        clip_of(&take(1.0, 0.5, 0.002, 1.0)),
        Err(TakeFault::Nothing)
    );
    assert_eq!(
        clip_of(&take(1.0, 0.5, 0.018, 1.0)),
        Err(TakeFault::TooQuiet)
    );
    assert_eq!(clip_of(&take(1.0, 0.5, 3.0, 1.0)), Err(TakeFault::Clipped));
    assert_eq!(
        clip_of(&Take {
            rate: RATE,
            samples: Vec::new()
        }),
        Err(TakeFault::Nothing)
    );
}

/// The teacher records the English board's first item through the microphone (a WAV file
/// standing in for it): the take is kept beside the board's language in Lineup's files, the
/// class hears it instead of the computer's voice, and it is there at the next start.
#[test]
fn a_word_recorded_in_the_app_is_played_instead_of_the_computers_and_kept() {
    use lineup::data::store::Store;
    let folder = std::env::temp_dir().join(format!("lineup-recorded-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    let said = folder.join("say-a.wav");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::copy("tests/web/say-a.wav", &said).unwrap();
    lineup_platform::microphone::use_file(&said);

    let mut app = App::new(Library::built_in());
    app.use_store(Store::at(&folder));
    let work = app.update(lineup::app::Message::Home(home::Message::Record));
    common::settle(&mut app, work);
    let Screen::Record(page) = app.on_screen() else {
        panic!("Record our voice opens its page")
    };
    let first = page.item().unwrap().clone();
    assert_eq!(first.clip, "en/name-a.ogg");
    let record = |message| lineup::app::Message::Record(message);
    let work = app.update(record(record::Message::Record));
    common::settle(&mut app, work);
    // The file is heard at the pace it was spoken: the word, then a little silence.
    std::thread::sleep(std::time::Duration::from_millis(1500));
    let work = app.update(record(record::Message::Stop));
    common::settle(&mut app, work);
    let Screen::Record(page) = app.on_screen() else {
        panic!("the page stays")
    };
    assert_eq!(page.said(), Some(&Said::Kept));
    let kept = Store::at(&folder).voices_folder().join("en/name-a.wav");
    let (samples, rate) = read(&std::fs::read(&kept).unwrap());
    let measure = loudness::measure(&samples, rate);
    assert!(
        (measure.lufs - loudness::TARGET_LUFS).abs() <= loudness::LUFS_TOLERANCE,
        "{:.1} LUFS",
        measure.lufs
    );
    assert_eq!(app.recorded_clips(), ["en/name-a.ogg"]);
    // The next start plays it too; back to the computer's voice, and it is gone.
    let mut next = App::new(Library::built_in());
    next.use_store(Store::at(&folder));
    assert_eq!(next.recorded_clips(), ["en/name-a.ogg"]);
    let work = next.update(lineup::app::Message::Home(home::Message::Record));
    common::settle(&mut next, work);
    let work = next.update(record(record::Message::Computer));
    common::settle(&mut next, work);
    assert!(next.recorded_clips().is_empty());
    assert!(!kept.exists(), "the recording is forgotten");
}

/// From a game's teacher's menu too: the game is kept, and home offers it after recording.
#[test]
fn the_teachers_menu_opens_the_recording_and_the_game_waits_on_home() {
    let mut app = App::new(Library::built_in());
    let _ = app.update(lineup::app::Message::Home(home::Message::Pick(
        "letters".into(),
    )));
    let _ = app.update(lineup::app::Message::Setup(
        lineup::app::setup::Message::Start,
    ));
    assert!(
        matches!(app.on_screen(), Screen::Table(_)),
        "the game starts"
    );
    let _ = app.update(lineup::app::Message::Table(
        lineup::app::table::Message::RecordVoice,
    ));
    assert!(matches!(app.on_screen(), Screen::Record(_)));
    let _ = app.update(lineup::app::Message::Record(record::Message::Close));
    assert!(matches!(app.on_screen(), Screen::Home));
    assert!(app.resume().is_some(), "home offers the game to go on with");
}

#[test]
fn recordings_read_again_unchanged_are_the_clips_already_kept() {
    use lineup::app::sounds::{Recorded, read_recorded};
    // Brought settings make Lineup read its files again; a recording that did not change is
    // the clip it already has, not one more copy held until Lineup closes.
    let voices = std::env::temp_dir().join(format!("lineup-voices-{}", std::process::id()));
    std::fs::create_dir_all(voices.join("en")).unwrap();
    let clip = clip_of(&take(0.2, 0.5, 0.3, 0.2)).unwrap();
    std::fs::write(voices.join("en/name-a.wav"), &clip).unwrap();
    std::fs::write(voices.join("en/name-b.wav"), &clip).unwrap();
    let first = read_recorded(&voices, &Recorded::new());
    let other = clip_of(&take(0.2, 0.7, 0.3, 0.2)).unwrap();
    std::fs::write(voices.join("en/name-b.wav"), &other).unwrap();
    // A recording cut short (a copy that stopped part way) is not played: the computer's
    // voice is heard for it.
    std::fs::write(voices.join("en/name-c.wav"), &clip[..clip.len() - 2]).unwrap();
    let again = read_recorded(&voices, &first);
    std::fs::remove_dir_all(&voices).unwrap();
    assert!(!again.contains_key("en/name-c.ogg"));
    let (a, b) = ("en/name-a.ogg", "en/name-b.ogg");
    assert_eq!(
        again[a].name, first[a].name,
        "the same recording is the same clip"
    );
    assert!(std::ptr::eq(again[a].bytes, first[a].bytes));
    assert_ne!(
        again[b].name, first[b].name,
        "a changed recording is a new clip"
    );
    assert_eq!(again[b].bytes, other.as_slice());
}

/// A teacher who wants only a few words recorded goes straight to their letter: every letter
/// of the board is on the page, those with something recorded are marked, the count of what is
/// recorded is said, and a word shows its picture, so the teacher knows what to say.
#[test]
fn the_teacher_goes_straight_to_a_letter_and_sees_each_words_picture() {
    let board = lineup_core::Alphabet::english();
    let ours = BTreeSet::from(["en/word-yarn.ogg".to_string()]);
    let mut page = Recorder::new(&board, ours);
    let count = record::items(&board).len();
    let mut ui = simulator(page.view(common::ui("en")));
    assert!(
        ui.find(format!("1 of {count} · Recorded by you: 1 of {count}").as_str())
            .is_ok(),
        "the page says how much is recorded"
    );
    ui.click("Y").expect("the letter Y is on the page");
    let tapped: Vec<_> = ui.into_messages().collect();
    let y = board.letters.iter().position(|l| l.letter == "Y").unwrap();
    assert!(matches!(tapped.as_slice(), [record::Message::Letter(at)] if *at == y));
    let _ = common::update(&mut page, tapped[0].clone());
    let item = page.item().unwrap();
    assert_eq!((item.kind, item.text.as_str()), (Kind::Name, "Y"));
    assert_eq!(
        page.letters_with_ours(),
        BTreeSet::from([y]),
        "Y alone is marked: its yarn is recorded"
    );

    let _ = common::update(&mut page, record::Message::Next);
    let _ = common::update(&mut page, record::Message::Next);
    let item = page.item().unwrap();
    assert_eq!((item.kind, item.text.as_str()), (Kind::Word, "yarn"));
    let mut ui = simulator(page.view(common::ui("en")));
    assert!(
        ui.find("🧶").is_ok(),
        "the word's picture is shown beside it"
    );
}

/// At a laptop the teacher goes through the board from the keyboard: Space records and stops
/// (a held Space does not stop the take and start the next), the arrow the page reads towards
/// goes on (the left one in Arabic), the other goes back, and Esc closes the page, letting a
/// take in progress go with the microphone stopped.
#[test]
fn the_keyboard_records_stops_and_goes_on_in_the_reading_direction() {
    use iced::keyboard::{Key, key::Named};
    use lineup::app::Message;
    use lineup::app::listen::{Press, key_message};
    let space = |repeat| key_message(common::key_pressed(Key::Named(Named::Space), repeat));
    assert!(matches!(space(false), Some(Message::Key(Press::Space))));
    assert!(space(true).is_none(), "a held Space is one press");

    let board = lineup_core::Alphabet::english();
    let mut page = Recorder::new(&board, BTreeSet::new());
    let first = page.item().unwrap().clip.clone();
    let (starting, event) = common::update(&mut page, record::Message::RecordOrStop);
    assert!(
        starting.units() > 0 && event.is_none(),
        "Space starts the microphone"
    );
    let _ = common::update(&mut page, record::Message::Started(Ok(())));
    assert!(page.listening());
    let (letting_go, event) = common::update(&mut page, record::Message::Close);
    assert!(
        matches!(event, Some(record::Event::Close)) && letting_go.units() > 0,
        "closed mid-take, the microphone is let go"
    );
    let (stopping, _) = common::update(&mut page, record::Message::RecordOrStop);
    assert!(
        stopping.units() > 0 && !page.listening(),
        "Space stops the take"
    );
    assert_eq!(
        page.item().unwrap().clip,
        first,
        "the take is of the first clip"
    );

    // Space on the window starts a take: the page waits for it, the arrows do not move it.
    let mut app = App::new(Library::built_in());
    let work = app.update(Message::Home(home::Message::Record));
    common::settle(&mut app, work);
    let _ = app.update(Message::Key(Press::Space));
    let _ = app.update(Message::Key(Press::Right));
    match app.on_screen() {
        Screen::Record(page) => assert_eq!(page.item().unwrap().clip, "en/name-a.ogg"),
        _ => panic!("the page stays while a take starts"),
    }
    let _ = app.update(Message::Key(Press::Escape));
    assert!(
        matches!(app.on_screen(), Screen::Home),
        "Esc closes the page mid-take"
    );

    for (language, on, back) in [
        ("en", Press::Right, Press::Left),
        ("ar", Press::Left, Press::Right),
    ] {
        let mut app = App::new(Library::built_in());
        let work = app.update(Message::Home(home::Message::Language(language)));
        common::settle(&mut app, work);
        let work = app.update(Message::Home(home::Message::Record));
        common::settle(&mut app, work);
        let clip = |app: &App| match app.on_screen() {
            Screen::Record(page) => page.item().unwrap().clip.clone(),
            _ => panic!("{language}: the page is open"),
        };
        let name = clip(&app);
        let _ = app.update(Message::Key(on));
        let sound = clip(&app);
        assert!(
            sound.contains("/sound-"),
            "{language}: {on:?} goes on from {name} to the letter's sound, not {sound}"
        );
        let _ = app.update(Message::Key(back));
        assert_eq!(clip(&app), name, "{language}: {back:?} goes back");
        let _ = app.update(Message::Key(Press::Escape));
        assert!(
            matches!(app.on_screen(), Screen::Home),
            "{language}: Esc closes the page"
        );
    }
}
