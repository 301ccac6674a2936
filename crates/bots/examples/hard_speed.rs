//! How long the hard player takes for its 20,000 iterations on one thread, at a position
//! every version of Lineup reaches alike: `moves` moves into a game of `theme` for two, each
//! chosen from the legal actions by its number alone (no random draw, whose use may change
//! between versions). The best of three searches, in milliseconds.
//!
//! `cargo run --release -p lineup-bots --example hard_speed -- classic 20`; `.ci/hard-speed`
//! runs it side by side with an earlier commit's. Two more numbers set the iterations and how
//! many searches to time (`classic 20 2000 1`: one search of 2,000, short enough to count its
//! instructions under cachegrind).

use std::time::{Duration, Instant};

use lineup_bots::{Bot, Budget, Level};
use lineup_core::{Game, GameConfig, Library};

fn main() {
    let mut args = std::env::args().skip(1);
    let theme = args.next().unwrap_or_else(|| "classic".into());
    let mut number = |default| args.next().and_then(|n| n.parse().ok()).unwrap_or(default);
    let (moves, iterations, rounds) = (number(20), number(20_000), number(3));
    let rules = Library::built_in()
        .get(&theme)
        .expect("a built-in theme")
        .rules()
        .clone();
    let mut game = Game::new(rules, &GameConfig::new(2, 3)).expect("two players");
    for n in 0..moves {
        let actions = game.legal_actions();
        let (seat, action) = actions[(n * 7919 + 13) % actions.len()];
        game.apply(seat, action).expect("a legal action");
    }
    let seat = game.next_actor();
    let mut best = f64::MAX;
    for _ in 0..rounds {
        let mut bot = Bot::new(Level::Hard, 1);
        bot.set_budget(Budget {
            iterations: iterations as u32,
            time: Duration::from_secs(600),
            threads: 1,
        });
        let started = Instant::now();
        std::hint::black_box(bot.choose(&game, seat));
        best = best.min(started.elapsed().as_secs_f64() * 1000.0);
    }
    println!("{theme}, {moves} moves in: {best:.0} ms for {iterations} iterations on one thread");
}
