//! What is wrong with a user's file (a theme, a letters board), said with the file, the place
//! and what to do; and reading such a file defensively.

use std::fmt;

/// One thing wrong with a theme file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Where: a field (`players.hand`), a board row, or a line of the file.
    pub place: String,
    /// What is wrong there, in words.
    pub what: String,
    /// What to do about it.
    pub fix: String,
    /// What is wrong with a picture file, for the app to say in its language.
    pub picture: Option<crate::PictureFault>,
}

/// Everything wrong with one theme file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct ThemeError {
    /// The file, as named to the person who gave it.
    pub file: String,
    /// Every problem found, in the order found.
    pub problems: Vec<Problem>,
}

impl fmt::Display for ThemeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (n, problem) in self.problems.iter().enumerate() {
            if n > 0 {
                writeln!(f)?;
            }
            write!(
                f,
                "{}: {}: {} (fix: {})",
                self.file, problem.place, problem.what, problem.fix
            )?;
        }
        Ok(())
    }
}

/// Notes one problem: where, what is wrong there, and what to do about it.
pub(crate) fn problem(
    problems: &mut Vec<Problem>,
    place: impl Into<String>,
    what: String,
    fix: &str,
) {
    problems.push(Problem {
        place: place.into(),
        what,
        fix: fix.to_string(),
        picture: None,
    });
}

/// Notes what is wrong with the picture file named at `place`.
pub(crate) fn picture_problem(
    problems: &mut Vec<Problem>,
    place: impl Into<String>,
    fault: crate::PictureFault,
) {
    problems.push(Problem {
        place: place.into(),
        what: fault.to_string(),
        fix: fault.fix().to_string(),
        picture: Some(fault),
    });
}

/// The largest theme or letters board file read: far more than any real one needs.
pub const MAX_FILE_BYTES: u64 = 1 << 20;

pub(super) fn toml_problem(text: &str, error: &toml::de::Error) -> Problem {
    let place = match error.span() {
        // A span over the whole text points nowhere in particular.
        Some(span) if span.start == 0 && span.end + 1 >= text.len() => "file".to_string(),
        Some(span) => {
            let line = text[..span.start.min(text.len())].matches('\n').count() + 1;
            format!("line {line}")
        }
        None => "file".to_string(),
    };
    Problem {
        place,
        what: in_words(error.message()),
        fix: "correct the TOML there; themes/README.md describes every field".into(),
        picture: None,
    }
}

/// Where a TOML file went wrong and why, in words for a teacher rather than the parser's
/// (`line 3: 300 is too large or too small here` for "invalid value: integer `300`, expected u8").
pub fn toml_in_words(text: &str, error: &toml::de::Error) -> String {
    let problem = toml_problem(text, error);
    format!("{}: {}", problem.place, problem.what)
}

/// A parser's message in plain words: what is wrong with the value, without Rust's type names.
fn in_words(message: &str) -> String {
    let quoted = |text: &str| text.split('`').nth(1).map(str::to_string);
    let expected = message.split(", expected ").nth(1).unwrap_or("");
    let number = [
        "u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64", "f32", "f64", "usize",
    ]
    .iter()
    .any(|kind| expected.trim_start_matches("a ").starts_with(kind))
        || expected.contains("integer")
        || expected.contains("float");
    if let Some(rest) = message.strip_prefix("invalid value: ")
        && number
    {
        let value = quoted(rest).unwrap_or_default();
        return format!("{value} is too large or too small here");
    }
    if let Some(rest) = message.strip_prefix("invalid type: ") {
        let found = rest.split(", expected").next().unwrap_or(rest);
        let wanted = if number {
            "a number"
        } else if expected.contains("bool") {
            "true or false"
        } else if expected.contains("sequence") {
            "a list in [ ]"
        } else if expected.contains("string") {
            "text in quotes"
        } else {
            "another kind of value"
        };
        return format!("{found} is given where {wanted} belongs");
    }
    if let Some(rest) = message.strip_prefix("missing field ") {
        return format!("{} is missing", rest.trim());
    }
    if let Some(rest) = message.strip_prefix("unknown field ") {
        let field = quoted(rest).unwrap_or_default();
        return format!("\"{field}\" is not something this file can say");
    }
    if let Some(rest) = message.strip_prefix("unknown variant ") {
        let value = quoted(rest).unwrap_or_default();
        let choices = rest
            .split("expected ")
            .nth(1)
            .unwrap_or("")
            .replace('`', "\"");
        return format!("\"{value}\" is not one of the choices ({choices})");
    }
    message.to_string()
}

#[cfg(test)]
mod tests {
    use super::in_words;

    #[test]
    fn parser_messages_become_plain_words() {
        assert_eq!(
            in_words("invalid value: integer `300`, expected u8"),
            "300 is too large or too small here"
        );
        assert_eq!(
            in_words("invalid type: string \"big\", expected f32"),
            "string \"big\" is given where a number belongs"
        );
        assert_eq!(in_words("missing field `seats`"), "`seats` is missing");
        assert_eq!(
            in_words("unknown variant `sometimes`, expected `cut` or `random`"),
            "\"sometimes\" is not one of the choices (\"cut\" or \"random\")"
        );
    }
}
