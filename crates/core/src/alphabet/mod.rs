//! Letters boards: one language's letters, each with two pictures whose word starts with it,
//! read from a file (`themes/alphabets/<tag>.toml`) a teacher can add without recompiling.
//!
//! A letters board is untrusted input, checked like a theme: every problem is collected with
//! where it is and what to do. The letters game's theme (`letters_board = true`) takes its deck
//! and board from one of these, for all its letters or for the ones a class has learned.

use serde::Deserialize;

use super::layout::{Layout, lay_out};
use super::problem::ThemeError;
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
pub const BUILT_IN_ALPHABETS: [(&str, &str); 24] = [
    (
        "en.toml",
        include_str!("../../../../themes/alphabets/en.toml"),
    ),
    (
        "es.toml",
        include_str!("../../../../themes/alphabets/es.toml"),
    ),
    (
        "fr.toml",
        include_str!("../../../../themes/alphabets/fr.toml"),
    ),
    (
        "de.toml",
        include_str!("../../../../themes/alphabets/de.toml"),
    ),
    (
        "pt-BR.toml",
        include_str!("../../../../themes/alphabets/pt-BR.toml"),
    ),
    (
        "ar.toml",
        include_str!("../../../../themes/alphabets/ar.toml"),
    ),
    (
        "uk.toml",
        include_str!("../../../../themes/alphabets/uk.toml"),
    ),
    (
        "pl.toml",
        include_str!("../../../../themes/alphabets/pl.toml"),
    ),
    (
        "it.toml",
        include_str!("../../../../themes/alphabets/it.toml"),
    ),
    (
        "tr.toml",
        include_str!("../../../../themes/alphabets/tr.toml"),
    ),
    (
        "ru.toml",
        include_str!("../../../../themes/alphabets/ru.toml"),
    ),
    (
        "fa.toml",
        include_str!("../../../../themes/alphabets/fa.toml"),
    ),
    (
        "hi.toml",
        include_str!("../../../../themes/alphabets/hi.toml"),
    ),
    (
        "el.toml",
        include_str!("../../../../themes/alphabets/el.toml"),
    ),
    (
        "he.toml",
        include_str!("../../../../themes/alphabets/he.toml"),
    ),
    (
        "ja.toml",
        include_str!("../../../../themes/alphabets/ja.toml"),
    ),
    (
        "nl.toml",
        include_str!("../../../../themes/alphabets/nl.toml"),
    ),
    (
        "ro.toml",
        include_str!("../../../../themes/alphabets/ro.toml"),
    ),
    (
        "vi.toml",
        include_str!("../../../../themes/alphabets/vi.toml"),
    ),
    (
        "ur.toml",
        include_str!("../../../../themes/alphabets/ur.toml"),
    ),
    (
        "bn.toml",
        include_str!("../../../../themes/alphabets/bn.toml"),
    ),
    (
        "pa.toml",
        include_str!("../../../../themes/alphabets/pa.toml"),
    ),
    (
        "ko.toml",
        include_str!("../../../../themes/alphabets/ko.toml"),
    ),
    (
        "zh.toml",
        include_str!("../../../../themes/alphabets/zh.toml"),
    ),
];

mod case;
mod check;
mod clips;
mod drawings;
mod raw;

pub use case::{composed, fold};
pub(crate) use check::Card;
use check::check;
pub use clips::{Clip, Say, clip_name};
pub use drawings::{BUILT_IN_DRAWINGS, built_in_drawing, built_in_drawing_named};
use raw::RawAlphabet;

/// Which way the language is read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    /// Left to right (Latin, Cyrillic).
    #[default]
    Ltr,
    /// Right to left (Arabic): the board and the screen are mirrored.
    Rtl,
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
    /// The letter's colour on its card, as a colour name or `#rrggbb`.
    pub color: String,
    /// Exactly two.
    pub pictures: Vec<PictureWord>,
}

