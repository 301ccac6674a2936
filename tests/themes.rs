//! Theme files are untrusted: every problem is reported with its place and a fix, and no file,
//! however wrong, makes the program panic.

use proptest::prelude::*;

use lineup_core::{BUILT_IN, Library, Theme, ThemeError};

fn classic() -> &'static str {
    BUILT_IN
        .iter()
        .find(|(file, _)| *file == "classic.toml")
        .expect("classic")
        .1
}

fn problems(text: &str) -> ThemeError {
    Theme::parse(text, "my-theme.toml").expect_err("the theme is broken")
}

fn assert_reports(error: &ThemeError, place: &str, what: &str) {
    assert!(
        error
            .problems
            .iter()
            .any(|problem| problem.place.contains(place)
                && problem.what.contains(what)
                && !problem.fix.is_empty()),
        "expected a problem at {place} about {what}, got:\n{error}"
    );
    assert!(
        error.to_string().starts_with("my-theme.toml: "),
        "the message names the file"
    );
}

#[test]
fn words_in_another_language_are_checked_card_by_card() {
    let letters = BUILT_IN
        .iter()
        .find(|(file, _)| *file == "letters.toml")
        .expect("letters")
        .1;
    let text = format!(
        "{letters}\n[words.it]\nA = [{{ picture = \"🍍\", word = \"ananas\" }}]\nQQ = \"no\"\n"
    );
    let error = problems(&text);
    assert_reports(&error, "words.it.A", "1 pictures for 2 cells");
    assert_reports(&error, "words.it.QQ", "no card with this id");

    let text = format!(
        "{letters}\n[words.it]\nA = [{{ picture = \"🍍\", word = \"ananas\" }}, {{ picture = \"🦆\", word = \"anatra\" }}]\n"
    );
    let theme = Theme::parse(&text, "my-theme.toml").expect("a good Italian A");
    let italian = theme.in_language(theme.rules(), "it");
    let a = italian.card_id("A").unwrap();
    assert_eq!(
        italian.card(a).look.cells[1].word.as_deref(),
        Some("anatra")
    );
    let b = italian.card_id("B").unwrap();
    assert_eq!(
        italian.card(b).look.cells,
        theme.rules().card(b).look.cells,
        "letters without Italian words keep their own"
    );
}

#[test]
fn an_unknown_card_on_the_board_is_named_with_its_row_and_column() {
    let text = classic().replacen("** 2S 3S", "** 2S ZZ", 1);
    assert_reports(
        &problems(&text),
        "board row 1, column 3",
        "unknown card \"ZZ\"",
    );
}

#[test]
fn a_ragged_board_is_reported() {
    let text = classic().replacen(
        "6C 5C 4C 3C 2C AH KH QH TH TS",
        "6C 5C 4C 3C 2C AH KH QH TH",
        1,
    );
    assert_reports(
        &problems(&text),
        "board row 2",
        "9 cells where row 1 has 10",
    );
}

#[test]
fn a_card_that_can_never_be_played_is_reported() {
    let text = classic().replacen(
        "cards = [",
        "cards = [\n  { id = \"XX\", count = 2, rank = 1 },",
        1,
    );
    assert_reports(&problems(&text), "(XX)", "can never be played");
}

#[test]
fn a_sequence_longer_than_the_board_is_reported() {
    let text = classic().replacen("in_a_row = 5", "in_a_row = 11", 1);
    assert_reports(
        &problems(&text),
        "rules.in_a_row",
        "does not fit a board of 10 × 10",
    );
}

#[test]
fn a_missing_hand_size_is_reported() {
    let text = classic().replacen("12 = 3 }", "}", 1);
    assert_reports(
        &problems(&text),
        "players.hand",
        "no hand size for 12 players",
    );
}

#[test]
fn bad_toml_is_reported_with_its_line() {
    let text = classic().replacen("in_a_row = 5", "in_a_row = = 5", 1);
    let line = text
        .lines()
        .position(|line| line.contains("= = 5"))
        .unwrap()
        + 1;
    assert_reports(&problems(&text), &format!("line {line}"), "");
}

#[test]
fn several_problems_are_all_reported_at_once() {
    let text = classic()
        .replacen("** 2S 3S", "** 2S ZZ", 1)
        .replacen("12 = 3 }", "}", 1);
    assert!(problems(&text).problems.len() >= 2);
}

#[test]
fn a_bad_theme_in_the_folder_is_skipped_and_the_built_in_ones_stay() {
    let folder = std::env::temp_dir().join(format!("lineup-themes-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(
        folder.join("broken.toml"),
        "id = \"broken\"\nthis is not toml",
    )
    .unwrap();
    let tiny = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/crates/core/tests/themes/tiny.toml"
    ));
    if let Ok(tiny) = &tiny {
        std::fs::write(folder.join("tiny.toml"), tiny).unwrap();
    }
    let (library, errors) = lineup::data::read::library(&[&folder]);
    std::fs::remove_dir_all(&folder).ok();
    assert_eq!(errors.len(), 1);
    assert!(errors[0].file.ends_with("broken.toml"));
    for id in ["classic", "single-deck", "animals", "letters"] {
        assert!(library.get(id).is_some(), "{id} is still offered");
    }
    assert_eq!(library.themes().len(), 4 + usize::from(tiny.is_ok()));
}

