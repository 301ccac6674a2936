//! The game screen: the board, whose turn it is, the hand, and the computer seats.
//!
//! It holds no rules of its own: every move goes through [`Game::apply`], and what a card can
//! do is asked of the game.

mod board;
mod cues;
mod fit;
mod keys;
mod menu;
mod motion;
mod moves;
mod news;
mod saved;
mod travel;
mod turn;
mod view;

pub use menu::{Menu, Question};
pub use turn::Job;
use turn::Turn;

use crate::app::screen::Press;
use crate::app::screen::{Context, Screen};
use crate::app::sounds::Cue;
use crate::app::tasks;
use crate::data::{Player, Session, Switches};
use crate::look::i18n::Words;
use iced::Task;
use lineup_bots::{Bot, Hint, Level};
use lineup_core::{
    Action, CardId, Cell, Game, GameConfig, Outcome, Position, PositionErrors, RuleError, RuleSet,
    Seat, SetupError,
};
use lineup_platform::clock::{self, Duration, Instant};

use std::sync::Arc;

/// How long a computer seat waits before moving, so the class sees each move.
pub const COMPUTER_PAUSE: Duration = Duration::from_millis(900);

#[derive(Clone, Debug)]
pub enum Message {
    Card(CardId),
    Cell(Cell),
    TurnIn,
    Draw,
    /// A computer seat's pause is over: it moves as soon as its thinking is done, if the game
    /// is still where it was.
    ComputerMove {
        turn: u32,
    },
    /// A computer seat's thinking came back (from another thread): it moves, unless the game
    /// moved on meanwhile (an undo, a restart), when the answer is dropped.
    Thought {
        epoch: u64,
        bot: Box<Bot>,
        action: Option<Action>,
    },
    /// Show the move the computer would suggest, and why.
    Hint,
    /// The hint found (on another thread) for the game as it was at `epoch`.
    HintFound {
        epoch: u64,
        hint: Option<Hint>,
    },
    /// A child at the board says they are ready to see their cards.
    Reveal,
    /// The teacher's table-talk penalty: every member of the team puts down a card.
    Penalty(u8),
    Undo,
    /// The teacher's panel opened, closed, or asking a question.
    Menu(Menu),
    /// A new deal of the same game (asked first during a game; at its end, "Play again").
    Restart,
    /// The game ends for good (asked first): back home, nothing to resume.
    End,
    /// Home, with the game kept to go on with later.
    Home,
    /// Record the class's own voice, the game kept to go on with later.
    RecordVoice,
    /// The app's sound effects, voice and motion, switched from the teacher's panel.
    Switches(Switches),
    /// The teacher picked another language.
    Language(&'static str),
    /// Words under the pictures, on or off.
    Words(bool),
    /// The how-to-play page over the game, or back to the game.
    HowTo(bool),
    /// A frame while something moves.
    Tick(Instant),
    /// Keyboard: letters typed, the cursor moved, Enter, Esc.
    Typed(char),
    Cursor(i8, i8),
    Enter,
    Cancel,
}

/// What the game screen tells the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    Home,
    /// The page that records the class's voice, the game kept.
    RecordVoice,
    /// The game changed (a move, an undo, a penalty): it is saved at once. At a game's end,
    /// the just-right player's `form` against these people, to remember by their names.
    Moved {
        form: Option<(String, f32)>,
    },
    /// A new deal in the language in use, made: it is saved at once.
    Dealt,
    /// The game was ended: nothing is left to resume.
    Ended,
    /// The teacher switched sound, voice or motion.
    Switches(Switches),
    Language(&'static str),
}

/// Finding a hint, to run away from the window's thread: `run` gives the message to send back.
#[derive(Clone, Debug)]
pub struct HintJob {
    epoch: u64,
    seat: Seat,
    game: Game,
    seed: u64,
}

impl HintJob {
    /// Finds the hint and returns the answer for [`Table::update`].
    pub fn run(self) -> Message {
        Message::HintFound {
            epoch: self.epoch,
            hint: lineup_bots::hint(&self.game, self.seat, self.seed),
        }
    }
}

/// The game screen: a game and everything about how it is shown and played.
#[derive(Clone, Debug)]
pub struct Table {
    /// The game in play, with what decides it (its `NewGame`: seats and names, words, letters
    /// and their case, hints, hands, think time, the board's language), the moves made and
    /// what undo goes back to: the save is written from it and a new deal starts from it.
    pub(super) session: Session,
    bots: Vec<Bot>,
    /// Once the computer seats have learnt from this game's result: their forms before, to
    /// put back if the end is taken back.
    learnt: Option<Vec<f32>>,
    pub(super) selected: Option<CardId>,
    pub(super) cursor: Option<Cell>,
    typed: String,
    /// The seat whose hand is showing, behind the curtain for private hands.
    pub(super) revealed: Option<Seat>,
    /// Why the last move was not allowed, said gently until the next one.
    pub(super) notice: Option<RuleError>,
    /// A card typed on the keyboard that the hand does not hold.
    pub(super) missing: Option<CardId>,
    /// The last move, told under the banner.
    news: Option<news::News>,
    /// What to play aloud since the app last asked.
    pub(super) cues: Vec<Cue>,
    /// Counts every change of the game (moves, undo, restart), so late answers are known.
    epoch: u64,
    /// Where the computer seat to move stands in its turn, at this epoch.
    turn: Turn,
    /// The suggested move on screen, and whether one is shown on every turn.
    pub(super) hint: Option<Hint>,
    /// A hint asked for and not yet handed to the app to find.
    hint_job: Option<Box<HintJob>>,
    /// What moves after the last action, and the time of the last frame.
    moving: Option<motion::Moving>,
    now: Instant,
    /// When the last move was made: how long a computer seat kept the class waiting after
    /// it is noted for measuring (docs/performance.md).
    moved_at: Instant,
    /// The how-to-play page is showing instead of the board.
    pub(super) how_to: bool,
    /// The teacher's panel.
    pub(super) menu: Menu,
}

impl Screen for Table {
    type Message = Message;
    type Event = Event;

