//! The questions anyone may ask of a game: whose turn, what is in a hand, where a card may go,
//! what could be done now.

use std::sync::Arc;

use super::{DrawMode, Game, Outcome};
use crate::action::{Action, Seat, Team};
use crate::card::CardId;
use crate::cells::{Cell, Cells};
use crate::rules::{Ability, RuleSet};

impl Game {
    /// The rules this game is played by, options applied.
    pub fn rules(&self) -> &Arc<RuleSet> {
        &self.rules
    }
    /// How many seats play.
    pub fn players(&self) -> u8 {
        self.players
    }
    /// How many teams the seats form.
    pub fn teams(&self) -> u8 {
        self.teams
    }
    /// Whether cards are drawn for the players or by them.
    pub fn draw_mode(&self) -> DrawMode {
        self.draw
    }
    /// Sequences a team needs to win this game.
    pub fn sequences_to_win(&self) -> u8 {
        self.to_win
    }
    /// The seat to act.
    pub fn current(&self) -> Seat {
        self.current
    }
    /// The seat that played first.
    pub fn first_player(&self) -> Seat {
        self.first
    }
    /// Whether the cut for first player kept tying (every card the same rank) and gave up:
    /// the first player was then drawn at random among the tied seats.
    pub fn cut_gave_up(&self) -> bool {
        self.cut_gave_up
    }
    /// The cards cut in the deciding round, when the first player was found by cutting.
    pub fn cut(&self) -> &[(Seat, CardId)] {
        &self.cut
    }
    /// The team `seat` plays for.
    pub fn team_of(&self, seat: Seat) -> Team {
        // Looked up, not divided: this runs on every move of every playout.
        self.seat_teams[seat as usize]
    }
    /// The cards in `seat`'s hand, in the order they came.
    pub fn hand(&self, seat: Seat) -> &[CardId] {
        &self.hands[seat as usize]
    }
    /// Cards left in the draw pile.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }
    /// `seat`'s discard pile, the last card on top.
    pub fn discards(&self, seat: Seat) -> &[CardId] {
        &self.discards[seat as usize]
    }
    /// Cards gone from the game for good (dead cards that leave by themselves).
    pub fn out_of_play(&self) -> &[CardId] {
        &self.out_of_play
    }
    /// Completed sequences in the order they were made.
    pub fn sequences(&self) -> &[(Team, Cells)] {
        &self.sequences
    }
    /// Sequences `team` has made.
    pub fn sequence_count(&self, team: Team) -> u8 {
        self.made[team as usize]
    }
    /// Turns played so far.
    pub fn turn(&self) -> u32 {
        self.turn
    }
    /// The cell of the chip placed last, shown with an outline.
    pub fn last_placed(&self) -> Option<Cell> {
        self.last_placed
    }
    /// How the game ended, or `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
    /// Cards a seat may still draw (manual drawing).
    pub fn draws_owed(&self, seat: Seat) -> u8 {
        self.owed[seat as usize]
    }
    /// Whether a seat must discard a card for a table-talk penalty.
    pub fn owes_discard(&self, seat: Seat) -> bool {
        self.penalty & (1 << seat) != 0
    }
    /// Whether the seat to act has already turned in a dead card this turn (one a turn).
    pub fn dead_card_turned_in(&self) -> bool {
        self.turned_in
    }

    /// The team whose chip is on a cell.
    pub fn chip_at(&self, cell: Cell) -> Option<Team> {
        (0..self.teams).find(|&team| self.chips[team as usize].contains(cell))
    }
    /// The cells with `team`'s chips.
    pub fn chips(&self, team: Team) -> Cells {
        self.chips[team as usize]
    }
    /// Every cell with a chip on it.
    pub fn occupied(&self) -> Cells {
        self.occupied
    }
    /// Cells a chip may be placed on.
    pub fn open(&self) -> Cells {
        self.rules.playable & !self.occupied
    }
    /// Whether a chip is part of a completed sequence.
    pub fn is_locked(&self, cell: Cell) -> bool {
        self.locked.contains(cell)
    }

