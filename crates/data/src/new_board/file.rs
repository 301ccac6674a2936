//! A made board written out as a letters board file, in the format `themes/README.md`
//! describes, so a teacher can open it, change a word and check it again.

use std::path::Path;

use serde::Serialize;

use super::Found;
use lineup_core::{Alphabet, Direction, Letter, MIN_LETTERS, Special};

#[derive(Serialize)]
struct BoardFile<'a> {
    language: &'a str,
    voice: &'a str,
    direction: &'a str,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    first: Vec<&'a str>,
    wild: SpecialCard<'a>,
    remove: SpecialCard<'a>,
    cheers: Cheers<'a>,
    letters: Vec<LetterEntry<'a>>,
}

#[derive(Serialize)]
struct SpecialCard<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    letter: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    small: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    sound: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    picture: Option<&'a str>,
}

#[derive(Serialize)]
struct Cheers<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    sequence: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    win: Option<&'a str>,
}

#[derive(Serialize)]
struct LetterEntry<'a> {
    letter: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    small: Option<&'a str>,
    #[serde(skip_serializing_if = "<[String]>::is_empty")]
    also: &'a [String],
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<&'a str>,
    sound: &'a str,
    heard: &'a [String],
    color: &'a str,
    pictures: Vec<PictureEntry<'a>>,
}

#[derive(Serialize)]
struct PictureEntry<'a> {
    image: &'a str,
    word: &'a str,
}

/// The board file for `chosen` letters of `alphabet`, each with its two pictures.
pub(super) fn board_text(
    alphabet: &Alphabet,
    chosen: &[(&Letter, [&Found; 2])],
    folder: &Path,
) -> String {
    let on_board = |id: &str| chosen.iter().any(|(letter, _)| letter.letter == id);
    let first: Vec<&str> = alphabet
        .first
        .iter()
        .map(String::as_str)
        .filter(|id| on_board(id))
        .collect();
    let board = BoardFile {
        language: &alphabet.language,
        voice: &alphabet.voice,
        direction: match alphabet.direction {
            Direction::Ltr => "ltr",
            Direction::Rtl => "rtl",
        },
        // The letters a class meets first, where enough of them are on this board.
        first: match first.len() >= MIN_LETTERS {
            true => first,
            false => Vec::new(),
        },
        wild: special(&alphabet.wild),
        remove: special(&alphabet.remove),
        cheers: Cheers {
            sequence: alphabet.cheers.sequence.as_deref(),
            win: alphabet.cheers.win.as_deref(),
        },
        letters: chosen
            .iter()
            .map(|(letter, pictures)| LetterEntry {
                letter: &letter.letter,
                small: letter.small.as_deref(),
                also: &letter.also,
                name: letter.name.as_deref(),
                sound: &letter.sound,
                heard: &letter.heard,
                color: &letter.color,
                pictures: pictures
                    .iter()
                    .map(|picture| PictureEntry {
                        image: &picture.file,
                        word: &picture.word,
                    })
                    .collect(),
            })
            .collect(),
    };
    let body = toml::to_string(&board).unwrap_or_default();
    format!(
        "# A letters board made by `lineup board` from the pictures in {}: each picture's word\n\
         # is its file's name. The letters' sounds and colours come from Lineup's own {} board.\n\
         # Change a word or a picture here, then check the file: lineup check-theme FILE\n\
         # (themes/README.md describes every field).\n\n{body}",
        folder.display(),
        alphabet.language
    )
}

fn special(card: &Special) -> SpecialCard<'_> {
    match card {
        Special::Letter {
            letter,
            small,
            name,
            sound,
        } => SpecialCard {
            letter: Some(letter),
            small: small.as_deref(),
            name: name.as_deref(),
            sound: Some(sound),
            picture: None,
        },
        Special::Picture(picture) => SpecialCard {
            letter: None,
            small: None,
            name: None,
            sound: None,
            picture: Some(picture),
        },
    }
}
