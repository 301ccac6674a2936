//! The `lineup` command where it meets the machine: no display, a search too large, a themes
//! folder that is not there. Each is one sentence and an exit code, never a panic.

/// Only a build with the window needs a display.
#[cfg(feature = "app")]
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
#[cfg(feature = "app")]
#[test]
fn a_level_the_app_does_not_offer_is_refused_with_the_ones_it_does() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_lineup"))
        .args(["play", "--level", "greedy"])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{said}");
    for level in lineup_bots::BotKind::OFFERED {
        assert!(
            said.contains(level.name()),
            "{} missing: {said}",
            level.name()
        );
    }
    assert!(!said.contains("random"), "{said}");
}
