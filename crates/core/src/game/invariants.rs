//! What must always hold of a game, checked from scratch: the property tests run it after
//! every action, so a cache that drifts from the chips and cards is caught where it happens.

use super::Game;
use crate::cells::Cells;

impl Game {
    /// Every broken promise of this game's state, in words; empty when all is well.
    ///
    /// Checks that every card is in exactly one place, that chips sit on playable cells and
    /// one team each, and that each cache (occupied cells, dead cards, locked chips, sequence
    /// counts, seat teams) agrees with what it is derived from.
    pub fn invariants(&self) -> Vec<String> {
        let mut broken = Vec::new();
        let mut cards: Vec<_> = (self.hands.iter().flatten())
            .chain(self.deck.iter())
            .chain(self.discards.iter().flatten())
            .chain(self.out_of_play.iter())
            .copied()
            .collect();
        cards.sort_unstable();
        let mut deck = self.rules.full_deck.clone();
        deck.sort_unstable();
        if cards != deck {
            broken.push(format!(
                "cards: {} in hands and piles, the deck has {}",
                cards.len(),
                deck.len()
            ));
        }
        let mut union = Cells::EMPTY;
        for (team, &chips) in self.chips.iter().enumerate() {
            if !(union & chips).is_empty() {
                broken.push(format!("team {team} shares a cell with another team"));
            }
            if team >= self.teams as usize && !chips.is_empty() {
                broken.push(format!(
                    "team {team} has chips but the game has no such team"
                ));
            }
            union |= chips;
        }
        if union != self.occupied {
            broken.push("the occupied cells are not the cells with chips".into());
        }
        if !(union & !self.rules.playable).is_empty() {
            broken.push("a chip is on a free corner or off the board".into());
        }
        for (card, cells) in self.rules.card_ids().zip(&self.rules.card_cells) {
            let index = card.index();
            let dead = !cells.is_empty() && (*cells & !self.occupied).is_empty();
            if self.is_dead(card) != dead {
                broken.push(format!("card {} is wrongly marked dead or alive", index));
            }
        }
        let mut locked = Cells::EMPTY;
        let mut made = [0u8; crate::MAX_TEAMS as usize];
        for &(team, cells) in &self.sequences {
            locked |= cells & self.chips[team as usize];
            made[team as usize] = made[team as usize].saturating_add(1);
        }
        if locked != self.locked {
            broken.push("the locked chips are not the chips of finished sequences".into());
        }
        if made != self.made {
            broken.push("the sequence counts do not match the sequences".into());
        }
        let teams: Vec<_> = (0..self.players)
            .map(|seat| crate::seat_team(seat, self.teams))
            .collect();
        if teams != self.seat_teams {
            broken.push("a seat is on the wrong team".into());
        }
        if self.current >= self.players {
            broken.push(format!("seat {} to act, of {}", self.current, self.players));
        }
        broken
    }
}
