//! Fuzzing every reader a teacher's files go through: themes, letters boards, rule scenarios,
//! the saved game and the settings (here and in `app_files`), and pictures, bundles,
//! recordings and a language's voices (`doors`, with files built to be deep, wide or huge by
//! `generate`). Each input is a file from the repository mutated byte by
//! byte (flips, insertions, cuts, numbers and strings swapped for ones that upset parsers), read
//! on a worker thread with a time limit: no reader may panic or hang, and a file that is not
//! UTF-8 is refused. A theme or letters board that reads well is played for a few moves, a save
//! that reads well is resumed and played on.
//!
//! Besides the mutated files: an empty file, 2 MiB of text, a folder, a FIFO and links where
//! each file is expected (refused at once, never waited on), and the inputs this fuzzing has
//! found, kept as tests of their own.
//!
//! Deterministic: proptest runs with a fixed ChaCha seed and no failure file, so every run
//! tries the same cases. A failing input is written to `$CARGO_TARGET_TMPDIR/fuzz-failures/`.
//! `LINEUP_FUZZ_SCALE` and `LINEUP_FUZZ_ALL` fuzz longer (see [`fuzz`]).

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::fmt;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Once};
use std::time::Duration;

use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestError, TestRng, TestRunner};

use lineup::data::read::run_scenario as run_file;
use lineup_core::scenario::{Verdict, run_text};
use lineup_core::{Alphabet, Game, GameConfig, Library, RuleSet, Theme};

/// How long one read (and the short game after it) may take before it counts as a hang.
pub(crate) const LIMIT: Duration = Duration::from_secs(20);
/// Moves played on the rules a file gives, per table size tried.
pub(crate) const MOVES: usize = 40;
/// The worker threads' name, by which the panic hook knows to keep quiet.
pub(crate) const WORKER: &str = "fuzz-worker";
mod app_files;
mod doors;
pub(crate) mod generate;
mod mutate;
mod runner;
mod seeds;

pub(crate) use mutate::*;
pub(crate) use runner::*;
pub(crate) use seeds::*;

// Themes, letters boards, scenarios

