//! Letters boards: one language's letters, each with two pictures whose word starts with it,
//! read from a file (`themes/alphabets/<tag>.toml`) a teacher can add without recompiling.
//!
//! A letters board is untrusted input, checked like a theme: every problem is collected with
//! where it is and what to do. The letters game's theme (`letters_board = true`) takes its deck
//! and board from one of these, for all its letters or for the ones a class has learned.

use std::collections::BTreeSet;
use std::path::Path;

use serde::Deserialize;

use super::layout::{Layout, lay_out};
use super::problem::{Problem, ThemeError};
use super::rules::{Ability, Look, Picture};

/// The fewest letters a board is made of: eight letters give a 4 × 4 board where four in a
/// row fits, the size of a first phonics lesson (s a t p i n m d).
pub const MIN_LETTERS: usize = 8;

/// The most letters on one board (128 cells).
pub const MAX_LETTERS: usize = 64;

/// The colours letters take in turn, as on the printed game: every letter has one.
const PALETTE: [&str; 8] = [
    "red", "orange", "yellow", "green", "blue", "purple", "pink", "brown",
];

/// The built-in letters boards: file name and text.
/// English first: a letters theme falls back to it.
pub const BUILT_IN_ALPHABETS: [(&str, &str); 10] = [
    ("en.toml", include_str!("../../themes/alphabets/en.toml")),
    ("es.toml", include_str!("../../themes/alphabets/es.toml")),
    ("fr.toml", include_str!("../../themes/alphabets/fr.toml")),
    ("de.toml", include_str!("../../themes/alphabets/de.toml")),
    (
        "pt-BR.toml",
        include_str!("../../themes/alphabets/pt-BR.toml"),
    ),
    ("ar.toml", include_str!("../../themes/alphabets/ar.toml")),
    ("uk.toml", include_str!("../../themes/alphabets/uk.toml")),
    ("pl.toml", include_str!("../../themes/alphabets/pl.toml")),
    ("it.toml", include_str!("../../themes/alphabets/it.toml")),
    ("tr.toml", include_str!("../../themes/alphabets/tr.toml")),
];

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawAlphabet {
    language: String,
    voice: String,
    #[serde(default)]
    direction: Direction,
    #[serde(default)]
    first: Vec<String>,
    wild: RawSpecial,
    remove: RawSpecial,
    letters: Vec<RawLetter>,
}

