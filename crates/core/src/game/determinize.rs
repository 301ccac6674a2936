//! Sampling what a seat cannot see: the base of every search that must not peek.

use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use super::Game;
use crate::action::Seat;
use crate::card::CardId;

impl Game {
    /// A copy of the game as `viewer` might imagine it: everything `viewer` can see is kept
    /// (the board, its own hand, every discard pile, the cards out of play, how many cards each
    /// hand and the draw pile hold), and every card it cannot see (the other hands and the
    /// order of the draw pile) is dealt again at random, as is the order of future reshuffles.
    ///
    /// The result depends only on what `viewer` sees and on `rng`: two games that differ only
    /// in hidden cards give the same copy for the same `rng`.
    ///
    /// ```
    /// # use lineup_core::{Game, GameConfig, Library};
    /// # use rand::SeedableRng;
    /// let rules = Library::built_in().get("classic").unwrap().rules().clone();
    /// let game = Game::new(rules, &GameConfig::new(2, 7)).unwrap();
    /// let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(1);
    /// let seen = game.determinize(0, &mut rng);
    /// assert_eq!(seen.hand(0), game.hand(0));
    /// assert_eq!(seen.hand(1).len(), game.hand(1).len());
    /// ```
    pub fn determinize(&self, viewer: Seat, rng: &mut impl Rng) -> Game {
        let mut game = self.clone();
        let mut unseen: Vec<CardId> = Vec::with_capacity(self.rules.deck_size());
        for (seat, hand) in self.hands.iter().enumerate() {
            if seat != viewer as usize {
                unseen.extend_from_slice(hand);
            }
        }
        unseen.extend_from_slice(&self.deck);
        // Sorted first, so the deal depends on which cards are unseen, never on where they were.
        unseen.sort_unstable();
        crate::random::shuffle(&mut unseen, rng);
        for (seat, hand) in game.hands.iter_mut().enumerate() {
            if seat != viewer as usize {
                let size = hand.len();
                hand.clear();
                hand.extend(unseen.drain(unseen.len() - size..));
            }
        }
        game.deck.clear();
        game.deck.extend_from_slice(&unseen);
        game.rng = Xoshiro256PlusPlus::seed_from_u64(rng.next_u64());
        game
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    use super::*;
    use crate::{GameConfig, Library};

    fn sorted(mut cards: Vec<CardId>) -> Vec<CardId> {
        cards.sort_unstable();
        cards
    }

    #[test]
    fn keeps_what_the_viewer_sees_and_deals_the_rest_again() {
        let rules = Library::built_in().get("classic").unwrap().rules().clone();
        let mut game = Game::new(rules, &GameConfig::new(3, 11)).unwrap();
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(4);
        for _ in 0..30 {
            let (seat, action) = game.random_move(&mut rng).unwrap();
            game.apply(seat, action).unwrap();
        }
        let hidden = |game: &Game| {
            let mut cards = game.deck.clone();
            cards.extend_from_slice(game.hand(1));
            cards.extend_from_slice(game.hand(2));
            sorted(cards)
        };
        let seen = game.determinize(0, &mut rng);
        assert_eq!(seen.hand(0), game.hand(0));
        assert_eq!(seen.chips, game.chips);
        assert_eq!(seen.discards, game.discards);
        assert_eq!(seen.deck_len(), game.deck_len());
        assert_eq!(seen.hand(1).len(), game.hand(1).len());
        assert_eq!(hidden(&seen), hidden(&game));
        assert_ne!(seen.hand(1), game.hand(1));

        // Another game that differs only in hidden cards imagines the same copy.
        let other = game.determinize(0, &mut Xoshiro256PlusPlus::seed_from_u64(9));
        let a = game.determinize(0, &mut Xoshiro256PlusPlus::seed_from_u64(5));
        let b = other.determinize(0, &mut Xoshiro256PlusPlus::seed_from_u64(5));
        assert_eq!(a, b);
    }
}
