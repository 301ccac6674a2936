//! The simulator: many seeded games between computer players, with their results and how long
//! each kind of player thought.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Instant;

use serde::Serialize;

use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::{Bot, Budget, Level, one_chip_short};
use lineup_core::{Action, Game, GameConfig, Outcome, RuleSet, SetupError};

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimConfig {
    pub game: GameConfig,
    pub games: u64,
    /// One per seat, repeated round the table when shorter.
    pub bots: Vec<Level>,
    /// The hard player's budget.
    pub budget: Budget,
    /// Every game with new players, who remember nothing of the games before (by default a
    /// player meets the same opponents game after game, as at a classroom table, and the
    /// just-right player learns from their results).
    pub fresh: bool,
}

/// Thinking time of one kind of player or one seat, over the plays it chose (not draws or
/// turning in dead cards, which take no thought).
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Thinking {
    pub moves: u64,
    pub think_ms_mean: f64,
    pub think_ms_p95: f64,
    pub think_ms_max: f64,
}

/// What happened over all the games.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct SimReport {
    pub theme: String,
    pub players: u8,
    pub teams: u8,
    pub games: u64,
    pub bots: Vec<String>,
    /// Wins by team letter: A is seat 0's team.
    pub wins: BTreeMap<String, u64>,
    pub draws: u64,
    /// Close games: won games in which a losing team ended one chip short of a sequence.
    pub close: u64,
    /// Wins by kind of player: a win counts for each kind on the winning team. With two kinds,
    /// seats are swapped every other game, so each kind sits in each seat half the time.
    pub wins_by_bot: BTreeMap<String, u64>,
    /// Each kind's share of the games that had a winner.
    pub win_rate_by_bot: BTreeMap<String, f64>,
    pub mean_turns: f64,
    pub games_per_sec: f64,
    pub think_by_bot: BTreeMap<String, Thinking>,
    /// By seat: whichever kind sat there.
    pub think_by_seat: Vec<Thinking>,
}