/// Which way the language is read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    #[default]
    Ltr,
    Rtl,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLetter {
    letter: String,
    small: Option<String>,
    #[serde(default)]
    also: Vec<String>,
    name: Option<String>,
    sound: String,
    #[serde(default)]
    heard: Vec<String>,
    color: Option<String>,
    pictures: Vec<RawPicture>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPicture {
    picture: String,
    word: String,
    say: Option<String>,
    exception: Option<String>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpecial {
    letter: Option<String>,
    small: Option<String>,
    name: Option<String>,
    sound: Option<String>,
    picture: Option<String>,
}

/// One letter of a board, as checked.
#[derive(Clone, Debug, PartialEq)]
pub struct Letter {
    /// As printed on the card: the capital, or the letter of a script without case. Also the
    /// card's id.
    pub letter: String,
    /// The small letter, where the script has one.
    pub small: Option<String>,
    /// Other ways the letter is written at the start of a word (Arabic أ إ آ for ا).
    pub also: Vec<String>,
    /// What the voice says as the letter's name, where its default reading is wrong.
    pub name: Option<String>,
    /// The letter's sound as a reading teacher says it, in espeak-ng phonemes; `=name` for a
    /// silent letter.
    pub sound: String,
    /// The phonemes a picture word may start with, each a space-separated sequence.
    pub heard: Vec<String>,
    pub color: String,
    /// Exactly two.
    pub pictures: Vec<PictureWord>,
}

/// A picture on the board and its word.
#[derive(Clone, Debug, PartialEq)]
pub struct PictureWord {
    pub picture: String,
    pub word: String,
    /// How the voice says the word, in espeak-ng phonemes, where it misreads the word itself.
    pub say: Option<String>,
    /// Why this word's first sound may differ from the letter's, if it does.
    pub exception: Option<String>,
}

/// A wild or remove card: a letter that starts almost no word, or a picture.
#[derive(Clone, Debug, PartialEq)]
pub enum Special {
    Letter {
        letter: String,
        small: Option<String>,
        name: Option<String>,
        sound: String,
    },
    Picture(String),
}

/// A checked letters board for one language.
#[derive(Clone, Debug, PartialEq)]
pub struct Alphabet {
    pub language: String,
    /// The espeak-ng voice that makes its clips.
    pub voice: String,
    pub direction: Direction,
    /// The letters a class meets first (ids of board letters).
    pub first: Vec<String>,
    pub wild: Special,
    pub remove: Special,
    pub letters: Vec<Letter>,
    pub file: String,
}

impl Alphabet {
    /// Reads and checks a letters board from TOML text; `file` names it in messages.
    pub fn parse(text: &str, file: &str) -> Result<Alphabet, ThemeError> {
        let error = |problems| ThemeError {
            file: file.to_string(),
            problems,
        };
        let raw: RawAlphabet = toml::from_str(text)
            .map_err(|e| error(vec![super::problem::toml_problem(text, &e)]))?;
        let mut problems = Vec::new();
        let alphabet = check(raw, file, &mut problems);
        match problems.is_empty() {
            true => Ok(alphabet),
            false => Err(error(problems)),
        }
    }

    /// Reads and checks a letters board file.
    pub fn load(path: &Path) -> Result<Alphabet, ThemeError> {
        let file = path.display().to_string();
        let text = super::problem::read_text(path, &file)?;
        Alphabet::parse(&text, &file)
    }

    /// The built-in English board, which a letters theme uses when no language is asked for.
    pub fn english() -> Alphabet {
        let (file, text) = BUILT_IN_ALPHABETS[0];
        Alphabet::parse(text, file).expect("the built-in English letters board is checked by tests")
    }

    /// Whether a text of this file, read as TOML, is a letters board rather than a theme.
    pub fn looks_like(table: &toml::Table) -> bool {
        table.contains_key("letters") && table.contains_key("language")
    }

    /// Whether the script has small letters.
    pub fn has_case(&self) -> bool {
        self.letters.iter().any(|letter| letter.small.is_some())
    }

    /// The board letters among `chosen`, in alphabet order; all of them for an empty choice.
    pub fn choose(&self, chosen: &[String]) -> Vec<&Letter> {
        self.letters
            .iter()
            .filter(|letter| chosen.is_empty() || chosen.contains(&letter.letter))
            .collect()
    }

    /// The deck and board for `letters`: cards (each letter twice, then two wild and two
    /// remove cards) and the board's rows of card ids, laid out so no letter's two pictures
    /// are neighbours or share a row. `None` if no board fits that many letters.
    pub(crate) fn deck_and_board(
        &self,
        letters: &[&Letter],
        in_a_row: usize,
    ) -> Option<(Vec<Card>, Layout)> {
        let seed = letters
            .iter()
            .fold(0xcbf2_9ce4_8422_2325u64, |hash, letter| {
                letter.letter.bytes().fold(hash, |hash, byte| {
                    (hash ^ byte as u64).wrapping_mul(0x100_0000_01b3)
                })
            });
        let layout = lay_out(letters.len(), in_a_row, seed)?;
        let mut cards: Vec<Card> = letters
            .iter()
            .map(|letter| Card {
                id: letter.letter.clone(),
                ability: Ability::Place,
                look: Look {
                    label: Some(letter.letter.clone()),
                    small: letter.small.clone(),
                    color: Some(letter.color.clone()),
                    cells: letter
                        .pictures
                        .iter()
                        .map(|picture| Picture {
                            picture: picture.picture.clone(),
                            word: Some(picture.word.clone()),
                        })
                        .collect(),
                    ..Look::default()
                },
            })
            .collect();
        for (special, ability, id) in [
            (&self.wild, Ability::Wild, "wild"),
            (&self.remove, Ability::Remove, "remove"),
        ] {
            let (id, look) = match special {
                Special::Letter { letter, small, .. } => (
                    letter.clone(),
                    Look {
                        label: Some(letter.clone()),
                        small: small.clone(),
                        ..Look::default()
                    },
                ),
                Special::Picture(picture) => (
                    id.to_string(),
                    Look {
                        picture: Some(picture.clone()),
                        ..Look::default()
                    },
                ),
            };
            cards.push(Card { id, ability, look });
        }
        Some((cards, layout))
    }
}

/// A letter or word as its sound file is named: lower case, spaces as '-' ("ice cream" →
/// "ice-cream", "Ж" → "ж"). The app finds `<language>/name-<clip>.ogg`,
/// `<language>/sound-<clip>.ogg` and `<language>/word-<clip>.ogg` by it.
pub fn clip_name(text: &str) -> String {
    text.trim().to_lowercase().replace(' ', "-")
}

/// One sound file a letters board needs, and what the voice says in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clip {
    /// Its path under `audio/`: `uk/name-ж.ogg`.
    pub file: String,
    pub say: Say,
}

/// What a clip says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Say {
    /// A letter, named the way the language names it.
    Letter(String),
    /// Words, read as text.
    Text(String),
    /// espeak-ng phonemes.
    Phonemes(String),
    /// The same as another clip (a silent letter's sound is its name).
    Copy(String),
}

