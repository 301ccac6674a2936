//! One game: its state, set up here and changed only by [`Game::apply`] (`play.rs`).
//!
//! The fields are private to this module: the rest of Lineup reads a game through the
//! questions in `ask.rs`, changes it through `apply`, and builds a position by hand only
//! through the checked [`Position`] (`position.rs`). `invariants.rs` says whether every
//! derived cache still agrees with the chips and cards.

mod ask;
mod determinize;
mod invariants;
mod play;
mod playout;
mod position;

pub use position::{Position, PositionError, PositionErrors};

use std::sync::Arc;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::action::{Outcome, Seat, Team, seat_team};
use crate::card::CardId;
use crate::cells::{Cell, Cells};
use crate::rules::MAX_TEAMS;
use crate::rules::{FirstPlayer, RuleSet};

/// How players take their new card after playing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum DrawMode {
    /// The card is drawn for them at once.
    #[default]
    Automatic,
    /// They draw it themselves, and lose it if they forget for too long (the late-draw rule).
    Manual,
}

/// How a game is set up: who plays, with which seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameConfig {
    /// How many seats play.
    pub players: u8,
    /// Number of teams; `None` for the theme's usual one for this many players.
    pub teams: Option<u8>,
    /// The seed of the shuffle, the cut and the random first player.
    pub seed: u64,
    /// Whether cards are drawn for the players or by them.
    pub draw: DrawMode,
    /// How to find the first player; `None` for the theme's way.
    pub first: Option<FirstPlayer>,
    /// The seat that starts when the first player is chosen.
    pub chosen_first: Seat,
}

impl GameConfig {
    /// A game for `players` seats with this seed, everything else as the theme plays it.
    pub fn new(players: u8, seed: u64) -> GameConfig {
        GameConfig {
            players,
            teams: None,
            seed,
            draw: DrawMode::Automatic,
            first: None,
            chosen_first: 0,
        }
    }
}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The theme is not played by this many players.
    #[error("{theme} is for {allowed:?} players, not {players}")]
    Players {
        /// The theme's id.
        theme: String,
        /// The players asked for.
        players: u8,
        /// The player counts the theme allows.
        allowed: Vec<u8>,
    },
    /// The players cannot be shared into this many even teams, or the theme does not allow it.
    #[error(
        "{players} players cannot make {teams} even teams in {theme} (teams allowed: {allowed:?})"
    )]
    Teams {
        /// The theme's id.
        theme: String,
        /// The players asked for.
        players: u8,
        /// The teams asked for.
        teams: u8,
        /// The team counts the theme allows.
        allowed: Vec<u8>,
    },
    /// The seat chosen to start is not at the table.
    #[error("seat {seat} cannot start: there are {players} players")]
    FirstSeat {
        /// The seat chosen.
        seat: Seat,
        /// The players at the table.
        players: u8,
    },
}

/// One game in progress (or over).
#[derive(Clone, Debug)]
pub struct Game {
    rules: Arc<RuleSet>,
    players: u8,
    teams: u8,
    /// The team of each seat: seats alternate teams round the table.
    seat_teams: Vec<Team>,
    to_win: u8,
    draw: DrawMode,
    seed: u64,
    hands: Vec<Vec<CardId>>,
    /// The draw pile; the top card is the last.
    deck: Vec<CardId>,
    discards: Vec<Vec<CardId>>,
    out_of_play: Vec<CardId>,
    chips: [Cells; MAX_TEAMS as usize],
    /// Every cell with a chip: the union of `chips`, kept up to date for speed.
    occupied: Cells,
    /// Card kinds whose every cell is covered, as bits: asked about every turn.
    dead: [u64; 4],
    sequences: Vec<(Team, Cells)>,
    made: [u8; MAX_TEAMS as usize],
    /// Chips in completed sequences: they can never be removed.
    locked: Cells,
    current: Seat,
    turned_in: bool,
    /// Cards each seat may still draw (manual drawing), and the turn each was earned.
    owed: Vec<u8>,
    owed_at: Vec<u32>,
    /// Seats that must discard a card for a table-talk penalty.
    penalty: u16,
    turn: u32,
    /// Actions that change no chip (dead cards turned in, seats passed). They count toward
    /// the turn limit too, so a game in which nobody can change the board still ends.
    idle: u32,
    last_placed: Option<Cell>,
    outcome: Option<Outcome>,
    rng: Xoshiro256PlusPlus,
    first: Seat,
    cut: Vec<(Seat, CardId)>,
    /// The cut tied [`MAX_CUTS`] times, so the first player was drawn at random among the
    /// tied seats.
    cut_gave_up: bool,
    /// How the first player is found, kept for restarts.
    first_rule: Option<FirstPlayer>,
    chosen_first: Seat,
}

