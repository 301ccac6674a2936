//! A teacher's own pictures: a folder of them made a letters board (`lineup board`), the board
//! checked (`lineup check-theme`) and played, and every kind of bad picture file named with
//! the file, the place and the fix, never a crash.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use lineup_core::{Library, PictureFault};

/// The example folder of pictures: twenty drawings, each named by its English word.
const EXAMPLE: &str = "examples/our-pictures";

fn lineup(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lineup"))
        .args(args)
        .env("XDG_DATA_HOME", scratch("data"))
        .output()
        .unwrap()
}

fn said(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

/// A new empty folder of this test's own.
fn scratch(name: &str) -> PathBuf {
    let folder =
        std::env::temp_dir().join(format!("lineup-pictures-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

/// A copy of the example folder, with the board made from it (`en.toml`).
fn board_folder(name: &str) -> PathBuf {
    let folder = scratch(name);
    for entry in std::fs::read_dir(EXAMPLE).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, folder.join(path.file_name().unwrap())).unwrap();
    }
    let made = lineup(&["board", folder.to_str().unwrap(), "--language", "en"]);
    assert!(made.status.success(), "{}", said(&made));
    folder
}

#[test]
fn a_folder_of_pictures_becomes_a_letters_board_that_is_checked_and_played() {
    let folder = board_folder("made");
    let board = folder.join("en.toml");
    let text = std::fs::read_to_string(&board).unwrap();
    assert!(text.contains("image = \"sun.svg\""), "{text}");
    assert!(text.contains("word = \"sun\""), "{text}");
    let checked = lineup(&["check-theme", board.to_str().unwrap()]);
    assert!(checked.status.success(), "{}", said(&checked));
    assert!(said(&checked).contains("10 letters"), "{}", said(&checked));
    // In the folder given to Lineup, it is English's letters board, every picture a file.
    let (library, errors) = lineup::data::read::library(&[&folder]);
    assert!(errors.is_empty(), "{errors:?}");
    let english = library.alphabet("en").unwrap();
    assert_eq!(english.letters.len(), 10);
    for letter in &english.letters {
        for picture in &letter.pictures {
            let image = picture.image.as_deref().unwrap();
            assert!(Path::new(image).is_file(), "{image}");
            assert!(picture.word.starts_with(&letter.letter.to_lowercase()));
        }
    }
    let letters = library.get("letters").unwrap();
    let rules = library
        .rules(letters, &Default::default(), "en", &[])
        .unwrap();
    assert_eq!(lineup::data::pictures::paths(&rules).count(), 20);
}

#[test]
fn the_example_board_is_the_one_lineup_board_makes_of_its_pictures() {
    let body = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|line| !line.starts_with('#'))
            .map(str::to_string)
            .collect()
    };
    let made = std::fs::read_to_string(board_folder("example").join("en.toml")).unwrap();
    let kept = std::fs::read_to_string(Path::new(EXAMPLE).join("en.toml")).unwrap();
    assert_eq!(
        body(&made),
        body(&kept),
        "run `lineup board {EXAMPLE} --language en` again"
    );
}

#[test]
fn a_folder_of_pictures_for_too_few_letters_says_which_letters_need_more() {
    let folder = scratch("few");
    for word in ["sun", "star", "moon", "tree"] {
        std::fs::copy(
            Path::new(EXAMPLE).join(format!("{word}.svg")),
            folder.join(format!("{word}.svg")),
        )
        .unwrap();
    }
    std::fs::write(folder.join("notes.txt"), "not a picture").unwrap();
    let made = lineup(&["board", folder.to_str().unwrap(), "--language", "en"]);
    let said = said(&made);
    assert!(!made.status.success(), "{said}");
    assert!(said.contains("only 1 letters have two pictures"), "{said}");
    assert!(said.contains("M (moon)"), "{said}");
    assert!(said.contains("T (tree)"), "{said}");
    assert!(!folder.join("en.toml").exists());
    let empty = scratch("empty");
    let none = lineup(&["board", empty.to_str().unwrap()]);
    assert!(said_has(&none, "no pictures in this folder"));
    let nowhere = lineup(&["board", "/no/such/folder"]);
    assert!(said_has(&nowhere, "there is no folder there"));
}

