//! The hard player: information-set Monte Carlo tree search.
//!
//! Each iteration imagines the hidden cards afresh ([`Game::determinize`]: the other hands and
//! the draw pile dealt again from the cards this seat cannot see), walks down one shared tree
//! of moves, choosing among the moves possible in that imagined deal (UCB with availability
//! counts, so a move is only judged against the times it could have been played), adds one
//! move, then plays the game out with the quick policy for every seat (each seat's best play
//! by the quick score, jacks only where a sequence is made or stopped, and a random play now
//! and then) and counts who won. The quick policy is weaker than the medium player's but about
//! four times cheaper, and the number of iterations matters more: at the same thinking time,
//! more and rougher playouts win more games. Only the seat's own hand and what is on the table
//! are ever read from the real game.
//!
//! First moves are ranked by the medium player's score, later ones by its quick score, and
//! only the best few at each point are searched, with a bias towards the better-ranked that
//! fades as they are visited. When another team could finish a sequence next turn, only the
//! moves that stop it are searched. Each thread (one per core by default) runs its own tree
//! with its own seeded randomness; the visit counts of the first moves are added up at the end.
//! The trees outlive the move: once every other seat has played, each tree's branch for what
//! was played (read from the board and the discard piles, as anyone at the table sees them)
//! is grown on at the seat's next move, so its first moves start with the visits already made
//! (`keep`). Where the plays cannot be read for certain, the trees start afresh.
//!
//! Where there are no threads (a browser tab), [`Search`] grows the same trees one after
//! another a slice at a time, so the page goes on drawing between slices; for a seed and a
//! number of iterations it chooses the same move as the threads do.

use web_time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use super::eval::{Board, Judge, reach};
use super::finishing::Finishing;
use super::gains::Gains;
use super::plan::{Planner, WIN, best};
use lineup_core::{Action, Game, MAX_TEAMS, Outcome, Seat};

mod keep;
#[cfg(test)]
mod tests;
pub(crate) use keep::Kept;

/// How long the hard player may think about a move at a table, in milliseconds, unless the
/// teacher chooses otherwise: a second, as long as a class waits gladly. The setup screen,
/// saves and tables keep the choice in milliseconds and give it to their players
/// ([`Bot::set_time_limit`](crate::Bot::set_time_limit)).
pub const THINK_MS: u64 = 1000;

/// How long and how hard the hard player thinks about one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Search iterations for one move, shared out between the threads. For a given seed the
    /// move depends only on this, as long as the time limit is not reached first.
    pub iterations: u32,
    /// The most one move may take on the clock, whatever the iterations.
    pub time: Duration,
    /// Threads searching side by side (each with its own tree).
    pub threads: u8,
}

impl Default for Budget {
    fn default() -> Budget {
        Budget {
            iterations: 20_000,
            time: Duration::from_millis(900),
            threads: 2,
        }
    }
}

/// First moves searched.
const ROOT_WIDTH: usize = 12;
/// Moves searched at each later point.
const WIDTH: usize = 5;
/// Turns played on after the tree: to the end of nearly every game (the turn limit is 1000).
const PLAYOUT_TURNS: u32 = 400;
/// How often a playout turn is a random play rather than the policy's.
const PLAYOUT_RANDOM: f64 = 0.05;
/// Exploration in UCB.
const EXPLORE: f32 = 0.5;
/// Trust in the quick score's ranking of moves, fading as a move is visited: the move
/// ranked `r`-th gets `BIAS / (r + 1) / (visits + 1)` added to its value.
const BIAS: f32 = 2.0;
/// Line values that make a one-sided position: the scale of the logistic that turns the
/// difference in line values into a chance of winning.
const SCALE: f32 = 1500.0;

#[derive(Clone, Debug)]
struct Node {
    /// The seat that made the move leading here, and the move.
    seat: Seat,
    action: Action,
    /// Where the quick score ranked the move among those possible when it was added.
    rank: u8,
    children: Vec<u32>,
    visits: u32,
    available: u32,
    /// Sum of the results for the team of `seat`.
    reward: f32,
}

