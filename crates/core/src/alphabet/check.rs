//! Checking a letters board file: every problem with its place and its fix.

use std::collections::BTreeSet;

use super::raw::*;
use super::*;
use crate::picture_file::{Source, picture_at};
use crate::problem::{Problem, problem};
use crate::rules::{Ability, Look};

/// A card of a letters deck, before the theme's checks make it a [`super::CardKind`].
pub(crate) struct Card {
    pub id: String,
    pub ability: Ability,
    pub look: Look,
}

/// The phonemes a word must start with by default: the sound up to its first length or
/// syllable mark ("s:s:" → "s", "b@" → "b").
pub(super) fn default_heard(sound: &str) -> String {
    sound
        .split([':', '-', '@'])
        .next()
        .unwrap_or_default()
        .to_string()
}

pub(super) fn check(raw: RawAlphabet, source: Source, problems: &mut Vec<Problem>) -> Alphabet {
    // Letters and words as typing compares them in the board's language.
    let language = raw.language.clone();
    let lower = |text: &str| crate::fold(text, Some(&language));
    let file = source.file;
    let tag_ok = !raw.language.is_empty()
        && raw
            .language
            .split('-')
            .all(|part| !part.is_empty() && part.chars().all(|c| c.is_ascii_alphanumeric()));
    if !tag_ok {
        problem(
            problems,
            "language",
            format!("\"{}\" is not a language tag", raw.language),
            "use a tag like \"es\", \"uk\" or \"pt-BR\"",
        );
    }
    if raw.voice.trim().is_empty() {
        problem(
            problems,
            "voice",
            "no voice is named".into(),
            "name the espeak-ng voice for this language, like \"uk\" (espeak-ng --voices lists them)",
        );
    }
    if !(MIN_LETTERS..=MAX_LETTERS).contains(&raw.letters.len()) {
        problem(
            problems,
            "letters",
            format!("{} letters", raw.letters.len()),
            &format!(
                "list between {MIN_LETTERS} and {MAX_LETTERS} letters, each with two pictures"
            ),
        );
    }
    let mut seen: BTreeSet<String> = BTreeSet::new();
    let mut pictures: BTreeSet<String> = BTreeSet::new();
    let mut letters = Vec::new();
    for (n, raw_letter) in raw.letters.into_iter().enumerate() {
        let place = format!("letters[{n}] ({})", raw_letter.letter);
        let id = raw_letter.letter.trim().to_string();
        if id.is_empty() || id.contains(char::is_whitespace) || id.contains('#') {
            problem(
                problems,
                place.clone(),
                format!("\"{}\" is not a usable letter", raw_letter.letter),
                "write the letter as it is printed on a card, like \"Ж\" or \"ب\"",
            );
        }
        if !seen.insert(lower(&id)) {
            problem(
                problems,
                place.clone(),
                "this letter is listed twice".into(),
                "list each letter once",
            );
        }
        if raw_letter.sound.trim().is_empty() {
            problem(
                problems,
                place.clone(),
                "the letter has no sound".into(),
                "give its sound in espeak-ng phonemes, like sound = \"s:s:\", or \"=name\"",
            );
        }
        if raw_letter.pictures.len() != 2 {
            problem(
                problems,
                format!("{place}.pictures"),
                match raw_letter.pictures.len() {
                    1 => "one picture".to_string(),
                    n => format!("{n} pictures"),
                },
                "give exactly two pictures, each with its word",
            );
        }
        let starts: Vec<String> = [Some(id.clone()), raw_letter.small.clone()]
            .into_iter()
            .flatten()
            .chain(raw_letter.also.iter().cloned())
            .map(|form| lower(&form))
            .filter(|form| !form.is_empty())
            .collect();
        let mut checked = Vec::new();
        for (p, picture) in raw_letter.pictures.into_iter().enumerate() {
            let at = format!("{place}.pictures[{p}]");
            let image = picture
                .image
                .as_deref()
                .and_then(|image| picture_at(source, image, format!("{at}.image"), problems));
            let shown = match (picture.picture.trim(), &picture.image) {
                ("", None) => {
                    problem(
                        problems,
                        at.clone(),
                        "the picture is missing".into(),
                        "give an emoji, like picture = \"🍎\", or a picture file, like \
                         image = \"apple.jpg\"",
                    );
                    None
                }
                ("", Some(file)) => Some(image.clone().unwrap_or_else(|| file.clone())),
                (emoji, None) => Some(emoji.to_string()),
                (_, Some(_)) => {
                    problem(
                        problems,
                        at.clone(),
                        "it has both an emoji and a picture file".into(),
                        "keep one of them",
                    );
                    None
                }
            };
            if let Some(shown) = shown
                && !pictures.insert(shown.clone())
            {
                problem(
                    problems,
                    at.clone(),
                    format!("the picture {shown} is used twice on this board"),
                    "choose another picture for one of them",
                );
            }
            // A word written in other letters than the board's starts its letter in its reading.
            let reading = (picture.reading.as_deref().map(str::trim)).filter(|r| !r.is_empty());
            let word = lower(reading.unwrap_or(picture.word.trim()));
            if picture.word.trim().is_empty() {
                problem(
                    problems,
                    at.clone(),
                    "the word is missing".into(),
                    "write the word the picture shows",
                );
            } else if !starts.iter().any(|form| word.starts_with(form.as_str())) {
                problem(
                    problems,
                    at,
                    format!(
                        "\"{}\" does not start with the letter {id}",
                        reading.unwrap_or(picture.word.trim())
                    ),
                    "choose a word that starts with this letter, or list another spelling of \
                     the letter in `also`",
                );
            }
            checked.push(PictureWord {
                picture: picture.picture,
                image,
                word: picture.word.trim().to_string(),
                reading: reading.map(str::to_string),
                say: picture.say,
                exception: picture.exception,
            });
        }
        let heard = match raw_letter.heard.is_empty() {
            true => vec![default_heard(&raw_letter.sound)],
            false => raw_letter.heard,
        };
        letters.push(Letter {
            color: raw_letter
                .color
                .unwrap_or_else(|| PALETTE[n % PALETTE.len()].to_string()),
            letter: id,
            small: raw_letter.small,
            also: raw_letter.also,
            name: raw_letter.name,
            sound: raw_letter.sound,
            heard,
            pictures: checked,
        });
    }
    let mut special = |raw: RawSpecial, place: &str| -> Special {
        match (raw.letter, raw.picture) {
            (Some(letter), None) => {
                let letter = letter.trim().to_string();
                if letter.is_empty() || !seen.insert(lower(&letter)) {
                    problem(
                        problems,
                        place,
                        format!("\"{letter}\" is empty or is also a letter of the board"),
                        "use a letter that is not on the board (one that starts almost no \
                         word), or a picture",
                    );
                }
                Special::Letter {
                    letter,
                    small: raw.small,
                    name: raw.name,
                    sound: raw.sound.unwrap_or_else(|| "=name".into()),
                }
            }
            (None, Some(picture)) if !picture.trim().is_empty() => Special::Picture(picture),
            _ => {
                problem(
                    problems,
                    place,
                    "needs a letter or a picture, not both".into(),
                    "write { letter = \"X\", small = \"x\", sound = \"kss\" } or { picture = \"🌈\" }",
                );
                Special::Picture(String::new())
            }
        }
    };
    let wild = special(raw.wild, "wild");
    let remove = special(raw.remove, "remove");
    if wild == remove {
        problem(
            problems,
            "remove",
            "the wild and remove cards are the same".into(),
            "give them different letters or pictures",
        );
    }
    for id in &raw.first {
        if !letters.iter().any(|letter| &letter.letter == id) {
            problem(
                problems,
                "first",
                format!("\"{id}\" is not a letter of this board"),
                "list letters exactly as they are written in `letters`",
            );
        }
    }
    if !raw.first.is_empty() && raw.first.len() < MIN_LETTERS {
        problem(
            problems,
            "first",
            format!("{} letters", raw.first.len()),
            &format!("list at least {MIN_LETTERS} letters, enough for a board"),
        );
    }
    Alphabet {
        language: raw.language,
        voice: raw.voice,
        direction: raw.direction,
        first: raw.first,
        wild,
        remove,
        letters,
        cheers: Cheers {
            sequence: raw.cheers.sequence.filter(|say| !say.trim().is_empty()),
            win: raw.cheers.win.filter(|say| !say.trim().is_empty()),
        },
        file: file.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_letters_board_is_good() {
        for (file, text) in BUILT_IN_ALPHABETS {
            if let Err(error) = Alphabet::built_in(file, text) {
                panic!("{error}");
            }
        }
    }

    #[test]
    fn a_word_that_does_not_start_with_its_letter_is_named() {
        let text = BUILT_IN_ALPHABETS[0]
            .1
            .replace("\"banana\"", "\"apple pie\"");
        let error = Alphabet::parse(&text, "mine.toml").unwrap_err();
        assert!(
            error
                .to_string()
                .contains("\"apple pie\" does not start with the letter B"),
            "{error}"
        );
    }

    #[test]
    fn a_picture_used_twice_is_named() {
        let text = BUILT_IN_ALPHABETS[0].1.replace("\"🐝\"", "\"🍌\"");
        let error = Alphabet::parse(&text, "mine.toml").unwrap_err();
        assert!(error.to_string().contains("🍌 is used twice"), "{error}");
    }
}
