//! The "just right" player: a fair match for the child in front of it.
//!
//! It watches how well the others play, by what everyone can see: each chip they put down is
//! ranked among all the open cells by what a chip there does for lines (a child who picks the
//! best cell on the board scores 1, one who picks at random about ½). It aims its own chips at
//! about the same rank, higher when it is behind and lower when it is ahead, so the game stays
//! close; the higher it aims, the more often it plays the medium player's best instead. From
//! game to game against the same players it learns: after a game it lost it aims a little
//! higher, after a game it won a little lower, and twice as far after two in a row.
//!
//! It is never silly: behind, it stops a sequence the others could finish next turn and makes
//! one it can; it spends a jack only where the medium player would. Against a sharp player it
//! takes every win; far ahead of a beginner it may leave one for later. Aiming higher than the
//! medium player's best (a sharp player, or one it keeps losing to), it searches its best play
//! as the hard player does.

use rand::Rng;

use super::eval::{Board, Judge};
use super::medium;
use super::plan::{self, Planner, SEQUENCE, WIN};
use lineup_core::{Ability, Action, Cell, Cells, Game, Seat, Team};

/// How the others' play is judged before they have played: a fair child who builds lines.
const FIRST_GUESS: f32 = 0.8;
/// How much each new chip of theirs moves the judgement (the rest is what came before).
const LEARNING: f32 = 0.25;
/// Its aim moves `SPREAD` times as far from `SPREAD_AROUND` as the others' rank does: a
/// player who misses good cells also misses the chances only a sharp eye sees, and one who
/// finds them also looks ahead.
const SPREAD_AROUND: f32 = 0.65;
const SPREAD: f32 = 2.5;
/// How much lower it aims, on the 0–1 scale of cell ranks, for each chip it is ahead.
const EASE_PER_CHIP: f32 = 0.1;
/// However far ahead, it eases for this many chips at most: a sequence ahead, it still plays.
const MOST_EASE: f32 = 1.0;
/// How much higher it aims for each chip it is behind.
const PUSH_PER_CHIP: f32 = 0.2;
/// Aiming this high, it takes every sequence it can make.
const KEEN: f32 = 0.5;
/// Aiming this high, it plays the medium player's best...
const BEST: f32 = 0.8;
/// ...aiming this low, never; in between, now and then.
const ALWAYS_RANKED: f32 = 0.5;
/// Aiming this high, its best is the hard player's: it searches. That is above what its first
/// guess aims at (1.025), so opening a game it plays at once rather than search on a guess.
const SEARCH: f32 = 1.1;
/// How far one game's result moves its aim for the next game against the same players, and
/// the most it grows to after a run of the same result (1, 2, 3… steps: it finds a child's
/// level within a few games, then settles)...
const STEP: f32 = 0.05;
const MOST_STEPS: i32 = 2;
/// ...within these bounds: from gentler than a random player to the medium player's best.
const LEAST_LEAN: f32 = -1.5;
const MOST_LEAN: f32 = 1.0;

/// What the just-right player has seen of the others' play: their chips this game, and how
/// the games before ended.
#[derive(Clone, Debug, Default)]
pub struct Gauge {
    /// The board as it left it after its last play, to see what the others did since.
    last: Option<Board>,
    /// The rank of the others' chips, 0 (worst open cell) to 1 (best), smoothed.
    skill: Option<f32>,
    /// How much above their play it aims, learnt from the games before: up after a game it
    /// lost, down after a game it won.
    lean: f32,
    /// The games it has won in a row (lost, if negative).
    streak: i32,
}

impl Gauge {
    /// How well the others play, 0 to 1, as far as it has seen.
    pub fn skill(&self) -> f32 {
        self.skill.unwrap_or(FIRST_GUESS)
    }

    /// The rank it aims its next chip at, when it is `lead` chips ahead (behind if negative).
    fn aim(&self, lead: i32) -> f32 {
        let lead = lead as f32;
        let skill = SPREAD_AROUND + SPREAD * (self.skill() - SPREAD_AROUND);
        skill + self.lean - EASE_PER_CHIP * lead.clamp(0.0, MOST_EASE)
            + PUSH_PER_CHIP * (-lead).max(0.0)
    }

    /// How far above the others' play it aims, learnt from the games before.
    pub fn form(&self) -> f32 {
        self.lean
    }

    pub fn set_form(&mut self, form: f32) {
        if form.is_finite() {
            self.lean = form.clamp(LEAST_LEAN, MOST_LEAN);
        }
    }

    /// A game is over: it learns from the result and forgets the board.
    pub fn learn(&mut self, won: Option<bool>) {
        self.forget();
        let Some(won) = won else {
            return;
        };
        self.streak = match won {
            true => self.streak.max(0) + 1,
            false => self.streak.min(0) - 1,
        };
        let steps = self.streak.clamp(-MOST_STEPS, MOST_STEPS);
        self.lean = (self.lean - STEP * steps as f32).clamp(LEAST_LEAN, MOST_LEAN);
    }

    /// Forgets this game's board and play (a new deal, or moves taken back), keeping what
    /// it learnt from the games before.
    pub fn forget(&mut self) {
        self.last = None;
        self.skill = None;
    }

