//! A position set up by hand, for rule scenarios, tests and teaching, and the one checked way
//! to turn it into a game.
//!
//! [`Position`] is plain data and checks nothing; [`Game::arranged`] checks all of it against
//! the game's rules and reports every problem at once. Cards are moved, never made or lost,
//! and every cache the rules keep (dead cards, locked chips, sequence counts) is worked out
//! again from the chips, so an arranged game is as sound as a played one.

use std::fmt;

use super::Game;
use crate::action::{Outcome, Seat, Team};
use crate::card::CardId;
use crate::cells::{Cell, Cells};

/// What to change in a game: chips, finished sequences, hands, the draw pile and the seat to
/// act. Empty fields change nothing.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Position {
    /// Cells to set: a team's chip, or `None` for an empty cell.
    pub chips: Vec<(Cell, Option<Team>)>,
    /// Sequences already made: each a line of that team's chips (or free corners).
    pub sequences: Vec<(Team, Cells)>,
    /// Seats given exactly these cards. Each card is taken from the draw pile, else from
    /// another hand (which gets the top card of the draw pile instead), else from a discard
    /// pile or out of play; the old hand goes to the bottom of the draw pile.
    pub hands: Vec<(Seat, Vec<CardId>)>,
    /// Leaves only this many cards in the draw pile; the rest go on seat 0's discard pile (so
    /// a reshuffle brings them back).
    pub deck_size: Option<usize>,
    /// Cards put on top of the draw pile, drawn next, first card first.
    pub deck_top: Vec<CardId>,
    /// The seat to act, with no dead card turned in yet.
    pub to_act: Option<Seat>,
}

impl Position {
    /// A position that changes only one seat's hand.
    pub fn hand(seat: Seat, cards: &[CardId]) -> Position {
        Position {
            hands: vec![(seat, cards.to_vec())],
            ..Position::default()
        }
    }
}

/// One thing wrong with a [`Position`] for a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// A chip was asked for on a cell the board does not have.
    #[error("cell {cell} is not on the board")]
    NoSuchCell {
        /// The cell asked for, in reading order.
        cell: usize,
    },
    /// A chip was asked for on a free corner.
    #[error("row {row}, column {col} is a free corner: no chip goes there")]
    FreeCorner {
        /// Its row, from the top, from 0.
        row: u8,
        /// Its column, from the left, from 0.
        col: u8,
    },
    /// A chip or sequence names a team the game lacks.
    #[error("there is no team {team}: the game has {teams}")]
    NoSuchTeam {
        /// The team named.
        team: Team,
        /// The teams the game has.
        teams: u8,
    },
    /// A hand or the seat to act names a seat the game lacks.
    #[error("there is no seat {seat}: the game has {players}")]
    NoSuchSeat {
        /// The seat named.
        seat: Seat,
        /// The seats the game has.
        players: u8,
    },
    /// A chip of a finished sequence was to be taken away or changed: it stays for good.
    #[error("row {row}, column {col} holds a chip of a finished sequence: it stays")]
    ChipInSequence {
        /// Its row, from the top, from 0.
        row: u8,
        /// Its column, from the left, from 0.
        col: u8,
    },
    /// A finished sequence is not a line of that team's chips (or free corners).
    #[error(
        "the sequence of team {team} is not {length} cells in a straight line, each holding that team's chip or a free corner"
    )]
    NotASequence {
        /// The team whose sequence it was to be.
        team: Team,
        /// Chips in a row that make a sequence in this game.
        length: u8,
    },
    /// A finished sequence is given twice, or is one the game already has.
    #[error("the same sequence of team {team} is given twice")]
    SameSequence {
        /// The team whose sequence it is.
        team: Team,
    },
    /// Two sequences of one team share more cells than the rules allow.
    #[error(
        "two sequences of team {team} share {shared} cells, but a sequence may share at most {allowed} with another"
    )]
    SharesTooMuch {
        /// The team whose sequences they are.
        team: Team,
        /// Cells the two share.
        shared: u32,
        /// The most the rules allow (`shared_chips`).
        allowed: u8,
    },
    /// More than one team has the sequences to win: the game ends as soon as one has.
    #[error("teams {teams:?} each have the sequences to win, but the game ends when one has")]
    TwoWinners {
        /// The teams with enough sequences.
        teams: Vec<Team>,
    },
    /// A hand or the draw pile was to hold a card this game's deck does not have (a card of
    /// another theme).
    #[error("card number {index} is not one of this game's cards")]
    NoSuchCard {
        /// The card's number, in its own theme's list of card kinds.
        index: usize,
    },
    /// Every copy of a card asked for in a hand is already placed elsewhere.
    #[error("no copy of {card} is left to put in seat {seat}'s hand")]
    NoCopyForHand {
        /// The card's id.
        card: String,
        /// The hand it was for.
        seat: Seat,
    },
    /// A card asked for on top of the draw pile is in a hand or out of play.
    #[error("no copy of {card} is in the draw pile or the discards to put on top")]
    NoCopyForDeck {
        /// The card's id.
        card: String,
    },
}

