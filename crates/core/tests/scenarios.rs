//! Every rule scenario in `tests/scenarios/` must pass.

use std::path::Path;

use lineup_core::scenario::{Verdict, run_text};
use lineup_core::{Library, Theme, ThemeError};

/// A scenario file run as the command line runs it: a theme it names by path read beside it
/// (the rules core opens no file; the test reads them).
fn run_file(file: &Path, library: &Library) -> Verdict {
    let text = std::fs::read_to_string(file).expect("a scenario file");
    let folder = file.parent().unwrap();
    let theme_file = |name: &str| -> Result<Theme, ThemeError> {
        let path = folder.join(name);
        let text = std::fs::read_to_string(&path).expect("the scenario's theme file");
        Theme::parse(&text, &path.display().to_string())
    };
    run_text(&text, library, &theme_file)
}

/// A theme a scenario given as text names by path: there is none here.
fn no_theme_file(name: &str) -> Result<Theme, ThemeError> {
    panic!("no theme file {name} in this test")
}

#[test]
fn every_rule_scenario_passes() {
    let library = Library::built_in();
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .expect("tests/scenarios exists")
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "toml"))
        .collect();
    files.sort();
    let failures: Vec<String> = files
        .iter()
        .filter_map(|file| {
            let name = file.file_stem()?.to_string_lossy().into_owned();
            match run_file(file, &library) {
                Verdict::Pass => None,
                Verdict::Fail {
                    step,
                    expected,
                    got,
                } => Some(format!(
                    "FAIL {name} step {step}: expected {expected}, got {got}"
                )),
                Verdict::Broken(problem) => Some(format!("FAIL {name}: {problem}")),
            }
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(files.len() >= 60, "only {} scenarios", files.len());
    for theme in ["classic", "single-deck", "animals", "letters"] {
        let count = files
            .iter()
            .filter(|file| {
                file.file_name()
                    .is_some_and(|name| name.to_string_lossy().starts_with(theme))
            })
            .count();
        assert!(count >= 10, "only {count} scenarios for {theme}");
    }
}

#[test]
fn a_failing_scenario_says_which_step_and_why() {
    let library = Library::built_in();
    let text = r#"
description = "claims a normal card fits a cell it does not show"
theme = "classic"
[[step]]
hand = ["KD"]
action = "play KD at 0,1"
"#;
    let verdict = run_text(text, &library, &no_theme_file);
    assert_eq!(
        verdict,
        Verdict::Fail {
            step: 1,
            expected: "ok".into(),
            got: "card-does-not-fit".into()
        }
    );
}

#[test]
fn a_scenario_naming_a_seat_the_game_lacks_says_so_instead_of_crashing() {
    let library = Library::built_in();
    for field in ["hand_size = { \"5\" = 3 }", "holds = { \"9\" = [\"KD\"] }"] {
        let text = format!(
            "description = \"a seat too many\"\ntheme = \"classic\"\n\n[[step]]\nhand = [\"AS\"]\naction = \"turn-in KD\"\nexpect = \"card-not-in-hand\"\n{field}\n"
        );
        match run_text(&text, &library, &no_theme_file) {
            Verdict::Broken(problem) => {
                assert!(
                    problem
                        .to_string()
                        .contains("is not a seat of this game (seats are 0 to 1)"),
                    "{problem}"
                )
            }
            Verdict::Fail { got, .. } => {
                assert!(got.contains("is not a seat of this game"), "{got}")
            }
            Verdict::Pass => panic!("{field}: passed"),
        }
    }
}

#[test]
fn a_scenario_listing_hundreds_of_sequences_is_refused_never_overflows() {
    let library = Library::built_in();
    // Team A's chips along the top row, so that each of the 300 sequences is a line of its
    // chips: what refuses them is that a game can hold each sequence once, never a counter
    // that runs over.
    let board = r#"
board = """
** A A A A A . . . **
. . . . . . . . . .
. . . . . . . . . .
. . . . . . . . . .
. . . . . . . . . .
. . . . . . . . . .
. . . . . . . . . .
. . . . . . . . . .
. . . . . . . . . .
** . . . . . . . . **
"""
"#;
    let sequences =
        "[[sequences]]\nteam = \"A\"\ncells = [\"0,1\", \"0,2\", \"0,3\", \"0,4\", \"0,5\"]\n"
            .repeat(300);
    let step = r#"
[[step]]
hand = ["KD"]
action = "play KD at KD#2"
winner = "A"
"#;
    let text = format!("description = \"many\"\ntheme = \"classic\"\n{board}{sequences}{step}");
    let verdict = run_text(&text, &library, &no_theme_file);
    let said = format!("{verdict:?}");
    assert!(matches!(verdict, Verdict::Broken(_)), "{said}");
    assert_eq!(
        said.matches("SameSequence").count(),
        299,
        "each copy is named: {said}"
    );
}