    /// What the message does, the work it starts away from the window (a computer seat's
    /// thinking the moment its turn begins, a hint), the sounds it makes, and what the App
    /// should know.
    fn update(&mut self, message: Message, cx: &mut Context) -> (Task<Message>, Option<Event>) {
        let event = match message {
            Message::Restart => {
                self.deal_again(cx);
                Some(Event::Dealt)
            }
            message => self.set_up(message),
        };
        for cue in self.take_cues(cx.words.tag()) {
            cx.play(&cue);
        }
        let event = match event {
            Some(Event::Moved { .. }) => Some(Event::Moved {
                form: self.learnt_form(),
            }),
            event => event,
        };
        (self.work(), event)
    }

    /// The arrows move the board's cursor, Enter places, Esc cancels, a letter picks a card.
    fn key(&self, press: Press, _cx: &Context) -> Option<Message> {
        Some(match press {
            Press::Up => Message::Cursor(-1, 0),
            Press::Down => Message::Cursor(1, 0),
            Press::Left => Message::Cursor(0, -1),
            Press::Right => Message::Cursor(0, 1),
            Press::Enter => Message::Enter,
            Press::Escape => Message::Cancel,
            Press::Typed(letter) => Message::Typed(letter),
            Press::Space => return None,
        })
    }

    /// A timer only while a computer seat is to move, frames only while something moves.
    fn subscription(&self, cx: &Context) -> iced::Subscription<Message> {
        let motion = cx.settings.motion;
        let mut wanted = Vec::new();
        // The next computer move waits until the last one has been seen whole.
        if self.pausing() && !self.animating(motion) {
            let turn = self.game().turn();
            wanted.push(
                iced::time::every(COMPUTER_PAUSE)
                    .with(turn)
                    .map(|(turn, _)| Message::ComputerMove { turn }),
            );
        }
        // Frames only while something moves, at a calm 30 a second: smooth enough for a chip
        // that drops, and half the work of the screen's own rate.
        if self.animating(motion) {
            wanted.push(
                iced::time::every(crate::app::screen::FRAME).map(|_| Message::Tick(clock::now())),
            );
        }
        iced::Subscription::batch(wanted)
    }

    /// The thinking of a computer seat whose turn it is, and a hint asked for.
    fn opened(&mut self) -> Task<Message> {
        self.work()
    }

