//! Random moves and fast random playouts: the random computer player, the simulator's speed
//! and, later, search players all stand on these.

use rand::Rng;

use super::{DrawMode, Game};
use crate::action::{Action, Outcome, Quiet, Seat};
use crate::card::CardId;
use crate::random::pick;

impl Game {
    /// The seat that has to act next: one owing a penalty discard, one owing a draw (computer
    /// players never forget), or the seat whose turn it is.
    pub fn next_actor(&self) -> Seat {
        if self.penalty != 0 {
            return self.penalty.trailing_zeros() as Seat;
        }
        if self.draw == DrawMode::Automatic {
            return self.current;
        }
        match self.owed.iter().position(|&n| n > 0) {
            Some(seat) => seat as Seat,
            None => self.current,
        }
    }

    /// What any sensible player does first, if it has to: a penalty discard (a random card),
    /// an owed draw, turning in a dead card.
    pub fn chore(&self, seat: Seat, rng: &mut impl Rng) -> Option<Action> {
        let hand = &self.hands[seat as usize];
        if self.owes_discard(seat) {
            let card = *hand.get(rng.random_range(0..hand.len().max(1)))?;
            return Some(Action::Discard { card });
        }
        if self.owed[seat as usize] > 0 {
            return Some(Action::Draw);
        }
        if seat == self.current {
            return self.dead_in_hand(seat).map(|card| Action::TurnIn { card });
        }
        None
    }

    /// A dead card in the hand of `seat`, the seat to act, if it may still turn one in.
    #[inline(always)]
    fn dead_in_hand(&self, seat: Seat) -> Option<CardId> {
        if self.turned_in || self.dead == [0; 4] {
            return None;
        }
        let hand = &self.hands[seat as usize];
        // Asked of the whole hand at once, without a branch a card, before looking for it:
        // most turns of a game's second half have dead cards, but few hands hold one.
        let any = hand
            .iter()
            .fold(false, |any, &card| any | self.is_dead(card));
        if !any {
            return None;
        }
        hand.iter().copied().find(|&card| self.is_dead(card))
    }

    /// A random card of the seat to act that can be played, on a random cell it fits.
    #[inline(always)]
    pub fn random_play(&self, rng: &mut impl Rng) -> Option<Action> {
        let seat = self.current;
        let hand = &self.hands[seat as usize];
        if hand.is_empty() {
            return None;
        }
        // Try the cards from a random one onwards, wrapping round (by a compare, not a
        // remainder: this runs every turn of every playout). One draw chooses both the card
        // (its high half) and, for a card that shows on two cells, the cell (its low half).
        let bits = rng.next_u64();
        let mut index = (((bits >> 32) * hand.len() as u64) >> 32) as usize;
        let toss = bits as u32;
        for _ in 0..hand.len() {
            let card = hand[index];
            index = if index + 1 == hand.len() {
                0
            } else {
                index + 1
            };
            let targets = self.targets(seat, card);
            if let Some(cell) = pick(targets, self.rules.cell_count(), toss, rng) {
                return Some(self.rules.play(card, cell));
            }
        }
        None
    }

    /// The next move of a random player: a chore if there is one, else a random play.
    pub fn random_move(&self, rng: &mut impl Rng) -> Option<(Seat, Action)> {
        let seat = self.next_actor();
        if let Some(action) = self.chore(seat, rng) {
            return Some((seat, action));
        }
        self.random_play(rng).map(|action| (self.current, action))
    }

    /// Plays random moves to the end of the game, without recording events, and says how it
    /// ended. The same rules run as in [`Game::apply`]; only the checks of moves that are
    /// legal by construction are skipped.
    pub fn playout(&mut self, rng: &mut impl Rng) -> Outcome {
        if self.draw == DrawMode::Manual || self.penalty != 0 {
            return self.stepped_playout(rng);
        }
        // Cards are drawn for the players and nobody owes a discard: the seat to act is the
        // seat whose turn it is, with no chore but a dead card. Whether it can do anything is
        // found by trying, once a turn, where `apply` asks before the turn and the player
        // again when choosing; a seat that can do nothing passes, as `settle` has it.
        let mut stuck = 0;
        loop {
            if let Some(outcome) = self.outcome {
                return outcome;
            }
            let seat = self.current;
            let action = match self.dead_in_hand(seat) {
                Some(card) => Some(Action::TurnIn { card }),
                None => self.random_play(rng),
            };
            match action {
                Some(action) => {
                    stuck = 0;
                    debug_assert_eq!(self.check(seat, action), Ok(()));
                    self.carry_out(seat, action, &mut Quiet);
                }
                None if stuck == self.players => self.nobody_can_act(&mut Quiet),
                None => {
                    stuck += 1;
                    self.pass(&mut Quiet);
                }
            }
        }
    }

    /// [`Game::playout`] a move at a time, as the players' own moves are made: chores first,
    /// then a random play, each followed by settling.
    fn stepped_playout(&mut self, rng: &mut impl Rng) -> Outcome {
        loop {
            if let Some(outcome) = self.outcome {
                return outcome;
            }
            let Some((seat, action)) = self.random_move(rng) else {
                // Settling after every move means the seat to act can always move.
                debug_assert!(false, "no random move in a game that is not over");
                return Outcome::NoWinner;
            };
            debug_assert_eq!(self.check(seat, action), Ok(()));
            self.perform(seat, action, &mut Quiet);
        }
    }
}
