//! The one way to change a game: [`Game::apply`].
//!
//! Every action is first checked against the state without touching it; only an action that
//! passes is carried out, so a refused action leaves the game exactly as it was.

use super::{DrawMode, Game};
use crate::action::{Action, Event, Events, Outcome, RuleError, Seat, Sink, Team};
use crate::card::CardId;
use crate::cells::Cell;
use crate::rules::{Ability, DeadCards, EmptyDeck, LateDraw};

impl Game {
    /// Carries out one action by `seat` and says what happened, or refuses it and changes
    /// nothing.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Events, RuleError> {
        self.check(seat, action)?;
        let mut events = Events::new();
        self.perform(seat, action, &mut events);
        Ok(events)
    }

    /// Carries out an action known to be legal, telling `events` what happens.
    pub(super) fn perform(&mut self, seat: Seat, action: Action, events: &mut impl Sink) {
        self.carry_out(seat, action, events);
        self.settle(events);
    }

    /// [`Game::perform`] without settling: the seat to act next may be one who can do
    /// nothing, and the caller passes for them.
    #[inline(always)]
    pub(super) fn carry_out(&mut self, seat: Seat, action: Action, events: &mut impl Sink) {
        match action {
            Action::Place { card, cell } => self.place(seat, card, cell, events),
            Action::Remove { card, cell } => self.remove(seat, card, cell, events),
            Action::TurnIn { card } => self.turn_in(seat, card, events),
            Action::Draw => self.draw_owed(seat, events),
            Action::Discard { card } => self.discard(seat, card, events),
            Action::Penalty { team } => self.give_penalty(team, events),
        }
    }

    /// Why `action` would be refused, if it would.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        if seat >= self.players {
            return Err(RuleError::NotYourTurn);
        }
        match action {
            Action::Penalty { team } => {
                if team >= self.teams {
                    return Err(RuleError::NoSuchTeam);
                }
                if self.penalty != 0 {
                    return Err(RuleError::DiscardPending);
                }
                if !self.team_has_cards(team) {
                    return Err(RuleError::NothingToDiscard);
                }
                return Ok(());
            }
            Action::Discard { card } => {
                if !self.owes_discard(seat) {
                    return Err(RuleError::NoDiscardOwed);
                }
                return self.holds(seat, card);
            }
            _ if self.penalty != 0 => return Err(RuleError::DiscardPending),
            Action::Draw => {
                return match self.owed[seat as usize] {
                    0 => Err(RuleError::NoDrawOwed),
                    _ => Ok(()),
                };
            }
            _ if seat != self.current => return Err(RuleError::NotYourTurn),
            Action::TurnIn { card } => {
                self.holds(seat, card)?;
                if self.turned_in {
                    return Err(RuleError::OneDeadCardPerTurn);
                }
                if !self.is_dead(card) {
                    return Err(RuleError::NotADeadCard);
                }
            }
            Action::Place { card, cell } => {
                self.holds(seat, card)?;
                self.on_board(cell)?;
                match self.rules.ability(card) {
                    Ability::Remove => return Err(RuleError::CardDoesNotFit),
                    Ability::Place if !self.rules.card_cells[card.index()].contains(cell) => {
                        return Err(RuleError::CardDoesNotFit);
                    }
                    _ => {}
                }
                if self.rules.free.contains(cell) {
                    return Err(RuleError::CellIsFree);
                }
                if self.occupied().contains(cell) {
                    return Err(RuleError::CellOccupied);
                }
            }
            Action::Remove { card, cell } => {
                self.holds(seat, card)?;
                self.on_board(cell)?;
                if self.rules.ability(card) != Ability::Remove {
                    return Err(RuleError::CardDoesNotFit);
                }
                if self.rules.free.contains(cell) {
                    return Err(RuleError::CellIsFree);
                }
                match self.chip_at(cell) {
                    None => return Err(RuleError::CellEmpty),
                    Some(team) if team == self.team_of(seat) => {
                        return Err(RuleError::NotAnOpponentChip);
                    }
                    Some(_) if self.locked.contains(cell) => {
                        return Err(RuleError::ChipInSequence);
                    }
                    Some(_) => {}
                }
            }
        }
        Ok(())
    }

    fn holds(&self, seat: Seat, card: CardId) -> Result<(), RuleError> {
        match self.hands[seat as usize].contains(&card) {
            true => Ok(()),
            false => Err(RuleError::CardNotInHand),
        }
    }

    fn on_board(&self, cell: Cell) -> Result<(), RuleError> {
        match cell.index() < self.rules.cell_count() {
            true => Ok(()),
            false => Err(RuleError::NoSuchCell),
        }
    }

    /// Moves a card from a hand to that seat's discard pile.
    #[inline(always)]
    fn play_card(&mut self, seat: Seat, card: CardId) {
        let hand = &mut self.hands[seat as usize];
        // Hands are a handful of cards: one pass over all of them, each moved down once the
        // card is found, with no early exit and no library call, as this runs on every turn
        // of every playout. The cards are walked as a slice: a card written through the vector
        // itself could, for all the compiler knows, change the vector's own length, which it
        // would then read again at every step.
        let cards: &mut [CardId] = hand;
        if let Some(last) = cards.len().checked_sub(1) {
            // All ones from the card onwards: each card takes its right-hand neighbour's
            // place by a mask, so the compiler makes no branch of where the card was.
            let mut found = 0u8;
            for index in 0..last {
                found |= u8::from(cards[index] == card).wrapping_neg();
                let (here, next) = (cards[index].0, cards[index + 1].0);
                cards[index] = CardId(here ^ ((here ^ next) & found));
            }
            if found != 0 || cards[last] == card {
                hand.truncate(last);
            }
        }
        self.discards[seat as usize].push(card);
    }

    #[inline(always)]
    fn place(&mut self, seat: Seat, card: CardId, cell: Cell, events: &mut impl Sink) {
        let team = self.team_of(seat);
        self.play_card(seat, card);
        self.add_chip(cell, team);
        self.last_placed = Some(cell);
        events.push(Event::Placed {
            seat,
            team,
            card,
            cell,
        });
        self.find_sequences(team, cell, events);
        if self.made[team as usize] >= self.to_win {
            self.outcome = Some(Outcome::Won(team));
            events.push(Event::Won { team });
            return;
        }
        if self.rules.dead_cards == DeadCards::Automatic
            && let Some(shown) = self.rules.faces[cell.index()]
            && self.is_dead(shown)
        {
            self.take_out_dead(shown, events);
        }
        self.end_play(seat, events);
    }

    fn remove(&mut self, seat: Seat, card: CardId, cell: Cell, events: &mut impl Sink) {
        let team = self.chip_at(cell).unwrap_or_default();
        self.play_card(seat, card);
        self.set_chip(cell, None);
        events.push(Event::Removed {
            seat,
            team,
            card,
            cell,
        });
        self.end_play(seat, events);
    }

    /// Records every new sequence through `cell`. A new one may share at most
    /// `shared_chips` cells with each sequence the team made before.
    fn find_sequences(&mut self, team: Team, cell: Cell, events: &mut impl Sink) {
        let owned = self.chips[team as usize] | self.rules.free;
        let length = self.rules.in_a_row as u32;
        for &(span, from, to) in self.rules.directions(cell) {
            // One bit count rules out most directions before any line is looked at.
            if (owned & span).len() < length {
                continue;
            }
            for &run in self.rules.runs_between(from, to) {
                if !owned.is_superset(run) {
                    continue;
                }
                if self.may_count(team, run) {
                    self.sequences.push((team, run));
                    self.made[team as usize] += 1;
                    self.locked |= run & self.chips[team as usize];
                    events.push(Event::SequenceMade {
                        team,
                        index: (self.sequences.len() - 1) as u8,
                    });
                }
            }
        }
    }

    /// After a chip is placed or taken: drawing, the late-draw rule, and the next turn.
    #[inline(always)]
    fn end_play(&mut self, seat: Seat, events: &mut impl Sink) {
        self.turn += 1;
        match self.draw {
            DrawMode::Automatic => self.draw_card(seat, events),
            DrawMode::Manual => {
                if self.rules.late_draw == LateDraw::NextPlace {
                    self.forfeit_draws(|other, _| other != seat, events);
                }
                self.owed[seat as usize] += 1;
                self.owed_at[seat as usize] = self.turn;
            }
        }
        if self.out_of_turns(events) {
            return;
        }
        self.next_turn(events);
    }

    /// Ends the game with no winner once its turns and idle actions reach the turn limit.
    fn out_of_turns(&mut self, events: &mut impl Sink) -> bool {
        if self.turn.saturating_add(self.idle) < self.rules.turn_limit {
            return false;
        }
        self.outcome = Some(Outcome::NoWinner);
        events.push(Event::NoWinner);
        true
    }

    fn next_turn(&mut self, events: &mut impl Sink) {
        // A compare, not a remainder: this runs every turn of every playout.
        self.current = if self.current + 1 == self.players {
            0
        } else {
            self.current + 1
        };
        self.turned_in = false;
        events.push(Event::TurnStarted { seat: self.current });
    }

    fn forfeit_draws(&mut self, lose: impl Fn(Seat, u32) -> bool, events: &mut impl Sink) {
        for other in 0..self.players {
            let owed_at = self.owed_at[other as usize];
            if self.owed[other as usize] > 0 && lose(other, owed_at) {
                self.owed[other as usize] = 0;
                events.push(Event::DrawLost { seat: other });
            }
        }
    }

    fn draw_owed(&mut self, seat: Seat, events: &mut impl Sink) {
        self.owed[seat as usize] -= 1;
        self.draw_card(seat, events);
        if self.rules.late_draw == LateDraw::NextPlaceAndDraw {
            let earned = self.owed_at[seat as usize];
            self.forfeit_draws(|other, at| other != seat && at < earned, events);
        }
    }

    /// Draws one card for `seat`, reshuffling the discards when the rules say so.
    #[inline(always)]
    pub(super) fn draw_card(&mut self, seat: Seat, events: &mut impl Sink) {
        loop {
            if self.deck.is_empty() && !self.reshuffle(events) {
                events.push(Event::NothingToDraw { seat });
                return;
            }
            let Some(card) = self.deck.pop() else { return };
            if self.rules.dead_cards == DeadCards::Automatic && self.is_dead(card) {
                self.out_of_play.push(card);
                events.push(Event::DeadCardRemoved { seat: None, card });
                continue;
            }
            self.hands[seat as usize].push(card);
            events.push(Event::Drew { seat, card });
            return;
        }
    }

    fn reshuffle(&mut self, events: &mut impl Sink) -> bool {
        if self.rules.empty_deck != EmptyDeck::Reshuffle {
            return false;
        }
        for pile in &mut self.discards {
            self.deck.append(pile);
        }
        if self.deck.is_empty() {
            return false;
        }
        crate::random::shuffle(&mut self.deck, &mut self.rng);
        events.push(Event::Reshuffled {
            cards: self.deck.len() as u16,
        });
        true
    }

    /// Automatic dead cards: a card with no open cell leaves every hand and the draw pile.
    fn take_out_dead(&mut self, card: CardId, events: &mut impl Sink) {
        let before = self.deck.len();
        self.deck.retain(|&held| held != card);
        for _ in self.deck.len()..before {
            self.out_of_play.push(card);
            events.push(Event::DeadCardRemoved { seat: None, card });
        }
        for seat in 0..self.players {
            while let Some(at) = self.hands[seat as usize].iter().position(|&c| c == card) {
                self.hands[seat as usize].remove(at);
                self.out_of_play.push(card);
                events.push(Event::DeadCardRemoved {
                    seat: Some(seat),
                    card,
                });
                self.draw_card(seat, events);
            }
        }
    }

    fn turn_in(&mut self, seat: Seat, card: CardId, events: &mut impl Sink) {
        self.play_card(seat, card);
        self.turned_in = true;
        self.idle += 1;
        events.push(Event::TurnedIn { seat, card });
        self.draw_card(seat, events);
    }

    fn discard(&mut self, seat: Seat, card: CardId, events: &mut impl Sink) {
        self.play_card(seat, card);
        self.penalty &= !(1 << seat);
        events.push(Event::Discarded { seat, card });
    }

    fn give_penalty(&mut self, team: Team, events: &mut impl Sink) {
        for seat in 0..self.players {
            if self.team_of(seat) == team && !self.hands[seat as usize].is_empty() {
                self.penalty |= 1 << seat;
            }
        }
        events.push(Event::PenaltyGiven { team });
    }

    /// Skips seats that can do nothing; when nobody can, the game ends with no winner.
    pub(super) fn settle(&mut self, events: &mut impl Sink) {
        if self.outcome.is_some() || self.penalty != 0 {
            return;
        }
        for _ in 0..self.players {
            if self.can_act(self.current) {
                return;
            }
            if !self.pass(events) {
                return;
            }
        }
        if !self.can_act(self.current) {
            self.nobody_can_act(events);
        }
    }

    /// The seat to act can do nothing and passes; says whether the game goes on (the turn
    /// limit may end it).
    pub(super) fn pass(&mut self, events: &mut impl Sink) -> bool {
        events.push(Event::Passed { seat: self.current });
        self.idle += 1;
        if self.out_of_turns(events) {
            return false;
        }
        self.next_turn(events);
        true
    }

    /// Every seat in turn could do nothing: the game ends with no winner.
    pub(super) fn nobody_can_act(&mut self, events: &mut impl Sink) {
        self.outcome = Some(Outcome::NoWinner);
        events.push(Event::NoWinner);
    }
}
