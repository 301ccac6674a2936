//! The simulator: many seeded games between computer players, with their results.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Instant;

use serde::Serialize;

use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::bots::{Bot, BotKind};
use crate::core::{Game, GameConfig, Outcome, RuleSet, SetupError};

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimConfig {
    pub game: GameConfig,
    pub games: u64,
    /// One per seat, repeated round the table when shorter.
    pub bots: Vec<BotKind>,
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
    pub mean_turns: f64,
    pub games_per_sec: f64,
}

/// Plays `config.games` games; game `n` is seeded with `seed + n`, so any one can be replayed.
pub fn simulate(rules: Arc<RuleSet>, config: &SimConfig) -> Result<SimReport, SetupError> {
    let mut game = Game::new(rules.clone(), &config.game)?;
    let kinds = if config.bots.is_empty() {
        vec![BotKind::Random]
    } else {
        config.bots.clone()
    };
    let mut bots: Vec<Bot> = (0..game.players() as usize)
        .map(|seat| Bot::new(kinds[seat % kinds.len()], 0))
        .collect();
    let all_random = bots.iter().all(|bot| bot.kind() == BotKind::Random);
    let mut wins = vec![0u64; game.teams() as usize];
    let mut draws = 0;
    let mut turns = 0u64;
    let started = Instant::now();
    for n in 0..config.games {
        let seed = config.game.seed.wrapping_add(n);
        game.restart(seed);
        for (seat, bot) in bots.iter_mut().enumerate() {
            bot.reseed(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ seat as u64);
        }
        let outcome = if all_random {
            // The same moves a table of random bots would make, without recording events.
            let mut rng =
                Xoshiro256PlusPlus::seed_from_u64(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
            Some(game.playout(&mut rng))
        } else {
            play_out(&mut game, &mut bots)
        };
        match outcome {
            Some(Outcome::Won(team)) => wins[team as usize] += 1,
            _ => draws += 1,
        }
        turns += game.turn() as u64;
    }
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
    let games = config.games.max(1) as f64;
    Ok(SimReport {
        theme: rules.id.clone(),
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
        mean_turns: turns as f64 / games,
        games_per_sec: config.games as f64 / seconds,
    })
}

/// Lets the bots play until the game ends; `None` if they got stuck (which would be a bug).
pub fn play_out(game: &mut Game, bots: &mut [Bot]) -> Option<Outcome> {
    while game.outcome().is_none() {
        let seat = game.next_actor();
        let action = bots[seat as usize].choose(game, seat)?;
        if game.apply(seat, action).is_err() {
            return None;
        }
    }
    game.outcome()
}