fn said_has(output: &Output, words: &str) -> bool {
    !output.status.success() && said(output).contains(words)
}

/// A real PNG of `side` pixels a side, in colours no encoder can squeeze much.
fn png(side: u32) -> Vec<u8> {
    let picture = image::RgbImage::from_fn(side, side, |x, y| {
        image::Rgb([(x * 7 + y * 13) as u8, (x * y) as u8, (x ^ y) as u8])
    });
    let mut bytes = std::io::Cursor::new(Vec::new());
    picture
        .write_to(&mut bytes, image::ImageFormat::Png)
        .unwrap();
    bytes.into_inner()
}

#[test]
fn every_bad_picture_is_named_with_its_file_its_place_and_the_fix() {
    let folder = board_folder("bad");
    let whole = png(300);
    std::fs::write(folder.join("cut.png"), &whole[..whole.len() / 2]).unwrap();
    std::fs::write(folder.join("words.png"), "these are words, not a picture").unwrap();
    let mut huge = whole[..33].to_vec();
    huge[16..20].copy_from_slice(&9000u32.to_be_bytes());
    std::fs::write(folder.join("huge.png"), huge).unwrap();
    let heavy = std::fs::File::create(folder.join("heavy.png")).unwrap();
    heavy.set_len(21_000_000).unwrap();
    std::fs::create_dir_all(folder.join("folder.png")).unwrap();
    let outside = folder.parent().unwrap().join("lineup-outside.png");
    std::fs::write(&outside, &whole).unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(&outside, folder.join("link.png")).unwrap();
    let board = std::fs::read_to_string(folder.join("en.toml")).unwrap();
    let cases: &[(&str, &str)] = &[
        ("nothing.png", "there is no such picture file"),
        ("words.png", "it is not a PNG, JPEG or SVG picture"),
        ("cut.png", "the picture file is cut short"),
        (
            "huge.png",
            "the picture is 9000 × 300 pixels, more than 8000 on a side",
        ),
        ("heavy.png", "more than 20 MB"),
        ("folder.png", "it is not a plain file"),
        ("../lineup-outside.png", "outside the folder"),
        ("/etc/hostname", "outside the folder"),
        #[cfg(unix)]
        ("link.png", "outside the folder"),
        ("", "the picture's file name is empty"),
    ];
    for (image, what) in cases {
        let file = folder.join("broken.toml");
        let text = board.replacen("image = \"ball.svg\"", &format!("image = \"{image}\""), 1);
        assert_ne!(text, board);
        std::fs::write(&file, text).unwrap();
        let checked = lineup(&["check-theme", file.to_str().unwrap()]);
        let said = said(&checked);
        assert!(!checked.status.success(), "{image}: {said}");
        assert!(said.contains(what), "{image}: {said}");
        // The place, and the file there, as the board names it.
        assert!(
            said.contains(&format!(
                "broken.toml: letters[0] (B).pictures[0].image = \"{image}\""
            )),
            "{said}"
        );
        assert!(said.contains("(fix: "), "{said}");
        assert!(!said.contains("panicked"), "{said}");
    }
}

#[test]
fn check_theme_finds_every_bad_picture_in_one_run() {
    let folder = board_folder("one-run");
    let whole = png(300);
    std::fs::write(folder.join("words.png"), "these are words, not a picture").unwrap();
    std::fs::write(folder.join("cut.png"), &whole[..whole.len() / 2]).unwrap();
    let board = std::fs::read_to_string(folder.join("en.toml")).unwrap();
    // A fault its first bytes show, and one only the whole file shows.
    let text = board
        .replacen("image = \"ball.svg\"", "image = \"words.png\"", 1)
        .replacen("image = \"sun.svg\"", "image = \"cut.png\"", 1);
    let file = folder.join("two.toml");
    std::fs::write(&file, text).unwrap();
    let said = said(&lineup(&["check-theme", file.to_str().unwrap()]));
    assert!(
        said.contains("image = \"words.png\": it is not a PNG"),
        "{said}"
    );
    assert!(
        said.contains("image = \"cut.png\": the picture file is cut short"),
        "{said}"
    );
}

