//! The computer's turn: a computer seat starts thinking the moment its turn begins, away from
//! the window's thread, while the class watches a pause; it moves when both are over, so the
//! wait after a move is the longer of the pause and the thinking, never both. [`Turn`] is where
//! that stands: each state says what happens next. A change to the game (a move, an undo, a new
//! deal) starts a new epoch and puts the turn back to [`Turn::Waiting`]; an answer or a timer
//! from an epoch before is dropped.

use lineup_bots::Bot;
use lineup_core::{Action, Game, Seat};
use lineup_platform::clock::Duration;
use lineup_platform::work::Slices;

use super::{Event, Message, Table};

/// Where the computer seat to move stands in its turn.
#[derive(Clone, Debug)]
pub(super) enum Turn {
    /// Nothing started: the table's work starts the thinking, the timer ends the pause.
    Waiting,
    /// Thinking, and the pause not over: the answer is kept until it is.
    Thinking,
    /// The answer came before the pause was over: played when the pause ends.
    Answered(Box<(Bot, Option<Action>)>),
    /// The pause is over, the thinking not started (the table was shown with it due).
    PauseOver,
    /// The pause is over, the thinking under way: the answer is played the moment it comes.
    Awaited,
}

impl Turn {
    /// Whether the class has watched the pause before this move.
    pub(super) fn pause_over(&self) -> bool {
        matches!(self, Turn::PauseOver | Turn::Awaited)
    }
}

impl Table {
    /// The thinking of the computer seat to move, once, from the moment its turn begins.
    pub(super) fn take_think_job(&mut self) -> Option<Job> {
        if !self.computer_to_move() {
            return None;
        }
        self.turn = match self.turn {
            Turn::Waiting => Turn::Thinking,
            Turn::PauseOver => Turn::Awaited,
            Turn::Thinking | Turn::Answered(_) | Turn::Awaited => return None,
        };
        let seat = self.actor();
        Some(Job {
            epoch: self.epoch,
            seat,
            game: self.session.game().clone(),
            bot: self.bots[seat as usize].clone(),
            thinking: None,
            iterations: 0,
        })
    }

    /// A computer seat's pause is over: it moves now if its answer is in, else as soon as it
    /// is.
    pub(super) fn computer_move(&mut self, turn: u32) -> Option<Event> {
        // A late timer from before an undo or a restart is dropped, and so is a second one.
        if turn != self.session.game().turn() || !self.computer_to_move() {
            return None;
        }
        match std::mem::replace(&mut self.turn, Turn::Waiting) {
            Turn::Waiting => self.turn = Turn::PauseOver,
            Turn::Thinking => self.turn = Turn::Awaited,
            Turn::Answered(answer) => {
                let (bot, action) = *answer;
                return self.play_answer(bot, action);
            }
            over @ (Turn::PauseOver | Turn::Awaited) => self.turn = over,
        }
        None
    }

    /// A computer seat's answer: played if the pause is over, else kept until it is.
    pub(super) fn thought(
        &mut self,
        epoch: u64,
        bot: Bot,
        action: Option<Action>,
    ) -> Option<Event> {
        if epoch != self.epoch || !self.computer_to_move() {
            return None;
        }
        match self.turn.pause_over() {
            true => self.play_answer(bot, action),
            false => {
                self.turn = Turn::Answered(Box::new((bot, action)));
                None
            }
        }
    }

    fn play_answer(&mut self, bot: Bot, action: Option<Action>) -> Option<Event> {
        // With no move to make, the pause stays over and the seat thinks again.
        self.turn = Turn::PauseOver;
        let seat = self.actor();
        self.bots[seat as usize] = bot;
        let action = action?;
        lineup_platform::note(&format!(
            "Lineup: a computer seat moved {} ms after the move before it",
            self.moved_at.elapsed().as_millis()
        ));
        let event = self.act(seat, action);
        // The class sees the computer's card go from its hand to its space.
        self.send_card(action.card());
        event
    }
}

/// A computer seat's thinking, to run away from the window's thread (on a thread of its own,
/// or a slice at a time between frames): it gives the message to send back.
#[derive(Clone, Debug)]
pub struct Job {
    epoch: u64,
    seat: Seat,
    game: Game,
    bot: Bot,
    /// The thinking under way, once started.
    thinking: Option<lineup_bots::Thinking>,
    /// Search iterations made, once the thinking is done.
    iterations: u32,
}

impl Job {
    /// Thinks (up to the bot's time limit) and returns the answer for [`Screen::update`](crate::app::screen::Screen::update).
    pub fn run(self) -> Message {
        self.finish()
    }

    fn answer(self, action: Option<Action>) -> Message {
        Message::Thought {
            epoch: self.epoch,
            bot: Box::new(self.bot),
            action,
        }
    }
}

impl Slices for Job {
    type Done = Message;

    fn go_on(&mut self, slice: Duration) -> Option<Message> {
        let (bot, game, seat) = (&mut self.bot, &self.game, self.seat);
        let thinking = (self.thinking).get_or_insert_with(|| bot.start_choosing(game, seat));
        let action = thinking.go_on(slice)?;
        self.iterations = thinking.iterations();
        // The search grown goes back to the bot, for its next move to grow on.
        let mut bot = self.bot.clone();
        if let Some(thinking) = self.thinking.take() {
            bot.remember(thinking);
        }
        Some(Message::Thought {
            epoch: self.epoch,
            bot: Box::new(bot),
            action,
        })
    }

    fn finish(mut self) -> Message {
        let action = self.bot.choose(&self.game, self.seat);
        self.answer(action)
    }

    fn tally(&self) -> String {
        match self.iterations {
            0 => String::new(),
            made => format!(", {made} iterations"),
        }
    }
}

impl PartialEq for Job {
    fn eq(&self, other: &Job) -> bool {
        self.epoch == other.epoch && self.seat == other.seat
    }
}

impl Eq for Job {}