/// The most times the cut for first player is repeated on a tie.
pub const MAX_CUTS: usize = 32;

/// Two games are equal when everything in them is: the rules (the same theme with the same
/// options), every card's place, every chip and every cache derived from them. A refused
/// action must leave a game equal to itself, caches included.
impl PartialEq for Game {
    fn eq(&self, other: &Game) -> bool {
        let Game {
            rules,
            players,
            teams,
            seat_teams,
            to_win,
            draw,
            seed,
            hands,
            deck,
            discards,
            out_of_play,
            chips,
            occupied,
            dead,
            sequences,
            made,
            locked,
            current,
            turned_in,
            owed,
            owed_at,
            penalty,
            turn,
            idle,
            last_placed,
            outcome,
            rng,
            first,
            cut,
            cut_gave_up,
            first_rule,
            chosen_first,
        } = self;
        (Arc::ptr_eq(rules, &other.rules)
            || (rules.id == other.rules.id && rules.chosen == other.rules.chosen))
            && *players == other.players
            && *teams == other.teams
            && *seat_teams == other.seat_teams
            && *to_win == other.to_win
            && *draw == other.draw
            && *seed == other.seed
            && *hands == other.hands
            && *deck == other.deck
            && *discards == other.discards
            && *out_of_play == other.out_of_play
            && *chips == other.chips
            && *occupied == other.occupied
            && *dead == other.dead
            && *sequences == other.sequences
            && *made == other.made
            && *locked == other.locked
            && *current == other.current
            && *turned_in == other.turned_in
            && *owed == other.owed
            && *owed_at == other.owed_at
            && *penalty == other.penalty
            && *turn == other.turn
            && *idle == other.idle
            && *last_placed == other.last_placed
            && *outcome == other.outcome
            && *rng == other.rng
            && *first == other.first
            && *cut == other.cut
            && *cut_gave_up == other.cut_gave_up
            && *first_rule == other.first_rule
            && *chosen_first == other.chosen_first
    }
}

impl Game {
    /// Shuffles with the config's seed, finds the first player and deals.
    pub fn new(rules: Arc<RuleSet>, config: &GameConfig) -> Result<Game, SetupError> {
        let players = config.players;
        if !rules.player_counts.contains(&players) {
            return Err(SetupError::Players {
                theme: rules.id.clone(),
                players,
                allowed: rules.player_counts.clone(),
            });
        }
        let teams = match config.teams {
            Some(teams) => teams,
            None => rules.default_teams(players).unwrap_or(players),
        };
        if !rules.allows_teams(players, teams) {
            return Err(SetupError::Teams {
                theme: rules.id.clone(),
                players,
                teams,
                allowed: rules.team_counts.clone(),
            });
        }
        if config.chosen_first >= players {
            return Err(SetupError::FirstSeat {
                seat: config.chosen_first,
                players,
            });
        }
        let seats = players as usize;
        let mut game = Game {
            to_win: rules.sequences_to_win(teams),
            players,
            teams,
            seat_teams: (0..players).map(|seat| seat_team(seat, teams)).collect(),
            draw: config.draw,
            seed: config.seed,
            hands: vec![Vec::with_capacity(8); seats],
            deck: Vec::with_capacity(rules.deck_size()),
            discards: vec![Vec::with_capacity(rules.deck_size()); seats],
            out_of_play: Vec::new(),
            chips: [Cells::EMPTY; MAX_TEAMS as usize],
            occupied: Cells::EMPTY,
            dead: [0; 4],
            sequences: Vec::with_capacity(4),
            made: [0; MAX_TEAMS as usize],
            locked: Cells::EMPTY,
            current: 0,
            turned_in: false,
            owed: vec![0; seats],
            owed_at: vec![0; seats],
            penalty: 0,
            turn: 0,
            idle: 0,
            last_placed: None,
            outcome: None,
            rng: Xoshiro256PlusPlus::seed_from_u64(config.seed),
            first: 0,
            cut: Vec::new(),
            cut_gave_up: false,
            first_rule: config.first,
            chosen_first: config.chosen_first,
            rules,
        };
        game.start();
        Ok(game)
    }

    /// Starts a new game with the same players and a new seed, reusing this one's memory.
    pub fn restart(&mut self, seed: u64) {
        self.seed = seed;
        self.rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        self.start();
    }