/// A drawing that shows `href`, a picture file, inside it.
fn drawing_showing(href: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\">\
         <image href=\"{href}\" width=\"100\" height=\"100\"/></svg>"
    )
}

#[test]
fn a_drawing_shows_nothing_from_outside_its_folder_and_says_so() {
    let folder = board_folder("reaching");
    let outside = folder.parent().unwrap().join("lineup-reaching-outside.png");
    std::fs::write(&outside, png(50)).unwrap();
    std::fs::write(folder.join("inside.png"), png(50)).unwrap();
    let board = std::fs::read_to_string(folder.join("en.toml")).unwrap();
    for href in [outside.to_str().unwrap(), "../lineup-reaching-outside.png"] {
        std::fs::write(folder.join("reach.svg"), drawing_showing(href)).unwrap();
        let reach = lineup::data::pictures::decode(&folder.join("reach.svg"), 50);
        assert_eq!(
            reach,
            Err(PictureFault::DrawingReachesOut(href.to_string()))
        );
        let file = folder.join("reach.toml");
        let text = board.replacen("image = \"ball.svg\"", "image = \"reach.svg\"", 1);
        std::fs::write(&file, text).unwrap();
        let said = said(&lineup(&["check-theme", file.to_str().unwrap()]));
        assert!(
            said.contains("image = \"reach.svg\": the drawing shows another file"),
            "{said}"
        );
        assert!(said.contains(href), "{said}");
    }
    // A board made from the folder leaves it off, and says why.
    let made = lineup(&["board", folder.to_str().unwrap(), "--language", "en"]);
    let report = said(&made);
    assert!(
        report.contains("reach.svg") && report.contains("the drawing shows another file"),
        "{report}"
    );
    assert!(
        !std::fs::read_to_string(folder.join("en.toml"))
            .unwrap()
            .contains("reach.svg")
    );
    // One naming a picture beside it is a drawing like any other.
    std::fs::write(folder.join("near.svg"), drawing_showing("inside.png")).unwrap();
    assert!(lineup::data::pictures::decode(&folder.join("near.svg"), 50).is_ok());
}

#[test]
fn a_folder_named_on_a_mac_puts_each_picture_under_its_own_letter() {
    let folder = scratch("mac");
    // The names as a Mac writes them: a letter, then its accent on its own.
    let words = [
        "A\u{308}hre",
        "A\u{308}rztin",
        "Apfel",
        "Ameise",
        "Ball",
        "Bus",
        "Dach",
        "Dose",
        "Ente",
        "Esel",
        "Fisch",
        "Fuchs",
        "Hund",
        "Haus",
        "Igel",
        "Insel",
        "Mond",
        "Maus",
        "O\u{308}l",
        "O\u{308}fen",
    ];
    for word in words {
        std::fs::write(folder.join(format!("{word}.png")), png(20)).unwrap();
    }
    let made = lineup(&["board", folder.to_str().unwrap(), "--language", "de"]);
    assert!(made.status.success(), "{}", said(&made));
    let board = std::fs::read_to_string(folder.join("de.toml")).unwrap();
    assert!(board.contains("letter = \"Ä\""), "{board}");
    assert!(board.contains("letter = \"Ö\""), "{board}");
    // The word as a keyboard types it; the file as it is named.
    assert!(board.contains("word = \"Ärztin\""), "{board}");
    assert!(board.contains("image = \"A\u{308}rztin.png\""), "{board}");
    // A board typed on another computer finds the Mac's files.
    let typed = board.replace("A\u{308}rztin.png", "Ärztin.png");
    std::fs::write(folder.join("typed.toml"), typed).unwrap();
    let checked = lineup(&["check-theme", folder.join("typed.toml").to_str().unwrap()]);
    assert!(checked.status.success(), "{}", said(&checked));
}

