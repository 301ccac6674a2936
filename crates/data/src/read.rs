//! A teacher's files read from the disk, defensively (`lineup_platform::files`: only a plain
//! file, no larger than a theme can be, UTF-8): a theme or a letters board, the folders that
//! hold them, a rule scenario. The rules core checks what is read; it opens no file itself,
//! and a picture a theme or board names is looked at here ([`check_picture`]).

use std::path::{Path, PathBuf};

use lineup_core::scenario::{MAX_SCENARIO_BYTES, ScenarioError, Verdict, run_text};
use lineup_core::{Alphabet, File, Library, MAX_FILE_BYTES, Problem, Theme, ThemeError};
use lineup_platform::files::{self, ReadError};

use crate::pictures::{check_picture, check_whole_picture};

/// A theme or a letters board file, read and checked.
pub fn load(path: &Path) -> Result<File, ThemeError> {
    let name = path.display().to_string();
    File::parse_with(&text(path, &name)?, &name, &check_picture)
}

/// A theme or a letters board file, read and checked as `lineup check-theme` checks it: each
/// picture decoded whole, so every fault shows in one reading.
pub fn check(path: &Path) -> Result<File, ThemeError> {
    let name = path.display().to_string();
    File::parse_with(&text(path, &name)?, &name, &check_whole_picture)
}

/// A theme file, read and checked.
pub fn load_theme(path: &Path) -> Result<Theme, ThemeError> {
    let name = path.display().to_string();
    Theme::parse_with(&text(path, &name)?, &name, &check_picture)
}

/// A letters board file, read and checked.
pub fn load_alphabet(path: &Path) -> Result<Alphabet, ThemeError> {
    let name = path.display().to_string();
    Alphabet::parse_with(&text(path, &name)?, &name, &check_picture)
}

/// The built-in themes plus every `*.toml` in each folder, in its `alphabets` folder and in
/// the folders right inside it (a folder of pictures and its board), each a theme or a
/// letters board, folder after folder: a theme replaces one with the same id before it, a
/// letters board the one its language had. One that does not load is skipped and its
/// problems returned; a missing folder is no problem.
pub fn library(folders: &[&Path]) -> (Library, Vec<ThemeError>) {
    let mut library = Library::built_in();
    let mut problems = Vec::new();
    for folder in folders {
        let mut paths = toml_files(folder);
        paths.extend(toml_files(&folder.join("alphabets")));
        // A folder of a teacher's pictures with the board made from them.
        for inner in files::list(folder) {
            let alphabets = inner.file_name().is_some_and(|name| name == "alphabets");
            if files::is_folder(&inner) && !alphabets {
                paths.extend(toml_files(&inner));
            }
        }
        for path in paths {
            match load(&path) {
                Ok(file) => library.add(file),
                Err(error) => problems.push(error),
            }
        }
    }
    (library, problems)
}

/// Runs a rule scenario file; a theme it names by path is read beside it.
pub fn run_scenario(path: &Path, library: &Library) -> Verdict {
    let text = match files::read_text(path, MAX_SCENARIO_BYTES) {
        Ok(Some(text)) => text,
        Ok(None) => return Verdict::Broken(ScenarioError::Read(ReadError::Missing.to_string())),
        Err(why) => return Verdict::Broken(ScenarioError::Read(why.to_string())),
    };
    let folder = path.parent().unwrap_or(Path::new(".")).to_path_buf();
    run_text(&text, library, &|name| load_theme(&folder.join(name)))
}

/// The `*.toml` files of a folder, sorted.
fn toml_files(folder: &Path) -> Vec<PathBuf> {
    (files::list(folder).into_iter())
        .filter(|path| path.extension().is_some_and(|ext| ext == "toml"))
        .collect()
}

/// A theme or letters board file's text, or what is wrong with it and how to mend it.
fn text(path: &Path, name: &str) -> Result<String, ThemeError> {
    let why = match files::read_text(path, MAX_FILE_BYTES) {
        Ok(Some(text)) => return Ok(text),
        Ok(None) => ReadError::Missing,
        Err(why) => why,
    };
    let fix = match why {
        ReadError::Missing | ReadError::Io(_) => "check the path",
        ReadError::NotAFile => "give the path of a .toml file",
        ReadError::TooLarge(_) => "a theme is a short text file: check that this is the right file",
        ReadError::NotText(_) => "save the file as UTF-8 text",
    };
    Err(ThemeError {
        file: name.to_string(),
        problems: vec![Problem {
            place: "file".into(),
            what: why.to_string(),
            fix: fix.into(),
            picture: None,
        }],
    })
}
