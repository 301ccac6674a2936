//! A card's identity: which kind of the theme's deck it is. Kept apart so that actions and
//! rules both name cards without depending on each other.

/// A kind of card in the theme's deck: an index into [`RuleSet::cards`](crate::RuleSet::cards).
///
/// Only the core makes one: a rule set's deck, hands and piles, and the rule set's checked
/// look-ups ([`RuleSet::card_id`](crate::RuleSet::card_id),
/// [`RuleSet::card_at`](crate::RuleSet::card_at)). A number read from a file is checked the
/// same way ([`RawAction`](crate::RawAction)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardId(pub(crate) u8);

impl CardId {
    /// The card kind numbered `index`, which the caller knows the rule set has (themes have
    /// at most 250 kinds).
    pub(crate) const fn new(index: usize) -> CardId {
        debug_assert!(index <= u8::MAX as usize);
        CardId(index as u8)
    }

    /// Its place in the rule set's list of card kinds.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}
