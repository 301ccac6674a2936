//! A letters board file as written: plain serde structs, checked in `check.rs`.

use serde::Deserialize;

use super::Direction;

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawAlphabet {
    pub(super) language: String,
    pub(super) voice: String,
    #[serde(default)]
    pub(super) direction: Direction,
    #[serde(default)]
    pub(super) first: Vec<String>,
    pub(super) wild: RawSpecial,
    pub(super) remove: RawSpecial,
    pub(super) letters: Vec<RawLetter>,
    #[serde(default)]
    pub(super) cheers: RawCheers,
}

#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawCheers {
    pub(super) sequence: Option<String>,
    pub(super) win: Option<String>,
}
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawLetter {
    pub(super) letter: String,
    pub(super) small: Option<String>,
    #[serde(default)]
    pub(super) also: Vec<String>,
    pub(super) name: Option<String>,
    pub(super) sound: String,
    #[serde(default)]
    pub(super) heard: Vec<String>,
    pub(super) color: Option<String>,
    pub(super) pictures: Vec<RawPicture>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPicture {
    #[serde(default)]
    pub(super) picture: String,
    /// A picture file, from the board file's folder, in place of an emoji.
    pub(super) image: Option<String>,
    pub(super) word: String,
    /// How the word is read in the board's letters, where it is written otherwise.
    pub(super) reading: Option<String>,
    pub(super) say: Option<String>,
    pub(super) exception: Option<String>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawSpecial {
    pub(super) letter: Option<String>,
    pub(super) small: Option<String>,
    pub(super) name: Option<String>,
    pub(super) sound: Option<String>,
    pub(super) picture: Option<String>,
}
