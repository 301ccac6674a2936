//! How long each computer player thinks about one move of a classic game under way, and the
//! hard player about one move in each theme.
//!
//! `cargo bench --no-default-features --bench think` (the rules core alone: no window).
//! The hard player runs with its iteration budget only (the clock set far off), so the
//! figure is the time its default number of iterations takes on this machine.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use lineup_bots::{Bot, Budget, Level};
use lineup_core::{Game, GameConfig, Library};

/// A game of `theme` for two, `moves` random moves in.
fn position(theme: &str, moves: usize) -> Game {
    let rules = Library::built_in()
        .get(theme)
        .expect("built-in theme")
        .rules()
        .clone();
    let mut game = Game::new(rules, &GameConfig::new(2, 3)).expect("two players");
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    for _ in 0..moves {
        let (seat, action) = game.random_move(&mut rng).expect("a move");
        game.apply(seat, action).expect("a legal move");
    }
    game
}

/// A bot of `kind` with the default budget and no clock to stop it.
fn untimed(kind: Level) -> Bot {
    let mut bot = Bot::new(kind, 1);
    bot.set_budget(Budget {
        time: Duration::from_secs(60),
        ..Budget::default()
    });
    bot
}

fn think(c: &mut Criterion) {
    let game = position("classic", 20);
    let seat = game.next_actor();
    let mut group = c.benchmark_group("think");
    group.sample_size(10);
    for kind in Level::ALL {
        let mut bot = untimed(kind);
        group.bench_function(kind.name(), |b| {
            b.iter(|| black_box(bot.choose(&game, seat)))
        });
    }
    group.finish();
    // The hard player in every theme: one move each, from a new bot (nothing kept).
    let mut group = c.benchmark_group("hard");
    group.sample_size(10);
    // Letters 20 moves in has a move that wins at once, with nothing to think about.
    for (theme, moves) in [
        ("classic", 20),
        ("single-deck", 20),
        ("animals", 20),
        ("letters", 10),
    ] {
        let game = position(theme, moves);
        let seat = game.next_actor();
        group.bench_function(theme, |b| {
            b.iter(|| black_box(untimed(Level::Hard).choose(&game, seat)))
        });
    }
    group.finish();
}

criterion_group!(benches, think);
criterion_main!(benches);
