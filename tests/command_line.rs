//! The `lineup` command where it meets the machine: no display, a search too large, a themes
//! folder that is not there. Each is one sentence and an exit code, never a panic.

#[test]
fn the_help_and_an_unknown_language_name_every_language_lineup_speaks() {
    let lineup = |args: &[&str]| {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_lineup"))
            .args(args)
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&output.stdout).into_owned()
            + &String::from_utf8_lossy(&output.stderr);
        said.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    // "en, es, fr, … ja": every language, in the order of the one list.
    let every = lineup::look::i18n::tags();
    assert!(every.matches(", ").count() + 1 == lineup::look::i18n::LANGUAGES.len());
    let help = lineup(&["--help"]);
    assert!(help.contains(&every), "--help: {help}");
    let refused = lineup(&["--language", "xx", "play"]);
    assert!(refused.contains(&every), "{refused}");
}

/// The window needs a display.
#[test]
fn with_no_display_the_window_says_so_in_a_sentence() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_lineup"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{said}");
    assert!(said.contains("Lineup needs a screen"), "{said}");
    assert!(!said.contains("panicked"), "{said}");
}

#[test]
fn a_search_too_large_for_the_machine_is_refused_before_it_starts() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_lineup"))
        .args([
            "sim",
            "--bots",
            "hard,medium",
            "--iterations",
            "4294967295",
            "--games",
            "1",
        ])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{said}");
    assert!(said.contains("--iterations"), "{said}");
}

#[test]
fn a_themes_folder_that_is_not_there_is_said_not_ignored() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_lineup"))
        .args(["--themes", "/no/such/folder", "themes"])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{said}");
    assert!(
        said.contains("/no/such/folder") && said.contains("no folder"),
        "{said}"
    );
}

#[test]
fn a_short_match_of_the_just_right_player_runs() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_lineup"))
        .args([
            "sim",
            "--theme",
            "letters",
            "--bots",
            "just-right,easy",
            "--games",
            "20",
            "--json",
        ])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(said.contains("\"games\":20"), "{said}");
}

/// The levels a class is offered are the ones the command line takes and lists, from the one
/// list the rules keep.
#[test]
fn a_level_the_app_does_not_offer_is_refused_with_the_ones_it_does() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_lineup"))
        .args(["play", "--level", "greedy"])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{said}");
    for level in lineup_bots::Level::OFFERED {
        assert!(
            said.contains(level.name()),
            "{} missing: {said}",
            level.name()
        );
    }
    assert!(!said.contains("random"), "{said}");
}

/// `lineup clips | head` (or any command's output read only in part) ends quietly when its
/// reader stops, instead of panicking over the closed pipe.
#[cfg(unix)]
#[test]
fn a_reader_that_stops_early_ends_the_command_quietly() {
    use std::io::Read;
    use std::os::unix::process::ExitStatusExt;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_lineup"))
        .arg("clips")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 16];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // The pipe is closed here, with most of the list (more than a pipe holds) still to come.
    let output = child.wait_with_output().unwrap();
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(!said.contains("panicked"), "{said}");
    assert!(
        output.status.success() || output.status.signal() == Some(13),
        "ended with {:?}: {said}",
        output.status
    );
}

/// The rule scenarios, as the command line runs them (`lineup scenario FILE…`): every one passes,
/// and the count says so. (The rules core's own tests run them too; this is the command a
/// contributor types.)
#[test]
fn every_rule_scenario_passes_through_the_command_line() {
    let folder =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/core/tests/scenarios");
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "toml"))
        .collect();
    files.sort();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_lineup"))
        .arg("scenario")
        .args(&files)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{said}");
    assert!(
        said.contains(&format!("{} passed, 0 failed", files.len())),
        "every scenario passes: {}",
        said.lines().last().unwrap_or_default()
    );
}
