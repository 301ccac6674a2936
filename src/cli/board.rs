//! `lineup board FOLDER --language L`: a letters board made from a folder of pictures, written
//! into that folder, and what the teacher should know about it.

use std::path::Path;
use std::process::ExitCode;

use lineup::data::new_board::{BoardError, Made, Report};
use lineup_core::Library;

use super::CliError;

/// Makes and writes the board; prints what is on it, what was left off, and how to play it.
pub fn make_board(folder: &Path, language: &str, library: &Library) -> Result<ExitCode, CliError> {
    let alphabet = library
        .alphabet(language)
        .ok_or_else(|| CliError::NoBoard(language.to_string()))?;
    let made = match lineup::data::new_board::make(folder, alphabet) {
        Ok(made) => made,
        Err(BoardError::TooFew { have, report }) => {
            print_report(&report);
            return Err(CliError::Board(BoardError::TooFew { have, report }));
        }
        Err(error) => return Err(error.into()),
    };
    made.write()?;
    print_made(&made);
    Ok(ExitCode::SUCCESS)
}

fn print_made(made: &Made) {
    println!(
        "{}: a letters board of {} letters, two pictures each: {}",
        made.file.display(),
        made.letters.len(),
        made.letters.join(" ")
    );
    print_report(&made.report);
    let folder = made.file.parent().unwrap_or(Path::new("."));
    println!(
        "To play it: lineup --themes \"{}\" --language {} play --theme letters",
        folder.display(),
        made.file
            .file_stem()
            .and_then(|stem| stem.to_str())
            .unwrap_or_default(),
    );
    println!(
        "Or put the folder into Lineup's own themes folder, and the letters game plays on it \
         whenever that language is chosen."
    );
}

fn print_report(report: &Report) {
    let list = |items: Vec<String>| items.join(", ");
    if !report.one_picture.is_empty() {
        println!(
            "Letters with only one picture, left off (each needs two): {}",
            list(
                report
                    .one_picture
                    .iter()
                    .map(|(letter, word)| format!("{letter} ({word})"))
                    .collect()
            )
        );
    }
    if !report.no_picture.is_empty() {
        println!("Letters with no picture: {}", report.no_picture.join(" "));
    }
    if !report.spare.is_empty() {
        println!(
            "More than two pictures for their letter, left off: {}",
            report.spare.join(", ")
        );
    }
    if !report.no_letter.is_empty() {
        println!(
            "Words that start with no letter of this board, left off: {}",
            report.no_letter.join(", ")
        );
    }
    for (file, fault) in &report.unusable {
        println!("{file}: left off: {fault} ({})", fault.fix());
    }
    if !report.heard_otherwise.is_empty() {
        println!(
            "Words whose first sound may not be their letter's (as espeak-ng hears them): {}",
            list(
                report
                    .heard_otherwise
                    .iter()
                    .map(|(word, letter)| format!("{word} ({letter})"))
                    .collect()
            )
        );
    }
    if let Some(why) = &report.not_heard {
        println!("{why}");
    }
}
