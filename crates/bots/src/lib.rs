//! Computer players. They see the game only through the rules API, like a person at the
//! table: their own hand, the board, the discard piles. None of them reads another seat's
//! hand or the order of the draw pile; the hard player's search imagines those instead
//! ([`Game::determinize`]).
//!
//! From weakest to strongest: `random`, `easy`, `greedy`, `medium`, `hard`; `just-right` plays
//! about as well as the players in front of it, from gentler than `random` up to `hard`'s search.
//! [`sim`] plays many games quickly, for measuring them.

mod eval;
mod fair;
mod finishing;
mod gains;
mod hard;
mod hint;
mod medium;
mod plan;
pub mod sim;
mod simple;

use web_time::Duration;

use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use eval::{Board, Judge};
use lineup_core::{Action, Game, Outcome, Seat, Team};

pub use hard::{Budget, Search, THINK_MS};
pub use hint::{Hint, HintReason, hint, reason as hint_reason};

/// Whether `team` has a line one chip short of a sequence: how close a game was, for the
/// team that lost it.
pub fn one_chip_short(game: &Game, team: Team) -> bool {
    Judge::new(game).could_finish(&Board::of(game), team)
}

/// The levels of computer player the rules name, each played by a module here (`random` by
/// the rules' own random play), and the error for a name that is none of theirs: one name for
/// each, the core's.
pub use lineup_core::{Level, UnknownLevel};

/// One computer player with its own seeded randomness. It is `Send`, so the app can let it
/// think on another thread.
#[derive(Clone, Debug)]
pub struct Bot {
    kind: Level,
    rng: Xoshiro256PlusPlus,
    budget: Budget,
    /// What the just-right player has seen of the others' play this game.
    gauge: fair::Gauge,
    /// What the hard player's last search grew, to grow on at the seat's next move.
    kept: Option<hard::Kept>,
}

/// The seed of the player at `seat` in a game dealt from `game_seed`: the one rule for every
/// computer seat.
pub fn seat_seed(game_seed: u64, seat: Seat) -> u64 {
    game_seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ seat as u64
}

impl Bot {
    /// The player at `seat` of a game dealt from `game_seed`: its own randomness, the same
    /// for that seat and deal wherever it plays (the app's table, `lineup sim`).
    pub fn for_seat(kind: Level, game_seed: u64, seat: Seat) -> Bot {
        Bot::new(kind, seat_seed(game_seed, seat))
    }

    pub fn new(kind: Level, seed: u64) -> Bot {
        Bot {
            kind,
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            budget: Budget::default(),
            gauge: fair::Gauge::default(),
            kept: None,
        }
    }

    pub fn kind(&self) -> Level {
        self.kind
    }

    /// Reseeds for a new game.
    pub fn reseed(&mut self, seed: u64) {
        self.rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        self.kept = None;
    }

    /// How far above the others' play the just-right player aims, learnt from the games
    /// before against the same players (0 at first; the others ignore it).
    pub fn form(&self) -> f32 {
        self.gauge.form()
    }

    /// Starts the just-right player where it left off against these players.
    pub fn set_form(&mut self, form: f32) {
        self.gauge.set_form(form);
    }

    /// Forgets the game in hand (a new deal, or moves taken back), keeping what the
    /// just-right player learnt from the games before.
    pub fn forget(&mut self) {
        self.gauge.forget();
        self.kept = None;
    }

    /// The game `seat` played in is over: the just-right player learns from how it ended, to
    /// fit the next game against the same players better.
    pub fn game_over(&mut self, game: &Game, seat: Seat) {
        let won = match game.outcome() {
            Some(Outcome::Won(team)) => Some(team == game.team_of(seat)),
            _ => None,
        };
        self.gauge.learn(won);
        self.kept = None;
    }

    /// Sets how long and how hard the hard player thinks (the others ignore it).
    pub fn set_budget(&mut self, budget: Budget) {
        self.budget = budget;
    }

