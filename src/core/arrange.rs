//! Setting up a position by hand, for rule scenarios, tests and teaching.
//!
//! These bypass the rules (a scenario needs a board mid-game), but they still keep every card
//! in exactly one place: cards are moved, never made or lost.

use super::action::{Seat, Team};
use super::card::CardId;
use super::cells::{Cell, Cells};
use super::game::Game;

impl Game {
    /// Puts a team's chip on a cell, or clears it with `None`.
    pub fn arrange_chip(&mut self, cell: Cell, team: Option<Team>) {
        self.set_chip(cell, team.filter(|&team| team < self.teams));
    }

    /// Records a completed sequence for a team; its chips can no longer be removed.
    pub fn arrange_sequence(&mut self, team: Team, cells: Cells) {
        self.sequences.push((team, cells));
        self.made[team as usize] = self.made[team as usize].saturating_add(1);
        self.locked |= cells & self.chips[team as usize];
    }

    /// Makes it `seat`'s turn, with no dead card turned in yet.
    pub fn arrange_turn(&mut self, seat: Seat) {
        self.current = seat % self.players;
        self.turned_in = false;
    }

    /// Gives `seat` exactly these cards. Its old hand goes to the bottom of the draw pile; each
    /// card is taken from the draw pile if a copy is there, else from another hand (which gets
    /// the top card of the draw pile instead), else from a discard pile or out of play.
    pub fn arrange_hand(&mut self, seat: Seat, cards: &[CardId]) -> Result<(), String> {
        let old = std::mem::take(&mut self.hands[seat as usize]);
        for card in old.into_iter().rev() {
            self.deck.insert(0, card);
        }
        for &card in cards {
            if let Some(at) = self.deck.iter().position(|&c| c == card) {
                self.deck.remove(at);
            } else if let Some((other, at)) = self.find_in_hands(card, seat) {
                self.hands[other].remove(at);
                if let Some(top) = self.deck.pop() {
                    self.hands[other].push(top);
                }
            } else if !self.take_from_piles(card) {
                let id = &self.rules.card(card).id;
                return Err(format!("no copy of {id} is left to put in the hand"));
            }
            self.hands[seat as usize].push(card);
        }
        Ok(())
    }

    /// Puts these cards on top of the draw pile so they are drawn next, first card first.
    pub fn arrange_deck_top(&mut self, cards: &[CardId]) -> Result<(), String> {
        for &card in cards.iter().rev() {
            if let Some(at) = self.deck.iter().position(|&c| c == card) {
                self.deck.remove(at);
            } else if !self.take_from_piles(card) {
                let id = &self.rules.card(card).id;
                return Err(format!(
                    "no copy of {id} is in the draw pile or the discards"
                ));
            }
            self.deck.push(card);
        }
        Ok(())
    }

    /// Leaves only the top `size` cards in the draw pile; the rest go on seat 0's discard pile
    /// (so a reshuffle brings them back).
    pub fn arrange_deck_size(&mut self, size: usize) {
        let extra = self.deck.len().saturating_sub(size);
        let moved: Vec<CardId> = self.deck.drain(..extra).collect();
        self.discards[0].extend(moved);
    }

    fn find_in_hands(&self, card: CardId, except: Seat) -> Option<(usize, usize)> {
        self.hands.iter().enumerate().find_map(|(seat, hand)| {
            let at = hand.iter().position(|&c| c == card)?;
            (seat != except as usize).then_some((seat, at))
        })
    }

    fn take_from_piles(&mut self, card: CardId) -> bool {
        for pile in self.discards.iter_mut().chain(Some(&mut self.out_of_play)) {
            if let Some(at) = pile.iter().rposition(|&c| c == card) {
                pile.remove(at);
                return true;
            }
        }
        false
    }
}
