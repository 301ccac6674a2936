//! What is wrong with a user's file (a theme, a letters board), said with the file, the place
//! and what to do; and reading such a file defensively.

use std::fmt;
use std::path::Path;

/// One thing wrong with a theme file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Where: a field (`players.hand`), a board row, or a line of the file.
    pub place: String,
    pub what: String,
    pub fix: String,
}

/// Everything wrong with one theme file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct ThemeError {
    pub file: String,
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

/// The largest theme or letters board file read: far more than any real one needs.
pub const MAX_FILE_BYTES: u64 = 1 << 20;

/// A theme or letters board file's text, read defensively (see [`super::text_file`]).
pub(super) fn read_text(path: &Path, file: &str) -> Result<String, ThemeError> {
    use super::text_file::ReadError;
    super::text_file::read_text(path, MAX_FILE_BYTES).map_err(|error| {
        let fix = match error {
            ReadError::Missing | ReadError::Io(_) => "check the path",
            ReadError::NotAFile => "give the path of a .toml file",
            ReadError::TooLarge(_) => {
                "a theme is a short text file: check that this is the right file"
            }
            ReadError::NotText(_) => "save the file as UTF-8 text",
        };
        ThemeError {
            file: file.to_string(),
            problems: vec![Problem {
                place: "file".into(),
                what: error.to_string(),
                fix: fix.into(),
            }],
        }
    })
}

pub(super) fn toml_problem(text: &str, error: &toml::de::Error) -> Problem {
    let place = match error.span() {
        Some(span) => {
            let line = text[..span.start.min(text.len())].matches('\n').count() + 1;
            format!("line {line}")
        }
        None => "file".to_string(),
    };
    Problem {
        place,
        what: error.message().to_string(),
        fix: "correct the TOML there; themes/README.md describes every field".into(),
    }
}
