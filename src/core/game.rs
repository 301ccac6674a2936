//! The state of one game, and the questions anyone may ask of it.
//!
//! Changes go through [`Game::apply`] alone (in `play.rs`); this file sets a game up and
//! answers questions: whose turn, what is in a hand, where a card may go.

use std::sync::Arc;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use super::action::{Action, Outcome, Seat, Team};
use super::card::CardId;
use super::cells::{Cell, Cells};
use super::rules::MAX_TEAMS;
use super::rules::{Ability, FirstPlayer, RuleSet};

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
    pub players: u8,
    /// Number of teams; `None` for the theme's usual one for this many players.
    pub teams: Option<u8>,
    pub seed: u64,
    pub draw: DrawMode,
    /// How to find the first player; `None` for the theme's way.
    pub first: Option<FirstPlayer>,
    /// The seat that starts when the first player is chosen.
    pub chosen_first: Seat,
}

impl GameConfig {
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
    #[error("{theme} is for {allowed:?} players, not {players}")]
    Players {
        theme: String,
        players: u8,
        allowed: Vec<u8>,
    },
    #[error(
        "{players} players cannot make {teams} even teams in {theme} (teams allowed: {allowed:?})"
    )]
    Teams {
        theme: String,
        players: u8,
        teams: u8,
        allowed: Vec<u8>,
    },
    #[error("seat {seat} cannot start: there are {players} players")]
    FirstSeat { seat: Seat, players: u8 },
}

/// One game in progress (or over).
#[derive(Clone, Debug)]
pub struct Game {
    pub(super) rules: Arc<RuleSet>,
    pub(super) players: u8,
    pub(super) teams: u8,
    /// The team of each seat: seats alternate teams round the table.
    pub(super) seat_teams: Vec<Team>,
    pub(super) to_win: u8,
    pub(super) draw: DrawMode,
    pub(super) seed: u64,
    pub(super) hands: Vec<Vec<CardId>>,
    /// The draw pile; the top card is the last.
    pub(super) deck: Vec<CardId>,
    pub(super) discards: Vec<Vec<CardId>>,
    pub(super) out_of_play: Vec<CardId>,
    pub(super) chips: [Cells; MAX_TEAMS as usize],
    /// Every cell with a chip: the union of `chips`, kept up to date for speed.
    pub(super) occupied: Cells,
    /// Card kinds whose every cell is covered, as bits: asked about every turn.
    pub(super) dead: [u64; 4],
    pub(super) sequences: Vec<(Team, Cells)>,
    pub(super) made: [u8; MAX_TEAMS as usize],
    /// Chips in completed sequences: they can never be removed.
    pub(super) locked: Cells,
    pub(super) current: Seat,
    pub(super) turned_in: bool,
    /// Cards each seat may still draw (manual drawing), and the turn each was earned.
    pub(super) owed: Vec<u8>,
    pub(super) owed_at: Vec<u32>,
    /// Seats that must discard a card for a table-talk penalty.
    pub(super) penalty: u16,
    pub(super) turn: u32,
    /// Actions that change no chip (dead cards turned in, seats passed). They count toward
    /// the turn limit too, so a game in which nobody can change the board still ends.
    pub(super) idle: u32,
    pub(super) last_placed: Option<Cell>,
    pub(super) outcome: Option<Outcome>,
    pub(super) rng: Xoshiro256PlusPlus,
    pub(super) first: Seat,
    pub(super) cut: Vec<(Seat, CardId)>,
    /// How the first player is found, kept for restarts.
    pub(super) first_rule: Option<FirstPlayer>,
    pub(super) chosen_first: Seat,
}

/// The most times the cut for first player is repeated on a tie.
pub const MAX_CUTS: usize = 32;

