//! What the people and computer seats at the table do: picking a card, playing it, trading a
//! dead card in, a computer's turn, undo and restart. Every move goes through the rules.

use super::{Event, HintJob, Menu, Player, Table, Turn};
use crate::app::screen::Context;
use crate::app::sounds::{Cue, Effect};
use lineup_bots::Hint;
use lineup_core::{Action, CardId, Cell, Seat};
use lineup_platform::clock;

impl Table {
    /// Plays `moves` moves with the computer players' choices, for a game already under way
    /// (demonstrations and screenshots).
    pub fn fast_forward(&mut self, moves: usize) {
        for _ in 0..moves {
            if self.session.game().is_over() {
                break;
            }
            let seat = self.actor();
            let Some(action) = self.bots[seat as usize].choose(self.session.game(), seat) else {
                break;
            };
            self.act(seat, action);
        }
        self.session.forget_history();
        // A game shown already under way: its moves are not played aloud all at once.
        self.cues.clear();
    }

    /// Selects a card from the hand of the seat to act, as a tap would.
    pub fn select_first_card(&mut self, wanted: impl Fn(lineup_core::Ability) -> bool) {
        let rules = self.session.game().rules().clone();
        let hand = self.session.game().hand(self.actor());
        self.selected = hand
            .iter()
            .copied()
            .find(|&card| wanted(rules.ability(card)));
    }

    /// A tap on a card: it is put down for a penalty if one is owed, else selected.
    pub(super) fn card(&mut self, card: CardId) -> Option<Event> {
        let seat = self.actor();
        if self.session.game().owes_discard(seat) {
            return self.act(seat, Action::Discard { card });
        }
        self.select(card);
        None
    }

    pub(super) fn select(&mut self, card: CardId) {
        self.missing = None;
        self.notice = None;
        self.selected = if self.selected == Some(card) {
            None
        } else {
            Some(card)
        };
        let rules = self.session.game().rules();
        let clip = crate::data::clip(&rules.card(card).look);
        if let (Some(_), Some(language), Some(letter)) = (self.selected, rules.language(), clip) {
            self.cues.push(Cue::Letter {
                language: language.to_string(),
                letter,
            });
        }
    }

    pub(super) fn play_at(&mut self, cell: Cell) -> Option<Event> {
        let seat = self.actor();
        if self.computer_to_move() {
            return None;
        }
        let card = match self.selected {
            Some(card) => card,
            // Tapping a cell with no card chosen plays a card from the hand that shows there.
            None => {
                let shown = self.session.game().rules().faces()[cell.index()]?;
                *self
                    .session
                    .game()
                    .hand(seat)
                    .iter()
                    .find(|&&held| held == shown)?
            }
        };
        let action = self.session.game().rules().play(card, cell);
        self.act(seat, action)
    }

    pub(super) fn turn_in(&mut self) -> Option<Event> {
        let card = self.selected?;
        self.act(self.actor(), Action::TurnIn { card })
    }

    pub(super) fn draw(&mut self) -> Option<Event> {
        let seat = (0..self.session.game().players()).find(|&seat| {
            self.session.game().draws_owed(seat) > 0
                && self.session.seats()[seat as usize] == Player::Human
        })?;
        self.act(seat, Action::Draw)
    }

    pub(super) fn act(&mut self, seat: Seat, action: Action) -> Option<Event> {
        match self.session.play(seat, action) {
            Ok(events) => {
                self.hear(&events);
                if let Some(news) = super::news::News::of(&events, self.session.game().rules()) {
                    self.news = Some(news);
                }
                self.missing = None;
                self.now = clock::now();
                self.moved_at = self.now;
                self.moving = super::motion::Moving::of(&events, self.now);
                self.selected = None;
                self.notice = None;
                self.typed.clear();
                self.changed();
                Some(Event::Moved { form: None })
            }
            Err(error) => {
                self.missing = None;
                self.notice = Some(error);
                self.cues.push(Cue::Effect(Effect::Oops));
                None
            }
        }
    }

    /// Asks for the move the computer suggests to the seat to act; it is found away from the
    /// window's thread ([`Table::work`]) and shown when it comes back.
    pub(super) fn show_hint(&mut self) {
        self.hint = None;
        self.notice = None;
        self.hint_job = Some(Box::new(HintJob {
            epoch: self.epoch,
            seat: self.actor(),
            game: self.session.game().clone(),
            seed: self.session.setup().seed ^ self.epoch,
        }));
    }

    /// The hint found for the game as it was at `epoch`: shown with its card picked up, unless
    /// the game moved on meanwhile.
    pub(super) fn hint_found(&mut self, epoch: u64, hint: Option<Hint>) {
        if epoch != self.epoch {
            return;
        }
        self.hint = hint;
        self.selected = hint.and_then(|hint| hint.action.card());
    }

    /// After a change: a fresh hint where hints are always on and a person is to play.
    pub(super) fn refresh_hint(&mut self) {
        self.hint = None;
        self.hint_job = None;
        if self.session.setup().hints_always
            && !self.session.game().is_over()
            && !self.computer_to_move()
        {
            self.show_hint();
        }
    }

    /// The game changed: older answers from thinking seats no longer apply.
    pub(super) fn changed(&mut self) {
        self.epoch += 1;
        self.turn = Turn::Waiting;
        self.refresh_hint();
    }

    pub(super) fn undo(&mut self) -> Option<Event> {
        // Undo back to the last move a person made, so computer replies go too.
        self.session.undo();
        self.forget_taken_back();
        self.selected = None;
        self.notice = None;
        self.missing = None;
        self.news = None;
        self.moving = None;
        // With hidden hands, the hand of the seat now to play waits behind the curtain again.
        self.revealed = None;
        self.menu = Menu::Closed;
        self.changed();
        Some(Event::Moved { form: None })
    }

    /// A new deal at this table, with the pictures and the letters last chosen of the
    /// language in use.
    pub fn deal_again(&mut self, cx: &Context) {
        let language = cx.words.tag();
        self.forget_last_game();
        (self.session).deal_again(&cx.library, language, cx.remembered_letters(language));
        self.selected = None;
        self.revealed = None;
        self.notice = None;
        self.missing = None;
        self.news = None;
        self.moving = None;
        self.menu = Menu::Closed;
        self.changed();
    }
}