/// The hard player's search for `seat`, ready to be grown, on what is `kept` of its last one
/// where that still fits the table; or the play at once when there is nothing to weigh (a
/// winning move, or one move worth making).
pub(crate) fn begin(
    game: &Game,
    seat: Seat,
    budget: Budget,
    kept: Option<Kept>,
    rng: &mut impl Rng,
) -> Result<Search, Option<Action>> {
    let mut moves = super::medium::scored(game, seat);
    if let Some(&(action, _)) = moves.iter().find(|&&(_, score)| score >= WIN) {
        return Err(Some(action));
    }
    keep_blocks(&Planner::new(game, seat), &mut moves);
    let root = top(&mut moves, ROOT_WIDTH);
    if root.len() <= 1 {
        return Err(root.first().copied());
    }
    let threads = budget.threads.max(1) as u32;
    let each = budget.iterations.div_ceil(threads);
    let mut kept = (kept.map(|kept| kept.cut(game, seat, threads as usize)))
        .unwrap_or_default()
        .into_iter();
    let trees: Vec<Tree> = (0..threads)
        .map(|_| Tree::new(seat, rng.next_u64(), each, kept.next().unwrap_or_default()))
        .collect();
    Ok(Search {
        game: game.clone(),
        trees,
        root,
        each,
        deadline: Instant::now() + budget.time,
    })
}

/// A move being thought about: one tree for each thread the budget names, each with its own
/// seeded randomness.
#[derive(Clone, Debug)]
pub struct Search {
    game: Game,
    root: Vec<Action>,
    trees: Vec<Tree>,
    /// Iterations for each tree.
    each: u32,
    deadline: Instant,
}

impl Search {
    /// Grows every tree on a thread of its own, to the budget's end; the play.
    pub fn finish_on_threads(&mut self) -> Option<Action> {
        let Search {
            game,
            root,
            trees,
            each,
            deadline,
            ..
        } = self;
        std::thread::scope(|scope| {
            for tree in trees.iter_mut() {
                let (game, root) = (&*game, &root[..]);
                let (each, deadline) = (*each, *deadline);
                scope.spawn(move || tree.grow(game, root, each, deadline, deadline));
            }
        });
        self.choice()
    }

    /// Grows the trees for about `slice` (never past the budget's time); the play once they
    /// are grown.
    pub fn go_on(&mut self, slice: Duration) -> Option<Option<Action>> {
        let growing = self.trees.iter().filter(|tree| !tree.done).count().max(1) as u32;
        for tree in self.trees.iter_mut().filter(|tree| !tree.done) {
            let until = (Instant::now() + slice / growing).min(self.deadline);
            tree.grow(&self.game, &self.root, self.each, self.deadline, until);
        }
        self.trees
            .iter()
            .all(|tree| tree.done)
            .then(|| self.choice())
    }

    /// Iterations made so far, all trees together (the browser's console reports them: there
    /// the clock, not the budget's iterations, ends most searches).
    pub fn iterations(&self) -> u32 {
        self.trees.iter().map(|tree| tree.made).sum()
    }

    /// The table searched, whose seat it is, and the play (once the trees are grown).
    pub(crate) fn played(&self) -> (&Game, Seat, Option<Action>) {
        (&self.game, self.game.current(), self.choice())
    }

    /// The first move visited most, all trees together; ties go to the better quick score
    /// (the earlier in `root`).
    fn choice(&self) -> Option<Action> {
        let mut total = vec![0u32; self.root.len()];
        for tree in &self.trees {
            for (sum, count) in total.iter_mut().zip(tree.visits(&self.root)) {
                *sum += count;
            }
        }
        let most = total.iter().copied().max()?;
        let at = total.iter().position(|&count| count == most)?;
        Some(self.root[at])
    }
}

/// When another team could finish a sequence next turn and some moves stop it, only those
/// are worth searching: no look-ahead of a few turns weighs a lost game rightly against a
/// chip gained elsewhere.
fn keep_blocks(planner: &Planner, moves: &mut Vec<(Action, i32)>) {
    let threats = planner.their_finishing();
    if threats.is_empty() {
        return;
    }
    let stops = |action: &Action| match *action {
        Action::Place { cell, .. } => threats.contains(cell),
        Action::Remove { card, cell } => {
            let after = planner.after(card, cell);
            planner.others().any(|other| {
                let left = planner.judge.finishing_cells(&after, other);
                (left & threats).len() < (planner.finishing[other as usize] & threats).len()
            })
        }
        _ => false,
    };
    if moves.iter().any(|(action, _)| stops(action)) {
        moves.retain(|(action, _)| stops(action));
    }
}

