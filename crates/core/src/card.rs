//! A card's identity: which kind of the theme's deck it is. Kept apart so that actions and
//! rules both name cards without depending on each other.

/// A kind of card in the theme's deck: an index into [`RuleSet::cards`].
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct CardId(pub u8);

impl CardId {
    /// Its place in the rule set's list of card kinds.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}
