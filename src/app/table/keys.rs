//! Keyboard play: typing a card picks it up, arrows move a cursor on the board, Enter places,
//! Esc cancels.

use super::{Event, Table};
use lineup_core::CardId;

impl Table {
    /// Typing a card's id, its letter in either case or its word (`KD`, `10H`, `B` or `b`,
    /// `ж`, `cat`, or `gato` in Spanish) picks it from the hand; letters that cannot lead to a
    /// card start again.
    pub(super) fn type_letter(&mut self, letter: char) {
        self.typed.push(letter);
        let hand = self.session.game().hand(self.actor()).to_vec();
        let rules = self.session.game().rules().clone();
        let typed = rules.fold(&self.typed);
        let names = |card: CardId| {
            let kind = rules.card(card);
            [
                Some(rules.fold(&kind.id)),
                kind.look.small.as_ref().map(|small| rules.fold(small)),
                kind.look.word.as_ref().map(|w| rules.fold(w)),
            ]
            .into_iter()
            .flatten()
        };
        let exact = rules
            .card_id(&self.typed)
            .filter(|card| hand.contains(card))
            .or_else(|| {
                hand.iter()
                    .copied()
                    .find(|&card| names(card).any(|name| name == typed))
            });
        if let Some(card) = exact {
            self.typed.clear();
            if self.selected != Some(card) {
                self.select(card);
            }
        } else if !hand
            .iter()
            .any(|&card| names(card).any(|name| name.starts_with(&typed)))
            && !"10".starts_with(&self.typed)
        {
            // A card of the game that this hand does not hold is said, not ignored; typing
            // goes on while it could still name one.
            let deck = rules.full_deck();
            let named = rules.card_id(&self.typed).or_else(|| {
                deck.iter()
                    .copied()
                    .find(|&card| names(card).any(|name| name == typed))
            });
            if named.is_some() {
                self.missing = named;
                self.typed.clear();
            } else if !deck
                .iter()
                .any(|&card| names(card).any(|name| name.starts_with(&typed)))
            {
                self.typed.clear();
            }
        }
    }

    /// Moves the cursor as the class sees the board: on a board read from the right, the
    /// left arrow goes towards the higher columns.
    pub(super) fn move_cursor(&mut self, rows: i8, cols: i8) {
        let rules = self.session.game().rules();
        let cols = if rules.right_to_left() { -cols } else { cols };
        let (row, col) = match self.cursor {
            Some(cell) => rules.row_col(cell),
            None => (rules.rows() / 2, rules.cols() / 2),
        };
        let row = (row as i16 + rows as i16).clamp(0, rules.rows() as i16 - 1) as u8;
        let col = (col as i16 + cols as i16).clamp(0, rules.cols() as i16 - 1) as u8;
        self.cursor = rules.cell_at(row, col);
    }

    pub(super) fn enter(&mut self) -> Option<Event> {
        if self.curtained() {
            self.revealed = Some(self.actor());
            return None;
        }
        let cell = self.cursor?;
        self.play_at(cell)
    }

    pub(super) fn cancel(&mut self) {
        self.selected = None;
        self.missing = None;
        self.typed.clear();
        self.notice = None;
    }
}