    fn start(&mut self) {
        self.hands.iter_mut().for_each(Vec::clear);
        self.discards.iter_mut().for_each(Vec::clear);
        self.out_of_play.clear();
        self.chips = [Cells::EMPTY; MAX_TEAMS as usize];
        self.occupied = Cells::EMPTY;
        self.dead = [0; 4];
        self.sequences.clear();
        self.made = [0; MAX_TEAMS as usize];
        self.locked = Cells::EMPTY;
        self.turned_in = false;
        self.owed.iter_mut().for_each(|n| *n = 0);
        self.owed_at.iter_mut().for_each(|n| *n = 0);
        self.penalty = 0;
        self.turn = 0;
        self.idle = 0;
        self.last_placed = None;
        self.outcome = None;
        self.deck.clear();
        self.deck.extend_from_slice(&self.rules.full_deck);
        self.first = match self.first_rule.unwrap_or(self.rules.first_player) {
            FirstPlayer::Chosen => self.chosen_first,
            FirstPlayer::Random => rand::Rng::random_range(&mut self.rng, 0..self.players),
            FirstPlayer::Cut => self.cut_for_first(),
        };
        self.current = self.first;
        crate::random::shuffle(&mut self.deck, &mut self.rng);
        let size = self.rules.hand_sizes[&self.players] as usize;
        for _ in 0..size {
            for seat in 0..self.players as usize {
                if let Some(card) = self.deck.pop() {
                    self.hands[seat].push(card);
                }
            }
        }
        // A first player dealt nothing playable (only remove cards on an empty board) passes,
        // just as after any move.
        self.settle(&mut crate::action::Quiet);
    }

    /// Everybody cuts; lowest card starts, aces high; those tied cut again. After
    /// [`MAX_CUTS`] ties in a row (a deck whose ranks are all equal ties for ever) the seat is
    /// drawn at random among those still tied.
    fn cut_for_first(&mut self) -> Seat {
        // The seats still cutting, as bits (a table has at most 16 seats): no list is made for
        // them, as the simulator deals a hundred thousand games a second.
        let mut contenders: u32 = (1 << self.players) - 1;
        self.cut_gave_up = false;
        for _ in 0..MAX_CUTS {
            let (cut, _) = self
                .deck
                .partial_shuffle(&mut self.rng, contenders.count_ones() as usize);
            self.cut.clear();
            let seats = (0..self.players).filter(|&seat| contenders & (1 << seat) != 0);
            self.cut.extend(seats.zip(cut.iter().copied()));
            let rank = |card: CardId| self.rules.card(card).rank.unwrap_or(0);
            let lowest = self.cut.iter().map(|&(_, card)| rank(card)).min();
            contenders = (self.cut.iter())
                .filter(|&&(_, card)| Some(rank(card)) == lowest)
                .fold(0, |all, &(seat, _)| all | 1 << seat);
            if contenders.count_ones() <= 1 {
                // None left only when the deck had no card to cut: the first seat starts.
                return match contenders {
                    0 => 0,
                    _ => contenders.trailing_zeros() as Seat,
                };
            }
        }
        self.cut_gave_up = true;
        let nth = self.rng.random_range(0..contenders.count_ones());
        (0..self.players)
            .filter(|&seat| contenders & (1 << seat) != 0)
            .nth(nth as usize)
            .unwrap_or(0)
    }

    /// Puts a chip on a cell or takes it off, keeping what is derived from the chips right.
    fn set_chip(&mut self, cell: Cell, team: Option<Team>) {
        for chips in &mut self.chips {
            chips.remove(cell);
        }
        self.occupied.remove(cell);
        if let Some(team) = team {
            self.chips[team as usize].insert(cell);
            self.occupied.insert(cell);
        }
        self.update_dead(cell);
    }

    /// Puts a chip on an empty cell: the quick way, for every placement.
    #[inline(always)]
    fn add_chip(&mut self, cell: Cell, team: Team) {
        // The new occupied set goes on in a register: reading back a word just written one bit
        // at a time stalls the processor, and this runs on every turn of every playout.
        let bit = cell.bit();
        self.chips[team as usize] |= bit;
        let occupied = self.occupied | bit;
        self.occupied = occupied;
        self.update_dead_with(cell, occupied);
    }

    /// Whether the card shown on `cell` has just died or come back to life.
    fn update_dead(&mut self, cell: Cell) {
        self.update_dead_with(cell, self.occupied);
    }

    fn update_dead_with(&mut self, cell: Cell, occupied: Cells) {
        if let Some(card) = self.rules.faces[cell.index()] {
            // Set or cleared by arithmetic, not a branch: which it is depends on the deal.
            let bit = 1u64 << (card.index() % 64);
            let dead = u64::from((self.rules.card_cells[card.index()] & !occupied).is_empty());
            let word = &mut self.dead[card.index() / 64];
            *word = (*word & !bit) | (bit * dead);
        }
    }
}