    /// A placing card whose every cell is covered.
    pub fn is_dead(&self, card: CardId) -> bool {
        self.dead[card.index() / 64] & (1 << (card.index() % 64)) != 0
    }

    /// The cells `seat` could play `card` on now: to place a chip, or to take one away.
    #[inline(always)]
    pub fn targets(&self, seat: Seat, card: CardId) -> Cells {
        match self.rules.ability(card) {
            Ability::Place => self.rules.card_cells[card.index()] & self.open(),
            Ability::Wild => self.open(),
            Ability::Remove => self.removable(self.team_of(seat)),
        }
    }

    /// Whether the line `run` may count as a new sequence for `team`: it shares at most the
    /// rules' `shared_chips` cells with each sequence the team made before.
    #[inline]
    pub fn may_count(&self, team: Team, run: Cells) -> bool {
        let shared = self.rules.shared_chips as u32;
        self.sequences
            .iter()
            .all(|&(owner, cells)| owner != team || (cells & run).len() <= shared)
    }

    /// Opponents' chips that `team` may take away.
    pub fn removable(&self, team: Team) -> Cells {
        let mut theirs = Cells::EMPTY;
        for other in (0..self.teams).filter(|&other| other != team) {
            theirs |= self.chips[other as usize];
        }
        theirs & !self.locked
    }

    /// Every action the game would accept now, with the seat that would take it.
    ///
    /// Penalties are listed with the seat to act; they are the teacher's, not a seat's.
    pub fn legal_actions(&self) -> Vec<(Seat, Action)> {
        let mut actions = Vec::new();
        if self.outcome.is_some() {
            return actions;
        }
        if self.penalty != 0 {
            for seat in (0..self.players).filter(|&seat| self.owes_discard(seat)) {
                for card in self.distinct_cards(seat) {
                    actions.push((seat, Action::Discard { card }));
                }
            }
            return actions;
        }
        for seat in (0..self.players).filter(|&seat| self.owed[seat as usize] > 0) {
            actions.push((seat, Action::Draw));
        }
        let seat = self.current;
        for card in self.distinct_cards(seat) {
            if !self.turned_in && self.is_dead(card) {
                actions.push((seat, Action::TurnIn { card }));
            }
            for cell in self.targets(seat, card) {
                actions.push((seat, self.rules.play(card, cell)));
            }
        }
        for team in 0..self.teams {
            if self.team_has_cards(team) {
                actions.push((seat, Action::Penalty { team }));
            }
        }
        actions
    }

    /// The kinds of card in a hand, each once, in hand order.
    pub fn distinct_cards(&self, seat: Seat) -> Vec<CardId> {
        let mut cards: Vec<CardId> = Vec::with_capacity(8);
        for &card in &self.hands[seat as usize] {
            if !cards.contains(&card) {
                cards.push(card);
            }
        }
        cards
    }

    pub(super) fn team_has_cards(&self, team: Team) -> bool {
        (0..self.players).any(|seat| self.team_of(seat) == team && !self.hand(seat).is_empty())
    }

    /// Whether the seat to act has anything it can do.
    pub(super) fn can_act(&self, seat: Seat) -> bool {
        let owed_draw = self.owed[seat as usize] > 0 && self.can_draw();
        owed_draw
            || self.hands[seat as usize].iter().any(|&card| {
                !self.targets(seat, card).is_empty() || (!self.turned_in && self.is_dead(card))
            })
    }

    /// Whether a card could be drawn now, reshuffling if need be.
    pub(super) fn can_draw(&self) -> bool {
        !self.deck.is_empty()
            || (self.rules.empty_deck == crate::rules::EmptyDeck::Reshuffle
                && self.discards.iter().any(|pile| !pile.is_empty()))
    }
}
