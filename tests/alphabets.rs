//! Every language's letters board: each picture word starts with its letter by sound (as
//! espeak-ng hears it), every character on screen is in a font Lineup embeds, a board for the
//! letters a class chose is laid out, and a broken board is told plainly.

use lineup_core::{Alphabet, Library, MIN_LETTERS, Special};

use crate::common;

/// The phonemes espeak-ng hears in `input` with `voice`, one a string, stress marks dropped.
///
/// Without espeak-ng the test fails rather than skips (CI must hear every word), and says how
/// to install it.
fn phonemes(voice: &str, input: &str) -> Vec<String> {
    lineup::data::new_board::hearing::phonemes(voice, input).unwrap_or_else(|error| {
        panic!("{error}; `bash .ci/setup --test` installs everything Lineup's checks need")
    })
}

#[test]
fn every_picture_word_starts_with_its_letters_sound() {
    let mut wrong = Vec::new();
    let mut excused = Vec::new();
    for alphabet in Library::built_in().alphabets() {
        for letter in &alphabet.letters {
            for picture in &letter.pictures {
                let heard = match &picture.say {
                    Some(say) => phonemes(&alphabet.voice, &format!("[[{say}]]")),
                    None => phonemes(&alphabet.voice, &picture.word),
                };
                let starts = lineup::data::new_board::hearing::starts_with_sound(letter, &heard);
                let said = format!(
                    "{}: {} {} is heard as {} (the letter's sound: {:?})",
                    alphabet.language,
                    letter.letter,
                    picture.word,
                    heard.join(" "),
                    letter.heard
                );
                match (starts, &picture.exception) {
                    (true, _) => {}
                    (false, Some(why)) => excused.push(format!("{said}: {why}")),
                    (false, None) => wrong.push(said),
                }
            }
        }
    }
    // The written-down exceptions are printed with `--nocapture`.
    for line in &excused {
        println!("exception: {line}");
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
#[test]
fn every_character_of_every_language_is_in_an_embedded_font() {
    use lineup::look::fonts;
    let mut problems = Vec::new();
    for entry in std::fs::read_dir("locales").unwrap() {
        for file in std::fs::read_dir(entry.unwrap().path()).unwrap() {
            let path = file.unwrap().path();
            let messages = std::fs::read_to_string(&path).unwrap();
            for c in messages
                .chars()
                .filter(|&c| !fonts::shaping(c) && !fonts::text_drawn().contains(&c))
            {
                problems.push(format!("{}: U+{:04X} {c}", path.display(), c as u32));
            }
        }
    }
    // What the app and its pages to print write themselves: the team shapes, the free
    // corner's star, the trophy, the scissors.
    let printing = common::rust_files("src/print");
    for path in common::rust_files("src/app").into_iter().chain(printing) {
        let source = std::fs::read_to_string(&path).unwrap();
        for c in source
            .chars()
            .filter(|&c| !c.is_ascii() && !fonts::shaping(c))
        {
            if !fonts::text_drawn().contains(&c) && !fonts::pictures_drawn().contains(&c) {
                problems.push(format!("{}: U+{:04X} {c}", path.display(), c as u32));
            }
        }
    }
    for alphabet in Library::built_in().alphabets() {
        for problem in fonts::undrawn(alphabet) {
            problems.push(format!(
                "{}: {}: {}",
                alphabet.language, problem.place, problem.what
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "not in any embedded font:\n{}",
        problems.join("\n")
    );
}

#[test]
fn every_language_plays_on_its_own_letters_some_beyond_english() {
    let library = Library::built_in();
    let has = |tag: &str, letters: &[&str]| {
        let alphabet = library.alphabet(tag).unwrap();
        for letter in letters {
            assert!(
                alphabet.letters.iter().any(|known| known.letter == *letter),
                "{tag} has {letter} on its board"
            );
        }
    };
    has("es", &["Ñ"]);
    has("de", &["Ä", "Ö", "Ü"]);
    has("fr", &["É"]);
    has("pl", &["Ł", "Ś", "Ż"]);
    has("tr", &["Ç", "İ", "Ö", "Ş", "Ü"]);
    has("uk", &["Ґ", "Є", "Ї", "Щ", "Я"]);
    has("ar", &["ب", "ث", "ض", "ي"]);
    let arabic = library.alphabet("ar").unwrap();
    assert_eq!(arabic.letters.len(), 28, "every Arabic letter starts words");
    assert!(
        matches!(arabic.wild, Special::Picture(_)),
        "so the specials are pictures"
    );
}

#[test]
fn the_letters_a_class_knows_make_a_smaller_board_the_same_each_time() {
    let library = Library::built_in();
    let theme = library.get("letters").unwrap();
    for alphabet in library.alphabets() {
        let first = &alphabet.first;
        assert!(
            first.len() >= MIN_LETTERS,
            "{}: a first-letters preset",
            alphabet.language
        );
        let small = theme
            .on_board(&Default::default(), alphabet, first)
            .unwrap_or_else(|error| panic!("{error}"));
        let again = theme
            .on_board(&Default::default(), alphabet, first)
            .unwrap();
        assert_eq!(
            small.faces(),
            again.faces(),
            "{}: the same board",
            alphabet.language
        );
        let full = theme.on_board(&Default::default(), alphabet, &[]).unwrap();
        assert!(small.cell_count() < full.cell_count());
        assert_eq!(
            small.deck_size(),
            2 * first.len() + 4,
            "each letter twice, two wild, two remove"
        );
        // Each letter's two pictures are apart: never in one row, never touching.
        for card in 0..small.cards().len() {
            let cells: Vec<_> = small.card_cells()[card].iter().collect();
            if let [a, b] = cells[..] {
                let ((ra, ca), (rb, cb)) = (small.row_col(a), small.row_col(b));
                assert!(ra != rb && (ra.abs_diff(rb) > 1 || ca.abs_diff(cb) > 1));
            }
        }
    }
}

#[test]
fn too_few_letters_are_refused_with_how_many_to_choose() {
    let library = Library::built_in();
    let theme = library.get("letters").unwrap();
    let english = library.alphabet("en").unwrap();
    let three: Vec<String> = ["S", "A", "T"].map(String::from).to_vec();
    let error = theme
        .on_board(&Default::default(), english, &three)
        .unwrap_err();
    assert!(
        error
            .to_string()
            .contains(&format!("choose at least {MIN_LETTERS} letters")),
        "{error}"
    );
}

#[test]
fn a_broken_letters_board_names_the_place_and_the_fix() {
    let english = lineup_core::BUILT_IN_ALPHABETS[0].1;
    // One picture short, and a special letter that is also on the board.
    let broken = english
        .replace(", { picture = \"🐜\", word = \"ant\" }", "")
        .replace("letter = \"Z\"", "letter = \"A\"");
    let error = Alphabet::parse(&broken, "my-board.toml").unwrap_err();
    let said = error.to_string();
    assert!(
        said.contains("my-board.toml: letters[0] (A).pictures: one picture"),
        "{said}"
    );
    assert!(said.contains("give exactly two pictures"), "{said}");
    assert!(
        said.contains("wild: \"A\" is empty or is also a letter of the board"),
        "{said}"
    );
    let not_toml = Alphabet::parse("language = ", "my-board.toml").unwrap_err();
    assert!(
        not_toml.to_string().contains("my-board.toml: line 1"),
        "{not_toml}"
    );
}

#[test]
fn a_teachers_letters_board_in_a_themes_folder_replaces_the_built_in_one() {
    let folder = std::env::temp_dir().join(format!("lineup-alphabets-{}", std::process::id()));
    std::fs::create_dir_all(folder.join("alphabets")).unwrap();
    let mine = lineup_core::BUILT_IN_ALPHABETS[0]
        .1
        .replace("language = \"en\"", "language = \"cy\"")
        .replace("\"apple\"", "\"afal\"");
    std::fs::write(folder.join("alphabets/cy.toml"), mine).unwrap();
    std::fs::write(
        folder.join("alphabets/broken.toml"),
        "language = \"xx\"\nletters = []\n",
    )
    .unwrap();
    let (library, problems) = lineup::data::read::library(&[&folder]);
    std::fs::remove_dir_all(&folder).unwrap();
    let welsh = library
        .alphabet("cy")
        .expect("the teacher's board is offered");
    assert_eq!(welsh.letters[0].pictures[0].word, "afal");
    assert_eq!(
        problems.len(),
        1,
        "the broken board is reported, not fatal: {problems:?}"
    );
    assert!(problems[0].file.ends_with("broken.toml"));
}
/// The pictures of one letter of a board: what shows each (emoji or file) and its word.
fn pictures_of<'a>(board: &'a Alphabet, letter: &str) -> Vec<(String, &'a str)> {
    let letter = board.letters.iter().find(|l| l.letter == letter).unwrap();
    (letter.pictures.iter())
        .map(|p| {
            (
                p.image.clone().unwrap_or(p.picture.clone()),
                p.word.as_str(),
            )
        })
        .collect()
}

#[test]
fn the_japanese_board_draws_the_words_no_emoji_shows() {
    let library = Library::built_in();
    let japanese = library.alphabet("ja").unwrap();
    // ぬりえ is a colouring page, not a crayon (🖍️ is クレヨン); ルーレット is drawn, so
    // 🔍 is む's «むしめがね», as every Japanese child calls it, not る's ルーペ.
    let nu = pictures_of(japanese, "ぬ");
    let mu = pictures_of(japanese, "む");
    let ru = pictures_of(japanese, "る");
    assert_eq!(
        nu[1],
        (
            "built-in alphabets/drawings/colouring-page.svg".into(),
            "ぬりえ"
        )
    );
    assert_eq!(mu[1], ("🔍".into(), "むしめがね"));
    assert_eq!(
        ru[1],
        (
            "built-in alphabets/drawings/prize-wheel.svg".into(),
            "ルーレット"
        )
    );
    for (file, _) in [&nu[1], &ru[1]] {
        let drawn = lineup::data::pictures::decode(std::path::Path::new(file), 120).unwrap();
        assert_eq!((drawn.width, drawn.height), (120, 120), "{file}");
        let coloured = drawn.rgba.chunks(4).filter(|px| px[3] > 0).count();
        assert!(coloured > 120 * 120 / 3, "{file} is drawn, not blank");
    }
}

#[test]
fn a_teachers_copy_of_a_built_in_board_shows_its_drawings_without_copying_them() {
    let folder = std::env::temp_dir().join(format!("lineup-copy-ja-{}", std::process::id()));
    std::fs::create_dir_all(folder.join("alphabets")).unwrap();
    let (_, japanese) = (lineup_core::BUILT_IN_ALPHABETS.iter())
        .find(|(file, _)| *file == "ja.toml")
        .unwrap();
    let mine = japanese.replace("\"ぬいぐるみ\"", "\"ぬの\"");
    std::fs::write(folder.join("alphabets/ja.toml"), mine).unwrap();
    let (library, problems) = lineup::data::read::library(&[&folder]);
    std::fs::remove_dir_all(&folder).unwrap();
    assert!(problems.is_empty(), "{problems:?}");
    let japanese = library.alphabet("ja").unwrap();
    let nu = pictures_of(japanese, "ぬ");
    assert_eq!(nu[0].1, "ぬの", "the teacher's board is the one in use");
    assert!(lineup::data::pictures::decode(std::path::Path::new(&nu[1].0), 64).is_ok());
}

#[test]
fn a_letter_or_picture_no_font_draws_is_named_with_where_it_is() {
    // A Georgian letter and a picture no emoji font has.
    let text = lineup_core::BUILT_IN_ALPHABETS[0]
        .1
        .replace(
            "letter = \"B\", small = \"b\"",
            "letter = \"ბ\", small = \"ბ\"",
        )
        .replace("word = \"banana\"", "word = \"ბანანი\"")
        .replace("word = \"bee\"", "word = \"ბუ\"")
        .replace("\"🍌\"", "\"\u{E000}\"");
    let alphabet = Alphabet::parse(&text, "ka.toml").unwrap();
    let problems = lineup::look::fonts::undrawn(&alphabet);
    let said: Vec<String> = problems
        .iter()
        .map(|p| format!("{}: {}", p.place, p.what))
        .collect();
    assert!(
        said.iter()
            .any(|line| line.starts_with("letters[1] (ბ): \"ბბ\" has ბ (U+10D1)")),
        "{said:?}"
    );
    assert!(
        said.iter()
            .any(|line| line.starts_with("letters[1] (ბ).pictures[0]: \"\u{E000}\"")),
        "{said:?}"
    );
    for alphabet in Library::built_in().alphabets() {
        assert_eq!(
            lineup::look::fonts::undrawn(alphabet),
            Vec::new(),
            "{}",
            alphabet.language
        );
    }
}

/// The browser's build carries only the pictures Lineup's own games and words draw (the whole
/// emoji font would be most of a first visit's download): every one of them is there.
#[test]
fn the_browsers_emoji_font_has_every_picture_the_built_in_games_draw() {
    use lineup::look::fonts;
    let subset = std::fs::read("src/look/fonts/NotoColorEmoji-Lineup.ttf").unwrap();
    assert!(
        subset.len() < 2_000_000,
        "a small download: {} bytes",
        subset.len()
    );
    let in_subset = fonts::drawn(&subset);
    let mut files = common::rust_files("src/app");
    for folder in ["themes", "themes/alphabets"] {
        for entry in std::fs::read_dir(folder).unwrap() {
            files.push(entry.unwrap().path());
        }
    }
    let mut missing = Vec::new();
    for path in files.iter().filter(|path| path.is_file()) {
        let text = std::fs::read_to_string(path).unwrap();
        for c in (text.chars()).filter(|c| !c.is_ascii() && fonts::pictures_drawn().contains(c)) {
            if !in_subset.contains(&c) {
                missing.push(format!("{}: U+{:04X} {c}", path.display(), c as u32));
            }
        }
    }
    // Every character of every picture of every board, ASCII too: a keycap (0️⃣) is drawn
    // from its digit.
    for alphabet in Library::built_in().alphabets() {
        let specials = [&alphabet.wild, &alphabet.remove].map(|special| match special {
            lineup_core::Special::Picture(picture) => picture.clone(),
            lineup_core::Special::Letter { .. } => String::new(),
        });
        let pictures = alphabet.letters.iter().flat_map(|letter| &letter.pictures);
        for picture in pictures.map(|p| p.picture.clone()).chain(specials) {
            for c in picture
                .chars()
                .filter(|&c| !fonts::shaping(c) && !in_subset.contains(&c))
            {
                missing.push(format!(
                    "{}: {picture} has U+{:04X}",
                    alphabet.file, c as u32
                ));
            }
        }
    }
    missing.dedup();
    assert!(
        missing.is_empty(),
        "run src/look/fonts/make-emoji-subset.sh:\n{}",
        missing.join("\n")
    );
}

/// The browser's build starts with Andika, the shapes and the language names' letters; each
/// language's script font comes when the language is chosen. Home names every language in its
/// own letters from the start, and once a language's fonts have come, every word and letter
/// of it is drawn.
#[test]
fn in_the_browser_each_language_is_drawn_by_the_fonts_that_come_with_it() {
    use lineup::look::fonts;
    // Andika as the browser's build cuts it (feature `cut-fonts`).
    let andika = std::fs::read("src/look/fonts/Andika-Lineup-Regular.ttf").unwrap();
    let drawn_by = |files: &[&str]| -> std::collections::BTreeSet<char> {
        let mut drawn = fonts::drawn(&andika);
        drawn.extend(fonts::drawn(fonts::SHAPES));
        for file in files {
            drawn.extend(fonts::drawn(
                &std::fs::read(format!("src/look/fonts/{file}")).unwrap(),
            ));
        }
        drawn
    };
    let names: Vec<String> = std::fs::read_dir("src/look/fonts")
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|file| file.starts_with("LineupNames-"))
        .collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    // Each is marked Thin: text looks for a font of its own weight first, so once a script's
    // font has come the names' cut never draws half a word (an Arabic word lost a letter).
    for file in &names {
        let bytes = std::fs::read(format!("src/look/fonts/{file}")).unwrap();
        let face = ttf_parser::Face::parse(&bytes, 0).unwrap();
        assert_eq!(face.weight().to_number(), 100, "{file}");
    }
    let at_first = drawn_by(&names);
    let library = Library::built_in();
    let mut problems = Vec::new();
    for (tag, name) in lineup::look::i18n::language_names() {
        for c in name
            .chars()
            .filter(|&c| !fonts::shaping(c) && !at_first.contains(&c))
        {
            problems.push(format!(
                "{tag}: its name's {c} is not drawn before its font comes"
            ));
        }
        let own = drawn_by(&fonts::script_files(tag));
        let mut written = String::new();
        for file in std::fs::read_dir(format!("locales/{tag}")).unwrap() {
            written += &std::fs::read_to_string(file.unwrap().path()).unwrap();
        }
        if let Some(alphabet) = library.alphabet(tag) {
            for letter in &alphabet.letters {
                written += &letter.letter;
                written.extend(
                    letter
                        .pictures
                        .iter()
                        .flat_map(|picture| picture.word.chars()),
                );
            }
        }
        let missing: std::collections::BTreeSet<char> = written
            .chars()
            .filter(|&c| !fonts::shaping(c) && !own.contains(&c))
            .collect();
        if !missing.is_empty() {
            problems.push(format!("{tag}: {missing:?} not drawn by its fonts"));
        }
    }
    // What the app writes itself (arrows, the shapes, the trophy) is drawn from the start.
    let emoji = std::fs::read("src/look/fonts/NotoColorEmoji-Lineup.ttf").unwrap();
    let mut from_the_start = drawn_by(&[]);
    from_the_start.extend(fonts::drawn(&emoji));
    for path in common::rust_files("src/app") {
        let source = std::fs::read_to_string(&path).unwrap();
        for c in source
            .chars()
            .filter(|&c| !c.is_ascii() && !fonts::shaping(c))
        {
            if !from_the_start.contains(&c) {
                problems.push(format!("{}: {c} (U+{:04X})", path.display(), c as u32));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_browsers_cut_of_andika_goes_by_a_name_of_its_own_which_the_app_asks_for() {
    // Andika's licence reserves its name for the font as SIL made it; the browser's build asks
    // for its cut by the cut's own name, or its text would fall back to no font at all.
    for weight in ["Regular", "Bold"] {
        let bytes = std::fs::read(format!("src/look/fonts/Andika-Lineup-{weight}.ttf")).unwrap();
        let face = ttf_parser::Face::parse(&bytes, 0).unwrap();
        let names: Vec<String> = (face.names().into_iter())
            .filter(|name| [1, 4, 6, 16].contains(&name.name_id))
            .filter_map(|name| name.to_string())
            .collect();
        assert!(!names.is_empty(), "{weight}: the cut has a name");
        for name in &names {
            assert!(!name.contains("Andika"), "{weight}: {name}");
        }
        let family = (face.names().into_iter())
            .find(|name| name.name_id == 1)
            .and_then(|name| name.to_string());
        assert_eq!(
            family.as_deref(),
            Some(lineup::look::fonts::CUT_TEXT_FAMILY),
            "{weight}"
        );
    }
}

/// A Chinese word is written in characters with its pinyin over it, as a first-grade reader
/// prints it: the card's letter starts the pinyin, and a word with no reading in the board's
/// letters is refused, naming the word and the letter.
#[test]
fn a_word_in_characters_starts_its_letter_in_its_pinyin_reading() {
    let text = std::fs::read_to_string("themes/alphabets/zh.toml").unwrap();
    let chinese = Alphabet::parse(&text, "zh.toml").unwrap();
    let apple = (chinese.letters.iter())
        .flat_map(|letter| &letter.pictures)
        .find(|picture| picture.word == "苹果")
        .unwrap();
    assert_eq!(apple.reading.as_deref(), Some("píng guǒ"));
    let library = Library::built_in();
    let letters = library.get("letters").unwrap();
    let rules = (library.rules(letters, &Default::default(), "zh", &[])).unwrap();
    let shown = (rules.all_cells().iter())
        .filter_map(|at| rules.picture_at(at))
        .find(|picture| picture.word.as_deref() == Some("苹果"))
        .unwrap();
    assert_eq!(
        shown.reading.as_deref(),
        Some("píng guǒ"),
        "drawn over the word"
    );
    let unread = text.replace(r#"word = "苹果", reading = "píng guǒ""#, r#"word = "苹果""#);
    let refused = Alphabet::parse(&unread, "zh.toml").unwrap_err().to_string();
    assert!(
        refused.contains("\"苹果\" does not start with the letter p"),
        "{refused}"
    );
}