#[test]
fn a_broken_theme_file_never_crashes_or_hangs_the_app() {
    let folder = scratch("themes");
    let corpus = corpus(&["themes", "themes/alphabets", "crates/core/tests/themes"]);
    let check = theme_or_board(folder.clone(), Arc::new(Library::built_in()));
    fuzz("theme", corpus, 4000, check);
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_broken_letters_board_never_crashes_or_hangs_the_letters_game() {
    let folder = scratch("alphabets");
    let check = theme_or_board(folder.clone(), Arc::new(Library::built_in()));
    fuzz("letters board", corpus(&["themes/alphabets"]), 2400, check);
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_broken_rule_scenario_is_reported_never_a_crash_or_a_hang() {
    let folder = scratch("scenarios");
    let library = Library::built_in();
    let check: Check = Arc::new(move |bytes, _| {
        let path = folder.join("fuzzed.toml");
        std::fs::write(&path, bytes).map_err(|error| error.to_string())?;
        let verdict = run_file(&path, &library);
        match std::str::from_utf8(bytes) {
            Err(_) if !matches!(verdict, Verdict::Broken(_)) => {
                Err(format!("a file that is not UTF-8 gave {verdict:?}"))
            }
            Err(_) => Ok(()),
            Ok(text) => {
                let beside = repo("crates/core/tests/scenarios");
                let theme_file = |name: &str| lineup::data::read::load_theme(&beside.join(name));
                let _ = run_text(text, &library, &theme_file);
                Ok(())
            }
        }
    });
    fuzz(
        "scenario",
        corpus(&["crates/core/tests/scenarios"]),
        3200,
        check,
    );
}

/// Runs an input the fuzzing found through `check`, on a worker within the time limit.
fn found_before(what: &str, check: Check, input: String) {
    match on_worker(move || check(input.as_bytes(), 0)) {
        Ok(()) => {}
        Err(Failure::Hung(why) | Failure::Broke(why)) => panic!("{what}: {why}"),
    }
}

/// `file` of the repository with `from` replaced by `to` once.
fn edited(file: &str, from: &str, to: &str) -> String {
    let text = std::fs::read_to_string(repo(file)).expect("a repository file");
    assert!(text.contains(from), "{file} has no {from:?}");
    text.replacen(from, to, 1)
}

/// Found by this fuzzing: the letters board is laid out on a rectangle with a side as long as
/// a row to make, and for 11 or more (up to the 16 it is clamped to) there are more free cells
/// than the layout places, so `lay_out` indexes past its order (src/core/layout.rs).
#[test]
fn a_letters_theme_asking_for_a_long_row_never_crashes_the_app() {
    let check = theme_or_board(scratch("long-row"), Arc::new(Library::built_in()));
    for row in ["in_a_row = 11", "in_a_row = 16", "in_a_row = 99"] {
        let text = edited("themes/letters.toml", "in_a_row = 4", row);
        found_before(row, check.clone(), text);
    }
}

/// Found by this fuzzing: the cards' counts are added up before they are checked, and a count
/// near `i64::MAX` overflows the sum (src/core/theme.rs, `check_players`).
#[test]
fn a_theme_with_a_huge_card_count_never_crashes_the_app() {
    let check = theme_or_board(scratch("huge-count"), Arc::new(Library::built_in()));
    let huge = "count = 9223372036854775807";
    found_before(
        huge,
        check,
        edited("crates/core/tests/themes/tiny.toml", "count = 3", huge),
    );
}

// Odd files where a file is expected

/// Something that is not a good file: its name and how to put it at a path.
type Odd = (&'static str, fn(&Path) -> bool);

/// Empty, far too large, not text, a folder, a FIFO that would block a reader for ever, and
/// links to a device and to nowhere. Each returns false where it cannot be made here.
fn odd_files() -> Vec<Odd> {
    vec![
        ("an empty file", |path| std::fs::write(path, "").is_ok()),
        ("2 MiB of 'a'", |path| {
            std::fs::write(path, vec![b'a'; 2 << 20]).is_ok()
        }),
        ("bytes that are not UTF-8", |path| {
            std::fs::write(path, b"\xFF\xFEid = \"x\"\n\xC3").is_ok()
        }),
        ("a folder", |path| std::fs::create_dir_all(path).is_ok()),
        ("a FIFO", |path| {
            std::process::Command::new("mkfifo")
                .arg(path)
                .status()
                .is_ok_and(|status| status.success())
        }),
        ("a link to /dev/zero", |path| link("/dev/zero", path)),
        ("a link to itself", |path| link(path, path)),
    ]
}

#[cfg(unix)]
fn link(to: impl AsRef<Path>, path: &Path) -> bool {
    std::os::unix::fs::symlink(to, path).is_ok()
}

#[cfg(not(unix))]
fn link(_: impl AsRef<Path>, _: &Path) -> bool {
    false
}

/// Puts each odd file at `folder/name` and runs `check` on it within the time limit;
/// `check` says what is wrong, if anything.
fn with_odd_files(
    folder: &Path,
    name: &str,
    check: impl Fn(PathBuf, &'static str) -> Result<(), String> + Send + Sync + 'static,
) -> Vec<String> {
    let check = Arc::new(check);
    let mut failures = Vec::new();
    for (odd, make) in odd_files() {
        let _ = std::fs::remove_dir_all(folder);
        std::fs::create_dir_all(folder).expect("a scratch folder");
        let path = folder.join(name);
        if !make(&path) {
            eprintln!("{odd}: cannot be made here, skipped");
            continue;
        }
        let check = check.clone();
        match on_worker(move || check(path, odd)) {
            Ok(()) => {}
            Err(Failure::Hung(why) | Failure::Broke(why)) => {
                failures.push(format!("{name} as {odd}: {why}"));
            }
        }
    }
    failures
}

#[test]
fn an_empty_huge_or_odd_file_is_refused_at_once_never_waited_on() {
    let folder = scratch("odd");
    let mut failures = Vec::new();
    failures.extend(with_odd_files(&folder, "theme.toml", |path, _| {
        match (
            lineup::data::read::load(&path),
            lineup::data::read::load_theme(&path),
            lineup::data::read::load_alphabet(&path),
        ) {
            (Err(_), Err(_), Err(_)) => Ok(()),
            _ => Err("read as a theme or letters board".into()),
        }
    }));
    failures.extend(with_odd_files(
        &folder,
        "scenario.toml",
        |path, _| match run_file(&path, &Library::built_in()) {
            Verdict::Broken(_) => Ok(()),
            verdict => Err(format!("run as a scenario: {verdict:?}")),
        },
    ));
    // A themes folder with odd files in it still has every built-in theme.
    let themes = folder.join("themes");
    failures.extend(with_odd_files(&themes, "theme.toml", |path, _| {
        let (library, errors) = lineup::data::read::library(&[path.parent().unwrap()]);
        match (library.themes().len(), errors.len()) {
            (themes, 1) if themes == lineup_core::BUILT_IN.len() => Ok(()),
            (themes, errors) => Err(format!("{themes} themes, {errors} errors")),
        }
    }));
    failures.extend(app_files::odd_saves_and_settings(&folder));
    let _ = std::fs::remove_dir_all(&folder);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

// The saved game and the settings
