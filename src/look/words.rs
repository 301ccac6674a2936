//! Words that depend on the game: a theme's name in the language in use, a team's colour, a
//! refused move. They come from Fluent (see `i18n`); a theme added from a folder, which the
//! locale files cannot know, shows the words written in its own file.

use super::i18n::Words;
use crate::t;
use lineup_core::{GameOption, RuleError, RuleSet};

/// The message `key`, or `fallback` when no language has it.
fn or_theme(words: &Words, key: &str, fallback: &str) -> String {
    words
        .try_text(key, None)
        .unwrap_or_else(|| fallback.to_string())
}

pub fn theme_name(words: &Words, rules: &RuleSet) -> String {
    or_theme(words, &format!("theme-{}-name", rules.id()), rules.name())
}

pub fn theme_description(words: &Words, rules: &RuleSet) -> String {
    or_theme(
        words,
        &format!("theme-{}-description", rules.id()),
        rules.description(),
    )
}

pub fn option_label(words: &Words, rules: &RuleSet, option: &GameOption) -> String {
    or_theme(
        words,
        &format!("theme-{}-option-{}", rules.id(), option.id),
        &option.label,
    )
}

pub fn choice_label(
    words: &Words,
    rules: &RuleSet,
    option: &GameOption,
    choice: &str,
    label: &str,
) -> String {
    let fallback = if label.is_empty() { choice } else { label };
    or_theme(
        words,
        &format!("theme-{}-option-{}-{choice}", rules.id(), option.id),
        fallback,
    )
}

/// A seat's name until players type their own: "Player 2".
pub fn seat_name(words: &Words, seat: u8) -> String {
    t!(words, "setup-seat-name", number = seat as u32 + 1)
}

/// A colour's name, for a team: "Red". A colour the locale files lack is shown as written.
pub fn colour_name(words: &Words, colour: &str) -> String {
    words
        .try_text(&format!("color-{colour}"), None)
        .unwrap_or_else(|| {
            let mut chars = colour.chars();
            chars
                .next()
                .map(|first| first.to_uppercase().chain(chars).collect())
                .unwrap_or_default()
        })
}

/// A gentle sentence for a move the rules do not allow: the message `error-<kind>`.
pub fn error(words: &Words, error: RuleError) -> String {
    t!(words, &format!("error-{}", error.kind()))
}

/// Why a game could not start or resume, in the language in use where the words exist.
pub fn start_error(words: &Words, error: &crate::data::StartError) -> String {
    use crate::data::StartError;
    match error {
        StartError::NoTheme(theme) => t!(words, "app-theme-not-loaded", theme = theme.as_str()),
        StartError::Move { number, why } => t!(
            words,
            "app-save-move-refused",
            number = *number as i64,
            why = self::error(words, *why)
        ),
        other => other.to_string(),
    }
}
