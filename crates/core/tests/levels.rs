//! The computer levels a theme may name: exactly those a class is offered, read by the names
//! the computer players go by.

use lineup_core::{Level, Theme};

fn tiny_with_computer(level: &str) -> Result<Theme, lineup_core::ThemeError> {
    let text = std::fs::read_to_string("tests/themes/tiny.toml").unwrap();
    let text = text.replace(
        "[players]\n",
        &format!("[players]\ncomputer = \"{level}\"\n"),
    );
    Theme::parse(&text, "tiny.toml")
}

#[test]
fn a_theme_may_start_a_table_at_every_level_a_class_is_offered_and_no_other() {
    assert!(tiny_with_computer("medium").is_ok(), "the theme reads");
    for level in Level::ALL {
        let theme = tiny_with_computer(level.name());
        match Level::OFFERED.contains(&level) {
            true => assert_eq!(theme.unwrap().rules().computer(), Some(level)),
            false => {
                let error = theme.unwrap_err();
                let said: Vec<_> = error.problems.iter().map(|p| &p.fix).collect();
                assert_eq!(said, ["name one of easy, just-right, medium or hard"]);
            }
        }
    }
    assert!(tiny_with_computer("expert").is_err());
}

#[test]
fn a_theme_that_names_no_level_starts_at_the_usual_one() {
    let text = std::fs::read_to_string("tests/themes/tiny.toml").unwrap();
    let theme = Theme::parse(&text, "tiny.toml").unwrap();
    assert_eq!(theme.rules().computer(), None);
    assert_eq!(Level::first_choice(theme.rules()), Level::Medium);
    let theme = tiny_with_computer("just-right").unwrap();
    assert_eq!(Level::first_choice(theme.rules()), Level::JustRight);
}