/// Everything wrong with a position, in the order found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionErrors(pub Vec<PositionError>);

impl fmt::Display for PositionErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (n, error) in self.0.iter().enumerate() {
            if n > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{error}")?;
        }
        Ok(())
    }
}

impl std::error::Error for PositionErrors {}

impl Game {
    /// This game changed as `position` says, or every reason it cannot be.
    ///
    /// A position no game could reach is refused: a chip of a finished sequence changed, a
    /// sequence that is not a line of its team's chips, given twice, or sharing more cells with
    /// another of its team's than the rules allow, two teams with the sequences to win, a card
    /// or seat the game lacks. When one team has the sequences it needs, the game is won.
    pub fn arranged(mut self, position: &Position) -> Result<Game, PositionErrors> {
        let mut errors = Vec::new();
        for &(cell, team) in &position.chips {
            match self.chip_problem(cell, team) {
                Some(error) => errors.push(error),
                None => self.set_chip(cell, team),
            }
        }
        for &(team, cells) in &position.sequences {
            match self.sequence_problem(team, cells) {
                Some(error) => errors.push(error),
                None => {
                    self.sequences.push((team, cells));
                    self.made[team as usize] = self.made[team as usize].saturating_add(1);
                }
            }
        }
        self.relock();
        self.settle_winner(&mut errors);
        for (seat, cards) in &position.hands {
            if *seat >= self.players {
                errors.push(self.no_seat(*seat));
            } else {
                self.give_hand(*seat, cards, &mut errors);
            }
        }
        if let Some(size) = position.deck_size {
            let extra = self.deck.len().saturating_sub(size);
            let moved: Vec<CardId> = self.deck.drain(..extra).collect();
            self.discards[0].extend(moved);
        }
        for &card in position.deck_top.iter().rev() {
            if !self.rules.has_card(card) {
                errors.push(no_card(card));
                continue;
            }
            if let Some(at) = self.deck.iter().position(|&c| c == card) {
                self.deck.remove(at);
            } else if !self.take_from_piles(card) {
                let card = self.rules.card(card).id.clone();
                errors.push(PositionError::NoCopyForDeck { card });
                continue;
            }
            self.deck.push(card);
        }
        if let Some(seat) = position.to_act {
            if seat < self.players {
                self.current = seat;
                self.turned_in = false;
            } else {
                errors.push(self.no_seat(seat));
            }
        }
        if errors.is_empty() {
            Ok(self)
        } else {
            Err(PositionErrors(errors))
        }
    }

    /// A team with the sequences it needs has won; two such teams cannot both have.
    fn settle_winner(&mut self, errors: &mut Vec<PositionError>) {
        let winners: Vec<Team> = (0..self.teams)
            .filter(|&team| self.made[team as usize] >= self.to_win)
            .collect();
        match winners[..] {
            [] => {}
            [team] => self.outcome = Some(Outcome::Won(team)),
            _ => errors.push(PositionError::TwoWinners { teams: winners }),
        }
    }