#[test]
fn a_teachers_own_games_are_marked_and_a_later_folder_wins() {
    let base = std::env::temp_dir().join(format!("lineup-own-{}", std::process::id()));
    let (data, given) = (base.join("data"), base.join("given"));
    std::fs::create_dir_all(&data).unwrap();
    std::fs::create_dir_all(&given).unwrap();
    let tiny = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/crates/core/tests/themes/tiny.toml"
    ))
    .unwrap();
    std::fs::write(data.join("tiny.toml"), &tiny).unwrap();
    // The same game given with --themes, renamed there: the folder given last wins.
    let renamed = tiny.replacen("name = \"", "name = \"Given ", 1);
    std::fs::write(given.join("tiny.toml"), &renamed).unwrap();
    std::fs::write(given.join("broken.toml"), "this is not a theme").unwrap();
    let (library, errors) = lineup::data::read::library(&[data.as_path(), given.as_path()]);
    std::fs::remove_dir_all(&base).ok();
    assert!(
        library.is_own("tiny"),
        "a teacher's game is marked as theirs"
    );
    assert!(!library.is_own("classic"), "a built-in game is not");
    assert!(
        library
            .get("tiny")
            .unwrap()
            .rules()
            .name()
            .starts_with("Given ")
    );
    assert_eq!(library.themes().len(), 5, "one tiny, not two");
    assert_eq!(errors.len(), 1, "the broken file is told");
    assert!(errors[0].file.ends_with("broken.toml"));
}

#[test]
fn an_option_choice_that_does_not_exist_is_refused() {
    let theme = Theme::parse(classic(), "classic.toml").unwrap();
    let chosen = [("jacks".to_string(), "purple".to_string())].into();
    assert!(theme.with_options(&chosen).is_err());
    let chosen = [("jacks".to_string(), "red-black".to_string())].into();
    let rules = theme.with_options(&chosen).unwrap();
    let jack = |id: &str| rules.card(rules.card_id(id).unwrap()).ability;
    assert_eq!(jack("JH"), lineup_core::Ability::Wild);
    assert_eq!(jack("JC"), lineup_core::Ability::Remove);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    /// Cutting, doubling or changing any part of a real theme never panics.
    #[test]
    fn no_theme_file_makes_it_panic(theme in 0usize..4, start in 0usize..20_000, len in 0usize..400, noise in "[ -~\n]{0,12}") {
        let text = BUILT_IN[theme].1;
        let mut cut = start.min(text.len());
        while !text.is_char_boundary(cut) { cut -= 1; }
        let mut end = (cut + len).min(text.len());
        while !text.is_char_boundary(end) { end -= 1; }
        let broken = format!("{}{}{}", &text[..cut], noise, &text[end..]);
        let _ = Theme::parse(&broken, "fuzzed.toml");
        let doubled = format!("{}{}", &text[..end], &text[cut..]);
        let _ = Theme::parse(&doubled, "fuzzed.toml");
    }
}

#[test]
fn a_fix_names_the_real_option_and_player_count_not_a_placeholder() {
    let text = classic()
        .replace("default = \"two-eyed\"", "default = \"one-eyed\"")
        .replace("hand = { 2 = 7,", "hand = {");
    let said = problems(&text).to_string();
    assert!(
        said.contains("name one of the keys under options.jacks.choices"),
        "{said}"
    );
    assert!(
        said.contains("add an entry like `2 = 5` to [players] hand"),
        "{said}"
    );
    assert!(
        !said.contains("{id}") && !said.contains("{count}"),
        "{said}"
    );
}

#[test]
fn check_theme_warns_of_a_board_that_can_fill_with_nobody_able_to_win() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_lineup"))
        .args(["check-theme", "crates/core/tests/themes/tiny.toml"])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "a warning is no error: {said}");
    assert!(
        said.contains("warning: cards: no card takes a chip away"),
        "{said}"
    );
    // The built-in games can always be won: no warning.
    let classic = Theme::parse(classic(), "classic.toml").unwrap();
    assert!(classic.rules().warnings().is_empty());
    // Ten sequences of five on the classic board cannot fit for one team of three.
    let greedy = classic_text_with("to_win = { 2 = 2, 3 = 1 }", "to_win = 10");
    let warnings = Theme::parse(&greedy, "greedy.toml")
        .unwrap()
        .rules()
        .warnings();
    assert!(
        warnings
            .iter()
            .any(|warning| warning.what.contains("nobody can ever win")),
        "{warnings:?}"
    );
}

fn classic_text_with(from: &str, to: &str) -> String {
    assert!(classic().contains(from));
    classic().replace(from, to)
}

#[test]
fn a_theme_names_the_computer_level_a_table_starts_with() {
    let library = Library::built_in();
    for (theme, level) in [
        ("letters", Some("just-right")),
        ("animals", Some("just-right")),
        ("classic", None),
    ] {
        let rules = library.get(theme).unwrap().rules().clone();
        assert_eq!(rules.computer().map(|l| l.name()), level, "{theme}");
    }
    for level in ["easy", "just-right", "medium", "hard"] {
        let text = classic().replace("[players]", &format!("[players]\ncomputer = \"{level}\""));
        let theme = Theme::parse(&text, "my-theme.toml").expect("a level the app offers");
        assert_eq!(theme.rules().computer().map(|l| l.name()), Some(level));
        assert!(level.parse::<lineup_bots::Level>().is_ok());
    }
    let text = classic().replace("[players]", "[players]\ncomputer = \"expert\"");
    assert_reports(&problems(&text), "players.computer", "\"expert\"");
}