    fn picture_files(&self) -> Vec<String> {
        crate::data::pictures::paths(self.game().rules())
            .map(str::to_string)
            .collect()
    }
}

impl Table {
    pub fn new(
        rules: Arc<RuleSet>,
        config: GameConfig,
        players: Vec<Player>,
        open_hands: bool,
    ) -> Result<Table, SetupError> {
        Ok(Table::with_session(Session::new(
            rules, config, players, open_hands,
        )?))
    }

    /// The game screen for a game in play: a computer player for each computer seat, with
    /// its seat's seed and the setup's think time, and nothing picked up or moving yet.
    pub(super) fn with_session(session: Session) -> Table {
        let setup = session.setup();
        let think = Duration::from_millis(setup.think_ms);
        let bots = (setup.seats.iter().enumerate())
            .map(|(seat, player)| {
                let kind = match player {
                    Player::Computer(kind) => *kind,
                    Player::Human => Level::Greedy,
                };
                let mut bot = Bot::for_seat(kind, setup.seed, seat as Seat);
                bot.set_time_limit(think);
                bot
            })
            .collect();
        let mut table = Table {
            session,
            bots,
            learnt: None,
            selected: None,
            cursor: None,
            typed: String::new(),
            revealed: None,
            notice: None,
            missing: None,
            news: None,
            cues: Vec::new(),
            epoch: 0,
            turn: Turn::Waiting,
            hint: None,
            hint_job: None,
            moving: None,
            now: clock::now(),
            moved_at: clock::now(),
            how_to: false,
            menu: Menu::Closed,
        };
        table.refresh_hint();
        table
    }

    /// The players' names, one a seat (left as they are if the count is wrong); an empty name
    /// shows as "Player N" in the language in use.
    pub fn with_names(mut self, names: Vec<String>) -> Table {
        if names.len() == self.session.setup().names.len() {
            self.session.setup_mut().names = names;
        }
        self
    }

    /// Shows a hint on every person's turn (for the youngest players).
    pub fn with_hints_always(mut self, always: bool) -> Table {
        self.session.setup_mut().hints_always = always;
        self.refresh_hint();
        self
    }

    /// The hint on screen, if any.
    pub fn hint(&self) -> Option<Hint> {
        self.hint
    }

    /// A seat's name as the screen shows it.
    pub fn name(&self, words: &Words, seat: Seat) -> String {
        match self.session.setup().names.get(seat as usize) {
            Some(name) if !name.trim().is_empty() => name.trim().to_string(),
            _ => crate::look::words::seat_name(words, seat),
        }
    }

    pub fn game(&self) -> &Game {
        self.session.game()
    }

    /// Sets up a position by hand (tests, demonstrations), through the core's checks; the
    /// game is unchanged if the position does not fit it.
    pub fn arrange(&mut self, position: &Position) -> Result<(), PositionErrors> {
        self.session.arrange(position)?;
        self.refresh_hint();
        Ok(())
    }

    pub fn selected(&self) -> Option<CardId> {
        self.selected
    }

    /// Why the last move was not allowed, or that a typed card is not in the hand, in the
    /// language in use.
    pub fn notice(&self, words: &Words) -> Option<String> {
        if let Some(card) = self.missing {
            let card = crate::look::pieces::card_name(
                self.session.game().rules(),
                card,
                self.session.setup().case,
            );
            return Some(crate::t!(words, "game-not-in-hand", card = card));
        }
        self.notice
            .map(|error| crate::look::words::error(words, error))
    }

    /// The work the table is waiting for, as a task whose messages come back to
    /// [`Screen::update`]: the thinking of a computer seat whose turn has begun, and a hint
    /// asked for. The app runs it when it opens a table, and `update` returns it after every
    /// message.
    pub fn work(&mut self) -> Task<Message> {
        let think = match self.take_think_job() {
            Some(job) => tasks::in_slices(job),
            None => Task::none(),
        };
        let hint = match self.hint_job.take() {
            Some(job) => tasks::off_the_window(move || job.run()),
            None => Task::none(),
        };
        Task::batch([think, hint])
    }

    /// Finds the hint asked for at once, here (the command line opens the window with it
    /// showing; the app finds it away from the window).
    pub fn find_hint_now(&mut self) {
        if let Some(job) = self.hint_job.take() {
            self.set_up(job.run());
        }
    }