impl Alphabet {
    /// Every clip this board needs: each letter's name and sound (the special letters' too),
    /// and each picture's word, once.
    pub fn clips(&self) -> Vec<Clip> {
        let tag = &self.language;
        let mut clips: Vec<Clip> = Vec::new();
        let mut letter =
            |letter: &str, small: &Option<String>, name: &Option<String>, sound: &str| {
                let clip = clip_name(small.as_deref().unwrap_or(letter));
                let name_file = format!("{tag}/name-{clip}.ogg");
                clips.push(Clip {
                    file: name_file.clone(),
                    say: match name {
                        Some(name) => Say::Text(name.clone()),
                        None => Say::Letter(letter.to_string()),
                    },
                });
                clips.push(Clip {
                    file: format!("{tag}/sound-{clip}.ogg"),
                    say: match sound.trim() {
                        "=name" => Say::Copy(name_file),
                        sound => Say::Phonemes(sound.to_string()),
                    },
                });
            };
        for each in &self.letters {
            letter(&each.letter, &each.small, &each.name, &each.sound);
        }
        for special in [&self.wild, &self.remove] {
            if let Special::Letter {
                letter: id,
                small,
                name,
                sound,
            } = special
            {
                letter(id, small, name, sound);
            }
        }
        for picture in self.letters.iter().flat_map(|letter| &letter.pictures) {
            let file = format!("{tag}/word-{}.ogg", clip_name(&picture.word));
            if !clips.iter().any(|clip| clip.file == file) {
                clips.push(Clip {
                    file,
                    say: match &picture.say {
                        Some(phonemes) => Say::Phonemes(phonemes.clone()),
                        None => Say::Text(picture.word.clone()),
                    },
                });
            }
        }
        clips
    }
}

/// A card of a letters deck, before the theme's checks make it a [`super::CardKind`].
pub(crate) struct Card {
    pub id: String,
    pub ability: Ability,
    pub look: Look,
}

fn problem(problems: &mut Vec<Problem>, place: impl Into<String>, what: String, fix: &str) {
    problems.push(Problem {
        place: place.into(),
        what,
        fix: fix.to_string(),
    });
}

/// The phonemes a word must start with by default: the sound up to its first length or
/// syllable mark ("s:s:" → "s", "b@" → "b").
fn default_heard(sound: &str) -> String {
    sound
        .split([':', '-', '@'])
        .next()
        .unwrap_or_default()
        .to_string()
}

fn lower(text: &str) -> String {
    text.to_lowercase()
}

fn check(raw: RawAlphabet, file: &str, problems: &mut Vec<Problem>) -> Alphabet {
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
            if picture.picture.trim().is_empty() {
                problem(
                    problems,
                    at.clone(),
                    "the picture is missing".into(),
                    "give an emoji, like picture = \"🍎\"",
                );
            } else if !pictures.insert(picture.picture.clone()) {
                problem(
                    problems,
                    at.clone(),
                    format!(
                        "the picture {} is used twice on this board",
                        picture.picture
                    ),
                    "choose another picture for one of them",
                );
            }
            let word = lower(picture.word.trim());
            if word.is_empty() {
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
                        picture.word.trim()
                    ),
                    "choose a word that starts with this letter, or list another spelling of \
                     the letter in `also`",
                );
            }
            checked.push(PictureWord {
                picture: picture.picture,
                word: picture.word.trim().to_string(),
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
        file: file.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_letters_board_is_good() {
        for (file, text) in BUILT_IN_ALPHABETS {
            if let Err(error) = Alphabet::parse(text, file) {
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