    fn no_seat(&self, seat: Seat) -> PositionError {
        PositionError::NoSuchSeat {
            seat,
            players: self.players,
        }
    }

    fn chip_problem(&self, cell: Cell, team: Option<Team>) -> Option<PositionError> {
        if cell.index() >= self.rules.cell_count() {
            return Some(PositionError::NoSuchCell { cell: cell.index() });
        }
        if team.is_some() && self.rules.free.contains(cell) {
            let (row, col) = self.rules.row_col(cell);
            return Some(PositionError::FreeCorner { row, col });
        }
        if self.locked.contains(cell) && team != self.chip_at(cell) {
            let (row, col) = self.rules.row_col(cell);
            return Some(PositionError::ChipInSequence { row, col });
        }
        match team {
            Some(team) if team >= self.teams => Some(PositionError::NoSuchTeam {
                team,
                teams: self.teams,
            }),
            _ => None,
        }
    }

    fn sequence_problem(&self, team: Team, cells: Cells) -> Option<PositionError> {
        if team >= self.teams {
            return Some(PositionError::NoSuchTeam {
                team,
                teams: self.teams,
            });
        }
        self.sequence_fault(team, cells, &self.sequences)
    }

    /// What is wrong with `cells` as a finished sequence of `team` after the sequences made
    /// `before`: not a line of that team's chips (or free corners), made already, or sharing
    /// more cells with another of the team's than the rules allow. [`Game::arranged`] asks it
    /// of a new sequence, [`Game::invariants`] of every one.
    pub(super) fn sequence_fault(
        &self,
        team: Team,
        cells: Cells,
        before: &[(Team, Cells)],
    ) -> Option<PositionError> {
        let held = self.chips[team as usize] | self.rules.free;
        if !self.rules.runs().contains(&cells) || !held.is_superset(cells) {
            return Some(PositionError::NotASequence {
                team,
                length: self.rules.in_a_row,
            });
        }
        if before.iter().any(|&(_, made)| made == cells) {
            return Some(PositionError::SameSequence { team });
        }
        let allowed = self.rules.shared_chips;
        let shared = (before.iter())
            .filter(|&&(owner, _)| owner == team)
            .map(|&(_, made)| (made & cells).len())
            .find(|&shared| shared > allowed as u32)?;
        Some(PositionError::SharesTooMuch {
            team,
            shared,
            allowed,
        })
    }

    /// Chips in a finished sequence can never be taken away: worked out from the sequences.
    fn relock(&mut self) {
        self.locked = self.locked_chips();
    }

    /// The chips of finished sequences, from the sequences themselves.
    pub(super) fn locked_chips(&self) -> Cells {
        (self.sequences.iter()).fold(Cells::EMPTY, |locked, &(team, cells)| {
            locked | (cells & self.chips[team as usize])
        })
    }

    fn give_hand(&mut self, seat: Seat, cards: &[CardId], errors: &mut Vec<PositionError>) {
        let old = std::mem::take(&mut self.hands[seat as usize]);
        for card in old.into_iter().rev() {
            self.deck.insert(0, card);
        }
        for &card in cards {
            if !self.rules.has_card(card) {
                errors.push(no_card(card));
                continue;
            }
            if let Some(at) = self.deck.iter().position(|&c| c == card) {
                self.deck.remove(at);
            } else if let Some((other, at)) = self.find_in_hands(card, seat) {
                self.hands[other].remove(at);
                if let Some(top) = self.deck.pop() {
                    self.hands[other].push(top);
                }
            } else if !self.take_from_piles(card) {
                let card = self.rules.card(card).id.clone();
                errors.push(PositionError::NoCopyForHand { card, seat });
                continue;
            }
            self.hands[seat as usize].push(card);
        }
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

fn no_card(card: CardId) -> PositionError {
    PositionError::NoSuchCard {
        index: card.index(),
    }
}