#[test]
fn a_picture_is_decoded_no_larger_than_it_is_shown_and_upright() {
    let folder = scratch("decode");
    let sun = lineup::data::pictures::decode(&Path::new(EXAMPLE).join("sun.svg"), 100).unwrap();
    assert_eq!((sun.width, sun.height), (100, 100));
    assert_eq!(sun.rgba.len(), 100 * 100 * 4);
    // Drawn, not empty: the sun's middle is not see-through.
    assert!(sun.rgba[(50 * 100 + 50) * 4 + 3] > 200);
    std::fs::write(folder.join("big.png"), png(900)).unwrap();
    let big = lineup::data::pictures::decode(&folder.join("big.png"), 300).unwrap();
    assert_eq!((big.width, big.height), (300, 300));
    let whole = png(400);
    std::fs::write(folder.join("cut.png"), &whole[..whole.len() - 100]).unwrap();
    assert_eq!(
        lineup::data::pictures::decode(&folder.join("cut.png"), 300),
        Err(PictureFault::CutShort)
    );
}
#[test]
fn a_picture_is_drawn_from_the_copy_nearest_its_size_so_its_lines_stay_whole() {
    use iced::widget::image::Handle;
    use lineup::look::decoded::{Pictures, decode};
    let file = Path::new(EXAMPLE).join("sun.svg").display().to_string();
    let mut pictures = Pictures::default();
    assert_eq!(pictures.keep(decode(file.clone())), None);
    let side = |pixels: f32| match pictures.get(&file, pixels) {
        Some(Handle::Rgba { width, height, .. }) => (*width).max(*height),
        other => panic!("{other:?}"),
    };
    // A cell of a full board in a small window (about 30 pixels) draws a copy of 48, not the
    // 384 a 4K board draws: shrunk more than twice, a drawing's lines break into dots.
    assert_eq!(side(30.0), 48);
    assert_eq!(side(48.0), 48);
    assert_eq!(side(100.0), 192);
    assert_eq!(side(250.0), 384);
    assert_eq!(side(1000.0), 384);
    assert_eq!(side(1.0), 24);
}

#[test]
fn every_picture_fault_is_said_in_every_language() {
    use lineup::look::i18n::{LANGUAGES, Words};
    let faults = [
        PictureFault::NoName,
        PictureFault::OutsideFolder,
        PictureFault::Missing,
        PictureFault::NotAFile,
        PictureFault::TooManyBytes(21),
        PictureFault::NotAPicture,
        PictureFault::CutShort,
        PictureFault::TooManyPixels(9000, 300),
        PictureFault::Unreadable("denied".into()),
        PictureFault::DrawingReachesOut("/home/photo.png".into()),
    ];
    for language in &LANGUAGES {
        let words = Words::new(language.tag);
        for fault in &faults {
            let said = lineup::app::notice::picture_fault(&words, fault);
            assert!(!said.starts_with("picture-"), "{}: {said}", language.tag);
            assert!(!said.contains("{"), "{}: {said}", language.tag);
        }
    }
}

#[test]
fn a_board_made_from_home_is_kept_in_the_themes_folder_with_its_pictures_made_smaller() {
    let folder = scratch("class-photos");
    for entry in std::fs::read_dir(EXAMPLE).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|ending| ending == "svg") {
            std::fs::copy(&path, folder.join(path.file_name().unwrap())).unwrap();
        }
    }
    // A phone's photo in place of one drawing: kept at 1024 pixels at most.
    std::fs::remove_file(folder.join("sun.svg")).unwrap();
    std::fs::write(folder.join("sun.png"), png(2000)).unwrap();
    let themes = scratch("themes");
    let english = Library::built_in().alphabet("en").unwrap().clone();
    let (made, board) = lineup::data::new_board::make_and_keep(&folder, &english, &themes).unwrap();
    let kept = themes.join(folder.file_name().unwrap());
    assert_eq!(made.file, kept.join("en.toml"));
    assert_eq!(board.letters.len(), 10);
    let sun = image::open(kept.join("sun.png")).unwrap();
    assert_eq!((sun.width(), sun.height()), (1024, 1024));
    assert!(kept.join("pear.svg").is_file());
    // The teacher's own folder is left as it was.
    assert!(!folder.join("en.toml").exists());
    // At the next start, the themes folder's folder of pictures is English's letters board.
    let (library, errors) = lineup::data::read::library(&[&themes]);
    assert!(errors.is_empty(), "{errors:?}");
    let english = library.alphabet("en").unwrap();
    assert_eq!(english.letters.len(), 10);
    assert!(english.letters[0].pictures[0].image.is_some());
}

