//! A folder of pictures made a letters board: each file named by its word (`Maria.jpg`,
//! `mond.png`, `طائرة.jpg`), put under the letter its word starts with on the language's own
//! board, two pictures a letter. The letters' sounds, colours and names, the special cards and
//! the letters a class meets first come from that board; the teacher writes nothing.
//!
//! `lineup board FOLDER --language de` and home's "Make a board from a folder of pictures" both
//! come here; what could not go on the board is reported in words a teacher understands.

mod file;
pub mod hearing;
mod keep;

pub use keep::make_and_keep;

use std::path::{Path, PathBuf};

use lineup_core::{Alphabet, Letter, MIN_LETTERS, PictureFault};

/// The endings of the picture files a board is made from.
pub const PICTURE_ENDINGS: [&str; 4] = ["png", "jpg", "jpeg", "svg"];

/// The most picture files read from one folder.
const MOST_FILES: usize = 1000;

/// A board made from a folder, and what the teacher should know about it.
#[derive(Clone, Debug)]
pub struct Made {
    /// The board file's text, ready to be written into the folder.
    pub text: String,
    /// Where it goes: `<language>.toml` in the folder.
    pub file: PathBuf,
    /// The letters on the board, in the alphabet's order.
    pub letters: Vec<String>,
    /// The picture files on the board, as named in the folder.
    pub pictures: Vec<String>,
    /// The report: what was left off and why.
    pub report: Report,
}

/// What could not go on the board, or may be wrong on it.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// Letters with one picture: the word that is there. (A letter needs two.)
    pub one_picture: Vec<(String, String)>,
    /// Letters of the language with no picture at all.
    pub no_picture: Vec<String>,
    /// Words beyond a letter's first two (by name), left off.
    pub spare: Vec<String>,
    /// Words whose first letter is none of the board's letters.
    pub no_letter: Vec<String>,
    /// Files that are not pictures Lineup can show: the file and why.
    pub unusable: Vec<(String, PictureFault)>,
    /// Words whose first sound espeak-ng hears otherwise than the letter's (the word, the
    /// letter).
    pub heard_otherwise: Vec<(String, String)>,
    /// Why the words could not be heard, if they could not (no espeak-ng).
    pub not_heard: Option<String>,
}

/// Why no board was made.
#[derive(Clone, Debug, thiserror::Error)]
pub enum BoardError {
    #[error("{}: there is no folder there", .0.display())]
    NoFolder(PathBuf),
    #[error("{}: no pictures in this folder (files ending .png, .jpg or .svg)", .0.display())]
    NoPictures(PathBuf),
    #[error(
        "only {have} letters have two pictures, and a board needs at least {MIN_LETTERS}: add \
         pictures for more letters"
    )]
    TooFew {
        have: usize,
        /// What there is, to say which letters need pictures.
        report: Box<Report>,
    },
    #[error("{}: the board could not be written: {why}", file.display())]
    Write { file: PathBuf, why: String },
}

/// One picture file and its word.
struct Found {
    file: String,
    word: String,
}

/// The letters board `alphabet`'s language would have with the pictures in `folder`.
pub fn make(folder: &Path, alphabet: &Alphabet) -> Result<Made, BoardError> {
    if !lineup_platform::files::is_folder(folder) {
        return Err(BoardError::NoFolder(folder.to_path_buf()));
    }
    let mut report = Report::default();
    let found = pictures_in(folder, &mut report);
    if found.is_empty() && report.unusable.is_empty() {
        return Err(BoardError::NoPictures(folder.to_path_buf()));
    }
    let mut by_letter: Vec<Vec<&Found>> = vec![Vec::new(); alphabet.letters.len()];
    for picture in &found {
        match letter_of(&picture.word, alphabet) {
            Some(n) if by_letter[n].len() < 2 => by_letter[n].push(picture),
            Some(_) => report.spare.push(picture.word.clone()),
            None => report.no_letter.push(picture.word.clone()),
        }
    }
    let mut chosen: Vec<(&Letter, [&Found; 2])> = Vec::new();
    for (letter, pictures) in alphabet.letters.iter().zip(&by_letter) {
        match pictures[..] {
            [] => report.no_picture.push(letter.letter.clone()),
            [one] => report
                .one_picture
                .push((letter.letter.clone(), one.word.clone())),
            [first, second, ..] => chosen.push((letter, [first, second])),
        }
    }
    match heard_otherwise(alphabet, &chosen) {
        Ok(otherwise) => report.heard_otherwise = otherwise,
        Err(why) => report.not_heard = Some(why),
    }
    if chosen.len() < MIN_LETTERS {
        return Err(BoardError::TooFew {
            have: chosen.len(),
            report: Box::new(report),
        });
    }
    Ok(Made {
        text: file::board_text(alphabet, &chosen, folder),
        file: folder.join(format!("{}.toml", alphabet.language)),
        letters: chosen
            .iter()
            .map(|(letter, _)| letter.letter.clone())
            .collect(),
        pictures: chosen
            .iter()
            .flat_map(|(_, pictures)| pictures.iter().map(|picture| picture.file.clone()))
            .collect(),
        report,
    })
}

