//! Every rule scenario in `tests/scenarios/` must pass.

use std::path::Path;

use lineup::core::Library;
use lineup::scenario::{Verdict, run_file};

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
    let verdict = lineup::scenario::run_text(text, Path::new("."), &library);
    assert_eq!(
        verdict,
        Verdict::Fail {
            step: 1,
            expected: "ok".into(),
            got: "card-does-not-fit".into()
        }
    );
}