/// A folder of its own for a test of picture files.
fn picture_folder(name: &str) -> PathBuf {
    let folder = scratch(&format!("check-{name}"));
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

#[test]
fn a_picture_in_the_folder_or_below_it_is_found_and_nothing_leads_out() {
    use lineup::data::pictures::check_picture;
    let folder = picture_folder("found");
    std::fs::create_dir_all(folder.join("fruit")).unwrap();
    std::fs::write(folder.join("fruit/apple.png"), png(40)).unwrap();
    let found = check_picture(&folder, "fruit/apple.png").unwrap();
    assert_eq!(found, folder.join("fruit/apple.png"));
    std::fs::write(folder.join("..").join("lineup-outside.png"), png(4)).unwrap();
    assert_eq!(
        check_picture(&folder, "../lineup-outside.png"),
        Err(PictureFault::OutsideFolder)
    );
    // A link inside the folder to a file outside it leads out too.
    #[cfg(unix)]
    {
        let link = folder.join("link.png");
        let _ = std::fs::remove_file(&link);
        std::os::unix::fs::symlink(folder.join("../lineup-outside.png"), &link).unwrap();
        assert_eq!(
            check_picture(&folder, "link.png"),
            Err(PictureFault::OutsideFolder)
        );
    }
}

#[test]
fn every_fault_a_picture_file_can_have_is_named() {
    use lineup::data::pictures::check_picture;
    let folder = picture_folder("faults");
    std::fs::write(folder.join("words.png"), "just some words").unwrap();
    std::fs::write(folder.join("short.png"), &png(4)[..18]).unwrap();
    std::fs::create_dir_all(folder.join("dir.png")).unwrap();
    let big = std::fs::File::create(folder.join("big.jpg")).unwrap();
    big.set_len(lineup_core::MAX_PICTURE_BYTES + 1).unwrap();
    let cases = [
        ("", PictureFault::NoName),
        ("none.png", PictureFault::Missing),
        ("words.png", PictureFault::NotAPicture),
        ("short.png", PictureFault::CutShort),
        ("dir.png", PictureFault::NotAFile),
        ("big.jpg", PictureFault::TooManyBytes(21)),
    ];
    for (image, fault) in cases {
        assert_eq!(check_picture(&folder, image), Err(fault), "{image}");
    }
}

/// A Korean teacher's pictures, named as a child says them, go to the letter each word starts
/// with inside its first syllable: 고양이 to ㄱ, 오리 to ㅗ (its ㅇ is silent).
#[test]
fn a_korean_picture_goes_to_the_letter_its_first_syllable_starts_with() {
    let folder = scratch("korean-pictures");
    for word in ["고양이", "오리"] {
        std::fs::copy(
            "examples/our-pictures/ball.svg",
            folder.join(format!("{word}.svg")),
        )
        .unwrap();
    }
    let korean = Library::built_in().alphabet("ko").unwrap().clone();
    let Err(lineup::data::new_board::BoardError::TooFew { report, .. }) =
        lineup::data::new_board::make(&folder, &korean)
    else {
        panic!("two pictures make no board")
    };
    assert!(report.no_letter.is_empty(), "{:?}", report.no_letter);
    let mut placed = report.one_picture.clone();
    placed.sort();
    assert_eq!(
        placed,
        [
            ("ㄱ".to_string(), "고양이".to_string()),
            ("ㅗ".to_string(), "오리".to_string())
        ]
    );
}
