//! How long each computer player thinks about one move of a classic game under way.
//!
//! `cargo bench --no-default-features --bench think` (the rules core alone: no window).
//! The hard player runs with its iteration budget only (the clock set far off), so the
//! figure is the time its default number of iterations takes on this machine.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use lineup_bots::{Bot, BotKind, Budget};
use lineup_core::{Game, GameConfig, Library};

/// A classic game for two, 20 random moves in.
fn position() -> Game {
    let rules = Library::built_in()
        .get("classic")
        .expect("built-in theme")
        .rules()
        .clone();
    let mut game = Game::new(rules, &GameConfig::new(2, 3)).expect("two players");
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    for _ in 0..20 {
        let (seat, action) = game.random_move(&mut rng).expect("a move");
        game.apply(seat, action).expect("a legal move");
    }
    game
}

fn think(c: &mut Criterion) {
    let game = position();
    let seat = game.next_actor();
    let mut group = c.benchmark_group("think");
    group.sample_size(10);
    for kind in BotKind::ALL {
        let mut bot = Bot::new(kind, 1);
        bot.set_budget(Budget {
            time: Duration::from_secs(60),
            ..Budget::default()
        });
        group.bench_function(kind.name(), |b| {
            b.iter(|| black_box(bot.choose(&game, seat)))
        });
    }
    group.finish();
}

criterion_group!(benches, think);
criterion_main!(benches);
