//! How letter cards look and sound: capitals and small letters as the teacher chose, and the
//! clip a letter card plays. Which letters a board holds is the core's business
//! (`core::Alphabet`); this is only their face.

use serde::{Deserialize, Serialize};

use lineup_core::{Look, clip_name};

/// How letters are shown on cards and board: "Aa" (the default), "a" or "A".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LetterCase {
    #[default]
    Both,
    Small,
    Capital,
}

impl LetterCase {
    pub const ALL: [LetterCase; 3] = [LetterCase::Both, LetterCase::Small, LetterCase::Capital];

    /// A card's label in this case: "Aa", "a" or "A" for a letter, the label as it is for
    /// anything else (playing cards, letters of a script without case).
    pub fn label(self, look: &Look) -> String {
        let label = look.label.clone().unwrap_or_default();
        match (self, &look.small) {
            (LetterCase::Both, Some(small)) => format!("{label}{small}"),
            (LetterCase::Small, Some(small)) => small.clone(),
            _ => label,
        }
    }
}

/// The name under which a letter card's name and sound clips are kept: its small letter, or
/// its label for a script without case ("ж", "ب"). `None` for a card with no letter.
pub fn clip(look: &Look) -> Option<String> {
    look.small
        .as_ref()
        .or(look.label.as_ref())
        .map(|letter| clip_name(letter))
}
