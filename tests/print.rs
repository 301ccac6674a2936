//! `lineup print`: the PDFs a teacher prints, read back as a printer and a reader would, by
//! poppler's `pdfinfo` and `pdftotext` (`bash .ci/setup --test` installs them): how many pages and of what
//! paper, that the words are there as text in the language asked for (Arabic and Japanese
//! too), that an Arabic board starts at the right, and that a mistake on the command line is
//! said in one line.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use lineup::look::i18n::Words;

use crate::common;
use lineup_core::Library;

/// A folder of this test's own for its files.
fn folder(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("lineup-print-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

fn lineup(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lineup"))
        .args(args)
        // No teacher's own themes or settings from this machine.
        .env("XDG_DATA_HOME", folder("data"))
        .env("XDG_CONFIG_HOME", folder("config"))
        .output()
        .unwrap()
}

/// Prints `theme` with `args` and gives the PDF's path.
fn print(theme: &str, args: &[&str]) -> PathBuf {
    let out = folder("out").join(format!("{theme}-{}.pdf", args.join("-")));
    let mut all = vec!["print", theme, "--out", out.to_str().unwrap()];
    all.extend(args);
    let output = lineup(&all);
    assert!(
        output.status.success(),
        "lineup {all:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    out
}

fn poppler(tool: &str, args: &[&str], pdf: &Path) -> String {
    let output = Command::new(tool)
        .args(args)
        .arg(pdf)
        .arg("-")
        .output()
        .unwrap_or_else(|_| {
            panic!("{tool} is missing: install poppler-utils (bash .ci/setup --test)")
        });
    assert!(output.status.success(), "{tool} reads {}", pdf.display());
    String::from_utf8(output.stdout).unwrap()
}

/// The page count and the first page's size in points, as `pdfinfo` says.
fn info(pdf: &Path) -> (u32, String) {
    let output = Command::new("pdfinfo")
        .arg(pdf)
        .output()
        .expect("pdfinfo is missing: install poppler-utils (bash .ci/setup --test)");
    let text = String::from_utf8(output.stdout).unwrap();
    let field = |name: &str| {
        text.lines()
            .find_map(|line| line.strip_prefix(name))
            .map(|value| value.trim().to_string())
            .unwrap_or_default()
    };
    (field("Pages:").parse().unwrap(), field("Page size:"))
}

/// The PDF's words with every run of space made one, so a sentence reads whole wherever the
/// page broke its line, and without the marks `pdftotext` puts round a right-to-left line.
fn words(pdf: &Path) -> String {
    poppler("pdftotext", &[], pdf)
        .replace(
            ['\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}'],
            "",
        )
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

fn has(text: &str, wanted: &str, pdf: &Path) {
    assert!(
        text.contains(wanted),
        "{}: no \"{wanted}\" in its text",
        pdf.display()
    );
}

#[test]
fn classic_prints_its_board_over_four_pages_every_card_and_how_to_play() {
    let pdf = print("classic", &["--language", "en", "--paper", "a4"]);
    let (pages, size) = info(&pdf);
    // The board on 4 pages, 104 cards 9 a page on 12, how to play on 1.
    assert_eq!(pages, 4 + 12 + 1);
    assert!(size.starts_with("595.276 x 841.89"), "{size}");
    let text = words(&pdf);
    has(&text, "Classic", &pdf);
    has(&text, "On your turn, pick a card from your hand.", &pdf);
    has(&text, "Glue page 2 here", &pdf);
    has(&text, "Page 3 of 4: row 2, column 1", &pdf);
    has(&text, "K♦", &pdf);
}

#[test]
fn letter_paper_is_letter_sized() {
    let pdf = print("classic", &["--language", "en", "--paper", "letter"]);
    let (_, size) = info(&pdf);
    assert!(size.starts_with("612 x 792"), "{size}");
}

#[test]
fn the_letters_game_prints_its_letters_pictures_and_words() {
    let pdf = print("letters", &["--language", "en", "--paper", "a4"]);
    let (pages, _) = info(&pdf);
    // 24 letters twice and 4 special cards: 52 cards on 6 pages; the board and how to play.
    assert!((8..=11).contains(&pages), "{pages} pages");
    let text = words(&pdf);
    has(&text, "Letters", &pdf);
    has(
        &text,
        "Put a chip on a picture that starts with this letter.",
        &pdf,
    );
    for wanted in ["Aa", "Bb", "apple", "banana", "Goes on any empty space"] {
        has(&text, wanted, &pdf);
    }
}

#[test]
fn chosen_letters_make_a_smaller_game() {
    let all = print("letters", &["--language", "en"]);
    let some = print(
        "letters",
        &["--language", "en", "--letters", "A,B,C,D,E,F,G,H"],
    );
    assert!(info(&some).0 < info(&all).0);
    let text = words(&some);
    has(&text, "Hh", &some);
    assert!(!text.contains("Mm"), "M was not chosen");
}

#[test]
fn arabic_pages_are_in_arabic_and_the_board_starts_at_the_right() {
    let pdf = print("letters", &["--language", "ar", "--paper", "a4"]);
    let arabic = Words::new("ar");
    let text = words(&pdf);
    has(&text, &arabic.text("theme-letters-name", None), &pdf);
    has(&text, &arabic.text("howto-place-letter", None), &pdf);
    has(&text, &arabic.text("print-board", None), &pdf);
    // The first row's first two pictures' words, as the rules lay the board.
    let library = Library::built_in();
    let rules = library
        .rules(
            library.get("letters").unwrap(),
            &Default::default(),
            "ar",
            &[],
        )
        .unwrap();
    let word = |col: u8| {
        let cell = rules.cell_at(0, col).unwrap();
        let picture = rules.picture_at(cell).unwrap();
        picture.word.clone().unwrap()
    };
    let (first, second) = (word(0), word(1));
    has(&text, &first, &pdf);
    // On the first page, the board's first column stands to the right of its second.
    let boxes = poppler("pdftotext", &["-bbox", "-f", "1", "-l", "1"], &pdf);
    let left_of = |word: &str| -> f32 {
        // `-bbox` writes a right-to-left word's letters as they stand, from the left.
        let backwards: String = word.chars().rev().collect();
        let line = (boxes.lines())
            .find(|line| {
                line.contains(&format!(">{word}</word>"))
                    || line.contains(&format!(">{backwards}</word>"))
            })
            .unwrap_or_else(|| panic!("no {word} on the first page: {boxes}"));
        let at = line.find("xMin=\"").unwrap() + 6;
        line[at..].split('"').next().unwrap().parse().unwrap()
    };
    assert!(
        left_of(&first) > left_of(&second),
        "{first} should be right of {second}"
    );
}

#[test]
fn japanese_pages_are_in_japanese() {
    let pdf = print("letters", &["--language", "ja", "--paper", "a4"]);
    let japanese = Words::new("ja");
    // A Japanese line may break between any two kana: the words are compared without spaces.
    let flat = |s: String| s.split_whitespace().collect::<String>();
    let text = flat(words(&pdf));
    has(
        &text,
        &flat(japanese.text("theme-letters-name", None)),
        &pdf,
    );
    has(&text, &flat(japanese.text("howto-wild", None)), &pdf);
    for kana in ["あ", "い", "う", "ん"] {
        has(&text, kana, &pdf);
    }
}

#[test]
fn animals_print_their_names_and_pictures() {
    let pdf = print("animals", &["--language", "es", "--paper", "a4"]);
    let text = words(&pdf);
    let spanish = Words::new("es");
    has(&text, &spanish.text("theme-animals-name", None), &pdf);
    // The names in Spanish, the pictures as text.
    for wanted in ["gato", "unicornio", "🦄", "Va en cualquier casilla vacía"] {
        has(&text, wanted, &pdf);
    }
}

#[test]
fn an_unknown_game_or_a_folder_that_is_not_there_is_said_in_one_line() {
    let out = folder("errors").join("x.pdf");
    for (args, names) in [
        (
            vec!["print", "chess", "--out", out.to_str().unwrap()],
            "chess".to_string(),
        ),
        (
            vec!["print", "classic", "--out", "/no/such/folder/x.pdf"],
            "/no/such/folder/x.pdf".to_string(),
        ),
        (
            // A file where the folder should be.
            vec!["print", "classic", "--out", "Cargo.toml/x.pdf"],
            "Cargo.toml/x.pdf".to_string(),
        ),
    ] {
        let output = lineup(&args);
        let said = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {said}");
        assert_eq!(said.trim().lines().count(), 1, "{args:?}: {said}");
        assert!(said.contains(&names), "{args:?}: {said}");
        assert!(!said.contains("panicked"), "{said}");
    }
    assert!(!out.exists());
}

#[test]
fn the_setup_screens_print_button_asks_once_and_says_where_the_pages_went() {
    use lineup::app::setup::{Message, Printing, Setup};
    let library = Library::built_in();
    let mut setup = Setup::new(library.get("animals").unwrap().clone());
    let (making, event) = common::update(&mut setup, Message::Print);
    assert!(
        making.units() > 0 && event.is_none(),
        "the screen makes the pages itself"
    );
    assert_eq!(setup.printing, Some(Printing::Making));
    // A second press while the pages are being made asks for nothing more.
    assert_eq!(common::update(&mut setup, Message::Print).0.units(), 0);
    let file = PathBuf::from("/home/class/Documents/Lineup Animals.pdf");
    let _ = common::update(&mut setup, Message::Printed(Ok(file.clone())));
    assert_eq!(setup.printing, Some(Printing::Written(file)));
    assert!(common::update(&mut setup, Message::Print).0.units() > 0);
}

/// The pages printed from setup show the teams in the colours the class chose there, as the
/// game on screen does.
#[test]
fn the_game_printed_from_setup_has_the_colours_chosen_there() {
    use lineup::app::screen::Context;
    use lineup::app::setup::{Message, Setup};
    let cx = Context::new(Library::built_in());
    let mut setup = Setup::new(cx.library.get("classic").unwrap().clone());
    let before = setup.rules(&cx).unwrap().colors().to_vec();
    let _ = common::update(&mut setup, Message::Colour(0));
    let printed = setup.rules(&cx).unwrap();
    assert_ne!(
        printed.colors()[0],
        before[0],
        "the first team's colour changed"
    );
    assert_eq!(
        printed.colors()[0],
        setup.game.colors[0],
        "and it is the one printed"
    );
    let started = setup.new_game(1).rules(&cx.library, "en").unwrap();
    assert_eq!(printed.colors(), started.colors(), "printed as played");
}

#[test]
fn the_print_button_names_the_pages_lineup_and_the_game_in_the_language_in_use() {
    use lineup::app::setup::pages;
    use lineup::print::Paper;
    let library = Library::built_in();
    let rules = library
        .rules(
            library.get("animals").unwrap(),
            &Default::default(),
            "fr",
            &[],
        )
        .unwrap();
    let words = Words::new("fr");
    let (file, pdf) = pages(&rules, &words, Paper::A4).unwrap();
    let name = words.text("theme-animals-name", None);
    assert_eq!(file, format!("Lineup {name}.pdf"));
    let written = folder("documents").join(&file);
    std::fs::write(&written, pdf).unwrap();
    assert_eq!(info(&written).0, 8);
}