    /// Takes in the chips the others put down since its last play.
    fn watch(&mut self, game: &Game, judge: &Judge, board: &Board, team: Team) {
        let Some(before) = self.last.take() else {
            return;
        };
        if before.teams != board.teams {
            return;
        }
        let open = game.rules().playable() & !before.occupied();
        for other in (0..board.teams).filter(|&other| other != team) {
            let placed = board.chips[other as usize] & !before.chips[other as usize] & open;
            if placed.is_empty() {
                continue;
            }
            let worths = Worths::new(judge, &before, other, open);
            for cell in placed {
                let rank = worths.rank(cell);
                self.skill = Some(match self.skill {
                    None => rank,
                    Some(skill) => skill + LEARNING * (rank - skill),
                });
            }
        }
    }
}

/// What a chip of `team` would do on each of the `open` cells: lines of its own made longer,
/// others' lines cut.
struct Worths(Vec<(Cell, i32)>);

impl Worths {
    fn new(judge: &Judge, board: &Board, team: Team, open: Cells) -> Worths {
        Worths(
            open.iter()
                .map(|cell| (cell, judge.place_gain(board, team, cell)))
                .collect(),
        )
    }

    /// Where `cell` stands among the others: 0 below all, 1 above all, ties counted half.
    fn rank(&self, cell: Cell) -> f32 {
        let Some(&(_, mine)) = self.0.iter().find(|&&(at, _)| at == cell) else {
            return 0.0;
        };
        let (mut below, mut level) = (0u32, 0u32);
        for &(at, worth) in &self.0 {
            if at == cell {
                continue;
            }
            if worth < mine {
                below += 1;
            } else if worth == mine {
                level += 1;
            }
        }
        match self.0.len() {
            0 | 1 => 1.0,
            all => (below as f32 + level as f32 / 2.0) / (all - 1) as f32,
        }
    }
}

/// How far `team` has come on `board`: each sequence made as a whole line, plus its best open
/// line.
fn standing(game: &Game, judge: &Judge, board: &Board, team: Team) -> i32 {
    let best_line = game
        .rules()
        .runs()
        .iter()
        .filter_map(|&run| judge.progress(board, team, run))
        .max()
        .unwrap_or(0);
    (game.sequence_count(team) as u32 * game.rules().in_a_row() as u32 + best_line) as i32
}

/// What the just-right player does this turn.
pub enum Turn {
    Play(Option<Action>),
    /// The hard player's search, whose play is then told to [`Gauge::played`].
    Search,
}

/// The just-right player's turn for `seat`.
pub fn play(game: &Game, seat: Seat, gauge: &mut Gauge, rng: &mut impl Rng) -> Turn {
    let planner = Planner::new(game, seat);
    gauge.watch(game, &planner.judge, &planner.board, planner.team);
    let turn = choose(game, &planner, gauge, rng);
    if let Turn::Play(action) = turn {
        gauge.remember(&planner, action);
    }
    turn
}

impl Gauge {
    /// `seat` played `action` (a search's play): the board it leaves, to see what the others
    /// do next.
    pub fn played(&mut self, game: &Game, seat: Seat, action: Option<Action>) {
        self.remember(&Planner::new(game, seat), action);
    }

    fn remember(&mut self, planner: &Planner, action: Option<Action>) {
        let mut after = planner.board;
        match action {
            Some(Action::Place { cell, .. }) => after.place(cell, planner.team),
            Some(Action::Remove { cell, .. }) => after.take(cell),
            _ => {}
        }
        self.last = Some(after);
    }
}

fn choose<R: Rng>(game: &Game, planner: &Planner, gauge: &Gauge, rng: &mut R) -> Turn {
    let moves = medium::scored(game, planner.seat);
    let Some(top) = moves.iter().map(|&(_, score)| score).max() else {
        return Turn::Play(None);
    };
    let judge = &planner.judge;
    let board = &planner.board;
    let mine = standing(game, judge, board, planner.team);
    let theirs = planner
        .others()
        .map(|team| standing(game, judge, board, team))
        .max()
        .unwrap_or(0);
    let lead = mine - theirs;
    let aim = gauge.aim(lead);
    let keen = aim >= KEEN;
    let level = lead < 0 || (lead == 0 && keen);
    // Its best: the hard player's, aiming higher than the medium player's best.
    let best = |rng: &mut R| match aim >= SEARCH {
        true => Turn::Search,
        false => Turn::Play(plan::best(&moves, rng)),
    };
    // Behind, a sequence to stop or to make: no child would let that go; level, neither would
    // a keen one; and a keen one takes a win whenever it has one.
    let stop = !planner.their_finishing().is_empty();
    let make = top >= SEQUENCE / 2;
    if (level && (stop || make)) || (keen && top >= WIN) {
        return best(rng);
    }
    // Otherwise its best now and then (always, aiming high), and else a chip at the rank it
    // aims for, with a card that only places: its jacks wait for when they matter.
    let chance = ((aim - ALWAYS_RANKED) / (BEST - ALWAYS_RANKED)).clamp(0.0, 1.0);
    if rng.random_bool(chance as f64) {
        return best(rng);
    }
    let rules = game.rules();
    let worths = Worths::new(judge, board, planner.team, game.open());
    let mut closest = Vec::new();
    let mut gap = f32::INFINITY;
    for &(action, _) in &moves {
        let Action::Place { card, cell } = action else {
            continue;
        };
        if rules.ability(card) != Ability::Place {
            continue;
        }
        let off = (worths.rank(cell) - aim).abs();
        if off < gap - 1e-6 {
            gap = off;
            closest.clear();
        }
        if off <= gap + 1e-6 {
            closest.push((action, 0));
        }
    }
    if closest.is_empty() {
        return best(rng);
    }
    Turn::Play(plan::best(&closest, rng))
}