    /// Sets the most one move may take on the clock, keeping the rest of the budget.
    pub fn set_time_limit(&mut self, time: Duration) {
        self.budget.time = time;
    }

    /// The action `seat` takes now, if `seat` has one to take. The hard player searches on
    /// threads of its own, and keeps its search for the seat's next move.
    pub fn choose(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        match self.start_choosing(game, seat) {
            Thinking::Chosen(action) => action,
            Thinking::Searching(mut search) => {
                let action = search.finish_on_threads();
                self.searched(*search);
                action
            }
        }
    }

    /// Starts choosing the action `seat` takes now, to be finished a slice at a time where
    /// there are no threads (a browser tab): the hard player's search comes back to be grown
    /// ([`Thinking::go_on`]), and once grown is given back to the bot ([`Bot::remember`]);
    /// every other choice is made at once. For a seed and a number of iterations it comes to
    /// the action [`Bot::choose`] takes, unless the time runs out.
    pub fn start_choosing(&mut self, game: &Game, seat: Seat) -> Thinking {
        if let Some(action) = game.chore(seat, &mut self.rng) {
            return Thinking::Chosen(Some(action));
        }
        if seat != game.current() || game.is_over() {
            return Thinking::Chosen(None);
        }
        let rng = &mut self.rng;
        Thinking::Chosen(match self.kind {
            Level::Random => game.random_play(rng),
            Level::Easy => simple::easy(game, seat, rng),
            Level::Greedy => simple::greedy(game, seat, rng),
            Level::Medium => medium::play(game, seat, rng),
            Level::Hard => match self.search(game, seat) {
                Ok(search) => return Thinking::Searching(search),
                Err(now) => now,
            },
            Level::JustRight => match fair::play(game, seat, &mut self.gauge, rng) {
                fair::Turn::Play(action) => {
                    self.kept = None;
                    action
                }
                fair::Turn::Search => match self.search(game, seat) {
                    Ok(search) => return Thinking::Searching(search),
                    Err(now) => {
                        self.gauge.played(game, seat, now);
                        now
                    }
                },
            },
        })
    }

    /// The hard player's search for its play, on what it kept of its last one; or the play
    /// at once when there is nothing to weigh.
    fn search(&mut self, game: &Game, seat: Seat) -> Result<Box<Search>, Option<Action>> {
        let kept = self.kept.take();
        hard::begin(game, seat, self.budget, kept, &mut self.rng).map(Box::new)
    }

    /// Keeps what thinking begun by [`Bot::start_choosing`] and finished grew, as
    /// [`Bot::choose`] does, so the hard player's next move grows on it and both ways go on
    /// choosing alike.
    pub fn remember(&mut self, thinking: Thinking) {
        if let Thinking::Searching(search) = thinking {
            self.searched(*search);
        }
    }

    /// A search is over: the just-right player sees the board its play leaves, and the
    /// search is kept for the seat's next move.
    fn searched(&mut self, search: Search) {
        if self.kind == Level::JustRight {
            let (game, seat, action) = search.played();
            self.gauge.played(game, seat, action);
        }
        self.kept = search.into_kept();
    }
}

/// An action being chosen, a slice at a time ([`Bot::start_choosing`]).
#[derive(Clone, Debug)]
pub enum Thinking {
    Chosen(Option<Action>),
    Searching(Box<Search>),
}

impl Thinking {
    /// Thinks on for about `slice`; the action once it is chosen.
    pub fn go_on(&mut self, slice: Duration) -> Option<Option<Action>> {
        match self {
            Thinking::Chosen(action) => Some(*action),
            Thinking::Searching(search) => search.go_on(slice),
        }
    }

    /// Search iterations made so far: none for a choice made at once.
    pub fn iterations(&self) -> u32 {
        match self {
            Thinking::Chosen(_) => 0,
            Thinking::Searching(search) => search.iterations(),
        }
    }
}