    /// What `message` does, leaving the work it asks for waiting: for a table set up before
    /// its window opens (the command line), where [`App::show`](crate::app::App::show) starts
    /// that work.
    pub fn set_up(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Card(card) => return self.card(card),
            Message::Penalty(team) => {
                return self.act(self.session.game().current(), Action::Penalty { team });
            }
            Message::Cell(cell) => {
                // A tap puts the keyboard's cursor away.
                self.cursor = None;
                return self.play_at(cell);
            }
            Message::TurnIn => return self.turn_in(),
            Message::Draw => return self.draw(),
            Message::ComputerMove { turn } => return self.computer_move(turn),
            Message::Thought { epoch, bot, action } => return self.thought(epoch, *bot, action),
            Message::Hint => self.show_hint(),
            Message::HintFound { epoch, hint } => self.hint_found(epoch, hint),
            Message::Reveal => self.revealed = Some(self.actor()),
            Message::Undo => return self.undo(),
            Message::Menu(menu) => self.menu = menu,
            // A new deal needs the context: `update` deals it.
            Message::Restart => {}
            Message::End => return Some(Event::Ended),
            Message::Home => return Some(Event::Home),
            Message::RecordVoice => return Some(Event::RecordVoice),
            Message::Switches(switches) => return Some(Event::Switches(switches)),
            Message::Language(tag) => return Some(Event::Language(tag)),
            Message::Words(shown) => self.session.setup_mut().show_words = shown,
            Message::Tick(now) => self.tick(now),
            Message::HowTo(shown) => self.how_to = shown,
            // While the teacher's panel or the how-to page covers the board, the keyboard
            // does not play: Esc closes them.
            Message::Typed(_) | Message::Cursor(..) | Message::Enter if self.covered() => {}
            Message::Cancel if self.covered() => {
                self.menu = Menu::Closed;
                self.how_to = false;
            }
            Message::Typed(letter) => self.type_letter(letter),
            Message::Cursor(rows, cols) => self.move_cursor(rows, cols),
            Message::Enter => return self.enter(),
            Message::Cancel => self.cancel(),
        }
        None
    }

    /// Whether the board is covered by the teacher's panel or the how-to page.
    fn covered(&self) -> bool {
        self.menu != Menu::Closed || self.how_to
    }

    /// The teacher's panel as it is now.
    pub fn menu(&self) -> Menu {
        self.menu
    }

    /// The seat that has to act: a penalty discard, an owed draw, or the turn.
    pub fn actor(&self) -> Seat {
        self.session.game().next_actor()
    }

    /// Whether a computer seat is to move (the app then starts its thinking, waits a moment
    /// and sends [`Message::ComputerMove`]).
    pub fn computer_to_move(&self) -> bool {
        self.session.computer_to_move()
    }

    /// Whether the hand of the seat to act is hidden behind the curtain.
    pub fn curtained(&self) -> bool {
        !self.session.setup().open_hands
            && !self.session.game().is_over()
            && !self.computer_to_move()
            && self.revealed != Some(self.actor())
            && self
                .session
                .seats()
                .iter()
                .filter(|p| **p == Player::Human)
                .count()
                > 1
    }

    /// Whether a computer seat to move still waits for its pause (the app's timer).
    pub fn pausing(&self) -> bool {
        self.computer_to_move() && !self.turn.pause_over()
    }

    /// The name of the winner, or `None` while playing or after a game with no winner.
    pub fn winner_name(&self, words: &Words) -> Option<String> {
        match self.session.game().outcome()? {
            Outcome::Won(team) => Some(self.team_label(words, team)),
            Outcome::NoWinner => None,
        }
    }

    /// A team by its colour and, with one player a team, that player's name.
    pub fn team_label(&self, words: &Words, team: u8) -> String {
        let colour = crate::look::words::colour_name(
            words,
            &self.session.game().rules().colors()[team as usize],
        );
        let members: Vec<String> = (0..self.session.game().players())
            .filter(|&seat| self.session.game().team_of(seat) == team)
            .map(|seat| self.name(words, seat))
            .collect();
        match members.as_slice() {
            [one] => crate::t!(
                words,
                "game-team",
                names = one.as_str(),
                colour = colour.as_str()
            ),
            _ => colour,
        }
    }
}
