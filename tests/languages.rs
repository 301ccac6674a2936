//! Every language is complete and every message formats; the app asks only for messages that
//! exist; views hold no words of their own; the letters game has a full alphabet in each
//! language, drawable by the embedded emoji font; switching language mid-game loses nothing.

use std::collections::{BTreeMap, BTreeSet};

use lineup::app::table::Message;
use lineup::app::{App, Screen, home, setup};
use lineup::data::Player;
use lineup::look::i18n::{self, FluentValue, LANGUAGES};
use lineup_core::Level;
use lineup_core::{Ability, Library};

use crate::common;
use crate::common::Drive;

fn ids(tag: &str) -> BTreeSet<String> {
    i18n::message_ids(tag)
        .into_iter()
        .map(|(_, id)| id)
        .collect()
}

#[test]
fn every_language_has_every_english_message_and_no_others() {
    let english = ids("en");
    assert!(english.len() > 50, "the English files were read");
    for language in &LANGUAGES {
        assert_eq!(
            i18n::syntax_errors(language.tag),
            Vec::<String>::new(),
            "{} reads cleanly",
            language.tag
        );
        let theirs = ids(language.tag);
        let missing: Vec<_> = english.difference(&theirs).collect();
        let extra: Vec<_> = theirs.difference(&english).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{}: missing {missing:?}, not in English {extra:?}",
            language.tag
        );
    }
}

/// A sample for every placeholder the messages take: Latin names and a file path, as a class
/// of any language may type or have.
fn sample_args(number: i64) -> fluent_bundle::FluentArgs<'static> {
    i18n::args([
        ("name", FluentValue::from("Maya")),
        ("names", FluentValue::from("Maya")),
        ("team", FluentValue::from("Red")),
        ("colour", FluentValue::from("Red")),
        ("count", FluentValue::from(number)),
        ("chips", FluentValue::from(number)),
        ("number", FluentValue::from(number)),
        ("seconds", FluentValue::from(number)),
        ("goal", FluentValue::from(number)),
        ("length", FluentValue::from(number)),
        ("card", FluentValue::from("K♦")),
        ("game", FluentValue::from("Animals")),
        ("ages", FluentValue::from("4+")),
        // The system's own words come in English, with brackets and paths.
        (
            "error",
            FluentValue::from("/home/class/settings.toml: Permission denied (os error 13)"),
        ),
        ("file", FluentValue::from("/home/class/settings.toml")),
        ("why", FluentValue::from("Permission denied (os error 13)")),
        (
            "aside",
            FluentValue::from("/home/class/settings.broken.toml"),
        ),
        ("language", FluentValue::from("Español")),
        ("level", FluentValue::from("Easy")),
        ("theme", FluentValue::from("tiny")),
        // The pages to print: which page of how many, and its place in the board.
        ("page", FluentValue::from(number)),
        ("pages", FluentValue::from(number)),
        ("row", FluentValue::from(number)),
        ("column", FluentValue::from(number)),
        ("megabytes", FluentValue::from(number)),
        ("width", FluentValue::from(9000)),
        ("height", FluentValue::from(300)),
        ("letters", FluentValue::from("M (Maria), S (sun)")),
        ("words", FluentValue::from("Maria, sun")),
        ("needed", FluentValue::from(8)),
        // Record our voice: which item of how many, and how many the teacher recorded.
        ("at", FluentValue::from(number)),
        ("ours", FluentValue::from(number)),
        (
            "folder",
            FluentValue::from("/home/class/Pictures/our class"),
        ),
        ("page", FluentValue::from(number)),
        ("pages", FluentValue::from(4)),
        ("version", FluentValue::from("0.1.0")),
        // A bundle brought, and Our files: how many of each, sizes said in words, a date.
        (
            "files",
            FluentValue::from("themes/x.toml (it cannot be played)"),
        ),
        ("games", FluentValue::from(number)),
        ("recordings", FluentValue::from(number)),
        ("size", FluentValue::from("336 MB")),
        ("used", FluentValue::from("12 MB")),
        ("allowed", FluentValue::from("2 GB")),
        ("day", FluentValue::from(29)),
        ("month", FluentValue::from(11)),
        ("year", FluentValue::from(2026)),
        ("row", FluentValue::from(1)),
        ("column", FluentValue::from(2)),
    ])
}