/// A picture on the board and its word.
#[derive(Clone, Debug, PartialEq)]
pub struct PictureWord {
    /// The picture: an emoji (empty where it is `image`).
    pub picture: String,
    /// A picture file instead of an emoji: its full path, checked as far as its first bytes
    /// tell ([`crate::check_picture`]).
    pub image: Option<String>,
    /// The word for it, starting with the letter's taught sound.
    pub word: String,
    /// The word in the board's letters, where it is written in others: a Chinese word's
    /// pinyin ("píng guǒ" for 苹果), drawn small over it as a primer prints it. The letter
    /// starts the reading.
    pub reading: Option<String>,
    /// How the voice says the word, in espeak-ng phonemes, where it misreads the word itself.
    pub say: Option<String>,
    /// Why this word's first sound may differ from the letter's, if it does.
    pub exception: Option<String>,
}

/// A wild or remove card: a letter that starts almost no word, or a picture.
#[derive(Clone, Debug, PartialEq)]
pub enum Special {
    /// A letter of the alphabet that starts almost no word a child knows (X, Z in English).
    Letter {
        /// As printed on the card.
        letter: String,
        /// The small letter, where the script has one.
        small: Option<String>,
        /// What the voice says as its name, where the default reading is wrong.
        name: Option<String>,
        /// Its sound in espeak-ng phonemes.
        sound: String,
    },
    /// A picture (an emoji) that stands for the card where no letter is left over.
    Picture(String),
}

/// A checked letters board for one language.
#[derive(Clone, Debug, PartialEq)]
pub struct Alphabet {
    /// The language's tag (`en`, `pt-BR`, `uk`), as the app's languages are named.
    pub language: String,
    /// The espeak-ng voice that makes its clips.
    pub voice: String,
    /// Which way the language is read.
    pub direction: Direction,
    /// The letters a class meets first (ids of board letters).
    pub first: Vec<String>,
    /// The card that puts a chip on any empty space.
    pub wild: Special,
    /// The card that takes an opponent's chip away.
    pub remove: Special,
    /// The board's letters, in the language's alphabet order.
    pub letters: Vec<Letter>,
    /// What the voice cheers in this language, in any game.
    pub cheers: Cheers,
    /// The file it was read from, to name in messages.
    pub file: String,
}

/// What the voice says when something worth cheering happens, in a board's language.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cheers {
    /// When a sequence is made ("A sequence!").
    pub sequence: Option<String>,
    /// When a game is won ("We have a winner!").
    pub win: Option<String>,
}

impl Alphabet {
    /// Reads and checks a letters board from TOML text; `file` names it in messages.
    pub fn parse(text: &str, file: &str) -> Result<Alphabet, ThemeError> {
        Alphabet::parse_with(text, file, &crate::picture_path)
    }

    /// Reads and checks a letters board, its picture files by `pictures` (the app's look at
    /// each file).
    pub fn parse_with(
        text: &str,
        file: &str,
        pictures: crate::PictureCheck,
    ) -> Result<Alphabet, ThemeError> {
        let error = |problems| ThemeError {
            file: file.to_string(),
            problems,
        };
        let raw: RawAlphabet = toml::from_str(text)
            .map_err(|e| error(vec![super::problem::toml_problem(text, &e)]))?;
        let mut problems = Vec::new();
        let source = crate::picture_file::Source { file, pictures };
        let alphabet = check(raw, source, &mut problems);
        match problems.is_empty() {
            true => Ok(alphabet),
            false => Err(error(problems)),
        }
    }

    /// A built-in letters board, from its file name and text: its pictures are emoji or
    /// built-in drawings.
    pub fn built_in(file: &str, text: &str) -> Result<Alphabet, ThemeError> {
        let file = format!("{}/{file}", drawings::BUILT_IN_FOLDER);
        Alphabet::parse_with(text, &file, &drawings::check_built_in)
    }

    /// The built-in English board, which a letters theme uses when no language is asked for.
    pub fn english() -> Alphabet {
        let (file, text) = BUILT_IN_ALPHABETS[0];
        Alphabet::built_in(file, text)
            .expect("the built-in English letters board is checked by tests")
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
                            reading: picture.reading.clone(),
                            image: picture.image.clone(),
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