impl Made {
    /// Writes the board into its folder, all or nothing.
    pub fn write(&self) -> Result<(), BoardError> {
        lineup_platform::files::write_bytes(&self.file, self.text.as_bytes()).map_err(|error| {
            BoardError::Write {
                file: self.file.clone(),
                why: error.to_string(),
            }
        })
    }
}

/// The pictures in `folder`, by word; the files that cannot be shown go into the report.
fn pictures_in(folder: &Path, report: &mut Report) -> Vec<Found> {
    let mut names: Vec<String> = (lineup_platform::files::list(folder).into_iter())
        .filter_map(|path| Some(path.file_name()?.to_str()?.to_string()))
        .filter(|name| {
            Path::new(name)
                .extension()
                .and_then(|ending| ending.to_str())
                .is_some_and(|ending| PICTURE_ENDINGS.contains(&ending.to_lowercase().as_str()))
        })
        .take(MOST_FILES)
        .collect();
    names.sort();
    let mut found = Vec::new();
    for name in names {
        // A drawing is read whole (it is small): one that shows a file from outside the
        // folder, or does not draw, is said here rather than on the board.
        let checked = crate::pictures::check_picture(folder, &name).and_then(|path| {
            match path
                .extension()
                .is_some_and(|ending| ending.eq_ignore_ascii_case("svg"))
            {
                true => crate::pictures::check_whole_picture(folder, &name),
                false => Ok(path),
            }
        });
        if let Err(fault) = checked {
            report.unusable.push((name, fault));
            continue;
        }
        let stem = Path::new(&name)
            .file_stem()
            .and_then(|stem| stem.to_str())
            .unwrap_or_default();
        // A Mac writes `Ä` as `A` and a diaeresis; the board's word is written as typed.
        let word = lineup_core::composed(stem)
            .replace('_', " ")
            .trim()
            .to_string();
        if !word.is_empty() {
            found.push(Found { file: name, word });
        }
    }
    found
}

/// The board letter `word` starts with: the longest of the letters' written forms that starts
/// it (a digraph before its first letter, where a language has one).
fn letter_of(word: &str, alphabet: &Alphabet) -> Option<usize> {
    let word = lineup_core::fold(word, Some(&alphabet.language));
    alphabet
        .letters
        .iter()
        .enumerate()
        .flat_map(|(n, letter)| {
            [Some(&letter.letter), letter.small.as_ref()]
                .into_iter()
                .flatten()
                .chain(&letter.also)
                .map(move |form| (n, lineup_core::fold(form, Some(&alphabet.language))))
        })
        .filter(|(_, form)| !form.is_empty() && word.starts_with(form.as_str()))
        .max_by_key(|(_, form)| form.len())
        .map(|(n, _)| n)
}

/// The chosen words espeak-ng hears start otherwise than their letter's sound.
fn heard_otherwise(
    alphabet: &Alphabet,
    chosen: &[(&Letter, [&Found; 2])],
) -> Result<Vec<(String, String)>, String> {
    let mut otherwise = Vec::new();
    for (letter, pictures) in chosen {
        for picture in pictures {
            let heard = hearing::phonemes(&alphabet.voice, &picture.word)
                .map_err(|error| error.to_string())?;
            if !hearing::starts_with_sound(letter, &heard) {
                otherwise.push((picture.word.clone(), letter.letter.clone()));
            }
        }
    }
    Ok(otherwise)
}