/// The best `width` moves by score, best first (ties kept in the order given).
fn top(moves: &mut [(Action, i32)], width: usize) -> Vec<Action> {
    moves.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
    moves
        .iter()
        .take(width)
        .map(|&(action, _)| action)
        .collect()
}

/// One thread's tree, grown an iteration at a time.
#[derive(Clone, Debug)]
struct Tree {
    seat: Seat,
    rng: Xoshiro256PlusPlus,
    nodes: Vec<Node>,
    scratch: Vec<(Action, i32)>,
    path: Vec<u32>,
    /// Iterations made so far.
    made: u32,
    /// No more iterations: all made, or the time is up.
    done: bool,
}

impl Tree {
    /// A tree to grow by `iterations` on the nodes kept from the last search (their root
    /// first), or from a bare root when none were.
    fn new(seat: Seat, seed: u64, iterations: u32, mut nodes: Vec<Node>) -> Tree {
        if nodes.is_empty() {
            nodes.push(Node {
                seat,
                action: Action::Draw,
                rank: 0,
                children: Vec::new(),
                visits: 0,
                available: 0,
                reward: 0.0,
            });
        }
        nodes.reserve(iterations as usize);
        Tree {
            seat,
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            nodes,
            scratch: Vec::new(),
            path: Vec::new(),
            made: 0,
            done: false,
        }
    }

    /// Visit counts of the root moves.
    fn visits(&self, root_moves: &[Action]) -> Vec<u32> {
        let nodes = &self.nodes;
        root_moves
            .iter()
            .map(|&action| {
                nodes[0]
                    .children
                    .iter()
                    .find(|&&child| nodes[child as usize].action == action)
                    .map_or(0, |&child| nodes[child as usize].visits)
            })
            .collect()
    }

    /// Makes iterations until there have been `iterations`, or the clock passes `deadline`
    /// (then the tree is done) or `pause` (then it goes on at the next call, having made at
    /// least one iteration in this one). The clock is read every 16 iterations, so the
    /// iterations made depend on the seed alone until the deadline comes.
    fn grow(
        &mut self,
        game: &Game,
        root_moves: &[Action],
        iterations: u32,
        deadline: Instant,
        pause: Instant,
    ) {
        let seat = self.seat;
        let Tree {
            rng,
            nodes,
            scratch,
            path,
            ..
        } = self;
        let first = self.made;
        while self.made < iterations {
            if self.made % 16 == 15 {
                let now = Instant::now();
                if now >= deadline {
                    break;
                }
                if now >= pause && self.made != first {
                    return;
                }
            }
            self.made += 1;
            let mut world = game.determinize(seat, rng);
            path.clear();
            path.push(0u32);
            let mut node = 0u32;
            let mut depth = 0;
            loop {
                if !do_chores(&mut world, rng) {
                    break;
                }
                let mover = world.current();
                let level_moves;
                let moves: &[Action] = if depth == 0 {
                    root_moves
                } else {
                    Planner::new(&world, mover).scored_moves(false, scratch);
                    level_moves = top(scratch, WIDTH);
                    &level_moves
                };
                if moves.is_empty() {
                    break;
                }
                let mut untried = None;
                for (rank, &action) in moves.iter().enumerate() {
                    let known = nodes[node as usize]
                        .children
                        .iter()
                        .copied()
                        .find(|&child| {
                            nodes[child as usize].action == action
                                && nodes[child as usize].seat == mover
                        });
                    match known {
                        Some(child) => nodes[child as usize].available += 1,
                        None => {
                            if untried.is_none() {
                                untried = Some((action, rank as u8));
                            }
                        }
                    }
                }
                let (next, expanded) = match untried {
                    Some((action, rank)) => {
                        nodes.push(Node {
                            seat: mover,
                            action,
                            rank,
                            children: Vec::new(),
                            visits: 0,
                            available: 1,
                            reward: 0.0,
                        });
                        let child = (nodes.len() - 1) as u32;
                        nodes[node as usize].children.push(child);
                        (child, true)
                    }
                    None => (
                        select(nodes, &nodes[node as usize].children, moves, mover),
                        false,
                    ),
                };
                let action = nodes[next as usize].action;
                if world.apply(mover, action).is_err() {
                    break;
                }
                path.push(next);
                node = next;
                depth += 1;
                if expanded {
                    break;
                }
            }
            let result = playout(&mut world, scratch, rng);
            for &step in path.iter() {
                let node = &mut nodes[step as usize];
                node.visits += 1;
                node.reward += result[world.team_of(node.seat) as usize];
            }
        }
        self.done = true;
    }
}