#[test]
fn every_message_formats_in_every_language_with_sample_arguments() {
    let numbers = [0, 1, 2, 5, 21];
    for language in &LANGUAGES {
        for id in ids("en") {
            for number in numbers {
                let args = sample_args(number);
                let text = i18n::format_only(language.tag, &id, &args)
                    .unwrap_or_else(|error| panic!("{error}"));
                assert!(!text.trim().is_empty(), "{} {id} is empty", language.tag);
            }
        }
    }
}

#[test]
fn right_to_left_lines_keep_names_paths_and_cards_in_their_places() {
    // A line takes its direction from its first strong letter: a Latin name first turns an
    // Arabic line around, and a path or a card label (K♦) between Arabic words shows its ends
    // swapped unless it is isolated (U+2066 or U+2068 … U+2069).
    const ISOLATES: [char; 2] = ['\u{2066}', '\u{2068}'];
    const POP: char = '\u{2069}';
    // Every place `inner` stands lies inside an isolated run.
    let isolated = |text: &str, inner: &str| {
        text.match_indices(inner).all(|(at, _)| {
            let depth = text[..at].chars().fold(0i32, |depth, c| match c {
                c if ISOLATES.contains(&c) => depth + 1,
                POP => depth - 1,
                _ => depth,
            });
            depth > 0 && text[at + inner.len()..].contains(POP)
        })
    };
    let mut wrong = Vec::new();
    for language in LANGUAGES
        .iter()
        .filter(|l| i18n::Words::new(l.tag).right_to_left())
    {
        for id in ids("en") {
            let text = i18n::format_only(language.tag, &id, &sample_args(2)).unwrap();
            if text.starts_with("Maya") || text.starts_with("Red") {
                // U+200F, the right-to-left mark, makes the line start from the right.
                wrong.push(format!(
                    "{} {id}: begins with a name, so needs U+200F first",
                    language.tag
                ));
            }
            for inner in [
                "Permission denied (os error 13)",
                "/home/class/settings.toml",
                "/home/class/settings.broken.toml",
                "/home/class/Pictures/our class",
                "K♦",
            ] {
                if !isolated(&text, inner) {
                    wrong.push(format!("{} {id}: {inner} is not isolated", language.tag));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn each_language_is_named_in_itself_and_unknown_tags_fall_back() {
    let names: BTreeMap<_, _> = i18n::language_names().iter().cloned().collect();
    assert_eq!(names["en"], "English");
    assert_eq!(names["es"], "Español");
    assert_eq!(names["fr"], "Français");
    assert_eq!(names["de"], "Deutsch");
    assert_eq!(names["pt-BR"], "Português (Brasil)");
    assert_eq!(i18n::find("pt_BR.UTF-8").map(|l| l.tag), Some("pt-BR"));
    assert_eq!(i18n::find("es_MX").map(|l| l.tag), Some("es"));
    assert_eq!(i18n::find("ja_JP.UTF-8").map(|l| l.tag), Some("ja"));
    assert_eq!(names["ja"], "日本語");
    assert_eq!(names["he"], "עברית");
    assert_eq!(i18n::find("ko_KR.UTF-8").map(|l| l.tag), Some("ko"));
    assert_eq!(i18n::find("zh_CN").map(|l| l.tag), Some("zh"));
    assert_eq!(names["ko"], "한국어");
    assert_eq!(names["zh"], "中文");
    assert_eq!(names["ur"], "اردو");
    assert!(i18n::find("sw_KE").is_none());
    assert_eq!(
        i18n::Words::new("sw").tag(),
        "en",
        "a language Lineup lacks means English"
    );
}

/// Every Rust file of the app, in its folders too.
fn app_sources() -> Vec<std::path::PathBuf> {
    let files = common::rust_files("src/app");
    assert!(files.len() > 10, "the app's files were found");
    files
}

/// Every message key written in the app's source, and the keys it builds from theme data.
fn keys_the_app_asks_for() -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    let prefixes = [
        "app-",
        "home-",
        "setup-",
        "game-",
        "error-",
        "hint-",
        "howto-",
        "language-",
        "print-",
        "rec-",
    ];
    // The pages to print ask for their words too.
    let printing = common::rust_files("src/print");
    for path in app_sources().into_iter().chain(printing) {
        let source = std::fs::read_to_string(&path).unwrap();
        for literal in source.split('"').skip(1).step_by(2) {
            let looks_like_key = prefixes.iter().any(|p| literal.starts_with(p))
                && literal
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if looks_like_key {
                keys.insert(literal.to_string());
            }
        }
    }
    let library = Library::built_in();
    for theme in library.themes() {
        let rules = theme.rules();
        keys.insert(format!("theme-{}-name", rules.id()));
        keys.insert(format!("theme-{}-description", rules.id()));
        for option in rules.options() {
            keys.insert(format!("theme-{}-option-{}", rules.id(), option.id));
            for (choice, _) in &option.choices {
                keys.insert(format!(
                    "theme-{}-option-{}-{choice}",
                    rules.id(),
                    option.id
                ));
            }
        }
        for colour in rules.colors() {
            keys.insert(format!("color-{colour}"));
        }
    }
    for kind in lineup_bots::Level::ALL {
        keys.insert(format!("setup-level-{}", kind.name()));
    }
    for colour in lineup::look::style::TEAM_COLOURS {
        keys.insert(format!("color-{colour}"));
    }
    keys
}

#[test]
fn english_has_every_message_the_app_asks_for() {
    let english = ids("en");
    let asked = keys_the_app_asks_for();
    assert!(asked.contains("game-pick-a-card") && asked.contains("theme-classic-name"));
    let missing: Vec<_> = asked.difference(&english).collect();
    assert!(missing.is_empty(), "no English for {missing:?}");
}

/// Whether a literal holds words a child would read. Its `{placeholders}` are not words; nor
/// is a message key or a file name built with it (`theme-{}-name`, `{tag}/word-{}.ogg`): a
/// piece with a hyphen, a dot or a slash in it.
fn has_words(literal: &str) -> bool {
    let mut plain = String::new();
    let mut depth = 0;
    for c in literal.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            c if depth == 0 => plain.push(c),
            _ => plain.push(' '),
        }
    }
    plain
        .split_whitespace()
        .filter(|piece| !piece.contains(['-', '.', '/']))
        .any(|piece| piece.chars().any(char::is_alphabetic))
}

#[test]
fn a_literal_with_words_is_caught_and_a_key_or_a_placeholder_is_not() {
    assert!(has_words("Player 2"));
    assert!(has_words("{name} wins!"));
    assert!(has_words("Z"));
    assert!(!has_words("{shape} {headline}"));
    assert!(!has_words("theme-{}-name"));
    assert!(!has_words("{language}/word-{}.ogg"));
    assert!(!has_words("→ ♻"));
}

#[test]
fn views_hold_no_words_of_their_own() {
    // A view is code that builds what is on screen; the app's other files (the translation
    // machinery, sound, fonts) may say things to a developer in English.
    let views: Vec<_> = app_sources()
        .into_iter()
        .filter(|path| std::fs::read_to_string(path).unwrap().contains("Element<"))
        .collect();
    assert!(views.len() > 8, "the views were found");
    for path in views {
        let source = std::fs::read_to_string(&path).unwrap();
        for (n, line) in source.lines().enumerate() {
            for call in ["text(\"", "button(\"", "format!(\""] {
                if let Some(at) = line.find(call) {
                    let literal = line[at + call.len()..].split('"').next().unwrap_or("");
                    assert!(
                        !has_words(literal),
                        "{}:{}: words in a view: {line}",
                        path.display(),
                        n + 1
                    );
                }
            }
        }
    }
}

#[test]
fn every_language_has_its_own_letters_board() {
    let library = Library::built_in();
    let theme = library.get("letters").unwrap();
    for language in &LANGUAGES {
        let alphabet = library
            .alphabet(language.tag)
            .unwrap_or_else(|| panic!("{} has no letters board", language.tag));
        assert_eq!(alphabet.language, language.tag);
        let rules = library
            .rules(theme, &Default::default(), language.tag, &[])
            .unwrap_or_else(|error| panic!("{error}"));
        assert_eq!(rules.language(), Some(language.tag));
        let placing = rules
            .cards()
            .iter()
            .filter(|card| card.ability == Ability::Place)
            .count();
        assert_eq!(placing, alphabet.letters.len(), "{}", language.tag);
        assert_eq!(rules.deck_size(), 2 * placing + 4, "{}", language.tag);
    }
}

#[test]
fn the_animals_have_their_names_in_every_language() {
    let library = Library::built_in();
    let animals = library.get("animals").unwrap();
    for language in LANGUAGES.iter().filter(|language| language.tag != "en") {
        let rules = animals.in_language(animals.rules(), language.tag);
        let translated = rules
            .cards()
            .iter()
            .zip(animals.rules().cards())
            .filter(|(card, english)| card.look.word != english.look.word)
            .count();
        // Some names are the same in both languages (panda, lion in French).
        assert!(
            translated >= 15,
            "{}: only {translated} animals have their own name",
            language.tag
        );
    }
}

#[test]
fn every_picture_of_every_theme_and_language_is_in_the_emoji_font() {
    let drawn = lineup::look::fonts::pictures_drawn();
    let library = Library::built_in();
    let letters = library.get("letters").unwrap();
    for alphabet in library.alphabets() {
        let rules = library
            .rules(letters, &Default::default(), &alphabet.language, &[])
            .unwrap();
        for picture in rules.cards().iter().flat_map(|card| {
            card.look
                .picture
                .iter()
                .chain(card.look.cells.iter().map(|cell| &cell.picture))
        }) {
            for c in picture
                .chars()
                .filter(|c| !matches!(c, '\u{FE0F}' | '\u{200D}'))
            {
                assert!(
                    drawn.contains(&c),
                    "letters ({}): {picture} needs U+{:04X}, which the emoji font lacks",
                    alphabet.language,
                    c as u32
                );
            }
        }
    }
    for theme in library.themes() {
        let mut tags: Vec<&str> = theme.languages().collect();
        tags.push("en");
        for tag in tags {
            let rules = theme.in_language(theme.rules(), tag);
            let pictures = rules.cards().iter().flat_map(|card| {
                card.look
                    .picture
                    .iter()
                    .chain(card.look.cells.iter().map(|cell| &cell.picture))
            });
            for picture in pictures {
                // Variation selectors and joiners shape the emoji; they need no glyph.
                for c in picture
                    .chars()
                    .filter(|c| !matches!(c, '\u{FE0F}' | '\u{200D}'))
                {
                    assert!(
                        drawn.contains(&c),
                        "{} ({tag}): {picture} needs U+{:04X}, which the emoji font lacks",
                        theme.id(),
                        c as u32
                    );
                }
            }
        }
    }
}

#[test]
fn switching_language_mid_game_changes_every_word_and_loses_nothing() {
    let mut app = App::new(Library::built_in());
    let seats = vec![
        lineup::data::Player::Human,
        lineup::data::Player::Computer(lineup_core::Level::Easy),
    ];
    let mut table = common::table("classic", seats, true, 7);
    table.fast_forward(6);
    let before = table.game().clone();
    let _ = app.show(Screen::Table(Box::new(table)));
    let _ = app.update(lineup::app::Message::Table(Message::Language("es")));
    assert_eq!(app.words().tag(), "es");
    assert_eq!(app.settings().language, "es", "remembered for tomorrow");
    let Screen::Table(table) = app.on_screen() else {
        panic!("still playing")
    };
    assert!(*table.game() == before, "the game is untouched");
    assert!(
        !app.asks_new_board(),
        "classic's cards do not change with language"
    );
    assert_eq!(
        lineup::t!(app.words(), "game-pick-a-card"),
        "Elige una carta de tu mano"
    );
}

#[test]
fn switching_language_in_a_letters_game_asks_before_a_new_board() {
    let mut app = App::new(Library::built_in());
    let _ = app.update(lineup::app::Message::Home(home::Message::Pick(
        "letters".into(),
    )));
    let _ = app.update(lineup::app::Message::Setup(setup::Message::Start));
    let Screen::Table(table) = app.on_screen() else {
        panic!("the game starts")
    };
    let a = table.game().rules().card_id("A").unwrap();
    let english = table.game().rules().card(a).look.cells[0].word.clone();
    let _ = app.update(lineup::app::Message::Table(Message::Language("fr")));
    assert!(app.asks_new_board(), "the teacher is asked first");
    let _ = app.update(lineup::app::Message::NewBoard(false));
    let Screen::Table(table) = app.on_screen() else {
        panic!()
    };
    assert_eq!(
        table.game().rules().card(a).look.cells[0].word,
        english,
        "keep playing keeps the board"
    );
    let _ = app.update(lineup::app::Message::Table(Message::Language("de")));
    let _ = app.update(lineup::app::Message::NewBoard(true));
    let Screen::Table(table) = app.on_screen() else {
        panic!()
    };
    let rules = table.game().rules();
    assert_eq!(rules.language(), Some("de"), "the German board now");
    assert!(rules.card_id("Ä").is_some(), "with the German letters");
    assert_ne!(
        rules.card(a).look.cells[0].word,
        english,
        "and German pictures"
    );
    assert_eq!(table.game().turn(), 0, "a new board");
    // Asked again, the teacher restarts from the menu instead: the question goes with it,
    // so a later "yes" cannot throw the new deal away.
    let _ = app.update(lineup::app::Message::Table(Message::Language("es")));
    assert!(app.asks_new_board());
    let _ = app.update(lineup::app::Message::Table(Message::Restart));
    assert!(!app.asks_new_board(), "the restart answered it");
}

#[test]
fn a_computer_game_in_spanish_reads_spanish_at_the_end() {
    let mut table = common::table_in(
        "es",
        "animals",
        vec![
            Player::Computer(Level::Greedy),
            Player::Computer(Level::Greedy),
        ],
        true,
        5,
    );
    table.fast_forward(2000);
    assert!(table.game().is_over());
    let winner = table
        .winner_name(common::words("es"))
        .expect("someone wins");
    assert!(
        ["Rojo", "Amarillo", "Azul", "Verde"]
            .iter()
            .any(|colour| winner.contains(colour)),
        "{winner}"
    );
}

#[test]
fn typing_an_animal_in_the_language_in_use_picks_it_up() {
    use lineup_core::GameConfig;
    let library = Library::built_in();
    let animals = library.get("animals").unwrap();
    let rules = animals.in_language(animals.rules(), "es");
    let mut table = lineup::app::table::Table::new(
        rules.clone(),
        GameConfig::new(2, 9),
        vec![Player::Human, Player::Human],
        true,
    )
    .unwrap();
    let cat = rules.card_id("cat").unwrap();
    let seat = table.actor();
    table
        .arrange(&lineup_core::Position::hand(seat, &[cat]))
        .unwrap();
    for letter in "gato".chars() {
        table.drive(Message::Typed(letter));
    }
    assert_eq!(table.selected(), Some(cat), "\"gato\" is the cat");
    table.drive(Message::Cancel);
    for letter in "cat".chars() {
        table.drive(Message::Typed(letter));
    }
    assert_eq!(table.selected(), Some(cat), "its id still works");
}

#[test]
fn persian_numbers_are_in_persian_digits_and_paths_stay_as_typed() {
    let words = common::words("fa");
    let score = lineup::t!(words, "game-score-team", team = "Red", count = 1, goal = 2);
    assert!(score.contains('۱') && score.contains('۲'), "{score}");
    assert!(!score.contains(|c: char| c.is_ascii_digit()), "{score}");
    let file = "/home/class2/save-2024.toml";
    let said = lineup::t!(words, "app-file-left", file = file, why = "line 3");
    assert!(
        said.contains(file),
        "the path is kept as the computer reads it: {said}"
    );
    let english = lineup::t!(
        common::words("en"),
        "game-score-team",
        team = "Red",
        count = 1,
        goal = 2
    );
    assert!(english.contains('1'), "other languages keep 0–9: {english}");
}

#[test]
fn french_keeps_its_marks_on_the_word_before_them() {
    // French writes a space before : ; ! ? » and after «; a plain one lets a line break there,
    // leaving a lone ":" or "!" at the start of the next line on a narrow screen.
    let mut loose = Vec::new();
    for id in ids("fr") {
        let text = i18n::format_only("fr", &id, &sample_args(2)).unwrap();
        let marks = [" :", " ;", " !", " ?", " »", "« "];
        if marks.iter().any(|mark| text.contains(mark)) {
            loose.push(format!("{id}: {text}"));
        }
    }
    assert!(
        loose.is_empty(),
        "a no-break space (U+00A0) is wanted in:\n{}",
        loose.join("\n")
    );
}