impl PartialEq for Game {
    fn eq(&self, other: &Game) -> bool {
        (Arc::ptr_eq(&self.rules, &other.rules)
            || (self.rules.id == other.rules.id && self.rules.chosen == other.rules.chosen))
            && self.players == other.players
            && self.teams == other.teams
            && self.to_win == other.to_win
            && self.draw == other.draw
            && self.hands == other.hands
            && self.deck == other.deck
            && self.discards == other.discards
            && self.out_of_play == other.out_of_play
            && self.chips == other.chips
            && self.sequences == other.sequences
            && self.made == other.made
            && self.locked == other.locked
            && self.current == other.current
            && self.turned_in == other.turned_in
            && self.owed == other.owed
            && self.owed_at == other.owed_at
            && self.penalty == other.penalty
            && self.turn == other.turn
            && self.idle == other.idle
            && self.last_placed == other.last_placed
            && self.outcome == other.outcome
            && self.rng == other.rng
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
        if !rules.team_counts.contains(&teams) || teams > players || !players.is_multiple_of(teams)
        {
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
            seat_teams: (0..players).map(|seat| seat % teams).collect(),
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
        super::random::shuffle(&mut self.deck, &mut self.rng);
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
        self.settle(&mut super::action::Quiet);
    }

    /// Everybody cuts; lowest card starts, aces high; those tied cut again. After
    /// [`MAX_CUTS`] ties in a row (a deck whose ranks are all equal ties for ever) the seat is
    /// drawn at random among those still tied.
    fn cut_for_first(&mut self) -> Seat {
        let mut contenders: Vec<Seat> = (0..self.players).collect();
        for _ in 0..MAX_CUTS {
            let (cut, _) = self.deck.partial_shuffle(&mut self.rng, contenders.len());
            self.cut = contenders
                .iter()
                .zip(cut.iter())
                .map(|(&seat, &card)| (seat, card))
                .collect();
            let rank = |card: CardId| self.rules.card(card).rank.unwrap_or(0);
            let lowest = self.cut.iter().map(|&(_, card)| rank(card)).min();
            contenders = self
                .cut
                .iter()
                .filter(|&&(_, card)| Some(rank(card)) == lowest)
                .map(|&(seat, _)| seat)
                .collect();
            if contenders.len() <= 1 {
                return contenders.first().copied().unwrap_or(0);
            }
        }
        contenders[self.rng.random_range(0..contenders.len())]
    }

    pub fn rules(&self) -> &Arc<RuleSet> {
        &self.rules
    }
    pub fn players(&self) -> u8 {
        self.players
    }
    pub fn teams(&self) -> u8 {
        self.teams
    }
    pub fn seed(&self) -> u64 {
        self.seed
    }
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
    pub fn first_player(&self) -> Seat {
        self.first
    }
    /// The cards cut in the deciding round, when the first player was found by cutting.
    pub fn cut(&self) -> &[(Seat, CardId)] {
        &self.cut
    }
    pub fn team_of(&self, seat: Seat) -> Team {
        // Looked up, not divided: this runs on every move of every playout.
        self.seat_teams[seat as usize]
    }
    pub fn hand(&self, seat: Seat) -> &[CardId] {
        &self.hands[seat as usize]
    }
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }
    pub fn discards(&self, seat: Seat) -> &[CardId] {
        &self.discards[seat as usize]
    }
    pub fn out_of_play(&self) -> &[CardId] {
        &self.out_of_play
    }
    /// Completed sequences in the order they were made.
    pub fn sequences(&self) -> &[(Team, Cells)] {
        &self.sequences
    }
    pub fn sequence_count(&self, team: Team) -> u8 {
        self.made[team as usize]
    }
    /// Turns played so far.
    pub fn turn(&self) -> u32 {
        self.turn
    }
    pub fn last_placed(&self) -> Option<Cell> {
        self.last_placed
    }
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
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
    pub fn dead_card_turned_in(&self) -> bool {
        self.turned_in
    }

    /// The team whose chip is on a cell.
    pub fn chip_at(&self, cell: Cell) -> Option<Team> {
        (0..self.teams).find(|&team| self.chips[team as usize].contains(cell))
    }
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

    /// Puts a chip on a cell or takes it off, keeping what is derived from the chips right.
    pub(super) fn set_chip(&mut self, cell: Cell, team: Option<Team>) {
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
    pub(super) fn add_chip(&mut self, cell: Cell, team: Team) {
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
            let bit = 1u64 << (card.index() % 64);
            let word = &mut self.dead[card.index() / 64];
            if (self.rules.card_cells[card.index()] & !occupied).is_empty() {
                *word |= bit;
            } else {
                *word &= !bit;
            }
        }
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
            let remove = self.rules.card(card).ability == Ability::Remove;
            for cell in self.targets(seat, card) {
                actions.push((
                    seat,
                    if remove {
                        Action::Remove { card, cell }
                    } else {
                        Action::Place { card, cell }
                    },
                ));
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
            || (self.rules.empty_deck == super::rules::EmptyDeck::Reshuffle
                && self.discards.iter().any(|pile| !pile.is_empty()))
    }
}
