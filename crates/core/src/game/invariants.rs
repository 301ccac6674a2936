//! What must always hold of a game, checked from scratch: the property tests run it after
//! every action, so a cache that drifts from the chips and cards is caught where it happens.

use super::Game;
use crate::action::Outcome;
use crate::cells::Cells;

impl Game {
    /// Every broken promise of this game's state, in words; empty when all is well.
    ///
    /// Checks that every card is in exactly one place, that chips sit on playable cells and
    /// one team each, that each sequence is a line of its team's chips sharing no more cells
    /// with another of its team's than the rules allow, that the game is won exactly when a
    /// team has the sequences it needs, and that each cache (occupied cells, dead cards, locked
    /// chips, sequence counts, seat teams) agrees with what it is derived from.
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
        let mut made = [0u8; crate::MAX_TEAMS as usize];
        for &(team, _) in &self.sequences {
            made[team as usize] = made[team as usize].saturating_add(1);
        }
        if self.locked_chips() != self.locked {
            broken.push("the locked chips are not the chips of finished sequences".into());
        }
        if made != self.made {
            broken.push("the sequence counts do not match the sequences".into());
        }
        self.sequences_broken(&mut broken);
        self.outcome_broken(&mut broken);
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

impl Game {
    /// Each sequence is a line of its team's chips (or free corners), none is made twice, and
    /// no two of a team share more cells than the rules allow: what `arranged` asks of each.
    fn sequences_broken(&self, broken: &mut Vec<String>) {
        for (n, &(team, cells)) in self.sequences.iter().enumerate() {
            if let Some(fault) = self.sequence_fault(team, cells, &self.sequences[..n]) {
                broken.push(format!("sequence {n}: {fault}"));
            }
        }
    }

    /// A team with the sequences it needs has won, and only such a team.
    fn outcome_broken(&self, broken: &mut Vec<String>) {
        for team in 0..self.teams {
            let enough = self.made[team as usize] >= self.to_win;
            let won = self.outcome == Some(Outcome::Won(team));
            if enough != won {
                broken.push(format!(
                    "team {team} has {} sequences of {} needed, but the outcome is {:?}",
                    self.made[team as usize], self.to_win, self.outcome
                ));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use crate::action::Outcome;
    use crate::cells::Cells;
    use crate::{Game, GameConfig, Library, Position};

    /// A classic game for two, with team A's sequence along row 4 and five more chips beside
    /// it: the game a move could reach, before the tests break it by hand.
    fn with_a_sequence() -> (Game, Cells) {
        let rules = Arc::clone(Library::built_in().get("classic").unwrap().rules());
        let game = Game::new(rules.clone(), &GameConfig::new(2, 5)).unwrap();
        let row = |from: u8, to: u8| {
            (from..=to).fold(Cells::EMPTY, |all, col| {
                all | rules.cell_at(4, col).unwrap().bit()
            })
        };
        let position = Position {
            chips: row(0, 9).iter().map(|cell| (cell, Some(0))).collect(),
            sequences: vec![(0, row(0, 4))],
            ..Position::default()
        };
        let game = game.arranged(&position).unwrap();
        assert!(game.invariants().is_empty(), "{:?}", game.invariants());
        (game, row(2, 6))
    }

    /// `game.invariants()` says `what`.
    fn reported(game: &Game, what: &str) {
        let broken = game.invariants();
        assert!(broken.iter().any(|said| said.contains(what)), "{broken:?}");
    }

    #[test]
    fn two_sequences_sharing_too_much_are_reported() {
        let (mut game, overlapping) = with_a_sequence();
        game.sequences.push((0, overlapping));
        game.made[0] += 1;
        game.locked |= overlapping;
        reported(&game, "share 3 cells, but a sequence may share at most 1");
    }

    #[test]
    fn a_sequence_given_twice_is_reported() {
        let (mut game, _) = with_a_sequence();
        let first = game.sequences[0];
        game.sequences.push(first);
        game.made[0] += 1;
        reported(&game, "the same sequence of team 0 is given twice");
    }

    #[test]
    fn an_outcome_that_disagrees_with_the_sequences_is_reported() {
        let (mut game, _) = with_a_sequence();
        game.outcome = Some(Outcome::Won(0));
        reported(&game, "team 0 has 1 sequences of 2");
        // Two sequences win a two-team game: an open game with them is broken too.
        let (mut game, _) = with_a_sequence();
        let (_, line) = game.sequences[0];
        let second = (line.iter().map(|cell| cell.index() + 4)).fold(Cells::EMPTY, |all, index| {
            all | game.rules.cell(index).unwrap().bit()
        });
        game.sequences.push((0, second));
        game.made[0] += 1;
        game.locked |= second;
        assert_eq!(game.outcome, None);
        reported(&game, "team 0 has 2 sequences of 2");
    }

    #[test]
    fn a_sequence_that_is_not_a_line_of_its_teams_chips_is_reported() {
        let (mut game, _) = with_a_sequence();
        let (_, line) = game.sequences[0];
        game.sequences[0] = (1, line);
        game.made = [0, 1, 0, 0];
        game.locked = Cells::EMPTY;
        let broken = game.invariants();
        assert!(
            broken
                .iter()
                .any(|said| said.contains("sequence of team 1 is not 5 cells")),
            "{broken:?}"
        );
    }
}