/// The child to follow among those whose move is possible now: the best by UCB.
fn select(nodes: &[Node], children: &[u32], moves: &[Action], mover: Seat) -> u32 {
    let mut best = (f32::MIN, children[0]);
    for &child in children {
        let node = &nodes[child as usize];
        if node.seat != mover || !moves.contains(&node.action) {
            continue;
        }
        let visits = node.visits.max(1) as f32;
        let value = node.reward / visits
            + EXPLORE * ((node.available.max(1) as f32).ln() / visits).sqrt()
            + BIAS / (node.rank as f32 + 1.0) / (visits + 1.0);
        if value > best.0 {
            best = (value, child);
        }
    }
    best.1
}

/// Makes the moves nobody chooses (draws, turning in dead cards, penalty discards); says
/// whether the game goes on with a play to choose.
fn do_chores(world: &mut Game, rng: &mut impl Rng) -> bool {
    loop {
        if world.is_over() {
            return false;
        }
        let seat = world.next_actor();
        match world.chore(seat, rng) {
            Some(action) => {
                if world.apply(seat, action).is_err() {
                    return false;
                }
            }
            None => return seat == world.current(),
        }
    }
}

/// Plays on with the quick policy and scores the result for every team.
fn playout(
    world: &mut Game,
    scratch: &mut Vec<(Action, i32)>,
    rng: &mut impl Rng,
) -> [f32; MAX_TEAMS as usize] {
    let mut finishing = Finishing::of(world);
    let mut gains = Gains::new();
    for _ in 0..PLAYOUT_TURNS {
        if !do_chores(world, rng) {
            break;
        }
        let seat = world.current();
        let action = if rng.random_bool(PLAYOUT_RANDOM) {
            world.random_play(rng)
        } else {
            Planner::with_finishing(world, seat, finishing.cells)
                .keeping(&gains)
                .scored_moves(true, scratch);
            best(scratch, rng).or_else(|| world.random_play(rng))
        };
        let Some(action) = action else { break };
        if world.apply(seat, action).is_err() {
            break;
        }
        gains.forget(finishing.after(world, action));
        debug_assert_eq!(finishing.cells, Finishing::of(world).cells);
    }
    score(world)
}

/// The open cells the hands of `team` can put chips on with placing cards, and its wild cards.
fn team_reach(world: &Game, team: lineup_core::Team) -> (lineup_core::Cells, u32) {
    let mut cells = lineup_core::Cells::EMPTY;
    let mut wilds = 0;
    for seat in (0..world.players()).filter(|&seat| world.team_of(seat) == team) {
        let (shown, wild) = reach(world.rules(), world.hand(seat));
        cells |= shown;
        wilds += wild;
    }
    (cells & world.open(), wilds)
}

/// The chance each team wins from here, judged by its open lines and sequences.
fn score(world: &Game) -> [f32; MAX_TEAMS as usize] {
    let mut result = [0.0; MAX_TEAMS as usize];
    match world.outcome() {
        Some(Outcome::Won(team)) => {
            result[team as usize] = 1.0;
            return result;
        }
        Some(Outcome::NoWinner) => {
            let share = 1.0 / world.teams() as f32;
            result
                .iter_mut()
                .take(world.teams() as usize)
                .for_each(|r| *r = share);
            return result;
        }
        None => {}
    }
    let judge = Judge::new(world);
    let board = Board::of(world);
    let mut values = [0.0f32; MAX_TEAMS as usize];
    let mut top = f32::MIN;
    for team in 0..world.teams() {
        let (reach, wilds) = team_reach(world, team);
        let lines = judge.potential_in_hand(&board, team, reach, wilds) as f32;
        let made = world.sequence_count(team) as f32 * 2_000.0;
        values[team as usize] = (lines + made) / SCALE;
        top = top.max(values[team as usize]);
    }
    let mut sum = 0.0;
    for team in 0..world.teams() as usize {
        result[team] = (values[team] - top).exp();
        sum += result[team];
    }
    for value in result.iter_mut() {
        *value /= sum;
    }
    result
}
