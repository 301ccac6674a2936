//! Computer players. They see the game only through the rules API, like a person at the
//! table: their own hand, the board, the discard piles.

use std::fmt;
use std::str::FromStr;

use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::core::{Ability, Action, Cell, Game, Seat, Team};

/// The kinds of computer player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BotKind {
    /// Any card, any cell it fits.
    Random,
    /// Looks one move ahead: makes lines, blocks lines, saves its jacks.
    Greedy,
}

impl BotKind {
    pub const ALL: [BotKind; 2] = [BotKind::Random, BotKind::Greedy];

    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Greedy => "greedy",
        }
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for BotKind {
    type Err = String;
    fn from_str(text: &str) -> Result<BotKind, String> {
        BotKind::ALL
            .into_iter()
            .find(|kind| kind.name() == text.trim())
            .ok_or_else(|| format!("unknown computer player \"{text}\": use random or greedy"))
    }
}

/// One computer player with its own seeded randomness.
#[derive(Clone, Debug)]
pub struct Bot {
    kind: BotKind,
    rng: Xoshiro256PlusPlus,
}

impl Bot {
    pub fn new(kind: BotKind, seed: u64) -> Bot {
        Bot {
            kind,
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }

    pub fn kind(&self) -> BotKind {
        self.kind
    }

    /// Reseeds for a new game.
    pub fn reseed(&mut self, seed: u64) {
        self.rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    }

    /// The action `seat` takes now, if `seat` has one to take.
    pub fn choose(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        if let Some(action) = game.chore(seat, &mut self.rng) {
            return Some(action);
        }
        if seat != game.current() {
            return None;
        }
        match self.kind {
            BotKind::Random => game.random_play(&mut self.rng),
            BotKind::Greedy => greedy_play(game, seat, &mut self.rng),
        }
    }
}

/// Line values by the number of chips already in it: each chip counts much more than the last.
const WEIGHT: [i32; 8] = [0, 1, 6, 40, 250, 1500, 8000, 40000];
/// What using a wild or remove card costs: they are worth keeping for when they matter.
const JACK_COST: i32 = 30;

/// Picks the play with the best value, breaking ties at random.
fn greedy_play(game: &Game, seat: Seat, rng: &mut impl Rng) -> Option<Action> {
    let team = game.team_of(seat);
    let mut best: Option<(i32, Action)> = None;
    let mut ties = 0u32;
    for card in game.distinct_cards(seat) {
        let ability = game.rules().ability(card);
        for cell in game.targets(seat, card) {
            let value = match ability {
                Ability::Place => place_value(game, team, cell),
                Ability::Wild => place_value(game, team, cell) - JACK_COST,
                Ability::Remove => remove_value(game, team, cell) - JACK_COST,
            };
            let action = game.rules().play(card, cell);
            match best {
                Some((top, _)) if value < top => {}
                Some((top, _)) if value == top => {
                    ties += 1;
                    if rng.random_range(0..=ties) == 0 {
                        best = Some((value, action));
                    }
                }
                _ => {
                    best = Some((value, action));
                    ties = 0;
                }
            }
        }
    }
    best.map(|(_, action)| action)
}

/// How much a chip of `team` on `cell` builds its lines and blocks the others'.
pub fn place_value(game: &Game, team: Team, cell: Cell) -> i32 {
    let rules = game.rules();
    let ours = game.chips(team) | rules.free;
    let theirs = game.occupied() & !game.chips(team);
    let length = rules.in_a_row as u32;
    let mut value = 0;
    for &run in rules.runs_through(cell) {
        let mine = (run & ours).len();
        let blocked = !(run & theirs).is_empty();
        if !blocked {
            value += if mine + 1 >= length {
                100_000
            } else {
                WEIGHT[(mine + 1).min(7) as usize]
            };
        }
        let their_count = (run & theirs).len();
        if (run & game.chips(team)).is_empty() && their_count > 0 {
            let free_part = (run & rules.free).len();
            value += WEIGHT[(their_count + free_part).min(7) as usize] * 3 / 4;
        }
    }
    value
}

/// How much taking away the chip on `cell` sets back its owner.
pub fn remove_value(game: &Game, team: Team, cell: Cell) -> i32 {
    let owner = game.chip_at(cell).unwrap_or(team);
    place_value(game, owner, cell) / 2 + 1
}