/// Plays `config.games` games; game `n` is seeded with `seed + n`, so any one can be replayed
/// (with `fresh`: a just-right player otherwise brings what it learnt in the games before).
/// A player whose kind changes seat to seat (more seats than kinds, not a multiple) starts
/// each game afresh.
/// When the players are not all of one kind, game `n` moves every kind `n` seats on round the
/// table (with two kinds: swapped every other game).
pub fn simulate(rules: Arc<RuleSet>, config: &SimConfig) -> Result<SimReport, SetupError> {
    let mut game = Game::new(rules.clone(), &config.game)?;
    let kinds = if config.bots.is_empty() {
        vec![Level::Random]
    } else {
        config.bots.clone()
    };
    let seats = game.players() as usize;
    let all_random = kinds.iter().all(|&kind| kind == Level::Random);
    let rotate = !kinds.iter().all(|&kind| kind == kinds[0]);
    let mut wins = vec![0u64; game.teams() as usize];
    // Wins by kind, as places in `kinds` (its first place for a kind listed twice): counted
    // without a name or a map in the loop, which plays up to a hundred thousand games a second.
    let mut wins_by_kind = vec![0u64; kinds.len()];
    let kind_at = |kind: Level| kinds.iter().position(|&k| k == kind).unwrap_or(0);
    let mut times_by_bot: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    let mut times_by_seat: Vec<Vec<f64>> = vec![Vec::new(); seats];
    let mut draws = 0;
    let mut close = 0;
    let mut turns = 0u64;
    let mut players: Vec<Option<Bot>> = vec![None; seats];
    let started = Instant::now();
    for n in 0..config.games {
        let seed = config.game.seed.wrapping_add(n);
        game.restart(seed);
        let shift = if rotate { n as usize % kinds.len() } else { 0 };
        let seat_kind = |seat: usize| kinds[(seat + shift) % kinds.len()];
        // Player `j` sits `j - shift` round the table: the same player, game after game, so
        // a player who learns (just-right) meets the same opponents again.
        let player = |seat: usize| (seat + shift) % seats;
        let outcome = if all_random {
            // The same moves a table of random bots would make, without recording events.
            let mut rng =
                Xoshiro256PlusPlus::seed_from_u64(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
            Some(game.playout(&mut rng))
        } else {
            let seat_kinds: Vec<Level> = (0..seats).map(seat_kind).collect();
            let mut bots: Vec<Bot> = seat_kinds
                .iter()
                .enumerate()
                .map(|(seat, &kind)| {
                    let seed = crate::seat_seed(seed, seat as lineup_core::Seat);
                    let mut bot = match players[player(seat)].take() {
                        Some(mut bot) if bot.kind() == kind && !config.fresh => {
                            bot.reseed(seed);
                            bot
                        }
                        _ => Bot::new(kind, seed),
                    };
                    bot.set_budget(config.budget);
                    bot
                })
                .collect();
            let outcome = play_out_timed(&mut game, &mut bots, &mut |seat, ms| {
                times_by_seat[seat].push(ms);
                times_by_bot
                    .entry(seat_kinds[seat].name().to_string())
                    .or_default()
                    .push(ms);
            });
            for (seat, mut bot) in bots.into_iter().enumerate() {
                bot.game_over(&game, seat as u8);
                players[player(seat)] = Some(bot);
            }
            outcome
        };
        match outcome {
            Some(Outcome::Won(team)) => {
                wins[team as usize] += 1;
                if (0..game.teams()).any(|other| other != team && one_chip_short(&game, other)) {
                    close += 1;
                }
                // A win counts once for each kind on the winning team.
                let mut counted = 0u64;
                for seat in (0..seats).filter(|&seat| game.team_of(seat as u8) == team) {
                    let at = kind_at(seat_kind(seat));
                    if counted & (1 << at) == 0 {
                        counted |= 1 << at;
                        wins_by_kind[at] += 1;
                    }
                }
            }
            _ => draws += 1,
        }
        turns += game.turn() as u64;
    }
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
    let games = config.games.max(1) as f64;
    let decided = (config.games - draws).max(1) as f64;
    let mut wins_by_bot: BTreeMap<String, u64> = BTreeMap::new();
    for (at, kind) in kinds.iter().enumerate() {
        *wins_by_bot.entry(kind.name().to_string()).or_default() += wins_by_kind[at];
    }
    Ok(SimReport {
        theme: rules.id().to_string(),
        players: game.players(),
        teams: game.teams(),
        games: config.games,
        bots: kinds.iter().map(|kind| kind.name().to_string()).collect(),
        wins: wins
            .iter()
            .enumerate()
            .map(|(team, &count)| (char::from(b'A' + team as u8).to_string(), count))
            .collect(),
        draws,
        close,
        win_rate_by_bot: wins_by_bot
            .iter()
            .map(|(name, &count)| (name.clone(), count as f64 / decided))
            .collect(),
        wins_by_bot,
        mean_turns: turns as f64 / games,
        games_per_sec: config.games as f64 / seconds,
        think_by_bot: times_by_bot
            .iter_mut()
            .map(|(name, times)| (name.clone(), thinking(times)))
            .collect(),
        think_by_seat: times_by_seat
            .iter_mut()
            .map(|times| thinking(times))
            .collect(),
    })
}

fn thinking(times: &mut [f64]) -> Thinking {
    if times.is_empty() {
        return Thinking {
            moves: 0,
            think_ms_mean: 0.0,
            think_ms_p95: 0.0,
            think_ms_max: 0.0,
        };
    }
    times.sort_by(f64::total_cmp);
    let p95 = ((times.len() as f64 * 0.95).ceil() as usize).clamp(1, times.len()) - 1;
    Thinking {
        moves: times.len() as u64,
        think_ms_mean: times.iter().sum::<f64>() / times.len() as f64,
        think_ms_p95: times[p95],
        think_ms_max: times[times.len() - 1],
    }
}

/// Lets the bots play until the game ends; `None` if they got stuck (which would be a bug).
pub fn play_out(game: &mut Game, bots: &mut [Bot]) -> Option<Outcome> {
    play_out_timed(game, bots, &mut |_, _| {})
}

/// [`play_out`], telling `timed` each seat's thinking time in milliseconds for every play.
fn play_out_timed(
    game: &mut Game,
    bots: &mut [Bot],
    timed: &mut impl FnMut(usize, f64),
) -> Option<Outcome> {
    while game.outcome().is_none() {
        let seat = game.next_actor();
        let started = Instant::now();
        let action = bots[seat as usize].choose(game, seat)?;
        if matches!(action, Action::Place { .. } | Action::Remove { .. }) {
            timed(seat as usize, started.elapsed().as_secs_f64() * 1000.0);
        }
        if game.apply(seat, action).is_err() {
            return None;
        }
    }
    game.outcome()
}
