//! `lineup print`: the game on paper, a PDF a teacher prints for a table of four (the board
//! to glue together, the cards to cut out, how to play), in the language asked for.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use lineup::data::NewGame;
use lineup::look::i18n::{self, Words};
use lineup::print::Paper;
use lineup_core::Library;

use super::CliError;

/// What to print and where.
#[derive(clap::Args)]
pub struct PrintArgs {
    /// The game, as `lineup themes` lists it: classic, animals, letters…
    theme: String,
    /// The letters game's letters to play with, as written on the cards (all if left out).
    #[arg(long, value_delimiter = ',')]
    letters: Vec<String>,
    /// The paper: a4 or letter (by default, Letter where the computer is set to a Letter
    /// country and its language is the pages' language, A4 elsewhere).
    #[arg(long, value_parser = ["a4", "letter"])]
    paper: Option<String>,
    /// The PDF file to write.
    #[arg(long, value_name = "FILE.pdf")]
    out: PathBuf,
}

/// Makes the PDF of `args.theme` in `language` (else the app's language, else the computer's,
/// else English) and writes it to `args.out`.
pub fn print(
    args: &PrintArgs,
    language: Option<&str>,
    library: &Library,
) -> Result<ExitCode, CliError> {
    let tag = match language {
        Some(tag) => i18n::find(tag).map(|found| found.tag).ok_or_else(|| {
            let tags: Vec<&str> = i18n::LANGUAGES.iter().map(|l| l.tag).collect();
            CliError::NoLanguage {
                tag: tag.to_string(),
                known: tags.join(", "),
            }
        })?,
        None => usual_language(),
    };
    let words = Words::new(tag);
    if library.get(&args.theme).is_none() {
        return Err(CliError::NoTheme(args.theme.clone()));
    }
    // The same conversion as the setup screen's Print: a game as set up, with its letters.
    let game = NewGame {
        letters: args.letters.clone(),
        ..NewGame::new(&args.theme, Vec::new(), 0)
    };
    let rules = game.rules(library, words.tag())?;
    let paper = match args.paper.as_deref().and_then(Paper::named) {
        Some(paper) => paper,
        None => Paper::for_language(words.tag(), &lineup_platform::locale::languages()),
    };
    let folder = match args.out.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    if !folder.is_dir() {
        return Err(CliError::NoOutFolder(args.out.clone()));
    }
    let title = lineup::look::words::theme_name(&words, &rules);
    let pdf = lineup::print::print(&rules, &words, &title, paper)?;
    lineup_platform::files::write_bytes(&args.out, &pdf).map_err(|why| CliError::WriteOut {
        file: args.out.clone(),
        why,
    })?;
    println!("{}", args.out.display());
    Ok(ExitCode::SUCCESS)
}

/// The language the app speaks: its setting, else the computer's language if Lineup speaks
/// it, else English. The settings file is only read: a broken one is the app's to set aside.
fn usual_language() -> &'static str {
    let setting = lineup::data::store::Store::standard()
        .and_then(|store| {
            let text = lineup::data::store::text_of(&store.settings_file()).ok()??;
            toml::from_str::<lineup::data::Settings>(&text).ok()
        })
        .map(|settings| settings.language)
        .filter(|language| !language.is_empty());
    setting
        .as_deref()
        .and_then(i18n::find)
        .map(|found| found.tag)
        .or_else(|| i18n::first_spoken(&lineup_platform::locale::languages()))
        .unwrap_or("en")
}
